// .prologue in its forms: bare; `.prologue MASK, GRSAVE` as GCC writes it
// (`.prologue 12, 32`: mask bits rp=8, ar.pfs=4, psp=2, pr=1 saved in
// consecutive general registers from GRSAVE, given as a number or as a
// register); `.body` ending it.  gas turns each procedure's regions into
// an unwind descriptor in .IA_64.unwind_info and a table entry (start,
// end, info: zeros plus relocations in the object) in .IA_64.unwind; both
// sections, their flags and link, and their bytes are compared.
	.text
	.global a
	.proc a
a:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 0, 0
	.save rp, r32
	mov r32 = b0
	.body
	mov r8 = r0
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp a
	.proc b
b:
	.prologue 14, 34
	.save ar.pfs, r35
	alloc r35 = ar.pfs, 0, 4, 0, 0
	.save rp, r34
	mov r34 = b0
	.body
	br.ret.sptk.many b0
	.endp b
	.proc c
c:
	.prologue 0x1, r2
	.save pr, r2
	mov r2 = pr
	.body
	br.ret.sptk.many b0
	.endp c
	.proc d
d:
	.prologue
	.body
	br.ret.sptk.many b0
	.endp d
