// Rotating register names.  After an alloc with a rotating part,
// `.rotr a[4], b[2]` names r32..r35 a[0]..a[3] and r36..r37 b[0]..b[1];
// `.rotp` does the same from p16 and `.rotf` from f32.  The index may be
// any absolute expression (`x[1+2]`, `x[N*2-1]`).  Software-pipelined
// loops in glibc and Intel's libm are written this way: stage predicates
// from .rotp guard each stage and br.ctop rotates.
	.text
	.global copy
	.proc copy
copy:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 3, 13, 0, 16
	.save ar.lc, r3
	mov r3 = ar.lc
	.body
	.rotr val[3], adr[2], t[2]
	.rotp stage[3], q[2]
	.rotf fv[3], fw[5]
	mov ar.ec = 3
	mov pr.rot = 1 << 16
	adds r8 = -1, in2
	mov r14 = in0
	mov r15 = in1
	;;
	mov ar.lc = r8
	;;
loop:
(stage[0]) ld8 val[0] = [r15], 8
(stage[2]) st8 [r14] = val[2], 8
	br.ctop.sptk.few loop
	;;
	add t[0] = adr[1], val[1+1]
N = 2
	add t[1] = val[N-1], adr[N*1-2]
	cmp.eq q[0], q[1] = r0, r0
	;;
(q[1])	fma.s0 fv[0] = fv[2], fw[4], f0
	mov ar.lc = r3
	br.ret.sptk.many b0
	.endp copy
