# bench/lib.sh - what every benchmark starts with, sourced as
# '. "$(dirname "$0")/lib.sh"; bench_init SUBDIR':
#   $here        the project's root
#   $out         bench/out/SUBDIR (made)
#   $out/measure the time and memory measurer (bench/measure.c), built
#   gen NAME AWK-ARGUMENTS...   writes $out/NAME.s with awk
#   bench_row NAME OPTIONS...   times gas and `ia64-predict OPTIONS` on
#                $out/NAME.s and prints a row of bench_header's table;
#                status=1 when ia64-predict fails
bench_init() {
	here=$(cd "$(dirname "$0")/.." && pwd)
	out=$here/bench/out${1:+/$1}
	mkdir -p "$out"
	cc -O2 -o "$out/measure" "$here/bench/measure.c"
}

gen() {
	name=$1
	shift
	awk "$@" >"$out/$name.s"
}

bench_header() {
	printf '%-10s %10s %10s %10s %10s %9s %9s\n' input gas_s ours_s gas_KiB ours_KiB time/gas mem/gas
}

bench_row() {
	row=$1
	shift
	opts=$*
	set -- $("$out/measure" ia64-linux-gnu-as -x -o /dev/null "$out/$row.s")
	gt=$1 gm=$2 grc=$3
	set -- $("$out/measure" "$here/ia64-predict" $opts "$out/$row.s")
	ot=$1 om=$2 orc=$3
	[ "$grc" = 0 ] || echo "$row: gas exits $grc"
	[ "$orc" = 0 ] || { echo "$row: ia64-predict exits $orc"; status=1; }
	awk -v f="$row" -v gt="$gt" -v ot="$ot" -v gm="$gm" -v om="$om" 'BEGIN {
		printf "%-10s %10.3f %10.3f %10d %10d %9.2f %9.2f\n", f, gt, ot, gm, om,
		       (gt > 0 ? ot / gt : 0), (gm > 0 ? om / gm : 0) }'
}
