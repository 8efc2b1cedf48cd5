// Data directives and their alignment on ia64: data2/4/8/16 and the
// generic .short/.hword (2), .word/.int/.long (4), .quad/.dc.a (8), .octa
// (16) are aligned to their size in data sections (a label before them
// keeps the unaligned address); the .ua forms, .2byte/.4byte/.8byte,
// .byte and the .dc.b/.dc.w/.dc.l forms are not.  Strings: .ascii,
// .asciz, .string, .string8, and ia64's stringz and string.  Alignment:
// .align N (bytes), .balign N[, FILL], .p2align LOG2, and .org to an
// offset with a fill byte.
	.data
	data1 1
a:	data2 2					// a is 1, the data at 2
	data1 3
	data4 4
	data1 5
	data8 8
	data1 6
	data16 16
	data2.ua 7
	data4.ua 9
	data8.ua 10
	data16.ua 11
	.byte 1, 2
	.short 3
	.hword 4
	.word 5
	.int 6
	.long 7
	.quad 8
	.2byte 9
	.4byte 10
	.8byte 11
	.octa 12
	.ascii "ab", "c"
	.asciz "de"
	.string "fg"
	stringz "hi"
	string "jk"
	.string8 "l"
	.dc.b 1
	.dc.w 2
	.dc.l 3
	.dc.a 4
	.balign 8
	.p2align 3
	.align 16
	data1 0x7f
	.balign 8, 0xcc
	.org . + 2
	.org 0x100, 0xaa
	data1 1
