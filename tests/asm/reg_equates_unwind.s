// Register equates in unwind and predicate directives.  glibc's functions
// write `saved_pfs = r34` ... `.save ar.pfs, saved_pfs` and
// `.save rp, saved_rp`, and use predicate names in `.pred.rel`; gas
// accepts an equate wherever the directive takes a register.
	.text
	.global h
	.proc h
h:
saved_pfs	= r34
saved_rp	= r35
saved_lc	= r36
saved_pr	= r37
p_lo		= p6
p_hi		= p7
	.prologue
	.save ar.pfs, saved_pfs
	alloc saved_pfs = ar.pfs, 1, 4, 0, 0
	.save rp, saved_rp
	mov saved_rp = b0
	.save ar.lc, saved_lc
	mov saved_lc = ar.lc
	.save pr, saved_pr
	mov saved_pr = pr
	.body
	;;
	cmp.ltu p_lo, p_hi = in0, r0
	;;
	.pred.rel "mutex", p_lo, p_hi
(p_lo)	mov r8 = 1
(p_hi)	mov r8 = 2
	;;
	mov ar.lc = saved_lc
	mov pr = saved_pr, -1
	mov b0 = saved_rp
	mov ar.pfs = saved_pfs
	;;
	br.ret.sptk.many b0
	.endp h
