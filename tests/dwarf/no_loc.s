// .file N without any .loc (or with .locs no row takes): no debug
// sections at all, even with a .debug_line of the file's own.
	.file 1 "a.c"
	.file 2 "b.c"
	.file 4 "d.c"		// a gap matters only when a table is written
	.section .debug_line,"",@progbits
	data1 1, 2, 3
	.text
	add r8 = r32, r33
	.loc 1 0
	nop.m 0
	.loc 1 1
