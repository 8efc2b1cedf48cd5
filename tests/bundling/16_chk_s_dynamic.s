// Rule: "chk.s" without .m/.i is dynamic for template choice but can only
// be placed in M or I slots (chk.s.m / chk.s.i). After br it is rejected
// from the B slot of MBB and goes to slot 0 (M) of the next bundle.
.text
l0:	chk.s r1,l0
	fadd f4=f2,f3
l1:	fadd f5=f6,f7
	chk.s r2,l0
l2:	br.sptk.few b1
	chk.s r3,l0
l3:	ld8 r4=[r5]
	chk.s r6,l0
	ld8 r7=[r8]
