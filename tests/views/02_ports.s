// A loop whose three integer loads want the two load ports M0 and M1: the
// third finds them taken and ends the first group.
// views: --summary --resource-pressure --instruction-info
// Derivation (docs/model.md, section 3; table 2-8):
//   MMI (ld8, ld8, nop.i), then MMB (ld8, nop.m, br.cloop ;;), no stop
//   between them.  G1: ld8 M0, ld8 M1 (integer loads: M0 or M1), nop.i
//   I0; the MMB may join (an M-first bundle after an MMI) but its ld8
//   finds M0 and M1 taken: the group ends for a port, of class M.  G2
//   (the next cycle): ld8 M0, nop.m M1 (the lowest free M port), br.cloop
//   B2; the taken branch ends it.  Nothing reads the loaded registers and
//   the bases are never written: no stall; the loads' addresses are not
//   known, so they are taken to hit.  2 cycles per iteration, bound by
//   dispersal: one group ends for the M ports, one for the taken branch
//   (listed most first, a tie in the order stops, width, ports).
//   Per iteration: 6 instructions, 2 nops, 4 useful: IPC 3.00, useful 2.00.
//   Pressure: M0 2, M1 2, I0 1, B2 1.
//   Info: ld8 is M1 (integer load), its ports M0 M1; its result reaches
//   alu, std and setf uses after the access N (int_load_latency 1 on a
//   hit), an address use after N + 1 = 2 and a multimedia use after N + 2
//   = 3 (table 2-8).  nop.m (M48) may take any M port.
//> 2.00 cycles per iteration (period 1), bound: dispersal (stops 1, ports: M 1 of 2 groups)
//> issue groups of one steady-state period:
//>   cycle  stall  ports                  end            instructions
//>   +0     0      M0 M1 I0               port           ld8; ld8; nop.i
//>   +1     0      M0 M1 B2               taken-branch   ld8; nop.m; br.cloop.sptk.few
//> summary per iteration (steady state: 48 iterations simulated, period 1):
//>   instructions   6.00 (2.00 nops, 0.00 predicated off, 4.00 useful)
//>   syllables      6.00 (2.00 bundles)
//>   cycles         2.00
//>   IPC            3.00 (useful: 2.00, without nops and predicated-off instructions)
//>   bound          dispersal (stops 1, ports: M 1 of 2 groups)
//
//>   20/0  M1   M  M0 M1                   ld8 r8=[r32]
//>       r8: alu 1, std 1, setf 1 (the load's access (N)); addr 2 (the load's access (N) + 1 (table 2-8)); mm 3 (the load's access (N) + 2 (table 2-8))
//
//>   30/1  M48  M  M0 M1 M2 M3             nop.m 0
//
//>   M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2
//>   2.00  2.00  -     -     1.00  -     -     -     -     -     1.00
// expect-json: .files[0].procedures[0].loops[0].bound_reason.per_period.group_ends | [.ports_M, .stops] == [1,1]
// expect-json: .files[0].procedures[0].loops[0].instruction_info[0].results[0].latency | [.alu.cycles, .addr.cycles, .mm.cycles, .addr.source] == [1,2,3,"the load's access (N) + 1 (table 2-8)"]
// expect-json: .files[0].procedures[0].loops[0].resource_pressure.by_instruction | map(.ports | to_entries | map(select(.value > 0) | .key)) == [["M0"],["M1"],["I0"],["M0"],["M1"],["B2"]]
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ld8 r8 = [r32]
	  ld8 r9 = [r33]
	  nop.i 0
	}
	{ .mmb
	  ld8 r10 = [r34]
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
