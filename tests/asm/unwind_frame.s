// Stack frames: .fframe SIZE for a fixed frame (sp moved by SIZE), .vframe
// GR for a variable frame whose previous sp is kept in GR, .vframesp for
// the previous sp saved in memory (.vframepsp draws a warning: gas takes
// it for .vframesp), `.restore sp` marking the epilogue, `.restore sp, N`
// popping N+1 nested prologue regions, and .altrp naming a branch
// register that holds the return address.  GCC writes .fframe for fixed
// frames and .vframe for alloca.
	.text
	.proc fixed
fixed:
	.prologue
	.fframe 64
	adds sp = -64, sp
	.body
	.restore sp
	adds sp = 64, sp
	br.ret.sptk.many b0
	.endp fixed
	.proc variable
variable:
	.prologue
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 1, 2, 0, 0
	.vframe r34
	mov r34 = sp
	.body
	sub sp = sp, r32
	;;
	.restore sp
	mov sp = r34
	br.ret.sptk.many b0
	.endp variable
	.proc vsp
vsp:
	.prologue
	.vframesp 16
	st8 [r2] = sp
	.body
	br.ret.sptk.many b0
	.endp vsp
	.proc vpsp
vpsp:
	.prologue
	.vframepsp 24			// warning
	st8 [r2] = sp
	.body
	br.ret.sptk.many b0
	.endp vpsp
	.proc nested
nested:
	.prologue
	.fframe 32
	adds sp = -32, sp
	.body
	.prologue
	.fframe 16
	adds sp = -16, sp
	.body
	.restore sp, 1
	adds sp = 48, sp
	br.ret.sptk.many b0
	.endp nested
	.proc alt
alt:
	.prologue
	.altrp b7
	mov b7 = r2
	.body
	br.ret.sptk.many b7
	.endp alt
