// tests/memory/table.s - a procedure reading a table of its own data,
// for where the file's data is placed (docs/memory.md, section 6,
// "Addresses") and what --drange counts of it (tests/memory/run.sh).
//
// sum16 loads the slot of the linkage table that @ltoff(table) names
// (one 8-byte load, at gp), then the 16 entries of table, 8 bytes apart:
// 17 loads, all of them known.
//
// Where the data is: .rodata is the file's only data section, so the
// model lays it out at data_place (0x6000000080000000 by default) and the
// linkage table's one slot 128 bytes later, at 0x6000000080000080, where
// gp points.  --base=.rodata=ADDR puts table at ADDR; the slot stays past
// the layout, at 0x6000000080000080.
//
// What --drange counts (a data address range: L1D_READS_SET0 counts the
// loads whose address is in it):
//   --drange=table-table+0x80                           16 (table, wherever it is)
//   --drange=0x6000000080000000-0x6000000080000100      17 (table and the slot)
//   --base=.rodata=0x4000000000010000, the same range    1 (the slot alone)
//   --base=.rodata=0x4000000000010000,
//   --drange=0x4000000000010040-0x4000000000010080       8 (entries 8-15)
	.section .rodata
	.align 16
table:	data8 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
	.text
	.global sum16#
	.proc sum16#
sum16:
	addl r14 = @ltoff(table), gp
	mov r8 = 0
	mov r15 = 15
	;;
	ld8 r14 = [r14]
	mov ar.lc = r15
	;;
.Lloop:
	ld8 r16 = [r14], 8
	;;
	add r8 = r8, r16
	br.cloop.sptk.few .Lloop
	;;
	br.ret.sptk.many b0
	.endp sum16#
