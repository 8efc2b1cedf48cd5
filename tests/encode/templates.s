// Every template, explicit, without and with the final stop, and the two
// templates with a stop inside the bundle (MI;I and M;MI).
	.text
{ .mii
	ld8 r1=[r2]
	add r3=r4,r5
	shr r6=r7,r8
}
{ .mii
	ld8 r1=[r2]
	add r3=r4,r5
	shr r6=r7,r8 ;;
}
{ .mii
	ld8 r1=[r2]
	add r3=r4,r5 ;;
	shr r6=r7,r8
}
{ .mii
	ld8 r1=[r2]
	add r3=r4,r5 ;;
	shr r6=r7,r8 ;;
}
{ .mlx
	st8 [r1]=r2
	movl r3=0x123456789abcdef0
}
{ .mlx
	st8 [r1]=r2
	movl r3=-1 ;;
}
{ .mmi
	ld8 r1=[r2]
	st8 [r3]=r4
	add r5=r6,r7
}
{ .mmi
	ld8 r1=[r2]
	st8 [r3]=r4
	add r5=r6,r7 ;;
}
{ .mmi
	ld8 r1=[r2] ;;
	st8 [r3]=r4
	add r5=r6,r7
}
{ .mmi
	ld8 r1=[r2] ;;
	st8 [r3]=r4
	add r5=r6,r7 ;;
}
{ .mfi
	ldfd f2=[r3]
	fma.d f4=f5,f6,f7
	add r8=r9,r10
}
{ .mfi
	ldfd f2=[r3]
	fma.d f4=f5,f6,f7
	add r8=r9,r10 ;;
}
{ .mmf
	ldfd f2=[r3]
	stfd [r4]=f5
	fadd f6=f7,f8
}
{ .mmf
	ldfd f2=[r3]
	stfd [r4]=f5
	fadd f6=f7,f8 ;;
}
{ .mib
	add r1=r2,r3
	tbit.z p6,p7=r4,5
	(p6) br.cond.dptk.few .L1
}
{ .mib
	add r1=r2,r3
	tbit.z p6,p7=r4,5
	(p6) br.cond.dptk.few .L1 ;;
}
{ .mbb
	nop.m 0
	(p6) br.cond.sptk.few .L1
	br.call.sptk.many b0=.L1
}
{ .mbb
	nop.m 0
	(p6) br.cond.sptk.few .L1
	br.call.sptk.many b0=.L1 ;;
}
.L1:
{ .bbb
	(p6) br.cond.sptk.few .L1
	(p7) br.cond.spnt.few .L1
	br.ret.sptk.many b0
}
{ .bbb
	(p6) br.cond.sptk.few .L1
	(p7) br.cond.spnt.few .L1
	br.ret.sptk.many b0 ;;
}
{ .mmb
	ld8 r1=[r2]
	st8 [r3]=r4
	br.cloop.sptk.few .L1
}
{ .mmb
	ld8 r1=[r2]
	st8 [r3]=r4
	br.cloop.sptk.few .L1 ;;
}
{ .mfb
	ldfd f2=[r3]
	fnma.d f4=f5,f6,f7
	br.ctop.sptk.few .L1
}
{ .mfb
	ldfd f2=[r3]
	fnma.d f4=f5,f6,f7
	br.ctop.sptk.few .L1 ;;
}
