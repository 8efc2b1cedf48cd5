// A .debug_info of the file's own: gas writes .debug_line only, after the
// other sections.  (An empty one does not count: gas's unit goes in it.)
	.file 1 "a.c"
	.section .debug_info,"",@progbits
	data4 0
	.text
	.loc 1 3
	add r8 = r32, r33
	.section .debug_abbrev,"",@progbits
	data1 0
