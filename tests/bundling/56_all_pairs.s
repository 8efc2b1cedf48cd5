// Rule: template table for every ordered pair of types (A,M,I,F,B,L,
// untyped nop), each pair flushed by the next label (so the third lookahead
// type is "none"). Labels name the pair.
.text
t0_AA:
	add r4=r5,r6
	add r7=r8,r9
t1_AM:
	add r10=r11,r12
	ld8 r13=[r14]
t2_AI:
	add r16=r17,r18
	extr r19=r20,3,4
t3_AF:
	add r22=r23,r24
	fadd f26=f27,f28
t4_AB:
	add r28=r29,r30
	br.sptk.few b5
t5_AL:
	add r4=r5,r6
	movl r7=12
t6_AN:
	add r10=r11,r12
	nop 14
t7_MA:
	ld8 r16=[r17]
	add r19=r20,r21
t8_MM:
	ld8 r22=[r23]
	ld8 r25=[r26]
t9_MI:
	ld8 r28=[r29]
	extr r1=r2,3,4
t10_MF:
	ld8 r4=[r5]
	fadd f12=f13,f14
t11_MB:
	ld8 r10=[r11]
	br.sptk.few b1
t12_ML:
	ld8 r16=[r17]
	movl r19=26
t13_MN:
	ld8 r22=[r23]
	nop 28
t14_IA:
	extr r28=r29,3,4
	add r1=r2,r3
t15_IM:
	extr r4=r5,3,4
	ld8 r7=[r8]
t16_II:
	extr r10=r11,3,4
	extr r13=r14,3,4
t17_IF:
	extr r16=r17,3,4
	fadd f26=f27,f28
t18_IB:
	extr r22=r23,3,4
	br.sptk.few b3
t19_IL:
	extr r28=r29,3,4
	movl r1=40
t20_IN:
	extr r4=r5,3,4
	nop 42
t21_FA:
	fadd f19=f20,f21
	add r13=r14,r15
t22_FM:
	fadd f25=f26,f27
	ld8 r19=[r20]
t23_FI:
	fadd f3=f4,f5
	extr r25=r26,3,4
t24_FF:
	fadd f9=f10,f11
	fadd f12=f13,f14
t25_FB:
	fadd f15=f16,f17
	br.sptk.few b5
t26_FL:
	fadd f21=f22,f23
	movl r13=54
t27_FN:
	fadd f27=f28,f29
	nop 56
t28_BA:
	br.sptk.few b4
	add r25=r26,r27
t29_BM:
	br.sptk.few b6
	ld8 r1=[r2]
t30_BI:
	br.sptk.few b2
	extr r7=r8,3,4
t31_BF:
	br.sptk.few b4
	fadd f26=f27,f28
t32_BB:
	br.sptk.few b6
	br.sptk.few b1
t33_BL:
	br.sptk.few b2
	movl r25=68
t34_BN:
	br.sptk.few b4
	nop 70
t35_LA:
	movl r4=71
	add r7=r8,r9
t36_LM:
	movl r10=73
	ld8 r13=[r14]
t37_LI:
	movl r16=75
	extr r19=r20,3,4
t38_LF:
	movl r22=77
	fadd f12=f13,f14
t39_LB:
	movl r28=79
	br.sptk.few b3
t40_LL:
	movl r4=81
	movl r7=82
t41_LN:
	movl r10=83
	nop 84
t42_NA:
	nop 85
	add r19=r20,r21
t43_NM:
	nop 87
	ld8 r25=[r26]
t44_NI:
	nop 89
	extr r1=r2,3,4
t45_NF:
	nop 91
	fadd f26=f27,f28
t46_NB:
	nop 93
	br.sptk.few b5
t47_NL:
	nop 95
	movl r19=96
t48_NN:
	nop 97
	nop 98
