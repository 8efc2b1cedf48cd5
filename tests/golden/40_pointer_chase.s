// golden: integer load result used as the next load's address: N+1 = 2 (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=latency
// Derivation:
//   One bundle: MIB (ld8 r14 = [r14], nop.i, br.cloop ;;).
//   Loaded value -> address of the next iteration's load: int load -> addr =
//   N+1 = 2 (N = int_load_latency = 1).
//   cycle t: ld8 issues. End: taken branch.
//   cycle t+1: next group needs r14, ready t+2: stall 1.
//   cycle t+2: issues. 2 cycles per iteration, latency (chain r14 -> ld8 -> r14).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  ld8 r14 = [r14]
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
