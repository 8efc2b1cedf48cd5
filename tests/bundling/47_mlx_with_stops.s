// Rule: stops around MLX: add ;; movl -> M;MI(add;;,nop.m,nop.i) + MLX;
// movl ;; add -> MLX with end stop (0x05) + MII; ld8;movl;; -> MLX(ld8,movl;;).
.text
	add r1=r2,r3 ;;
	movl r4=4
	movl r5=5 ;;
	add r6=r7,r8
l1:	ld8 r9=[r10]
	movl r11=11 ;;
	nop.x 0
l2:	movl r12=12
	;;
	brl.sptk.few l2
