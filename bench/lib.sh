# bench/lib.sh - what every benchmark starts with, sourced as
# '. "$(dirname "$0")/lib.sh"; bench_init SUBDIR':
#   $here        the project's root
#   $out         bench/out/SUBDIR (made)
#   $out/measure the time and memory measurer (bench/measure.c), built
#   gen NAME AWK-ARGUMENTS...   writes $out/NAME.s with awk
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
