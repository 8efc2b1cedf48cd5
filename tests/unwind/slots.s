// Where records land.  A record belongs to the next instruction; its
// time is that instruction's slot, counted from the region's start, three
// slots a bundle, nops included.  A region header (and any record before
// it for the same instruction) takes the slot where the bundler first
// looked for a place for the instruction: right after the instruction
// before it, so nops put in front count in the new region, unless a flush
// or a '}' came between.
	.text
	.proc across
across:
	.prologue
	nop.m 0
	nop.f 0
	.body			// starts at the nop.i gas puts after nop.f
	nop.m 0
	.prologue
	nop.m 0
	nop.f 0
	.save rp, r33		// the slot of the nop.m itself
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp across

	.proc long_insn
long_insn:
	.prologue
	nop.m 0
	.save rp, r33		// an L+X instruction is in slot 1
	movl r33 = 0x1234
	.body			// and takes slot 2 too
	nop.m 0
	.prologue
	.save pr, r34
	nop.i 0
	br.ret.sptk.many rp
	.endp long_insn

	.proc braces
braces:
	.prologue
	.save rp, r33
	{ .mii
	mov r33 = b0
	;;
	}
	{ .mmb
	.body			// '}' ended the bundle: the next bundle's start
	nop.m 0
	nop.m 0
	br.ret.sptk.many rp
	}
	.endp braces

	.proc labels
labels:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
lab:	nop.m 0			// a label does not stop the bundler looking
	br.ret.sptk.many rp
	.endp labels

	.proc late_prologue	// gas warns; the region starts where written
late_prologue:
	nop.m 0
	nop.i 0
	nop.i 0
	nop.m 0
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	br.ret.sptk.many rp
	.endp late_prologue

	.proc trailing_body	// a region header with no instruction after it
trailing_body:
	.prologue
	.save rp, r33
	mov r33 = b0		// gas gives rp the slot of the nop before it
	.body
	.endp trailing_body

	.proc align_body	// the same before an .align
align_body:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body			// starts at the end of the code before .align
	.align 32
	nop.m 0
	br.ret.sptk.many rp
	.endp align_body

	.proc handler_body	// and before .handlerdata: the block ends there
handler_body:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	.handlerdata
	data8 0x1122334455667788
	.text
	nop.m 0
	br.ret.sptk.many rp
	.endp handler_body
