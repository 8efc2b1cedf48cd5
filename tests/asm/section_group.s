// Section groups (COMDAT): flag G takes the group name after the type (and
// after the entity size when M is given too), and ",comdat" makes it a
// COMDAT group.  GCC puts each C++ inline function and its data in
// .text.NAME / .data.NAME sections of group NAME.  gas adds one SHT_GROUP
// section per group, named .group, placed before every other section.
	.section .text._Z3foov,"axG",@progbits,_Z3foov,comdat
	.weak _Z3foov
	.type _Z3foov, @function
	.proc _Z3foov
_Z3foov:
	mov r8 = 1
	br.ret.sptk.many b0
	.endp _Z3foov
	.section .rodata._Z3foov,"aG",@progbits,_Z3foov,comdat
	data4 42
	.section .rodata.cst._Z3bar,"aMG",@progbits,8,grp_bar
	data8 1
	.section .data.other,"awG",@progbits,grp_bar
	data8 2
	.section .data.again,"aw?",@progbits	// "?": the group of the previous section
	data1 3
