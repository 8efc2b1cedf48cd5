// bank_stores(in0 = p, in1 = n >= 1): n times, two st8 in one
// instruction group to p and p + 256: two lines (the cases align p to
// 128), the same 16-byte L2D bank (bits 6:4 of the address equal): the
// stores the L2D's pseudo-four-ported data array must serialise.
// Counts: 2n stores, 2n L2D writes (WRITES), no L1D read.  Cold: the two
// lines miss once (reads for ownership in L3, missing), every other store
// hits; one page walked.  Warm: every store hits.
// L2D operations: STORE 2n, nothing else; fills: cold the two lines, M
// (a store's fill), warm none.
	.text
	.align 16
	.global bank_stores
	.proc bank_stores
bank_stores:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r2 = in0
	adds r3 = 256, in0
	mov.i ar.lc = r18
	;;
}
.Lbank:
{ .mmi
	st8 [r2] = r18
	st8 [r3] = r18
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lbank
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp bank_stores

// Bank conflicts (docs/memory.md, section 3, "Bank conflicts";
// L2D_OZQ_CANCELS0.BANK_CONF), with in1 = n: the two st8 of bank_stores
// issue in one group (no stop between them: the core's dispersal puts
// st8, st8, nop.i, nop.m, nop.i, br.cloop in one group, M0 M2 M3 I0 I1
// B2), and p and p + 256 are in the same 16-byte bank (their bits 7:4,
// and 6:4, are equal) of two lines.  When both hit L2D, the younger
// (st8 [r3]) is cancelled: warm, every iteration, n conflicts; cold, the
// first iteration's stores both miss (no hit, no conflict), n - 1.
// bank_split: the same stores with a stop between them, two groups: no
// conflict.  spread_stores: p and p + 272 in one group, banks 0 and 1
// (bits 7:4 are 0 and 1): no conflict.  In all three every store is one
// STORE operation: 2n.
	.global bank_split
	.proc bank_split
bank_split:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r2 = in0
	adds r3 = 256, in0
	mov.i ar.lc = r18
	;;
}
.Lsplit:
{ .mmi
	st8 [r2] = r18
	;;
	st8 [r3] = r18
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lsplit
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp bank_split

	.global spread_stores
	.proc spread_stores
spread_stores:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r2 = in0
	adds r3 = 272, in0
	mov.i ar.lc = r18
	;;
}
.Lspread:
{ .mmi
	st8 [r2] = r18
	st8 [r3] = r18
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lspread
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp spread_stores

// index_stores(in0 = p, in1 = n <= 256): n times, two st8 in one issue
// group to p + 128i and p + 32 KB + 128i: two lines of one L2D set (the
// set is address bits 14:7; 32 KB is bit 15) and one bank (bits 7:4
// equal).  Cold: both miss every time (new lines, distinct sets for
// i < 256, nothing evicted): the younger is forced to recirculate,
// L2D_FORCE_RECIRC.SAME_INDEX n; no hit, no bank conflict.  Warm (the
// 2n lines fit L2D): both hit every time: BANK_CONF n, SAME_INDEX 0.
	.global index_stores
	.proc index_stores
index_stores:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
}
{ .mmi
	mov r2 = in0
	add r3 = 0, in0
	mov.i ar.lc = r18
	;;
}
{ .mii
	nop.m 0
	dep.z r19 = 1, 15, 1
	nop.i 0
	;;
}
{ .mii
	add r3 = r3, r19
	nop.i 0
	nop.i 0
	;;
}
.Lindex:
{ .mmi
	st8 [r2] = r18, 128
	st8 [r3] = r18, 128
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lindex
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp index_stores
