// golden: an instruction-cache miss with an empty buffer: the fetch waits and so does dispersal (model section 5, memory section 5)
// param: cache_warm=0
// expect-events: k CPU_OP_CYCLES.ALL=205 BACK_END_BUBBLE.FE=199 BE_EXE_BUBBLE.FRALL=3
// expect-events: k FE_LOST_BW.ALL=402 FE_LOST_BW.IMISS=398 FE_LOST_BW.UNREACHED=0 FE_LOST_BW.IBFULL=4
// expect-events: k FE_BUBBLE.ALL=201 FE_BUBBLE.IMISS=199 FE_BUBBLE.IBFULL=2 FE_BUBBLE.ALLBUT_IBFULL=199
// expect-events: k IDEAL_BE_LOST_BW_DUE_TO_FE.IMISS=398 BE_LOST_BW_DUE_TO_FE.IMISS=398 BE_LOST_BW_DUE_TO_FE.ALL=398
// Derivation: the kernel of 67 with cold caches.  The first fetch (the pair
//   0x0-0x1f) misses L1I, L2I and L3: memory_latency 200 less the cycle the
//   pipeline has, 199 (docs/memory.md section 5); B2 is in the same line.
//   The buffer is empty: the fetch writes B0+B1 in cycle 199 and, a pair
//   ahead, B2; B0's group waits cycles 0-198: BACK_END_BUBBLE.FE 199, and
//   each of those cycles loses both fetch slots and both exit places to
//   the miss (FE_LOST_BW.IMISS 398, FE_BUBBLE.IMISS 199, the exit 398, the
//   back end waiting for nothing else).  Then as in 67, 199 cycles later:
//   B1 in 203 (3 stall cycles), B2 in 204, 205 cycles; the code after the
//   stream fills the buffer: IBFULL in 202 and 203 (4).
	.text
	.proc k
k:
	{ .mfi
	  nop.m 0
	  fma.d f6 = f7, f8, f9
	  nop.i 0 ;;
	}
	{ .mfi
	  nop.m 0
	  fma.d f10 = f6, f8, f9
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp k
