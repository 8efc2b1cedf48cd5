// A pointer chase: each load's address is the previous load's result.
// Bound by latency, its chain the load's r14; the timeline of iterations
// 5 and 6 (kept from the steady state's trace on request).
// views: --summary --instruction-info --timeline=5-6
// Derivation (docs/model.md, sections 4 and 7; table 2-8):
//   One MIB: ld8 r14 = [r14] (M0), nop.i (I0), br.cloop (B2) ;; one group
//   an iteration, ended by the taken branch.  An integer load's result
//   reaches an address use after N + 1 = 2 cycles (N = int_load_latency 1,
//   an L1D hit; the address is not known, so the load is taken to hit).
//   Iteration 0 issues in cycle 0 (r14 is ready at the loop's entry);
//   iteration i in cycle 2i, having stalled 1 cycle for r14: 2 cycles per
//   iteration, bound by latency, the chain r14 from the ld8 (line 47).
//   Per iteration: 3 instructions, 1 nop, 2 useful: IPC 1.50, useful 1.00.
//   Timeline of iterations 5-6: iteration 5's group was ready in cycle 9
//   and issued in 10 after its 1-cycle stall, so it counts from cycle 9:
//   iteration 5 at +1 (stalled at +0), iteration 6 at +3 (stalled at +2),
//   4 columns.
//> 2.00 cycles per iteration (period 1), bound: latency (chain: r14 from ld8 (line 47))
//> critical chain: ld8 (line 47, r14, 1 stall cycles)
//
//>   summary per iteration (steady state: 48 iterations simulated, period 1):
//>   instructions   3.00 (1.00 nops, 0.00 predicated off, 2.00 useful)
//>   syllables      3.00 (1.00 bundles)
//>   cycles         2.00
//>   IPC            1.50 (useful: 1.00, without nops and predicated-off instructions)
//>   bound          latency (chain: r14 from ld8 (line 47))
//
//> timeline of iterations 5-6 from cycle 9 (D: dispersed, =: stalled in the back end, ~: predicated off):
//> [it,slot] 0123
//> [5,20/0] =D    ld8 r14=[r14]
//> [5,20/1] =D    nop.i 0
//> [5,20/2] =D    br.cloop.sptk.few 0x20
//> [6,20/0]   =D  ld8 r14=[r14]
//> [6,20/1]   =D  nop.i 0
//> [6,20/2]   =D  br.cloop.sptk.few 0x20
// expect-json: .files[0].procedures[0].loops[0] | [.bound, .bound_reason.text] == ["latency","chain: r14 from ld8 (line 47)"]
// expect-json: .files[0].procedures[0].loops[0].issue_groups | map([.cycle, .stall, .waits_for.reg, .waits_for.line]) == [[0,1,"r14",47]]
// expect-json: .files[0].procedures[0].loops[0].timeline | [.first_iteration, .last_iteration, .iterations_simulated] == [5,6,48]
// expect-json: .files[0].procedures[0].loops[0].timeline.rows | map([.iteration, .slot, .port, .cycle, .stall]) == [[5,0,"M0",1,1],[5,1,"I0",1,1],[5,2,"B2",1,1],[6,0,"M0",3,1],[6,1,"I0",3,1],[6,2,"B2",3,1]]
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  ld8 r14 = [r14]
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
