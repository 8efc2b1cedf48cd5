// Rule: qualifying predicates do not change an instruction's type.
.text
	(p6) add r1=r2,r3
	(p7) ld8 r4=[r5]
	(p8) fadd f4=f2,f3
	(p9) br.cond.sptk.few l0
l0:	(p6) extr r6=r7,1,2
	(p7) movl r8=1
