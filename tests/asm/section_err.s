// Section misuse that gas rejects, one error per line, and the cases it
// only warns about (no error expected on those lines).  gas keeps
// assembling after each error and reports the next.
	.popsection				// warning: nothing pushed
	.previous				// warning: no previous section
	.bss
	data1 1					// error: non-zero data in .bss
	data1 0					// fine: zeros are allowed in nobits
	.section .nb,"aw",@nobits
	data4 2					// error: non-zero data in a nobits section
	.sbss
	stringz "a"				// error: a non-empty string in .sbss
	.section				// error: no name
	.pushsection				// error: no name
	.section .x,"a",@progbits,junk		// error: junk after the type
	.section .y,"aM",@progbits		// warning: no entity size
	.section .z,"aG",@progbits		// warning: no group name
	.subsection x				// error: not an absolute expression
	.section .q,a				// error: flags must be a string or #word
	.section .data,"ax"			// warning: a known section keeps its flags
	.section .t2,"a",@progbits
	.section .t2,"aw",@progbits		// error: the flags changed
	.section .t2,"a",@nobits		// error: the type changed
	.text
	nop.m 0
