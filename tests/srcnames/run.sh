#!/bin/sh
# tests/srcnames/run.sh - registers and instructions named as the source
# writes them, and the C source lines of compiler output.
#
# 1. Each kernel NAME.s here with a NAME.expected (derived by hand in the
#    kernel's comment): the report's critical chain and stall blame, and
#    from the JSON the chain's registers and the loops' instructions as
#    written ("source_text") with their C source lines; and `list`'s C
#    source line.
# 2. The C source line of every instruction the JSON lists (--insn-events)
#    against ia64-linux-gnu-addr2line on GNU as's object: the kernels with
#    .loc, tests/dwarf/*.s that gas accepts, 20 random files of
#    tests/dwarf/random.awk and the corpus's pr13167.s.  An instruction
#    the assembler inserted (line 0) has none of its own and is skipped;
#    so is a file with a .debug_info of its own (addr2line finds the line
#    table through it, and the hand-written ones are not complete).
# Prints "srcnames: N passed, N failed" and exits non-zero on a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# summary FILE: what part 1 compares
summary() {
	dir=$(dirname "$1") base=$(basename "$1")
	(cd "$dir" && "$tool" --no-db "$base") 2>/dev/null |
		sed -n -e 's/^ *\(critical chain:.*\)$/\1/p' \
		       -e 's/.*  \(\[waits for .*\]\)$/\1/p'
	(cd "$dir" && "$tool" --no-db --format json --insn-events "$base") 2>/dev/null |
		jq -r '.files[0].procedures[] |
		  def src: if .source_file then " \(.source_file):\(.source_line)" else "" end;
		  (.loops[].critical_chain[] |
		     "chain \(.insn) line \(.line) reg \(.reg) as \(.reg_source)\(src)"),
		  (.blocks[] | select(.loop >= 0) | .instructions[] |
		     "insn \(.offset)/\(.slot) \(.source_text)\(src)")'
}

for f in "$here"/tests/srcnames/*.s; do
	want=${f%.s}.expected
	[ -e "$want" ] || continue
	summary "$f" >"$tmp/got"
	if diff -u "$want" "$tmp/got" >"$tmp/diff"; then
		pass=$((pass + 1))
	else
		echo "FAIL srcnames: ${f#"$here"/}:"
		cat "$tmp/diff"
		fail=$((fail + 1))
	fi
done

# `list` names the C source line beside the line written on
if "$tool" list "$here/tests/srcnames/loc.s" | grep -q 'ldfd f6=\[r32\],8	// line 55 (dot.c:6)$'; then
	pass=$((pass + 1))
else
	echo "FAIL srcnames: list does not name loc.s's ldfd as line 55 (dot.c:6)"
	fail=$((fail + 1))
fi

# lines FILE: every listed instruction's C line against addr2line's
lines() {
	f=$1
	ia64-linux-gnu-as -x -o "$tmp/obj.o" "$f" 2>/dev/null || return 0
	"$tool" --no-db --format json --insn-events "$f" 2>/dev/null |
		jq -r '.files[0].procedures[] | .section as $s | .blocks[].instructions[] |
		  select(.line > 0) |
		  "\($s) \(.offset + .slot) \(.source_file // "??"):\(.source_line // 0)"' |
		sort -u >"$tmp/ours"
	[ -s "$tmp/ours" ] || return 0
	: >"$tmp/theirs"
	while read -r sec addr ours; do
		theirs=$(ia64-linux-gnu-addr2line -j "$sec" -e "$tmp/obj.o" \
			 "$(printf '0x%x' "$addr")" | sed 's/ (discriminator [0-9]*)//')
		# addr2line names the file with its directories, or ??:? for none
		case $theirs in
		"??:"*) theirs="??:0" ;;
		*) file=${theirs%:*} theirs="${file##*/}:${theirs##*:}" ;;
		esac
		echo "$sec $addr ${ours##*/}" >>"$tmp/ours_base"
		echo "$sec $addr $theirs" >>"$tmp/theirs"
	done <"$tmp/ours"
	if diff "$tmp/ours_base" "$tmp/theirs" >"$tmp/diff"; then
		pass=$((pass + 1))
	else
		echo "FAIL srcnames: $f: C source lines differ from addr2line's (ours <, addr2line >):"
		head -n 20 "$tmp/diff"
		fail=$((fail + 1))
	fi
	rm -f "$tmp/ours_base"
}

for f in "$here"/tests/srcnames/*.s "$here"/tests/dwarf/*.s "$corpus/gas-ia64-testsuite/pr13167.s"; do
	grep -q '^[[:space:]]*\.loc[[:space:]]' "$f" 2>/dev/null || continue
	grep -q '\.debug_info' "$f" && continue
	lines "$f"
done
s=1
while [ $s -le 20 ]; do
	awk -v seed="$s" -f "$here/tests/dwarf/random.awk" >"$tmp/random$s.s"
	lines "$tmp/random$s.s"
	s=$((s + 1))
done

echo "srcnames: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
