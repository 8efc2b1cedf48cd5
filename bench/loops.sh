#!/bin/sh
# bench/loops.sh - predicting programs of extreme loop shapes, against
# `ia64-linux-gnu-as -x` on the same file: 8,000 counted loops one after
# another in one procedure, 10,000 loops nested in each other, 160 loops
# nested with the default trip count (counts past 64 bits: saturated, the
# JSON still valid), one procedure of 100,000 blocks, a loop whose body
# is 1,000,000 instructions.  Prints the time and peak memory of each and
# the ratios.  Not a test: it never fails on speed (it fails when
# ia64-predict fails, or its JSON holds inf or nan).
set -e
. "$(dirname "$0")/lib.sh"
bench_init loops
# sequential counted loops
gen manyloops 'BEGIN { print "\t.text\n\t.proc f\nf:"
	for (i = 0; i < 8000; i++)
		printf "\tmov ar.lc = 9\n\t;;\n.L%d:\n\tadd r8 = 1, r8\n\tbr.cloop.sptk .L%d\n\t;;\n", i, i
	print "\tbr.ret.sptk b0\n\t;;\n\t.endp f" }'
# nests: NEST levels, each closed by br.cond back to its header
nest='BEGIN { print "\t.text\n\t.proc f\nf:"
	for (i = 0; i < n; i++) printf ".L%d:\n\tadd r%d = 1, r%d\n\t;;\n", i, 8 + i % 8, 8 + i % 8
	for (i = n - 1; i >= 0; i--)
		printf "\tcmp.ne p6, p0 = r%d, r0\n\t;;\n\t(p6) br.cond.sptk .L%d\n\t;;\n", 8 + i % 8, i
	print "\tbr.ret.sptk b0\n\t;;\n\t.endp f" }'
gen deepnest -v n=10000 "$nest"
gen nest160 -v n=160 "$nest"
# one procedure of 100,000 blocks: forward branches over single bundles
gen bigproc 'BEGIN { print "\t.text\n\t.proc f\nf:"
	for (i = 0; i < 50000; i++)
		printf "\tcmp.eq p6, p0 = r32, r%d\n\t;;\n\t(p6) br.cond.sptk .L%d\n\t;;\n\tadd r8 = 1, r8\n\t;;\n.L%d:\n", 1 + i % 30, i, i
	print "\tbr.ret.sptk b0\n\t;;\n\t.endp f" }'
# a loop body of 1,000,000 instructions
gen hugebody 'BEGIN { print "\t.text\n\t.proc f\nf:\n\tmov ar.lc = 99\n\t;;\n.Lloop:"
	for (i = 0; i < 333333; i++) printf "\tadd r8 = 1, r8\n\tadd r9 = 1, r9\n\tadd r10 = 1, r10\n\t;;\n"
	print "\tbr.cloop.sptk .Lloop\n\t;;\n\tbr.ret.sptk b0\n\t;;\n\t.endp f" }'
bench_header
status=0
for f in manyloops deepnest nest160 bigproc hugebody; do
	bench_row "$f" --no-db --format json
done
# the 160-deep nest: 100^160 executions do not fit 64 bits
"$here/ia64-predict" --no-db --format json "$out/nest160.s" >"$out/nest160.json"
if grep -q -i -e 'inf' -e 'nan' "$out/nest160.json"; then
	echo "nest160: the JSON holds inf or nan"
	status=1
fi
grep -q '"saturated": true' "$out/nest160.json" ||
	{ echo "nest160: counts past 64 bits are not marked saturated"; status=1; }
exit $status
