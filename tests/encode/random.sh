#!/bin/sh
# tests/encode/random.sh - random instructions against GNU as.
#
# Generates COUNT (default 4000) instructions from tests/encode/gen/*.txt
# with SEED (default 1), then checks that
#  1. ia64-predict reports an error on exactly the lines GNU as rejects;
#  2. with those lines removed, every bundle is byte-identical (diff.sh).
# SEED=n COUNT=n override; the seed is printed so a failure can be rerun.
here=$(cd "$(dirname "$0")/../.." && pwd)
seed=${SEED:-1}
count=${COUNT:-4000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
set -- "$here"/tests/encode/gen/*.txt
[ -e "$1" ] || { echo "random.sh: no templates in tests/encode/gen"; exit 1; }
"$here/tests/gen_random" "$seed" "$count" "$@" >"$tmp/r.s" || exit 1

ia64-linux-gnu-as -x -o "$tmp/r.o" "$tmp/r.s" 2>"$tmp/gas.err"
"$here/ia64-predict" encode "$tmp/r.s" >/dev/null 2>"$tmp/ours.err"
sed -n 's/^[^:]*:\([0-9][0-9]*\): Error: .*/\1/p' "$tmp/gas.err" | sort -nu >"$tmp/gas.lines"
sed -n 's/^[^:]*:\([0-9][0-9]*\):[0-9]*: error: .*/\1/p' "$tmp/ours.err" | sort -nu >"$tmp/ours.lines"
status=0
if ! cmp -s "$tmp/gas.lines" "$tmp/ours.lines"; then
	echo "random.sh (SEED=$seed COUNT=$count): error lines differ from GNU as:"
	for l in $(comm -3 "$tmp/gas.lines" "$tmp/ours.lines" | tr -d '\t' | head -15); do
		printf '  line %s: %s\n' "$l" "$(sed -n "${l}p" "$tmp/r.s")"
		grep ":$l: Error" "$tmp/gas.err" | head -1 | sed 's/^/    gas:  /'
		grep ":$l:[0-9]*: error" "$tmp/ours.err" | head -1 | sed 's/^/    ours: /'
	done
	status=1
fi
# drop every rejected line and compare the bytes of the rest
cat "$tmp/gas.lines" "$tmp/ours.lines" | sort -nu | sed 's/$/d/' >"$tmp/drop.sed"
sed -f "$tmp/drop.sed" "$tmp/r.s" >"$tmp/clean.s"
if ! sh "$here/tests/encode/diff.sh" "$tmp/clean.s" >"$tmp/diff.out"; then
	echo "random.sh (SEED=$seed COUNT=$count): encodings differ from GNU as:"
	head -20 "$tmp/diff.out"
	# show the source of the first few mismatching bundles
	status=1
fi
accepted=$(grep -c . "$tmp/clean.s")
echo "random.sh: $count instructions (seed $seed), $((accepted - 1)) accepted by both, $(wc -l <"$tmp/gas.lines") rejected by gas"
exit $status
