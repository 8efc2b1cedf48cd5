#!/bin/sh
# tests/memory/run.sh - the memory model against the hardware's known
# shape (issue 11, "Proof"): the load-use latency of each level when a
# sweep's working set outgrows the one before it (tests/memory/sweep.s
# derives each figure), and a streaming copy with and without lfetch
# (tests/memref/kernels/copy.s), from cold caches; the bus reads a cold
# sweep makes; the L2D's bank conflicts (tests/memref/kernels/bank.s);
# lines in flight, the OzQ and recirculation (tests/memory/inflight.s),
# and the timing before them when their parameters are 0.
# Prints "memory shape: N checks, 0 failed" and exits 1 on a failure.
cd "$(dirname "$0")/../.." || exit 2
tool=${IA64P:-./ia64-predict}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
checks=0 failed=0
fail() { echo "FAIL memory shape: $*"; failed=$((failed + 1)); }

# field PROC FILTER FILE: a value of procedure PROC's JSON (the jq FILTER
# applied to the procedure)
field() {
	jq -r --arg p "$1" ".files[].procedures[] | select(.name == \$p) | $2" "$3"
}
# same A B: are the numbers A and B equal?
same() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a + 0 == b + 0) }'; }

# sweep: n loads 128 bytes apart, warm; cycles per iteration and the level
for row in "32 2 L1D" "1024 6 L2D" "32768 15 L3" "524288 201 memory"; do
	set -- $row
	n=$1 want=$2 level=$3
	"$tool" --no-db --format json --assume=in1="$n" tests/memory/sweep.s >"$tmp/sweep.json" ||
		{ fail "sweep n=$n: ia64-predict failed"; continue; }
	checks=$((checks + 2))
	got=$(field sweep '.loops[0].cycles_per_iteration' "$tmp/sweep.json")
	same "$got" "$want" || fail "sweep n=$n: $got cycles per iteration, want $want"
	got=$(field sweep ".memory.loads_from.$level" "$tmp/sweep.json")
	same "$got" "$n" || fail "sweep n=$n: $got loads from $level, want $n"
done

# chain: a list the code builds, then n dependent loads p = *p (the walk
# remembers the stores: docs/model.md, "Memory along the walk"); cycles
# per load of the chase loop (loops[1]) and the level
# (tests/memref/kernels/chain.s derives each figure)
for row in "32 2 L1D" "1024 6 L2D" "32768 15 L3" "524288 201 memory"; do
	set -- $row
	n=$1 want=$2 level=$3
	"$tool" --no-db --format json --assume=in1="$n" tests/memref/kernels/chain.s \
		>"$tmp/chain.json" || { fail "chain n=$n: ia64-predict failed"; continue; }
	checks=$((checks + 3))
	got=$(field chain '.loops[1].cycles_per_iteration' "$tmp/chain.json")
	same "$got" "$want" || fail "chain n=$n: $got cycles per load, want $want"
	got=$(field chain ".memory.loads_from.$level" "$tmp/chain.json")
	same "$got" "$n" || fail "chain n=$n: $got loads from $level, want $n"
	got=$(field chain '"\(.memory.accesses) \(.memory.unknown)"' "$tmp/chain.json")
	[ "$got" = "$((2 * n)) 0" ] ||
		fail "chain n=$n: accesses and those not known $got, want $((2 * n)) 0"
done

# the bus: a cold 4 MB sweep reads each of its 32768 lines from memory
# (BRL, data), and the code's one 128-byte line (BRL, instructions)
"$tool" --no-db --format json --cache-state=cold --assume=in1=32768 tests/memory/sweep.s \
	>"$tmp/bus.json" || fail "sweep, cold: ia64-predict failed"
checks=$((checks + 2))
got=$(field sweep '.events["BUS_RD_DATA.SELF"]' "$tmp/bus.json")
same "$got" 32768 || fail "cold sweep: BUS_RD_DATA.SELF $got, want 32768"
got=$(field sweep '.events["BUS_MEM_READ.BRL.SELF"]' "$tmp/bus.json")
same "$got" 32769 || fail "cold sweep: BUS_MEM_READ.BRL.SELF $got, want 32769"

