#!/bin/sh
# tests/cli/run.sh - the command line: exit statuses, --help, --version,
# located errors, nothing on standard output for a bad file, --param and
# --events errors, the events, pmc and effects commands, diff (files and
# stored runs, against tests/cli/golden/; --update rewrites those), runs,
# merge and import.  Prints "cli: N passed,
# N failed" and exits non-zero on a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
update=0
[ "$1" = --update ] && update=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
# check NAME WANT_STATUS PATTERN_IN_OUTPUT COMMAND...
check() {
	name=$1 want=$2 pattern=$3
	shift 3
	"$@" >"$tmp/out" 2>"$tmp/err"
	status=$?
	if [ $status -ne "$want" ]; then
		echo "FAIL cli: $name: exit $status, wanted $want"
		fail=$((fail + 1))
	elif [ -n "$pattern" ] && ! grep -q -e "$pattern" "$tmp/out" "$tmp/err"; then
		echo "FAIL cli: $name: no '$pattern' in the output"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}
cd "$tmp" || exit 2
check "--help" 0 "^Usage: ia64-predict" "$tool" --help
check "--version" 0 "^ia64-predict [0-9]" "$tool" --version
check "no file" 2 "missing input file" "$tool"
check "unknown option" 2 "unrecognized option '--frob'" "$tool" --frob x.s
check "missing file" 1 "nosuch.s:1:1: error: cannot open 'nosuch.s': No such file" "$tool" --no-db nosuch.s
mkdir adir
check "a directory" 1 "adir:1:1: error: cannot read 'adir': Is a directory" "$tool" encode adir
check "a read error" 1 "error reading '/proc/self/mem'" "$tool" encode /proc/self/mem
printf '\t.data\nx:\tdata4 NUM\n#include "inc.h"\n' >p.S
mkdir inc
printf '\tdata1 INC\n' >inc/inc.h
check ".S through cpp, -D, -I" 0 "^.data 0x0 0700000005$" "$tool" encode --all-sections -DNUM=7 -DINC=5 -I inc p.S
check "symbols" 0 "^0000000000000000 l       .data	0000000000000000 x$" "$tool" symbols -DNUM=7 -DINC=5 -Iinc p.S
check "sections" 0 "^.data 000005 PROGBITS WA 4$" "$tool" sections -DNUM=7 -DINC=5 -Iinc p.S
printf '#error "no"\n' >bad.S
check ".S the preprocessor rejects" 1 "bad.S:1:2: error: #error" "$tool" encode bad.S
printf '\tnop.m 0\n' >in.s
check "standard input" 0 "^.text 0x0 01000000010000000002000000000400$" sh -c "'$tool' encode - <in.s"
check "-mhint.b=ok" 0 "" "$tool" encode -mhint.b=ok in.s
# the -x options, in order: explicit mode warns, automatic mode inserts the stop
printf '\tadd r1 = r2, r3\n\tadd r4 = r1, r5\n' >raw.s
check "check, explicit" 1 "raw.s:2:2: warning: RAW dependency violation on 'r1'" "$tool" check raw.s
check "check -xauto" 0 "" "$tool" check -xauto raw.s
check "encode -xauto" 0 "^.text 0x0 0b08080600204008140040000000040" "$tool" encode -xauto raw.s
check "encode -xauto -x" 0 "^.text 0x0 0108080600204008140040000000040" "$tool" encode -xauto -x raw.s
check "check -xnone" 0 "" "$tool" check -xnone raw.s
check "bad -mhint.b" 2 "-mhint.b takes" "$tool" encode -mhint.b=maybe in.s
check "effects, text" 0 "^  writes: AR\[LC\] AR\[EC\] CFM PR63" "$tool" effects br.ctop.sptk.few
check "effects, a glob" 0 "^ld8.c.clr.acq M1 M r = \[r\]$" "$tool" effects 'ld8.c.clr*'
check "effects, json" 0 '"memory": {"access": "semaphore", "size": 8' "$tool" effects --format=json cmpxchg8.acq
check "effects, an instance" 0 '"instance": "ar.ccv", "reads": \[.*\], "writes": \["AR\[CCV\]"' "$tool" effects --format json mov.m
printf '\tmov r2 = ar.k3\n\tmov r8 = cr.ipsr\n' >names.s
check "list names ARs and CRs as effects does" 0 "mov r2=ar.k3" "$tool" list names.s
check "list names a CR" 0 "mov r8=cr.ipsr" "$tool" list names.s
check "effects, no form" 1 "no instruction form matches" "$tool" effects frobnicate
# check: exit 0 clean, 1 on a violation (located, with a note), 2 on errors
printf '\t.text\n\tadd r14 = r1, r2 ;;\n\tadd r15 = r14, r3 ;;\n' >clean.s
printf '\t.text\n\tadd r14 = r1, r2\n\tadd r15 = r14, r3 ;;\n' >raw.s
printf '\t.text\n\tfrob r1\n' >bad.s
check "check, clean" 0 "" "$tool" check clean.s
check "check, a violation" 1 "^raw.s:3:2: warning: RAW dependency violation on 'r14' (GR%, impliedF)$" "$tool" check raw.s
check "check, the note" 1 "^raw.s:2:2: note: written here$" "$tool" check raw.s
check "check, errors" 2 "bad.s:2:2: error: unknown instruction 'frob'" "$tool" check bad.s
check "check, no file" 2 "missing input file" "$tool" check
check "check in --help" 0 "^  check FILE.s" "$tool" --help
check "the report warns too" 0 "^raw.s:3:2: warning: RAW dependency violation on 'r14'" "$tool" --no-db raw.s
check "effects, bad option" 2 "unknown option '--frob'" "$tool" effects --frob
check "bad --format" 2 "--format takes" "$tool" --format=xml "$here/examples/daxpy.s"
check "bad --param" 2 "unknown parameter .nosuch." "$tool" --param=nosuch=1 "$here/examples/daxpy.s"
check "bad --param value" 2 "must be a number" "$tool" --param=int_load_latency=x "$here/examples/daxpy.s"
check "bad --mcpu" 2 "unknown CPU .pentium. (known: montecito, itanium2)" "$tool" --mcpu=pentium "$here/examples/daxpy.s"
check "bad --events" 2 "" "$tool" --events=NO_SUCH_EVENT "$here/examples/daxpy.s"
check "bad --trip" 2 "--trip takes" "$tool" --trip=x "$here/examples/daxpy.s"
# --assume: a trip count computed from an input, (in3 - 1) >> 2 + 1
printf '\t.text\n\t.proc f\nf:\n\talloc r40 = ar.pfs, 4, 4, 0, 0\n\tadds r35 = -1, r35\n\t;;\n\tshr.u r35 = r35, 2\n\t;;\n\tmov ar.lc = r35\n\t;;\n.Lloop:\n\tadd r8 = r8, r9\n\tbr.cloop.sptk .Lloop\n\t;;\n\tbr.ret.sptk b0\n\t;;\n\t.endp f\n' >lc.s
check "a trip count that depends on an input" 0 "trip count 100 (default; ar.lc depends on in3)" "$tool" --no-db lc.s
check "--assume" 0 "trip count 250 (assume)" "$tool" --no-db --assume=f:in3=1000 lc.s
check "--assume, json" 0 '"trip_count": 250, "trip_source": "assume"' "$tool" --no-db --format=json --assume=in3=0x3e8 lc.s
check "--assume of another procedure" 0 "warning: --assume: no procedure named g" "$tool" --no-db --assume=g:in3=1000 lc.s
check "bad --assume" 2 "--assume takes \[PROC:\]REG=VALUE" "$tool" --no-db --assume=in9=1 lc.s
check "bad --assume value" 2 "--assume takes" "$tool" --no-db --assume=in1=12x lc.s
check "list-params" 0 "default_trip_count" "$tool" --list-params
# grouped by owner: the CPU's properties, then the analysis policy's
"$tool" --list-params >"$tmp/params" 2>&1
if awk '/^machine\/: CPU properties$/ { m = NR } /^analysis\/: analysis policy$/ { a = NR }
	/^  int_load_latency / { i = NR } /^  mispredict_penalty / { p = NR }
	/^  default_trip_count / { d = NR } /^  unknown_predicates_true / { u = NR }
	/^    itanium2 / { c = NR }
	END { exit !(m && m < c && c < i && i < p && p < a && a < d && d < u) }' "$tmp/params" &&
   grep -q "^ *source: model choice$" "$tmp/params" &&
   grep -q "^ *source: Montecito manual 2.3.2, table 2-8" "$tmp/params"; then
	pass=$((pass + 1))
