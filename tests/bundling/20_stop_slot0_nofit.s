// Rule: the M;MI switch happens even if the next instruction cannot use
// the remaining slots: ld8 ;; fadd -> M;MI(ld8;;,nop.m,nop.i) + MFI;
// add ;; movl -> M;MI + MLX; ld8 ;; br -> M;MI + MIB; nop ;; br likewise.
.text
	ld8 r1=[r2] ;;
	fadd f4=f2,f3
l1:	add r3=r4,r5 ;;
	movl r6=6
l2:	ld8 r7=[r8] ;;
	br.sptk.few b1
l3:	nop 0 ;;
	br.sptk.few b2
