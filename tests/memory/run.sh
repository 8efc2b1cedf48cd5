#!/bin/sh
# tests/memory/run.sh - the memory model against the hardware's known
# shape (issue 11, "Proof"): the load-use latency of each level when a
# sweep's working set outgrows the one before it (tests/memory/sweep.s
# derives each figure), and a streaming copy with and without lfetch
# (tests/memref/kernels/copy.s), from cold caches; the bus reads a cold
# sweep makes; the L2D's bank conflicts (tests/memref/kernels/bank.s).
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

# copy, 512 KB each way, cold: without lfetch every 16th load waits for
# memory; lfetch.nt1 1 KB ahead brings the source lines into L2D first
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 \
	tests/memref/kernels/copy.s >"$tmp/copy.json" || fail "copy: ia64-predict failed"
plain=$(field copy '.loops[0].cycles_per_iteration' "$tmp/copy.json")
fetched=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy.json")
from_memory=$(field copy_lfetch '.memory.loads_from.memory' "$tmp/copy.json")
checks=$((checks + 2))
awk -v a="$plain" -v b="$fetched" 'BEGIN { exit !(a > 4 * b) }' ||
	fail "copy: $plain cycles per iteration without lfetch, $fetched with: want 4 times as many"
[ "$from_memory" -lt 16 ] ||
	fail "copy_lfetch: $from_memory loads from memory, want only those before the first lfetch's lines"
# ... and the prefetched copy is bound by the bus (docs/memory.md, section 5,
# "Queues and the bus"): every 16 elements it reads two lines from memory,
# the source's (lfetch) and the destination's (the stores' read for
# ownership), 2 x bus_cycles_per_line = 48 cycles, so 3.0 cycles per element
# in steady state, more than its instructions take; the difference is held
# in the L1D (L2D back pressure), not a register wait.  With no bus limit
# it is back to what its instructions and the fill entries allow.
bound=$(field copy_lfetch '.loops[0].bound' "$tmp/copy.json")
held=$(field copy_lfetch '.events["BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"]' "$tmp/copy.json")
checks=$((checks + 4))
awk -v a="$fetched" 'BEGIN { exit !(a > 2.995 && a < 3.01) }' ||
	fail "copy_lfetch: $fetched cycles per element, want 3.0 (the bus)"
[ "$bound" = memory-throughput ] || fail "copy_lfetch: bound $bound, want memory-throughput"
awk -v h="$held" 'BEGIN { exit !(h > 0) }' || fail "copy_lfetch: no L1D hold (BE_L1D_FPU_BUBBLE.L1D_L2BPRESS $held)"
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 --param bus_cycles_per_line=0 \
	tests/memref/kernels/copy.s >"$tmp/copy-nobus.json" || fail "copy, no bus limit: ia64-predict failed"
free=$(field copy_lfetch '.loops[0].cycles_per_iteration' "$tmp/copy-nobus.json")
awk -v a="$free" 'BEGIN { exit !(a < 2.75) }' ||
	fail "copy_lfetch, no bus limit: $free cycles per element, want its instructions' 2.5 or so"

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

echo "memory shape: $checks checks, $failed failed (sweep and chain 4 KB to 64 MB: 2, 6, 15, 201 cycles per load; copy: ${plain} cycles per element, ${fetched} with lfetch)"
[ $failed -eq 0 ]
