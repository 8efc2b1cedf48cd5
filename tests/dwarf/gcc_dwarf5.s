// What `gcc -g -O2 -S` (DWARF 5, with location views) would emit for ia64
// (hand-written in its form) for
//     int f(int a, int b) { int c = a * b; for (...) c += g(i); return c; }
// Its marks: .file 0 with the directory and an md5, .loc with views
// (.LVU symbols, "view -0"), is_stmt and discriminator; a .debug_info,
// .debug_abbrev and .debug_line_str of its own (so gas writes only the
// line table, appending its strings to .debug_line_str), a location list
// that reads the view numbers back with .uleb128.
	.file	"x.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.file 0 "/home/u/src" "x.c" md5 0x5d41402abc4b2a76b9719d911017c592
	.align 16
	.global f#
	.type	f#, @function
	.proc f#
f:
.LVL0:
.LFB0:
	.file 1 "x.c"
	.loc 1 2 21 view -0
	.loc 1 3 3 view .LVU1
	.loc 1 3 7 is_stmt 0 view .LVU2
	.prologue
	.body
	.mmi
	nop 0
	setf.sig f6 = r32
	.loc 1 2 21 view .LVU3
	setf.sig f7 = r33
	;;
.LVL1:
	.loc 1 4 3 is_stmt 1 view .LVU4
.LBB2:
	.loc 1 4 8 view .LVU5
	.loc 1 4 21 view .LVU6
	.mfi
	cmp4.ge p6, p7 = 0, r32
	xma.l f6 = f6, f7, f0
	nop 0
	;;
.L3:
	.loc 1 4 31 is_stmt 1 discriminator 3 view .LVU7
	.loc 1 4 36 is_stmt 0 discriminator 3 view .LVU8
	.mmi
	getf.sig r8 = f6
	nop 0
	adds r14 = 1, r14
	;;
.LVL2:
	.loc 1 4 27 is_stmt 1 discriminator 3 view .LVU9
	.loc 1 4 21 discriminator 3 view .LVU10
	.mib
	cmp4.lt p6, p7 = r14, r32
	nop 0
	(p6) br.cond.dptk .L3
.LBE2:
	.loc 1 6 1 is_stmt 0 view .LVU11
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
.LFE0:
	.endp f#
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	data4.ua	.Linfo_end - .Linfo_start
.Linfo_start:
	data2.ua	0x5
	data1	0x1
	data1	0x8
	data4.ua	@secrel(.Ldebug_abbrev0)
	.uleb128 0x1
	data4.ua	@secrel(.LASF0)
	data4.ua	@secrel(.LLST0)
	data1	0
.Linfo_end:
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x11
	data1	0
	.uleb128 0x25
	.uleb128 0xe
	.uleb128 0x2
	.uleb128 0x17
	data1	0
	data1	0
	data1	0
	.section	.debug_loclists,"",@progbits
	data4.ua	.Lloc_end - .Lloc_start
.Lloc_start:
	data2.ua	0x5
	data1	0x8
	data1	0
	data4.ua	0
.LLST0:
	data1	0x8
	.uleb128 .LVU4
	.uleb128 .LVU7
	.uleb128 .LVU9
	.uleb128 .LVU11
	data1	0
.Lloc_end:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF0:
	stringz	"GNU C17 12.2.0 -g -O2"
	.section	.debug_line_str,"MS",@progbits,1
	stringz	"x.c"
	stringz	"/home/u/src"
	.ident	"GCC: (GNU) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
