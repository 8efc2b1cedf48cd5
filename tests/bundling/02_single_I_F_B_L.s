// Rule: single instructions each flushed by a label (labels flush the
// queue without a stop): I -> MII slot 1, F -> MFI slot 1, B -> MIB slot 2,
// M -> MII slot 0, movl -> MLX. Filler nops take the unit of their slot.
.text
	extr r6=r7,3,4
l1:	fadd f4=f2,f3
l2:	br.sptk.few b1
l3:	ld8 r4=[r5]
l4:	movl r8=0x12345678
