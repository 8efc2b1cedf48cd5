// tests/memory/inflight.s - lines in flight, the L2D's OzQ and its
// recirculations in time (docs/memory.md, section 5, "Queues and the
// bus"); tests/memory/run.sh checks the figures derived here.
//
// stream4(p = in0, n = in1): n iterations, each four ld8 of one 64-byte
// L1D line (offsets 0, 16, 32, 48), their sum in the groups after them.
// Cold, over n = 16384 (1 MB): the first load of each iteration misses
// L1D (every other iteration its 128-byte L2D line misses too: from
// memory; the other, the line's second half, hits L2D), the three others
// hit the L1D line the first brought.  In time the three wait for that
// line (they are secondary misses), but so does the first add: the loop
// stalls on the first load's fill either way, and its cycles per
// iteration do not move (105.57 with and without).
	.text
	.align 32
	.global stream4
	.proc stream4
stream4:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r2 = in0
	adds r3 = 16, in0
	;;
	adds r9 = 32, in0
	adds r10 = 48, in0
	mov r8 = 0
	;;
.Lstream4:
	ld8 r20 = [r2], 64
	ld8 r21 = [r3], 64
	;;
	ld8 r22 = [r9], 64
	ld8 r23 = [r10], 64
	;;
	add r24 = r20, r21
	;;
	add r25 = r22, r23
	;;
	add r8 = r8, r24
	add r26 = r24, r25
	br.cloop.sptk.few .Lstream4
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp stream4

// stream4_touch(p = in0, n = in1): the same loads, the first one's value
// never used (a load that only brings the line, as a prefetch would), the
// three others' summed in the groups after them.  Here the secondary
// misses decide the time.  Without lines in flight the three are L1D hits
// and nothing waits for the first load's fill: the loop runs at what its
// L1D fill entries allow, one fill an iteration held (200 + 5) / 2 cycles
// on average over 8 entries: 12.8125 cycles per iteration.  With them,
// cold over 1 MB: in an iteration whose line comes from memory the three
// wait 200 cycles for it, the sum issues at +200 and the next iteration
// at +202; in the next (the L2D line's second half, an L2D hit) they wait
// 5 cycles for the L1D fill: +5, +7; so (202 + 7) / 2 = 104.5 cycles per
// iteration, and a page walk (19 cycles) every 256 iterations: 104.57.
	.global stream4_touch
	.proc stream4_touch
stream4_touch:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r2 = in0
	adds r3 = 16, in0
	;;
	adds r9 = 32, in0
	adds r10 = 48, in0
	mov r8 = 0
	;;
.Lstream4_touch:
	ld8 r20 = [r2], 64
	ld8 r21 = [r3], 64
	;;
	ld8 r22 = [r9], 64
	ld8 r23 = [r10], 64
	;;
	add r25 = r22, r23
	;;
	add r8 = r8, r25
	add r26 = r21, r25
	br.cloop.sptk.few .Lstream4_touch
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp stream4_touch

// fpstores(p = in0, n = in1): n iterations, four stfd to consecutive
// words, two per group (the store ports M2 and M3), 32 bytes an
// iteration.  Every store is an L2D request (the L1D is write-through).
// Cold over n = 32768 (1 MB): the first store of each 128-byte line
// misses L2D (a read for ownership from memory, 200 cycles), the next 15
// find the line still in flight: each is suspended in the OzQ until the
// line is back, so about two lines' stores fill its 32 entries, and the
// L1D holds the stores' groups until the oldest line is back (L2D back
// pressure, BE_L1D_FPU_BUBBLE.L1D_L2BPRESS).  Little's law over a line
// (4 iterations of R cycles, its stores issued at 0, 0, R/2, R/2, R, R,
// ..., 3.5R): the first leaves after 5 cycles, the 15 others at 200, so
// they hold 5 + 15 x 200 - (0 + 2 x (0.5 + 1 + ... + 3.5))R = 3005 - 28R
// entry-cycles, which 32 entries take in 4R cycles: R >= 3005 / 156 =
// 19.3 cycles per iteration (the simulation, from empty queues, gives a
// little less).  Without lines in flight, or without the OzQ's limit
// (l2d_ozq_entries=0), the stores never hold the pipeline and the bus
// bounds the loop: a line every 4 iterations, 24 / 4 = 6 cycles.
	.global fpstores
	.proc fpstores
fpstores:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r2 = in0
	adds r3 = 8, in0
	;;
	adds r9 = 16, in0
	adds r10 = 24, in0
	;;
.Lfpstores:
	stfd [r2] = f8, 32
	stfd [r3] = f9, 32
	;;
	stfd [r9] = f10, 32
	stfd [r10] = f11, 32
	br.cloop.sptk.few .Lfpstores
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp fpstores

// lfetch_near(p = in0, n = in1): a sum of n words with ld8, an
// lfetch.nt1 of the word 256 bytes (32 iterations) ahead in each
// iteration.  The walk finds each line in L2D (the lfetch brought it):
// without lines in flight an L1D miss every 8 loads costs L2D's 5
// cycles, (7 x 2 + 5 + 1) / 8 = 2.5 cycles per iteration.  In time, cold
// over 1 MB, the lfetch of a line issues 32 iterations, some 80 cycles,
// before its first load, not enough for memory's 200: the load waits for
// the rest of the fill.  In steady state the lfetch two lines ahead is
// issued when the load that waited for the line before it is done, so
// two lines take the 200 cycles: 200 / 32 = 6.25 cycles per iteration;
// the simulation's first iterations, whose lines no simulated lfetch
// brought, wait less, and its figure is between 4 and 6.25.
	.global lfetch_near
	.proc lfetch_near
lfetch_near:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r2 = in0
	adds r3 = 256, in0
	mov r8 = 0
	;;
.Llfetch_near:
	ld8 r20 = [r2], 8
	lfetch.nt1 [r3], 8
	;;
	add r8 = r8, r20
	br.cloop.sptk.few .Llfetch_near
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp lfetch_near

// bank_fploads(p = in0, n = in1): n times, two ldfd in one group at p
// and p + 256 (two L2D lines, one 16-byte bank), their sum in the next
// group.  Warm (the two lines stay in L2D; floating-point loads do not
// use L1D), both hit L2D every time and the younger is cancelled for the
// bank conflict (L2D_OZQ_CANCELS0.BANK_CONF n).  The fadd waits for the
// loads' M = 5 cycles and the format conversion's 1, the next iteration's
// loads issue the cycle after it: 7 cycles per iteration without the
// cancel's cost (l2d_recirc_cycles=0, as before); the cancelled load's
// data comes l2d_recirc_cycles (6) later: 13.
	.global bank_fploads
	.proc bank_fploads
bank_fploads:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	mov r17 = ar.lc
	adds r18 = -1, in1
	;;
	mov ar.lc = r18
	mov r2 = in0
	adds r3 = 256, in0
	;;
.Lbank_fploads:
	ldfd f32 = [r2]
	ldfd f33 = [r3]
	;;
	fadd.d f34 = f32, f33
	br.cloop.sptk.few .Lbank_fploads
	;;
	mov ar.lc = r17
	br.ret.sptk.many b0
	;;
	.endp bank_fploads
