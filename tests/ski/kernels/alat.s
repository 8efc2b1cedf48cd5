// alat_check(in0 = p, in1 = q): an advanced load of [p], a store to [q],
// then a check load of the same register and address: it hits the ALAT
// when q does not overlap p's 8 bytes, and misses (and so is a retired
// load) when it does.  A second check load of a register that was never
// advanced always misses.  Returns the value loaded.
	.text
	.align 16
	.global alat_check
	.proc alat_check
alat_check:
{ .mmi
	alloc r16 = ar.pfs, 2, 0, 0, 0
	ld8.a r8 = [in0]
	mov r17 = 7
	;;
}
{ .mmi
	st8 [in1] = r17
	nop.m 0
	nop.i 0
	;;
}
{ .mmi
	ld8.c.clr r8 = [in0]
	ld8.c.clr r18 = [in0]
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	;;
}
	.endp alat_check
