#!/bin/sh
# tests/run.sh UNIT_TEST... - the whole test suite, as `make check` runs it.
#
# 1. every cmocka unit test binary given on the command line;
# 2. the differential encoding tests: every tests/encode/*.s and
#    tests/bundling/*.s file against GNU as (tests/encode/diff.sh);
# 3. the random-instruction differential test (tests/encode/random.sh);
# 4. the golden kernels of the core model (tests/golden/run.sh), the
#    loop finder's golden tests (tests/loops/run.sh), and the views'
#    (tests/views/run.sh);
# 5. the error-path tests: tests/errors/*.s against their .err files; the
#    command line (tests/cli/run.sh); a run of many files
#    (tests/multi/run.sh); make install (tests/install/run.sh);
# 6. the database queries of docs/queries.md (tests/db/queries.sh), the
#    database under faults and bad files (tests/db/faults.sh), 32 runs
#    writing one database at once (tests/db/concurrent.sh), shards merged
#    (tests/db/merge.sh), measured counts imported (tests/db/import.sh);
# 7. the whole-file comparisons with GNU as: every tests/asm/*.s and *.S
#    (tests/asm/compare.sh: contents, symbols, sections, diagnostics);
# 8. the real-code corpus ../shared/corpus (tests/corpus/run.sh);
# 9. GNU as's own testsuite, as its ia64.exp runs it (tests/gas/run.sh);
# 10. what every instruction form reads and writes, against the
#     architecture's dependency tables (tests/effects/run.sh), and the
#     dependency violations `check` finds against those gas -x warns of
#     (tests/dv/run.sh), and automatic mode's stops and bundles against
#     gas -xauto's (tests/auto/run.sh);
# 11. every prediction on the corpus as before (tests/unchanged/run.sh);
# 12. the folders include one way only (tests/floors/run.sh);
# 13. what integer instructions compute, against the Ski simulator
#     (tests/semantics/ski.sh);
# 14. every external symbol has its module's prefix (tests/names/run.sh);
# 15. the Ski oracle's counts against hand counts (tests/ski/run.sh --self-test),
#     and the predictions against it for tests/ski/checked.txt (--checked).
# 16. the memory hierarchy's trace-driven reference against hand counts
#     (tests/memref/run.sh --self-test), and the memory model against it,
#     warm and cold, on the checked argument sets (--checked);
# 17. the memory model's latencies per level and lfetch's effect against
#     the hardware's known shape (tests/memory/run.sh);
# 18. registers named as the source writes them and the C source lines of
#     .loc, hand-derived and against addr2line (tests/srcnames/run.sh).
# Ends with one line "N passed, N failed".
cd "$(dirname "$0")/.." || exit 2
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }

for t in "$@"; do
	if "./$t" >"tests/out.log" 2>&1; then
		pass
	else
		cat tests/out.log
		fail "$t"
	fi
done
rm -f tests/out.log

for f in tests/encode/*.s tests/bundling/*.s; do
	[ -e "$f" ] || continue
	if sh tests/encode/diff.sh "$f"; then pass; else fail "$f"; fi
done

if [ -x tests/encode/random.sh ] || [ -f tests/encode/random.sh ]; then
	if sh tests/encode/random.sh; then pass; else fail "random instructions"; fi
fi

if sh tests/flonum/diff.sh; then pass; else fail "floating-point literals (tests/flonum/diff.sh)"; fi

for f in tests/golden/*.s tests/counts/*.s; do
	[ -e "$f" ] || continue
	if sh tests/golden/run.sh "$f" >tests/golden.log 2>&1; then
		pass
	else
		grep FAIL tests/golden.log
		fail "$f"
	fi
done
rm -f tests/golden.log

for f in tests/loops/*.s; do
	if sh tests/loops/run.sh "$f" >tests/loops.log 2>&1; then
		pass
	else
		cat tests/loops.log
		fail "$f (tests/loops/run.sh)"
	fi
done
if sh tests/loops/deep.sh >tests/loops.log 2>&1; then pass; else cat tests/loops.log; fail "deep nest (tests/loops/deep.sh)"; fi
rm -f tests/loops.log

if sh tests/cli/run.sh >tests/cli.log 2>&1; then pass; else cat tests/cli.log; fail "command line"; fi
rm -f tests/cli.log
if sh tests/multi/run.sh >tests/multi.log 2>&1; then pass; else cat tests/multi.log; fail "a run of many files (tests/multi/run.sh)"; fi
rm -f tests/multi.log

# make install and uninstall into a temporary DESTDIR; the manual page
# renders without a warning.
if sh tests/install/run.sh >tests/install.log 2>&1; then
	pass
	grep "^note:" tests/install.log
else
	cat tests/install.log
	fail "make install (tests/install/run.sh)"
fi
rm -f tests/install.log
# The views (--summary, --resource-pressure, --instruction-info, --timeline)
# against hand derivations, and their consistency on real code.
if sh tests/views/run.sh >tests/views.log 2>&1; then pass; else cat tests/views.log; fail "views (tests/views/run.sh)"; fi
rm -f tests/views.log

for f in tests/errors/*.s; do
	[ -e "$f" ] || continue
	want=${f%.s}.err
	got=$(cd tests/errors && ../../ia64-predict encode "${f##*/}" 2>&1 >/dev/null)
	status=$?
	if [ $status -ne 0 ] && [ "$got" = "$(cat "$want")" ]; then
		pass
	else
		fail "$f (exit $status)"
		printf '  want: %s\n  got:  %s\n' "$(cat "$want")" "$got"
	fi
