#!/bin/sh
# tests/corpus/run.sh - the acceptance test of issue 8: real IA-64 code read
# exactly as GNU as reads it.
#
# Over every file of $CORPUS/glibc/ and every .s of
# $CORPUS/gas-ia64-testsuite/ that `ia64-linux-gnu-as -x` accepts, compare
# with tests/asm/compare.sh --bytes-symbols: every section's contents
# (`ia64-predict encode --all-sections` against the object file) and the
# symbol table (`ia64-predict symbols -L` against gas -L's `objdump -t`).
#
# CORPUS defaults to ../shared/corpus beside the project (IA64P_CORPUS
# overrides it); a missing corpus is a failure, never a skip.  JOBS sets the
# parallelism (default: the number of processors).
#
# Prints, then, per failing file its first differences:
#   N files, N bundles identical, N differ, N rejected
#   N symbols identical, N differ
# Bundles are the 16-byte lines of gas's executable sections; those of a
# file ia64-predict rejects count as differing, and so do its symbols.
# Exit status 1 on any difference or rejection.
here=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
if [ ! -d "$corpus/glibc" ] || [ ! -d "$corpus/gas-ia64-testsuite" ]; then
	echo "FAIL: no corpus at $corpus (glibc/ and gas-ia64-testsuite/ expected; set IA64P_CORPUS)"
	exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

for f in "$corpus"/glibc/*; do
	[ -f "$f" ] && echo "$f"
done >"$tmp/list"
# (a file with .auto is read in automatic mode from there, as gas -x reads
# it: gas-ia64-testsuite/dependency-1.s)
for f in "$corpus"/gas-ia64-testsuite/*.s; do
	[ -f "$f" ] || continue
	ia64-linux-gnu-as -x -o /dev/null "$f" >/dev/null 2>&1 || continue
	echo "$f"
done >>"$tmp/list"
n=$(wc -l <"$tmp/list")
if [ "$n" -eq 0 ]; then
	echo "FAIL: no input files in $corpus"
	exit 1
fi

# The largest files first, so that the parallel runs finish together.
while read -r f; do
	echo "$(wc -c <"$f") $f"
done <"$tmp/list" | sort -rn | cut -d' ' -f2- |
	xargs -P "$jobs" -n 4 sh "$here/tests/asm/compare.sh" --bytes-symbols --stats "$tmp/stats" >"$tmp/out" 2>&1

# "STATS FILE bundles_same bundles_diff syms_same syms_diff status"
if [ ! -s "$tmp/stats" ]; then
	echo "FAIL: no result from tests/asm/compare.sh"
	cat "$tmp/out"
	exit 1
fi
awk -v n="$n" '
	{ bs += $3; bd += $4; ss += $5; sd += $6; files++ }
	$7 == "rejected" || $7 ~ /^gas-rejects/ { rej++ }
	$7 != "ok" { bad++ }
	END {
		printf "%d files, %d bundles identical, %d differ, %d rejected\n", files, bs, bd, rej
		printf "%d symbols identical, %d differ\n", ss, sd
		if (files != n)
			printf "FAIL: %d files given, %d compared\n", n, files
		exit (bad > 0 || files != n)
	}' "$tmp/stats"
status=$?
sed "s|$corpus/||" "$tmp/out" | sort
[ $status -eq 0 ] && [ ! -s "$tmp/out" ]
