// Every .loc option, and the order gas writes their opcodes in: file,
// column, discriminator, isa, is_stmt, basic_block, prologue_end,
// epilogue_begin, then the address and line.  is_stmt and isa stay until
// changed; the others hold for one row.  A value left out is 0.
	.file 1 "a.c"
	.file 2 "b.c"
	.loc 1 1 2 is_stmt 0 isa 3
	add r8 = r32, r33
	.loc 2 20 3 prologue_end discriminator 4 basic_block epilogue_begin isa 5 is_stmt 1
	add r9 = r32, r33
	.loc 1 1 4 is_stmt 0
	add r10 = r32, r33
	.loc 1 2 epilogue_begin
	add r11 = r32, r33
	.loc 1 3 is_stmt
	add r12 = r32, r33
	.loc 1 4 isa 0x10 discriminator 300
	add r13 = r32, r33
	.loc 1 5 isa 5 isa 6 is_stmt 1+0
	add r14 = r32, r33
	.loc 1 6 discriminator
	add r15 = r32, r33
	.loc 1 7 0x10000 isa
	add r16 = r32, r33
	.loc 1 8 0 basic_block basic_block // a comment
	add r17 = r32, r33
