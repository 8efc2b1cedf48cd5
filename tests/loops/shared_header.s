// Two back edges to one header: one loop (a header heads one loop), its
// latch the last block going back (the br.cloop), its kind that branch's.
// loop: .Lhead kind=cloop depth=1 trip=6 source=code parent=- entries=.Lhead exits=1
	.text
	.proc shared
shared:
	mov ar.lc = 5
	;;
.Lhead:
	add r8 = 1, r8
	;;
	cmp.eq p6, p7 = r8, r9
	;;
	(p6) br.cond.sptk .Lhead
	;;
	add r10 = 1, r10
	br.cloop.sptk .Lhead
	;;
	br.ret.sptk b0
	;;
	.endp shared
