#!/bin/sh
# tests/unwind/run.sh - unwind directives and sections against GNU as.
#
# 1. tests/unwind/*.s (not *_err.s): the unwind sections ia64-predict makes
#    (uwdump, built here from uwdump.c and libia64p.a) equal what
#    `ia64-linux-gnu-as -x` writes (tests/unwind/gasdump.sh): names, types,
#    flags, alignment, links, groups, every byte; the code sections have the
#    same sizes; the diagnostics are on the same lines with the same
#    severity (dependency-violation warnings left out: a later issue).
# 2. tests/unwind/*_err.s: gas rejects them; so does ia64-predict, with an
#    error on each line where gas has one and a warning where gas warns.
#    The files of 1 and 2 must also pass tests/asm/compare.sh, which
#    compares the code's bytes too (handlerdata_stop.s: its stop bits).
# 3. Random files of procedures (tests/unwind/random.awk; UNWIND_SEED and
#    UNWIND_RANDOM choose the first seed and how many): those gas accepts
#    compared as in 1.
# 4. The corpus (../shared/corpus): every glibc/*.s file and the files of
#    gas's testsuite that use unwind directives or name unwind sections:
#    unwind sections identical to gas's.  gas's negative unwind tests
#    (unwind-err.s, unwind-bad.s, proc.s): errors and warnings on the lines
#    where gas has them.
# Prints what fails, then "unwind: N passed, N failed" and a corpus summary
# line; exit status 1 if anything failed.
cd "$(dirname "$0")/../.." || exit 2
corpus=${IA64P_CORPUS:-../shared/corpus}
out=tests/out/unwind.$$		# private: several runs may go at once
mkdir -p "$out" || exit 2
trap 'rm -rf "$out"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

