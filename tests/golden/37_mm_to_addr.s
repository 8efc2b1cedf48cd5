// golden: multimedia result used as a load address: mm_to_addr_latency (default 4) (4)
// expect: loop=.Lloop cycles_per_iteration=5 bound=latency
// Derivation:
//   G1 = MII (padd4 r14 = r15, r16 ;;), G2 = MIB (ld8 r8 = [r14], br.cloop ;;).
//   multimedia -> addr use = mm_to_addr_latency = 4 (default).
//   cycle t:   G1 issues. End: stop.
//   cycle t+1: G2 needs r14 (address), ready t+4: stall 3.
//   cycle t+4: G2 issues. End: taken branch.
//   Next G1 at t+5. 5 cycles per iteration, latency.
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
