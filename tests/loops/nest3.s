// Three loops nested: a counted inner loop in two loops closed by
// br.cond (their trip counts given by annotations).  The inner loop is
// left at its br.cloop's fall-through, the middle one at its br.cond's.
// loop: .Louter kind=cond depth=1 trip=4 source=annotation parent=- entries=.Louter exits=1
// loop: .Lmiddle kind=cond depth=2 trip=3 source=annotation parent=.Louter entries=.Lmiddle exits=1
// loop: .Linner kind=cloop depth=3 trip=8 source=code parent=.Lmiddle entries=.Linner exits=1
// Composed: the inner loop is one bundle a cycle, 8 cycles per entry;
// the middle loop's own body three bundles, one group each (3 cycles),
// so 3 + 8 = 11 cycles per iteration and 3 * 3 + 3 * 8 = 33 per entry;
// the outer loop's own body 3 cycles: 3 + 33 = 36 per iteration and
// 4 * 3 + 4 * 33 = 144 per entry (595 = 75 + 10 * 52 the same way).
// nested: .Louter 36.00 144
// nested: .Lmiddle 11.00 33
	.text
	.proc nest
nest:
	mov r14 = 4
	;;
.Louter:	// ia64-predict: trip=4
	mov r15 = 3
	;;
.Lmiddle:	// ia64-predict: trip=3
	mov ar.lc = 7
	;;
.Linner:
	add r8 = 1, r8
	br.cloop.sptk .Linner
	;;
	add r15 = -1, r15
	;;
	cmp.ne p6, p0 = r15, r0
	(p6) br.cond.sptk .Lmiddle
	;;
	add r14 = -1, r14
	;;
	cmp.ne p7, p0 = r14, r0
	(p7) br.cond.sptk .Louter
	;;
	br.ret.sptk b0
	;;
	.endp nest
