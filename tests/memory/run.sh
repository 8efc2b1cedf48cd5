#!/bin/sh
# tests/memory/run.sh - the memory model against the hardware's known
# shape (issue 11, "Proof"): the load-use latency of each level when a
# sweep's working set outgrows the one before it (tests/memory/sweep.s
# derives each figure), and a streaming copy with and without lfetch
# (tests/memref/kernels/copy.s), from cold caches; the bus reads a cold
# sweep makes.
# Prints "memory shape: N checks, 0 failed" and exits 1 on a failure.
cd "$(dirname "$0")/../.." || exit 2
tool=${IA64P:-./ia64-predict}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
checks=0 failed=0
fail() { echo "FAIL memory shape: $*"; failed=$((failed + 1)); }

# field PROC EXPR FILE: a value of procedure PROC's JSON (python3 EXPR
# over p, the procedure, and l, its first loop)
field() {
	python3 -c '
import json, sys
d = json.load(open(sys.argv[3]))
p = [q for f in d["files"] for q in f["procedures"] if q["name"] == sys.argv[1]][0]
l = p["loops"][0] if p["loops"] else None
print(eval(sys.argv[2]))' "$1" "$2" "$3"
}

# sweep: n loads 128 bytes apart, warm; cycles per iteration and the level
for row in "32 2.0 L1D" "1024 6.0 L2D" "32768 15.0 L3" "524288 201.0 memory"; do
	set -- $row
	n=$1 want=$2 level=$3
	"$tool" --no-db --format json --assume=in1="$n" tests/memory/sweep.s >"$tmp/sweep.json" ||
		{ fail "sweep n=$n: ia64-predict failed"; continue; }
	checks=$((checks + 2))
	got=$(field sweep 'round(l["cycles_per_iteration"], 2)' "$tmp/sweep.json")
	[ "$got" = "$want" ] || fail "sweep n=$n: $got cycles per iteration, want $want"
	got=$(field sweep "p['memory']['loads_from']['$level']" "$tmp/sweep.json")
	[ "$got" = "$n" ] || fail "sweep n=$n: $got loads from $level, want $n"
done

# the bus: a cold 4 MB sweep reads each of its 32768 lines from memory
# (BRL, data), and the code's one 128-byte line (BRL, instructions)
"$tool" --no-db --format json --cache-state=cold --assume=in1=32768 tests/memory/sweep.s \
	>"$tmp/bus.json" || fail "sweep, cold: ia64-predict failed"
checks=$((checks + 2))
got=$(field sweep 'int(p["events"]["BUS_RD_DATA.SELF"])' "$tmp/bus.json")
[ "$got" = 32768 ] || fail "cold sweep: BUS_RD_DATA.SELF $got, want 32768"
got=$(field sweep 'int(p["events"]["BUS_MEM_READ.BRL.SELF"])' "$tmp/bus.json")
[ "$got" = 32769 ] || fail "cold sweep: BUS_MEM_READ.BRL.SELF $got, want 32769"

# copy, 512 KB each way, cold: without lfetch every 16th load waits for
# memory; lfetch.nt1 1 KB ahead brings the source lines into L2D first
"$tool" --no-db --format json --cache-state=cold --assume=in2=65536 \
	tests/memref/kernels/copy.s >"$tmp/copy.json" || fail "copy: ia64-predict failed"
plain=$(field copy 'l["cycles_per_iteration"]' "$tmp/copy.json")
fetched=$(field copy_lfetch 'l["cycles_per_iteration"]' "$tmp/copy.json")
from_memory=$(field copy_lfetch "p['memory']['loads_from']['memory']" "$tmp/copy.json")
checks=$((checks + 2))
python3 -c "import sys; sys.exit(0 if $plain > 4 * $fetched else 1)" ||
	fail "copy: $plain cycles per iteration without lfetch, $fetched with: want 4 times as many"
[ "$from_memory" -lt 16 ] ||
	fail "copy_lfetch: $from_memory loads from memory, want only those before the first lfetch's lines"

echo "memory shape: $checks checks, $failed failed (sweep 4 KB to 64 MB: 2, 6, 15, 201 cycles per load; copy: ${plain} cycles per element, ${fetched} with lfetch)"
[ $failed -eq 0 ]
