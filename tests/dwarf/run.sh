#!/bin/sh
# tests/dwarf/run.sh - the debug sections GNU as writes for .file N and
# .loc (docs/dwarf.md), against `ia64-linux-gnu-as -x`.
#
# Every file goes through tests/asm/compare.sh: all sections byte for byte
# (.debug_line, .debug_info, .debug_abbrev, .debug_aranges, .debug_str,
# .debug_ranges, .debug_rnglists, .debug_line_str), the symbol table, the
# section headers, and errors and warnings on the same lines.
#
# 1. tests/dwarf/*.s: one behaviour each (their first lines say which);
#    *_err.s are the ones gas rejects.
# 2. gas's own pr13167.s (../shared/corpus/gas-ia64-testsuite) and the
#    gcc -g -S style tests/asm/gcc_debug.s.
# 3. Random files of .file/.loc and code (tests/dwarf/random.awk):
#    DWARF_RANDOM of them (default 100), seeds from DWARF_SEED (default 1);
#    a failure names randomN.s: `awk -v seed=N -f tests/dwarf/random.awk`
#    makes it again.
#
# Prints what fails, then "dwarf: N passed, N failed"; exit status 1 if
# anything failed.
cd "$(dirname "$0")/../.." || exit 2
corpus=${IA64P_CORPUS:-../shared/corpus}
out=$(mktemp -d) || exit 2
trap 'rm -rf "$out"' EXIT
passed=0
failed=0

check() {	# FILE...
	for f in "$@"; do
		if why=$(sh tests/asm/compare.sh "$f"); then
			passed=$((passed + 1))
		else
			failed=$((failed + 1))
			printf "%s\n" "$why"
		fi
	done
}

check tests/dwarf/*.s tests/asm/gcc_debug.s
if [ -f "$corpus/gas-ia64-testsuite/pr13167.s" ]; then
	check "$corpus/gas-ia64-testsuite/pr13167.s"
else
	failed=$((failed + 1))
	echo "FAIL $corpus/gas-ia64-testsuite/pr13167.s: missing"
fi

seed=${DWARF_SEED:-1}
n=${DWARF_RANDOM:-100}
i=0
while [ "$i" -lt "$n" ]; do
	s=$((seed + i))
	awk -v seed="$s" -f tests/dwarf/random.awk >"$out/random$s.s"
	check "$out/random$s.s"
	i=$((i + 1))
done

echo "dwarf: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
