// .ifdef / .ifndef / .ifnotdef test whether a symbol is defined at that
// point: an assignment or a label before it counts; a symbol that is only
// referenced (undefined, external) does not, nor one defined later in the
// file.  Nested inside .if and .else.  glibc's headers guard alternative
// entry points this way.
	.data
defd = 1
lab:
	.ifdef defd
	data1 1
	.endif
	.ifdef lab
	data1 2
	.endif
	.ifdef undefd
	data1 0xee
	.endif
	.ifndef undefd
	data1 3
	.endif
	.ifnotdef undefd
	data1 4
	.endif
	data4 ext
	.ifdef ext			// referenced, not defined
	data1 0xee
	.else
	data1 5
	.endif
	.ifdef later			// defined only below
	data1 0xee
	.else
	 .ifndef defd
	data1 0xee
	 .else
	data1 6
	 .endif
	.endif
later:	data1 7
