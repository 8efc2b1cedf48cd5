#!/bin/sh
# tests/memref/run.sh [--self-test | --checked] [--state=warm|cold] [--keep DIR] [CASE-ID...]
#
# The memory hierarchy against its trace-driven reference (docs/memory.md,
# "Checking the model").  Every case of tests/ski/cases.tsv and of
# tests/memref/cases.tsv (the memory kernels) runs under Ski with its
# instruction and data traces (tests/ski/lib.sh, the Ski oracle's
# driver); tests/memref/replay.pl replays the procedure's fetches and
# data accesses through the caches and TLBs docs/memory.md specifies and
# gives the PMU events; tests/memref/compare.pl compares them with
# ia64-predict's JSON events for the same procedure and arguments (the
# cache state passed as --cache-state once ia64-predict has it).  Ends with
#   memref: N argument sets, K counts, all equal
# or the differences and "memref: N argument sets, K counts, E equal";
# the counts the JSON has no number for are "not predicted yet: U counts".
# Exit 0 when no compared count differs and every case ran.
#
# --state (default warm): the starting state of the caches and TLBs.
#
# --checked (make check) compares the cases of tests/ski/checked.txt (the
# argument sets whose every retirement count equals Ski's: elsewhere the
# path, and so the accesses, is not the one Ski ran) and every memory
# kernel of tests/memref/cases.tsv.
#
# --self-test checks the reference alone: the synthetic traces of
# tests/memref/hand/*.trace (each with its state and the counts derived
# by hand in its comments) and the kernels' counts of
# tests/memref/hand.tsv.
#
# MEMREF_REPLAY overrides the replay command (default perl
# tests/memref/replay.pl).
cd "$(dirname "$0")/../.." || exit 2
. tests/ski/lib.sh
REPLAY=${MEMREF_REPLAY:-perl tests/memref/replay.pl}

self_test=no
checked=no
state=warm
keep=
while [ $# -gt 0 ]; do
	case $1 in
	--self-test) self_test=yes; shift ;;
	--checked) checked=yes; shift ;;
	--state=warm|--state=cold) state=${1#--state=}; shift ;;
	--keep) keep=$2; shift 2 ;;
	-h|--help) sed -n '2,31p' "$0"; exit 0 ;;
	-*) echo "memref: unknown option $1"; exit 2 ;;
	*) break ;;
	esac
done

if [ -n "$keep" ]; then
	W=$keep
	mkdir -p "$W" || exit 2
else
	W=$(mktemp -d) || exit 2
	trap 'rm -rf "$W"' EXIT INT TERM
fi
export MEMREF_TMPDIR="$W"

