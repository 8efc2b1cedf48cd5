// Rule: template table for every ordered pair of types (A,M,I,F,B,L,
// untyped nop), each pair flushed by the next label (so the third lookahead
// type is "none"). Labels name the pair.
.text
t0_AA:
	add r1=r2,r3
	add r1=r2,r3
t1_AM:
	add r1=r2,r3
	ld8 r4=[r5]
t2_AI:
	add r1=r2,r3
	extr r6=r7,3,4
t3_AF:
	add r1=r2,r3
	fadd f4=f2,f3
t4_AB:
	add r1=r2,r3
	br.sptk.few b1
t5_AL:
	add r1=r2,r3
	movl r8=1
t6_AN:
	add r1=r2,r3
	nop 0
t7_MA:
	ld8 r4=[r5]
	add r1=r2,r3
t8_MM:
	ld8 r4=[r5]
	ld8 r4=[r5]
t9_MI:
	ld8 r4=[r5]
	extr r6=r7,3,4
t10_MF:
	ld8 r4=[r5]
	fadd f4=f2,f3
t11_MB:
	ld8 r4=[r5]
	br.sptk.few b1
t12_ML:
	ld8 r4=[r5]
	movl r8=1
t13_MN:
	ld8 r4=[r5]
	nop 0
t14_IA:
	extr r6=r7,3,4
	add r1=r2,r3
t15_IM:
	extr r6=r7,3,4
	ld8 r4=[r5]
t16_II:
	extr r6=r7,3,4
	extr r6=r7,3,4
t17_IF:
	extr r6=r7,3,4
	fadd f4=f2,f3
t18_IB:
	extr r6=r7,3,4
	br.sptk.few b1
t19_IL:
	extr r6=r7,3,4
	movl r8=1
t20_IN:
	extr r6=r7,3,4
	nop 0
t21_FA:
	fadd f4=f2,f3
	add r1=r2,r3
t22_FM:
	fadd f4=f2,f3
	ld8 r4=[r5]
t23_FI:
	fadd f4=f2,f3
	extr r6=r7,3,4
t24_FF:
	fadd f4=f2,f3
	fadd f4=f2,f3
t25_FB:
	fadd f4=f2,f3
	br.sptk.few b1
t26_FL:
	fadd f4=f2,f3
	movl r8=1
t27_FN:
	fadd f4=f2,f3
	nop 0
t28_BA:
	br.sptk.few b1
	add r1=r2,r3
t29_BM:
	br.sptk.few b1
	ld8 r4=[r5]
t30_BI:
	br.sptk.few b1
	extr r6=r7,3,4
t31_BF:
	br.sptk.few b1
	fadd f4=f2,f3
t32_BB:
	br.sptk.few b1
	br.sptk.few b1
t33_BL:
	br.sptk.few b1
	movl r8=1
t34_BN:
	br.sptk.few b1
	nop 0
t35_LA:
	movl r8=1
	add r1=r2,r3
t36_LM:
	movl r8=1
	ld8 r4=[r5]
t37_LI:
	movl r8=1
	extr r6=r7,3,4
t38_LF:
	movl r8=1
	fadd f4=f2,f3
t39_LB:
	movl r8=1
	br.sptk.few b1
t40_LL:
	movl r8=1
	movl r8=1
t41_LN:
	movl r8=1
	nop 0
t42_NA:
	nop 0
	add r1=r2,r3
t43_NM:
	nop 0
	ld8 r4=[r5]
t44_NI:
	nop 0
	extr r6=r7,3,4
t45_NF:
	nop 0
	fadd f4=f2,f3
t46_NB:
	nop 0
	br.sptk.few b1
t47_NL:
	nop 0
	movl r8=1
t48_NN:
	nop 0
	nop 0
