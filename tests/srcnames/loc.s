// srcnames: compiler output with debug lines (.file 1, .loc), in the style
// of GCC's ia64 output (gcc -O2 -g -S) of dot.c:
//
//   2  double dot(const double *a, const double *b, long n)
//   3  {
//   4    double s = 0.0;
//   5    for (long i = 0; i < n; i++)
//   6      s += a[i] * b[i];
//   7    return s;
//   8  }
//
// An instruction's C line is the last .loc row at or before its address
// (as addr2line reads the line table; tests/srcnames/run.sh checks every
// instruction against ia64-linux-gnu-addr2line on gas's object).
// The loop (100 iterations, default_trip_count: n is not known) is two
// groups: G1 = the two ldfd (dot.c:6), stop; G2 = fma.d (dot.c:6) and
// br.cloop (dot.c:5), ended by the taken branch.  An FP load to an FMAC
// is fp_load_latency + 1 = 6 cycles: G1 at t, G2 at t + 6 (5 stalled),
// the next G1 at t + 7 (the post-increments are ready: adder -> address
// 1); the fma's f8 (FMAC -> FMAC 4, ready t + 10) waits less than the
// loads (t + 13).  7.00 cycles per iteration, bound latency.  G2 waits
// for f6, the first of the fma's sources to be ready last, from the ldfd
// of line 55, compiled from dot.c:6.
	.file	"dot.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.align 16
	.global dot#
	.type	dot#, @function
	.proc dot#
dot:
.LFB0:
	.file 1 "dot.c"
	.loc 1 3 1
	.prologue
	.save ar.pfs, r31
	alloc r31 = ar.pfs, 3, 0, 0, 0
	.loc 1 4 3
	.loc 1 5 3
	.loc 1 5 21
	cmp.ge p6, p7 = 0, r34
	.save ar.lc, r2
	mov r2 = ar.lc
	.body
	mov f8 = f0
	(p6) br.cond.dpnt .L2
	adds r14 = -1, r34
	;;
	mov ar.lc = r14
	;;
	.align 32
.L3:
	.loc 1 6 7
	ldfd f6 = [r32], 8
	ldfd f7 = [r33], 8
	;;
	.loc 1 6 9
	fma.d f8 = f6, f7, f8
	.loc 1 5 21
	br.cloop.sptk.few .L3
	;;
.L2:
	.loc 1 7 3
	mov ar.lc = r2
	.loc 1 8 1
	br.ret.sptk.many b0
	;;
	.endp dot#
.Letext0:
