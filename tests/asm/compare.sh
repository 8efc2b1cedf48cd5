#!/bin/sh
# tests/asm/compare.sh [-v] [--stats F] [--bytes-symbols] [--options W] FILE...
# compare ia64-predict with GNU as on whole files.
#
# For each FILE (.s, or .S which goes through the C preprocessor first):
#
#  - gas accepts it (`ia64-linux-gnu-as -x -L`, exit 0): ia64-predict must
#    accept it too, and
#      * every section with contents is byte for byte the same
#        (`ia64-predict encode --all-sections` against the object file);
#      * `ia64-predict symbols -L` prints the lines of gas's
#        `objdump -t` (any order; gas's pseudo-symbols `.<...>` left out);
#      * `ia64-predict sections` prints gas's `readelf -SW` section headers
#        as 'NAME SIZE TYPE FLAGS ALIGN', in gas's order, without .rela*,
#        .symtab, .strtab and .shstrtab;
#      * our warnings are on exactly the lines of gas's warnings (file
#        name without its directory, and line), dependency-violation
#        warnings (RAW/WAW/WAR, "violates") left out on both sides: they
#        come in a later issue.
#  - gas rejects it: ia64-predict must exit 1, print nothing on standard
#    output, and report `error:` on exactly the lines where gas reports
#    `Error:`.  A gas error without a line (e.g. "instruction address is
#    not a multiple of 16") is matched by any error of ours.
#
# Options for a test file.  A line among the first ten of the file holding
#     test-options: WORD...
# (in a comment: `// test-options: -I inc`) gives extra options for both
# tools; words are split on blanks, no quoting.  Paths are relative to the
# file's directory: both tools run there, on the file's base name.  For a
# .S file, -I/-D/-U (joined or separate argument) go to the preprocessor,
# -I also to gas, every other word to gas; ia64-predict gets all of them.
#
# The reference for FILE.S is
#     $CPP -undef $PREDEFINES -x assembler-with-cpp OPTS FILE.S |
#         ia64-linux-gnu-as -x -L OPTS
# with CPP `cpp`, or `gcc -E` where cpp is absent (CPP=... overrides).
# A preprocessor error is a gas error at that line.
#
# Output: one line per failing file, "FAIL FILE: first differences"
# (-v: every difference found, gas's messages and ours).  Exit status 1
# if any file failed.  IA64P=path picks the tool; TIMEOUT=seconds bounds
# each run of it (default 300).
#
# --stats FILE appends "STATS FILE bundles_same bundles_diff syms_same
# syms_diff status" per input (status: ok, differ, rejected, gas-rejects);
# --bytes-symbols checks only contents and symbols (the corpus test);
# --options "WORD..." gives the options instead of the files' test-options
# (tests/gas/run.sh passes ia64.exp's).
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
case $tool in /*) ;; *) tool=$(pwd)/$tool ;; esac
objcmp=$here/tests/corpus/objcmp.pl
limit=${TIMEOUT:-300}
if [ -z "$CPP" ]; then
	if command -v cpp >/dev/null 2>&1; then CPP=cpp; else CPP="gcc -E"; fi
# what an IA-64 Linux gcc predefines for a .S file, as ia64-predict does
PREDEFINES="-D__ASSEMBLER__ -D__ia64__=1 -D__ia64=1 -D__linux__=1 -D__linux=1
 -D__gnu_linux__=1 -D__unix__=1 -D__unix=1 -D__ELF__=1 -D__LP64__=1 -D_LP64=1"
fi
verbose=0
stats=
only_bytes_symbols=0
options_given=0
given_opts=
while [ $# -gt 0 ]; do
	case $1 in
	-v) verbose=1 ;;
	--stats) stats=$2; shift ;;
	--bytes-symbols) only_bytes_symbols=1 ;;
	--options) options_given=1; given_opts=$2; shift ;;
	--) shift; break ;;
	-*) echo "usage: compare.sh [-v] [--stats FILE] [--bytes-symbols] [--options WORDS] FILE..." >&2; exit 2 ;;
	*) break ;;
	esac
	shift
done
case $stats in ''|/*) ;; *) stats=$(pwd)/$stats ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
failed=0

# run_ours OUT ERR ARGS...: ia64-predict, bounded in time; sets $rc
run_ours() {
	out=$1 err=$2
	shift 2
	timeout "$limit" "$tool" "$@" >"$out" 2>"$err"
	rc=$?
	[ $rc -eq 124 ] && echo "(timed out after ${limit}s)" >>"$err"
}

# The located diagnostics of a kind, as "file:line" (directory left out),
# one per line, sorted and unique.  gas: "F:L: Error: M"; ours and the
# preprocessor's: "F:L:C: error: M".
gas_lines() { # KIND FILE...
	kind=$1
	shift
	sed -n "s/^\\(.*\\):\\([0-9][0-9]*\\): $kind: \\(.*\\)/\\1:\\2 $kind: \\3/p" "$@" |
		grep -Ev ':(.*(RAW|WAW|WAR) dependency|.*violate|.*Only the first path encountering|.*This is the location of the conflicting)' |
		sed "s/ $kind: .*//; s/^.*\\///" | sort -u
}
our_lines() { # KIND FILE...
	kind=$1
	shift
	sed -n "s/^\\(.*\\):\\([0-9][0-9]*\\):[0-9][0-9]*: \\(fatal \\)*$kind: \\(.*\\)/\\1:\\2 $kind: \\4/p" "$@" |
		grep -Ev ":(.*(RAW|WAW|WAR) dependency|.*violate|.*Only the first path encountering|.*This is the location of the conflicting)" |
		sed "s/ $kind: .*//; s/^.*\\///" | sort -u
}
# "a, b, c" of the first three lines of a file, "+N" for the rest
first3() {
	sort -t: -k1,1 -k2,2n "$1" | awk 'NR <= 3 { s = s (NR > 1 ? ", " : "") $0 } END { if (NR > 3) s = s " (+" NR - 3 ")"; print s }'
}

for f in "$@"; do
	if [ ! -f "$f" ]; then
		echo "FAIL $f: no such file"
		failed=1
		continue
	fi
	dir=$(dirname "$f")
	base=$(basename "$f")
	opts=$(sed -n '1,10{s/.*test-options:[[:space:]]*//p;}' "$f" | sed 's#\*/.*##' | head -n 1)
	[ $options_given = 1 ] && opts=$given_opts
	rm -rf "$tmp"/*
	msgs=$tmp/msgs
	: >"$msgs"
	status=ok
	(
		cd "$dir" || exit 2
		set -f
		set -- $opts
		if [ "${base%.S}" != "$base" ]; then
			cppopts= gasopts=
			while [ $# -gt 0 ]; do
				case $1 in
				-I|-D|-U) cppopts="$cppopts $1 $2"
					[ "$1" = -I ] && gasopts="$gasopts -I $2"
					shift ;;
				-I*) cppopts="$cppopts $1"; gasopts="$gasopts $1" ;;
				-D*|-U*) cppopts="$cppopts $1" ;;
				*) gasopts="$gasopts $1" ;;
				esac
				shift
			done
			# shellcheck disable=SC2086
			$CPP -undef $PREDEFINES -x assembler-with-cpp $cppopts "$base" >"$tmp/pre.s" 2>"$tmp/gas.err" || exit 1
			# shellcheck disable=SC2086
			ia64-linux-gnu-as -x -L $gasopts -o "$tmp/o.o" <"$tmp/pre.s" >"$tmp/gas.out" 2>>"$tmp/gas.err"
		else
			ia64-linux-gnu-as -x -L "$@" -o "$tmp/o.o" "$base" >"$tmp/gas.out" 2>"$tmp/gas.err"
		fi
	)
	gas_rc=$?
	set -f
	# shellcheck disable=SC2086
	(cd "$dir" && run_ours "$tmp/enc" "$tmp/enc.err" encode --all-sections $opts "$base"; exit $rc)
	enc_rc=$?
	set +f
	bs="0 0 0 0"
	if [ $gas_rc -ne 0 ]; then
		status=gas-rejects
		gas_lines 'Error' "$tmp/gas.err" >"$tmp/gas.lines"
		gas_lines 'Fatal error' "$tmp/gas.err" >>"$tmp/gas.lines"
		our_lines 'error' "$tmp/gas.err" >>"$tmp/gas.lines"	# the preprocessor's
		sort -u -o "$tmp/gas.lines" "$tmp/gas.lines"
		all_errors=$(grep -c -E '(^|: )(Fatal error|Error): ' "$tmp/gas.err")
		located=$(grep -c -E '^.*:[0-9]+: (Fatal error|Error): ' "$tmp/gas.err")
		our_lines 'error' "$tmp/enc.err" >"$tmp/our.lines"
		if [ $enc_rc -ne 1 ]; then
			where=$(first3 "$tmp/gas.lines")
			echo "ia64-predict exits $enc_rc where gas rejects the file (${where:-errors without a line})" >>"$msgs"
		fi
		if [ -s "$tmp/enc" ]; then
			echo "ia64-predict prints $(wc -l <"$tmp/enc") lines on standard output for a rejected file" >>"$msgs"
		fi
		comm -23 "$tmp/gas.lines" "$tmp/our.lines" >"$tmp/missing"
		comm -13 "$tmp/gas.lines" "$tmp/our.lines" >"$tmp/extra"
		[ -s "$tmp/missing" ] && echo "no error of ours at gas's error line(s) $(first3 "$tmp/missing")" >>"$msgs"
		if [ "$all_errors" -gt "$located" ]; then
			[ -s "$tmp/our.lines" ] || echo "gas reports an error without a line; ours reports none" >>"$msgs"
		elif [ -s "$tmp/extra" ]; then
			echo "errors of ours where gas has none: $(first3 "$tmp/extra")" >>"$msgs"
		fi
	elif [ $enc_rc -ne 0 ]; then
		status=rejected
		echo "ia64-predict rejects (exit $enc_rc) what gas accepts: $(grep -m1 -E ': error: ' "$tmp/enc.err" || grep -m1 -E 'ERROR|Sanitizer|runtime error|timed out' "$tmp/enc.err" || head -n 1 "$tmp/enc.err")" >>"$msgs"
		ia64-linux-gnu-readelf -SW "$tmp/o.o" >"$tmp/readelf" 2>&1
		ia64-linux-gnu-objdump -t "$tmp/o.o" >"$tmp/objdump" 2>&1
		bs=$(perl "$objcmp" "$tmp/o.o" "$tmp/readelf" "$tmp/objdump" - - - | sed -n 's/^STATS \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) .*/\1 \2 \3 \4/p')
	else
		set -f
		# shellcheck disable=SC2086
		(cd "$dir" && run_ours "$tmp/sym" "$tmp/sym.err" symbols -L $opts "$base"; exit $rc) ||
			echo "symbols -L fails: $(head -n 1 "$tmp/sym.err")" >>"$msgs"
		secs=-
		if [ $only_bytes_symbols = 0 ]; then
			# shellcheck disable=SC2086
			(cd "$dir" && run_ours "$tmp/sec" "$tmp/sec.err" sections $opts "$base"; exit $rc) ||
				echo "sections fails: $(head -n 1 "$tmp/sec.err")" >>"$msgs"
			secs=$tmp/sec
		fi
		set +f
		ia64-linux-gnu-readelf -SW "$tmp/o.o" >"$tmp/readelf" 2>&1
		ia64-linux-gnu-objdump -t "$tmp/o.o" >"$tmp/objdump" 2>&1
		OBJCMP_LIMIT=$([ $verbose = 1 ] && echo 20 || echo 3) \
			perl "$objcmp" "$tmp/o.o" "$tmp/readelf" "$tmp/objdump" "$tmp/enc" "$tmp/sym" "$secs" >"$tmp/cmp"
		bs=$(sed -n 's/^STATS \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) .*/\1 \2 \3 \4/p' "$tmp/cmp")
		read -r b_ok s_ok c_ok <<-EOF
			$(sed -n 's/^STATS .* \([01]\) \([01]\) \([01]\)$/\1 \2 \3/p' "$tmp/cmp")
		EOF
		grep -v '^STATS ' "$tmp/cmp" >>"$msgs"
		[ "$b_ok" = 1 ] || status=differ
		[ "$s_ok" = 1 ] || status=differ
		[ $only_bytes_symbols = 1 ] || [ "$c_ok" = 1 ] || status=differ
		if [ $only_bytes_symbols = 0 ]; then
			gas_lines 'Warning' "$tmp/gas.err" >"$tmp/gas.lines"
			our_lines 'warning' "$tmp/enc.err" >"$tmp/our.lines"
			comm -23 "$tmp/gas.lines" "$tmp/our.lines" >"$tmp/missing"
			comm -13 "$tmp/gas.lines" "$tmp/our.lines" >"$tmp/extra"
			[ -s "$tmp/missing" ] && echo "no warning of ours at gas's warning line(s) $(first3 "$tmp/missing")" >>"$msgs"
			[ -s "$tmp/extra" ] && echo "warnings of ours where gas has none: $(first3 "$tmp/extra")" >>"$msgs"
		fi
	fi
	[ -s "$msgs" ] && [ $status = ok ] && status=differ
	[ -s "$msgs" ] && [ $status = gas-rejects ] && status=gas-rejects-differ
	[ -n "$stats" ] && echo "STATS $f $bs $status" >>"$stats"
	if [ -s "$msgs" ]; then
		failed=1
		if [ $verbose = 1 ]; then
			echo "FAIL $f:"
			sed 's/^/  /' "$msgs"
			echo "  -- gas ($([ $gas_rc = 0 ] && echo accepts || echo rejects); dependency-violation warnings left out):"
			grep -Ev '(RAW|WAW|WAR) dependency|violate|Only the first path encountering|This is the location of the conflicting' "$tmp/gas.err" | sed 's/^/  | /'
			echo "  -- ia64-predict encode (exit $enc_rc):"
			sed 's/^/  | /' "$tmp/enc.err"
		else
			echo "FAIL $f: $(awk 'NR <= 3 { s = s (NR > 1 ? "; " : "") $0 } END { if (NR > 3) s = s "; ..."; print s }' "$msgs")"
		fi
	elif [ $verbose = 1 ]; then
		echo "ok $f"
	fi
done
exit $failed
