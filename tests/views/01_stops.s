// A loop of two instruction groups, each ended by a stop (the first
// by the stop after the MII's slot 2, the second by the taken br.cloop):
// bound by dispersal, for its stops.
// views: --summary --resource-pressure --instruction-info
// Derivation (docs/model.md, sections 2-4; table 2-8):
//   G1 = MII: add r8 = 1, r9 (A-type in an M slot: M0, the lowest free M
//   port), nop.i (I0), nop.i (I1); the stop ends it.
//   G2 = MIB: add r9 = 1, r8 (M0), nop.i (I0), br.cloop (B2, a branch in
//   the B slot of MIB); the taken branch ends it.
//   add -> add through r8 and r9 is an adder result to an ALU use: 1
//   cycle, so G2 issues the cycle after G1 and the next G1 the cycle after
//   G2: 2 cycles per iteration, no stall, no front-end delay.
//   Per iteration: 6 instructions (2 bundles, 6 syllables), 3 of them nops,
//   3 useful: IPC 6/2 = 3.00, useful 3/2 = 1.50.
//   Pressure per iteration: M0 2 (the two adds), I0 2 (a nop.i of each
//   bundle), I1 1 (the MII's second nop.i), B2 1 (br.cloop).
//   Info: add is format A4 (add imm14), unit A; in an M slot any M port
//   (M0-M3); r8 reaches alu, addr, std and setf uses in 1 cycle and mm uses
//   in 3 (the adder row of table 2-8).  nop.i: I18, I0 or I1.  br.cloop:
//   B2, writes ar.lc, ready after unlisted_latency (1).
//   The procedure per call: mov ar.lc (MII: nop.m, mov, nop.i ;;), the
//   MII/MMI of nops before the aligned loop, 100 iterations, br.ret's MIB:
//   3 + 3 + 600 + 3 = 609 instructions, 203 bundles, 609 syllables;
//   nops: 2 + 3 + 300 + 2 = 307; 203 cycles (200 for the loop, 2 and 1
//   for the blocks): IPC 609/203 = 3.00, useful 302/203 = 1.49; the loop
//   takes 200/203 = 99% of the cycles.
//> 2.00 cycles per iteration (period 1), bound: dispersal (stops)
//> issue groups of one steady-state period:
//>   cycle  stall  ports                  end            instructions
//>   +0     0      M0 I0 I1               stop           add; nop.i; nop.i
//>   +1     0      M0 I0 B2               taken-branch   add; nop.i; br.cloop.sptk.few
//> summary per iteration (steady state: 48 iterations simulated, period 1):
//>   instructions   6.00 (3.00 nops, 0.00 predicated off, 3.00 useful)
//>   syllables      6.00 (2.00 bundles)
//>   cycles         2.00
//>   IPC            3.00 (useful: 1.50, without nops and predicated-off instructions)
//>   bound          dispersal (stops)
//
//>   20/0  A4   A  M0 M1 M2 M3             add r8=1,r9
//>       r8: alu 1, addr 1, mm 3, std 1, setf 1 (table 2-8)
//>   20/1  I18  I  I0 I1                   nop.i 0
//>   20/2  I18  I  I0 I1                   nop.i 0
//>   30/0  A4   A  M0 M1 M2 M3             add r9=1,r8
//>       r9: alu 1, addr 1, mm 3, std 1, setf 1 (table 2-8)
//>   30/1  I18  I  I0 I1                   nop.i 0
//>   30/2  B2   B  B2                      br.cloop.sptk.few 0x20
//>       ar.lc: alu 1 (unlisted_latency)
//> resource pressure per iteration (port uses, over a steady-state period of 1 iteration):
//>   M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2
//>   2.00  -     -     -     2.00  1.00  -     -     -     -     1.00
//> resource pressure by instruction:
//>   M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2    instruction
//>   1.00  -     -     -     -     -     -     -     -     -     -     20/0  add r8=1,r9
//>   -     -     -     -     1.00  -     -     -     -     -     -     20/1  nop.i 0
//>   -     -     -     -     -     1.00  -     -     -     -     -     20/2  nop.i 0
//>   1.00  -     -     -     -     -     -     -     -     -     -     30/0  add r9=1,r8
//>   -     -     -     -     1.00  -     -     -     -     -     -     30/1  nop.i 0
//>   -     -     -     -     -     -     -     -     -     -     1.00  30/2  br.cloop.sptk.few 0x20
//
//> summary per call:
//>   instructions   609.00 (307.00 nops, 0.00 predicated off, 302.00 useful)
//>   syllables      609.00 (203.00 bundles)
//>   cycles         203.00
//>   IPC            3.00 (useful: 1.49, without nops and predicated-off instructions)
//>   bound          loop .Lloop, 99% of the cycles: dispersal (stops)
// expect-json: .files[0].procedures[0].loops[0].bound == "dispersal"
// expect-json: .files[0].procedures[0].loops[0].bound_reason.text == "stops"
// expect-json: .files[0].procedures[0].loops[0].bound_reason.per_period.group_ends.stops == 2
// expect-json: [.files[0].procedures[0].loops[0].issue_groups[] | [.cycle, .end, .ports]] == [[0,"stop",["M0","I0","I1"]],[1,"taken-branch",["M0","I0","B2"]]]
// expect-json: .files[0].procedures[0].loops[0].summary.per_iteration | [.instructions, .nops, .useful, .syllables, .cycles, .ipc, .useful_ipc] == [6,3,3,6,2,3,1.5]
// expect-json: .files[0].procedures[0].loops[0].resource_pressure.per_iteration | [.M0, .I0, .I1, .B2, .M1, .F0] == [2,2,1,1,0,0]
// expect-json: .files[0].procedures[0].loops[0].instruction_info[0] | [.format, .unit, .ports, .results[0].reg, .results[0].latency.mm.cycles, .results[0].latency.mm.source] == ["A4","A",["M0","M1","M2","M3"],"r8",3,"table 2-8"]
// expect-json: .files[0].procedures[0].loops[0].instruction_info[5].results[0] | [.reg, .latency.alu.source] == ["ar.lc","unlisted_latency"]
// expect-json: .files[0].procedures[0].summary.per_call | [.instructions, .nops, .syllables, .cycles, .ipc] == [609,307,609,203,3]
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  add r8 = 1, r9
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = 1, r8
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
