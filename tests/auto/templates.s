# Templates for tests/gen_random, added to tests/dv/templates.s (less its
# `(p63) br` line: see tests/auto/run.sh) for tests/auto/run.sh: what
# automatic mode meets besides dependencies.  Mode directives, alignment
# and data in code end groups; movl, untyped nops, alloc, flushrs, itc and
# cover have bundling rules of their own.
.explicit
.auto
.default
.align 32
movl {gr:1:6} = 0x{int:1:255}
nop {int:0:9}
({pr:1:6}) chk.s {gr:1:6}, ext
({pr:1:6}) add {gr:1:6} = {gr:1:6}, {gr:1:6}
ld8.s {gr:1:6} = [{gr:1:6}]
flushrs
cover
itc.i {gr:1:6}
mov {gr:1:6} = cr.iva
mov cr.iva = {gr:1:6}
mov cr.itir = {gr:1:6}
mov rr[{gr:1:6}] = {gr:1:6}
mov {gr:1:6} = rr[{gr:1:6}]
mov msr[{gr:1:6}] = {gr:1:6}
mov {gr:1:6} = msr[{gr:1:6}]
