// Rule: when the instruction after a ";;" is special (last-in-group,
// slot-2-only or first-in-group) the stop is NOT turned into a mid-bundle
// stop right away; it is placed just before the special instruction if the
// template allows (add;;alloc -> M;MI), otherwise at slot-1 end (MI;I) if
// slots 0-1 are M,I, otherwise at the end of the bundle.
//   add ;; cover  -> MI;I(add,nop.i;;,nop.i) + MIB(cover)
//   add ;; itc.i  -> MMI(add,nop.m,nop.i;;) + M;MI(itc)
//   add ;; alloc  -> M;MI(add;;,alloc,nop.i)
//   extr ;; alloc -> MII(nop.m,extr,nop.i;;) + MII(alloc)
.text
	add r1=r2,r3 ;;
	cover
l1:	add r4=r5,r6 ;;
	itc.i r7
l2:	add r8=r9,r10 ;;
	alloc r32=ar.pfs,1,1,0,0
l3:	extr r11=r12,1,2 ;;
	alloc r33=ar.pfs,1,1,0,0
l4:	ld8 r13=[r14] ;;
	br.cloop.sptk.few l4
l5:	extr r15=r16,1,2 ;;
	itc.d r17
