// sum_mod4(in0 = a, in1 = n >= 1): the sum of n 8-byte words at a, the
// loop unrolled by four and entered in the middle for the n mod 4
// remainder, as hand-unrolled loops do (Duff's device).  The remainder
// selects the entry: n mod 4 = 0 enters at .L0 (all four loads), 3 at
// .L3, 2 at .L2, 1 at .L1; the loop runs ceil(n / 4) times through
// .L0..L1 counted by a cmp/br.cond pair on r20 = ceil(n / 4).
	.text
	.align 16
	.global sum_mod4
	.proc sum_mod4
sum_mod4:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	and r21 = 3, in1
	adds r20 = 3, in1
	;;
}
{ .mii
	mov r8 = 0
	shr.u r20 = r20, 2			// r20 = ceil(n / 4)
	cmp.eq p6, p0 = 3, r21
	;;
}
{ .mib
	cmp.eq p7, p0 = 2, r21
	cmp.eq p8, p0 = 1, r21
	(p6) br.cond.dptk.few .L3
	;;
}
{ .mbb
	nop.m 0
	(p7) br.cond.dptk.few .L2
	(p8) br.cond.dptk.few .L1
	;;
}
.L0:
{ .mmi
	ld8 r19 = [in0], 8
	;;
	nop.m 0
	add r8 = r8, r19
}
.L3:
{ .mmi
	ld8 r19 = [in0], 8
	;;
	nop.m 0
	add r8 = r8, r19
}
.L2:
{ .mmi
	ld8 r19 = [in0], 8
	;;
	nop.m 0
	add r8 = r8, r19
}
.L1:
{ .mmi
	ld8 r19 = [in0], 8
	;;
	adds r20 = -1, r20
	add r8 = r8, r19
	;;
}
{ .mib
	cmp.ne p9, p0 = 0, r20
	nop.i 0
	(p9) br.cond.dptk.few .L0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	;;
}
	.endp sum_mod4
