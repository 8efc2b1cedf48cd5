#!/bin/sh
# tests/db/faults.sh - the database under faults and files that are not
# what they seem (docs/queries.md, "When a run cannot be stored").
#
# Every fault is checked for: a non-zero exit status, a message naming the
# database, the file byte for byte as it was (cmp against a copy), and no
# new file in its directory.  The faults:
#   1. files that are not ia64-predict databases: 1 byte, text, another
#      application's SQLite database, ours with another application_id,
#      an unknown and a future schema version, a directory;
#   2. a database damaged in the middle (PRAGMA quick_check);
#   3. an empty database name and :memory:;
#   4. long paths: 3000 bytes work, past PATH_MAX a clear error;
#   5. a full disk (a small tmpfs; root only, else SKIP) and a file-size
#      limit (ulimit -f, EFBIG), on a new and on an existing database;
#   6. kill -9 at random points of a run (the seed is printed);
#   7. a report that cannot be written (closed or read-only standard
#      output): nothing stored;
#   8. the reading commands (runs, diff --db) never create or change a
#      file.
# Prints FAIL lines and exits 1 when anything is wrong.
cd "$(dirname "$0")/../.." || exit 2
here=$(pwd)
predict=${IA64P:-./ia64-predict}
case $predict in /*) ;; *) predict=$here/$predict ;; esac
out=tests/out/faults
rm -rf "$out"
mkdir -p "$out/scratch"
t=$out/scratch		# the test's own files, outside the directories checked
status=0
fail() { echo "FAIL: tests/db/faults.sh: $*"; status=1; }
src=examples/daxpy.s

# a file of 3000 instructions, for runs long enough to be hurt midway
awk 'BEGIN {
	print "\t.text"
	for (p = 0; p < 100; p++) {
		printf "\t.global f%d\n\t.proc f%d\nf%d:\n", p, p, p
		for (k = 0; k < 9; k++)
			print "\tld8 r9 = [r32], 8\n\tadd r8 = r8, r10\n\tfma.d f6 = f7, f8, f6\n\t;;"
		print "\tbr.ret.sptk.many b0\n\t;;"
		printf "\t.endp f%d\n", p
	}
}' >"$out/big.s"

# [limit=BLOCKS] refused WHAT DB WANT [ARGS...]: ia64-predict ARGS
# (default: --db=DB on $src; under ulimit -f BLOCKS) fails, says WANT
# about DB, and leaves DB and its directory as they were
refused() {
	what=$1 file=$2 want=$3
	shift 3
	[ $# -gt 0 ] || set -- --db="$file" "$src"
	dir=$(dirname "$file")
	[ -f "$file" ] && cp "$file" "$t/copy"
	ls -a "$dir" >"$t/before.ls"
	if [ -n "$limit" ]; then
		( ulimit -f "$limit" && exec "$predict" "$@" ) >/dev/null 2>"$t/err"
	else
		"$predict" "$@" >/dev/null 2>"$t/err"
	fi
	rc=$?
	[ $rc -ne 0 ] || fail "$what: exit status 0"
	grep -qF -- "$file" "$t/err" || fail "$what: the message does not name $file: $(cat "$t/err")"
	grep -qF -- "$want" "$t/err" || fail "$what: no '$want' in: $(cat "$t/err")"
	if [ -f "$file" ]; then
		cmp -s "$file" "$t/copy" || fail "$what: $file changed"
	fi
	ls -a "$dir" | cmp -s - "$t/before.ls" ||
		fail "$what: files appeared or went: $(ls -a "$dir" | diff "$t/before.ls" - | grep '^[<>]')"
}

# a good database, two runs
good=$out/good.db
"$predict" --db="$good" examples/daxpy.s >/dev/null && "$predict" --db="$good" "$out/big.s" >/dev/null ||
	fail "cannot build $good"

# ---- 1. not ia64-predict databases ----
printf x >"$out/one.db"
refused "a 1-byte file" "$out/one.db" "not an SQLite database: 1 byte"
printf 'some notes\nthat are not a database\n' >"$out/text.db"
refused "a text file" "$out/text.db" "not an SQLite database"
sqlite3 "$out/other.db" "CREATE TABLE t (x); INSERT INTO t VALUES (1)"
refused "another SQLite database" "$out/other.db" "no schema_version"
cp "$good" "$out/appid.db"
sqlite3 "$out/appid.db" "PRAGMA application_id = 7"
refused "another application_id" "$out/appid.db" "application_id is 0x00000007"
cp "$good" "$out/unknown.db"
sqlite3 "$out/unknown.db" "UPDATE schema_version SET version = -1 WHERE version = 1"
refused "an unknown schema version" "$out/unknown.db" "does not hold the versions 1 to N"
cp "$good" "$out/future.db"
sqlite3 "$out/future.db" "INSERT INTO schema_version VALUES (9999, 'later')"
refused "a future schema version" "$out/future.db" "newer ia64-predict (schema version 9999"
mkdir "$out/dir.db"
refused "a directory" "$out/dir.db" "not a regular file"
for f in one text other appid unknown future; do
	refused "runs on $f.db" "$out/$f.db" "$f.db" runs --db="$out/$f.db"
done

# ---- 2. damaged in the middle ----
cp "$good" "$out/damaged.db"
pages=$(( $(wc -c <"$out/damaged.db") / 4096 ))
# a page of the middle overwritten with a pattern (not its first 100
# bytes, so the page type stays)
awk 'BEGIN { for (i = 0; i < 3996; i++) printf "%c", 65 + i % 26 }' >"$t/junk"
dd if="$t/junk" of="$out/damaged.db" bs=1 seek=$(( pages / 2 * 4096 + 100 )) conv=notrunc 2>/dev/null
refused "a damaged page" "$out/damaged.db" "the database is damaged (PRAGMA quick_check"

# ---- 3. no file name ----
"$predict" --db= "$src" >/dev/null 2>"$t/err" && fail "--db= exit status 0"
grep -q "file name" "$t/err" || fail "--db=: $(cat "$t/err")"
( cd "$out" && "$predict" --db=:memory: "$here/$src" >/dev/null 2>"$here/$t/err" ) &&
	fail ":memory: exit status 0"
grep -q ":memory:: SQLite's in-memory database" "$t/err" || fail ":memory:: $(cat "$t/err")"
[ ! -e "$out/:memory:" ] || fail ":memory: made a file"

# ---- 4. long paths ----
long=$out
while [ ${#long} -lt 3000 ]; do
	long=$long/$(printf '%0200d' 0)
done
mkdir -p "$long"
"$predict" --db="$long/l.db" "$src" >/dev/null 2>"$t/err" &&
	"$predict" --db="$long/l.db" "$src" >/dev/null 2>>"$t/err" ||
	fail "a ${#long}-byte path: $(cat "$t/err")"
n=$("$predict" runs --db="$long/l.db" 2>&1 | wc -l)
[ "$n" -eq 2 ] || fail "a ${#long}-byte path: $n runs listed, not 2"
[ "$(ls "$long")" = l.db ] || fail "a ${#long}-byte path: files beside it: $(ls "$long")"
# past PATH_MAX: the OS refuses, and so do we, naming the file
while [ ${#long} -lt 4200 ]; do
	long=$long/$(printf '%0200d' 0)
done
"$predict" --db="$long/l.db" "$src" >/dev/null 2>"$t/err" && fail "a ${#long}-byte path: exit status 0"
grep -q "l.db: .*name too long" "$t/err" || fail "a ${#long}-byte path: $(cat "$t/err")"
rm -rf "$out/0000000000"*

# ---- 5. full disk, file-size limit ----
# a run that does not fit: on a new database nothing is left, on an
# existing one it is as it was
if [ "$(id -u)" = 0 ] && mkdir -p "$out/tmpfs" &&
	mount -t tmpfs -o size=8m ia64p-faults "$out/tmpfs" 2>/dev/null; then
	cp "$good" "$out/tmpfs/full.db"
	# fill all but 64 KiB
	free=$(df -k "$out/tmpfs" | awk 'NR == 2 { print $4 }')
	dd if=/dev/zero of="$out/tmpfs/fill" bs=1k count=$((free - 64)) 2>/dev/null
	refused "a full disk" "$out/tmpfs/full.db" "database or disk is full" \
		--db="$out/tmpfs/full.db" "$out/big.s"
	refused "a full disk, new database" "$out/tmpfs/new.db" "full" \
		--db="$out/tmpfs/new.db" "$out/big.s"
	umount "$out/tmpfs"
else
	echo "SKIP: tests/db/faults.sh: a full disk (needs root to mount a tmpfs)"
fi
cp "$good" "$out/limit.db"
size=$(( $(wc -c <"$out/limit.db") / 1024 + 16 ))
limit=$size refused "ulimit -f $size" "$out/limit.db" "disk I/O error (a write failed)" \
	--db="$out/limit.db" "$out/big.s"
limit=64 refused "ulimit -f 64, new database" "$out/limit-new.db" "disk I/O error" \
	--db="$out/limit-new.db" "$out/big.s"
limit=

# ---- 6. kill -9 at random points ----
# Each run is killed after a random delay within the length of a whole
# run; the database is then as it was, or has the run whole.  The dead
# run's write-ahead log goes with the next run.
seed=${IA64P_SEED:-$(date +%s)}
echo "tests/db/faults.sh: kill -9 seed $seed"
cp "$good" "$out/killed.db"
start=$(date +%s)
"$predict" --db="$out/killed.db" "$out/big.s" >/dev/null || fail "a run to time"
length=$(( ($(date +%s) - start) * 1000 + 500 ))
for k in 1 2 3 4 5 6; do
	cp "$out/killed.db" "$t/copy"
	before=$(sqlite3 -batch "$out/killed.db" "SELECT count(*) FROM runs")
	ms=$(awk -v s="$seed" -v k="$k" -v n="$length" 'BEGIN { srand(s + k); print int(rand() * n) }')
	"$predict" --db="$out/killed.db" "$out/big.s" >/dev/null 2>&1 &
	pid=$!
	sleep "$(awk -v ms="$ms" 'BEGIN { printf "%.3f", ms / 1000 }')"
	kill -9 $pid 2>/dev/null
	wait $pid 2>/dev/null
	after=$("$predict" runs --db="$out/killed.db" 2>&1 | wc -l)
	if cmp -s "$out/killed.db" "$t/copy"; then
		[ "$after" -eq "$before" ] || fail "kill -9 after $ms ms: $after runs, not $before"
	else
		[ "$after" -eq $((before + 1)) ] ||
			fail "kill -9 after $ms ms: the file changed, $after runs (before: $before)"
	fi
	check=$(sqlite3 -batch "$out/killed.db" "PRAGMA quick_check")
	[ "$check" = ok ] || fail "kill -9 after $ms ms: quick_check: $check"
done
"$predict" --db="$out/killed.db" "$src" >/dev/null || fail "a run after the killed ones"
left=$(ls "$out" | grep '^killed\.db.')
[ -z "$left" ] || fail "kill -9: left after the next run: $left"

# ---- 7. a report that cannot be written ----
cp "$good" "$out/report.db"
"$predict" --db="$out/report.db" "$src" >&- 2>"$t/err" && fail "closed standard output: exit 0"
grep -q "standard output is closed; nothing was stored" "$t/err" ||
	fail "closed standard output: $(cat "$t/err")"
cmp -s "$out/report.db" "$good" || fail "closed standard output: the database changed"
"$predict" --db="$out/report.db" "$src" 1<"$src" 2>"$t/err" && fail "read-only standard output: exit 0"
cmp -s "$out/report.db" "$good" || fail "read-only standard output: the database changed"
"$predict" --db="$out/report-new.db" "$src" >&- 2>/dev/null
[ ! -e "$out/report-new.db" ] || fail "closed standard output: a database was created"
# a report to a file that cannot be written: nothing stored either
"$predict" --db="$out/report.db" -o "$out/no/such/dir/r.txt" "$src" 2>"$t/err" &&
	fail "-o into a missing directory: exit 0"
grep -q "r.txt: cannot write" "$t/err" || fail "-o into a missing directory: $(cat "$t/err")"
cmp -s "$out/report.db" "$good" || fail "-o into a missing directory: the database changed"
# a full disk on standard output, found when writing: the run is stored
# and the exit status says the report is lost
if [ -w /dev/full ]; then
	"$predict" --db="$out/report.db" "$src" >/dev/full 2>"$t/err" && fail "/dev/full: exit 0"
	grep -q "stored in $out/report.db all the same" "$t/err" || fail "/dev/full: $(cat "$t/err")"
fi

# ---- 8. reading creates and changes nothing ----
ls -a "$out" >"$t/before.ls"
"$predict" runs --db="$out/missing.db" >/dev/null 2>&1 && fail "runs on a missing database: exit 0"
"$predict" diff --db="$out/missing.db" 1 2 >/dev/null 2>&1 && fail "diff --db on a missing database: exit 0"
cp "$good" "$t/copy"
"$predict" runs --db="$good" >/dev/null || fail "runs on $good"
"$predict" diff --db="$good" 1 2 >/dev/null || fail "diff --db on $good"
cmp -s "$good" "$t/copy" || fail "reading changed $good"
ls -a "$out" | cmp -s - "$t/before.ls" ||
	fail "reading made files: $(ls -a "$out" | diff "$t/before.ls" - | grep '^[<>]')"

exit $status
