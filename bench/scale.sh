#!/bin/sh
# bench/scale.sh - reading inputs of extreme shapes, against
# `ia64-linux-gnu-as -x` in the same run: one 10 MB line of data, one
# 10 MB line of instructions, 1,000,000 lines, 100,000 nested parentheses,
# a 100,000-deep chain of unary minus signs, a 100,000-term sum.  Prints
# the time and peak memory of each and the ratios.  Not a test: it never
# fails on speed (it fails if ia64-predict rejects an input; GNU as 2.40
# crashes on the deep parentheses and minus signs, which is reported).
set -e
. "$(dirname "$0")/lib.sh"
bench_init scale
gen longdata 'BEGIN { printf ".data\n"; printf "data1 1"; for (i = 1; i < 5000000; i++) printf ",1"; printf "\n" }'
gen longcode 'BEGIN { printf ".text\n"; printf "nop.m 0"; for (i = 1; i < 1000000; i++) printf " ; nop.m 0"; printf "\n" }'
gen lines 'BEGIN { printf ".text\n"; for (i = 0; i < 1000000; i++) printf "nop.m 0\n" }'
gen parens 'BEGIN { printf ".data\ndata4 "; for (i = 0; i < 100000; i++) printf "("; printf "1"; for (i = 0; i < 100000; i++) printf ")"; printf "\n" }'
gen negs 'BEGIN { printf ".data\ndata4 "; for (i = 0; i < 100000; i++) printf "-"; printf "1\n" }'
gen sum 'BEGIN { printf ".data\nx: data8 x"; for (i = 0; i < 100000; i++) printf "+1"; printf "\n" }'
printf '%-10s %10s %10s %10s %10s %9s %9s\n' input gas_s ours_s gas_KiB ours_KiB time/gas mem/gas
status=0
for f in longdata longcode lines parens negs sum; do
	set -- $("$out/measure" ia64-linux-gnu-as -x -o /dev/null "$out/$f.s")
	gt=$1 gm=$2 grc=$3
	set -- $("$out/measure" "$here/ia64-predict" encode "$out/$f.s")
	ot=$1 om=$2 orc=$3
	[ "$grc" = 0 ] || echo "$f: gas exits $grc"
	[ "$orc" = 0 ] || { echo "$f: ia64-predict exits $orc"; status=1; }
	awk -v f="$f" -v gt="$gt" -v ot="$ot" -v gm="$gm" -v om="$om" 'BEGIN {
		printf "%-10s %10.3f %10.3f %10d %10d %9.2f %9.2f\n", f, gt, ot, gm, om,
		       (gt > 0 ? ot / gt : 0), (gm > 0 ? om / gm : 0) }'
done
exit $status
