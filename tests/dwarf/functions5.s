// DWARF 5: subprograms' high_pc is their size; when every one is external
// DW_AT_external takes no byte (DW_FORM_flag_present).
	.file 0 "/d" "a.c"
	.text
	.global a
	.proc a
a:
	.loc 0 1
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	.endp a
	.global b
	.type b, @function
b:	nop.m 0
	.size b, 16
