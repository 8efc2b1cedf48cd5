// fill_sum(in0 = a, in1 = n >= 1): calls fill(a, n), a procedure of the
// same file that stores a[i] = i for i = 0 .. n - 1 (8-byte words), then
// loads the n words back and returns their sum.  The caches flow through
// the call (docs/memory.md, "Calls"): the walk of fill_sum runs fill's
// walk in the call's place, with fill_sum's out registers as fill's
// inputs, so fill's stores go through the caches before fill_sum's loads
// (and are counted as fill's, not fill_sum's).  Bundles written out, so
// the counts do not depend on the assembler.
//
// fill_sum's own accesses are the n loads, a + 8 i in order.  Caches
// (docs/memory.md): stores do not fill L1D (l1d_store_allocate=0) and go
// to L2D, which allocates (l2d_write_allocate=1); loads look up L1D.
// Cold (--cache-state=cold), n = 1024 (8 KB: 128 L1D lines of 64 bytes,
// 64 L2D lines of 128 bytes):
// - fill's 1024 stores leave the 64 L2D lines resident;
// - fill_sum's first load of each L1D line misses L1D (128 loads) and
//   hits L2D; the other 7 loads of the line hit L1D (896 loads); no load
//   goes to L3 or memory.
// Without the call followed, the same loads from cold caches would find
// nothing: 64 of them (one per L2D line) from memory, 64 from L2D (the
// second half of a line the first half's miss brought), 896 from L1D.
// Warm (the call run once before): the same 128 from L2D and 896 from
// L1D, since L1D holds 16 KB but fill's stores do not update lines the
// L1D does not hold... they do update those it holds: every line the
// previous call's loads filled (all 128: 8 KB fits) is still there, so
// warm: 1024 loads from L1D.
	.text
	.align 32
	.global fill
	.proc fill
fill:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, r33
}
{ .mmi
	mov r19 = r32
	mov r20 = r0
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	mov ar.lc = r18
	nop.i 0 ;;
}
.Lfill:
{ .mmb
	st8 [r19] = r20, 8
	adds r20 = 1, r20
	br.cloop.sptk.few .Lfill ;;
}
{ .mib
	nop.m 0
	mov ar.lc = r17
	br.ret.sptk.many b0 ;;
}
	.endp fill

	.align 32
	.global fill_sum
	.proc fill_sum
fill_sum:
{ .mii
	alloc r34 = ar.pfs, 2, 3, 2, 0
	mov r35 = b0
	mov r36 = ar.lc
}
{ .mmi
	mov r37 = r32
	mov r38 = r33
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0 = fill ;;
}
{ .mii
	mov r8 = r0
	adds r18 = -1, r33
	mov r19 = r32 ;;
}
{ .mii
	nop.m 0
	mov ar.lc = r18
	nop.i 0 ;;
}
.Lsum:
{ .mmi
	ld8 r20 = [r19], 8
	nop.m 0
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	add r8 = r8, r20
	br.cloop.sptk.few .Lsum ;;
}
{ .mii
	nop.m 0
	mov ar.lc = r36
	mov b0 = r35
}
{ .mib
	nop.m 0
	mov ar.pfs = r34
	br.ret.sptk.many b0 ;;
}
	.endp fill_sum
