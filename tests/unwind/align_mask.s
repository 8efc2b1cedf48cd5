// The spill mask of a region with .align in it: gas sizes it (and marks
// it once more) as if each .align padded as much as it could, 16-byte
// bundles up to the alignment; the region header keeps the real length.
	.text
	.proc one
one:
	.prologue
	.save.g 0x1
	nop.m 0
	.align 32
	nop.m 0
	.body
	nop.m 0
	br.ret.sptk.many rp
	.endp one

	.proc several
several:
	.prologue
	.save.b 0x7, r40
	mov r40 = b1
	mov r41 = b2
	nop.i 0
	.align 64
	mov r42 = b3
	.save.g 0x3
	nop.m 0
	.align 16
	nop.m 0
	.body
	br.ret.sptk.many rp
	.endp several
