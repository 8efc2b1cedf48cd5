// Several body regions in one procedure: `.label_state N` remembers the
// unwind state at a point of a body, an epilogue (`.restore sp`) ends the
// frame on one path, and a later `.body` with `.copy_state N` restores the
// remembered state for the code after it (a second exit path).  GCC emits
// this for functions with more than one return.
	.text
	.global f
	.proc f
f:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 0, 0
	.save rp, r32
	mov r32 = b0
	.body
	.label_state 1
	cmp.eq p6, p7 = r0, r0
(p6)	br.cond.dptk.few .Lother
	;;
	.restore sp
	mov ar.pfs = r33
	br.ret.sptk.many b0
	.body
	.copy_state 1
.Lother:
	mov r8 = 1
	mov ar.pfs = r33
	;;
	.restore sp
	br.ret.sptk.many b0
	.endp f
