// copy(in0 = d, in1 = s, in2 = n >= 1) and copy_lfetch(d, s, n): copy n
// 8-byte words with ld8/st8, counted with br.cloop; copy_lfetch also
// prefetches 1 KB ahead of the source with an lfetch.nt1 per word.
//
// The cases (tests/memref/cases.tsv): d and s of B = 512 KB each, d then
// s, both aligned to 512 KB, n = B / 8 = 65536; cold.  Line i of s and
// line i of d (128 bytes) fall in the same L2D set, i mod 256: 16 of
// each per set.
// copy:
// - L1D: n = 65536 reads; one miss per 64-byte line: 8192.
// - L2D: the 8192 L1D misses read s, each 128-byte line missing at its
//   first half and hitting at its second: 4096 misses, 4096 hits; the
//   stores write d, 65536, missing at the first word of each line: 4096
//   misses.  READS 8192, WRITES 65536, ALL 73728; L2D_MISSES 8192,
//   L2D_INSERT_HITS 65536.
// - L2D victims: each set takes s_i, d_i, s_i+256, d_i+256, ... (a line's
//   hits come before the next insertion into its set, so the order is
//   the insertion order): 32 lines, 8 ways, the first 24 leave: 12 of
//   them dirty (d): 256 * 12 = 3072 write backs, all L3 hits (L3 holds the
//   whole megabyte).
// - L3: data reads 4096 misses (s), reads for ownership 4096 misses (d:
//   L3_WRITES.DATA_WRITE), write backs 3072 hits.
// - TLB: 32 pages each, 64 walks.  The walk inserts into both TLBs, so
//   a page of s is in the L1DTLB from its first load on: no transfer.
// - L2D operations (docs/memory.md: one per L2D reference): INT_LOAD
//   8192 (the L1D misses), STORE 65536; fills (one per L2D miss): the
//   4096 lines of s E (a load's), the 4096 of d M (a store's).
// copy_lfetch (s of B + 1 KB: the lfetches run 1 KB past the copy):
// - L1D: as copy (the lfetch does not fill L1D): 65536 reads, 8192 misses.
// - L2D: 65536 lfetch reads more; the first 8 lines of s miss at their
//   loads (no lfetch reached them before), the other 4088 lines of s and
//   the 8 past it miss at their lfetch; d as before: 4096 + 4096 + 8 =
//   8200 misses.  READS 8192 + 65536 = 73728, WRITES 65536.
// - L3: data reads 4104 misses (loads and lfetches), reads for ownership
//   4096 misses.
// - L2D operations: INT_LOAD 8192, LFETCH 65536, STORE 65536; fills: E
//   4104 (the lines loads and lfetches missed), M 4096 (d).
	.text
	.align 16
	.global copy
	.proc copy
copy:
{ .mii
	alloc r16 = ar.pfs, 3, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in2
	;;
}
{ .mmi
	mov r2 = in0
	mov r3 = in1
	mov.i ar.lc = r18
	;;
}
.Lcopy:
{ .mmi
	ld8 r19 = [r3], 8
	;;
	st8 [r2] = r19, 8
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few .Lcopy
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp copy

	.align 16
	.global copy_lfetch
	.proc copy_lfetch
copy_lfetch:
{ .mii
	alloc r16 = ar.pfs, 3, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in2
	;;
}
{ .mmi
	mov r2 = in0
	mov r3 = in1
	adds r20 = 1024, in1
	;;
}
{ .mmi
	nop.m 0
	nop.m 0
	mov.i ar.lc = r18
	;;
}
.Lcopyf:
{ .mmi
	ld8 r19 = [r3], 8
	lfetch.nt1 [r20], 8
	nop.i 0
	;;
}
{ .mmb
	st8 [r2] = r19, 8
	nop.m 0
	br.cloop.sptk.few .Lcopyf
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp copy_lfetch
