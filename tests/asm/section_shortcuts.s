// The section-switching directives with no operands: .text, .data, .bss,
// and the ia64 ones .rodata (read-only data, "a"), .sdata (small data,
// "aw" plus the ia64 short flag "p"), .sbss (small bss, nobits) and
// .comment.  glibc's libm keeps its tables in .rodata and small variables
// in .sdata.  Data directives align to their natural size in these
// sections, so the section alignment grows with the widest datum; coming
// back to a section appends to it; labels get the offset inside it.
	.rodata
	.align 16
tab:	data8 0x3ff0000000000000, 0x4000000000000000
tab_end:
	.sdata
one:	data4 1
	.sbss
flag:	.skip 4
	.bss
buf:	.skip 64
	.text
	.global f
	.proc f
f:
	addl r8 = @gprel(one), gp
	;;
	ld4 r8 = [r8]
	br.ret.sptk.many b0
	.endp f
	.rodata
more:	data2 7			// appended after tab_end
	.sdata
two:	data8 2			// the datum is aligned to 8, but the label
				// stays at 4, where it was defined
	.comment
	stringz "built by hand"
	.data
last:	data1 9
