// .save REG, GR for every register the unwinder tracks (ar.pfs, rp,
// ar.unat, ar.lc, pr, ar.fpsr, ar.bsp, ar.bspstore, ar.rnat, @priunat),
// each followed by the instruction that saves it; .savesp REG, OFFSET
// (saved at sp + OFFSET) and .savepsp REG, OFFSET (at psp - OFFSET) for
// the memory forms.  glibc's setjmp/longjmp and the kernel's entry code
// save all of them.
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 12, 0, 0
	.save rp, r32
	mov r32 = b0
	.save ar.unat, r34
	mov r34 = ar.unat
	.save ar.lc, r35
	mov r35 = ar.lc
	.save pr, r36
	mov r36 = pr
	.save ar.fpsr, r37
	mov r37 = ar.fpsr
	.save ar.bsp, r38
	mov r38 = ar.bsp
	.save ar.bspstore, r39
	mov r39 = ar.bspstore
	.save ar.rnat, r40
	mov r40 = ar.rnat
	.save @priunat, r41
	mov r41 = ar.unat
	.savesp ar.lc, 16
	st8 [sp] = r35
	.savepsp ar.fpsr, 8
	st8 [r2] = r37
	.savesp pr, 24
	st8 [r3] = r36
	.savepsp rp, 32
	st8 [r9] = r32
	.body
	br.ret.sptk.many b0
	.endp f
