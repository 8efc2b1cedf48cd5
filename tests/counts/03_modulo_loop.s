// counts: a br.ctop loop with stage predicates: prologue and epilogue
// iterations retire predicated-off instructions.
// expect-events: h LOADS_RETIRED=5 STORES_RETIRED=5 PREDICATE_SQUASHED_RETIRED=4
// expect-events: h IA64_INST_RETIRED=30 NOPS_RETIRED=4
// expect-events: h BR_MISPRED_DETAIL.IPREL.ALL_PRED=7 RSE_EVENT_RETIRED=2
// Derivation: ar.lc = 4 and ar.ec = 3 give LC + EC = 7 kernel iterations;
// "mov pr.rot = 1 << 16" makes p16 = 1, p17 = p18 = 0.  Each br.ctop
// rotates: while LC > 0 (iterations 0-4) the new p16 is 1, then (5, 6) 0.
// So s[0] = p16 is true in iterations 0-4 and false in 5 and 6; s[2] =
// p18, two rotations later, is false in 0 and 1 and true in 2-6.  The ld8
// under s[0] retires 7 times, 5 executing (5 loads, 2 squashed); the st8
// under s[2] retires 7 times, 5 executing (5 stores, 2 squashed):
// PREDICATE_SQUASHED_RETIRED = 4 (br.ctop is a B syllable, not counted).
// GNU as bundles the entry as MII (alloc, mov.i ar.lc, mov.i ar.ec) and MII
// (nop.m, mov pr.rot, nop.i ;;): 6 instructions, 2 nops; the body is one MMB
// (ld8, st8, br.ctop): 3 x 7 = 21; the exit MIB (nop.m, nop.i, br.ret): 3,
// 2 nops.  Instructions 6 + 21 + 3 = 30, nops 4, branches: 7 br.ctop
// (IP-relative) and the return; RSE events: alloc and br.ret.
	.text
	.proc h
h:
	alloc r14 = ar.pfs, 0, 8, 0, 8
	mov ar.lc = 4
	mov ar.ec = 3
	mov pr.rot = 1 << 16
	;;
	.rotr v[3]
	.rotp s[3]
.Lk:
{ .mmb
	(s[0]) ld8 v[0] = [r2], 8
	(s[2]) st8 [r3] = v[2], 8
	br.ctop.sptk.few .Lk ;;
}
	br.ret.sptk.many b0 ;;
	.endp h
