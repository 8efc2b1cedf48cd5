#!/bin/sh
# bench/memory.sh - the memory model's cost, against `ia64-linux-gnu-as -x`
# on the same file: a sweep whose working set is 64 MB (524,288 loads, a
# page walk every 128th), warm and cold, a 64 MB copy, and the pointer
# chase over a list the code builds (tests/memref/kernels/chain.s) of
# 64 MB and 128 MB (1,048,576 dependent loads, walked one by one: 3
# million instructions, under walk_limit).  The full
# analysis (--format json, no database).  Prints the time and peak memory
# of each and the ratios.  Not a test: it never fails on speed.
set -e
. "$(dirname "$0")/lib.sh"
bench_init memory
cp "$here/tests/memory/sweep.s" "$out/sweep64m.s"
cp "$here/tests/memref/kernels/copy.s" "$out/copy64m.s"
cp "$here/tests/memref/kernels/chain.s" "$out/chain.s"
bench_header
status=0
bench_row sweep64m --no-db --format json --assume=in1=524288
bench_row sweep64m --no-db --format json --assume=in1=524288 --cache-state=cold
# 2 x 32 MB: 4,194,304 elements, fast-forwarded (docs/model.md, "Long
# loops"); and 10^9 elements, 16 GB (a constant cost past the L3's flush)
bench_row copy64m --no-db --format json --assume=copy:in2=4194304 --assume=copy_lfetch:in2=4194304
bench_row copy64m --no-db --format json --assume=copy:in2=1000000000 --assume=copy_lfetch:in2=1000000000
bench_row chain --no-db --format json --assume=in1=524288
bench_row chain --no-db --format json --assume=in1=1048576
exit $status
