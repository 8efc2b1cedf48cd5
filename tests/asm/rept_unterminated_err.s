// A .rept never closed by .endr: gas reports "REPT without ENDR" at the
// end of the file, on the line after the last one (line 9 of this 8-line
// file), and nothing for the lines inside (the bad instruction on line 8
// is never assembled).
	.data
	.rept 3
	.text
	add r1 = r0, 5
