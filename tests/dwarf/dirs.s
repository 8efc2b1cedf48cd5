// DWARF 3's directory table: a name is split at its last '/' (not a
// leading one); directories are entered once, in order.
	.file 1 "/tmp/a.c"
	.file 2 "/tmp/b.c"
	.file 3 "x/c.c"
	.file 4 "/d.c"
	.file 5 "a//b.c"
	.file 6 "./e.c"
	.file 7 "../f.h"
	.file 8 "d1/d2/g.h"
	.file 9 "a\tb\101\x41c"
	.loc 1 1
	nop.m 0
	.loc 9 2
	nop.m 0
	.loc 8 3
	nop.m 0
