// Rule: ties in template goodness go to the lowest template number (MII <
// MLX < MMI < MFI < MMF < MIB < MBB < BBB < MMB < MFB); with the default
// -mtune=itanium2 there is no bonus for filler units, so a lone ld8 is MII
// (not MMB), a lone br is MIB, ld8;br is MIB (not MMB/MFB), ld8;fadd is MFI.
.text
	ld8 r1=[r2]
l1:	br.sptk.few b1
l2:	ld8 r3=[r4]
	br.sptk.few b2
l3:	ld8 r5=[r6]
	fadd f4=f2,f3
l4:	add r7=r8,r9
	add r10=r11,r12
	br.sptk.few b3
