// Exception-handling data: `.personality NAME` names the personality
// routine; `.handlerdata` switches to the procedure's unwind information
// so that the language-specific data that follows (GCC's LSDA pointer,
// tables, strings) lands right after the unwind descriptor and the
// personality pointer in .IA_64.unwind_info; `.endp` returns to the code.
// `.unwentry` gives a procedure an empty unwind entry (no descriptors);
// `.unwabi ABI, CONTEXT` (inside a prologue) marks an OS-specific frame
// such as a signal frame, and outside a prologue is only a warning.
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
	mov ar.pfs = r33
	br.ret.sptk.many b0
	.personality __gxx_personality_v0
	.handlerdata
	.align 8
	data8 @gprel(.LLSDA)
	data4 1, 2
	stringz "handler"
	.endp f
	.proc g
g:
	.unwentry
	br.ret.sptk.many b0
	.endp g
	.proc k
k:
	.prologue
	.unwabi 3, 'i'
	.body
	br.ret.sptk.many b0
	.endp k
	.proc h
h:
	.unwabi @svr4, 0			// warning: outside a prologue
	.prologue
	.body
	br.ret.sptk.many b0
	.endp h
