// Each .rotr (.rotp, .rotf) starts over: it names its arrays from the
// first rotating register again (r32, p16, f32) and forgets every array
// of the same kind declared before it, so a loop can reuse the names.
// (Using an array after it was forgotten is an error: rotating_err.s.)
	.text
	.proc f
f:
	alloc r2 = ar.pfs, 0, 24, 0, 24
	.rotr x[4], y[4]
	;;
	add x[0] = y[3], r0		// r32 = r39
	;;
	.rotr y[2], x[2]		// y is r32..r33 now, x r34..r35
	add x[1] = y[1], r0		// r35 = r33
	;;
	.rotp pa[2], pb[2]
	cmp.eq pb[1], p0 = r0, r0	// p19
	;;
	.rotp pb[1]
	cmp.eq pb[0], p0 = r0, r0	// p16
	.rotf fa[3]
	.rotf fb[8], fa[8]		// fa[0] is f40
	;;
	mov fa[0] = f1
	br.ret.sptk.many b0
	.endp f
