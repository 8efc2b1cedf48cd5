#!/bin/sh
# tests/db/concurrent.sh [WRITERS [INSTRUCTIONS]] - runs writing one
# database at the same time all succeed, each stored exactly once.
#
# WRITERS runs (default 32) start together, each on its own copy of a
# generated file of about INSTRUCTIONS instructions (default 600: in the
# sanitized build each run then takes about a second, long enough for the
# runs to queue for the write lock, and the test well under a minute on 2
# cores; `make check-long` runs 32 writers of 100000).  Meanwhile
# `ia64-predict runs` reads the database over and over, and must never
# fail.  Then: every run exited 0, the database holds WRITERS runs with
# distinct ids, each copy's path in exactly one of them with all its
# instructions, and PRAGMA quick_check finds it sound; no file beside it
# is left.  Prints FAIL lines and exits 1 when anything is wrong.
cd "$(dirname "$0")/../.." || exit 2
predict=${IA64P:-./ia64-predict}
writers=${1:-32}
insns=${2:-600}
out=tests/out/concurrent-$writers-$insns
rm -rf "$out"
mkdir -p "$out"
db=$out/c.db
status=0
fail() { echo "FAIL: tests/db/concurrent.sh: $*"; status=1; }

# procedures of 30 instructions, each a counted loop of 27 and a return
awk -v n="$insns" 'BEGIN {
	print "\t.text"
	for (p = 0; p * 30 < n; p++) {
		printf "\t.global f%d\n\t.proc f%d\nf%d:\n", p, p, p
		print "\tmov ar.lc = 99"
		print "\tmov r8 = r0"
		print "\t;;"
		printf ".Ll%d:\n", p
		for (k = 0; k < 9; k++) {
			print "\tld8 r9 = [r32], 8"
			print "\tadd r8 = r8, r10"
			print "\tfma.d f6 = f7, f8, f6"
			print "\t;;"
		}
		printf "\tbr.cloop.sptk.few .Ll%d\n", p
		print "\t;;"
		print "\tbr.ret.sptk.many b0"
		printf "\t.endp f%d\n", p
	}
}' >"$out/w.s"
k=1
while [ $k -le "$writers" ]; do
	cp "$out/w.s" "$out/w$k.s"
	k=$((k + 1))
done
want=$("$predict" list "$out/w.s" | grep -vc '^section ')

# the readers: until the writers are done (the file appears), list the runs
(
	n=0
	until [ -e "$out/done" ]; do
		if [ -e "$db" ] && ! "$predict" runs --db="$db" >/dev/null 2>"$out/reader.err"; then
			# a database still being created by the first run is empty
			grep -q 'it is empty' "$out/reader.err" ||
				{ echo "reader: $(cat "$out/reader.err")" >>"$out/readers.log"; }
		fi
		n=$((n + 1))
		sleep 0.1 2>/dev/null || sleep 1
	done
	echo "$n" >"$out/reads"
) &
reader=$!

start=$(date +%s)
pids=
k=1
while [ $k -le "$writers" ]; do
	"$predict" --db="$db" "$out/w$k.s" >/dev/null 2>"$out/w$k.err" &
	pids="$pids $!"
	k=$((k + 1))
done
k=1
for p in $pids; do
	wait "$p" || fail "writer $k failed: $(cat "$out/w$k.err")"
	k=$((k + 1))
done
touch "$out/done"
wait "$reader"
end=$(date +%s)
[ -s "$out/readers.log" ] && fail "a reader failed while runs were written:
$(sort -u "$out/readers.log")"

got=$(sqlite3 -batch "$db" "SELECT count(*), count(DISTINCT run_id) FROM runs")
[ "$got" = "$writers|$writers" ] || fail "runs stored: want $writers|$writers, got '$got'"
# each copy in exactly one run, with all its instructions
bad=$(sqlite3 -batch "$db" "
	SELECT f.path, count(DISTINCT f.run_id), count(i.insn_id)
	FROM files f LEFT JOIN instructions i USING (file_id)
	GROUP BY f.path HAVING count(DISTINCT f.run_id) != 1 OR count(i.insn_id) != $want")
[ -z "$bad" ] || fail "files not stored exactly once with $want instructions: $bad"
paths=$(sqlite3 -batch "$db" "SELECT count(DISTINCT path) FROM files")
[ "$paths" = "$writers" ] || fail "$paths distinct files stored, not $writers"
check=$(sqlite3 -batch "$db" "PRAGMA quick_check")
[ "$check" = ok ] || fail "quick_check: $check"
left=$(ls "$out" | grep '^c\.db.' )
[ -z "$left" ] || fail "files left beside the database: $left"
echo "tests/db/concurrent.sh: $writers writers of $want instructions in $((end - start)) s," \
	"$(cat "$out/reads") reads meanwhile"
exit $status
