// Bad .file N operands: gas rejects each of these lines.
	.file 1 "a.c"
	.file 1 "b.c"			// number 1 is a.c's
	.file -1 "a.c"
	.file 2 a.c
	.file 2
	.file 2 "b.c" 5
	.file 3 "dir" "c.c"		// a directory first: DWARF 5 only
	.file 4 "d.c" md5 0x0123456789abcdef0123456789abcdef
	.file 0x7fffffff "e.c"
	.file 134217696 "f.c"
	.loc 1 1
	nop.m 0
	.file x "a.c"			// last: gas goes on with .file 0
