#!/bin/sh
# tests/names/run.sh - every external symbol carries its module's prefix.
#
# Each public or internal header states in its top comment the prefixes of
# the names it declares ("Prefixes: insn_, template_.").  For every symbol
# an object of common/ machine/ parser/ analysis/ db/ cli/ defines (nm -g),
# the headers of the object's own folder that name it are found, and the
# symbol must start with a prefix one of them states.  Allowed besides:
# main (cli/main.o) and bison's and flex's asm_yy names.  A symbol no
# header of its folder names should be static.  Run after a build; prints
# each name that breaks the rule and ends with
# "names: N symbols checked, N without their prefix".
cd "$(dirname "$0")/../.." || exit 2
NM=${NM:-nm}
checked=0
bad=0
out=$(mktemp) || exit 2
trap 'rm -f "$out"' EXIT

# The prefixes header h states, one a line.
prefixes() {
	sed -n 's/^ \* Prefix\(es\)\{0,1\}: *//p' "$1" | head -n 1 |
		sed 's/([^)]*)//g; s/\.[[:space:]]*$//' | tr ',' '\n' |
		sed 's/^[[:space:]]*//; s/[[:space:]]*$//' | grep -v '^$'
}

objects=0
for dir in common machine parser analysis db cli; do
	headers=
	for h in "$dir"/*.h; do
		case "$h" in parser/grammar.h|parser/lexer.h) continue;; esac
		[ -f "$h" ] && headers="$headers $h"
	done
	for o in "$dir"/*.o; do
		[ -f "$o" ] || continue
		objects=$((objects + 1))
		# ASan mirrors each global as __odr_asan.NAME: NAME is checked.
		for sym in $($NM -g --defined-only "$o" | awk 'NF == 3 { print $3 }' |
			     sed 's/^__odr_asan\.//' | sort -u); do
			checked=$((checked + 1))
			case "$sym" in asm_yy*) continue;; esac
			[ "$o" = cli/main.o ] && [ "$sym" = main ] && continue
			ok=
			named=
			for h in $(grep -lw -- "$sym" $headers /dev/null); do
				named="$named $h"
				for p in $(prefixes "$h"); do
					case "$sym" in "$p"*) ok=1;;esac
				done
			done
			if [ -z "$named" ]; then
				echo "$o: $sym: declared in no header of $dir/ (make it static?)" >>"$out"
				bad=$((bad + 1))
			elif [ -z "$ok" ]; then
				echo "$o: $sym: starts with none of the prefixes of$named ($(for h in $named; do prefixes "$h"; done | tr '\n' ' '| sed 's/ $//'))" >>"$out"
				bad=$((bad + 1))
			fi
		done
	done
done
if [ "$objects" -eq 0 ]; then
	echo "names: no objects: build first (make)"
	exit 1
fi
cat "$out"
echo "names: $checked symbols checked, $bad without their prefix"
[ "$bad" -eq 0 ]
