// A one-bundle loop with a taken-branch bubble of one cycle: bound by the
// front end, its reason the bubble.
// views: --param taken_branch_bubble=1 --summary --resource-pressure
// Derivation (docs/model.md, sections 5 and 7):
//   One MIB: add r8 = r9, r10 (M0), nop.i (I0), br.cloop (B2) ;; one group
//   an iteration, ended by the taken branch, after which the front end
//   loses taken_branch_bubble = 1 cycle: 2 cycles per iteration, no stall,
//   front-end cycles in the period: bound front-end, its reason the
//   taken-branch bubble (1 cycle a period, nothing from mispredictions or
//   the fetch).  Per iteration 3 instructions, 1 nop: IPC 1.50, useful
//   1.00.  Pressure per iteration: M0 1, I0 1, B2 1.
//> 2.00 cycles per iteration (period 1), bound: front-end (taken-branch bubble)
//
//> instructions   3.00 (1.00 nops, 0.00 predicated off, 2.00 useful)
//> syllables      3.00 (1.00 bundles)
//> cycles         2.00
//> IPC            1.50 (useful: 1.00, without nops and predicated-off instructions)
//> bound          front-end (taken-branch bubble)
//
//> M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2
//> 1.00  -     -     -     1.00  -     -     -     -     -     1.00
// expect-json: .files[0].procedures[0].loops[0].bound_reason.per_period.front_end_cycles == {"taken_branch_bubble":1,"mispredictions":0,"instruction_fetch":0}
// expect-json: .files[0].procedures[0].loops[0].issue_groups | map([.cycle, .front_end, .end]) == [[0,1,"taken-branch"]]
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  add r8 = r9, r10
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
