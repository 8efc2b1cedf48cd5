// Procedures that get no unwind entry: .proc/.endp alone, a lone
// .prologue, .prologue then .body with nothing else.  GNU as writes no
// .IA_64.unwind_info and no .IA_64.unwind for this file.
	.text
	.proc plain
plain:
	nop.m 0
	br.ret.sptk.many rp
	.endp plain

	.proc lone_prologue
lone_prologue:
	.prologue
	nop.m 0
	br.ret.sptk.many rp
	.endp lone_prologue

	.proc prologue_body
prologue_body:
	.prologue
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp prologue_body