# L2D bank conflicts and same-index misses (tests/memref/kernels/bank.s
# derives each count): two stores of one issue group to one 16-byte bank
# of two lines cancel the younger whenever both hit L2D: n warm, n - 1
# cold; none with a stop between them or in different banks; two that
# both miss to one L2D set force the younger to recirculate (n cold)
for row in "warm bank_stores 100 0" "cold bank_stores 99 0" "warm bank_split 0 0" \
	   "cold bank_split 0 0" "warm spread_stores 0 0" "cold spread_stores 0 0" \
	   "warm index_stores 100 0" "cold index_stores 0 100"; do
	set -- $row
	"$tool" --no-db --format json --cache-state="$1" --assume=in1=100 \
		tests/memref/kernels/bank.s >"$tmp/bank.json" || { fail "bank, $1: ia64-predict failed"; continue; }
	checks=$((checks + 3))
	got=$(field "$2" '.events["L2D_OZQ_CANCELS0.BANK_CONF"]' "$tmp/bank.json")
	same "$got" "$3" || fail "$2, $1: L2D_OZQ_CANCELS0.BANK_CONF $got, want $3"
	got=$(field "$2" '.events["L2D_FORCE_RECIRC.SAME_INDEX"]' "$tmp/bank.json")
	same "$got" "$4" || fail "$2, $1: L2D_FORCE_RECIRC.SAME_INDEX $got, want $4"
	got=$(field "$2" '.events["L2D_OPS_ISSUED.STORE"]' "$tmp/bank.json")
	same "$got" 200 || fail "$2, $1: L2D_OPS_ISSUED.STORE $got, want 200"
done

# copy, 512 KB each way, cold.  First as the timing was before lines in
# flight, the OzQ and recirculation (inflight_wait=0 l2d_ozq_entries=0
# l2d_recirc_cycles=0 restore it exactly): without lfetch every 16th load
# waits for memory; lfetch.nt1 1 KB ahead brings the source lines into
# L2D first.
off="--param inflight_wait=0 --param l2d_ozq_entries=0 --param l2d_recirc_cycles=0"
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 $off \
	tests/memref/kernels/copy.s >"$tmp/copy-off.json" || fail "copy, off: ia64-predict failed"
plain_off=$(field copy '.loops[0].cycles_per_iteration' "$tmp/copy-off.json")
fetched_off=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy-off.json")
from_memory=$(field copy_lfetch '.memory.loads_from.memory' "$tmp/copy-off.json")
checks=$((checks + 2))
awk -v a="$plain_off" -v b="$fetched_off" 'BEGIN { exit !(a > 4 * b) }' ||
	fail "copy, off: $plain_off cycles per iteration without lfetch, $fetched_off with: want 4 times as many"
[ "$from_memory" -lt 16 ] ||
	fail "copy_lfetch: $from_memory loads from memory, want only those before the first lfetch's lines"
# ... and the prefetched copy is bound by the bus (docs/memory.md, section 5,
# "Queues and the bus"): every 16 elements it reads two lines from memory,
# the source's (lfetch) and the destination's (the stores' read for
# ownership), 2 x bus_cycles_per_line = 48 cycles, so 3.0 cycles per element
# in steady state, more than its instructions take; the difference is held
# in the L1D (L2D back pressure), not a register wait.  With no bus limit
# it is back to what its instructions and the fill entries allow.
bound=$(field copy_lfetch '.loops[0].bound' "$tmp/copy-off.json")
held=$(field copy_lfetch '.events["BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"]' "$tmp/copy-off.json")
checks=$((checks + 4))
awk -v a="$fetched_off" 'BEGIN { exit !(a > 2.995 && a < 3.01) }' ||
	fail "copy_lfetch, off: $fetched_off cycles per element, want 3.0 (the bus)"
