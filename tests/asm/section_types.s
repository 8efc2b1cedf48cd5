// .section types: @progbits, @nobits, @note, @init_array, @fini_array,
// @preinit_array, @unwind (the ia64 unwind table type), a number (@1 is
// SHT_PROGBITS, @0x70000001 SHT_IA_64_UNWIND), and the other spellings gas
// accepts: %type and "type".  An unknown type word is only a warning
// (the section stays PROGBITS).  The array types get entity size 8.
// GCC emits .section .init_array,"aw" and .note.GNU-stack,"",@progbits.
	.section .ty_prog,"a",@progbits
	data1 1
	.section .ty_nobits,"aw",@nobits
	.skip 32
	.section .ty_note,"a",@note
	data4 4, 0, 1
	stringz "GNU"
	.section .ty_init,"aw",@init_array
	data8 0
	.section .ty_fini,"aw",@fini_array
	data8 0
	.section .ty_preinit,"aw",@preinit_array
	.section .ty_unwind,"a",@unwind
	.section .ty_pct,"a",%progbits
	data1 2
	.section .ty_pctnobits,"aw",%nobits
	.skip 1
	.section .ty_quoted,"a","progbits"
	data1 3
	.section .ty_num,"a",@1
	data1 4
	.section .ty_hexnum,"a",@0x70000001
	.section .ty_unknown,"a",@no_such_type	// warning only
	data1 5
	.section .note.GNU-stack,"",@progbits
