// bank_stores(in0 = p, in1 = n >= 1): n times, two st8 in one
// instruction group to p and p + 256: two lines (the cases align p to
// 128), the same 16-byte L2D bank (bits 6:4 of the address equal): the
// stores the L2D's pseudo-four-ported data array must serialise (bank
// conflicts are the model's timing; the counts here do not see them).
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
