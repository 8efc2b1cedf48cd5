// Records that need an instruction ("t": .fframe, .save REG, .restore,
// .spillreg ...; and a .save.b to memory) when the statement after them
// empties the bundler instead: gas reports the error at that statement,
// not at the directive of the records.  Each procedure has one such
// statement, marked "error"; the directive it leaves alone is a few
// lines above it.
	.macro	DATA
	data8	0, 0		// error: in the macro, where gas reports it
	.endm

	.text
	.proc	a
a:
	.prologue
	nop.m	0
	.fframe	16
	.xdata4	.data, 1	// writes to another section: no flush
	.pred.rel "mutex", p1, p2
	data8	0, 0		// error: data in the code
	nop.m	0
	.endp	a

	.proc	b
b:
	.prologue
	.save	rp, r33
	mov	r33 = b0
	.save	ar.pfs, r34
	.align	32		// error
	alloc	r34 = ar.pfs, 0, 3, 0, 0
	.endp	b

	.proc	c
c:
	.prologue
	nop.m	0
	.save.b	0x1
	.section .data		// error
	.text
	nop.b	0
	.endp	c

	.proc	d
d:
	.prologue
	nop.m	0
	.body
	nop.m	0
	.restore sp
	.proc	e		// warning: no .endp for d; error
e:
	nop.m	0
	.endp	e

	.proc	f
f:
	.body
	nop.m	0
	.spillreg r4, r40
	.handlerdata		// error
	data4	1
	.endp	f

	.proc	g
g:
	.prologue
	nop.m	0
	.fframe	32
	DATA
	nop.m	0
	.endp	g

	.proc	h
h:
	.prologue
	nop.m	0
	.vframe	r35
	.endp	h		// error
