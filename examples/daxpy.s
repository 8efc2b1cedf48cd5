// daxpy.s - y[i] += a * x[i] over n doubles, software-pipelined by hand.
//
//	void daxpy(long n, double a, const double *x, double *y)
//	in0 = n (> 0), f8 = a, in1 = x, in2 = y
//
// One iteration starts every cycle.  The stages are spaced by the
// latencies: the two FP loads (6 cycles to an FP consumer when they hit the
// L2D) feed the fma six stages later, and the fma (4 cycles) feeds the store
// four stages after that, so nothing waits once the pipeline is full.
	.text
	.align 32
	.global daxpy#
	.proc daxpy#
daxpy:
	.prologue
	.save ar.pfs, r31
	alloc r31 = ar.pfs, 3, 0, 0, 0
	.save ar.lc, r30
	mov r30 = ar.lc
	.body
	mov r29 = pr
	adds r14 = -1, in0
	;;
	mov ar.lc = r14
	mov ar.ec = 11
	mov pr.rot = 1 << 16
	mov r15 = in2
	;;
	.rotf fx[7], fy[7], fr[5]
	.rotp p[11]
	.align 32
.Lloop:	// ia64-predict: trip=1000
	(p[0]) ldfd fx[0] = [in1], 8
	(p[0]) ldfd fy[0] = [in2], 8
	(p[6]) fma.d fr[0] = f8, fx[6], fy[6]
	(p[10]) stfd [r15] = fr[4], 8
	br.ctop.sptk.few .Lloop
	;;
	mov ar.lc = r30
	mov pr = r29, -1
	br.ret.sptk.many b0
	;;
	.endp daxpy#
