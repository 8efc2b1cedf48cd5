// counts: a br.cloop loop of 10 iterations, from "mov ar.lc = 9".
// expect-events: g IA64_INST_RETIRED=66 NOPS_RETIRED=24 LOADS_RETIRED=10 STORES_RETIRED=10
// expect-events: g BR_MISPRED_DETAIL.ALL.ALL_PRED=11 BR_MISPRED_DETAIL.IPREL.ALL_PRED=10
// expect-events: g BR_MISPRED_DETAIL.RETURN.ALL_PRED=1 RSE_EVENT_RETIRED=1
// expect-events: g PREDICATE_SQUASHED_RETIRED=0
// Derivation: "mov ar.lc = 9 ;;" alone is bundled by GNU as as MII (nop.m,
// mov.i, nop.i): 3 instructions, 2 nops, once.  The body, 2 bundles (MII:
// ld8, add, nop.i; MIB: st8, nop.i, br.cloop) runs 10 times: 60
// instructions, 20 nops, 10 loads, 10 stores, 10 IP-relative branches.
// "br.ret" alone is MIB (nop.m, nop.i, br.ret): 3 instructions, 2 nops, a
// return, an RSE event.  Instructions 3 + 60 + 3 = 66, nops 2 + 20 + 2 = 24,
// branches 10 + 1 = 11.
	.text
	.proc g
g:
	mov ar.lc = 9
	;;
.Lloop:
{ .mii
	ld8 r2=[r3],8
	add r4=r4,r2
	nop.i 0
}
{ .mib
	st8 [r5]=r4
	nop.i 0
	br.cloop.sptk.few .Lloop ;;
}
	br.ret.sptk.many b0 ;;
	.endp g
