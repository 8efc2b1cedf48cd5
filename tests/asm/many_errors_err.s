// Several bad lines of different kinds in one file, among good code: gas
// reports every one and keeps assembling (state set by the good lines,
// such as the equate and the frame, stays in force after an error).
// ia64-predict must report an error on exactly these lines and no other:
// 15, 18, 21, 24, 27, 28 and 34 (line 31 is only a warning).
	.text
	.global f
	.proc f
f:
	.prologue
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 1, 2, 0, 0
	.body
dst = r14
	add dst = in0, 5			// error: operand 3
	;;
	add dst = in0, r0
	mov r8 = loc2				// error: only two locals
	;;
	ld8 r9 = [dst]
	cmp.eq p6, p7 = 200, r0			// error: out of range
	;;
(p6)	mov r10 = 1
	.pred.rel "mutex", p6			// error: two needed
	.if dst == r14
	.endif
	.else					// error: no .if
	.fframe x				// error: not a constant
	mov ar.pfs = r33
	br.ret.sptk.many b0
	.endp f, g				// warning: g was not in the .proc
	.data
	data1 3
	data1 1, 2x				// error: junk
	data1 4
