#!/bin/sh
# tests/auto/run.sh - automatic mode against GNU as (docs/check.md, section 5):
# the stops and serializations `ia64-linux-gnu-as -xauto` inserts, and the
# bundles they make, against ours with -xauto, on
#
# 1. every file of $CORPUS/glibc/ (real code: written for explicit mode,
#    its ";;" ignored, stops and srlz inserted where its groups ask);
# 2. SEEDS seeded random schedules: tests/gen_random with
#    tests/dv/templates.s (without its `(p63) br` line: a branch on p63
#    then a loop branch is a conflict no stop removes, and gas -xauto
#    inserts stops forever) and tests/auto/templates.s (mode directives,
#    alignment, movl, untyped nops, alloc, flushrs, itc, cover, more
#    serializations);
# 3. WHOLE seeded random schedules from the whole instruction table, as
#    tests/dv/run.sh makes them (tests/encode/gen/*.txt with small register
#    pools), p63 left out of the pools for the same reason; the lines gas
#    refuses are taken out first.
#
# Each file goes through tests/asm/compare.sh --bytes-symbols --options
# -xauto (every section's bytes, the symbols).  The random files also go
# through `ia64-predict check -xauto` against gas -xauto's warnings
# (tests/dv/compare.pl): in automatic regions neither warns; in the
# explicit regions the mode directives open, the same violations.  They
# go through compare.sh again with -xauto -mtune=itanium1 (other
# templates and padding: docs/bundling.md).  A
# self-test first makes the comparison see explicit and automatic mode
# differ.
#
#   sh tests/auto/run.sh [SEEDS [WHOLE]]  # random files (default 60, 20)
#
# Prints "N files, N bundles identical to gas -xauto" and
# "N random files, N violations in explicit regions, all equal to gas -xauto",
# exit status 1 on any difference.  CORPUS is ../shared/corpus beside the
# project (IA64P_CORPUS); JOBS the parallelism (default: the processors).
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
seeds=${1:-60}
whole=${2:-20}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

if [ ! -d "$corpus/glibc" ]; then
	echo "FAIL: auto: no corpus at $corpus (set IA64P_CORPUS)"
	exit 1
fi
"$here/tests/gen_random" 1 1 "$here/tests/dv/templates.s" >/dev/null || {
	echo "FAIL: auto: tests/gen_random does not run"
	exit 1
}

# 0. the comparison can fail: our explicit mode against gas's automatic
cat >"$tmp/self.s" <<'EOF'
	add r1 = r2, r3
	add r4 = r1, r5
EOF
printf '#!/bin/sh\nfor a; do [ "$a" = -xauto ] || set -- "$@" "$a"; shift; done\nexec "%s" "$@"\n' \
	"$tool" >"$tmp/explicit.sh"
if IA64P="$tmp/explicit.sh" sh "$here/tests/asm/compare.sh" --bytes-symbols --options -xauto \
	"$tmp/self.s" >/dev/null 2>&1; then
	echo "FAIL: auto self-test: explicit-mode bytes pass for gas -xauto's"
	exit 1
fi

grep -v '^(p63) br' "$here/tests/dv/templates.s" >"$tmp/templates.s"
mkdir "$tmp/random"
seed=1
while [ "$seed" -le "$seeds" ]; do
	"$here/tests/gen_random" "$seed" 200 "$tmp/templates.s" "$here/tests/auto/templates.s" \
		>"$tmp/random/random-$seed.s" || { echo "FAIL: auto: tests/gen_random $seed failed"; exit 1; }
	seed=$((seed + 1))
done
seed=1
while [ "$seed" -le "$whole" ]; do
	f=$tmp/random/whole-$seed.s
	"$here/tests/gen_random" -g 2:6 -q 40 -P gr=0:6,32:33 -P fr=0:6,32:33 \
		-P pr=0:6,16:16,62:62 -P br=0:3 "$seed" 200 "$here"/tests/encode/gen/*.txt \
		"$tmp/templates.s" >"$f" || { echo "FAIL: auto: tests/gen_random -g $seed failed"; exit 1; }
	round=0
	while [ $round -lt 3 ]; do
		ia64-linux-gnu-as -xauto -o /dev/null "$f" 2>&1 |
			sed -n 's/^[^:]*:\([0-9][0-9]*\): Error: .*/\1d/p' | sort -u >"$tmp/drop.sed"
		[ -s "$tmp/drop.sed" ] || break
		sed -i -f "$tmp/drop.sed" "$f"
		round=$((round + 1))
	done
	seed=$((seed + 1))
done

# compare OPTIONS STATS: tests/asm/compare.sh --bytes-symbols --options
# OPTIONS over the files listed on standard input; then the line
# "N files, N bundles identical to gas OPTIONS" (or FAIL: ...), from
# STATS, for as many files as were listed
compare() {
	tee "$tmp/given" | xargs -P "$jobs" -n 4 sh "$here/tests/asm/compare.sh" --bytes-symbols \
		--options "$1" --stats "$2" >"$2.out" 2>&1
	awk -v n="$(wc -l <"$tmp/given")" -v opts="$1" '
		{ bs += $3; bd += $4; files++ }
		$7 != "ok" { bad++ }
		END {
			if (bad || files != n)
				printf "FAIL: %d files, %d bundles identical to gas %s, %d differ, %d files differ (%d given)\n", files, bs, opts, bd, bad, n
			else
				printf "%d files, %d bundles identical to gas %s\n", files, bs, opts
			exit (bad > 0 || files != n)
		}' "$2"
	rc=$?
	sed "s|$corpus/||; s|$tmp/random/||" "$2.out"
	return $rc
}

status=0
# 1, 2: bytes and symbols, the largest files first
{ ls -S "$corpus"/glibc/*.s; ls "$tmp"/random/*.s; } | compare -xauto "$tmp/stats" || status=1
# the random schedules tuned for the first Itanium (-mtune=itanium1),
# where automatic mode chooses every template
ls "$tmp"/random/*.s | compare "-xauto -mtune=itanium1" "$tmp/stats1" || status=1

# 2: check's warnings against gas -xauto's
violations=0
for f in "$tmp"/random/*.s; do
	ia64-linux-gnu-as -xauto -o /dev/null "$f" >"$tmp/gas.err" 2>&1
	"$tool" check -xauto "$f" >/dev/null 2>"$tmp/ours.err"
	rc=$?
	perl "$here/tests/dv/compare.pl" "$tmp/gas.err" "$tmp/ours.err" >"$tmp/c.out"
	if grep -q ' only: ' "$tmp/c.out"; then
		echo "FAIL: auto: ${f##*/}: check -xauto and gas -xauto warn of other violations:"
		grep ' only: ' "$tmp/c.out" | head -5 | sed 's/^/  /'
		status=1
	fi
	nv=$(tail -1 "$tmp/c.out" | cut -d' ' -f1)
	violations=$((violations + nv))
	if { [ "$nv" -gt 0 ] && [ $rc -ne 1 ]; } || { [ "$nv" -eq 0 ] && [ $rc -ne 0 ]; }; then
		echo "FAIL: auto: ${f##*/}: $nv violations but check exits $rc"
		status=1
	fi
done
[ $status -eq 0 ] &&
	echo "$((seeds + whole)) random files, $violations violations in explicit regions, all equal to gas -xauto"
exit $status
