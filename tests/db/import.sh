#!/bin/sh
# tests/db/import.sh - `ia64-predict import` and v_measured_vs_predicted:
#   1. the reader on pfmon's and perf's text output (tests/db/import/*.txt,
#      written in their formats): what --dry-run prints, and the located
#      errors, against tests/db/import/*.want (--update rewrites them);
#   2. counts stored next to a run (--run, the newest by default, --calls,
#      --symbol, a profile with --event and --period), and the view's
#      predicted, measured and ratio against the counts stored by the run;
#   3. what is refused leaves the database byte for byte as it was: a bad
#      file among good ones, a run that is not there, a database that is
#      missing or not ia64-predict's.
# Prints FAIL lines and exits 1 when anything is wrong.
cd "$(dirname "$0")/../.." || exit 2
predict=${IA64P:-./ia64-predict}
here=tests/db/import
out=tests/out/import
update=0
[ "$1" = --update ] && update=1
rm -rf "$out"
mkdir -p "$out"
status=0
fail() { echo "FAIL: tests/db/import.sh: $*"; status=1; }

# ---- 1. the reader ----
# golden NAME [OPTION]...: import --dry-run OPTIONS NAME.txt, its output
# and exit status against NAME[.CASE].want
golden() {
	name=$1
	shift
	want=$here/$name.want
	[ $# -gt 0 ] && want=$here/$name.$(echo "$*" | tr -c 'a-zA-Z0-9\n' '_' | sed 's/__*/_/g; s/^_//; s/_$//').want
	"$predict" import --dry-run "$@" "$here/$name.txt" >"$out/got" 2>&1
	echo "exit $?" >>"$out/got"
	if [ $update -eq 1 ]; then
		cp "$out/got" "$want"
	elif ! cmp -s "$out/got" "$want"; then
		fail "$name $*: $(diff "$want" "$out/got" | head -6)"
	fi
}
golden pfmon
golden pfmon --symbol=daxpy
golden pfmon-cpus
golden pfmon-eu
golden pfmon-profile
golden pfmon-profile --event=CPU_OP_CYCLES_ALL --period=1000
golden perf
golden perf-csv
golden perf-cpus
golden bad-unknown
golden bad-unknown --ignore-unknown
golden bad-line
golden bad-empty
golden bad-count
golden names

# ---- 2. stored next to a run ----
db=$out/m.db
"$predict" --db="$db" examples/daxpy.s >/dev/null && "$predict" --db="$db" tests/db/kernels.s >/dev/null ||
	fail "cannot build $db"
"$predict" import --db="$db" --run=1 --calls=1000 "$here/pfmon.txt" >"$out/import.out" 2>&1 ||
	fail "import pfmon.txt: $(cat "$out/import.out")"
grep -qx "$here/pfmon.txt: 3 counts (pfmon) stored next to run 1" "$out/import.out" ||
	fail "import said: $(cat "$out/import.out")"
# expect NAME WANT SQL
expect() {
	got=$(sqlite3 -bail -batch "$db" "$3" 2>&1)
	[ "$got" = "$2" ] || fail "$1: want '$2', got '$got'"
}
# the whole run: the file's counts, measured / calls, measured / predicted;
# IA64_INST_RETIRED_THIS is the run's IA64_INST_RETIRED (umask 0)
expect "whole run" "CPU_OP_CYCLES.ALL|1|1|1
IA64_INST_RETIRED|1|1|1
NOPS_RETIRED|1|1|1" \
	"SELECT m.event, m.predicted = f.count, m.measured = c.value / 1000,
	        abs(m.ratio - c.value / 1000 / f.count) < 1e-12
	 FROM v_measured_vs_predicted m
	 JOIN v_file_events f ON f.run_id = m.run_id AND f.event = m.event
	 JOIN measured_counts c ON c.measurement_id = m.measurement_id
	 JOIN events e ON e.event_id = c.event_id AND e.name = m.event
	 WHERE m.procedure IS NULL ORDER BY 1"
expect "measured as imported" "1684.0|5012.0|1003.0" \
	"SELECT group_concat(measured, '|') FROM (SELECT measured FROM v_measured_vs_predicted
	 WHERE run_id = 1 ORDER BY measurement_id, event)"
