// chase(in0 = p, in1 = n >= 1): n dependent loads, p = *p, counted with
// br.cloop; returns the last p.  Bundles written out, so the counts of
// tests/memref/hand.tsv do not depend on the assembler.
//
// The cases (tests/memref/cases.tsv) chase a cyclic list of N nodes
// 128 bytes apart (one node per L2D line; harness fill chain:128) in a
// buffer aligned to its size, n = N: one round, so the working set is
// W = 128 N bytes.  Warm (the round run once before): what each level
// holds of a cyclic sweep is all of it if it fits its set and nothing
// otherwise (LRU), and node i's line falls in
//   L1D set (2i) mod 64 (128-byte stride: the even sets only),
//   L2D set i mod 256, L3 set i mod 8192, page i / 128.
// - W = 4 KB, N = 32: one line in each of 32 L1D sets: 32 reads, all hits;
//   nothing reaches L2D; one page.
// - W = 64 KB, N = 512: 16 lines per L1D set (4 ways): every read misses;
//   2 per L2D set (8 ways): 512 L2D read hits; 4 pages: no TLB miss.
// - W = 1 MB, N = 8192: 32 lines per L2D set: every L2D lookup misses;
//   1 per L3 set: 8192 L3 data read hits.  64 pages: they fit the L2DTLB
//   (128), not the L1DTLB (32): each page's first load misses L1DTLB and
//   hits L2DTLB: 64 transfers.
// - W = 4 MB, N = 32768: L1D and L2D miss every time; 4 lines per L3 set
//   (12 ways): 32768 L3 hits.  256 pages: over the L2DTLB too: 256 walks,
//   no transfer (the L1DTLB never holds the page either).
// Cold (4 MB): every level misses every line, the 256 pages are walked.
	.text
	.align 16
	.global chase
	.proc chase
chase:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r8 = in0
	nop.m 0
	mov.i ar.lc = r18
	;;
}
.Lloop:
{ .mmi
	ld8 r8 = [r8]
	nop.m 0
	nop.i 0
	;;
}
{ .mib
	nop.m 0
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
	.endp chase
