// daxpy.s - y[i] += a * x[i] over n doubles, software-pipelined by hand.
//
//	void daxpy(long n, double a, const double *x, double *y)
//	in0 = n (> 0), f8 = a, in1 = x, in2 = y
//
// The loop keeps two loads and one store per iteration in flight with
// rotating registers: stage 1 loads x[i] and y[i], stage 2 (four cycles of
// FMA latency later) multiplies and adds, stage 3 stores.
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
	mov ar.ec = 6
	mov pr.rot = 1 << 16
	mov r15 = in2
	;;
	.rotf fx[5], fy[5], fr[2]
	.rotp p[6]
.Lloop:
	(p[0]) ldfd fx[0] = [in1], 8
	(p[0]) ldfd fy[0] = [in2], 8
	(p[4]) fma.d fr[0] = f8, fx[4], fy[4]
	(p[5]) stfd [r15] = fr[1], 8
	br.ctop.sptk.few .Lloop
	;;
	mov ar.lc = r30
	mov pr = r29, -1
	br.ret.sptk.many b0
	;;
	.endp daxpy#
