#!/bin/sh
# tests/loops/deep.sh - 200 loops nested in each other, each run the
# default 100 times: 100^200 executions do not fit 64 bits.  Every loop
# must be found at its depth, and the JSON hold no inf or nan and say
# "saturated"; the text report must warn.  Prints "deep: ..." and exits 1
# on a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
awk -v n=200 'BEGIN { print "\t.text\n\t.proc f\nf:"
	for (i = 0; i < n; i++) printf ".L%d:\n\tadd r%d = 1, r%d\n\t;;\n", i, 8 + i % 8, 8 + i % 8
	for (i = n - 1; i >= 0; i--)
		printf "\tcmp.ne p6, p0 = r%d, r0\n\t;;\n\t(p6) br.cond.sptk .L%d\n\t;;\n", 8 + i % 8, i
	print "\tbr.ret.sptk b0\n\t;;\n\t.endp f" }' >"$tmp/deep.s"
status=0
"$tool" --no-db --format json "$tmp/deep.s" >"$tmp/deep.json" || { echo "deep: JSON run failed"; exit 1; }
"$tool" --no-db "$tmp/deep.s" >"$tmp/deep.txt" || { echo "deep: report failed"; exit 1; }
# (whole words: a parameter's name, inflight_wait, holds "inf")
if grep -i -w -q -e 'inf' -e 'nan' "$tmp/deep.json" "$tmp/deep.txt"; then
	echo "deep: inf or nan printed"
	status=1
fi
grep -q '"saturated": true' "$tmp/deep.json" || { echo "deep: JSON not marked saturated"; status=1; }
grep -q '^warning: some counts or cycles do not fit 64 bits' "$tmp/deep.txt" ||
	{ echo "deep: no warning in the report"; status=1; }
n=$(grep -c '^  loop ' "$tmp/deep.txt")
[ "$n" = 200 ] || { echo "deep: $n loops found, not 200"; status=1; }
grep -q '^  loop \.L199 at .*depth 200)' "$tmp/deep.txt" ||
	{ echo "deep: the innermost loop is not at depth 200"; status=1; }
[ "$status" = 0 ] && echo "deep: 200 nested loops, counts saturated, no inf or nan"
exit $status
