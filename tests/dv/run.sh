#!/bin/sh
# tests/dv/run.sh - dependency-violation checking against GNU as: the set of
# violations `ia64-predict check` reports against the set
# `ia64-linux-gnu-as -x` warns of (docs/check.md), on
#
# 1. every file of $CORPUS/glibc/ (real code);
# 2. the dependency tests of $CORPUS/gas-ia64-testsuite/: dv-*.s,
#    dependency-*.s, pred-rel.s (with their .l files: gas's own warnings
#    are what we compare with);
# 3. seeded random schedules: tests/gen_random with tests/dv/templates.s
#    (instruction groups full of dependencies between a few registers,
#    predicates, compares, branches, serializations, .pred.rel);
# 4. seeded random schedules from the whole instruction table: every form
#    of tests/encode/gen/*.txt (all register files, ar/cr/psr, the
#    indirect files, ALAT, FP status fields...) and tests/dv/templates.s,
#    in groups of 2 to 6 instructions, 40% of them predicated, registers
#    drawn from small pools (r0-r6, r32-r33; f0-f6, f32-f33; p0-p6, p16,
#    p62, p63; b0-b3) so that they meet.  The lines gas refuses are taken
#    out first (an operand combination the templates cannot rule out).
#
# Before them, the rules themselves against the tables, pair by pair
# (tests/dv/pairs.pl with tests/dv/rules; accepted differences, where gas
# reads the pair otherwise, in tests/dv/pairs-known.txt).
#
# A violation is compared as (line of the instruction, line of the other
# access, RAW/WAW/WAR, resource and register, certain or possible):
# tests/dv/compare.pl.  A file gas refuses (an error) is not compared; a
# file we refuse fails the test (in a .auto region neither warns: the
# assembler inserts the stops, tests/auto/run.sh).  Differences listed in tests/dv/known.txt, each with the reason,
# are reported as known; any other difference, or a known one that no
# longer happens, fails the test.
#
#   sh tests/dv/run.sh [SEEDS [WHOLE]]  # SEEDS random files of 3 (default
#                                       # 60), WHOLE of 4 (default 100)
#
# Prints "N files, N violations, all equal to gas" (or "..., N differ, all
# known: tests/dv/known.txt") and exits 0; else the differences and exit 1.
# CORPUS is ../shared/corpus beside the project (IA64P_CORPUS), the
# assembler ia64-linux-gnu-as (IA64P_GAS); a missing one is a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
gas=${IA64P_GAS:-ia64-linux-gnu-as}
seeds=${1:-60}
whole=${2:-100}
known=$here/tests/dv/known.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

if ! command -v "$gas" >/dev/null 2>&1; then
	echo "FAIL: dv: no $gas"
	exit 1
fi
if [ ! -d "$corpus/glibc" ] || [ ! -d "$corpus/gas-ia64-testsuite" ]; then
	echo "FAIL: dv: no corpus at $corpus"
	exit 1
fi

# 0. the comparison can fail: a made-up pair of outputs that differ
cat >"$tmp/g.err" <<'EOF'
x.s: Assembler messages:
x.s:3: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 4
x.s:2: Warning: This is the location of the conflicting usage
EOF
printf 'x.s:3:2: warning: RAW dependency violation on %s (GR%%, impliedF)\nx.s:2:2: note: written here\n' "'r5'" >"$tmp/o.err"
if perl "$here/tests/dv/compare.pl" "$tmp/g.err" "$tmp/o.err" >"$tmp/c.out" ||
   ! grep -q "gas only: 3 2 RAW GR%#4 certain" "$tmp/c.out"; then
	echo "FAIL: dv self-test: compare.pl does not see r4 and r5 differ"
	exit 1
fi
printf 'x.s:3:2: warning: RAW dependency violation on %s (GR%%, impliedF)\nx.s:2:2: note: written here\n' "'r4'" >"$tmp/o.err"
if ! perl "$here/tests/dv/compare.pl" "$tmp/g.err" "$tmp/o.err" >"$tmp/c.out"; then
	echo "FAIL: dv self-test: compare.pl finds equal outputs different:"
	cat "$tmp/c.out"
	exit 1
fi

# the rules against the tables, pair by pair: a wrong rule is seen, then
# every difference is a known one (tests/dv/pairs-known.txt)
tables=$corpus/gas-ia64-dependency-tables
if [ ! -x "$here/tests/dv/rules" ]; then
	echo "FAIL: dv: no tests/dv/rules (make tests/dv/rules)"
	exit 1
fi
"$tool" effects --format json >"$tmp/effects.json" || { echo "FAIL: dv: effects"; exit 1; }
pairs() {
	perl "$here/tests/dv/pairs.pl" --tables "$tables" --effects "$tmp/effects.json" \
		--rules "$here/tests/dv/rules" --known "$here/tests/dv/pairs-known.txt" "$@"
}
if pairs --wrong 'CR[IFS]' >"$tmp/pairs.out" 2>&1 || ! grep -q 'ours specific' "$tmp/pairs.out"; then
	echo "FAIL: dv self-test: pairs.pl does not see a wrong rule for CR[IFS]:"
	sed 's/^/  /' "$tmp/pairs.out" | tail -5
	exit 1
