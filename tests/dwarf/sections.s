// Rows in several code sections: one sequence per section, in the order
// of their first rows, each ending at the end of its section (data after
// the last instruction included); the unit then gives .debug_ranges, and
// .debug_aranges lists the whole sections.  Rows in sections that are not
// both allocated and executable are dropped, with a warning.
	.file 1 "a.c"
	.section .text.b,"ax",@progbits
	nop.m 0
	.section .text.c,"ax",@progbits
	nop.m 0
	.text
	nop.m 0
	.section .text.c,"ax",@progbits
	.loc 1 5
	nop.m 0
	.section .text.b,"ax",@progbits
	.loc 1 6
	nop.m 0
	.data
	data8 0
	.loc 1 1
	.loc 1 2		// the row of line 1: in .data, dropped
	data8 0
	.section .ro,"a",@progbits
	.loc 1 3		// the row of line 2: dropped
	.section .x,"x",@progbits
	.loc 1 3 view .LVUx	// executable but not allocated: dropped
	.section .y,"awx",@progbits
	data8 0
	.loc 1 8
	.loc 1 9		// the row of line 8, at 8
	data8 0
	.text
	.loc 1 7
	nop.m 0
	data8 0
	data8 0
	.align 64
