// Rule: br.cloop, br.ctop, br.cexit, br.wtop, br.wexit can only be in
// slot 2: after br in BBB the middle slot gets nop.b; cloop;br -> MBB
// (table) with nop.b in slot 1 and cloop in slot 2, then br in a new MIB.
// No stop is implied.
.text
top:	br.sptk.few b1
	br.cloop.sptk.few top
	br.sptk.few b2
l1:	br.ctop.sptk.few top
	br.sptk.few b3
l2:	add r1=r2,r3
	br.cexit.sptk.few top
l3:	br.wtop.sptk.few top
	br.sptk.few b4
	br.sptk.few b5
l4:	br.wexit.sptk.few top
	add r4=r5,r6