[ "$bound" = memory-throughput ] || fail "copy_lfetch, off: bound $bound, want memory-throughput"
awk -v h="$held" 'BEGIN { exit !(h > 0) }' || fail "copy_lfetch, off: no L1D hold (BE_L1D_FPU_BUBBLE.L1D_L2BPRESS $held)"
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 --param bus_cycles_per_line=0 $off \
	tests/memref/kernels/copy.s >"$tmp/copy-nobus.json" || fail "copy, no bus limit: ia64-predict failed"
free=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy-nobus.json")
awk -v a="$free" 'BEGIN { exit !(a < 2.75) }' ||
	fail "copy_lfetch, no bus limit, off: $free cycles per element, want its instructions' 2.5 or so"
# With the defaults, the destination's stores and the lfetches that follow
# the first to each line find it still being filled: each waits in the
# OzQ until its line is back (secondary misses).  The stores alone bound
# the copy: over a destination line (16 elements of R cycles) its 15
# later stores hold sum_j (200 - jR) = 3000 - 120R entry-cycles, which
# the 32 entries must take in 16R cycles: R >= 3000 / 632 = 4.75.  It is
# still faster than the copy without lfetch, and the L1D holds it (L2D
# back pressure); with no OzQ limit it is the bus's 3.0 again (the lfetch
# runs 128 elements, some 380 cycles, ahead: no load meets a line in
# flight).
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 \
	tests/memref/kernels/copy.s >"$tmp/copy.json" || fail "copy: ia64-predict failed"
plain=$(field copy '.loops[0].cycles_per_iteration' "$tmp/copy.json")
fetched=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy.json")
held=$(field copy_lfetch '.events["BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"]' "$tmp/copy.json")
checks=$((checks + 3))
awk -v a="$fetched" -v p="$plain" 'BEGIN { exit !(a >= 4.75 && a < p) }' ||
	fail "copy_lfetch: $fetched cycles per element, want 4.75 (the stores' OzQ) to $plain (no lfetch)"
awk -v h="$held" 'BEGIN { exit !(h > 0) }' || fail "copy_lfetch: no L1D hold (BE_L1D_FPU_BUBBLE.L1D_L2BPRESS $held)"
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 --param l2d_ozq_entries=0 \
	tests/memref/kernels/copy.s >"$tmp/copy-noozq.json" || fail "copy, no OzQ limit: ia64-predict failed"
noozq=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy-noozq.json")
awk -v a="$noozq" 'BEGIN { exit !(a > 2.995 && a < 3.01) }' ||
	fail "copy_lfetch, no OzQ limit: $noozq cycles per element, want 3.0 (the bus)"

# Lines in flight, the OzQ and recirculation (tests/memory/inflight.s
# derives each figure): cycles per iteration with the defaults, and off
# (the three parameters 0: the timing before them, figures derived the
# same way).  cpi JSON PROC: the procedure's loop's cycles per iteration.
cpi() { field "$2" '.loops[0].cycles_per_iteration' "$1"; }
# within A LO HI WHAT: LO <= A <= HI
within() {
	checks=$((checks + 1))
	awk -v a="$1" -v lo="$2" -v hi="$3" 'BEGIN { exit !(a >= lo && a <= hi) }' ||
		fail "$4: $1, want $2 to $3"
}
for v in on off; do
	args=
	[ $v = off ] && args=$off
	"$tool" --no-db --format json --cache-state=cold --assume=in1=16384 $args \
		tests/memory/inflight.s >"$tmp/inflight-$v.json" &&
	"$tool" --no-db --format json --cache-state=cold --assume=in1=32768 $args \
		tests/memory/inflight.s >"$tmp/inflight32-$v.json" &&
	"$tool" --no-db --format json --cache-state=cold --assume=in1=131072 $args \
		tests/memory/inflight.s >"$tmp/inflight128-$v.json" &&
	"$tool" --no-db --format json --assume=in1=100 $args \
		tests/memory/inflight.s >"$tmp/inflight-warm-$v.json" ||
		fail "inflight.s, $v: ia64-predict failed"
