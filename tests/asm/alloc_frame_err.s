// Stacked-register names outside the frame.  Before the first alloc of a
// file there is no frame, so `.save ar.pfs, loc1` ahead of the alloc, or
// in0 in an instruction, is an error ("No current frame"); after an alloc
// a name past the end of its part of the frame is out of range, including
// in the alloc's own destination; the sizes themselves are checked too
// (at most 96 stacked registers, rotating part no larger than the frame
// and a multiple of 8).
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, loc1			// error: no frame yet
	alloc loc1 = ar.pfs, 2, 3, 4, 0
	.body
	mov r8 = in2				// error: only in0..in1
	mov r8 = loc3				// error: only loc0..loc2
	mov out4 = r8				// error: only out0..out3
	;;
	alloc loc2 = ar.pfs, 1, 1, 0, 0		// error: loc2 is not in the new frame
	alloc r2 = ar.pfs, 50, 50, 0, 0		// error: more than 96 registers
	alloc r2 = ar.pfs, 2, 2, 2, 3		// error: rotating size not a multiple of 8
	alloc r2 = ar.pfs, 2, 2, 2, 16		// error: rotating part larger than the frame
	br.ret.sptk.many b0
	.endp f