cc=$(sed -n 's/^CC = //p' Makefile)
cflags=$(sed -n 's/^CFLAGS = //p' Makefile)
ldflags=$(sed -n 's/^LDFLAGS = //p' Makefile)
# shellcheck disable=SC2086
if ! ${cc:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L $cflags $ldflags \
	-o "$out/uwdump" tests/unwind/uwdump.c libia64p.a; then
	echo "FAIL: cannot build uwdump"
	echo "unwind: 0 passed, 1 failed"
	exit 1
fi
dump=$out/uwdump

# The (line, severity) pairs of gas's messages and of ours, one a line.
gas_diags() {	# FILE [OPTION...]
	f=$1
	shift
	ia64-linux-gnu-as -x "$@" -o /dev/null "$f" 2>&1 |
		grep -v 'violat\|first path\|conflicting usage\|Dangerous simultaneous' |
		sed -n 's/^[^:]*:\([0-9][0-9]*\): \(Warning\|Error\):.*/\1 \2/p' | sort -u
}
our_diags() {	# FILE
	"$dump" "$1" 2>&1 >/dev/null |
		sed -n 's/^[^:]*:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\1 \2/p' |
		sed 's/ warning$/ Warning/; s/ error$/ Error/' | sort -u
}

# Compares the unwind sections (and with "code", the code sizes) of FILE.
same_sections() {	# FILE KEEP-CODE
	if ! sh tests/unwind/gasdump.sh "$1" >"$out/gas.txt"; then
		echo "gas rejects $1"
		return 1
	fi
	"$dump" "$1" >"$out/ours.txt" 2>"$out/ours.err"
	status=$?
	if [ "$2" != code ]; then
		grep -v '^code ' "$out/gas.txt" >"$out/gas.tmp"
		mv "$out/gas.tmp" "$out/gas.txt"
		grep -v '^code ' "$out/ours.txt" >"$out/ours.tmp"
		mv "$out/ours.tmp" "$out/ours.txt"
	fi
	if [ $status -ne 0 ]; then
		echo "rejected $1: $(grep -m1 error "$out/ours.err")"
		return 2
	fi
	if ! cmp -s "$out/ours.txt" "$out/gas.txt"; then
		echo "unwind sections of $1 differ (< ours, > gas):"
		diff "$out/ours.txt" "$out/gas.txt" | head -8
		return 1
	fi
	return 0
}

for f in tests/unwind/*.s; do
	case $f in
	*_err.s)
		if ia64-linux-gnu-as -x -o /dev/null "$f" >/dev/null 2>&1; then
			fail "$f: gas accepts it"
			continue
		fi
		if "$dump" "$f" >/dev/null 2>&1; then
			fail "$f: accepted"
			continue
		fi
		;;
	*)
		if ! same_sections "$f" code; then
			fail "$f"
			continue
		fi
		;;
	esac
	gas_diags "$f" >"$out/gas.d"
	our_diags "$f" >"$out/ours.d"
	if ! cmp -s "$out/ours.d" "$out/gas.d"; then
		fail "$f: diagnostics differ (< ours, > gas: line severity)"
		diff "$out/ours.d" "$out/gas.d" | head -10
	elif why=$(sh tests/asm/compare.sh "$f"); then
		pass
	else
		fail "$why"
	fi
done

# Random procedures (tests/unwind/random.awk), plain and wild: those gas
# accepts must come out as gas writes them, diagnostics included.
first=${UNWIND_SEED:-1}
count=${UNWIND_RANDOM:-60}
rnd_files=0 rnd_bad=0
seed=$first
while [ "$seed" -lt $((first + count)) ]; do
	for wild in 0 1; do
		f=$out/random_${seed}_$wild.s
		awk -v seed="$seed" -v wild=$wild -f tests/unwind/random.awk >"$f"
		ia64-linux-gnu-as -x -o /dev/null "$f" >/dev/null 2>&1 || continue
		rnd_files=$((rnd_files + 1))
		if ! same_sections "$f" code >"$out/why.txt"; then
			rnd_bad=$((rnd_bad + 1))
			echo "random file, seed $seed wild $wild:"
			cat "$out/why.txt"
			continue
		fi
		gas_diags "$f" >"$out/gas.d"
		our_diags "$f" >"$out/ours.d"
		if ! cmp -s "$out/ours.d" "$out/gas.d"; then
			rnd_bad=$((rnd_bad + 1))
			echo "random file, seed $seed wild $wild: diagnostics differ (< ours, > gas)"
			diff "$out/ours.d" "$out/gas.d" | head -6
		fi
	done
	seed=$((seed + 1))
done
echo "unwind random: $rnd_files files gas accepts, $rnd_bad differ"
if [ "$rnd_files" -gt 0 ] && [ $rnd_bad -eq 0 ]; then pass; else fail "random unwind files"; fi

# The corpus.
files=0 same=0 differ=0 rejected=0
for f in "$corpus"/glibc/*.s "$corpus"/gas-ia64-testsuite/bundling.s \
	"$corpus"/gas-ia64-testsuite/group-1.s "$corpus"/gas-ia64-testsuite/group-2.s \
	"$corpus"/gas-ia64-testsuite/reloc-mlx.s "$corpus"/gas-ia64-testsuite/reloc-uw.s \
	"$corpus"/gas-ia64-testsuite/tls.s "$corpus"/gas-ia64-testsuite/unwind-ok.s \
	"$corpus"/gas-ia64-testsuite/unwind.s "$corpus"/gas-ia64-testsuite/xdata.s; do
	[ -e "$f" ] || continue
	files=$((files + 1))
	same_sections "$f" nocode >"$out/why.txt"
	case $? in
	0) same=$((same + 1)) ;;
	2) rejected=$((rejected + 1)); cat "$out/why.txt" ;;
	*) differ=$((differ + 1)); cat "$out/why.txt" ;;
	esac
done
echo "unwind corpus: $files files, $same with identical unwind sections, $differ differ, $rejected rejected"
if [ "$files" -gt 0 ] && [ $same -eq "$files" ]; then pass; else fail "unwind corpus"; fi

# gas's negative unwind tests, with gas's default -munwind-check=warning
# (ia64.exp runs unwind-err.s and proc.s with -munwind-check=error, which
# ia64-predict does not take: unwind-err.s turns it on by itself with its
# first line).
for t in unwind-err unwind-bad proc; do
	f=$corpus/gas-ia64-testsuite/$t.s
	[ -e "$f" ] || continue
	gas_diags "$f" >"$out/gas.d"
	our_diags "$f" >"$out/ours.d"
	if cmp -s "$out/ours.d" "$out/gas.d"; then
		pass
	else
		fail "$f: diagnostics differ (< ours, > gas: line severity)"
		diff "$out/ours.d" "$out/gas.d" | head -10
	fi
done

echo "unwind: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
