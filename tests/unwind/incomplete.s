// A multi-register save cut short: the next prologue directive (or
// .body) before every register had its instruction makes gas warn and
// forget the registers not yet spilled; a save with no instruction at all
// is dropped.  At .endp nothing is cut: the region's masks keep the
// registers that got a record, P9/P2 their whole mask.
	.text
	.proc cut
cut:
	.prologue
	.save.g 0x7
	nop.m 0
	.save rp, r33		// warning: r5, r6 are forgotten
	mov r33 = b0
	.save.b 0x4
	.save.f 0x6		// warning: .save.b is dropped
	nop.m 0
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp cut

	.proc at_end
at_end:
	.prologue
	.save.g 0xb, r40
	nop.m 0
	.endp at_end

	.proc at_end_mem
at_end_mem:
	.prologue
	.save.g 0xb
	nop.m 0
	.endp at_end_mem
