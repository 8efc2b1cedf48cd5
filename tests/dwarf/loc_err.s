// Bad .loc operands: gas rejects each of these lines.
	.file 1 "a.c"
	.loc 2 1			// no .file 2
	.loc 0 1			// no .file 0 (DWARF 3)
	.loc
	.loc x 2
	.loc 1 -3
	.loc 1 2 (-1)
	.loc 1 2, 3
	.loc 1,2
	.loc 1 2 3 4
	.loc 1 2 3 foo
	.loc 1 2 3 IS_STMT 0
	.loc 1 2 3 is_stmt 2
	.loc 1 2 3 isa -1
	.loc 1 2 3 discriminator -1
	.loc 1 2 3 view 1
	.loc 1 2 3 view -1
	.loc 1 2 3 view x+1
	.loc 1 2 3 prologue_end,
	nop.m 0
	.loc 1 2 3 view
// (last: gas's error here takes the next line with it)
