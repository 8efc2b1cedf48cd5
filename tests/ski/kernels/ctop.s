// copy_ctop(in0 = dst, in1 = src, in2 = n >= 1): copies n 8-byte words
// with a software-pipelined loop of three stages (load, nothing, store):
// ar.lc = n - 1, ar.ec = 3, so the kernel runs n + 2 times; the first two
// stores and the last two loads are predicated off.
	.text
	.align 16
	.global copy_ctop
	.proc copy_ctop
copy_ctop:
{ .mii
	alloc r16 = ar.pfs, 3, 5, 0, 8		// r32..r39 rotate
	mov r17 = ar.lc
	adds r18 = -1, in2
	;;
}
{ .mii
	mov r14 = in0
	mov r19 = pr
	mov.i ar.lc = r18
}
{ .mmi
	mov r15 = in1
	nop.m 0
	mov.i ar.ec = 3
	;;
}
{ .mii
	nop.m 0
	mov pr.rot = 1 << 16			// p16 on, p17..p63 off
	nop.i 0
	;;
}
.Lkernel:
{ .mmb
	(p16) ld8 r32 = [r15], 8
	(p18) st8 [r14] = r34, 8
	br.ctop.sptk.few .Lkernel
	;;
}
{ .mii
	nop.m 0
	mov.i ar.lc = r17
	mov pr = r19, -1
}
{ .mib
	mov r8 = r14
	nop.i 0
	br.ret.sptk.many b0
	;;
}
	.endp copy_ctop
