.text
// B and L+X instructions placed by the bundler (no braces): tests the
// bundler's template choice for IF_LAST, IF_SLOT2, brp and L+X rows
	cover
	nop.b 0
	br.ret.sptk.many b0
	rfi
	add r1=r2,r3
	bsw.0
	clrrrb
	epc
	clrrrb.pr
	vmsw.0
	vmsw.1
	br.cloop.sptk.few 1f
	br.ctop.dptk.many 1f
1:	br.wtop.spnt.few 1b
	brp.sptk 1b,1f
1:	brl.call.sptk.many b0=1b
	movl r1=0x123
	nop.x 3
	break.b 4
	hint @pause
	nop 5
