// Rule: B,B -> MBB (branches in slots 1,2); B,B,B -> BBB; I,B,B -> MIB then
// MIB (no template has I and two B's); B,A -> MIB then MII.
.text
	br.sptk.few b1
	br.sptk.few b2
l1:	br.sptk.few b3
	br.sptk.few b4
	br.sptk.few b5
l2:	extr r1=r2,3,4
	br.sptk.few b1
	br.sptk.few b2
l3:	br.sptk.few b3
	add r5=r6,r7