else
	echo "FAIL cli: list-params: not grouped by owner with sources"
	fail=$((fail + 1))
fi
check "--param of the analysis" 0 "default_trip_count=7 (changed)" "$tool" --no-db --param=default_trip_count=7 "$here/examples/daxpy.s"
check "--param of the analysis, json" 0 '"default_trip_count": 7, "unknown_predicates_true": 0, "cache_warm": 1, "input_spacing": 1052864, "walk_limit": 4194304, "walk_fast_forward": 1, "walk_memory_words": 262144, "walk_memory_runs": 64, "data_place": 2048, "call_depth": 4, "rse_entry_frame": 8, "rse_entry_dirty": 0, "rse_backing_store": 3072, "rse_outside_frame": 0, "timing_tail_iterations": 1024}' "$tool" --no-db --format=json --param default_trip_count=7 --param unknown_predicates_true=0 "$here/examples/daxpy.s"
check "--cache-state=cold" 0 "memory (cold caches)" "$tool" --no-db --cache-state=cold "$here/examples/daxpy.s"
check "--cache-state default" 0 "memory (warm caches)" "$tool" --no-db "$here/examples/daxpy.s"
check "--cache-state bad" 2 "--cache-state takes warm or cold" "$tool" --no-db --cache-state=hot "$here/examples/daxpy.s"
# --drange: the memory events of the accesses in the range (x of daxpy, placed for in1: 1000 loads, 63 lines from memory)
check "memory events under --drange" 0 "L2D_REFERENCES.ALL *1000$" "$tool" --no-db --cache-state=cold --drange=0x6000000000101000-0x6000000000102f40 --events=L2D_REFERENCES.ALL "$here/examples/daxpy.s"
check "memory misses under --drange" 0 "L2D_MISSES *63$" "$tool" --no-db --cache-state=cold --drange=0x6000000000101000-0x6000000000102f40 --events=L2D_MISSES "$here/examples/daxpy.s"
# --irange over the store bundle alone: its 1000 stores, which hit the lines the loads brought
check "memory events under --irange" 0 "L2D_MISSES *0$" "$tool" --no-db --cache-state=cold --irange=0x50-0x60 --events=L2D_MISSES "$here/examples/daxpy.s"
check "--mcpu keeps --param" 0 "mispredict_penalty=9 (changed)" "$tool" --no-db --param=mispredict_penalty=9 --mcpu=itanium2 "$here/examples/daxpy.s"
check "--mcpu in --help" 0 "one of montecito, itanium2" "$tool" --help
check "events" 0 "IA64_INST_RETIRED" "$tool" events INST_RETIRED
check "events no match" 1 "" "$tool" events NO_SUCH_THING
check "events says why" 0 "^    why: unpredictable: the seed does not say what it counts" "$tool" events L2D_OZQ_FULL
check "pmc" 0 "PMC38" "$tool" pmc --irange=0x40-0x60
check "pmc bad qualifier" 2 "" "$tool" pmc --opc-match32=q:1:2
check "report" 0 "cycles per iteration" "$tool" --no-db "$here/examples/daxpy.s"
check "json" 0 '"cpu": "montecito"' "$tool" --no-db --format=json "$here/examples/daxpy.s"
check "insn-events" 0 "instructions and their counts" "$tool" --no-db --insn-events "$here/examples/daxpy.s"
check "timeline" 0 "timeline" "$tool" --no-db --timeline "$here/examples/daxpy.s"
check "stdin" 0 "0x0 " "$tool" encode - <"$here/examples/daxpy.s"
# a file with errors: located errors, exit 1, nothing on standard output, no database
printf '\t.text\n\tadd r1=r2\n\tfoo r1\n' >bad.s
check "errors" 1 "bad.s:2:2: error: " "$tool" --db=bad.db bad.s
if [ -s "$tmp/out" ] || [ -e bad.db ]; then
	echo "FAIL cli: errors: output or a database was written"
	fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
