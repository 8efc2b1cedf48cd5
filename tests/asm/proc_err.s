// .proc/.endp errors: a .proc with no name, an .endp whose procedure
// name was never defined as a label inside it, and an .endp with no .proc
// open.  A second .proc before the .endp of the first is only a warning.
	.text
	.proc f
f:
	nop.m 0
	.proc g					// warning: f still open
g:
	br.ret.sptk.many b0
	.endp g
	.proc					// error: no name
x:	nop.m 0
	.endp x
	.proc undefined_proc
	nop.m 0
	.endp undefined_proc			// error: never defined
	.endp					// error: nothing open
