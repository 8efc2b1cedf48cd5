// golden: earlier Itanium 2: the second ishift (dep) needs I0 and ends the group (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// mcpu: itanium2
// Derivation:
//   Same code as 25, --mcpu itanium2 (ishift is I0-only there).
//   cycle t:   nop.m M0, extr I0. dep needs I0: taken. End: port.
//   cycle t+1: dep I0; B2: M0 M1 B2. End: taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  extr r8 = r14, 4, 8
	  dep r9 = r14, r15, 4, 8
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
