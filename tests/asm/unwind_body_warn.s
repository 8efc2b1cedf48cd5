// Prologue-only directives (.save, .fframe, .vframe) written after .body
// are warnings in gas, not errors (before any .prologue they are errors:
// unwind_err.s).  gas still records them in the unwind descriptors, so the
// .IA_64.unwind_info bytes show what it made of them.  .spillreg is
// allowed in a body.
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 1, 4, 0, 0
	.body
	.save rp, r34				// warning
	mov r34 = b0
	.fframe 16				// warning
	adds sp = -16, sp
	.spillreg r4, r35
	mov r35 = r4
	.vframe r36				// warning
	mov r36 = sp
	br.ret.sptk.many b0
	.endp f
