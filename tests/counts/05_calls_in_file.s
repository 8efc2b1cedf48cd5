// counts: a procedure's counts exclusive and inclusive of the procedures
// of the file it calls; a recursive call and a call outside the file are
// listed and not counted (docs/model.md, section 7, "Calls").
// expect-events: f IA64_INST_RETIRED=15 NOPS_RETIRED=8 BR_MISPRED_DETAIL.ALL.ALL_PRED=4
// expect-inclusive: f IA64_INST_RETIRED=27 NOPS_RETIRED=16 BR_MISPRED_DETAIL.ALL.ALL_PRED=6
// expect-inclusive: f cycles_inclusive=9
// expect-inclusive: g IA64_INST_RETIRED=6 NOPS_RETIRED=4
// expect-inclusive: r IA64_INST_RETIRED=6 NOPS_RETIRED=4 BR_MISPRED_DETAIL.ALL.ALL_PRED=2
// expect-calls: f in_file,in_file,outside
// expect-calls: r recursive
// expect-calls: g
// Derivation: g is two bundles run once: add and four nops (nop.i, nop.i,
// nop.m, nop.i) and br.ret: 6 retired, 4 nops, 1 branch.  f is five
// bundles run once: alloc, mov, nop.i; three bundles of nop.m, nop.i and
// a br.call (g, g, ext); nop.m, mov to ar.pfs, br.ret: 15 retired, nops
// 1 + 2 + 2 + 2 + 1 = 8, branches 4 (the calls and the return).  Its
// calls of g (twice) are in the file: inclusive, f adds 2 x g = 12
// retired, 8 nops and 2 branches: 27, 16, 6; and 2 x 2 cycles to f's 5:
// 9 (g takes 2: its third I-slot syllable finds no I port free in the
// first cycle; f's bundles each end at a stop).  ext is not in the file:
// listed, not counted.  r calls itself: the call is recursive, listed and
// not counted, so r's inclusive counts are its own: 6 retired, 4 nops, 2
// branches.
	.text
	.proc g#
g:
{ .mii
	add r8=r32,r33
	nop.i 0
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp g#

	.proc f#
f:
{ .mii
	alloc r34=ar.pfs,0,3,2,0
	mov r33=b0
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=g ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=g ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=ext# ;;
}
{ .mib
	nop.m 0
	mov.i ar.pfs=r34
	br.ret.sptk.many b0 ;;
}
	.endp f#

	.proc r#
r:
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=r ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp r#
