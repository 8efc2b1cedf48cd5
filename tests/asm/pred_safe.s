// .pred.safe_across_calls names the predicates a call preserves (for the
// dependency checker; no bytes).  GCC puts `.pred.safe_across_calls
// p1-p5,p16-p63` at the top of every ia64 file; hand-written code lists
// single registers too.  The last one given is in force.
	.pred.safe_across_calls p1-p5,p16-p63
	.pred.safe_across_calls p1-p5, p16-p63
	.pred.safe_across_calls p1
	.pred.safe_across_calls p1, p2, p3
	.pred.safe_across_calls p0
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.proc f
f:
	cmp.eq p16, p17 = r32, r0
	br.call.sptk.many b0 = g
	;;
(p16)	mov r8 = 1
	br.ret.sptk.many b0
	.endp f