# --no-db writes no database; the default writes ia64-predict.db
check "no-db" 0 "" "$tool" --no-db "$here/examples/daxpy.s"
[ ! -e ia64-predict.db ] && pass=$((pass + 1)) || { echo "FAIL cli: --no-db wrote a database"; fail=$((fail + 1)); }
check "default db" 0 "" "$tool" "$here/examples/daxpy.s"
[ -s ia64-predict.db ] && pass=$((pass + 1)) || { echo "FAIL cli: no ia64-predict.db"; fail=$((fail + 1)); }
# -o FILE: the report in FILE (and nothing on standard output), whole:
# a file that cannot be written leaves nothing, a failed database no
# report; -o -: standard output
check "-o file" 0 "" "$tool" --no-db -o report.txt "$here/examples/daxpy.s"
if [ -s "$tmp/out" ] || ! grep -q "cycles per iteration" report.txt; then
	echo "FAIL cli: -o: the report is not in the file alone"; fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
check "-o json" 0 "" "$tool" --no-db --format=json --output=report.json "$here/examples/daxpy.s"
jq -e .files report.json >/dev/null 2>&1 && pass=$((pass + 1)) ||
	{ echo "FAIL cli: --output: report.json is no JSON report"; fail=$((fail + 1)); }
check "-o -" 0 "cycles per iteration" "$tool" --no-db -o - "$here/examples/daxpy.s"
check "-o unwritable" 1 "nodir/r.txt: cannot write: " "$tool" --no-db -o nodir/r.txt "$here/examples/daxpy.s"
check "-o, database fails" 1 "unable to open database" "$tool" --db=nodir/r.db -o r2.txt "$here/examples/daxpy.s"
if [ -e r2.txt ] || ls r2.txt.* report.txt.* >/dev/null 2>&1; then
	echo "FAIL cli: -o left a report or a temporary file after a failure"; fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
