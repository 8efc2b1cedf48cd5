// A software-pipelined loop entered past its first bundle: the branch
// before it goes to the bundle holding br.ctop.  The loop's header is
// the top of its body (.Lloop), its one entry .Lenter; ar.lc + ar.ec =
// 15 + 3 kernel iterations.
// loop: .Lloop kind=ctop depth=1 trip=18 source=code parent=- entries=.Lenter exits=1
	.text
	.proc pipe
pipe:
	alloc r2 = ar.pfs, 2, 6, 0, 8
	mov ar.lc = 15
	;;
	mov ar.ec = 3
	mov pr.rot = 0x10000
	br.sptk .Lenter
	;;
.Lloop:
	(p16) ld8 r32 = [r14], 8
	;;
.Lenter:
	(p18) st8 [r15] = r34, 8
	br.ctop.sptk .Lloop
	;;
	br.ret.sptk b0
	;;
	.endp pipe
