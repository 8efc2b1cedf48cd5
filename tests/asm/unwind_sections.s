// Where unwind information goes.  For code in .text it is
// .IA_64.unwind_info / .IA_64.unwind; for another code section NAME gas
// makes .IA_64.unwind_info.NAME-without-.text / .IA_64.unwind.NAME
// (.text.hot gives .IA_64.unwind.text.hot, .init gives
// .IA_64.unwind.init), in the same COMDAT group as a grouped code section,
// and .gnu.linkonce.ia64unwi.X / .gnu.linkonce.ia64unw.X for
// .gnu.linkonce.t.X.  Each table section links to its code section.  A
// procedure without unwind directives, or whose prologue saves nothing,
// gets no entry, and then no section is made for it.
	.section .text.hot,"ax",@progbits
	.proc f
f:
	.prologue
	.save rp, r2
	mov r2 = b0
	.body
	br.ret.sptk.many b0
	.endp f
	.section .text._Z1gv,"axG",@progbits,_Z1gv,comdat
	.proc g
g:
	.prologue
	.save rp, r2
	mov r2 = b0
	.body
	br.ret.sptk.many b0
	.endp g
	.section .init,"ax"
	.proc h
h:
	.prologue
	.save rp, r2
	mov r2 = b0
	.body
	br.ret.sptk.many b0
	.endp h
	.section .gnu.linkonce.t.q,"ax"
	.proc q
q:
	.prologue
	.save rp, r2
	mov r2 = b0
	.body
	br.ret.sptk.many b0
	.endp q
	.text
	.proc noinfo
noinfo:
	br.ret.sptk.many b0
	.endp noinfo
	.section .text.trivial,"ax",@progbits
	.proc trivial
trivial:
	.prologue
	.body
	br.ret.sptk.many b0
	.endp trivial
