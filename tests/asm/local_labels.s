// Numeric local labels: `1:` may be defined any number of times; `1b`
// refers to the nearest one before, `1f` to the nearest one after, in
// branches and in data.  Hand-written kernel and glibc loops use them.
// They never reach the symbol table, even with -L, unlike .L names, which
// -L keeps (and plain names, always kept).
	.text
	.proc f
f:
1:	add r8 = r8, r0
	;;
	cmp.eq p6, p7 = r8, r0
(p6)	br.cond.dptk 1b				// to the first 1:
(p7)	br.cond.dptk 1f				// to the second 1:
	nop.m 0
1:	mov r9 = 2
2:	br.cond.sptk 2b
	br.ret.sptk.many b0
	.endp f
	.data
1:	data8 1b, 1f
1:	data8 1b
.L5:	data8 .L5
L6:	data8 L6