check "-o empty" 2 "-o takes a file name" "$tool" --no-db -o "" "$here/examples/daxpy.s"
# -o to what is not a regular file (a pipe, /dev/null): written there,
# never renamed over (as root that would replace the device with a file)
mkfifo report.fifo
timeout 30 cat report.fifo >fifo.out &
check "-o a pipe" 0 "" "$tool" --no-db -o report.fifo "$here/examples/daxpy.s"
wait
[ -p report.fifo ] && grep -q "cycles per iteration" fifo.out && pass=$((pass + 1)) ||
	{ echo "FAIL cli: -o a pipe: the pipe was replaced or got no report"; fail=$((fail + 1)); }
check "-o /dev/null" 0 "" "$tool" --no-db -o /dev/null "$here/examples/daxpy.s"
[ -c /dev/null ] && pass=$((pass + 1)) ||
	{ echo "FAIL cli: -o /dev/null: /dev/null is no longer a device"; fail=$((fail + 1)); }
# -o writes exactly what standard output gets, text and JSON
for fmt in text json; do
	"$tool" --no-db --format=$fmt "$here/examples/daxpy.s" >stdout.$fmt 2>/dev/null
	"$tool" --no-db --format=$fmt -o o.$fmt "$here/examples/daxpy.s" >/dev/null 2>&1
	cmp -s stdout.$fmt o.$fmt && [ -s o.$fmt ] && pass=$((pass + 1)) ||
		{ echo "FAIL cli: -o, $fmt: the file differs from standard output"; fail=$((fail + 1)); }
