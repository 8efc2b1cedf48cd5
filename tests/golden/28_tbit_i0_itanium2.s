// golden: earlier Itanium 2: tbit behind a nop.i needs I0, taken, and ends the group (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// mcpu: itanium2
// Derivation:
//   B1 = MII (nop.m, nop.i, tbit.nz p6,p7=r14,3), B2 = MMB (br.cloop ;;),
//   --mcpu itanium2.
//   cycle t:   nop.m M0, nop.i I0. tbit (ishift, I0-only on itanium2) needs I0:
//              taken. End: port.
//   cycle t+1: tbit I0; B2: M0 M1 B2. End: taken branch.
//   p6, p7 never read. 2 cycles per iteration, dispersal. (On Montecito: 1.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  nop.i 0
	  tbit.nz p6, p7 = r14, 3
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
