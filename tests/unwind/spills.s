// Records of any region (X1-X4): .spillreg REG, TREG (X2; the target's
// class in two bits), .spillsp/.spillpsp REG, OFF (X1), .restorereg REG
// (X2 with target 0), and their predicated .p forms (X3, X4).  REG is
// r4-r7, f2-f5, f16-f31, b1-b5, or one of the special registers.
	.text
	.proc spills
spills:
	.prologue
	.spillreg r4, r40
	mov r40 = r4
	.spillreg f2, f40
	mov f40 = f2
	.spillreg b1, b6
	nop.m 0
	.spillreg rp, r127
	nop.m 0
	.spillreg psp, f127
	nop.m 0
	.body
	.spillsp f16, 0x10
	nop.m 0
	.spillpsp b5, 0x18
	nop.m 0
	.restorereg r7
	nop.m 0
	.spillreg.p p1, r5, r41
	nop.m 0
	.spillsp.p p63, @priunat, 0x20
	nop.m 0
	.spillpsp.p p2, ar.lc, 8
	nop.m 0
	.restorereg.p p3, f31
	nop.m 0
	.spillreg ar.bsp, r16
	.spillreg ar.bspstore, r17
	.spillreg ar.fpsr, r18
	.spillreg ar.pfs, r19
	.spillreg ar.rnat, r20
	.spillreg ar.unat, r21
	.spillreg pr, r22
	nop.m 0
	br.ret.sptk.many rp
	.endp spills