done
# stream4 (1 MB): the add waits for the first load's fill either way, so
# the secondary misses change nothing
s4_on=$(cpi "$tmp/inflight-on.json" stream4)
s4_off=$(cpi "$tmp/inflight-off.json" stream4)
checks=$((checks + 1))
same "$s4_on" "$s4_off" || fail "stream4: $s4_on cycles per iteration, $s4_off off: want the same"
# stream4_touch (1 MB): off, the L1D fills' floor, one fill an iteration of
# (200 + 5) / 2 cycles over 8 entries = 12.8125; on, the three loads wait
# for the line, (200 + 2 + 5 + 2) / 2 = 104.5 (and a page walk every 256
# iterations, 19 / 256: 104.57)
touch_on=$(cpi "$tmp/inflight-on.json" stream4_touch)
touch_off=$(cpi "$tmp/inflight-off.json" stream4_touch)
within "$touch_off" 12.8125 12.8125 "stream4_touch, off"
within "$touch_on" 104.5 104.6 "stream4_touch"
# fpstores (1 MB): off, the bus, a line read for ownership every 4
# iterations: 24 / 4 = 6; on, the OzQ: about 19.3 (Little's law,
# inflight.s), a little less from the simulation's empty start; held in
# the L1D (L2D back pressure); no OzQ limit: the bus's 6 again
fp_on=$(cpi "$tmp/inflight32-on.json" fpstores)
fp_off=$(cpi "$tmp/inflight32-off.json" fpstores)
fp_held=$(field fpstores '.events["BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"]' "$tmp/inflight32-on.json")
within "$fp_off" 6 6 "fpstores, off"
within "$fp_on" 17 19.3 "fpstores"
within "$fp_held" 1 1e12 "fpstores: BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"
# and its bound is the memory's: the L1D holds the groups for the OzQ
checks=$((checks + 1))
fp_bound=$(field fpstores '.loops[0].bound + ": " + .loops[0].bound_reason.text' "$tmp/inflight32-on.json")
case $fp_bound in
memory:*"L2D back pressure"*) ;;
*) fail "fpstores: bound '$fp_bound', want memory, L2D back pressure" ;;
esac
"$tool" --no-db --format json --cache-state=cold --assume=in1=32768 --param l2d_ozq_entries=0 \
	tests/memory/inflight.s >"$tmp/fp-noozq.json" || fail "fpstores, no OzQ limit: ia64-predict failed"
within "$(cpi "$tmp/fp-noozq.json" fpstores)" 6 6 "fpstores, no OzQ limit"
# The L2D's secondary misses (L2D_FORCE_RECIRC.SECONDARY_*, inflight.s):
# stream4 and stream4_touch, 3 per 128-byte line (the three loads after
# the first of its first half), 1.5 an iteration; fpstores, 15 writes per
# line (every store but the first), 32 bytes an iteration.  At n = 1024
# the loop is simulated from its start (exact) and extrapolated; at 16384
# and 32768 from the walk's last iterations.  Off, the timing has no
# addresses: not given.  Warm, no miss: 0.
secondary() {	# FILE PROC UMASK WANT
	checks=$((checks + 1))
	got=$(field "$2" ".events[\"L2D_FORCE_RECIRC.$3\"]" "$1")
	[ "$got" = "$4" ] || same "$got" "$4" || fail "$2: L2D_FORCE_RECIRC.$3 $got, want $4"
}
"$tool" --no-db --format json --cache-state=cold --assume=in1=1024 tests/memory/inflight.s \
	>"$tmp/inflight1k.json" || fail "inflight.s, n=1024: ia64-predict failed"
