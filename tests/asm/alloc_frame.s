// alloc whose destination is named by the frame it creates.  glibc writes
// `alloc loc1 = ar.pfs, 2, 3, 4, 0`: the in/loc/out names in that
// instruction, and in everything after it, are resolved with the new
// frame (inputs from r32, then locals, then outputs), even when there was
// no frame before or the previous frame was different.  A directive before
// the first alloc cannot use loc names yet (see alloc_frame_err.s), so
// GCC writes `.save ar.pfs, r35` with the physical register.
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r35
	alloc loc1 = ar.pfs, 2, 3, 4, 0		// r35 (in0 r32, in1 r33, loc0 r34)
	.save rp, loc2
	mov loc2 = b0				// r36
	.body
	mov out0 = in1				// r37 = r33
	;;
	mov b0 = loc2
	mov ar.pfs = loc1
	;;
	alloc in0 = ar.pfs, 2, 3, 4, 0		// r32
	;;
	alloc out3 = ar.pfs, 2, 3, 4, 0		// r40: the last output
	;;
	alloc loc0 = ar.pfs, 1, 1, 0, 0		// r33: only one input now
	br.ret.sptk.many b0
	.endp f
	.proc g
g:
	alloc loc3 = ar.pfs, 0, 4, 0, 0		// r35: no inputs
	;;
	alloc r2 = ar.pfs, 0, 0, 0, 0		// an empty frame is fine too
	br.ret.sptk.many b0
	.endp g
