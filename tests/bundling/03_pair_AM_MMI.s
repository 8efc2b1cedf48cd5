// Rule: template choice maximises the number of the next (up to 3)
// instructions that fit in order: add;ld8 -> MMI (add in M slot 0).
// add;add -> MII (A fits I slot, MII wins the tie by order).
.text
	add r1=r2,r3
	ld8 r4=[r5]
l1:	add r6=r7,r8
	add r9=r10,r11
