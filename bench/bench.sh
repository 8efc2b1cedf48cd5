#!/bin/sh
# bench/bench.sh [encode|report] - ia64-predict against `ia64-linux-gnu-as -x`
# on one large input, in the same run.  Prints the time and peak memory of
# each and their ratios.  Not a test: it never fails on speed.
#
#   encode   `ia64-predict encode`; targets: time ratio <= 1, memory <= 2
#   report   the whole analysis (`ia64-predict --format json`); target:
#            time ratio <= 2; also instructions simulated per second
#
# INSNS=n sets the size (default 200000 instructions).
set -e
mode=${1:-encode}
case $mode in
encode) our_cmd="encode" ;;
report) our_cmd="--no-db --format json" ;;
*) echo "usage: bench/bench.sh [encode|report]" >&2; exit 2 ;;
esac
. "$(dirname "$0")/lib.sh"
bench_init
insns=${INSNS:-200000}
[ -x "$here/tests/gen_random" ] || make -C "$here" tests/gen_random >/dev/null

# A valid input: random instructions from every template, minus the lines
# GNU as rejects, repeated in labelled blocks with branches between them.
"$here/tests/gen_random" 7 20000 "$here"/tests/encode/gen/*.txt >"$out/seed.s"
ia64-linux-gnu-as -x -o "$out/seed.o" "$out/seed.s" 2>"$out/seed.err" || true
sed -n 's/^[^:]*:\([0-9][0-9]*\): Error: .*/\1d/p' "$out/seed.err" | sort -u >"$out/drop.sed"
sed -f "$out/drop.sed" "$out/seed.s" | sed 1d >"$out/block.s"
lines=$(wc -l <"$out/block.s")
reps=$(( (insns + lines - 1) / lines ))
{
	echo "	.text"
	i=0
	while [ $i -lt $reps ]; do
		echo ".Lblock$i:"
		cat "$out/block.s"
		echo "	br.cond.sptk .Lblock$i ;;"
		i=$((i + 1))
	done
} >"$out/big.s"
n=$(grep -c '^	' "$out/big.s")

set -- $("$out/measure" ia64-linux-gnu-as -x -o "$out/big.o" "$out/big.s")
gas_t=$1 gas_m=$2 gas_rc=$3
set -- $("$out/measure" "$here/ia64-predict" $our_cmd "$out/big.s")
our_t=$1 our_m=$2 our_rc=$3
[ "$gas_rc" = 0 ] || echo "warning: gas exited $gas_rc"
[ "$our_rc" = 0 ] || echo "warning: ia64-predict exited $our_rc"
echo "mode: $mode"
echo "input: $n instructions ($(wc -c <"$out/big.s") bytes)"
printf '%-14s %10s %12s\n' "" "seconds" "peak KiB"
printf '%-14s %10s %12s\n' "gas -x" "$gas_t" "$gas_m"
printf '%-14s %10s %12s\n' "ia64-predict" "$our_t" "$our_m"
awk -v a="$our_t" -v b="$gas_t" -v c="$our_m" -v d="$gas_m" -v n="$n" 'BEGIN {
	printf "time ratio (ours/gas): %.2f\n", (b > 0 ? a / b : 0)
	printf "memory ratio (ours/gas): %.2f\n", (d > 0 ? c / d : 0)
	printf "ia64-predict: %.0f instructions/second\n", (a > 0 ? n / a : 0)
}'
