// Rule: flushrs and loadrs are first-in-group like alloc; after fadd the
// MFI gets an end stop; after an A the bundle becomes M;MI; add;alloc;fadd
// -> M;MI even though the table chose MMF.
.text
	fadd f4=f2,f3
	flushrs
	add r1=r2,r3
l1:	add r4=r5,r6
	loadrs
	ld8 r7=[r8]
l2:	add r9=r10,r11
	alloc r32=ar.pfs,1,1,0,0
	fadd f5=f6,f7
l3:	add r12=r13,r14
	alloc r33=ar.pfs,1,1,0,0
	br.sptk.few b1
l4:	ld8 r15=[r16]
	ld8 r17=[r18]
	flushrs
