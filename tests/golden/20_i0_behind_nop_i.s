// golden: an I0-only instruction in the second I slot finds I0 taken by the first (3 I slots)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MII (nop.m, nop.i, mov r8=pr), B2 = MMB (nop.m, nop.m, br.cloop ;;).
//   mov r8=pr is I0 class.
//   cycle t:   nop.m M0, nop.i I0 (first I-slot syllable of the group -> I0).
//              mov r8=pr needs I0: taken. End: port.
//   cycle t+1: mov r8=pr I0; B2 (MMB after MII pairs): M0 M1 B2. End: taken
//              branch.
//   r8 is never read; pr has no producer in the loop: no stall.
//   2 cycles per iteration, dispersal. (With no asymmetry: 1.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  nop.i 0
	  mov r8 = pr
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