done
# a report larger than what the writer holds at once (SB_DRAIN_BYTES,
# common/strbuf.h): without a database it is written as it is made, to
# standard output or into -o's file; with one, into -o's temporary file,
# or spooled in TMPDIR (held in memory when TMPDIR cannot be written) and
# copied to standard output after the run is stored: the same bytes every
# way
awk 'BEGIN { print "\t.text\n\t.proc f\nf:"
	for (i = 0; i < 200; i++)
		printf "\tmov ar.lc = 9\n\t;;\n.L%d:\n\tadd r8 = 1, r8\n\tbr.cloop.sptk.few .L%d\n\t;;\n", i, i
	print "\tbr.ret.sptk.many b0\n\t;;\n\t.endp f" }' >loops200.s
for fmt in text json; do
	"$tool" --no-db --format=$fmt loops200.s >big.$fmt 2>/dev/null
	"$tool" --no-db --format=$fmt -o big-o.$fmt loops200.s >/dev/null 2>&1
	"$tool" --db=big.db --format=$fmt -o big-db.$fmt loops200.s >/dev/null 2>&1
	"$tool" --db=big.db --format=$fmt loops200.s >big-dbout.$fmt 2>/dev/null
	TMPDIR=nodir "$tool" --db=big.db --format=$fmt loops200.s >big-nospool.$fmt 2>/dev/null
	[ "$(wc -c <big.$fmt)" -gt 150000 ] && cmp -s big.$fmt big-o.$fmt &&
		cmp -s big.$fmt big-db.$fmt && cmp -s big.$fmt big-dbout.$fmt &&
		cmp -s big.$fmt big-nospool.$fmt &&
		pass=$((pass + 1)) ||
		{ echo "FAIL cli: a large $fmt report differs between its destinations"; fail=$((fail + 1)); }
done
if [ -w /dev/full ]; then
	check "streamed, standard output full" 1 "error writing output: No space left" \
		sh -c '"$1" --no-db --format=json loops200.s >/dev/full' sh "$tool"
	check "streamed, -o /dev/full" 1 "/dev/full: cannot write: No space left" \
		"$tool" --no-db --format=json -o /dev/full loops200.s
fi
check "--db" 0 "" "$tool" --db=runs.db "$here/examples/daxpy.s"
[ "$(sqlite3 runs.db 'select count(*) from runs')" = 1 ] && pass=$((pass + 1)) ||
	{ echo "FAIL cli: --db=runs.db holds no run"; fail=$((fail + 1)); }
# what --db stored is what the report says: daxpy's loop, 1010 iterations
# of 1 cycle, dispersal-bound, and its cycles per call
want=$(grep -o 'loop .Lloop at 0x[0-9a-f]* (ctop, depth 1): 2 bundles, 6 instructions, trip count 1010' stdout.text)
[ -n "$want" ] && [ "$(sqlite3 runs.db "SELECT header, trip_count, cycles_per_iteration, bound
	FROM v_loops WHERE file = '$here/examples/daxpy.s'")" = ".Lloop|1010|1.0|dispersal" ] &&
	[ "$(sqlite3 runs.db "SELECT cycles_inclusive FROM procedures WHERE name = 'daxpy'")" = \
	  "$(jq '.files[0].procedures[0].cycles_inclusive' stdout.json).0" ] &&
	pass=$((pass + 1)) || { echo "FAIL cli: --db stored another loop or cycles than reported"; fail=$((fail + 1)); }
