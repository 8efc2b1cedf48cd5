// An empty .debug_info of the file's own does not count: gas puts its
// unit there, in the file's order of sections.
	.file 1 "a.c"
	.section .debug_info,"",@progbits
	.text
	.loc 1 3
	add r8 = r32, r33
	.section .debug_abbrev,"",@progbits
	data1 0
