// A .loc waits for the next instruction written.  A second .loc before it
// first gives the waiting one a row at the end of what the bundler has
// laid down so far (instructions still queued come after it); the same at
// a section change, in the new section.  A .loc nothing takes is lost.
	.file 1 "a.c"
	.loc 1 1
	add r8 = r32, r33
	add r9 = r32, r33
	.loc 1 2
	.loc 1 3
	add r10 = r32, r33
	add r11 = r32, r33
	.loc 1 4
	add r12 = r32, r33
	add r13 = r32, r33
	add r14 = r32, r33
	.loc 1 5 prologue_end discriminator 2
	.loc 1 6
	add r15 = r32, r33
	{ .mii
	nop.m 0
	.loc 1 10
	nop.i 0
	.loc 1 11
	.loc 1 12
	nop.i 0
	}
	.loc 1 20
	.section .text.b,"ax",@progbits
	.loc 1 21
	nop.m 0
	data8 1
	data8 2
	.loc 1 22
	.loc 1 23
	nop.m 0
L1:	.loc 1 30
	.loc 1 31
	.text
	nop.m 0
	.loc 1 40