# diff: a schedule whose fma reads the loads three stages early (2 cycles
# per iteration, bound by latency) against daxpy's (1, dispersal)
sed 's/fx\[6\], fy\[6\]/fx[3], fy[3]/' "$here/examples/daxpy.s" >early.s
check "diff" 0 "loop .Lloop: 2 -> 1 cycles per iteration, -1 (-50.0%): faster; bound latency -> dispersal" \
	"$tool" diff early.s "$here/examples/daxpy.s"
check "diff events" 0 "DISP_STALLED  *1000 -> 0  -1000 (-100.0%) fewer" \
	"$tool" diff early.s "$here/examples/daxpy.s"
check "diff json" 0 '"bound": {"old": "latency", "new": "dispersal"}' \
	"$tool" diff --format=json early.s "$here/examples/daxpy.s"
check "diff one file" 2 "diff takes two files" "$tool" diff early.s
check "diff same" 0 "1018 -> 1018 cycles per call, the same" \
	"$tool" diff "$here/examples/daxpy.s" "$here/examples/daxpy.s"
# golden NAME FILE: FILE is tests/cli/golden/NAME (--update rewrites it)
golden() {
	if [ "$update" = 1 ]; then
		cp "$2" "$here/tests/cli/golden/$1"
	elif cmp -s "$2" "$here/tests/cli/golden/$1"; then
		pass=$((pass + 1))
	else
		echo "FAIL cli: $1 differs from tests/cli/golden/$1:"
		diff -u "$here/tests/cli/golden/$1" "$2" | head -20
		fail=$((fail + 1))
	fi
}
# diff, as a whole: text and JSON, to standard output and with -o
cp "$here/examples/daxpy.s" daxpy.s
check "diff, golden" 0 "" "$tool" diff early.s daxpy.s
golden diff.txt "$tmp/out"
check "diff json, golden" 0 "" "$tool" diff --format=json early.s daxpy.s
golden diff.json "$tmp/out"
jq -e '.procedures[0].loops[0].events.DISP_STALLED.direction == "fewer"' "$tmp/out" \
	>/dev/null 2>&1 && pass=$((pass + 1)) ||
	{ echo "FAIL cli: diff json: no loop event with its direction"; fail=$((fail + 1)); }
check "diff -o" 0 "" "$tool" diff -o diff.out early.s daxpy.s
if [ -s "$tmp/out" ] || ! cmp -s diff.out "$here/tests/cli/golden/diff.txt"; then
	echo "FAIL cli: diff -o: not the report, or not in the file alone"; fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
# diff --db: two stored runs, compared as the files are
rm -f runs.db
"$tool" --db=runs.db early.s >/dev/null && "$tool" --db=runs.db daxpy.s >/dev/null &&
	"$tool" --db=runs.db --param fp_load_latency=9 daxpy.s >/dev/null ||
	{ echo "FAIL cli: storing the runs diff --db reads"; fail=$((fail + 1)); }
check "diff --db, golden" 0 "" "$tool" diff --db=runs.db 1 2
golden diff-runs.txt "$tmp/out"
# the same comparison as the file form: only the first line (the labels) differs
sed 1d "$tmp/out" >runs.body
sed 1d "$here/tests/cli/golden/diff.txt" >files.body
check "diff --db names the runs" 0 "^run 1 early.s -> run 2 daxpy.s$" "$tool" diff --db runs.db 1 2
cmp -s runs.body files.body && pass=$((pass + 1)) ||
	{ echo "FAIL cli: diff --db differs from diff of the same files"; fail=$((fail + 1)); }
check "diff --db json, golden" 0 "" "$tool" diff --db=runs.db --format=json 1 2
golden diff-runs.json "$tmp/out"
jq -e '.old_run == 1 and .new_run == 2 and (.files | length) == 1 and
	.files[0].procedures[0].loops[0].bound.old == "latency"' "$tmp/out" >/dev/null 2>&1 &&
	pass=$((pass + 1)) ||
	{ echo "FAIL cli: diff --db json: not the runs' comparison"; fail=$((fail + 1)); }
