// golden: taken_branch_bubble=1: one lost cycle after every taken loop branch (5, 6)
// expect: loop=.Lloop cycles_per_iteration=2 bound=front-end
// param: taken_branch_bubble=1
// Derivation:
//   One bundle: MIB (add r8 = r14, r15, nop.i, br.cloop ;;), parameter
//   taken_branch_bubble=1.
//   cycle t:   the group issues (M0 I0 B2). End: taken branch.
//   cycle t+1: bubble (taken_branch_bubble = 1).
//   cycle t+2: next iteration.
//   2 cycles per iteration, bound front-end (taken-branch bubble).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  add r8 = r14, r15
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
