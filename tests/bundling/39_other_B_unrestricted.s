// Rule: other B-unit instructions (br.call, br.ret, br.ia, epc, brp,
// nop.b, break.b, br.cond) have no slot/group restriction: B,X,B -> BBB.
.text
	br.sptk.few b3
	br.call.sptk.many b0=b1
	br.sptk.few b4
	br.ret.sptk.many b0
	epc
	brp.sptk b1,l1
	br.ia.sptk b1
	nop.b 0
	break.b 0
l1:	br.cond.sptk.few l1
	add r1=r2,r3
