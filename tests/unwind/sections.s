// Which unwind sections go with which code section: .text gives
// .IA_64.unwind_info and .IA_64.unwind; .gnu.linkonce.t.NAME gives
// .gnu.linkonce.ia64unwi.NAME and .gnu.linkonce.ia64unw.NAME; any other
// NAME gives .IA_64.unwind_infoNAME and .IA_64.unwindNAME.  The info
// section is allocated (A, 8-byte aligned), the table is IA_64_UNWIND
// with SHF_LINK_ORDER to the code section; sections in a comdat group
// put their unwind sections in the same group.
	.section .text.foo, "ax", @progbits
	.proc f
f:
	.unwentry
	br.ret.sptk.many rp
	.endp f

	.section .gnu.linkonce.t.bar, "ax", @progbits
	.proc g
g:
	.unwentry
	br.ret.sptk.many rp
	.endp g

	.section mycode, "ax", @progbits
	.proc h
h:
	.unwentry
	br.ret.sptk.many rp
	.endp h

	.section grpcode, "axG", @progbits, sig, comdat
	.proc i
i:
	.unwentry
	br.ret.sptk.many rp
	.endp i

	.text
	.proc k
k:
	.unwentry
	br.ret.sptk.many rp
	.endp k

	.section .text.foo, "ax", @progbits
	.proc f2
f2:
	.unwentry
	br.ret.sptk.many rp
	.endp f2
