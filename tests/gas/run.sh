#!/bin/sh
# tests/gas/run.sh [-v] [NAME...] - GNU as's own IA-64 testsuite
# ($CORPUS/gas-ia64-testsuite, CORPUS = ../shared/corpus beside the project
# or IA64P_CORPUS), run as its ia64.exp runs it for an ia64-*-linux* target
# (this copy's `ia64-*-cgc*` read as that target, `#readcgc:` as
# `#readelf:`), with ia64-predict checked against each test:
#
#  - dump tests (.d) that show code or section contents (objdump -d, -s,
#    readelf -g): gas assembles the source with the test's options, every
#    section's contents in that object are replaced by ours (`ia64-predict
#    encode --all-sections`; in place when the sizes agree, else objcopy
#    --update-section), and the .d's own command on that object must match
#    the .d as dejagnu's regexp_diff matches it.  In `objdump -dr` and
#    `-rs` dumps the relocation lines are gas's own: only our bytes are
#    tested there.
#  - dumps of symbols (readelf -s, objdump -t, nm) and of section headers
#    (readelf -S): gas's own dump must match the .d, and `ia64-predict
#    symbols` / `sections` must equal gas's objdump -t / readelf -SW.
#  - list tests (.l): gas's messages must match the .l; ia64-predict must
#    report errors on exactly the lines where gas -x reports them (and, if
#    gas accepts the file, agree with it as tests/asm/compare.sh checks).
#  - gas_test: ia64-predict agrees with gas -x as tests/asm/compare.sh checks.
#
# ia64-predict is gas -x (explicit mode) for ia64-linux: a test is out of
# scope, with its reason, when it needs automatic mode (no -x/-xexplicit,
# -xauto, -xnone or `.auto`) and gas -x gives another result (contents,
# symbols, sections, status, error and warning lines; dependency-violation
# warnings left out); for big-endian and ILP32 variants; for dumps of
# relocations alone, unwind tables and DWARF; for dependency-violation
# warning tests (tests/dv/run.sh compares those); and for tests ia64.exp
# does not run on ia64-*-linux*.
# ia64-predict gets the test's options that change gas -x's result
# (e.g. -mhint.b=ok, -mtune=itanium1), none of the others.
#
# One line per test, PASS / FAIL NAME: why / OUT-OF-SCOPE NAME: reason, then
#   gas testsuite: N tests, N passed, N failed, N out of scope
# Exit status 1 on any failure.  A missing testsuite is a failure.
exec perl "$(dirname "$0")/run.pl" "$@"
