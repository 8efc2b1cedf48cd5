#!/bin/sh
# tests/semantics/ski.sh [SEED [COUNT]] - what machine/semantics.h says
# integer instructions compute, against the Ski simulator running them.
#
# tests/semantics/sem_drive writes COUNT seeded random cases (ALU, shifts,
# extract/deposit, extensions, movl, compares and tbit of every type, under
# a true or false qualifying predicate) as one program and the values each
# must leave; Ski (../shared/tools/ski) runs the program, which writes what
# each case left to its standard output.  Prints one summary line and each
# case that differs; exits 1 on any difference.  Ski is built with the
# tools' build.sh when it is not there yet.
cd "$(dirname "$0")/../.." || exit 2
drive=tests/semantics/sem_drive
seed=${1:-1}
count=${2:-3000}
tools=${IA64P_TOOLS:-../shared/tools}
[ -x "$drive" ] || { echo "semantics: $drive not built"; exit 2; }
[ -x "$tools/ski/run.sh" ] || { echo "FAIL: semantics: no Ski at $tools/ski"; exit 1; }
prefix=${SKI_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/ia64-ski}
if [ ! -x "$prefix/bin/bski" ]; then
	"$tools/ski/build.sh" "$prefix" >/dev/null 2>&1 ||
		{ echo "FAIL: semantics: Ski did not build ($tools/ski/build.sh)"; exit 1; }
fi

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
"$drive" "$seed" "$count" "$tmp/p.s" "$tmp/want" "$tmp/cases" || exit 2
if ! SKI_PREFIX=$prefix "$tools/ski/run.sh" --keep "$tmp/run" "$tmp/p.s" >"$tmp/ski.out" 2>&1; then
	echo "FAIL: semantics: Ski did not run the program to its end"
	tail -n 5 "$tmp/ski.out"
	exit 1
fi
od -An -v -tx8 -w8 "$tmp/run/prog.stdout" | tr -d ' ' >"$tmp/got"
awk -v want="$tmp/want" -v cases="$tmp/cases" '
	{ getline w < want; got[NR] = $0; ex[NR] = w }
	END {
		n = 0; bad = 0
		while ((getline c < cases) > 0) {
			n++
			v = 2 * n - 1; p = 2 * n
			if (got[v] != ex[v] || got[p] != ex[p]) {
				bad++
				if (bad <= 20)
					printf "differs: %s\n  Ski: r8=%s p7:p6=%s  ours: r8=%s p7:p6=%s\n", c, got[v], got[p], ex[v], ex[p]
			}
		}
		if (NR != 2 * n) { printf "FAIL: semantics: Ski wrote %d words, %d expected\n", NR, 2 * n; exit 1 }
		if (bad) { printf "FAIL: semantics: %d instructions, %d differ from Ski\n", n, bad; exit 1 }
		printf "semantics: %d instructions, all as Ski computes them\n", n
	}' "$tmp/got"
