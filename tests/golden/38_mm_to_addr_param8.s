// golden: multimedia result used as an address with mm_to_addr_latency=8 (4, 6)
// expect: loop=.Lloop cycles_per_iteration=9 bound=latency
// param: mm_to_addr_latency=8
// Derivation:
//   Same code as 37 with mm_to_addr_latency=8.
//   cycle t:   G1 (padd4 r14) issues.
//   cycle t+1: G2 (ld8 [r14]) needs r14, ready t+8: stall 7.
//   cycle t+8: G2 issues. Next G1 at t+9.
//   9 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  padd4 r14 = r15, r16
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  ld8 r8 = [r14]
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
