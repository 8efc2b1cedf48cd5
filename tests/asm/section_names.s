// Section names: gas takes any run of name characters after .section,
// including '+', '-', '.', '$', ':', '@' and '%' and a leading digit, or a
// quoted string (needed for a comma).  Linkers see names such as
// .text.a+b (C++ and -ffunction-sections output) and .data.rel.local.
// A name with no flags gets gas's defaults for names it knows
// (.text.* "ax", .data.* "aw") and none for others.
	.section .text.a+b,"ax",@progbits
	nop.m 0
	nop.i 0
	nop.i 0
	.section ".data.rel.local","aw",@progbits
	data1 4
	.section .data.x-y$z,"aw"
	data1 2
	.section weird.name.1,"a"
	data1 3
	.section my_sec
	data1 5
	.section 123abc
	data1 6
	.section "with,comma","a"
	data1 7
	.section .a:b,"a"
	data1 8
	.section .a@b,"a"
	data1 9
	.section .a%b
	data1 10
	.section .text.plain
	nop.m 0
	.section .data.plain
	data1 11
	.sect .sect.alias,"a"		// .sect is another spelling of .section
	data1 12
	.section .text.a+b		// back to the first one, appended
	nop.m 1
