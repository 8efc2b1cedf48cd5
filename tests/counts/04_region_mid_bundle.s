// counts: a region whose markers stand inside bundles (docs/model.md,
// section 7): it starts at slot 1 of the first bundle and ends before
// slot 2 of the second.
// expect-region: cut cycles_per_iteration=1 IA64_INST_RETIRED=4
// expect-region: cut FP_OPS_RETIRED=2 STORES_RETIRED=1 LOADS_RETIRED=0
// expect-region: cut NOPS_RETIRED=0 INST_DISPERSED=6 CPU_OP_CYCLES.ALL=1
// expect-region: cut BE_EXE_BUBBLE.FRALL=0 SYLL_NOT_DISPERSED.ALL=0
// Derivation: the region's instructions are fma.d, add (first bundle,
// MFI) and st8, add (second bundle, MMF): 4 retired, one store, 2 FP ops
// (fma.d is a multiply and an add).  ld8 (slot 0 of the first bundle) and
// the second fma.d (slot 2 of the second) are outside the region: they are
// dispersed with their bundles, since the hardware disperses whole bundles,
// but do nothing and count in no instruction's events, so no load and no
// third FP op.  Dispersal: MFI then MMF, six syllables on M0 M1 M2 I0 F0
// F1, one group ending at the stop: INST_DISPERSED 6 (every slot of the
// two bundles), 1 cycle an iteration, none lost.  The region's fma.d reads
// f6, which the outside fma.d writes: were that fma.d carried out, the next
// iteration's fma.d would wait out its 4-cycle latency (4 cycles an
// iteration, BE_EXE_BUBBLE.FRALL 3); outside the region it writes nothing.
	.text
	.proc f
f:
{ .mfi
	ld8 r2=[r3]
// LLVM-MCA-BEGIN cut
	fma.d f10=f6,f11,f12
	add r7=r8,r9
}
{ .mmf
	st8 [r10]=r11
	add r12=r13,r14
// LLVM-MCA-END
	fma.d f6=f7,f8,f9 ;;
}
	br.ret.sptk.many b0 ;;
	.endp f
