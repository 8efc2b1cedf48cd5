// golden: two I0-only moves (mov r=pr, mov r=b0) cannot issue together (3 I0)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MII (nop.m, mov r8=pr, mov r9=b0), B2 = MMB (nop.m, nop.m, br.cloop ;;).
//   cycle t:   nop.m M0, mov r8=pr I0. mov r9=b0 (I0 class) needs I0: taken.
//              End: port.
//   cycle t+1: mov r9=b0 I0; B2: M0 M1 B2. End: taken branch.
//   r8, r9 never read; pr, b0 have no producer in the loop: no stall.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  mov r8 = pr
	  mov r9 = b0
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
