// Section stacks.  .pushsection NAME[,flags,type] saves the current
// section and switches; .popsection returns to the saved one; .previous
// swaps the current section with the one before the last switch (after a
// .popsection that is the section popped from).  Inline asm in GCC output
// (and the Linux kernel's ia64 macros) uses .pushsection/.popsection to
// drop data in side sections.  (Subsections, .subsection N and .data N,
// are refused by ia64-predict: tests/errors/subsection.s.)
	.text
	.proc f
f:
	.pushsection .rodata.f,"a",@progbits
f_tab:	data4 1, 2
	.popsection
	mov r8 = 1
	.pushsection .data
f_var:	data8 3
	.pushsection .sdata			// nested
f_small: data4 4
	.popsection
f_var2:	data8 5					// back in .data
	.popsection
	br.ret.sptk.many b0
	.endp f
	.data
d0:	data1 0x10
	.section .rodata.f
	data4 6
	.previous				// back to .data
d1:	data1 0x11
	.previous				// and to .rodata.f again
	data4 7
	.data 0					// subsection 0 is the section itself
	data1 0x12
	.data
early:	data1 0x13
