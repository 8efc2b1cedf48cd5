// counts: a count that depends on one unknown input as an affine function
// of it, printed with its formula (docs/model.md, section 7, "Formulas").
// expect-events: sum IA64_INST_RETIRED=306 NOPS_RETIRED=4 BR_MISPRED_DETAIL.ALL.ALL_PRED=101
// expect-formula: sum IA64_INST_RETIRED=3,9 BR_MISPRED_DETAIL.ALL.ALL_PRED=1,2
// expect-formula: sum NOPS_RETIRED=none STORES_RETIRED=none
// expect-depends: sum in3
// Derivation: ar.lc = in3 (r35 as the procedure is entered), so the
// br.cloop loop runs in3 + 1 times; nothing else is unknown.  The first
// bundle (nop.m, mov to ar.lc, nop.i) and the last (nop.m, nop.i, br.ret)
// run once: 6 instructions, 4 nops, 1 branch.  The loop's bundle (add,
// add, br.cloop) runs in3 + 1 times: 3 instructions and a branch each.
// IA64_INST_RETIRED = 3(in3 + 1) + 6 = 3·in3 + 9; branches = in3 + 1 + 1
// = in3 + 2; nops 4, whatever in3 is: no formula.  The values shown are
// for the default trip count, 100 (in3 = 99): 306 retired, 101 branches.
	.text
	.proc sum#
sum:
{ .mii
	nop.m 0
	mov.i ar.lc=r35
	nop.i 0 ;;
}
.Ls:
{ .mib
	add r8=r8,r9
	add r10=r10,r11
	br.cloop.sptk.few .Ls ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp sum#

// quarter: ar.lc = in3 >> 2, a trip count of floor(in3 / 4) + 1, which is
// no affine function of in3 (1000 and 1001 give the same count, 1006 one
// more): its counts depend on in3 and have no formula.
// expect-formula: quarter IA64_INST_RETIRED=not_affine NOPS_RETIRED=none
// expect-depends: quarter in3
	.proc quarter#
quarter:
{ .mii
	nop.m 0
	shr.u r9=r35,2 ;;
	mov.i ar.lc=r9 ;;
}
.Lq:
{ .mib
	add r8=r8,r9
	add r10=r10,r11
	br.cloop.sptk.few .Lq ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp quarter#
