// Nothing between two commas, or after the last: a data directive takes it
// as zero with a warning, as GNU as does; a float as 0.0, a string as
// nothing, .fill and .org their defaults, silently.  An instruction lets a
// comma end its operands but refuses an empty one between two.
	.data
	data4 1,,2
	data2 3,
	.skip 4,
	.fill 2,,3
	.uleb128 1,
	real8 1.0,
	real4 1.0,,2.0
	.string "a",,"b"
	.ascii "c",
	.fill 1,,5
	.fill 2,4,
	.org 0x60,
	.xreal8 .data,1.0,
	.xdata2 .data,1,,2
	.text
	nop.m 0,
	add r1=r2,r3,
	add r4=r2,,r3
	add r5=r2,
	;;
