// Section stacks and subsections.  .pushsection NAME[,flags,type] saves the
// current section and switches; .popsection returns to the saved one;
// .previous swaps the current section with the one before the last switch
// (after a .popsection that is the section popped from).  Subsections
// (.subsection N, or .text N / .data N) are laid out in number order at
// the end of assembly, so data written later in subsection 0 still comes
// before subsection 1.  Inline asm in GCC output (and the Linux kernel's
// ia64 macros) uses .pushsection/.popsection to drop data in side sections.
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
	.data 1
late:	data1 0x21				// subsection 1: after all of 0
	.data 0
	data1 0x12
	.subsection 2
	data1 0x31
	.subsection 1
	data1 0x22
	.data
early:	data1 0x13				// .data means subsection 0
