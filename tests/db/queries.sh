#!/bin/sh
# tests/db/queries.sh - the database as users query it.
#
# Builds a database the way users do, `ia64-predict --db=DB FILE.s`, from
# every examples/*.s and tests/db/*.s, plus a second run of
# examples/daxpy.s with another fp_load_latency (so "what changed between
# two runs" has an answer).  Then:
#   1. runs every ```sql block of docs/queries.md with sqlite3, failing on
#      any SQL error (the page and this test cannot drift apart), on that
#      database and on one built from every glibc file of the corpus, where
#      each query must return rows;
#   2. checks some answers by value;
#   3. checks the stored bundles and instructions against `encode` and
#      `list`;
#   4. checks that a run that fails leaves the database as it was, and
#      that runs started at the same time all get stored.
# Prints FAIL lines and exits 1 when anything is wrong.
cd "$(dirname "$0")/../.." || exit 2
predict=${IA64P:-./ia64-predict}
out=tests/out/db
rm -rf "$out"
mkdir -p "$out"
db=$out/queries.db
status=0
fail() { echo "FAIL: tests/db/queries.sh: $*"; status=1; }

for f in examples/*.s tests/db/*.s; do
	"$predict" --db="$db" "$f" >/dev/null || fail "ia64-predict --db=$db $f"
done
"$predict" --db="$db" --param fp_load_latency=9 examples/daxpy.s >/dev/null ||
	fail "second run of examples/daxpy.s"
# a loop that streams from memory, cold (queries 11 and 12)
"$predict" --db="$db" --cache-state=cold --assume=copy:in2=100000 \
	tests/memref/kernels/copy.s >/dev/null || fail "cold run of tests/memref/kernels/copy.s"
# counts measured on hardware, next to the first daxpy run (question 13)
"$predict" import --db="$db" --run=1 --calls=1000 tests/db/import/pfmon.txt >/dev/null ||
	fail "import tests/db/import/pfmon.txt"
[ $status -eq 0 ] || exit 1
# the store does not have SQLite check references row by row: every one
# must hold all the same
refs=$(sqlite3 -batch "$db" "PRAGMA foreign_key_check")
[ -z "$refs" ] || fail "references broken in $db: $refs"

# ---- 1. every query of docs/queries.md ----
awk -v dir="$out" '
	/^```sql$/ { on = 1; n++; f = sprintf("%s/query%02d.sql", dir, n); next }
	/^```$/ { on = 0; next }
	on { print > f }
	END { print n + 0 > (dir "/count") }' docs/queries.md
n=$(cat "$out/count")
[ "$n" -eq 15 ] || fail "docs/queries.md has $n sql blocks, not 15"
for q in "$out"/query*.sql; do
	if ! sqlite3 -bail -batch "$db" <"$q" >"${q%.sql}.out" 2>"${q%.sql}.err" ||
		[ -s "${q%.sql}.err" ]; then
		fail "$(basename "$q"): $(cat "${q%.sql}.err")"
	fi
done

# ---- 1b. every query on the glibc corpus ----
# A database from every glibc file of the corpus as one run of many, two
# files at a time (184 files: 15 to 25 s in the sanitized build on the 2-core
# machine while other builds loaded it; small enough for make check, so
# the whole corpus, not a subset), plus runs
# that give questions 3, 4, 8 and 11 an answer on real code: memcpy again
# with another default_trip_count, memset cold over 64 KiB, counts measured
# for memcpy (imported).  Every query
# must run and return rows.
corpus=${IA64P_CORPUS:-../shared/corpus}
gdb=$out/glibc.db
if [ ! -d "$corpus/glibc" ]; then
	fail "no corpus at $corpus (set IA64P_CORPUS)"
else
	"$predict" -j 2 --db="$gdb" "$corpus/glibc" >/dev/null 2>"$out/glibc.log" ||
		fail "ia64-predict -j 2 --db=$gdb $corpus/glibc: $(tail -n 3 "$out/glibc.log")"
	"$predict" --db="$gdb" --param default_trip_count=50 "$corpus/glibc/memcpy.s" \
		>/dev/null 2>&1 || fail "second run of glibc/memcpy.s"
	"$predict" --db="$gdb" --cache-state=cold --assume=in0=0x6000000000100000 \
		--assume=in1=65 --assume=in2=65536 "$corpus/glibc/memset.s" >/dev/null 2>&1 ||
		fail "cold run of glibc/memset.s"
	# memcpy measured alone (pfmon --irange=memcpy), 1000 calls
	memcpy_run=$(sqlite3 -batch "$gdb" "SELECT min(run_id) FROM files WHERE path LIKE '%/memcpy.s'")
	"$predict" import --db="$gdb" --run="$memcpy_run" --symbol=memcpy --calls=1000 \
		tests/db/import/pfmon.txt >/dev/null || fail "import into the glibc database"
	refs=$(sqlite3 -batch "$gdb" "PRAGMA foreign_key_check")
	[ -z "$refs" ] || fail "references broken in $gdb: $refs"
	files=$(sqlite3 -batch "$gdb" "SELECT count(DISTINCT path) FROM files")
	[ "$files" = "$(ls "$corpus"/glibc/*.s | wc -l)" ] ||
		fail "the glibc database holds $files files, not every one of the corpus"
	for q in "$out"/query*.sql; do
		g=$out/glibc-$(basename "${q%.sql}")
		if ! sqlite3 -bail -batch "$gdb" <"$q" >"$g.out" 2>"$g.err" || [ -s "$g.err" ]; then
			fail "$(basename "$q") on glibc: $(cat "$g.err")"
		elif [ ! -s "$g.out" ]; then
			fail "$(basename "$q") returns no row on the glibc corpus"
		fi
	done
	# ---- 1c. the queries use indexes ----
	# No query reads a whole counts table, the sets of events, or the
	# blocks, bundles or instructions of every run: EXPLAIN QUERY PLAN
	# shows no SCAN of one (by its name or the name the query or a view
	# gives it), no index SQLite makes for the query alone (AUTOMATIC: a
	# scan too), and no view of them made whole (MATERIALIZE).
	# full_scans QUERY [DB] prints what it finds.
	full_scans() {
		big='file_counts|proc_counts|proc_counts_inclusive|loop_counts|block_counts|insn_counts|event_set_events|count_set_values|instructions|insn_rows|bundles|blocks'
		names=$({ cat "$1"; sqlite3 -batch "${2:-$gdb}" \
			"SELECT sql FROM sqlite_schema WHERE type = 'view'"; } |
			grep -oE "\<($big)( AS)? [a-z_][a-z_0-9]*" | awk '
			$NF !~ /^(JOIN|ON|USING|WHERE|GROUP|ORDER|LEFT|AS|WINDOW)$/ { print $NF }
			{ print $1 }' | sort -u | tr '\n' '|')
		{ echo "EXPLAIN QUERY PLAN"; cat "$1"; } | sqlite3 -batch "${2:-$gdb}" |
			grep -E -- "SCAN ($big|${names%|})( |\$)|SEARCH ($big|${names%|}) USING AUTOMATIC|MATERIALIZE v_"
	}
	printf 'SELECT sum(value) FROM block_counts c WHERE c.value > 1;\n' >"$out/scan.sql"
	full_scans "$out/scan.sql" >/dev/null || fail "the plan check misses a scan of block_counts"
	# the instructions of a block or a file are found by their bundles'
	cp "$gdb" "$out/unindexed.db"
	sqlite3 -batch "$out/unindexed.db" "DROP INDEX insn_rows_bundle"
	for n in 02 09 12; do
		full_scans "$out/query$n.sql" "$out/unindexed.db" >/dev/null ||
			fail "the plan check misses query $n's scan of the instructions"
	done
	for q in "$out"/query*.sql; do
		if scans=$(full_scans "$q"); then
			fail "$(basename "$q") on glibc reads a whole table: $scans"
		fi
	done
	# some answers on real code
	grep -q '/memcpy\.s|memcpy|\.l0|.*|100|50|default_trip_count 100\.0 -> 50\.0$' \
		"$out/glibc-query03.out" || fail "query 3 on glibc: memcpy's .l0 trip count did not move"
	grep -q '/memset\.s|memset|' "$out/glibc-query11.out" ||
		fail "query 11 on glibc: memset cold misses no L2D"
	# query 7: useful work excludes nops and squashed instructions
	if awk -F'|' '$6 > $5 || $7 > 100 { bad = 1 } END { exit !bad }' "$out/glibc-query07.out"; then
		fail "query 7 on glibc: more useful work than slots, or above the peak"
	fi
	# query 9: one row per port, never more than one instruction a cycle
	if awk -F'|' '$4 !~ /^(M[0-3]|I[01]|F[01]|B[0-2])$/ || $8 > 100 { bad = 1 } END { exit !bad }' \
		"$out/glibc-query09.out"; then
		fail "query 9 on glibc: a row that is not one port, or a port busy over 100%"
	fi
fi

# ---- 2. answers by value ----
# expect NAME WANT SQL [DB]: the output of SQL (columns joined by '|', rows
# by newlines)
expect() {
	got=$(sqlite3 -bail -batch "${4:-$db}" "$3" 2>&1)
	[ "$got" = "$2" ] || fail "$1: want '$2', got '$got'"
}
# the output of query N of the page contains a line
query_has() {
	grep -qxF -- "$2" "$out/query$1.out" ||
		fail "query $1 of docs/queries.md has no line '$2':
$(cat "$out/query$1.out")"
}

expect "runs stored" 4 "SELECT count(*) FROM runs"
expect "one run per file and run" "4" "SELECT count(*) FROM files"
expect "daxpy loop" "1010|1.0|dispersal|annotation" \
	"SELECT trip_count, cycles_per_iteration, bound, trip_source FROM v_loops
	 WHERE file = 'examples/daxpy.s' AND header = '.Lloop' ORDER BY run_id LIMIT 1"
expect "procedure totals have no block" "chain walk" \
	"SELECT group_concat(procedure, ' ') FROM (SELECT DISTINCT procedure
	 FROM v_events WHERE file = 'tests/db/kernels.s' AND block IS NULL
	 ORDER BY 1)"
expect "the parameter of the second run" "9.0" \
	"SELECT value FROM run_params WHERE run_id = 3 AND name = 'fp_load_latency'"
expect "command line" "$predict --db=$db --param fp_load_latency=9 examples/daxpy.s" \
	"SELECT command_line FROM runs WHERE run_id = 3"
# 1: the fma recurrence waits for itself
query_has 01 "tests/db/kernels.s|chain|.Lchain|4.0|fma.d (line 11, f8, 2 stall cycles)"
# 3: the slower FP loads made daxpy latency-bound
query_has 03 "examples/daxpy.s|daxpy|.Lloop|1|3|1.0|1.67|dispersal|latency|1010|1010|fp_load_latency 5.0 -> 9.0"
# 5: daxpy's cycles are in its loop
query_has 05 "examples/daxpy.s|daxpy|loop .Lloop|1676.7|1684.66666666667|99.5"
# 6: the list walk's trip count is the default
query_has 06 "tests/db/kernels.s|walk|walk|cond|100|200.0|99.5"
# 7: the latest daxpy (fp_load_latency=9, 1.67 cycles an iteration) does
# 5 useful instructions an iteration (2 ldfd, fma.d, stfd, br.ctop; not the
# template's nop.i): 3 a cycle, 50% of the 6 Montecito disperses
query_has 07 "examples/daxpy.s|daxpy|.Lloop|1.67|3.61|2.99|50.0|latency"
# 8: only the file whose runs varied a parameter, and only that parameter
query_has 08 "examples/daxpy.s|daxpy|.Lloop|fp_load_latency|9.0|1.67|latency|3"
if grep -v '|fp_load_latency|' "$out/query08.out" | grep -q .; then
	fail "query 8 lists a parameter or a file that was not varied"
fi
# 9: that nop.i takes I0 every iteration, 1 of 1.67 cycles
query_has 09 "examples/daxpy.s|daxpy|.Lloop|I0|1.0|1.0|1.67|60.0"
# 11: the cold copy misses each 128-byte line once (8-byte elements)
query_has 11 "tests/memref/kernels/copy.s|copy|.Lcopy|12501.0|100000|0.125"
# 13: the whole program, daxpy's file counts against pfmon's per call
query_has 13 "1|(whole program)|CPU_OP_CYCLES.ALL|1018.0|1684.0|1.654|1.65|tests/db/import/pfmon.txt"
query_has 13 "1|(whole program)|NOPS_RETIRED|1017.0|1003.0|0.986|1.01|tests/db/import/pfmon.txt"
# 15: the cold copy waits out its first fetch, from memory (200 - 1
# cycles, and 6 more for the line of its loop: nothing in the buffer hides
# them); its loop keeps the buffer full
query_has 15 "tests/memref/kernels/copy.s|copy|1525208.0|205.0|205.0|0.0|1424998.0|0.0"
# 12: daxpy's floating-point loads do not use L1D
query_has 12 "examples/daxpy.s|daxpy|33|(p16) ldfd f32=[r33],8|1000.0|0.0|bypasses L1D"

# ---- 3. bundles and instructions as the tool itself lists them ----
for f in examples/*.s tests/db/*.s; do
	"$predict" encode "$f" >"$out/encode.want" || fail "encode $f"
	sqlite3 -batch "$db" "
		SELECT b.section || ' ' || printf('0x%x', b.offset) || ' ' || lower(hex(b.bytes))
		FROM bundles b JOIN files f USING (file_id)
		WHERE f.run_id = (SELECT max(run_id) FROM files WHERE path = '$f')
		ORDER BY b.bundle_id" >"$out/encode.got"
	cmp -s "$out/encode.want" "$out/encode.got" || fail "$f: stored bundles differ from encode"
	want=$("$predict" list "$f" | grep -vc '^section ')
	expect "$f: instructions" "$want" \
		"SELECT count(*) FROM v_instructions
		 WHERE run_id = (SELECT max(run_id) FROM files WHERE path = '$f')"
done

# ---- 4. a failing run changes nothing ----
cp "$db" "$out/before.db"
printf '\t.text\n\tadd r1 = r2,\n' >"$out/bad.s"
if "$predict" --db="$db" "$out/bad.s" >/dev/null 2>&1; then
	fail "a file with errors was analysed"
fi
cmp -s "$db" "$out/before.db" || fail "a failed run changed the database"
"$predict" --db="$out/none.db" "$out/bad.s" >/dev/null 2>&1
[ ! -e "$out/none.db" ] || fail "a failed run created a database"
"$predict" --no-db --db="$out/none.db" examples/daxpy.s >/dev/null ||
	fail "--no-db run failed"
[ ! -e "$out/none.db" ] || fail "--no-db wrote a database"

# ---- 5. runs appending at the same time ----
pids=
for k in 1 2 3 4 5 6; do
	"$predict" --db="$out/parallel.db" examples/daxpy.s >/dev/null &
	pids="$pids $!"
done
for p in $pids; do
	wait "$p" || fail "a run appending in parallel failed"
done
expect "runs appended in parallel" "6|6|1|6" \
	"SELECT count(*), count(DISTINCT run_id), min(run_id), max(run_id) FROM runs" \
	"$out/parallel.db"

exit $status
