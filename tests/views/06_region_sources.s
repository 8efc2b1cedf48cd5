// A region cut inside its bundle (its nop.i is outside), whose
// instructions' latencies come from a parameter and from a load's access:
// the instruction info names each source; the summary and the pressure
// count the outside slot as dispersed, apart from the region's own.
// views: --summary --resource-pressure --instruction-info
// Derivation (docs/model.md, sections 3, 4 and 7; table 2-8):
//   The region is ldfd and popcnt; the bundle's nop.i, after the END
//   marker, is dispersed but outside.  Repeated back to back: one MII a
//   group, ended by the stop after slot 2; ldfd M0 (an FP load: any M
//   port, the lowest free), popcnt I0 (on Montecito an I0 or I1
//   instruction), nop.i I1.  Nothing reads f6 or r8, r32 and r9 are never
//   written: 1 cycle an iteration, bound by dispersal, its stops.
//   Per iteration: 2 instructions of the region, both useful, 1 slot
//   outside, 1 bundle, 3 syllables; IPC 2.00.
//   Info: ldfd (M6) writes f6: every FR use (std, fmac, fmisc, getf) after
//   the access M + 1 = 6 (fp_load_latency 5, an L2D hit).  popcnt (I9) is
//   multimedia: r8 reaches alu, std and setf uses after 3 cycles and mm
//   uses after 2 (table 2-8), an address use after mm_to_addr_latency (4).
//> 1.00 cycles per iteration (period 1), bound: dispersal (stops)
//
//> instructions   2.00 (0.00 nops, 0.00 predicated off, 2.00 useful)
//> syllables      3.00 (1.00 bundles)
//> outside        1.00 (the cut bundles' other slots)
//> cycles         1.00
//> IPC            2.00 (useful: 2.00, without nops and predicated-off instructions)
//
//> 0/0  M6   M  M0 M1 M2 M3             ldfd f6=[r32]
//> f6: std 6, fmac 6, fmisc 6, getf 6 (the load's access (M) + 1 (table 2-8))
//> 0/1  I9   I  I0 I1                   popcnt r8=r9
//> r8: alu 3, mm 2, std 3, setf 3 (table 2-8); addr 4 (mm_to_addr_latency)
//> 0/2  I18  I  I0 I1                   (outside the region) nop.i 0
//
//> M0    M1    M2    M3    I0    I1    F0    F1    B0    B1    B2
//> 1.00  -     -     -     1.00  1.00  -     -     -     -     -
// expect-json: .files[0].regions[0].summary.per_iteration | [.instructions, .outside, .syllables, .ipc] == [2,1,3,2]
// expect-json: .files[0].regions[0].instruction_info[1].results[0].latency.addr == {"cycles":4,"source":"mm_to_addr_latency"}
// expect-json: .files[0].regions[0].issue_groups[0].syllables | map(.outside // false) == [false,false,true]
	.text
	.proc k
k:
	{ .mii
// LLVM-MCA-BEGIN sources
	  ldfd f6 = [r32]
	  popcnt r8 = r9
// LLVM-MCA-END
	  nop.i 0 ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
