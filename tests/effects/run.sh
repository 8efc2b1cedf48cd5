#!/bin/sh
# tests/effects/run.sh - what `ia64-predict effects --format json` says
# every instruction form reads and writes, against the architecture's
# resource and dependency tables ($CORPUS/gas-ia64-dependency-tables/:
# ia64-ic.tbl, ia64-raw.tbl, ia64-waw.tbl, ia64-war.tbl), read at test time
# by tests/effects/check.pl.  docs/effects-check.md says how the tables are
# read and why.
#
# 1. the self-tests: check.pl on the hand-made tables of selftest/tables
#    must find good.json all equal and bad.json different exactly as
#    bad.expected says (a wrong read, a missing write, misclassified
#    completers, a wrong memory access, wrong branches, a duplicate form),
#    and must refuse input that is not a JSON array;
# 2. the known answers: selftest/real.json (forms whose effects were worked
#    out by hand from the real tables and settled with gas) against the real
#    tables, all equal;
# 3. the description itself against the real tables.
#
# Prints "effects: N forms, N reads and N writes checked, all equal", or the
# differences grouped by resource and "effects: N forms, N differ".  Exit 1
# on any difference or failure.  CORPUS is ../shared/corpus beside the
# project (IA64P_CORPUS overrides it, IA64P the program); a missing corpus
# is a failure, never a skip.
here=$(cd "$(dirname "$0")/../.." && pwd)
tool=${IA64P:-$here/ia64-predict}
corpus=${IA64P_CORPUS:-$here/../shared/corpus}
tables=$corpus/gas-ia64-dependency-tables
self=$here/tests/effects/selftest
check() { perl "$here/tests/effects/check.pl" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# 1. self-tests
if ! check --tables "$self/tables" --no-errata "$self/good.json" >"$tmp/out" 2>&1; then
	echo "FAIL: effects self-test: good.json is not all equal:"
	sed 's/^/  /' "$tmp/out"
	exit 1
fi
check --tables "$self/tables" --no-errata "$self/bad.json" >"$tmp/out" 2>&1
status=$?
if [ $status -ne 1 ] || ! cmp -s "$tmp/out" "$self/bad.expected"; then
	echo "FAIL: effects self-test: bad.json (exit $status, 1 expected); differences from bad.expected:"
	diff "$self/bad.expected" "$tmp/out" | sed 's/^/  /'
	exit 1
fi
echo '{"mnemonic": "add"}' | check --tables "$self/tables" --no-errata >"$tmp/out" 2>&1
status=$?
if [ $status -ne 2 ] || ! grep -q '^effects: the description is not a JSON array' "$tmp/out"; then
	echo "FAIL: effects self-test: input that is not an array (exit $status, 2 expected):"
	sed 's/^/  /' "$tmp/out"
	exit 1
fi

# 2. known answers on the real tables
for t in ia64-ic.tbl ia64-raw.tbl ia64-waw.tbl ia64-war.tbl; do
	if [ ! -f "$tables/$t" ]; then
		echo "FAIL: no $tables/$t (set IA64P_CORPUS)"
		exit 1
	fi
done
if ! check --tables "$tables" "$self/real.json" >"$tmp/out" 2>&1; then
	echo "FAIL: effects known answers (selftest/real.json) against the real tables:"
	sed 's/^/  /' "$tmp/out"
	exit 1
fi

# 3. the description
if ! "$tool" effects --format json >"$tmp/effects.json" 2>"$tmp/err"; then
	echo "FAIL: '$tool effects --format json' failed:"
	head -5 "$tmp/err" | sed 's/^/  /'
	exit 1
fi
check --tables "$tables" "$tmp/effects.json"