done

for f in tests/asm/*.s tests/asm/*.S; do
	[ -e "$f" ] || continue
	if why=$(sh tests/asm/compare.sh "$f"); then pass; else fail "$(printf "%s" "$why" | sed "s/^FAIL //")"; fi
done

# The real-code corpus: one entry, its summary always shown.
if sh tests/corpus/run.sh >tests/corpus.log 2>&1; then
	pass
	grep -E "^[0-9]+ (files|symbols)" tests/corpus.log | sed "s/^/corpus: /"
else
	grep -E "^[0-9]+ (files|symbols)" tests/corpus.log | sed "s/^/corpus: /"
	grep -v -E "^[0-9]+ (files|symbols)" tests/corpus.log | head -n 20 | sed "s/^/  /"
	fail "real-code corpus (tests/corpus/run.sh; first 20 differences above)"
fi
rm -f tests/corpus.log

# GNU as's own IA-64 testsuite: one entry, its summary always shown.
if sh tests/gas/run.sh >tests/gas.log 2>&1; then
	pass
	grep "^gas testsuite:" tests/gas.log
else
	grep "^gas testsuite:" tests/gas.log
	grep -v "^gas testsuite:" tests/gas.log | grep -v -e "^PASS " -e "^OUT-OF-SCOPE " | head -n 20 | sed "s/^/  /"
	fail "gas testsuite (tests/gas/run.sh; first 20 failures above)"
fi
rm -f tests/gas.log

# Unwind directives and sections against GNU as: one entry, its summary
# always shown.
if sh tests/unwind/run.sh >tests/unwind.log 2>&1; then
	pass
	grep "^unwind corpus:" tests/unwind.log
else
	grep "^unwind corpus:" tests/unwind.log
	grep -v -e "^unwind corpus:" -e "^unwind:" tests/unwind.log | head -n 20 | sed "s/^/  /"
	fail "unwind (tests/unwind/run.sh; first 20 lines above)"
fi
rm -f tests/unwind.log

# Debug line information (.file N, .loc) against GNU as: one entry.
if sh tests/dwarf/run.sh >tests/dwarf.log 2>&1; then
	pass
else
	grep -v "^dwarf:" tests/dwarf.log | head -n 20 | sed "s/^/  /"
	fail "debug line information (tests/dwarf/run.sh; first 20 lines above)"
fi
rm -f tests/dwarf.log

# Registers and instructions as the source writes them, C source lines
# against addr2line: one entry, its summary always shown.
if sh tests/srcnames/run.sh >tests/srcnames.log 2>&1; then
	pass
	tail -n 1 tests/srcnames.log
else
	head -n 40 tests/srcnames.log
	fail "source names and lines (tests/srcnames/run.sh)"
fi
rm -f tests/srcnames.log

for f in tests/db/queries.sh tests/db/faults.sh tests/db/concurrent.sh tests/db/merge.sh \
	tests/db/import.sh; do
	[ -e "$f" ] || continue
	if sh "$f" >tests/db.log 2>&1; then pass; else cat tests/db.log; fail "$f"; fi
done
rm -f tests/db.log

# What every instruction form reads and writes (machine/effects.h) against
# the architecture's dependency tables: one entry, its summary shown.
if sh tests/effects/run.sh >tests/effects.log 2>&1; then
	pass
	grep "^effects:" tests/effects.log | tail -n 1
else
	grep -v "^ok" tests/effects.log | head -n 40
	fail "instruction effects (tests/effects/run.sh)"
fi
rm -f tests/effects.log

# The dependency violations `ia64-predict check` reports against those
# `ia64-linux-gnu-as -x` warns of (docs/check.md): one entry, its summary.
if sh tests/dv/run.sh >tests/dv.log 2>&1; then
	pass
	tail -n 1 tests/dv.log
else
	head -n 40 tests/dv.log
	fail "dependency violations (tests/dv/run.sh)"
fi
rm -f tests/dv.log
if sh tests/auto/run.sh >tests/auto.log 2>&1; then
	pass
	tail -n 2 tests/auto.log
else
	head -n 40 tests/auto.log
	fail "automatic mode (tests/auto/run.sh)"
fi
rm -f tests/auto.log

# Every prediction on the corpus as before (tests/unchanged/FIXES.md).
if sh tests/unchanged/run.sh >tests/unchanged.log 2>&1; then
	pass
	cat tests/unchanged.log
else
	head -n 40 tests/unchanged.log
	fail "predictions changed (tests/unchanged/run.sh)"
fi
rm -f tests/unchanged.log

# The Ski oracle of the dynamic counts (docs/ski-counts.md): the counts
# computed from Ski's traces against counts derived by hand; the comparison
# with the predictions is `make check-ski`.  One entry, its summary shown.
if sh tests/ski/run.sh --self-test >tests/ski.log 2>&1; then
	pass
	grep "^ski self-test:" tests/ski.log
else
	head -n 40 tests/ski.log
	fail "Ski oracle self-test (tests/ski/run.sh --self-test)"
fi
rm -f tests/ski.log
# The predictions against the oracle for the cases of tests/ski/checked.txt
# (the others are listed with the reason they are left out).
if sh tests/ski/run.sh --checked >tests/ski.log 2>&1; then
	pass
	grep -c "^left out" tests/ski.log >/dev/null && grep "^left out" tests/ski.log | cut -c1-160
	grep "^ski:" tests/ski.log
else
	grep -v "^left out" tests/ski.log | head -n 40
	fail "predicted counts against Ski (tests/ski/run.sh --checked)"
fi
rm -f tests/ski.log

# The trace-driven reference of the memory hierarchy (docs/memory.md,
# "Checking the model"): its counts on synthetic traces and on the memory
# kernels against counts derived by hand.  One entry, its summary shown.
if sh tests/memref/run.sh --self-test >tests/memref.log 2>&1; then
	pass
	grep "^memref self-test:" tests/memref.log
else
	head -n 40 tests/memref.log
	fail "memory reference self-test (tests/memref/run.sh --self-test)"
fi
rm -f tests/memref.log
# The memory model against the hardware's known shape: a level's
# load-use latency per working set, lfetch against none.
if sh tests/memory/run.sh >tests/memory.log 2>&1; then
	pass
	tail -n 1 tests/memory.log
else
	cat tests/memory.log
	fail "memory model against the hardware's shape (tests/memory/run.sh)"
fi
rm -f tests/memory.log
# ... and the predictions against the memory reference, warm and cold, on the argument sets
# whose path the model follows as Ski ran it (tests/memref/run.sh --checked).
for st in warm cold; do
	if sh tests/memref/run.sh --checked --state=$st >tests/memref.log 2>&1; then
		pass
		echo "$st: $(grep '^memref: [0-9]' tests/memref.log)"
	else
		grep -v '^memref: not predicted' tests/memref.log | head -n 40
		fail "memory model against its reference, $st (tests/memref/run.sh --checked --state=$st)"
	fi
done
rm -f tests/memref.log

if sh tests/floors/run.sh; then pass; else fail "floors (tests/floors/run.sh)"; fi

if sh tests/semantics/ski.sh; then pass; else fail "instruction semantics against Ski (tests/semantics/ski.sh)"; fi

if sh tests/names/run.sh; then pass; else fail "prefixes (tests/names/run.sh)"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
