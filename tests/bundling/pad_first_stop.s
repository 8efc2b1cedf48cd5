// An instruction that must begin a group (alloc, flushrs) after padding
// for alignment puts the stop on every padding bundle, not only the last:
// GNU as fills an alignment with copies of one bundle.  A written ";;"
// after the padding stops the last real bundle and no padding.
	.text
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.align 64
	alloc r2 = ar.pfs, 0, 1, 0, 0
	nop.m 0
	.align 64
	;;
	nop.m 0
	.align 64
	flushrs
	.section .text.b, "ax", @progbits
	nop.m 0
	.align 64
	.text
	.align 64
	flushrs