for p in stream4 stream4_touch; do
	secondary "$tmp/inflight1k.json" $p SECONDARY_READ 1536
	secondary "$tmp/inflight-on.json" $p SECONDARY_READ 24576
	secondary "$tmp/inflight-on.json" $p SECONDARY_WRITE 0
	secondary "$tmp/inflight-on.json" $p SECONDARY_ALL 24576
	secondary "$tmp/inflight-off.json" $p SECONDARY_ALL null
	secondary "$tmp/inflight-warm-on.json" $p SECONDARY_ALL 0
done
secondary "$tmp/inflight1k.json" fpstores SECONDARY_WRITE 3840
secondary "$tmp/inflight32-on.json" fpstores SECONDARY_WRITE 122880
secondary "$tmp/inflight32-on.json" fpstores SECONDARY_READ 0
secondary "$tmp/inflight32-on.json" fpstores SECONDARY_ALL 122880
secondary "$tmp/inflight32-off.json" fpstores SECONDARY_ALL null
# Qualified, n = 200 (every iteration simulated at its own address): a
# data-address range over the first 4 KB holds stream4's first 64
# iterations, 32 lines (96), and fpstores' first 128, 32 lines (480); an
# instruction range over fpstores leaves stream4 none and fpstores all of
# its 50 lines' (750).  At n = 1024 the loops are extrapolated from
# iterations at other addresses: not given under the range.
"$tool" --no-db --format json --cache-state=cold --assume=in1=200 \
	--drange=0x6000000000000000-0x6000000000001000 tests/memory/inflight.s \
	>"$tmp/sec-drange.json" || fail "inflight.s, --drange: ia64-predict failed"
"$tool" --no-db --format json --cache-state=cold --assume=in1=200 --irange=fpstores \
	tests/memory/inflight.s >"$tmp/sec-irange.json" || fail "inflight.s, --irange: ia64-predict failed"
"$tool" --no-db --format json --cache-state=cold --assume=in1=1024 \
	--drange=0x6000000000000000-0x6000000000001000 tests/memory/inflight.s \
	>"$tmp/sec-drange1k.json" || fail "inflight.s, n=1024, --drange: ia64-predict failed"
secondary "$tmp/sec-drange.json" stream4 SECONDARY_READ 96
secondary "$tmp/sec-drange.json" fpstores SECONDARY_WRITE 480
secondary "$tmp/sec-irange.json" stream4 SECONDARY_ALL 0
secondary "$tmp/sec-irange.json" fpstores SECONDARY_WRITE 750
secondary "$tmp/sec-drange1k.json" fpstores SECONDARY_ALL null
# lfetch_near (1 MB): off, an L1D miss every 8 loads served by L2D: (7 x 2
# + 5 + 1) / 8 = 2.5; on, the loads wait for the rest of each prefetch: more
# than 4, at most 6.25 (two lines per memory latency, inflight.s)
ln_on=$(cpi "$tmp/inflight128-on.json" lfetch_near)
ln_off=$(cpi "$tmp/inflight128-off.json" lfetch_near)
within "$ln_off" 2.5 2.5 "lfetch_near, off"
within "$ln_on" 4 6.25 "lfetch_near"
# bank_fploads (warm): the cancelled load's data 6 cycles later: 7 -> 13
within "$(cpi "$tmp/inflight-warm-off.json" bank_fploads)" 7 7 "bank_fploads, off"
within "$(cpi "$tmp/inflight-warm-on.json" bank_fploads)" 13 13 "bank_fploads"
"$tool" --no-db --format json --assume=in1=100 --param l2d_recirc_cycles=0 \
	tests/memory/inflight.s >"$tmp/bank-norecirc.json" || fail "bank_fploads, no recirculation cost: ia64-predict failed"
