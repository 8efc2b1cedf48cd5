#!/bin/sh
# tests/flonum/diff.sh [SEED [COUNT]] - floating-point literals against GNU as.
#
# For each of real4, real8, real10 and real16, tests/flonum/flonum_drive
# writes COUNT seeded random literals of every form; GNU as assembles them,
# each alone in its own section (so that a literal's bytes are its
# section's), and its bytes, errors and warnings are compared with what
# flonum_encode gives for the same text.  Prints one summary line; exits 1
# on any difference.
cd "$(dirname "$0")/../.." || exit 2
drive=tests/flonum/flonum_drive
seed=${1:-8}
count=${2:-4000}
[ -x "$drive" ] || { echo "flonum: $drive not built"; exit 2; }

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

total=0
differ=0
errors=0
warned=0
for fmt in 4 8 10 16; do
	"$drive" gen "$seed" "$count" "$fmt" >"$tmp/lit" || exit 2
	awk -v f="$fmt" '{ printf ".section .l%d,\"a\",@progbits\nreal%s.ua %s\n", NR, f, $0 }' \
		"$tmp/lit" >"$tmp/a.s"
	ia64-linux-gnu-as -x -o "$tmp/a.o" "$tmp/a.s" 2>"$tmp/msg"

	# gas's verdict for each literal that drew a message: the first one.
	awk -F': ' '/^[^:]*:[0-9]+: (Error|Warning): / {
		split($1, a, ":"); n = a[2] / 2
		if (n in v) next
		m = substr($0, index($0, $2) + length($2) + 2)
		if ($2 == "Warning" && m ~ /^floating point constant too large/) v[n] = "TOO_LARGE"
		else if ($2 == "Warning") next
		else if (m ~ /^junk at end of line/) v[n] = "ERR junk"
		else if (m ~ /^cannot create floating-point number/) v[n] = "ERR range"
		else v[n] = "ERR " m
	} END { for (n in v) print n "\t" v[n] }' "$tmp/msg" >"$tmp/verdict"

	# Again without the literals gas refused, for the bytes of the others.
	awk -F'\t' 'NR == FNR { if ($2 ~ /^ERR/) bad[$1] = 1; next }
		FNR % 2 == 0 && (FNR / 2) in bad { print "# refused"; next }
		{ print }' "$tmp/verdict" "$tmp/a.s" >"$tmp/b.s"
	if ! ia64-linux-gnu-as -x -o "$tmp/b.o" "$tmp/b.s" 2>"$tmp/msg2"; then
		echo "flonum: GNU as refused the accepted literals:"
		grep -v Warning "$tmp/msg2" | head -5
		exit 1
	fi
	ia64-linux-gnu-objdump -s "$tmp/b.o" >"$tmp/dump"

	awk -v count="$count" -F'\t' '
		FILENAME == ARGV[1] { v[$1] = $2; next }
		/^Contents of section \.l[0-9]+:$/ {
			cur = substr($4, 3) + 0; hex[cur] = ""; next }
		/^Contents of section/ { cur = 0; next }
		cur && /^ [0-9a-f]+ / {
			h = substr($0, 7, 35); gsub(/ /, "", h); hex[cur] = hex[cur] h }
		END { for (n = 1; n <= count; n++)
			print (n in v) ? v[n] : "OK " hex[n] }' \
		"$tmp/verdict" FS=' ' "$tmp/dump" >"$tmp/gas"

	"$drive" enc "$fmt" <"$tmp/lit" >"$tmp/ours" || exit 2

	paste -d '|' "$tmp/lit" "$tmp/gas" "$tmp/ours" >"$tmp/all"
	awk -F'|' -v f="$fmt" '$2 != $3 && shown++ < 10 {
		printf "  real%s %s\n    gas:  %s\n    ours: %s\n", f, $1, $2, $3 }' "$tmp/all"
	total=$((total + count))
	differ=$((differ + $(awk -F'|' '$2 != $3' "$tmp/all" | wc -l)))
	errors=$((errors + $(grep -c '^ERR' "$tmp/gas")))
	warned=$((warned + $(grep -c '^TOO_LARGE' "$tmp/gas")))
done

echo "flonum: $total literals (seed $seed), $((total - differ)) identical," \
	"$differ differ; gas refused $errors and warned on $warned"
[ "$differ" -eq 0 ]
