// A .debug_line with contents of the file's own and rows from .loc:
// gas refuses (a fatal error, without a line).
	.file 1 "a.c"
	.section .debug_line,"",@progbits
	data1 1, 2, 3
	.text
	.loc 1 3
	add r8 = r32, r33
