// Rule: movl/brl/nop.x/break.x (type L) only fit MLX slot 1 (+2).
// add;movl -> MLX(add,movl); extr;movl -> MII + MLX; movl;add -> MLX + MII;
// fadd;movl -> MFI + MLX; movl;movl -> two MLX.
.text
	add r1=r2,r3
	movl r4=0x1122334455667788
l1:	extr r5=r6,1,2
	movl r7=1
l2:	movl r8=2
	add r9=r10,r11
l3:	fadd f4=f2,f3
	movl r12=3
l4:	movl r13=4
	movl r14=5
