// A .macro never closed by .endm swallows the rest of the file: gas
// reports "unexpected end of file in macro ... definition" at the line of
// the .macro (6) and assembles none of the lines after it (the bad
// instruction on line 9 is never seen).
	.data
	.macro never_closed
	data1 2
	.text
	add r1 = r0, 5
