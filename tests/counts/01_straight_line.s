// counts: retirement events of straight-line code, one call.
// expect-events: f IA64_INST_RETIRED=11 INST_DISPERSED=11 NOPS_RETIRED=4
// expect-events: f LOADS_RETIRED=2 STORES_RETIRED=1 FP_OPS_RETIRED=3
// expect-events: f BR_MISPRED_DETAIL.ALL.ALL_PRED=1 BR_MISPRED_DETAIL.RETURN.ALL_PRED=1
// expect-events: f RSE_EVENT_RETIRED=1 PREDICATE_SQUASHED_RETIRED=0
// expect-events: f SYLL_NOT_DISPERSED.MLX=1
// Derivation: four bundles run once.  MMI: ld8 (load), st8 (store), nop.i.
// MLX: nop.m and movl; the L+X is one instruction, so the bundle retires 2
// (IA64_INST_RETIRED counts an MLX as 2) and its third syllable is the one
// SYLL_NOT_DISPERSED.MLX counts.  MFI: ldfd (load), fma.d (2 FP ops),
// nop.i.  MFB: nop.m, fma.d with f2=f0 (a multiply only: 1 FP op),
// br.ret (a return branch and an RSE event).  Instructions 3+2+3+3 = 11;
// nops nop.i, nop.m, nop.i, nop.m = 4 (nop.x would not count; there is
// none); loads 2; stores 1; FP ops 3.
	.text
	.proc f
f:
{ .mmi
	ld8 r2=[r3]
	st8 [r4]=r5
	nop.i 0
}
{ .mlx
	nop.m 0
	movl r6=0x1234 ;;
}
{ .mfi
	ldfd f2=[r7]
	fma.d f3=f4,f5,f6
	nop.i 0
}
{ .mfb
	nop.m 0
	fma.d f7=f8,f9,f0
	br.ret.sptk.many b0 ;;
}
	.endp f
