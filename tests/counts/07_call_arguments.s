// counts: a callee predicted with the arguments each call passes
// (docs/model.md, section 7, "Calls"): f calls n with in0 = 10 and with
// in0 = 20 (r35 and r36 are f's out registers after alloc 0, 3, 2, 0:
// n's in0 and in1).
// expect-events: n IA64_INST_RETIRED=309 NOPS_RETIRED=105
// expect-events: f IA64_INST_RETIRED=15 NOPS_RETIRED=7
// expect-inclusive: f IA64_INST_RETIRED=123 NOPS_RETIRED=47
// expect-inclusive: f cycles_inclusive=41
// expect-inclusive: n IA64_INST_RETIRED=309
// expect-calls: f in_file,in_file
// Derivation: n runs alloc/adds/nop.i, nop.m/mov ar.lc/nop.i, in0
// iterations of the loop bundle (nop.m, add, br.cloop) and nop.m/nop.i/
// br.ret: 3 + 3 + 3·in0 + 3 = 3·in0 + 9 retired and 1 + 2 + in0 + 2 =
// in0 + 5 nops, one cycle a bundle (each ends at a stop; the loop bundle
// one cycle an iteration): in0 + 3 cycles.  On its own in0 is unknown and
// the loop runs the default 100 times: 309, 105, 103 cycles.  f is five
// bundles run once: 15 retired, nops 0 + 2 + 2 + 2 + 1 = 7, 5 cycles.
// Called with in0 = 10, n is 39 retired, 15 nops, 13 cycles; with in0 =
// 20, 69, 25, 23: f inclusive is 15 + 39 + 69 = 123 retired, 7 + 15 + 25
// = 47 nops, 5 + 13 + 23 = 41 cycles.
	.text
	.proc n#
n:
{ .mii
	alloc r16=ar.pfs,1,0,0,0
	adds r14=-1,r32
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	mov.i ar.lc=r14
	nop.i 0 ;;
}
.Lloop:
{ .mib
	nop.m 0
	add r8=r8,r32
	br.cloop.sptk.few .Lloop ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp n#

	.proc f#
f:
{ .mii
	alloc r34=ar.pfs,0,3,2,0
	mov r33=b0
	mov r35=10 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=n ;;
}
{ .mii
	nop.m 0
	mov r35=20
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=n ;;
}
{ .mib
	nop.m 0
	mov.i ar.pfs=r34
	br.ret.sptk.many b0 ;;
}
	.endp f#
