// golden: pointer chase with int_load_latency=5 (L2D hit): N+1 = 6 (4, 6)
// expect: loop=.Lloop cycles_per_iteration=6 bound=latency
// param: int_load_latency=5
// Derivation:
//   Same code as 40, int_load_latency=5: int load -> addr = N+1 = 6.
//   cycle t: ld8 issues; the next iteration's ld8 waits for r14 until t+6
//   (stall 5). 6 cycles per iteration, latency.
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
