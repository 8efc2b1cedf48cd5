// Register equates for every register file, used in every operand position.
// Hand-written IA-64 (glibc's memcpy, strlen, Intel's libm) names registers
// with `name = reg` and then uses the name wherever the register could go:
// destinations, sources, memory operands `[name]`, post-increment bases,
// qualifying predicates `(name)`, compare targets, branch registers,
// application registers and the operands of mov to/from them.  gas keeps
// such names out of the symbol table (they live in its register section).
	.text
	.global f
	.proc f
f:
dst	= r14
src	= r15
cnt	= r16
fa	= f8
fb	= f9
fres	= f10
pt	= p6
pf	= p7
lnk	= b6
lc	= ar.lc
unat	= ar.unat
pfs	= ar.pfs
pr_save	= r17
	alloc r18 = pfs, 2, 3, 1, 0
	mov pr_save = pr
	mov r19 = lc
	;;
	add dst = src, cnt
	ldfd fa = [src]
	ld8 cnt = [src], 8
	;;
	cmp.eq pt, pf = dst, r0
	fma.s0 fres = fa, fb, f0
	;;
(pt)	st8 [dst] = cnt, 8
(pf)	stfd [dst] = fres
	mov lnk = src
	mov lc = cnt
	mov unat = src
	;;
	getf.sig dst = fa
	setf.d fb = src
	mov pr = pr_save, -1
	;;
	mov r20 = lnk
(pt)	br.cond.sptk lnk
	;;
	br.ret.sptk.many b0
	.endp f
