// Rule: rfi, cover, clrrrb, clrrrb.pr, bsw.0, bsw.1 (B unit) must be last
// in a group: they are only placed in slot 2 (with end stop). Inside
// BBB/MBB an earlier B slot gets nop.b instead.
.text
	add r1=r2,r3
	cover
	add r4=r5,r6
l1:	br.sptk.few b1
	cover
	br.sptk.few b2
l2:	cover
	br.sptk.few b3
	br.sptk.few b4
l3:	br.sptk.few b5
	br.sptk.few b6
	clrrrb
l4:	bsw.0
	add r7=r8,r9
	clrrrb.pr
	rfi
	bsw.1
