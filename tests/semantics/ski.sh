#!/bin/sh
# tests/semantics/ski.sh [SEED [COUNT [FPCOUNT]]] - what machine/semantics.h
# says instructions compute, against the Ski simulator running them.
#
# tests/semantics/sem_drive writes COUNT seeded random integer cases (ALU,
# shifts, extract/deposit, extensions, movl, compares and tbit of every
# type, under a true or false qualifying predicate) as one program and the
# values each must leave, then (sem_drive --fp) FPCOUNT floating-point
# cases (the multiply-add family in every precision and status-field
# setting, fcmp, fclass, getf, setf, fmerge, fcvt, xma, fselect, logical,
# fsetc, FP loads); Ski (../shared/tools/ski) runs each program, which
# writes what each case left to its standard output.  Prints one summary
# line per program and each case that differs; exits 1 on any difference.
# Ski is built with the tools' build.sh when it is not there yet.
cd "$(dirname "$0")/../.." || exit 2
drive=tests/semantics/sem_drive
seed=${1:-1}
count=${2:-3000}
fpcount=${3:-3000}
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
status=0
for kind in integer fp; do
	if [ $kind = fp ]; then set -- --fp; n=$fpcount; what="floating-point instructions"
	else set --; n=$count; what="instructions"; fi
	rm -rf "$tmp/run"
	"$drive" "$@" "$seed" "$n" "$tmp/p.s" "$tmp/want" "$tmp/cases" || exit 2
	if ! SKI_PREFIX=$prefix "$tools/ski/run.sh" --keep "$tmp/run" "$tmp/p.s" >"$tmp/ski.out" 2>&1; then
		echo "FAIL: semantics: Ski did not run the $kind program to its end"
		tail -n 5 "$tmp/ski.out"
		status=1
		continue
	fi
	od -An -v -tx8 -w8 "$tmp/run/prog.stdout" | tr -d ' ' >"$tmp/got"
	awk -v want="$tmp/want" -v cases="$tmp/cases" -v what="$what" -v kind=$kind '
		{ getline w < want; got[NR] = $0; ex[NR] = w }
		END {
			n = 0; bad = 0
			if (kind == "fp") { l1 = "f8.sig|r8"; l2 = "f8.sign:exp<<8|p7:p6" }
			else { l1 = "r8"; l2 = "p7:p6" }
			while ((getline c < cases) > 0) {
				n++
				v = 2 * n - 1; p = 2 * n
				if (got[v] != ex[v] || got[p] != ex[p]) {
					bad++
					if (bad <= 20)
						printf "differs: %s\n  Ski: %s=%s %s=%s  ours: %s=%s %s=%s\n", c, l1, got[v], l2, got[p], l1, ex[v], l2, ex[p]
				}
			}
			if (NR != 2 * n) { printf "FAIL: semantics: Ski wrote %d words, %d expected\n", NR, 2 * n; exit 1 }
			if (bad) { printf "FAIL: semantics: %d %s, %d differ from Ski\n", n, what, bad; exit 1 }
			printf "semantics: %d %s, all as Ski computes them\n", n, what
		}' "$tmp/got" || status=1
done
exit $status
