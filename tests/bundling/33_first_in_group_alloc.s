// Rule: alloc (also flushrs, loadrs) must be first in an instruction group:
// gas inserts a stop before it. add;alloc -> M;MI(add;;,alloc,nop.i);
// add;add;alloc -> MII(...) with end stop then alloc in the next bundle;
// extr;alloc -> MII with end stop; alloc after a label -> the bundle
// emitted by the label gets the end stop.
.text
	add r1=r2,r3
	alloc r32=ar.pfs,1,1,0,0
l1:	add r4=r5,r6
	add r7=r8,r9
	alloc r33=ar.pfs,1,1,0,0
l2:	extr r10=r11,1,2
	alloc r34=ar.pfs,1,1,0,0
	add r12=r13,r14
l3:	add r15=r16,r17
l4:	alloc r35=ar.pfs,1,1,0,0