within "$(cpi "$tmp/bank-norecirc.json" bank_fploads)" 7 7 "bank_fploads, l2d_recirc_cycles=0"
# bank_stores (tests/memref/kernels/bank.s, warm): a cancelled store costs
# only its OzQ entry's time, 5 + 6 cycles: two stores a cycle hold 16
# entries at most, so the loop still takes a cycle an iteration, 103 in all
for v in on off; do
	args=
	[ $v = off ] && args=$off
	"$tool" --no-db --format json --assume=in1=100 $args tests/memref/kernels/bank.s \
		>"$tmp/bank-$v.json" || fail "bank.s, $v: ia64-predict failed"
	within "$(field bank_stores '.cycles' "$tmp/bank-$v.json")" 103 103 "bank_stores, warm, $v: cycles"
done

# Long loops: the walk's fast-forward and the memory model's extrapolation
# give what running every iteration gives (walk_fast_forward=0), on a
# sweep long enough to be extrapolated (600,000 loads: past the periods
# that flush the L3 four times), a copy with stores and a br.ctop loop;
# and a billion-load sweep has the counts of its closed form.
same_run() {
	what=$1
	shift
	"$tool" --no-db --format json "$@" >"$tmp/ff.json" &&
	"$tool" --no-db --format json --param walk_fast_forward=0 --param walk_limit=100000000 "$@" \
		>"$tmp/full.json" || { fail "$what: ia64-predict failed"; return; }
	checks=$((checks + 1))
	f='[.files[].procedures[] | {name, cycles, events, memory, memory_accesses}]'
	[ "$(jq -S "$f" "$tmp/ff.json")" = "$(jq -S "$f" "$tmp/full.json")" ] ||
		fail "$what: fast-forwarded and full walks differ"
}
same_run "sweep 600000, warm" --assume=in1=600000 tests/memory/sweep.s
same_run "sweep 600000, cold" --cache-state=cold --assume=in1=600000 tests/memory/sweep.s
same_run "copy 300000, cold" --cache-state=cold --assume=in2=300000 tests/memref/kernels/copy.s
same_run "daxpy 300000" --trip=.Lloop=300000 examples/daxpy.s
# loops with compares (tests/memory/compares.s derives each figure): with
# a walk_limit below their length, followed only when fast-forwarded
n=20000
for ff in 1 0; do
	"$tool" --no-db --format json --param walk_fast_forward=$ff --param walk_limit=50000 \
		--assume=split:in0=$n --assume=split:in1=6000 --assume=split:in2=0x6000000000000000 \
		--assume=upto:in0=0x6000000000000000 --assume=upto:in1=$n \
		tests/memory/compares.s >"$tmp/cmp.json" ||
		{ fail "compares, walk_fast_forward=$ff: ia64-predict failed"; continue; }
	checks=$((checks + 2))
	for p in split upto; do
		got=$(field $p '"\(.path_followed) \(.events.IA64_INST_RETIRED) \(.events.PREDICATE_SQUASHED_RETIRED) \(.events.STORES_RETIRED)"' "$tmp/cmp.json")
		case $p$ff in
		split1) want="true $((9 * n + 9)) $n $n" ;;
		upto1) want="true $((5 * n + 7)) 0 $n" ;;
		*) want=false ;;
		esac
		case $got in "$want"*) ;; *) fail "compares $p, walk_fast_forward=$ff: followed, retired, squashed, stores $got, want $want" ;; esac
	done
done
# where the compare changes: (p6) s += 3 is squashed n - m times, (p7)
# s -= 1 m times (the first and second add, offsets 32 and 48)
checks=$((checks + 1))
"$tool" --no-db --format json --insn-events --param walk_limit=50000 --assume=split:in0=$n \
	--assume=split:in1=6000 --assume=split:in2=0x6000000000000000 tests/memory/compares.s >"$tmp/cmp.json" &&
	got=$(field split '[.blocks[].instructions[]? | select((.offset == 32 and .slot == 1) or (.offset == 48 and .slot == 0)) | .events.PREDICATE_SQUASHED_RETIRED] | map(tostring) | join(" ")' "$tmp/cmp.json") &&
	[ "$got" = "$((n - 6000)) 6000" ] ||
	fail "compares split: the two adds squashed $got times, want $((n - 6000)) 6000"
