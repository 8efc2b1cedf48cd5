// Callee-saved registers spilled to memory: .save.g MASK (r4-r7),
// .save.f MASK (f2-f5, f16-f31), .save.b MASK (b1-b5) and .save.gf
// GRMASK, FRMASK, each followed by exactly one spill per mask bit; .spill
// OFFSET giving the spill base (psp-relative); .spillreg REG, GR,
// .spillsp REG, OFFSET, .spillpsp REG, OFFSET, their predicated forms
// .spillreg.p / .spillsp.p / .spillpsp.p with the qualifying predicate
// first, and .restorereg (.restorereg.p) in the body.  This is the shape
// of glibc's __longjmp and of the kernel's switch_stack code.
	.text
	.proc f
f:
	.prologue
	.spill 0
	.save.g 0x3
	st8.spill [r2] = r4, 8
	st8.spill [r2] = r5, 8
	.save.f 0x1
	stf.spill [r2] = f2, 16
	.save.b 0x1
	mov r3 = b1
	.save.gf 0x4, 0x2
	st8.spill [r2] = r6, 8
	stf.spill [r2] = f3, 16
	.spillreg r7, r9
	mov r9 = r7
	.spillsp f4, 32
	stf.spill [sp] = f4
	.spillpsp b2, 48
	mov r10 = b2
	.spillreg.p p6, b3, r11
(p6)	mov r11 = b3
	.spillsp.p p7, f5, 64
(p7)	stf.spill [sp] = f5
	.spillpsp.p p8, r4, 72
(p8)	st8.spill [r2] = r4
	.body
	.restorereg r7
	mov r7 = r9
	.restorereg.p p6, b3
(p6)	mov b3 = r11
	br.ret.sptk.many b0
	.endp f
