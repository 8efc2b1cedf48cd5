// .file N and .loc in one code section: GNU as writes .debug_line (DWARF 3)
// and, as the file has no .debug_info, a compile unit describing it
// (.debug_info, .debug_abbrev, .debug_aranges, .debug_str).
// A row's address is its bundle's plus the slot; a .loc is taken by the
// next instruction written; the column stays when a .loc omits it.
	.file 1 "basic.c"
	.text
	.loc 1 3 0
	add r8 = r32, r33
	.loc 1 4 5
	nop.i 0
	.loc 1 5
	br.ret.sptk.many b0
	.loc 1 7 1
	nop.m 0
	nop.i 0		// same line: no row
	.loc 1 7 1	// the same line again: a row again
	nop.i 0
	.loc 1 0x7fffffff
	nop.m 0
	.loc 1 2
	movl r9 = 0x123456789	// L+X: slot 1
	.loc 1 1+1 3		// expressions
	nop.m 0
	.loc 1 (2*3) -1		// "-1" continues the line's expression
	nop.i 0
	.loc 1 9 3-5		// a negative column: its 32 bits
	nop.m 0