same_run "split 20000, a compare changing" --assume=split:in0=20000 --assume=split:in1=6000 \
	--assume=split:in2=0x6000000000000000 tests/memory/compares.s
same_run "upto 20000, a br.cond loop" --assume=upto:in0=0x6000000000000000 \
	--assume=upto:in1=20000 tests/memory/compares.s
"$tool" --no-db --format json --assume=in1=1000000000 tests/memory/sweep.s >"$tmp/big.json" ||
	fail "sweep 10^9: ia64-predict failed"
checks=$((checks + 2))
got=$(field sweep '.events.L2D_MISSES' "$tmp/big.json")
same "$got" 1000000000 || fail "sweep 10^9: L2D_MISSES $got, want 10^9"
got=$(field sweep '.events.L2DTLB_MISSES' "$tmp/big.json")
same "$got" 7812500 || fail "sweep 10^9: L2DTLB_MISSES $got, want 10^9 x 128 / 16384"

# calls: fill_sum calls fill, which stores the 8 KB buffer fill_sum then
# loads (tests/memref/kernels/calls.s derives each figure).  Cold, the
# call followed: 128 loads from L2D, none from memory; not followed
# (call_depth=0): 64 from memory, 64 from L2D.  fill's stores are fill's:
# fill_sum's own accesses stay its 1024 loads.
for row in "4 0 128 1" "0 64 64 0"; do
	set -- $row
	"$tool" --no-db --format json --cache-state=cold --param call_depth="$1" \
		--assume=fill_sum:in1=1024 tests/memref/kernels/calls.s >"$tmp/calls.json" ||
		{ fail "calls, call_depth=$1: ia64-predict failed"; continue; }
	checks=$((checks + 1))
	got=$(field fill_sum '"\(.memory.accesses) \(.memory.loads_from.memory) \(.memory.loads_from.L2D) \(.memory.calls_followed)"' "$tmp/calls.json")
	[ "$got" = "1024 $2 $3 $4" ] ||
		fail "calls, call_depth=$1: accesses, loads from memory and L2D, calls followed $got, want 1024 $2 $3 $4"
done

# the file's data: where the model places it, where --base puts it, and
# what --drange counts of it (tests/memory/table.s derives each figure)
while IFS='|' read -r opts want; do
	# shellcheck disable=SC2086
	"$tool" --no-db --format json $opts tests/memory/table.s >"$tmp/table.json" ||
		{ fail "table $opts: ia64-predict failed"; continue; }
	checks=$((checks + 1))
	got=$(field sum16 '.events.L1D_READS_SET0' "$tmp/table.json")
	same "$got" "$want" || fail "table $opts: L1D_READS_SET0 $got, want $want"
done <<'EOF'
|17
--drange=table-table+0x80|16
--base=.rodata=0x4000000000010000 --drange=table-table+0x80|16
--drange=0x6000000080000000-0x6000000080000100|17
--base=.rodata=0x4000000000010000 --drange=0x6000000080000000-0x6000000080000100|1
--base=.rodata=0x4000000000010000 --drange=0x4000000000010040-0x4000000000010080|8
EOF
checks=$((checks + 1))
"$tool" --no-db --format json --base=.rodata=0x4000000000010000 tests/memory/table.s >"$tmp/table.json" &&
	got=$(jq -r '[.files[].procedures[] | select(.name == "sum16") | .memory_accesses[].first] | sort | join(" ")' "$tmp/table.json") &&
	[ "$got" = "$((0x4000000000010000)) $((0x6000000080000080))" ] ||
	fail "table --base: first addresses $got, want the table at 0x4000000000010000 and the slot at 0x6000000080000080"

echo "memory shape: $checks checks, $failed failed (sweep and chain 4 KB to 64 MB: 2, 6, 15, 201 cycles per load; copy: ${plain} cycles per element, ${fetched} with lfetch; off: ${plain_off}, ${fetched_off})"
[ $failed -eq 0 ]
