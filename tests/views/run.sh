#!/bin/sh
# tests/views/run.sh [FILE.s...] - the views (--summary,
# --resource-pressure, --instruction-info, --timeline=ITER[-ITER]) against
# what each kernel's comments derive by hand:
#   // views: OPTIONS...          the options to run the text and JSON with
#   //> LINE                      a line of the text report; consecutive
#                                 "//>" lines must appear consecutively, in
#                                 the order written (leading and trailing blanks aside)
#   // expect-json: FILTER == V   the jq FILTER on the JSON gives V
# Then the consistency of the views on files of the glibc corpus
# (corpus.sh).  Prints one line per failure and
# "views: N passed, N failed"; exits non-zero on a failure.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
[ $# -gt 0 ] || set -- "$here"/tests/views/*.s
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# contains OUT BLOCK: does file OUT hold the lines of file BLOCK one after
# the other (leading and trailing blanks ignored)?
contains() {
	awk 'NR == FNR { gsub(/^[ \t]+|[ \t]+$/, ""); want[n++] = $0; next }
	     { gsub(/^[ \t]+|[ \t]+$/, ""); got[m++] = $0 }
	     END {
		for (i = 0; i + n <= m; i++) {
			for (j = 0; j < n && got[i + j] == want[j]; j++) ;
			if (j == n) exit 0
		}
		exit 1
	     }' "$2" "$1"
}

for f in "$@"; do
	[ -e "$f" ] || continue
	opts=$(sed -n 's|^// views: *||p' "$f" | head -1)
	# shellcheck disable=SC2086
	if ! "$tool" --no-db $opts "$f" >"$tmp/text" 2>"$tmp/err" ||
	   ! "$tool" --no-db --format=json $opts "$f" >"$tmp/json" 2>>"$tmp/err"; then
		echo "FAIL $f: ia64-predict failed: $(head -2 "$tmp/err")"
		fail=$((fail + 1))
		continue
	fi
	bad=0
	# the blocks of "//>" lines
	awk -v dir="$tmp" '
		/^\/\/>/ { if (!inblock) { nb++; inblock = 1 }
			   line = substr($0, 4); sub(/^ /, "", line)
			   print line > (dir "/block." nb); next }
		{ inblock = 0 }
		END { print nb + 0 > (dir "/nblocks") }' "$f"
	nb=$(cat "$tmp/nblocks")
	b=1
	while [ "$b" -le "$nb" ]; do
		if ! contains "$tmp/text" "$tmp/block.$b"; then
			echo "FAIL $f: the text lacks the lines starting '$(head -1 "$tmp/block.$b")'"
			bad=1
		fi
		rm -f "$tmp/block.$b"
		b=$((b + 1))
	done
	while IFS= read -r line; do
		filter=${line% == *}
		want=${line##* == }
		have=$(jq -c "$filter" "$tmp/json" 2>&1)
		if [ "$have" != "$want" ]; then
			echo "FAIL $f: $filter: expected $want, got $have"
			bad=1
		fi
	done <<EOF_JSON
$(sed -n 's|^// expect-json: *||p' "$f")
EOF_JSON
	if [ $bad = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done

if sh "$here/tests/views/corpus.sh"; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
echo "views: $pass passed, $fail failed"
[ $fail = 0 ]
