// .save REG, GR for every register the unwinder knows (a time record, P7
// or P8, then the register, P3), .savesp (sp-relative, P7/P8) and
// .savepsp (psp-relative); under ".prologue MASK, GR" the registers the
// mask names get no P3, only their time.
	.text
	.proc regs
regs:
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
	.save b0, r42		// b0 is rp
	mov r42 = b0
	.body
	br.ret.sptk.many rp
	.endp regs

	.proc memory
memory:
	.prologue
	.savesp ar.pfs, 16
	st8 [r2] = r3
	.savesp rp, 24
	st8 [r2] = r3
	.savesp @priunat, 32
	st8 [r2] = r3
	.savesp ar.bsp, 40
	st8 [r2] = r3
	.savepsp pr, 8
	st8 [r2] = r3
	.savepsp ar.rnat, 0x48
	st8 [r2] = r3
	.savepsp @priunat, 0x50
	st8 [r2] = r3
	.savepsp ar.lc, 0
	st8 [r2] = r3
	.body
	br.ret.sptk.many rp
	.endp memory

	.proc under_mask
under_mask:
	.prologue 0xf, r40		// rp r40, ar.pfs r41, psp r42, pr r43
	.save ar.pfs, r41
	alloc r41 = ar.pfs, 0, 8, 0, 0
	.save rp, r40
	mov r40 = b0
	.vframe r42
	mov r42 = sp
	.save pr, r43
	mov r43 = pr
	.save ar.lc, r44		// not in the mask: P3 as well
	mov r44 = ar.lc
	.body
	br.ret.sptk.many rp
	.endp under_mask
