// A function whose .size is known only at the end, and one defined by an
// equate, get their DW_TAG_subprogram as in gas (dwarf_finish runs after
// symbols_finish).
	.file 1 "a.c"
	.loc 1 1
	.type f, @function
	.size f, .Lend - f
f:	nop.m 0
.Lend:
	.type g, @function
g = f
	.global h
	.type h, @function
h:	nop.m 0
	.size h, 32
