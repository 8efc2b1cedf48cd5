#!/bin/sh
# tests/db/merge.sh - `ia64-predict merge` and the recipe of docs/shards.md,
# on one machine with several shards:
#   0. the recipe's split and its loop for one machine, as the page writes
#      them, on ten glibc files: the merged file counts as one database's;
#   1. a list of jobs split into three shards, each analysed into its own
#      database at the same time, merged: the merged database answers as
#      one database of the same jobs analysed in order (every view, per
#      file and procedure, and the measured counts of an import);
#   2. every table of the schema (sqlite_master) is merged: it holds the
#      rows of every shard, and the shards have some of each (the daxpy
#      run's counts made rows of the counts tables, as a run stored before
#      schema version 10 holds them);
#   3. merging again, or a shard twice, copies nothing (the dump is the
#      same); into a database with runs of its own, ids follow them; runs
#      storing into it meanwhile are all kept;
#   4. inputs refused, OUT left byte for byte as it was: not a database,
#      another application's, an older schema version (until `merge IN`
#      brings it up to date), a damaged one, OUT itself, a missing one; a
#      merge that fails midway (ulimit -f); a merge killed (kill -9) at
#      several points leaves OUT as before or wholly merged.
# Prints FAIL lines and exits 1 when anything is wrong.
cd "$(dirname "$0")/../.." || exit 2
predict=${IA64P:-./ia64-predict}
case $predict in /*) ;; *) predict=$(pwd)/$predict ;; esac
corpus=${IA64P_CORPUS:-../shared/corpus}
out=tests/out/merge
rm -rf "$out"
mkdir -p "$out"
status=0
fail() { echo "FAIL: tests/db/merge.sh: $*"; status=1; }
[ -d "$corpus/glibc" ] || { fail "no corpus at $corpus (set IA64P_CORPUS)"; exit 1; }

# ---- 0. the recipe's lines as docs/shards.md writes them ----
# its split and its loop for one machine, run in $out/recipe on ten glibc
# files with ia64-predict on the PATH; the file counts as one database's
mkdir -p "$out/recipe/tmp" "$out/recipe/bin"
ln -s "$predict" "$out/recipe/bin/ia64-predict"
abs_corpus=$(cd "$corpus" && pwd)
for f in memcpy memset strlen strchr memchr strcmp memmove strcpy strncmp memccpy; do
	echo "$abs_corpus/glibc/$f.s"
done >"$out/recipe/files.txt"
awk '/^    split -n / { sub(/^    /, ""); print; exit }' docs/shards.md >"$out/recipe/split.sh"
awk '/^On one machine, every shard at once/ { on = 1; next }
	on && /^    / { sub(/^    /, ""); print; seen = 1; next }
	on && seen && !/^$/ { exit }' docs/shards.md >"$out/recipe/shards.sh"
grep -q 'split -n r/8' "$out/recipe/split.sh" && grep -q '^wait$' "$out/recipe/shards.sh" ||
	fail "docs/shards.md: no split line or no loop for one machine"
(
	cd "$out/recipe" || exit 1
	export PATH="$(pwd)/bin:$PATH" TMPDIR="$(pwd)/tmp"
	sh -e split.sh && sh -e shards.sh && ia64-predict merge all.db shard-??.db >merge.out &&
	while read -r f; do ia64-predict --db=single.db "$f" >/dev/null || exit 1; done <files.txt
) || fail "the recipe of docs/shards.md failed"
q="SELECT file, event, count FROM v_file_events ORDER BY 1, 2"
[ "$(ls "$out"/recipe/shard-??.db | wc -l)" = 8 ] || fail "the recipe made $(ls "$out"/recipe/shard-??.db | wc -l) shard databases, not 8"
[ -n "$(sqlite3 -batch "$out/recipe/all.db" "$q")" ] &&
	[ "$(sqlite3 -batch "$out/recipe/all.db" "$q")" = "$(sqlite3 -batch "$out/recipe/single.db" "$q")" ] ||
	fail "the recipe's merged database counts otherwise than one database"

# ---- 1. the recipe: split, one database per shard, merge ----
# one job a line: the arguments of one run; qualification settings and an
# LLVM-MCA region, so that every table gets rows
{
	echo "--irange=daxpy examples/daxpy.s"
	echo "tests/db/kernels.s"
	echo "tests/views/06_region_sources.s"
	for f in memcpy memset strlen strchr memchr strcmp memmove fpu_e_exp fpu_s_floor \
		fpu_e_sqrt; do
		echo "$corpus/glibc/$f.s"
	done
} >"$out/jobs"
# measured counts of daxpy, as pfmon prints them
printf '   1,684,000 CPU_OP_CYCLES_ALL\n   5,012,000 IA64_INST_RETIRED_THIS\n' >"$out/daxpy.pfmon"

# run_jobs DB JOBS: every job of the list into DB, in order
run_jobs() {
	while read -r args; do
		# shellcheck disable=SC2086
		"$predict" --db="$1" $args >/dev/null 2>&1 || echo "FAIL: tests/db/merge.sh: $args into $1"
	done <"$2"
}
# the daxpy run of DB gets the measured counts
import_daxpy() {
	run=$(sqlite3 -batch "$1" "SELECT run_id FROM files WHERE path = 'examples/daxpy.s'")
	[ -z "$run" ] || "$predict" import --db="$1" --run="$run" --calls=1000 \
		"$out/daxpy.pfmon" >/dev/null || fail "import into $1"
}

# the daxpy run of DB as a run stored before schema version 10 holds its
# counts: rows of the counts tables, no sets of counts
legacy_daxpy() {
	in_daxpy="file_id IN (SELECT file_id FROM legacy)"
	sqlite3 -bail -batch "$1" "
		CREATE TEMP TABLE legacy AS SELECT file_id, run_id FROM files
			WHERE path = 'examples/daxpy.s';
		INSERT INTO file_counts SELECT * FROM v_file_counts WHERE value <> 0 AND $in_daxpy;
		INSERT INTO proc_counts SELECT c.* FROM v_proc_counts c JOIN procedures
			USING (proc_id) WHERE value <> 0 AND $in_daxpy;
		INSERT INTO proc_counts_inclusive SELECT c.* FROM v_proc_counts_inclusive c
			JOIN procedures USING (proc_id) WHERE value <> 0 AND $in_daxpy;
		INSERT INTO loop_counts SELECT c.* FROM v_loop_counts c JOIN loops USING (loop_id)
			WHERE value <> 0 AND $in_daxpy;
		INSERT INTO block_counts SELECT c.* FROM v_block_counts c JOIN blocks USING (block_id)
			WHERE value <> 0 AND $in_daxpy;
		INSERT INTO insn_counts SELECT c.* FROM v_insn_counts c JOIN instructions
			USING (insn_id) WHERE value <> 0 AND $in_daxpy;
		UPDATE files SET counts_set = NULL WHERE $in_daxpy;
		UPDATE procedures SET counts_set = NULL, counts_set_inclusive = NULL WHERE $in_daxpy;
		UPDATE loops SET counts_set = NULL WHERE $in_daxpy;
		UPDATE blocks SET counts_set = NULL WHERE $in_daxpy;
		UPDATE insn_rows SET counts_set = NULL WHERE bundle_id IN
			(SELECT bundle_id FROM bundles WHERE $in_daxpy);
		DELETE FROM count_set_values WHERE set_id IN (SELECT set_id FROM count_sets
			WHERE run_id IN (SELECT run_id FROM legacy));
		DELETE FROM count_sets WHERE run_id IN (SELECT run_id FROM legacy);" ||
		fail "daxpy's counts as rows in $1"
}

run_jobs "$out/single.db" "$out/jobs" >"$out/single.log"
import_daxpy "$out/single.db"
legacy_daxpy "$out/single.db"
split -n r/3 -d "$out/jobs" "$out/shard-"
for s in "$out"/shard-0?; do
	run_jobs "$s.db" "$s" >"$s.log" &
done
wait
cat "$out"/*.log | grep . && status=1
for s in "$out"/shard-0?.db; do import_daxpy "$s"; legacy_daxpy "$s"; done
"$predict" merge "$out/all.db" "$out"/shard-0?.db >"$out/merge.out" 2>&1 || fail "merge: $(cat "$out/merge.out")"
jobs=$(wc -l <"$out/jobs")
grep -qx "$out/all.db: $jobs runs merged (runs 1 to $jobs), 0 already there" "$out/merge.out" ||
	fail "merge said: $(cat "$out/merge.out")"

# the same answers, run ids and row ids aside
views="SELECT file, event, count FROM v_file_events ORDER BY 1, 2;
SELECT file, procedure, block, event, count FROM v_events ORDER BY 1, 2, 3, 4;
SELECT file, procedure, header, event, count FROM v_loop_events ORDER BY 1, 2, 3, 4;
SELECT file, procedure, block, offset, slot, event, count FROM v_instruction_events ORDER BY 1, 2, 3, 4, 5, 6;
SELECT file, procedure, header, trip_count, cycles_per_iteration, bound, kind, depth, period, cycles,
       trip_source, offset, bundles, instructions FROM v_loops ORDER BY 1, 2, 3;
SELECT file, procedure, block, section, offset, slot, template, unit, port, encoding, text, line,
       mnemonic, is_nop, generated, stop_after, issue_cycle, loop FROM v_instructions ORDER BY 1, 5, 6;
SELECT f.path, p.name, p.cycles, p.cycles_inclusive FROM procedures p JOIN files f USING (file_id) ORDER BY 1, 2;
SELECT f.path, r.name, r.value FROM run_params r JOIN files f USING (run_id) ORDER BY 1, 2;
SELECT f.path, s.position, s.name, s.value FROM run_settings s JOIN files f USING (run_id) ORDER BY 1, 2;
SELECT f.path, r.name, r.cycles_per_iteration FROM regions r JOIN files f USING (file_id) ORDER BY 1, 2;
SELECT f.path, l.header, c.position, i.text, c.reg, c.stall_cycles FROM loop_chain c
       JOIN loops l USING (loop_id) JOIN instructions i USING (insn_id) JOIN files f ON f.file_id = l.file_id ORDER BY 1, 2, 3;
SELECT procedure, event, predicted, measured, ratio FROM v_measured_vs_predicted ORDER BY 1, 2;"
sqlite3 -bail -batch "$out/single.db" "$views" >"$out/single.views" 2>&1 || fail "views on single.db"
sqlite3 -bail -batch "$out/all.db" "$views" >"$out/all.views" 2>&1 || fail "views on all.db"
[ "$(grep -c . "$out/all.views")" -gt 1000 ] || fail "the views hold too little: $(head -3 "$out/all.views")"
cmp -s "$out/single.views" "$out/all.views" ||
	fail "the merged database answers otherwise than one database: $(diff "$out/single.views" "$out/all.views" | head -5)"
grep -q '^|CPU_OP_CYCLES.ALL|' "$out/all.views" || fail "no measured count in the merged database"

# ---- 2. every table of the schema merged ----
tables=$(sqlite3 -batch "$out/all.db" "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
for t in $tables; do
	case $t in
	schema_version|sqlite_sequence|events) continue ;;	# the database's own
	esac
	got=$(sqlite3 -batch "$out/all.db" "SELECT count(*) FROM \"$t\"")
	want=0
	for s in "$out"/shard-0?.db; do
		want=$((want + $(sqlite3 -batch "$s" "SELECT count(*) FROM \"$t\"")))
	done
	[ "$want" -gt 0 ] || fail "table $t: the shards hold no row of it; the test must give it some"
	[ "$got" = "$want" ] || fail "table $t: $got rows merged, the shards hold $want"
done
sqlite3 -batch "$out/all.db" "PRAGMA foreign_key_check" | grep . && fail "references broken after the merge"

# ---- 3. merging again copies nothing ----
sqlite3 -batch "$out/all.db" .dump >"$out/all.dump"
"$predict" merge "$out/all.db" "$out"/shard-0?.db "$out/shard-00.db" >"$out/again.out" 2>&1 ||
	fail "merge again: $(cat "$out/again.out")"
grep -qx "$out/all.db: 0 runs merged, $jobs already there" "$out/again.out" ||
	fail "merge again said: $(cat "$out/again.out")"
grep -q "shard-00.db: .*also in an input before it" "$out/again.out" ||
	fail "a shard given twice is not said to be: $(cat "$out/again.out")"
sqlite3 -batch "$out/all.db" .dump | cmp -s - "$out/all.dump" || fail "merging again changed the database"
# into a database that holds runs of its own: ids follow them
"$predict" --db="$out/mixed.db" examples/daxpy.s >/dev/null || fail "a run into mixed.db"
"$predict" merge "$out/mixed.db" "$out/shard-01.db" >"$out/mixed.out" 2>&1 || fail "merge into mixed.db"
n1=$(wc -l <"$out/shard-01")
grep -qx "$out/mixed.db: $n1 runs merged (runs 2 to $((n1 + 1))), 0 already there" "$out/mixed.out" ||
	fail "merge into mixed.db said: $(cat "$out/mixed.out")"
# merging while runs store into the same database: every run there once
pids=
for k in 1 2 3; do
	"$predict" --db="$out/busy.db" examples/daxpy.s >/dev/null &
	pids="$pids $!"
done
"$predict" merge "$out/busy.db" "$out"/shard-0?.db >/dev/null 2>&1 &
pids="$pids $!"
for p in $pids; do wait "$p" || fail "a run or the merge into busy.db failed"; done
[ "$(sqlite3 -batch "$out/busy.db" "SELECT count(*), count(DISTINCT run_uuid) FROM runs")" = \
	"$((jobs + 3))|$((jobs + 3))" ] || fail "busy.db does not hold every run once"

# ---- 4. inputs refused, OUT unchanged ----
guard="$out/all.db"
. tests/db/refused.sh
printf 'not a database\n' >"$out/text.db"
refused "a text file" "not an SQLite database" merge "$out/all.db" "$out/shard-00.db" "$out/text.db"
sqlite3 "$out/other.db" "CREATE TABLE t (x); INSERT INTO t VALUES (1)"
refused "another application's database" "not an ia64-predict database" merge \
	"$out/all.db" "$out/other.db"
refused "a missing input" "No such file" merge "$out/all.db" "$out/nosuch.db"
refused "OUT as an input" "cannot be one of the inputs" merge "$out/all.db" "$out/all.db"
"$predict" merge "$out/new.db" "$out/shard-00.db" "$out/text.db" >/dev/null 2>&1 &&
	fail "a merge into a new database with a bad input succeeded"
[ ! -e "$out/new.db" ] || fail "a refused merge left the new database it was to create"
# a database at schema version 5, with one run
awk '/^-- @migration 6/ { exit } { print }' db/schema.sql >"$out/v5.sql"
{
	cat "$out/v5.sql"
	for v in 1 2 3 4 5; do echo "INSERT INTO schema_version VALUES ($v, '2026-01-01T00:00:00Z');"; done
	echo "INSERT INTO runs (started, command_line, cpu, tool_version)
	      VALUES ('2026-01-01T00:00:00Z', 'ia64-predict old.s', 'montecito', '0.0.9');"
} | sqlite3 -bail "$out/v5.db" || fail "cannot build a version-5 database"
cp "$out/v5.db" "$out/v5.copy"
latest=$(grep -c '^-- @migration ' db/schema.sql)
refused "an older schema" "schema version 5, older than this ia64-predict's" merge "$out/all.db" "$out/v5.db"
cmp -s "$out/v5.db" "$out/v5.copy" || fail "the refused version-5 input changed"
"$predict" merge "$out/v5.db" >/dev/null 2>&1 || fail "merge v5.db: no update"
[ "$(sqlite3 "$out/v5.db" "SELECT (SELECT max(version) FROM schema_version),
				    (SELECT count(run_uuid) FROM runs)")" = "$latest|1" ] ||
	fail "merge v5.db did not bring it to version $latest with a run_uuid"
"$predict" merge "$out/all.db" "$out/v5.db" >"$out/v5.out" 2>&1 && grep -q "1 run merged" "$out/v5.out" ||
	fail "the updated version-5 database does not merge: $(cat "$out/v5.out")"
sqlite3 -batch "$out/all.db" .dump >"$out/all.dump"
# damaged in the middle: a page of zeros
cp "$out/shard-00.db" "$out/damaged.db"
sqlite3 "$out/damaged.db" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE" >/dev/null
size=$(wc -c <"$out/damaged.db")
dd if=/dev/zero of="$out/damaged.db" bs=4096 seek=$((size / 4096 / 2)) count=1 conv=notrunc 2>/dev/null
refused "a damaged input" "damaged" merge "$out/all.db" "$out/damaged.db"
# a merge that fails midway: the file-size limit stops the write
"$predict" --db="$out/big.db" "$corpus/glibc/memcpy.s" >/dev/null
cp "$out/all.db" "$out/before.db"
( ulimit -f 64 && exec "$predict" merge "$out/all.db" "$out/big.db" ) >"$out/limit.out" 2>&1 &&
	fail "a merge over ulimit -f succeeded"
sqlite3 -batch "$out/all.db" .dump | cmp -s - "$out/all.dump" || fail "a merge that failed midway changed all.db"
# killed at some point of the merge: all of it or nothing
cp "$out/mixed.db" "$out/kill-base.db"
sqlite3 -batch "$out/kill-base.db" .dump >"$out/kill-base.dump"
cp "$out/kill-base.db" "$out/kill-full.db"
"$predict" merge "$out/kill-full.db" "$out/all.db" >/dev/null || fail "merge into kill-full.db"
sqlite3 -batch "$out/kill-full.db" .dump >"$out/kill-full.dump"
for delay in 0.05 0.1 0.13 0.16 0.19 0.22 0.4; do
	rm -f "$out/kill.db" "$out/kill.db-wal" "$out/kill.db-shm"
	cp "$out/kill-base.db" "$out/kill.db"
	"$predict" merge "$out/kill.db" "$out/all.db" >/dev/null 2>&1 &
	pid=$!
	sleep $delay
	kill -9 $pid 2>/dev/null
	wait $pid 2>/dev/null
	sqlite3 -batch "$out/kill.db" .dump >"$out/kill.dump"
	cmp -s "$out/kill.dump" "$out/kill-base.dump" || cmp -s "$out/kill.dump" "$out/kill-full.dump" ||
		fail "a merge killed after $delay s left a database neither as before nor merged"
done

exit $status
