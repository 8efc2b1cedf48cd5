// .regstk INS, LOCALS, OUTS, ROTATING declares the current register frame
// without an alloc, so that in/loc/out names can be used (glibc's
// __longjmp and libm write `.regstk 0, 2, 0, 0` after switching frames).
// A later .regstk replaces the frame.  A rotating part larger than the
// frame is only a warning.  .mem.offset OFFSET, SPACE tells the dependency
// checker where a spill goes (glibc's setjmp: no bytes).  Labels may
// start with a dot (`.l2:`).
	.text
	.proc f
f:
	.regstk 2, 3, 1, 0
	mov r8 = in1				// r33
	mov loc2 = out0				// r36 = r37
	;;
	.regstk 0, 2, 0, 0
	mov r9 = loc1				// r33
	.mem.offset 0, 0
	st8.spill [r2] = r4, 16
	.mem.offset 8, 0
	st8.spill [r3] = r5, 16
	;;
.l2:	br.cond.sptk .l2
	.regstk 1, 1, 1, 8			// warning: 8 rotating > 3
	br.ret.sptk.many b0
	.endp f
