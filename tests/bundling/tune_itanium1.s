// test-options: -mtune=itanium1
// Rule (GNU as -mtune=itanium1): a nop is best an F in slot 1 and a B in
// slot 2, the F preferred (it earns more), and alignment padding is MFI
// bundles.  So a lone A, M or B -> MFB; a lone I -> MFI (not MIB); M,I ->
// MFI (not MII); A,A -> MFI; M,M -> MMB; A,B -> MFB; I,B -> MIB (no F
// slot fits); B,B -> BBB (its slot-2 nop is a B; MBB's slot 0 is an M);
// L then B -> MLX, MFB; .align 64 pads with MFI nop bundles.  Itanium 2's choices for the same are in
// 01_single_A.s to 07_branches_MBB_BBB.s.
.text
c0:	add r1 = r2, r3
	;;
c1:	shl r4 = r5, 3
	;;
c2:	ld8 r6 = [r7]
	;;
c3:	br.ret.sptk.many b0
	;;
c4:	ld8 r8 = [r9]
	shl r10 = r11, 3
	;;
c5:	add r12 = r13, r14
	add r15 = r16, r17
	;;
c6:	ld8 r18 = [r19]
	ld8 r20 = [r21]
	;;
c7:	add r22 = r23, r24
	br.ret.sptk.many b0
	;;
c8:	shl r25 = r26, 3
	br.ret.sptk.many b0
	;;
c9:	br.sptk.few b1
	br.sptk.few b2
	;;
c10:	movl r27 = 0x12345678
	br.ret.sptk.many b0
	;;
c11:	add r31 = r1, r2
	;;
	.align 64
c12:	add r28 = r29, r30
	;;
