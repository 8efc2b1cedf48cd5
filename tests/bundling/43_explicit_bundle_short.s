// Rule: lookahead crosses a short explicit bundle into following auto
// code: add {.mii ld8} fadd -> MMF(add,nop.m,nop.f); add {.mii ld8} br ->
// MMB. A brace group without template gets its template from the same
// table (ld8 + following br -> MIB with nop.b).
.text
	add r1=r2,r3
	{ .mii
	  ld8 r4=[r5]
	}
	fadd f4=f2,f3
l1:	add r6=r7,r8
	{ .mii
	  ld8 r9=[r10]
	}
	br.sptk.few b1
l2:	add r11=r12,r13
	{
	  ld8 r14=[r15]
	}
	br.sptk.few b2
