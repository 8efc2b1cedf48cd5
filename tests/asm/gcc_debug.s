// What `gcc -g -O1 -S` emits for ia64 (hand-written in its form) for
//     int add(int a, int b) { return a + b; }
// Its marks: .file N "name" and .loc lines (from which gas itself builds
// .debug_line, adding to what the file puts there), .Ltext0/.LFB0/.LFE0
// labels, .debug_info / .debug_abbrev / .debug_aranges / .debug_str with
// data4.ua / data2.ua / data8.ua, .uleb128 and stringz, @secrel for
// offsets into other debug sections, label differences, and the
// .note.GNU-stack marker.  The .debug_* sections have no flags.
	.file	"add.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.align 16
	.global add#
	.type	add#, @function
	.proc add#
add:
.LFB0:
	.file 1 "add.c"
	.loc 1 1 0
	.prologue
	.body
	.loc 1 1 0
	.mib
	add r8 = r33, r32
	nop 0
	br.ret.sptk.many b0
.LFE0:
	.endp add#
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	data4.ua	.Linfo_end - .Linfo_start
.Linfo_start:
	data2.ua	0x2
	data4.ua	@secrel(.Ldebug_abbrev0)
	data1	0x8
	.uleb128 0x1
	data4.ua	@secrel(.LASF0)
	data1	0x1
	stringz	"add.c"
	data8.ua	.Ltext0
	data8.ua	.Letext0
	data4.ua	@secrel(.Ldebug_line0)
	.uleb128 0x2
	stringz	"add"
	data1	0x1
	data1	0x1
	data8.ua	.LFB0
	data8.ua	.LFE0
	data1	0
.Linfo_end:
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x11
	data1	0x1
	.uleb128 0x25
	.uleb128 0xe
	data1	0
	data1	0
	data1	0
	.section	.debug_aranges,"",@progbits
	data4.ua	0x2c
	data2.ua	0x2
	data4.ua	@secrel(.Ldebug_info0)
	data1	0x8
	data1	0
	data2.ua	0
	data2.ua	0
	data8.ua	.Ltext0
	data8.ua	.Letext0-.Ltext0
	data8.ua	0
	data8.ua	0
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF0:
	stringz	"GNU C 4.6.4"
	.ident	"GCC: (GNU) 4.6.4"
	.section	.note.GNU-stack,"",@progbits
