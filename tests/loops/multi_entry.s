// A counted loop entered at two blocks: the branch goes into the middle
// of the body, the fall-through to its top.  ar.lc is 9 on both entry
// edges, so the trip count is 10 from the code.
// loop: .Ltop kind=cloop depth=1 trip=10 source=code parent=- entries=.Ltop,.Lmid exits=1
	.text
	.proc f
f:
	cmp.eq p6, p7 = r32, r0
	mov ar.lc = 9
	;;
	(p6) br.cond.sptk .Lmid
	;;
.Ltop:
	add r8 = 1, r8
	;;
.Lmid:
	add r9 = 1, r9
	br.cloop.sptk .Ltop
	;;
	br.ret.sptk b0
	;;
	.endp f
