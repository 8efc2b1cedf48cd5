// .uleb128 and .sleb128, as DWARF producers (GCC's .debug_info and
// .gcc_except_table) write them: several values per line, the 1- and
// 2-byte boundaries, 64-bit extremes, and label differences that are
// only known once the lengths of the LEB128 fields themselves are fixed
// (gas relaxes them).  -1 as unsigned is the 64-bit all-ones value;
// values beyond 64 bits are encoded in full (gas's bignums).
	.data
	.uleb128 0, 1, 127, 128, 255, 256, 16383, 16384
	.uleb128 0xffffffff, 0xffffffffffffffff
	.sleb128 0, 1, -1, 63, 64, -64, -65, 127, -128
	.sleb128 0x7fffffffffffffff, -0x8000000000000000
a:	.uleb128 b - a
	.sleb128 a - b
b:	.uleb128 300 + 2 * 4
	.uleb128 -1
	.sleb128 0x8000000000000000
	.uleb128 0x10000000000000000
	.section .gcc_except_table,"a",@progbits
.LLSDA1:
	data1	0xff
	data1	0x9b
	.uleb128 .LLSDATT1-.LLSDATTD1
.LLSDATTD1:
	data1	0x1
	.uleb128 .LLSDACSE1-.LLSDACSB1
.LLSDACSB1:
	.uleb128 .LEHB0-.LFB1
	.uleb128 .LEHE0-.LEHB0
	.uleb128 .L5-.LFB1
	.uleb128 0x1
.LLSDACSE1:
	.sleb128 1
	.sleb128 0
.LLSDATT1:
	.text
	.proc f
f:
.LFB1:
	nop.m 0
.LEHB0:
	br.call.sptk.many b0 = g
.LEHE0:
	br.ret.sptk.many b0
.L5:
	br.ret.sptk.many b0
	.endp f
