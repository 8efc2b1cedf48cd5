// An irreducible region inside a loop: .Lb and .Lc branch to each other
// and the outer loop enters the pair at both.  The pair is one loop
// entered at two blocks (the SCC, its header the block a branch goes back
// to), nested in the outer loop.
// loop: .Louter kind=cond depth=1 trip=7 source=annotation parent=- entries=.Louter exits=1
// loop: .Lb kind=cond depth=2 trip=2 source=annotation parent=.Louter entries=.Lb,.Lc exits=1
// Composed: the pair's path .Lb, .Lc is four groups (4 cycles), 8 per
// entry; the outer loop's own path (.Louter, then the pair's exit) four
// groups: 4 + 8 = 12 cycles per iteration, 7 * 4 + 7 * 8 = 84 per entry.
// nested: .Louter 12.00 84
	.text
	.proc irr
irr:
	mov r14 = 0
	;;
.Louter:	// ia64-predict: trip=7
	cmp.eq p6, p7 = r32, r14
	;;
	(p6) br.cond.sptk .Lc
	;;
.Lb:	// ia64-predict: trip=2
	add r8 = 1, r8
	;;
.Lc:
	add r9 = 1, r9
	;;
	cmp.ne p8, p0 = r9, r10
	;;
	(p8) br.cond.sptk .Lb
	;;
	add r14 = 1, r14
	;;
	cmp.ne p9, p0 = r14, r33
	(p9) br.cond.sptk .Louter
	;;
	br.ret.sptk b0
	;;
	.endp irr
