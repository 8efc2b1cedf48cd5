// golden: multimedia to multimedia: 2 cycles, loop-carried through padd4 (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=latency
// Derivation:
//   One bundle: MIB (padd4 r8 = r8, r14, nop.i, br.cloop ;;).
//   padd4 reads r8 written by the previous iteration's padd4: multimedia -> mm
//   use = 2.
//   cycle t: padd4 issues (r8 ready at t). End: taken branch.
//   cycle t+1: next iteration's group needs r8, ready t+2: stall 1.
//   cycle t+2: issues. Period: 2 cycles per iteration, bound latency (chain
//   r8 -> padd4 -> r8).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  padd4 r8 = r8, r14
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
