// Rule: untyped "nop"/"break" (no unit suffix) are dynamic: for template
// choice they match any M/I/F/B slot (not L/X) and are assembled as
// nop.<unit of the slot they land in>. br;nop -> MBB(nop.m,br,nop.b);
// extr;nop -> MII; nop;ld8 -> MMI; nop;movl -> MLX.
.text
	br.sptk.few b1
	nop 1
l1:	extr r1=r2,1,2
	nop 2
l2:	nop 3
	ld8 r3=[r4]
l3:	nop 4
	movl r5=5
l4:	nop 5
	nop 6
	nop 7
	nop 8
