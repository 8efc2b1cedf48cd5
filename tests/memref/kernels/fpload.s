// fp_sum(in0 = a, in1 = n >= 1): the sum of n doubles with ldfd and fadd,
// counted with br.cloop; returned in f8.
// Floating-point loads go to L2D, never to L1D, and use no L1DTLB entry.
// The cases: a of 64 KB aligned to 64 KB, n = 8192.  Cold: 8192 L2D
// reads, one miss per 128-byte line (512), L3 data read misses 512; 4
// pages walked; no L1D read, no transfer.  Warm: 64 KB fits L2D (2 lines
// per set): 8192 hits, nothing past L2D.
// L2D operations: FP_LOAD 8192, no INT_LOAD; fills: cold 512, each E (a
// load's), warm none.
	.text
	.align 16
	.global fp_sum
	.proc fp_sum
fp_sum:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmf
	mov r2 = in0
	nop.m 0
	mov f8 = f0
}
{ .mii
	nop.m 0
	mov.i ar.lc = r18
	nop.i 0
	;;
}
.Lsum:
{ .mfi
	ldfd f6 = [r2], 8
	nop.f 0
	nop.i 0
	;;
}
{ .mfb
	nop.m 0
	fadd.d f8 = f8, f6
	br.cloop.sptk.few .Lsum
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp fp_sum
