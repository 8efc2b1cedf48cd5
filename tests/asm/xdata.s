// .xdataN SECTION, VALUE... writes data into another section without
// leaving the current one (the kernel and libm use it to fill tables
// from code): .xdata1/2/4/8/16 and .xreal4/8/10/16 aligned to their size
// (xreal10 to 16), their .ua unaligned forms, .xstring and .xstringz.
// The section may be named bare or quoted; naming one that does not exist
// creates it, with no flags, and draws a deprecation warning.  The code
// around them stays in .text.
	.section .xd,"a",@progbits
	data1 0xaa
	.text
	.proc f
f:
	.xdata1 .xd, 1, 2
	.xdata2 .xd, 0x1234
	.xdata4 .xd, 0x12345678
	.xdata8 .xd, 0x123456789abcdef0
	.xdata16 .xd, 1
	.xreal4 .xd, 1.5
	.xreal8 .xd, 1.5
	.xreal10 .xd, 1.5
	.xreal16 .xd, 1.5
	.xstring .xd, "ab"
	.xstringz .xd, "cd"
	.xdata2.ua .xd, 0x5678
	.xdata4.ua .xd, 1
	.xdata8.ua .xd, 2
	.xdata16.ua .xd, 3
	.xreal4.ua .xd, 2.5
	.xreal8.ua .xd, 2.5
	.xreal10.ua .xd, 2.5
	.xreal16.ua .xd, 2.5
	.xdata4 .newsec, 7			// warning: creates .newsec
	.xdata4 ".xd", 8
	br.ret.sptk.many b0
	.endp f
