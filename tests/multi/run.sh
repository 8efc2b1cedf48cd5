#!/bin/sh
# tests/multi/run.sh - a run of many files: ia64-predict FILE.s... DIR...
# @LIST, on real code of the corpus.
#   1. files, a directory and an @LIST into one database: one run, a files
#      row per file in the order given (a directory's files in byte order
#      of their paths), each file's counts and loops equal to a run of that
#      file alone; the report is the files' reports one after the other;
#   2. -j1 and -j3: the same report (text and JSON), messages and database
#      rows but for the runs' and the migrations' (their times); the same
#      report and database when TMPDIR cannot be written (the files'
#      reports and rows then wait in memory rather than in TMPDIR);
#   3. a file with errors among good ones: its located error, the others
#      stored, exit status 1, the JSON's "failed" names it; a file named
#      twice analysed once; @- reads the list from standard input;
#   4. the progress bar on a terminal (under script(1), where it is), not
#      on a pipe; the summary line on both;
#   5. what is refused: '-' among many, a bad -j, a directory without .s
#      files.
# Prints "multi: N passed, N failed" and exits non-zero on a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
case $corpus in /*) ;; *) corpus=$here/$corpus ;; esac
g=$corpus/glibc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
no() { echo "FAIL multi: $*"; fail=$((fail + 1)); }
# same NAME FILE1 FILE2: the two files are equal
same() {
	if cmp -s "$2" "$3"; then ok; else no "$1"; diff "$2" "$3" | head -n 5; fi
}
q() { sqlite3 -batch "$@"; }
if [ ! -d "$g" ]; then
	echo "FAIL multi: no corpus at $corpus (set IA64P_CORPUS)"
	exit 1
fi
cd "$tmp" || exit 2

# ---- 1. files, a directory and a list into one run ----
mkdir -p lib/sub lib/b
cp "$g/strchr.s" lib/b/strchr.s
cp "$g/fpu_e_exp.s" lib/sub/exp.s
cp "$g/memcpy.s" lib/a.s
echo "not assembly" >lib/README
printf '%s\n' "$g/strlen.s" "" "$g/fpu_s_libm_scalbnl.s" >list.txt
"$tool" --db=m.db "$g/memset.s" lib @list.txt >m.txt 2>m.err
[ $? -eq 0 ] && ok || no "a good run of many exits $?"
order="$g/memset.s lib/a.s lib/b/strchr.s lib/sub/exp.s $g/strlen.s $g/fpu_s_libm_scalbnl.s"
[ "$(q m.db "SELECT count(*) FROM runs")" = 1 ] && ok || no "not one run"
[ "$(q m.db "SELECT group_concat(path, ' ') FROM (SELECT path FROM files WHERE run_id = 1
	ORDER BY file_id)")" = "$order" ] && ok || no "the files rows: $(q m.db "SELECT path FROM files")"
grep -q "^ia64-predict: 6 files, 6 analysed ([1-9][0-9]* procedures, [1-9][0-9]* loops), 0 with errors; run 1 in m.db$" m.err &&
	ok || no "the summary: $(tail -n 1 m.err)"
# each file alone, as a run of its own
: >alone.txt
for f in $order; do
	"$tool" --db=alone.db "$f" >>alone.txt 2>/dev/null || no "$f alone"
	[ "$f" = "$g/fpu_s_libm_scalbnl.s" ] || echo >>alone.txt
done
same "the report is each file's in order" alone.txt m.txt
[ "$(q alone.db "SELECT count(*) FROM runs")" = 6 ] && ok || no "six runs of one file"
for v in "file, event, count FROM v_file_events" \
	"file, procedure, header, trip_count, cycles_per_iteration, bound, cycles FROM v_loops"; do
	q m.db "SELECT $v ORDER BY 1, 2, 3" >m.rows
	q alone.db "SELECT $v ORDER BY 1, 2, 3" >alone.rows
	[ -s m.rows ] && ok || no "no rows: SELECT $v"
	same "SELECT $v: the run of many and the runs of one differ" alone.rows m.rows
done

# ---- 2. -j1 and -j3 ----
for j in 1 3; do
	mkdir "j$j"
	(cd "j$j" && "$tool" -j "$j" --db=x.db "$g/memset.s" ../lib @../list.txt >out.txt 2>err.txt &&
		"$tool" --jobs=$j --no-db --format=json "$g/memset.s" ../lib @../list.txt \
			>out.json 2>/dev/null) || no "-j$j exits $?"
	q "j$j/x.db" .dump | grep -v "^INSERT INTO \(runs\|schema_version\) " >"j$j/dump.sql"
done
same "-j1 and -j3: the reports" j1/out.txt j3/out.txt
same "-j1 and -j3: the JSON" j1/out.json j3/out.json
same "-j1 and -j3: the messages" j1/err.txt j3/err.txt
same "-j1 and -j3: the database" j1/dump.sql j3/dump.sql
grep -q '"failed": \[\]}$' j1/out.json && ok || no "the JSON has no empty \"failed\""
(cd j3 && TMPDIR=nodir "$tool" -j 3 --db=y.db "$g/memset.s" ../lib @../list.txt >nospool.txt \
	2>/dev/null && TMPDIR=nodir "$tool" -j 3 --no-db --format=json "$g/memset.s" ../lib \
	@../list.txt >nospool.json 2>/dev/null) || no "TMPDIR unwritable: exits $?"
same "TMPDIR unwritable: the report" j3/out.txt j3/nospool.txt
same "TMPDIR unwritable: the JSON" j3/out.json j3/nospool.json
# the files' rows spooled (x.db) or kept in memory (y.db): the same rows
q j3/y.db .dump | grep -v "^INSERT INTO \(runs\|schema_version\) " >j3/nospool.sql
same "TMPDIR unwritable: the database" j3/dump.sql j3/nospool.sql

# ---- 3. a file with errors, a file named twice, @- ----
printf '\t.text\n\tnop.m 0\n\tfrob r1\n' >bad.s
printf '%s\n' "$g/strlen.s" bad.s "$g/strlen.s" lib/a.s | "$tool" --db=bad.db @- lib/a.s \
	>bad.txt 2>bad.err
status=$?
[ $status -eq 1 ] && ok || no "a file with errors: exit $status, wanted 1"
grep -q "^bad.s:3:2: error: unknown instruction 'frob'$" bad.err && ok || no "no located error: $(cat bad.err)"
[ "$(q bad.db "SELECT group_concat(path, ' ') FROM files")" = "$g/strlen.s lib/a.s" ] && ok ||
	no "stored: $(q bad.db "SELECT path FROM files")"
grep -q "^ia64-predict: 3 files, 2 analysed (.*), 1 with errors; run 1 in bad.db$" bad.err && ok ||
	no "the summary: $(tail -n 1 bad.err)"
"$tool" --no-db --format=json "$g/strlen.s" bad.s >bad.json 2>/dev/null
grep -q '"failed": \["bad.s"\]}$' bad.json && ok || no "the JSON's failed: $(tail -c 80 bad.json)"
"$tool" --db=none.db bad.s bad.s lib/README >/dev/null 2>none.err
[ $? -eq 1 ] && [ ! -e none.db ] && ok || no "no file analysed: exit status or a database left"
grep -q "0 analysed .*nothing stored$" none.err && ok || no "nothing analysed: $(tail -n 1 none.err)"

# --trip and --assume: a warning only when no file has the loop or the
# procedure
"$tool" --no-db --trip=.l0=7 --trip=.nosuch=3 --assume=memcpy:in2=64 --assume=nosuch:in0=1 \
	"$g/memcpy.s" "$g/strlen.s" >/dev/null 2>trip.err
grep "warning: --" trip.err >trip.got
printf '%s\n' "ia64-predict: warning: --trip .nosuch: no loop has that header label" \
	"ia64-predict: warning: --assume: no procedure named nosuch" >trip.want
same "--trip and --assume warnings of a run of many" trip.want trip.got
# -o: the report of many into a file, one JSON document
"$tool" --no-db --format=json -o many.json "$g/strlen.s" lib 2>/dev/null &&
	perl -MJSON::PP -e 'local $/; my $j = decode_json(<STDIN>);
		exit !(@{$j->{files}} == 4 && @{$j->{failed}} == 0 &&
		       $j->{files}[0]{path} =~ m{/strlen\.s$} && $j->{files}[1]{path} eq "lib/a.s")' \
		<many.json && ok || no "-o many.json: not one JSON document of the 4 files in order"

# ---- 4. the progress bar: on a terminal only ----
if script -qc true /dev/null >/dev/null 2>&1; then
	script -qc "'$tool' -j2 --no-db '$g/memset.s' lib >/dev/null" /dev/null >pty.txt
	grep -q "files, [0-9]* bundles/s, .* left" pty.txt && ok || no "no progress bar on a terminal"
	grep -q "4 files, 4 analysed" pty.txt && ok || no "no summary on a terminal"
else
	echo "note: tests/multi/run.sh: script(1) is missing; the bar on a terminal is not checked"
fi
"$tool" -j2 --no-db "$g/memset.s" lib >/dev/null 2>pipe.err
if grep -q "bundles/s" pipe.err || [ "$(tr -cd '\r' <pipe.err | wc -c)" != 0 ]; then
	no "a progress bar on a pipe"
else
	ok
fi

# ---- 5. refused ----
# check NAME WANT_STATUS PATTERN COMMAND...
check() {
	name=$1 want=$2 pattern=$3
	shift 3
	"$@" >out 2>err
	status=$?
	if [ $status -ne "$want" ]; then
		no "$name: exit $status, wanted $want"
	elif ! grep -q -e "$pattern" out err; then
		no "$name: no '$pattern' in: $(cat err)"
	else
		ok
	fi
}
check "'-' among many" 2 "'-' (standard input) can only be the one file" "$tool" --no-db lib -
check "-j 0" 2 "-j takes a number of worker processes from 1 to 4096, not '0'" "$tool" -j 0 lib
check "-jx" 2 "not 'x'" "$tool" -jx lib
check "--jobs without a value" 2 "requires an argument" "$tool" lib --jobs
mkdir empty
check "a directory without .s files" 1 "warning: empty: no .s file in it" "$tool" --no-db empty
check "no file at all" 1 "no file to analyse" "$tool" --no-db empty
check "a list that is missing" 1 "@nolist.txt: cannot read: No such file" "$tool" --no-db @nolist.txt "$g/strlen.s"
check "runs refuses -j" 2 "option of a prediction" "$tool" runs --db=m.db -j2

echo "multi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
