// .prologue forms: plain (R1, or R3 once the region is 32 slots or more),
// with a mask and the first general register of the saves (R2), the
// register given as a number (gas takes it), a lone .body (kept), and a
// .prologue with a mask and no instruction after it (R2 with rlen 0).
	.text
	.proc plain
plain:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	br.ret.sptk.many rp
	.endp plain

	.proc masked
masked:
	.prologue 12, r33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 0, 4, 0, 0
	.save rp, r33
	mov r33 = b0
	.body
	br.ret.sptk.many rp
	.endp masked

	.proc numbered
numbered:
	.prologue 0x8|0x4, (32+(4))
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp numbered

	.proc long_region	// 33 slots of prologue: R3
long_region:
	.prologue
	.save rp, r33
	mov r33 = b0
	.rept 10
	nop.m 0
	nop.i 0
	nop.i 0
	.endr
	.body
	br.ret.sptk.many rp
	.endp long_region

	.proc body_only
body_only:
	.body
	nop.m 0
	br.ret.sptk.many rp
	.endp body_only

	.proc empty_masked
empty_masked:
	.prologue 15, r40
	;;
	.endp empty_masked
