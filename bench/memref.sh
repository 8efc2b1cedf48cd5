#!/bin/sh
# bench/memref.sh [ID...] - the memory kernels of tests/memref at the
# working sets too large for make check (4 MB copies to 64 MB): each runs under
# Ski with its traces streamed through named pipes into the trace-driven
# reference (tests/memref/replay.pl; an 8 MB copy writes about 200 MB of
# trace, a 64 MB one 1.7 GB, which never reach the disk), and its counts
# are checked against the hand derivations below and compared with
# ia64-predict's prediction (tests/memref/compare.pl; until ia64-predict
# predicts the memory events: "not predicted yet").  Prints per case the
# seconds Ski and the replay took together, the replay's peak memory, the
# hand counts checked and the comparison.  Not a test of speed: it fails
# when a run fails or a count differs from its hand derivation.
#
# The hand counts (tests/memref/kernels/chase.s and copy.s say how):
# chase over W = 128 N bytes, warm: every load misses L1D and L2D; L3 has
# 12 ways of 8192 sets, so it holds W / 1 MB lines per set: up to 12 MB
# every load hits L3, past it every load misses (LRU, cyclic); W / 16 KB
# pages, more than the L2DTLB's 128: a walk per page.
# copy of two arrays of B bytes, cold: n = B / 8 words, n / 8 L1D misses,
# B / 128 L2D misses each for s and d, L3 data reads and reads for
# ownership B / 128 each, missing; 2 B / 128 / 256 lines of each array per
# L2D set, 8 of them staying, the rest leaving half dirty: write backs
# 256 * (2 B / 128 / 256 - 8) / 2, hits in L3.
cd "$(dirname "$0")/.." || exit 2
. tests/ski/lib.sh
out=bench/out/memref
mkdir -p "$out"
# shellcheck disable=SC2034
W=$out	# build_case's work directory (tests/ski/lib.sh)
[ -x ./ia64-predict ] || { echo "memref: build ia64-predict first (make)"; exit 2; }
ski_build || exit 1

# id, file, procedure, setup, state, hand counts
cases='chase-8m	kernels/chase.s	chase	a[8388608]@8388608=chain:128 in0=&a in1=65536	warm	L1D_READ_MISSES.ALL=65536 L2D_MISSES=65536 L3_READS.DATA_READ.HIT=65536 L3_READS.DATA_READ.MISS=0 L2DTLB_MISSES=512
chase-16m	kernels/chase.s	chase	a[16777216]@16777216=chain:128 in0=&a in1=131072	warm	L2D_MISSES=131072 L3_READS.DATA_READ.MISS=131072 L2DTLB_MISSES=1024
chase-64m	kernels/chase.s	chase	a[67108864]@67108864=chain:128 in0=&a in1=524288	warm	L2D_MISSES=524288 L3_READS.DATA_READ.MISS=524288 L2DTLB_MISSES=4096
copy-4m	kernels/copy.s	copy	d[2097152]@2097152=zero s[2097152]@2097152=zero in0=&d in1=&s in2=262144	cold	L1D_READ_MISSES.ALL=32768 L2D_MISSES=32768 L3_READS.DATA_READ.MISS=16384 L3_WRITES.DATA_WRITE.MISS=16384 L3_WRITES.L2_WB.HIT=15360 L2DTLB_MISSES=256
copy-8m	kernels/copy.s	copy	d[4194304]@4194304=zero s[4194304]@4194304=zero in0=&d in1=&s in2=524288	cold	L1D_READ_MISSES.ALL=65536 L2D_MISSES=65536 L3_READS.DATA_READ.MISS=32768 L3_WRITES.DATA_WRITE.MISS=32768 L3_WRITES.L2_WB.HIT=31744 L2DTLB_MISSES=512
copy-lfetch-8m	kernels/copy.s	copy_lfetch	d[4194304]@4194304=zero s[4195328]@4194304=zero in0=&d in1=&s in2=524288	cold	L1D_READ_MISSES.ALL=65536 L2D_MISSES=65544 L3_READS.DATA_READ.MISS=32776
copy-64m	kernels/copy.s	copy	d[33554432]@33554432=zero s[33554432]@33554432=zero in0=&d in1=&s in2=4194304	cold	L1D_READ_MISSES.ALL=524288 L2D_MISSES=524288 L3_READS.DATA_READ.MISS=262144 L3_WRITES.DATA_WRITE.MISS=262144 L3_WRITES.L2_WB.HIT=261120 L2DTLB_MISSES=4096'

if ./ia64-predict --help 2>&1 | grep -q -e '--cache-state'; then has_state=yes; else has_state=no; fi
cc -O2 -o "$out/measure" bench/measure.c || exit 2
printf '%-16s %5s %9s %10s %6s  %s\n' case state seconds replay_KiB hand prediction
status=0
only=$*
while IFS='	' read -r id file proc setup state want; do
	if [ -n "$only" ]; then
		case " $only " in *" $id "*) ;; *) continue ;; esac
	fi
	d=$out/$id
	rm -rf "$d"
	mkdir -p "$d"
	mkfifo "$d/itrace" "$d/dtrace" || exit 2
	# The replay waits at the pipes for Ski, which the case's build starts
	# once the program is linked.
	# shellcheck disable=SC2016
	"$out/measure" sh -c 'exec perl tests/memref/replay.pl "$@" >"$0" 2>"$0.err"' \
		"$d/memref.$state" --state="$state" --prog="$d/prog" --proc="$proc" \
		"$d/itrace" "$d/dtrace" >"$d/replay.measure" &
	replay=$!
	start=$(date +%s.%N)
	if ! SKI_COUNTS=no build_case "$id" "$file" "$proc" "$setup" tests/memref >"$d/log" 2>&1; then
		echo "$id: could not run:"; sed 's/^/  /' "$d/log"
		kill "$replay" 2>/dev/null
		status=1; continue
	fi
	wait "$replay"
	end=$(date +%s.%N)
	# shellcheck disable=SC2046
	set -- $(cat "$d/replay.measure")
	rkib=$2
	if [ "$3" != 0 ]; then
		echo "$id: the replay failed:"; sed 's/^/  /' "$d/memref.$state.err"
		status=1; continue
	fi
	bad=0
	for kv in $want; do
		k=${kv%%=*} v=${kv#*=}
		got=$(awk -v k="$k" '$1 == k { print $2 }' "$d/memref.$state")
		[ "$got" = "$v" ] || { echo "$id: $k is ${got:-missing}, by hand $v"; bad=$((bad + 1)); }
	done
	hand=ok
	if [ $bad -ne 0 ]; then hand=FAIL; status=1; fi
	opt=
	[ $has_state = yes ] && opt=--cache-state=$state
	# shellcheck disable=SC2046,SC2086
	./ia64-predict tests/memref/$file --format json --no-db $(cat "$d/assume") $opt \
		>"$d/predict.json" 2>"$d/predict.err" &&
		perl tests/memref/compare.pl "$d/predict.json" "$proc" "$d/memref.$state" >"$d/compare"
	pred=$(awk 'END { if ($2 + 0 == 0) printf "not predicted yet: %d counts", $6;
		else printf "%d of %d equal, %d not predicted", $4, $2, $6 }' "$d/compare" 2>/dev/null)
	printf '%-16s %5s %9.1f %10s %6s  %s\n' "$id" "$state" "$(echo "$end - $start" | bc)" "$rkib" "$hand" "$pred"
	rm -f "$d/itrace" "$d/dtrace" "$d/harness.s" "$d/harness.o" "$d/proc.o" "$d/prog"
done <<EOF
$cases
EOF
exit $status
