#!/bin/sh
# bench/corpus.sh - ia64-predict against `ia64-linux-gnu-as -x` on real code:
# the glibc corpus (../shared/corpus/glibc, or $IA64P_CORPUS/glibc).  Prints
# the time and peak memory of each and their ratios, as bench/bench.sh does.
# Not a test: it never fails on speed.
#
# Two inputs, each timed for `ia64-predict encode`, the report
# (`ia64-predict --no-db --format json`) and `gas -x -o /dev/null`:
#   files  every glibc file in turn, one process each, in one shell loop
#          (the same loop for every tool; peak memory is the largest one's)
#   large  one file: the glibc files REPS times over (default 5), each copy
#          with the names it defines renamed (`name` -> `name_cC_F`, found in
#          gas's own symbol table of the file) so that the copies do not
#          collide, each starting in .text with one bundle that replaces
#          the rotating register names the copy before declared.  gas
#          must accept it; a file whose renamed copies it does not accept
#          is left out and counted.
# Files ia64-predict rejects are counted: their times are not comparable.
set -e
. "$(dirname "$0")/lib.sh"
bench_init
corpus=${IA64P_CORPUS:-$here/../shared/corpus}/glibc
reps=${REPS:-5}
tool=$here/ia64-predict
if [ ! -d "$corpus" ]; then
	echo "bench/corpus.sh: no corpus at $corpus (set IA64P_CORPUS)" >&2
	exit 1
fi
# everything made from the corpus lives in a directory removed on exit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
ls "$corpus"/* >"$work/corpus.list"
nfiles=$(wc -l <"$work/corpus.list")

# loop.sh FAILS LIST CMD...: CMD FILE for each file of LIST; the number of
# non-zero exits goes to FAILS.
cat >"$work/loop.sh" <<'EOF'
fails=$1 list=$2
shift 2
n=0
while read -r f; do
	"$@" "$f" >/dev/null 2>&1 || n=$((n + 1))
done <"$list"
echo $n >"$fails"
EOF

# The large input.
cat >"$work/rename.pl" <<'EOF'
# rename.pl REPS FILE... > big.s: each FILE REPS times, the names it defines
# (from the list in FILE.names) renamed per copy and file: NAME_cCOPY_FILE.
use strict;
use warnings;
my ($reps, @files) = @ARGV;
my (@text, @re);
# Rotating register names (.rotr/.rotf/.rotp) outlive the file that declares
# them and would shadow a later file's names: each copy starts in .text with
# one bundle that declares throw-away ones in their place.
my $reset = "\t.text\n{ .mii\n\talloc r2 = ar.pfs, 0, 8, 0, 8\n\tnop.i 0\n\tnop.i 0 ;; }\n" .
    "\t.rotr __bench_reset_r[8]\n\t.rotf __bench_reset_f[8]\n\t.rotp __bench_reset_p[8]\n";
for my $f (@files) {
	open(my $h, '<', $f) or die "$f: $!";
	local $/;
	push @text, scalar <$h>;
	close $h;
	open($h, '<', "$f.names") or die "$f.names: $!";
	my @names = sort { length($b) <=> length($a) } grep { $_ ne '' } split /\n/, scalar <$h>;
	close $h;
	my $alt = join('|', map { quotemeta } @names);
	push @re, @names ? qr/(?<![\w.\$?@])($alt)(?![\w\$?])/ : undef;
}
# A name in an instruction's place (after labels and a predicate, not
# followed by ':' or '=') is a mnemonic (`fma.s1`, `fmax`), not the symbol.
sub rename_line {
	my ($line, $re, $suffix) = @_;
	my $orig = $line;
	$line =~ s{$re}{
		my ($name, $pre, $post) = ($1, substr($orig, 0, $-[0]), substr($orig, $+[0]));
		$pre =~ /^\s*(?:[\w.\$?]+:\s*)*(?:\{\s*)?(?:\(\s*p\d+\s*\)\s*)?$/ && $post !~ /^\s*[:=]/ ?
		    $name : "$name$suffix"
	}ge;
	return $line;
}
for my $c (1 .. $reps) {
	for my $k (0 .. $#text) {
		my $t = $text[$k];
		$t = join('', map { rename_line($_, $re[$k], "_c${c}_$k") } split(/^/m, $t)) if $re[$k];
		print $reset, $t, "\n";
	}
}
EOF
: >"$work/large.list"
left_out=0
left_names=
for f in $(cat "$work/corpus.list"); do
	b=$work/large.$(basename "$f")
	ia64-linux-gnu-as -x -L -o "$b.o" "$f" 2>/dev/null || continue
	# defined names: not undefined, not section or file symbols, not gas's own
	ia64-linux-gnu-objdump -t "$b.o" | sed -n '/^SYMBOL TABLE:/,/^$/p' | sed '1d;/^$/d' |
		awk -F'\t' '{ split($1, a, " "); sec = a[length(a)]; fl = substr($1, 18, 7) }
			sec != "*UND*" && fl !~ /[df]/ { n = $2; sub(/^[0-9a-f]+ /, "", n); sub(/^\.hidden /, "", n); sub(/@.*/, "", n); print n }' |
		grep -v '^\.<' | sort -u >"$b.names"
	cp "$f" "$b"
	chmod u+w "$b"
	# two renamed copies of the file alone must assemble
	if perl "$work/rename.pl" 2 "$b" >"$b.2.s" && ia64-linux-gnu-as -x -o "$b.2.o" "$b.2.s" 2>/dev/null; then
		echo "$b" >>"$work/large.list"
	else
		left_out=$((left_out + 1))
		left_names="$left_names $(basename "$f")"
	fi