fi
if ! pairs >"$tmp/pairs.out" 2>&1; then
	echo "FAIL: dv: the rules differ from the tables:"
	sed 's/^/  /' "$tmp/pairs.out"
	exit 1
fi
pairs_summary=$(tail -1 "$tmp/pairs.out" | sed "s|$here/||")

"$here/tests/gen_random" 1 1 "$here/tests/dv/templates.s" >/dev/null || {
	echo "FAIL: dv: tests/gen_random does not run"
	exit 1
}

files=0 violations=0 gas_refused=0
: >"$tmp/diffs"
# one file: NAME (as known.txt names it) and PATH
one() {
	name=$1 path=$2
	"$gas" -x -o /dev/null "$path" >"$tmp/gas.err" 2>&1
	if grep -q "Error:" "$tmp/gas.err"; then
		gas_refused=$((gas_refused + 1))
		return
	fi
	"$tool" check "$path" >"$tmp/ours.out" 2>"$tmp/ours.err"
	rc=$?
	if [ $rc -eq 2 ]; then
		echo "FAIL: dv: $name: gas assembles it, we refuse it:"
		sed 's/^/  /' "$tmp/ours.err" | head -5
		exit 1
	fi
	if [ $rc -gt 2 ] || [ -s "$tmp/ours.out" ]; then
		echo "FAIL: dv: $name: exit $rc or output on stdout"
		sed 's/^/  /' "$tmp/ours.err" | head -5
		exit 1
	fi
	files=$((files + 1))
	perl "$here/tests/dv/compare.pl" "$tmp/gas.err" "$tmp/ours.err" >"$tmp/c.out"
	n=$(tail -1 "$tmp/c.out" | cut -d' ' -f1)
	violations=$((violations + n))
	grep ' only: ' "$tmp/c.out" | sed "s|^|$name	|" >>"$tmp/diffs"
	# our exit status says whether there was a violation
	if [ "$(tail -1 "$tmp/c.out" | cut -d' ' -f2)" -gt 0 ] && [ $rc -ne 1 ]; then
		echo "FAIL: dv: $name: violations but exit $rc"
		exit 1
	fi
}

for f in "$corpus"/glibc/*.s; do
	one "glibc/$(basename "$f")" "$f"
done
for f in "$corpus"/gas-ia64-testsuite/dv-*.s "$corpus"/gas-ia64-testsuite/dependency-*.s \
	 "$corpus"/gas-ia64-testsuite/pred-rel.s; do
	[ -f "$f" ] && one "gas-ia64-testsuite/$(basename "$f")" "$f"
done
seed=1
while [ $seed -le "$seeds" ]; do
	"$here/tests/gen_random" $seed 200 "$here/tests/dv/templates.s" >"$tmp/random-$seed.s"
	one "random/$seed" "$tmp/random-$seed.s"
	seed=$((seed + 1))
done
# whole-table schedules: gen_random's options, then gas's refusals out
set -- "$here"/tests/encode/gen/*.txt
[ -e "$1" ] || { echo "FAIL: dv: no templates in tests/encode/gen"; exit 1; }
seed=1
while [ $seed -le "$whole" ]; do
	f=$tmp/whole-$seed.s
	"$here/tests/gen_random" -g 2:6 -q 40 -P gr=0:6,32:33 -P fr=0:6,32:33 \
		-P pr=0:6,16:16,62:63 -P br=0:3 $seed 200 "$@" "$here/tests/dv/templates.s" >"$f" ||
		{ echo "FAIL: dv: tests/gen_random -g $seed failed"; exit 1; }
	round=0
	while [ $round -lt 3 ]; do
		"$gas" -x -o /dev/null "$f" 2>&1 |
			sed -n 's/^[^:]*:\([0-9][0-9]*\): Error: .*/\1d/p' | sort -u >"$tmp/drop.sed"
		[ -s "$tmp/drop.sed" ] || break
		sed -i -f "$tmp/drop.sed" "$f"
		round=$((round + 1))
	done
	one "whole/$seed" "$f"
	seed=$((seed + 1))
done

# the differences against the known ones
grep -v '^#' "$known" | grep -v '^[[:space:]]*$' | cut -f1,2 | sort >"$tmp/known"
sort "$tmp/diffs" >"$tmp/found"
unknown=$(comm -23 "$tmp/found" "$tmp/known")
stale=$(comm -13 "$tmp/found" "$tmp/known")
ndiff=$(wc -l <"$tmp/found" | tr -d ' ')
[ "$gas_refused" -gt 0 ] && echo "not compared: $gas_refused files gas refuses"
if [ -n "$unknown" ] || [ -n "$stale" ]; then
	[ -n "$unknown" ] && { echo "differences from gas:"; echo "$unknown" | sed 's/^/  /'; }
	[ -n "$stale" ] && { echo "known differences that no longer happen (tests/dv/known.txt):"; echo "$stale" | sed 's/^/  /'; }
	echo "FAIL: $files files, $violations violations, $(echo "$unknown" | grep -c .) differ from gas"
	exit 1
fi
echo "$pairs_summary"
if [ "$ndiff" -eq 0 ]; then
	echo "$files files, $violations violations, all equal to gas"
else
	echo "$files files, $violations violations, $ndiff differ from gas, all known: tests/dv/known.txt"
fi
exit 0
