// .file 0 makes the line table DWARF 5: directories and file names as
// offsets into .debug_line_str, directory 0 from .file 0 (or the current
// directory), an MD5 column when a file has one; the unit is version 5,
// its ranges in .debug_rnglists.
	.file 0 "/home/u/src" "x.c" md5 0x00112233445566778899aabbccddeeff
	.file 1 "x.c"
	.file 2 "/usr/include" "stdio.h"
	.file 3 "inc/y.h"
	.file 4 "/home/u/src" "z.h" md5 0x1234567890123456789012345678901
	.file 5 "/home/u/src/w.h"
	.file 6 "" "sub/v.h"
	.file 7 "/d/x" "w.c" md5 0x100000000000000000000000000000000
	.file 1 "x.c"		// again: the same
	.file 4 "/home/u/src" "z.h"	// again without its md5: the same
	.loc 1 2 3
	add r8 = r32, r33
	.loc 2 4 3
	add r8 = r32, r33
	.section .text.b,"ax",@progbits
	.loc 3 4 3
	add r8 = r32, r33
	.loc 0 9
	nop.m 0
