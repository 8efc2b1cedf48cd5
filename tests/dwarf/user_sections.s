// gcc -g writes .debug_abbrev, .debug_aranges or .debug_str of its own:
// without a .debug_info of the file's own, gas appends its unit's parts to
// them (.debug_aranges then aligned to 16, .debug_str made mergeable
// strings) and makes the rest after .debug_line.
	.file 1 "a.c"
	.section .debug_abbrev,"",@progbits
	data1 1, 2, 3
	.section .debug_aranges,"",@progbits
	data1 4, 5, 6
	.section .debug_str,"",@progbits
	stringz "hello"
	.section .debug_line,"",@progbits
.Ldebug_line0:
	.text
	.loc 1 3
	add r8 = r32, r33
