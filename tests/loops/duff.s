// Duff's device: four stores unrolled, the remainder n mod 4 chosen by a
// dispatch that branches into the middle of the body.  With in0 = 17,
// ar.lc = 17 >> 2 = 4: five passes of the closing br.cloop.
// args: --assume=in0=17
// loop: .L0 kind=cloop depth=1 trip=5 source=assume parent=- entries=.L0,.L1,.L2,.L3 exits=1
	.text
	.proc duff
duff:
	alloc r2 = ar.pfs, 2, 0, 0, 0
	and r14 = 3, r32
	shr.u r15 = r32, 2
	;;
	mov ar.lc = r15
	cmp.eq p6, p0 = 1, r14
	cmp.eq p7, p0 = 2, r14
	cmp.eq p8, p0 = 3, r14
	;;
	(p6) br.cond.dpnt .L1
	;;
	(p7) br.cond.dpnt .L2
	;;
	(p8) br.cond.dpnt .L3
	;;
.L0:
	st8 [r33] = r0, 8
	;;
.L1:
	st8 [r33] = r0, 8
	;;
.L2:
	st8 [r33] = r0, 8
	;;
.L3:
	st8 [r33] = r0, 8
	br.cloop.sptk .L0
	;;
	br.ret.sptk b0
	;;
	.endp duff
