// Line numbers: 0 makes no row (its column and isa stay, its one-row
// options go); 32 bits are kept; a step of exactly 0x7fffffff is gas's
// mark for the end of a sequence, and it writes one.
	.file 1 "a.c"
	.loc 1 5 3 isa 2
	add r8 = r32, r33
	.loc 1 0 7 discriminator 4 prologue_end isa 3
	add r8 = r32, r33
	.loc 1 6
	add r8 = r32, r33
	.loc 1			// no line: 0
	add r8 = r32, r33
	.loc 1 0xffffffff
	add r8 = r32, r33
	.loc 1 2
	add r8 = r32, r33
	.loc 1 0x100000000	// 0
	add r8 = r32, r33
	.loc 1 0x80000000
	add r8 = r32, r33
	.loc 1 2
	add r8 = r32, r33
