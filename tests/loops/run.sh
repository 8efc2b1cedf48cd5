#!/bin/sh
# tests/loops/run.sh [FILE.s...] - the loop finder's golden tests.  Each
# file says, in comments written by hand, the loops the report must list:
#   // loop: HEADER kind=K depth=D trip=T source=S parent=P entries=A,B exits=N
# (parent "-" for an outermost loop; entries in address order), and for a
# loop with nested loops, its cycles with them:
#   // nested: HEADER CYCLES_PER_ITERATION CYCLES_PER_ENTRY
# and, optionally, the options to run with: "// args: --assume=in0=17".
# The report's loops must be exactly those, in that order (the "nested"
# lines after them).  Prints
# "loops: N files, M loops as written" or what differs; exits 1 on a
# difference.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
cd "$here/tests/loops" || exit 2
[ $# -gt 0 ] || set -- *.s
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
files=0 loops=0 bad=0
for f in "$@"; do
	f=$(basename "$f")
	files=$((files + 1))
	args=$(sed -n 's,^// args: ,,p' "$f")
	# shellcheck disable=SC2086
	if ! "$tool" --no-db $args "$f" >"$tmp/report" 2>"$tmp/err"; then
		echo "loops: $f: ia64-predict failed:"
		cat "$tmp/err"
		bad=$((bad + 1))
		continue
	fi
	sed -n 's,^// \(loop\|nested\): ,\1 ,p' "$f" >"$tmp/want"
	awk '
	function flush() {
		if (name == "") return
		if (entries == "") entries = name
		print "loop " name " kind=" kind " depth=" depth " trip=" trip " source=" src \
		      " parent=" parent " entries=" entries " exits=" exits
		if (nested != "") later = later "nested " name " " nested "\n"
		name = ""
	}
	/^  loop / {
		flush()
		name = $2
		kind = $5; sub(/^\(/, "", kind); sub(/,$/, "", kind)
		depth = $7; sub(/\):$/, "", depth)
		for (i = 1; i <= NF; i++) if ($i == "trip" && $(i + 1) == "count") {
			trip = $(i + 2); src = $(i + 3)
			sub(/^\(/, "", src); sub(/[;)].*$/, "", src)
			break	# the first: a note may say "trip count" again
		}
		parent = "-"; entries = ""; exits = 0; nested = ""
		next
	}
	name != "" && /^    entered at / {
		line = $0; sub(/^[^:]*: /, "", line)
		n = split(line, e, ", ")
		entries = ""
		for (i = 1; i <= n; i++) {
			sub(/ \(0x[0-9a-f]*\)$/, "", e[i])
			entries = entries (i > 1 ? "," : "") e[i]
		}
		next
	}
	name != "" && /^    body 0x/ {
		if (match($0, /inside loop [^;]*/))
			parent = substr($0, RSTART + 12, RLENGTH - 12)
		if (match($0, /; [0-9]+ exits?/)) {
			x = substr($0, RSTART + 2, RLENGTH - 2); sub(/ .*/, "", x); exits = x
		}
		next
	}
	name != "" && /^    with its nested loops: / {
		nested = $5 " " $9
		next
	}
	/^procedure / { flush() }
	END { flush(); printf "%s", later }
	' "$tmp/report" >"$tmp/got"
	if cmp -s "$tmp/want" "$tmp/got"; then
		loops=$((loops + $(grep -c '^loop ' "$tmp/want")))
	else
		echo "loops: $f: the report's loops differ from those written (- written, + found):"
		diff "$tmp/want" "$tmp/got" | sed -n 's,^<,-,p; s,^>,+,p'
		bad=$((bad + 1))
	fi
done
if [ "$bad" -ne 0 ]; then
	echo "loops: $bad of $files files differ"
	exit 1
fi
echo "loops: $files files, $loops loops as written"
