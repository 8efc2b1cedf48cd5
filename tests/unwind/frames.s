// Frames and the rest of the prologue records: .fframe SIZE (P7
// mem_stack_f, size in 16-byte units), .vframe GR (P7 mem_stack_v, P3
// psp_gr), .vframesp OFF (mem_stack_v, P7 psp_sprel), .vframepsp (gas
// warns and takes it as .vframesp), .spill OFF (P7 spill_base),
// .altrp BR (P3 rp_br), .unwabi ABI, CONTEXT (P10; @svr4, @hpux, @nt or
// a number, each kept to 8 bits).
	.text
	.proc fixed
fixed:
	.prologue
	.fframe 160
	adds sp = -160, sp
	.body
	br.ret.sptk.many rp
	.endp fixed

	.proc variable
variable:
	.prologue
	.vframe r40
	mov r40 = sp
	.altrp b7
	nop.m 0
	.unwabi @svr4, 0
	nop.m 0
	.unwabi @hpux, 1
	nop.m 0
	.unwabi @nt, 0x2ff
	nop.m 0
	.unwabi 3, 0x4d
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp variable

	.proc sp_relative
sp_relative:
	.prologue
	.vframesp 16
	nop.m 0
	.spill 32
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp sp_relative

	.proc meaningless
meaningless:
	.prologue
	.vframepsp 16
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp meaningless
