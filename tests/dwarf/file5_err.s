// Bad .file operands in DWARF 5.
	.file 0 "/d" "p.c"
	.file 1 "q.c"
	.file 1 "q.c"			// gas: "/d/q.c" against "q.c"
	.file 2 "/d" "r.c"
	.file 2 "/d/r.c"		// the same file
	.file 2 "/e" "r.c"
	.file 0 "p.c"
	.file 3 "/d" "s.c"
	.file 4 "/d" "s.c" md5 0x12
	.file 4 "/d" "s.c" md5 0xffffffffffffffff
	.file 4 "/d" "s.c" md5
	.file 4 "/d" "s.c" md5 x
	.file 4 "/d" "s.c" foo
	.file 4 "/d" "t.c" md5 0x11111111111111111111111111111111
	.file 4 "/d" "t.c" md5 0x21111111111111111111111111111111
	.file 5 "/d" "u.c"
	.file 5 "/d" "u.c" md5 0x11111111111111111111111111111111 // an md5 now
	.loc 1 1
	nop.m 0
