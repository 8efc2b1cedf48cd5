// The flush of .handlerdata puts no stop after the code's last bundle,
// and an explicit end of the group after it (";;", or an instruction that
// must begin a group) puts none there either, when the code goes on after
// .endp or after a switch back to the code section: with the queue empty,
// a ";;" elsewhere stops the last bundle laid down (tests/bundling), not
// this one.  A ";;" before .handlerdata still stops it.  Checked byte for
// byte (tests/asm/compare.sh), not only the unwind sections.
	.text
	.proc	a
a:
	.prologue
	.body
	nop.m	0
	nop.i	0
	;;
	nop.m	0		// the last bundle, partly filled: no stop
	.handlerdata
	data4	1
	.endp	a
	;;			// ... not even from this

	.proc	b
b:
	.prologue
	.body
	nop.m	0
	.handlerdata
	data4	2
	.endp	b
	.proc	c
c:
	;;			// the queue is empty: b's last bundle
	alloc	r2 = ar.pfs, 0, 1, 0, 0	// must begin a group: still none
	;;
	br.ret.sptk.many rp
	.endp	c

	.proc	d
d:
	.prologue
	.body
	nop.m	0
	.handlerdata
	;;			// in the information section: nothing
	data4	3
	.text
	;;			// back in the code before .endp: nothing
	.endp	d

	.proc	e
e:
	.prologue
	.body
	nop.m	0
	;;			// before .handlerdata: the stop stays
	.handlerdata
	data4	4
	.endp	e
	;;
	.proc	f
f:
	nop.i	0
	br.ret.sptk.many rp
	.endp	f
