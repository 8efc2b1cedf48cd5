// chain(in0 = a, in1 = n >= 2): builds a cyclic list of n nodes 128
// bytes apart in a (node i at a + 128 i holds the address of node i + 1,
// the last one that of node 0), then makes n dependent loads p = *p from
// a, counted with br.cloop; returns the last p (a again).  As compiled
// code builds and walks a list: the value model follows it only because
// its walk remembers what the stores wrote (docs/model.md, "Memory along
// the walk"): the loads' addresses are a + 128 i, so the memory model
// places every access (in0 at 0x6000000000000000, docs/memory.md
// section 7) where tests/memref/kernels/chase.s, whose list the harness
// builds, has addresses the values do not know.  Bundles written out, so
// the counts do not depend on the assembler.
//
// The accesses, in order: n - 1 stores by the build loop (node i for
// i = 0 .. n - 2), the store into node n - 1, then n loads (nodes 0, 1,
// ..., n - 1).  The build loop has no compare: the walk skips its
// periods (docs/model.md, "Long loops") and remembers what the skipped
// ones stored as one run (node i holds a + 128 (i + 1)); the chase loop
// reads remembered values, so it is walked load by load (n loads of 3
// instructions: 1M nodes, a 128 MB list, is 3M instructions, under
// walk_limit).
//
// Caches (docs/memory.md): stores do not fill L1D (l1d_store_allocate=0)
// and go to L2D, which allocates; loads look up L1D.  Each node is one
// L2D and L3 line (128 bytes) and every other L1D line; node i is in
// L1D set 2i mod 64, L2D set i mod 256, L3 set i mod 8192, page i / 128.
// Warm (the call run once before; LRU: a cyclic sweep keeps all of it in
// a level where it fits, nothing where it does not):
// - n = 32 (4 KB): 32 loads, L1D hits (the previous call's loads filled
//   L1D; a store that finds its line updates it without reordering);
//   32 stores, L2D write hits; one page.
// - n = 512 (64 KB): 16 nodes per even L1D set (4 ways): every load
//   misses L1D and hits L2D (2 lines per set, 8 ways): 512 L2D reads and
//   512 writes, all hits; 4 pages.
// - n = 8192 (1 MB): 32 lines per L2D set: stores and loads miss L2D
//   (the stores' lines are gone when the loads come: the list is swept
//   twice, stores then loads, each evicting the other's lines); L3 holds
//   it (1 line per set): 8192 L3 write (ownership) hits and 8192 read
//   hits; every line a store made dirty leaves L2D before its node is
//   stored again: 8192 write-backs, L3 hits; 64 pages: each page's first load misses the L1DTLB and hits
//   L2DTLB: 64 transfers.
// - n = 32768 (4 MB): 4 lines per L3 set (12 ways): 32768 L3 write hits
//   and 32768 read hits, 32768 write-backs (hits); 256 pages: more than the L2DTLB's 128: every
//   page's first store walks (256) and so does its first load (256).
//
// Cycles (tests/memory/run.sh): each chase iteration is one instruction
// group whose load's address is the previous load's result: the load-use
// latency of the level serving it plus one cycle (a load's result used
// as an address: N + 1, docs/model.md section 8), so the chase loop
// takes 2, 6, 15 and 201 cycles per load on 4 KB, 128 KB, 4 MB and 64 MB
// lists (L1D 1, L2D 5, L3 14, memory 200; TLB walks add hpw_cycles 19
// to one load in 128 past the L2DTLB's reach, which the level's mean
// latency rounds away).
	.text
	.align 32
	.global chain
	.proc chain
chain:
{ .mii
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -2, in1		// n - 1 stores in the loop
	;;
}
{ .mii
	mov r2 = in0			// the node written
	adds r3 = 128, in0		// the next one's address
	mov.i ar.lc = r18
	;;
}
.Lbuild:
{ .mib
	st8 [r2] = r3, 128
	adds r3 = 128, r3
	br.cloop.sptk.few .Lbuild
	;;
}
{ .mii
	st8 [r2] = in0			// the last node: back to the first
	adds r18 = -1, in1		// n loads
	mov r8 = in0
	;;
}
{ .mii
	nop.m 0
	mov.i ar.lc = r18
	nop.i 0
	;;
}
.Lchase:
{ .mib
	ld8 r8 = [r8]
	nop.i 0
	br.cloop.sptk.few .Lchase
	;;
}
{ .mib
	nop.m 0
	mov.i ar.lc = r17
	br.ret.sptk.many b0
	;;
}
	.endp chain
