// .proc and .endp names.  `.proc a, b` opens one procedure with two entry
// names, each of which gets the function type and a size (from its label
// to the .endp).  A bare .endp, or one naming something else, is accepted
// with warnings (the procedure still gets its size).  glibc's ENTRY/END
// macros and GCC always name the procedure on both.
	.text
	.global a
	.proc a, b
a:
	nop.m 0
b:
	br.ret.sptk.many b0
	.endp a, b
	.proc c
c:
	br.ret.sptk.many b0
	.endp					// warnings: empty, c expected
	.proc d
d:
	br.ret.sptk.many b0
	.endp e					// warnings: e unknown, d expected