done
# shellcheck disable=SC2046
perl "$work/rename.pl" "$reps" $(cat "$work/large.list") >"$work/large.s"
if ! ia64-linux-gnu-as -x -o "$work/large.o" "$work/large.s" 2>"$work/large.err"; then
	echo "bench/corpus.sh: gas rejects the large input:"
	head -n 4 "$work/large.err"
	exit 1
fi
rm -f "$work"/large.*.s.2.s "$work"/large.*.s.2.o "$work"/large.*.s.o "$work/large.o"

bundles_of() { # OBJ
	ia64-linux-gnu-readelf -SW "$1" | perl -ne '$n += hex($2) if /^\s*\[\s*\d+\]\s.*?\s+\S+\s+[0-9a-f]{16}\s([0-9a-f]+)\s([0-9a-f]+)\s[0-9a-f]+\s+\S*X/; END { print int(($n // 0) / 16), "\n" }'
}
ia64-linux-gnu-as -x -o "$work/large.o" "$work/large.s" 2>/dev/null
large_bundles=$(bundles_of "$work/large.o")
files_bundles=0
for f in $(cat "$work/corpus.list"); do
	ia64-linux-gnu-as -x -o "$work/one.o" "$f" 2>/dev/null || continue
	files_bundles=$((files_bundles + $(bundles_of "$work/one.o")))
done
rm -f "$work/one.o" "$work/large.o"

# measure NAME CMD...: one line "NAME SECONDS KIB EXIT"
measure() {
	name=$1
	shift
	echo "$name $("$out/measure" "$@")"
}
{
	measure files-gas sh "$work/loop.sh" "$work/fails.gas" "$work/corpus.list" ia64-linux-gnu-as -x -o /dev/null
	measure files-encode sh "$work/loop.sh" "$work/fails.encode" "$work/corpus.list" "$tool" encode
	measure files-report sh "$work/loop.sh" "$work/fails.report" "$work/corpus.list" "$tool" --no-db --format json
	measure large-gas ia64-linux-gnu-as -x -o /dev/null "$work/large.s"
	measure large-encode "$tool" encode "$work/large.s"
	measure large-report "$tool" --no-db --format json "$work/large.s"
} >"$work/corpus.times"

if grep -q __asan_init "$tool" 2>/dev/null; then
	echo "note: ia64-predict is built with AddressSanitizer: its times and memory are not representative"
fi
echo "files: $nfiles glibc files, $files_bundles bundles (gas), one process each"
echo "large: $(wc -l <"$work/large.list") files x $reps copies, $large_bundles bundles, $(wc -c <"$work/large.s") bytes $([ $left_out -eq 0 ] && echo "(every file)" || echo "($left_out left out, gas rejects their renamed copies:$left_names)")"
awk -v fg="$(cat "$work/fails.gas")" -v fe="$(cat "$work/fails.encode")" -v fr="$(cat "$work/fails.report")" \
    -v nb="$files_bundles" -v lb="$large_bundles" '
	{ t[$1] = $2; m[$1] = $3; rc[$1] = $4 }
	function ratio(a, b) { return b > 0 ? sprintf("%.2f", a / b) : "-" }
	END {
		printf "%-14s %10s %12s %10s %10s\n", "", "seconds", "peak KiB", "time/gas", "mem/gas"
		split("files large", inputs, " ")
		for (i = 1; i <= 2; i++) {
			in_ = inputs[i]
			printf "%s:\n", in_
			g = in_ "-gas"
			printf "  %-12s %10s %12s\n", "gas -x", t[g], m[g]
			split("encode report", modes, " ")
			for (j = 1; j <= 2; j++) {
				k = in_ "-" modes[j]
				printf "  %-12s %10s %12s %10s %10s\n", modes[j], t[k], m[k], ratio(t[k], t[g]), ratio(m[k], m[g])
			}
		}
		bg = (t["large-gas"] > 0) ? lb / t["large-gas"] : 0
		be = (t["large-encode"] > 0) ? lb / t["large-encode"] : 0
		br = (t["large-report"] > 0) ? lb / t["large-report"] : 0
		printf "bundles per second, large input: gas %.0f, encode %.0f, report %.0f\n", bg, be, br
		printf "files rejected: gas %d, encode %d, report %d (of the files); large input exit: gas %s, encode %s, report %s\n",
		    fg, fe, fr, rc["large-gas"], rc["large-encode"], rc["large-report"]
		if (fe + fr > 0 || rc["large-encode"] != 0 || rc["large-report"] != 0)
			print "note: ia64-predict rejects some of the input, so its times cover less work than those of gas"
	}' "$work/corpus.times"
