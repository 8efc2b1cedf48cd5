// tests/memory/sweep.s - the load-use latency of each level of the memory
// hierarchy, as the memory model gives it (docs/memory.md, section 5).
//
// sweep(p = in0, n = in1): n loads, 128 bytes apart (one per L2D and L3
// line, every other L1D line), each used by the next instruction group,
// so the loop waits for every load: an iteration takes the load's
// latency plus one cycle (the add and the loop branch issue with the next
// load).  With warm caches (the default) the procedure has run once
// before: a working set that fits a level stays there, one that does not
// sweeps past it (LRU) and every load goes one level further.
//
//   n       working set   served by   expected cycles per iteration
//   32      4 KB          L1D         1 + 1 = 2    (int_load_latency 1)
//   1024    128 KB        L2D         5 + 1 = 6    (l2d_latency 5)
//   32768   4 MB          L3          14 + 1 = 15  (l3_latency 14)
//   524288  64 MB         memory      200 + 1 = 201 (memory_latency 200)
//
// The pages of the 64 MB sweep (4096 of 16 KB) overflow the L2DTLB (128):
// every 128th load walks (hpw_cycles 19), which the level's mean latency
// takes in: 200 + 19/128 -> 200.
	.text
	.align 32
	.global sweep
	.proc sweep
sweep:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r8 = 0
	;;
.Lsweep:
	ld8 r14 = [in0], 128
	;;
	add r8 = r8, r14
	br.cloop.sptk.few .Lsweep
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp sweep
