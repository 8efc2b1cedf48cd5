// DWARF 5 with one code section: the unit's high_pc is its size.  A
// .file 0 with one name gives directory 0 the current directory, and the
// name's own directory an entry of its own.
	.file 0 "sub/p.c"
	.file 1 "q/r.c"
	.file 2 "" "s.c"
	.loc 1 1
	nop.m 0
	.loc 0 2 view -0
	nop.i 0
	.loc 2 3 view .LVU1
