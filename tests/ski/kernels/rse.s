// The register stack engine's mandatory spills and fills (docs/memory.md,
// "The register stack engine"; machine/rse.h).  96 physical stacked
// registers, hyperlazy (a stored register becomes invalid), mandatory
// traffic only; the backing store's slots whose address has bits 8:3 all
// ones hold a NaT collection (one more store or load).  The Ski harness
// calls the procedure after "alloc r2 = ar.pfs, 0, L, 8, 0" (its setup's
// locals=L): at entry the frame is 8 registers (the harness's outputs) and
// the L harness locals are dirty below it (--param rse_entry_dirty=L);
// the backing store begins at Ski's 0x9fffffff7f600000 (a multiple of
// 2 MB, as rse_backing_store's default place is), so the L dirty registers
// are its slots 0 .. L-1 (plus slot 63, a collection, when L > 63).
// Bundles written out, so the counts do not depend on the assembler.
//
// rse_frame(): alloc of 96 registers, then return.
//   L = 0 (rse-frame-0): 96 - 8 = 88 invalid, growth 88: nothing stored;
//   the return restores the harness's frame (no locals): nothing loaded.
//   RSE_REFERENCES_RETIRED.ALL = 0; LOADS_RETIRED = STORES_RETIRED = 0.
//   L = 80 (rse-frame-80): invalid 96 - 8 - 80 = 8, growth 88: the 80
//   dirty registers must go, the oldest first: slots 0..62, the collection
//   at 63, then 64..80: 81 stores (RSE_REFERENCES_RETIRED.STORE = 81 =
//   STORES_RETIRED).  The return: the harness's 80 locals are all gone:
//   81 loads, slot 80 down to 0 (.LOAD = 81 = LOADS_RETIRED, .ALL = 162).
//   Caches, cold: the stores touch bytes 0..647 of the backing store, 6
//   L2D lines of 128 bytes (each missed by its first store, the L2D
//   allocates); the loads, 11 L1D lines of 64 bytes, the first load of
//   each (the highest slot, going down) misses L1D (11 =
//   L1D_READ_MISSES.ALL = .RSE_FILL) and hits L2D; the other 70 hit L1D.
//   Warm (the call run once before): the L1D still holds the 11 lines
//   (stores do not evict them), so no load misses.
//   Before each of the 2 instructions that move the stack, current /
//   dirty registers: alloc 8 / 80, br.ret 96 / 0.  RSE_CURRENT_REGS:
//   bits 2:0 0+0 = 0, 5:3 1+4 = 5, 6: 0+1 = 1 (64 + 40 = 104 = 8 + 96);
//   RSE_DIRTY_REGS: 0, 2, 1 (80).
//
// rse_calls(in0 = a): alloc of 20 (1 input, 17 locals, 2 outputs), a load
// of [a], a call of rse_leaf(a) (a procedure of the file, which the memory
// model follows: its spills and fills go through the caches and are its
// own, not rse_calls'), a load of [a] again, return.  rse_leaf allocs 10
// (1 input, 9 locals), loads [a] and returns.  (The loads keep each
// instruction's RSE traffic apart in Ski's data trace, where it has no
// instruction of its own: docs/ski-counts.md, "RSE traffic".)  With L = 80
// (rse-calls-80):
//   rse_calls' alloc: invalid 8, growth 12: 4 stores (slots 0-3), dirty
//   76, invalid 0.  br.call: its 18 locals dirty (94), frame 2.  rse_leaf's
//   alloc of 10: growth 8: 8 stores (slots 4-11; rse_leaf's), dirty 86.
//   rse_leaf's return: rse_calls' 18 locals are in the file: nothing
//   loaded, dirty 68.  rse_calls' return: the harness's 80 locals, 68 in
//   the file: 12 loads, slots 11 down to 0 (rse_calls').
//   rse_calls: RSE_REFERENCES_RETIRED.STORE = 4, .LOAD = 12, .ALL = 16;
//   STORES_RETIRED = 4 (no store instruction), LOADS_RETIRED = 12 + 2.
//   Cold caches: the first load of [a] misses L1D, L2D and L3; rse_leaf's
//   (uncounted) and the second hit L1D.  rse_calls' 4 stores: slot 0's L2D
//   line missed, 3 hits; rse_leaf's 8 (uncounted) hit it; the 12 loads
//   (bytes 0..95) miss L1D twice (lines 64 and 0: L1D_READ_MISSES.RSE_FILL
//   = 2; .ALL = 3), both hit L2D.
//   Samples before alloc, br.call, br.ret (current / dirty): 8 / 80, 20 /
//   76, 20 / 68: RSE_CURRENT_REGS 0+4+4 = 8, 1+2+2 = 5, 0 (8 + 40 = 48);
//   RSE_DIRTY_REGS 0+4+4 = 8, 2+1+0 = 3, 1+1+1 = 3 (8 + 24 + 192 = 224).
//   With L = 0 (rse-calls-0): 96 - 8 invalid suffice for every frame:
//   nothing stored or loaded.
	.text
	.align 32
	.global rse_leaf
	.proc rse_leaf
rse_leaf:
{ .mii
	alloc r16 = ar.pfs, 1, 9, 0, 0
	nop.i 0
	nop.i 0
	;;
}
{ .mib
	ld8 r8 = [r32]
	nop.i 0
	br.ret.sptk.many b0
	;;
}
	.endp rse_leaf

	.align 32
	.global rse_frame
	.proc rse_frame
rse_frame:
{ .mii
	alloc r16 = ar.pfs, 0, 96, 0, 0
	nop.i 0
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	mov r8 = r0
	br.ret.sptk.many b0
	;;
}
	.endp rse_frame

	.align 32
	.global rse_calls
	.proc rse_calls
rse_calls:
{ .mii
	alloc r34 = ar.pfs, 1, 17, 2, 0
	mov r35 = b0
	mov r50 = r32
	;;
}
{ .mmi
	ld8 r36 = [r32]
	nop.m 0
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0 = rse_leaf
	;;
}
{ .mii
	ld8 r37 = [r32]
	mov ar.pfs = r34
	mov b0 = r35
	;;
}
{ .mib
	nop.m 0
	add r8 = r36, r37
	br.ret.sptk.many b0
	;;
}
	.endp rse_calls
