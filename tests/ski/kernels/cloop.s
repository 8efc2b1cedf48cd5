// sum_cloop(in0 = a, in1 = n >= 1): the sum of n 8-byte words at a,
// counted with br.cloop (ar.lc = n - 1).  Bundles written out, so the
// hand counts of tests/ski/hand.tsv do not depend on the assembler.
	.text
	.align 16
	.global sum_cloop
	.proc sum_cloop
sum_cloop:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r8 = 0
	nop.m 0
	mov.i ar.lc = r18
	;;
}
.Lloop:
{ .mmi
	ld8 r19 = [in0], 8
	;;
	nop.m 0
	nop.i 0
}
{ .mib
	add r8 = r8, r19
	nop.i 0
	br.cloop.sptk.few .Lloop
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp sum_cloop
