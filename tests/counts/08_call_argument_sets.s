// counts: more distinct argument sets at one call than are followed
// (docs/model.md, section 7, "Calls"): f calls n ten times in a br.cloop
// loop with in0 = 1, 2, ..., 10 (a local copied to its out register r36
// before each call: the call may change the out registers).  The first 8
// sets are predicted with their arguments, the 2 calls past them with n's
// own prediction (in0 unknown: the default trip count 100).
// expect-events: f IA64_INST_RETIRED=132 NOPS_RETIRED=85
// expect-inclusive: f IA64_INST_RETIRED=930 NOPS_RETIRED=371
// expect-inclusive: f cycles_inclusive=310
// expect-calls: f in_file
// Derivation: n is as in 07_call_arguments.s: 3·in0 + 9 retired, in0 + 5
// nops, in0 + 3 cycles; on its own 309, 105, 103.  f: three bundles
// (alloc, mov, mov; nop.m, mov, nop.i; nop.m, mov ar.lc, nop.i), ten
// iterations of four bundles (adds, mov, br.call, br.cloop, each with two
// nops), the return bundle (nop.m, mov ar.pfs, br.ret): 9 + 120 + 3 = 132
// retired, 0 + 2 + 2 + 80 + 1 = 85 nops, 3 + 40 + 1 = 44 cycles, one a
// bundle.  Inclusive: n with in0 = 1..8 is sum(3k + 9) = 180 retired,
// sum(k + 5) = 76 nops, sum(k + 3) = 60 cycles; the two other calls are
// 2 x 309, 2 x 105, 2 x 103: 132 + 180 + 618 = 930 retired, 85 + 76 +
// 210 = 371 nops, 44 + 60 + 206 = 310 cycles.
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
	alloc r34=ar.pfs,0,4,2,0
	mov r33=b0
	mov r35=0 ;;
}
{ .mii
	nop.m 0
	mov r14=9
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	mov.i ar.lc=r14
	nop.i 0 ;;
}
.Lcalls:
{ .mii
	nop.m 0
	adds r35=1,r35
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	mov r36=r35
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.call.sptk.many b0=n ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lcalls ;;
}
{ .mib
	nop.m 0
	mov.i ar.pfs=r34
	br.ret.sptk.many b0 ;;
}
	.endp f#