# check_counts WHAT COUNTS WANT...: each NAME=VALUE of WANT against the
# "NAME VALUE" lines of COUNTS; prints the failures, returns how many.
check_counts() {
	what=$1 out=$2
	shift 2
	bad=0
	for kv in "$@"; do
		k=${kv%%=*} v=${kv#*=}
		got=$(awk -v k="$k" '$1 == k { print $2 }' "$out")
		hand_counts=$((hand_counts + 1))
		if [ "$got" != "$v" ]; then
			echo "FAIL $what: $k is ${got:-missing}, by hand $v" >&2
			bad=$((bad + 1))
		fi
	done
	return $bad
}

# A case's line of tests/memref/cases.tsv or tests/ski/cases.tsv, and the
# directory its file is under.
case_line() {
	for t in tests/memref/cases.tsv tests/ski/cases.tsv; do
		line=$(awk -F '\t' -v id="$1" '$1 == id' "$t")
		[ -n "$line" ] && { printf '%s\t%s\n' "$line" "${t%/cases.tsv}"; return 0; }
	done
	return 1
}

# replay_case ID STATE: Ski's traces of the case (run once per work
# directory), then the replay in $W/ID/memref.STATE.
replay_case() {
	id=$1 st=$2
	line=$(case_line "$id") || { echo "not in a cases.tsv"; return 1; }
	file=$(printf '%s\n' "$line" | cut -f2)
	proc=$(printf '%s\n' "$line" | cut -f3)
	setup=$(printf '%s\n' "$line" | cut -f4)
	dir=$(printf '%s\n' "$line" | cut -f6)
	if [ ! -s "$W/$id/itrace" ]; then
		SKI_COUNTS=no build_case "$id" "$file" "$proc" "$setup" "$dir" || return 1
	fi
	# shellcheck disable=SC2086
	$REPLAY --state="$st" --prog="$W/$id/prog" --proc="$proc" --callees="$W/$id/proc.o" \
		"$W/$id/itrace" "$W/$id/dtrace" >"$W/$id/memref.$st"
}

ski_build || exit 1
fails=0
hand_counts=0
if [ $self_test = yes ]; then
	traces=0
	for f in tests/memref/hand/*.trace; do
		n=$(basename "$f" .trace)
		grep -E '^[0-9a-f]{16} ' "$f" >"$W/$n.itrace"
		grep -E '^[RWSLrwF] ' "$f" >"$W/$n.dtrace"
		st=$(sed -n 's/^# state: //p' "$f")
		# shellcheck disable=SC2086
		if ! $REPLAY --state="${st:-cold}" "$W/$n.itrace" "$W/$n.dtrace" >"$W/$n.out" 2>"$W/$n.err"; then
			echo "FAIL $f: the replay failed"; sed 's/^/  /' "$W/$n.err"
			fails=$((fails + 1)); continue
		fi
		traces=$((traces + 1))
		# shellcheck disable=SC2046
		check_counts "$f" "$W/$n.out" $(sed -n 's/^# want: //p' "$f") 2>&1 || fails=$((fails + $?))
	done
	kernels=0
	while IFS='	' read -r id st want; do
		case $id in ''|\#*) continue ;; esac
		mkdir -p "$W/$id"
		if ! replay_case "$id" "$st" >"$W/$id/log" 2>&1; then
			echo "FAIL $id: could not run"; sed 's/^/  /' "$W/$id/log"
			fails=$((fails + 1)); continue
		fi
		kernels=$((kernels + 1))
		# shellcheck disable=SC2086
		check_counts "$id ($st)" "$W/$id/memref.$st" $want 2>&1 || fails=$((fails + $?))
	done <tests/memref/hand.tsv
	echo "memref self-test: $traces traces and $kernels kernel runs, $hand_counts counts against hand derivations, $fails failed"
	[ $fails -eq 0 ]
	exit
fi

[ -x ./ia64-predict ] || { echo "memref: build ia64-predict first (make)"; exit 2; }
state_opt=
if ./ia64-predict --help 2>&1 | grep -q -e '--cache-state'; then
	state_opt=--cache-state=$state
else
	echo "memref: ia64-predict has no --cache-state yet: its own default state is compared with $state"
fi

sets=0 counts=0 equal=0 notpred=0 differ=0
for t in tests/ski/cases.tsv tests/memref/cases.tsv; do
	while IFS='	' read -r id file proc setup extra; do
		case $id in ''|\#*) continue ;; esac
		if [ $# -gt 0 ]; then
			case " $* " in *" $id "*) ;; *) continue ;; esac
		elif [ $checked = yes ] && [ "$t" = tests/ski/cases.tsv ] &&
		     ! grep -qx -e "$id" tests/ski/checked.txt; then
			continue
		fi
		d=$W/$id
		mkdir -p "$d"
		if ! replay_case "$id" "$state" >"$d/log" 2>&1; then
			echo "FAIL $id: the reference could not run it"; sed 's/^/  /' "$d/log"
			fails=$((fails + 1)); continue
		fi
		[ "$extra" = - ] && extra=
		src=$(case_source "$file" "${t%/cases.tsv}")
		# Each section of the file where the linker put it (--base): the
		# code for the instruction fetches, the data for the accesses to
		# the file's own tables.  A section's address is a symbol's
		# linked address less its offset in the section (the first of
		# the section's symbols that the link kept).
		${READELF:-ia64-linux-gnu-readelf} -sW "$d/prog" |
			awk '$4 != "SECTION" && $4 != "FILE" && !($8 in a) { a[$8] = $2; print $8, $2 }' \
			>"$d/linked"
		base=$(./ia64-predict symbols "$src" 2>/dev/null |
			awk -F '\t' '{ n = split($1, a, " "); m = split($2, b, " ")
				if (a[n] != b[m] && a[n] !~ /^\*/) print a[n], b[m], a[1] }' |
			while read -r sec name off; do
				addr=$(awk -v n="$name" '$1 == n { print $2; exit }' "$d/linked")
				[ -n "$addr" ] && printf -- '--base=%s=0x%x\n' "$sec" $((0x$addr - 0x$off))
			done | awk -F= '!seen[$2]++')
		# shellcheck disable=SC2046,SC2086
		predict_case "$src" "$d" $(cat "$d/assume") $extra $state_opt $base ||
			{ fails=$((fails + 1)); continue; }
		if ! perl tests/memref/compare.pl "$d/predict.json" "$proc" "$d/memref.$state" >"$d/compare"; then
			echo "FAIL $id: compare failed"; fails=$((fails + 1)); continue
		fi
		sets=$((sets + 1))
		counts=$((counts + $(awk 'END { print $2 }' "$d/compare")))
		equal=$((equal + $(awk 'END { print $4 }' "$d/compare")))
		notpred=$((notpred + $(awk 'END { print $6 }' "$d/compare")))
		if grep -q '^DIFF' "$d/compare"; then
			differ=$((differ + 1))
			echo "$id ($proc $setup, $state):"
			grep '^DIFF' "$d/compare" | sed 's/^DIFF /  /'
		fi
	done <"$t"
done

[ $notpred -gt 0 ] && echo "memref: not predicted yet: $notpred counts"
if [ $fails -eq 0 ] && [ $differ -eq 0 ]; then
	echo "memref: $sets argument sets, $counts counts, all equal"
	exit 0
fi
echo "memref: $sets argument sets, $counts counts, $equal equal ($differ sets with differences, $fails failed to run)"
exit 1
