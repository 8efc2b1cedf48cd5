// golden: the instruction buffer fills while the back end stalls (model section 5)
// expect-events: k CPU_OP_CYCLES.ALL=6 BACK_END_BUBBLE.FE=0 BE_EXE_BUBBLE.FRALL=3
// expect-events: k FE_LOST_BW.ALL=4 FE_LOST_BW.UNREACHED=0 FE_LOST_BW.IBFULL=4
// expect-events: k FE_BUBBLE.ALL=2 FE_BUBBLE.IBFULL=2 FE_BUBBLE.ALLBUT_IBFULL=0
// expect-events: k IDEAL_BE_LOST_BW_DUE_TO_FE.ALL=0 BE_LOST_BW_DUE_TO_FE.ALL=0
// Derivation: three bundles at 0x0, 0x10, 0x20, a group each (stops).
//   Groups: B0 (fma.d f6) in cycle 0; B1 reads f6: fma to fma is 4
//   cycles, so it issues in 4 (3 stall cycles, FRALL); B2 (br.ret) in 5.
//   6 cycles.
//   Fetch: the procedure is entered falling through, so the fetch is a pair
//   ahead: the pair B0+B1 and the unit of B2 (0x20, the first of its pair)
//   are in the buffer in cycle 0.  A block is timed alone and its stream
//   ends at br.ret, so B2's unit is completed by the code after it (no
//   UNREACHED slot), which the fetch goes on with, a pair a cycle while two
//   places are free.  Cycles 1-4 (B1's; B0 left in cycle 0): B1, B2 and
//   one bundle after them held, room for 2 pairs: written in 1 and 2, none
//   in 3 and 4 (IBFULL: 4 slots).  Cycle 5: B2 and 5 after it, room for 1
//   pair.  FE_LOST_BW 4; FE_BUBBLE: the two cycles that wrote nothing.
//   The exit always had its bundles: 0, and no front-end delay.
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
