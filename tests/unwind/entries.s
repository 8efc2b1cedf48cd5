// Entries without descriptors and the information block's tail:
// .unwentry (a header alone), .personality (flags EHANDLER|UHANDLER and
// an 8-byte pointer after the descriptors, zero here: relocated),
// .handlerdata (the block is written at once, the data after it goes
// into .IA_64.unwind_info, and .endp returns to the code section), a
// .handlerdata with no personality, and code after .endp that lands in
// .text again.
	.text
	.proc pers
pers:
	br.ret.sptk.many rp
	.endp pers

	.proc entry
entry:
	.unwentry
	br.ret.sptk.many rp
	.endp entry

	.proc with_personality
with_personality:
	.personality pers
	br.ret.sptk.many rp
	.endp with_personality

	.proc handler
handler:
	.prologue
	.personality pers
	.save rp, r33
	mov r33 = b0
	.body
	br.ret.sptk.many rp
	.handlerdata
	data4 5
	data1 7
	.endp handler
	nop.m 0			// back in .text

	.proc bare_handler
bare_handler:
	br.ret.sptk.many rp
	.handlerdata
	data2 0x1234
	.endp bare_handler

	.proc last
last:
	.prologue
	.body
	br.ret.sptk.many rp
	.personality pers
	.endp last
