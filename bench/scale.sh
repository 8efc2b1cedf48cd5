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
bench_header
status=0
for f in longdata longcode lines parens negs sum; do
	bench_row "$f" encode
done
exit $status
