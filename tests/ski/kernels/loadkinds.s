// load_kinds(in0 = buffer of at least 64 bytes, 16-aligned, in1 = n >= 1):
// n iterations, each of which retires one load of every kind the PMU
// tells apart.  Per iteration, by the manual's Table 2-7 and the
// L1D_READS_SET0 definition:
//   integer loads (M1-M3): ld8, ld4.s, ld16, ld8.fill        4
//   FP loads: ldf8, ldfd                                      2
//   semaphores: fetchadd8, xchg8, cmpxchg8                    3
//   a predicated-off ld8 (p6 is false)                        0
// so LOADS_RETIRED = 9n, LOADS_RETIRED_INTG = 4n, STORES_RETIRED = 3n
// (the semaphores), plus the RSE's: none (a leaf with a small frame).
	.text
	.align 16
	.global load_kinds
	.proc load_kinds
load_kinds:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	adds r14 = -1, in1
	cmp.ne p6, p0 = r0, r0
	;;
}
{ .mii
	mov ar.ccv = r0
	mov.i ar.lc = r14
	adds r15 = 16, in0
	;;
}
.Lloop:
{ .mmi
	ld8 r17 = [in0]
	ld4.s r18 = [r15]
	nop.i 0
}
{ .mmi
	ld16 r19, ar.csd = [in0]
	ld8.fill r20 = [r15]
	nop.i 0
	;;
}
{ .mmi
	ldf8 f6 = [in0]
	ldfd f7 = [r15]
	nop.i 0
}
{ .mmi
	fetchadd8.acq r21 = [in0], 1
	(p6) ld8 r22 = [r15]
	nop.i 0
	;;
}
{ .mmi
	xchg8 r23 = [r15], r0
	;;
	cmpxchg8.acq r24 = [r15], r0, ar.ccv
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lloop
	;;
}
{ .mib
	mov r8 = r17
	nop.i 0
	br.ret.sptk.many b0
	;;
}
	.endp load_kinds
