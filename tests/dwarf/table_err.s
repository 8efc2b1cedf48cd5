// A gap in the file table: gas says so (without a line) when it writes
// the table, that is when some .loc made a row.
	.file 1 "a.c"
	.file 3 "c.c"
	.loc 3 1
	nop.m 0