check "diff --db -o" 0 "" "$tool" diff --db=runs.db -o runs.out 1 2
cmp -s runs.out "$here/tests/cli/golden/diff-runs.txt" && [ ! -s "$tmp/out" ] &&
	pass=$((pass + 1)) || { echo "FAIL cli: diff --db -o"; fail=$((fail + 1)); }
check "diff --db, another parameter" 0 "bound dispersal -> latency" "$tool" diff --db=runs.db 2 3
# runs of several files (made by hand: a run stores one file today):
# files matched by path, then by file name; one of one run only is listed
cp runs.db multi.db
sqlite3 multi.db "UPDATE files SET run_id = 1 WHERE run_id = 2;
	UPDATE files SET path = 'sub/daxpy.s' WHERE run_id = 3"
check "diff --db, files matched by name" 0 "^run 1 daxpy.s -> run 3 sub/daxpy.s$" \
	"$tool" diff --db=multi.db 1 3
check "diff --db, a file of one run" 0 "^file early.s: only in run 1$" "$tool" diff --db=multi.db 1 3
check "diff --db, json of several files" 0 '"only_old": \["early.s"\], "only_new": \[\]}$' \
	"$tool" diff --db=multi.db --format=json 1 3
check "diff --db, unknown run" 1 "^ia64-predict: runs.db: no run 9 (the runs stored are 1 to 3)$" \
	"$tool" diff --db=runs.db 1 9
check "diff --db, no database" 1 "^ia64-predict: none.db: cannot open the database: No such file" \
	"$tool" diff --db=none.db 1 2
[ ! -e none.db ] && pass=$((pass + 1)) ||
	{ echo "FAIL cli: diff --db created a database"; fail=$((fail + 1)); }
check "diff --db, not a database" 1 "^ia64-predict: early.s: not an ia64-predict database" \
	"$tool" diff --db=early.s 1 2
sqlite3 other.db 'CREATE TABLE t (x)'
check "diff --db, another database" 1 "^ia64-predict: other.db: not an ia64-predict database" \
	"$tool" diff --db=other.db 1 2
check "diff --db, not a run id" 2 "takes run ids (whole numbers from 1), not 'early.s'" \
	"$tool" diff --db=runs.db early.s daxpy.s
check "diff --db, one run" 2 "takes two run ids" "$tool" diff --db=runs.db 1
check "diff --db, an option of a prediction" 2 "diff --db compares runs as they were stored: '--param' is an option of a prediction" \
	"$tool" diff --db=runs.db --param fp_load_latency=9 1 2
check "runs, an option of a prediction" 2 "runs lists the stored runs: '--timeline'" \
	"$tool" runs --db=runs.db --timeline
check "diff --db --no-db" 2 "--no-db contradicts it" "$tool" diff --no-db --db=runs.db 1 2
cp runs.db runs.db.copy
"$tool" diff --db=runs.db 1 2 >/dev/null
cmp -s runs.db runs.db.copy && pass=$((pass + 1)) ||
	{ echo "FAIL cli: diff --db changed the database"; fail=$((fail + 1)); }
# runs: the stored runs, to find their ids
check "runs" 0 "^3	[0-9T:-]*Z	montecito	daxpy.s	.* --db=runs.db --param fp_load_latency=9 daxpy.s$" \
	"$tool" runs --db=runs.db
[ "$(wc -l <"$tmp/out")" -eq 3 ] && pass=$((pass + 1)) ||
	{ echo "FAIL cli: runs lists $(wc -l <"$tmp/out") runs, not 3"; fail=$((fail + 1)); }
check "runs json" 0 "" "$tool" runs --db=runs.db --format=json
jq -e 'length == 3 and .[0].files == "early.s" and .[2].run_id == 3' "$tmp/out" >/dev/null 2>&1 &&
	pass=$((pass + 1)) || { echo "FAIL cli: runs json"; fail=$((fail + 1)); }