# the newest run by default; a procedure's own counts
"$predict" import --db="$db" --symbol=chain "$here/pfmon-eu.txt" >/dev/null || fail "import --symbol=chain"
expect "per procedure, newest run" "2|chain|CPU_OP_CYCLES.ALL|1
2|chain|NOPS_RETIRED|1" \
	"SELECT m.run_id, m.procedure, m.event, m.predicted = e.count
	 FROM v_measured_vs_predicted m JOIN v_events e ON e.run_id = m.run_id
	  AND e.procedure = m.procedure AND e.block IS NULL AND e.event = m.event
	 WHERE m.source LIKE '%pfmon-eu.txt' ORDER BY 3"
# a profile: samples times the period, per symbol; a symbol the run lacks
# has no prediction
"$predict" import --db="$db" --run=1 --event=CPU_OP_CYCLES_ALL --period=1000 \
	"$here/pfmon-profile.txt" >"$out/profile.out" 2>&1 || fail "import a profile"
grep -q "pfmon-profile.txt: 2 counts (pfmon-profile) stored next to run 1, 1 without a prediction in it" \
	"$out/profile.out" || fail "import of a profile said: $(cat "$out/profile.out")"
expect "profile" "daxpy|1696000.0|1|pfmon-profile
main|300000.0||pfmon-profile" \
	"SELECT m.procedure, m.measured, m.predicted > 0, s.format FROM v_measured_vs_predicted m
	 JOIN measurements s USING (measurement_id) WHERE s.format = 'pfmon-profile' ORDER BY 1"

# one count per event however it is spelled (names.txt: CPU_OP_CYCLES four
# ways, the bare event being its umask 0)
"$predict" import --db="$db" --run=1 "$here/names.txt" >/dev/null || fail "import names.txt"
expect "spellings of one event" "CPU_OP_CYCLES.ALL|10000.0|1" \
	"SELECT event, measured, predicted > 0 FROM v_measured_vs_predicted
	 WHERE source LIKE '%names.txt' AND event LIKE 'CPU_OP%'"

# ---- 3. refused: the database unchanged ----
guard="$db"
. tests/db/refused.sh
refused "a bad file among good ones" "bad-line.txt:2:1: error: not a count: 'the'" import \
	--db="$db" "$here/pfmon.txt" "$here/bad-line.txt" "$here/perf.txt"
refused "an unknown event" "bad-unknown.txt:2:12: error: unknown event 'CPU_CYCLES_BOGUS'" import \
	--db="$db" "$here/bad-unknown.txt"
refused "a run not there" "no run 9 (the runs stored are 1 to 2)" import --db="$db" --run=9 "$here/pfmon.txt"
refused "a missing file" "nosuch.txt: cannot open" import --db="$db" "$here/nosuch.txt"
refused "a directory" "$here: cannot read: Is a directory" import --db="$db" "$here"
refused "a bad --calls" "--calls takes a number above 0" import --db="$db" --calls=0 "$here/pfmon.txt"
"$predict" import --db="$out/none.db" "$here/pfmon.txt" >"$out/none.out" 2>&1 &&
	fail "import into a missing database succeeded"
grep -q "no run is stored" "$out/none.out" || fail "import into a missing database: $(cat "$out/none.out")"
[ ! -e "$out/none.db" ] || fail "import into a missing database created it"
printf 'notes\n' >"$out/text.db"
"$predict" import --db="$out/text.db" "$here/pfmon.txt" >"$out/text.out" 2>&1 &&
	fail "import into a text file succeeded"
grep -q "not an ia64-predict database" "$out/text.out" || fail "import into a text file: $(cat "$out/text.out")"
[ "$(cat "$out/text.db")" = notes ] || fail "import changed a text file"

exit $status
