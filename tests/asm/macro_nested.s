// Macros inside macros: a macro that defines another (its name built from
// an argument), a recursive macro stopped by .if, .exitm leaving an
// expansion early, .purgem removing a macro so the name can be defined
// again.  A macro may share a name with an instruction or a directive and
// then takes its place (`nop 5` and `data1` below call the macros; nop.m
// is still the instruction).
	.data
	.macro outer n
	.macro inner_\n
	data1 \n
	.endm
	.endm
	outer 33
	inner_33
	.macro rec n
	data1 \n
	.if \n
	rec \n-1
	.endif
	.endm
	rec 3				// 3, 2, 1, 0
	.macro stop x
	.if \x
	.exitm
	.endif
	data1 0x40
	.endm
	stop 1				// nothing
	stop 0				// 0x40
	.macro one
	data1 1
	.endm
	one
	.purgem one
	.macro one
	data1 0x41
	.endm
	one
	.text
	.macro nop x
	add r\x = r0, r0
	.endm
	nop 5				// add r5 = r0, r0
	nop.m 0
	.macro data1 v
	.byte \v + 1
	.endm
	.data
	data1 1				// .byte 2