check "runs, no database" 1 "none.db: cannot open the database" "$tool" runs --db=none.db
check "runs, an operand" 2 "runs takes no operand" "$tool" runs --db=runs.db 1
check "merge --help" 0 "^Usage: ia64-predict merge OUT.db" "$tool" merge --help
check "merge, no database" 2 "merge: missing the database to merge into" "$tool" merge
check "merge, an option" 2 "merge: unrecognized option '--db=x'" "$tool" merge --db=x a.db
check "merge" 0 "^merged.db: 3 runs merged (runs 1 to 3), 0 already there$" \
	"$tool" merge merged.db runs.db
check "import --help" 0 "^Usage: ia64-predict import" "$tool" import --help
check "import, no file" 2 "import: missing the file of measured counts" "$tool" import --db=runs.db
check "import, a bad option" 2 "import: unrecognized option '--frob'" "$tool" import --frob m.txt
check "import, a bad run id" 2 "--run takes a run id" "$tool" import --run=0 m.txt
printf '   1684 CPU_OP_CYCLES_ALL\n' >m.txt
check "import" 0 "^m.txt: 1 count (pfmon) stored next to run 3$" "$tool" import --db=runs.db m.txt
check "import, dry run" 0 "^m.txt	pfmon	-	CPU_OP_CYCLES.ALL	1684	1$" "$tool" import --dry-run m.txt
check "runs in --help" 0 "^  runs  " "$tool" --help
# the views' options (tests/views/ checks what they show)
check "--help views" 0 "--resource-pressure" "$tool" --help
check "--timeline reversed" 2 "the range ends (3) before it starts (5)" \
	"$tool" --no-db --timeline=5-3 "$here/examples/daxpy.s"
check "--timeline not a number" 2 "expected ITER or ITER-ITER" \
	"$tool" --no-db --timeline=first "$here/examples/daxpy.s"
check "--timeline too long" 2 "at most 4096 iterations" \
	"$tool" --no-db --timeline=0-5000 "$here/examples/daxpy.s"
check "--timeline past the run" 0 "iterations 100-101 asked for, 48 simulated" \
	"$tool" --no-db --timeline=100-101 "$here/examples/daxpy.s"
check "--all-views" 0 "resource pressure by instruction" \
	"$tool" --no-db --all-views "$here/examples/daxpy.s"
# JSON is UTF-8: a byte that is not part of well-formed UTF-8 (in a quoted
# symbol name, a comment, the file's own name; GNU as takes them) is
# written as \ufffd (docs/json.md)
printf '\t.text\n\t.global "f\351"\n\t.proc "f\351"\n"f\351":\t// caf\351 \377\n\tadd r8 = r9, r10 // \303\n\tbr.ret.sptk.many b0\n\t.endp "f\351"\n' >"$(printf 'u\351.s')"
utf8_valid() {
	python3 -c 'import json, sys; json.loads(open(sys.argv[1], "rb").read().decode("utf-8"))' "$1"
}
check "invalid UTF-8, json" 0 '"name": "f\\ufffd"' "$tool" --db=u8.db --format=json "$(printf 'u\351.s')"
cp "$tmp/out" u8.json
check "invalid UTF-8 in a path, json" 0 '"path": "u\\ufffd.s"' cat u8.json
utf8_valid u8.json && pass=$((pass + 1)) ||
	{ echo "FAIL cli: invalid UTF-8: the JSON report is not UTF-8 JSON"; fail=$((fail + 1)); }
check "invalid UTF-8, runs json" 0 'u\\ufffd.s' "$tool" runs --db=u8.db --format=json
cp "$tmp/out" u8runs.json
utf8_valid u8runs.json && pass=$((pass + 1)) ||
	{ echo "FAIL cli: invalid UTF-8: runs --format=json is not UTF-8 JSON"; fail=$((fail + 1)); }
echo "cli: $pass passed, $fail failed"
[ $fail -eq 0 ]
