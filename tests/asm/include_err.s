// Errors around .include.  An error inside an included file is reported
// at that file's line (inc/bad.inc:3, shown as bad.inc:3 by the
// comparison), not at the .include; a missing file is an error at the
// .include line; so is a missing or unquoted name; including the same
// file twice repeats its definitions (a label defined twice is an error
// in the included file).
// test-options: -I inc
	.data
	.include "inc/bad.inc"			// its line 3 is wrong
	.include "inc/nosuch.inc"		// error: no such file
	.include				// error: no file name
	.include "nest_inner.inc"
	.include "nest_inner.inc"		// its label again: error there
	data1 9
