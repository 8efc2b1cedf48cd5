// Rule: template table for every ordered triple of types A,M,I,F,B,L
// (216 cases), each triple isolated by a label naming it. The first bundle
// of each group shows the template gas picks for that triple.
.text
t0_AAA:
	add r28=r29,r30
	add r1=r2,r3
	add r4=r5,r6
t1_AAM:
	add r7=r8,r9
	add r10=r11,r12
	ld8 r13=[r14]
t2_AAI:
	add r16=r17,r18
	add r19=r20,r21
	extr r22=r23,3,4
t3_AAF:
	add r25=r26,r27
	add r28=r29,r30
	fadd f24=f25,f26
t4_AAB:
	add r4=r5,r6
	add r7=r8,r9
	br.sptk.few b6
t5_AAL:
	add r13=r14,r15
	add r16=r17,r18
	movl r19=116
t6_AMA:
	add r22=r23,r24
	ld8 r25=[r26]
	add r28=r29,r30
t7_AMM:
	add r1=r2,r3
	ld8 r4=[r5]
	ld8 r7=[r8]
t8_AMI:
	add r10=r11,r12
	ld8 r13=[r14]
	extr r16=r17,3,4
t9_AMF:
	add r19=r20,r21
	ld8 r22=[r23]
	fadd f22=f23,f24
t10_AMB:
	add r28=r29,r30
	ld8 r1=[r2]
	br.sptk.few b6
t11_AML:
	add r7=r8,r9
	ld8 r10=[r11]
	movl r13=134
t12_AIA:
	add r16=r17,r18
	extr r19=r20,3,4
	add r22=r23,r24
t13_AIM:
	add r25=r26,r27
	extr r28=r29,3,4
	ld8 r1=[r2]
t14_AII:
	add r4=r5,r6
	extr r7=r8,3,4
	extr r10=r11,3,4
t15_AIF:
	add r13=r14,r15
	extr r16=r17,3,4
	fadd f20=f21,f22
t16_AIB:
	add r22=r23,r24
	extr r25=r26,3,4
	br.sptk.few b6
t17_AIL:
	add r1=r2,r3
	extr r4=r5,3,4
	movl r7=152
t18_AFA:
	add r10=r11,r12
	fadd f16=f17,f18
	add r16=r17,r18
t19_AFM:
	add r19=r20,r21
	fadd f25=f26,f27
	ld8 r25=[r26]
t20_AFI:
	add r28=r29,r30
	fadd f6=f7,f8
	extr r4=r5,3,4
t21_AFF:
	add r7=r8,r9
	fadd f15=f16,f17
	fadd f18=f19,f20
t22_AFB:
	add r16=r17,r18
	fadd f24=f25,f26
	br.sptk.few b6
t23_AFL:
	add r25=r26,r27
	fadd f5=f6,f7
	movl r1=170
t24_ABA:
	add r4=r5,r6
	br.sptk.few b5
	add r10=r11,r12
t25_ABM:
	add r13=r14,r15
	br.sptk.few b2
	ld8 r19=[r20]
t26_ABI:
	add r22=r23,r24
	br.sptk.few b5
	extr r28=r29,3,4
t27_ABF:
	add r1=r2,r3
	br.sptk.few b2
	fadd f16=f17,f18
t28_ABB:
	add r10=r11,r12
	br.sptk.few b5
	br.sptk.few b6
t29_ABL:
	add r19=r20,r21
	br.sptk.few b2
	movl r25=188
t30_ALA:
	add r28=r29,r30
	movl r1=190
	add r4=r5,r6
t31_ALM:
	add r7=r8,r9
	movl r10=193
	ld8 r13=[r14]
t32_ALI:
	add r16=r17,r18
	movl r19=196
	extr r22=r23,3,4
t33_ALF:
	add r25=r26,r27
	movl r28=199
	fadd f14=f15,f16
t34_ALB:
	add r4=r5,r6
	movl r7=202
	br.sptk.few b6
t35_ALL:
	add r13=r14,r15
	movl r16=205
	movl r19=206
t36_MAA:
	ld8 r22=[r23]
	add r25=r26,r27
	add r28=r29,r30
t37_MAM:
	ld8 r1=[r2]
	add r4=r5,r6
	ld8 r7=[r8]
t38_MAI:
	ld8 r10=[r11]
	add r13=r14,r15
	extr r16=r17,3,4
t39_MAF:
	ld8 r19=[r20]
	add r22=r23,r24
	fadd f12=f13,f14
t40_MAB:
	ld8 r28=[r29]
	add r1=r2,r3
	br.sptk.few b6
t41_MAL:
	ld8 r7=[r8]
	add r10=r11,r12
	movl r13=224
t42_MMA:
	ld8 r16=[r17]
	ld8 r19=[r20]
	add r22=r23,r24
t43_MMM:
	ld8 r25=[r26]
	ld8 r28=[r29]
	ld8 r1=[r2]
t44_MMI:
	ld8 r4=[r5]
	ld8 r7=[r8]
	extr r10=r11,3,4
t45_MMF:
	ld8 r13=[r14]
	ld8 r16=[r17]
	fadd f10=f11,f12
t46_MMB:
	ld8 r22=[r23]
	ld8 r25=[r26]
	br.sptk.few b6
t47_MML:
	ld8 r1=[r2]
	ld8 r4=[r5]
	movl r7=242
t48_MIA:
	ld8 r10=[r11]
	extr r13=r14,3,4
	add r16=r17,r18
t49_MIM:
	ld8 r19=[r20]
	extr r22=r23,3,4
	ld8 r25=[r26]
t50_MII:
	ld8 r28=[r29]
	extr r1=r2,3,4
	extr r4=r5,3,4
t51_MIF:
	ld8 r7=[r8]
	extr r10=r11,3,4
	fadd f8=f9,f10
t52_MIB:
	ld8 r16=[r17]
	extr r19=r20,3,4
	br.sptk.few b6
t53_MIL:
	ld8 r25=[r26]
	extr r28=r29,3,4
	movl r1=260
t54_MFA:
	ld8 r4=[r5]
	fadd f4=f5,f6
	add r10=r11,r12
t55_MFM:
	ld8 r13=[r14]
	fadd f13=f14,f15
	ld8 r19=[r20]
t56_MFI:
	ld8 r22=[r23]
	fadd f22=f23,f24
	extr r28=r29,3,4
t57_MFF:
	ld8 r1=[r2]
	fadd f3=f4,f5
	fadd f6=f7,f8
t58_MFB:
	ld8 r10=[r11]
	fadd f12=f13,f14
	br.sptk.few b6
t59_MFL:
	ld8 r19=[r20]
	fadd f21=f22,f23
	movl r25=278
t60_MBA:
	ld8 r28=[r29]
	br.sptk.few b5
	add r4=r5,r6
t61_MBM:
	ld8 r7=[r8]
	br.sptk.few b2
	ld8 r13=[r14]
t62_MBI:
	ld8 r16=[r17]
	br.sptk.few b5
	extr r22=r23,3,4
t63_MBF:
	ld8 r25=[r26]
	br.sptk.few b2
	fadd f4=f5,f6
t64_MBB:
	ld8 r4=[r5]
	br.sptk.few b5
	br.sptk.few b6
t65_MBL:
	ld8 r13=[r14]
	br.sptk.few b2
	movl r19=296
t66_MLA:
	ld8 r22=[r23]
	movl r25=298
	add r28=r29,r30
t67_MLM:
	ld8 r1=[r2]
	movl r4=301
	ld8 r7=[r8]
t68_MLI:
	ld8 r10=[r11]
	movl r13=304
	extr r16=r17,3,4
t69_MLF:
	ld8 r19=[r20]
	movl r22=307
	fadd f2=f3,f4
t70_MLB:
	ld8 r28=[r29]
	movl r1=310
	br.sptk.few b6
t71_MLL:
	ld8 r7=[r8]
	movl r10=313
	movl r13=314
t72_IAA:
	extr r16=r17,3,4
	add r19=r20,r21
	add r22=r23,r24
t73_IAM:
	extr r25=r26,3,4
	add r28=r29,r30
	ld8 r1=[r2]
t74_IAI:
	extr r4=r5,3,4
	add r7=r8,r9
	extr r10=r11,3,4
t75_IAF:
	extr r13=r14,3,4
	add r16=r17,r18
	fadd f28=f29,f2
t76_IAB:
	extr r22=r23,3,4
	add r25=r26,r27
	br.sptk.few b6
t77_IAL:
	extr r1=r2,3,4
	add r4=r5,r6
	movl r7=332
t78_IMA:
	extr r10=r11,3,4
	ld8 r13=[r14]
	add r16=r17,r18
t79_IMM:
	extr r19=r20,3,4
	ld8 r22=[r23]
	ld8 r25=[r26]
t80_IMI:
	extr r28=r29,3,4
	ld8 r1=[r2]
	extr r4=r5,3,4
t81_IMF:
	extr r7=r8,3,4
	ld8 r10=[r11]
	fadd f26=f27,f28
t82_IMB:
	extr r16=r17,3,4
	ld8 r19=[r20]
	br.sptk.few b6
t83_IML:
	extr r25=r26,3,4
	ld8 r28=[r29]
	movl r1=350
t84_IIA:
	extr r4=r5,3,4
	extr r7=r8,3,4
	add r10=r11,r12
t85_IIM:
	extr r13=r14,3,4
	extr r16=r17,3,4
	ld8 r19=[r20]
t86_III:
	extr r22=r23,3,4
	extr r25=r26,3,4
	extr r28=r29,3,4
t87_IIF:
	extr r1=r2,3,4
	extr r4=r5,3,4
	fadd f24=f25,f26
t88_IIB:
	extr r10=r11,3,4
	extr r13=r14,3,4
	br.sptk.few b6
t89_IIL:
	extr r19=r20,3,4
	extr r22=r23,3,4
	movl r25=368
t90_IFA:
	extr r28=r29,3,4
	fadd f20=f21,f22
	add r4=r5,r6
t91_IFM:
	extr r7=r8,3,4
	fadd f29=f2,f3
	ld8 r13=[r14]
t92_IFI:
	extr r16=r17,3,4
	fadd f10=f11,f12
	extr r22=r23,3,4
t93_IFF:
	extr r25=r26,3,4
	fadd f19=f20,f21
	fadd f22=f23,f24
t94_IFB:
	extr r4=r5,3,4
	fadd f28=f29,f2
	br.sptk.few b6
t95_IFL:
	extr r13=r14,3,4
	fadd f9=f10,f11
	movl r19=386
t96_IBA:
	extr r22=r23,3,4
	br.sptk.few b5
	add r28=r29,r30
t97_IBM:
	extr r1=r2,3,4
	br.sptk.few b2
	ld8 r7=[r8]
t98_IBI:
	extr r10=r11,3,4
	br.sptk.few b5
	extr r16=r17,3,4
t99_IBF:
	extr r19=r20,3,4
	br.sptk.few b2
	fadd f20=f21,f22
t100_IBB:
	extr r28=r29,3,4
	br.sptk.few b5
	br.sptk.few b6
t101_IBL:
	extr r7=r8,3,4
	br.sptk.few b2
	movl r13=404
t102_ILA:
	extr r16=r17,3,4
	movl r19=406
	add r22=r23,r24
t103_ILM:
	extr r25=r26,3,4
	movl r28=409
	ld8 r1=[r2]
t104_ILI:
	extr r4=r5,3,4
	movl r7=412
	extr r10=r11,3,4
t105_ILF:
	extr r13=r14,3,4
	movl r16=415
	fadd f18=f19,f20
t106_ILB:
	extr r22=r23,3,4
	movl r25=418
	br.sptk.few b6
t107_ILL:
	extr r1=r2,3,4
	movl r4=421
	movl r7=422
t108_FAA:
	fadd f11=f12,f13
	add r13=r14,r15
	add r16=r17,r18
t109_FAM:
	fadd f20=f21,f22
	add r22=r23,r24
	ld8 r25=[r26]
t110_FAI:
	fadd f29=f2,f3
	add r1=r2,r3
	extr r4=r5,3,4
t111_FAF:
	fadd f10=f11,f12
	add r10=r11,r12
	fadd f16=f17,f18
t112_FAB:
	fadd f19=f20,f21
	add r19=r20,r21
	br.sptk.few b6
t113_FAL:
	fadd f28=f29,f2
	add r28=r29,r30
	movl r1=440
t114_FMA:
	fadd f9=f10,f11
	ld8 r7=[r8]
	add r10=r11,r12
t115_FMM:
	fadd f18=f19,f20
	ld8 r16=[r17]
	ld8 r19=[r20]
t116_FMI:
	fadd f27=f28,f29
	ld8 r25=[r26]
	extr r28=r29,3,4
t117_FMF:
	fadd f8=f9,f10
	ld8 r4=[r5]
	fadd f14=f15,f16
t118_FMB:
	fadd f17=f18,f19
	ld8 r13=[r14]
	br.sptk.few b6
t119_FML:
	fadd f26=f27,f28
	ld8 r22=[r23]
	movl r25=458
t120_FIA:
	fadd f7=f8,f9
	extr r1=r2,3,4
	add r4=r5,r6
t121_FIM:
	fadd f16=f17,f18
	extr r10=r11,3,4
	ld8 r13=[r14]
t122_FII:
	fadd f25=f26,f27
	extr r19=r20,3,4
	extr r22=r23,3,4
t123_FIF:
	fadd f6=f7,f8
	extr r28=r29,3,4
	fadd f12=f13,f14
t124_FIB:
	fadd f15=f16,f17
	extr r7=r8,3,4
	br.sptk.few b6
t125_FIL:
	fadd f24=f25,f26
	extr r16=r17,3,4
	movl r19=476
t126_FFA:
	fadd f5=f6,f7
	fadd f8=f9,f10
	add r28=r29,r30
t127_FFM:
	fadd f14=f15,f16
	fadd f17=f18,f19
	ld8 r7=[r8]
t128_FFI:
	fadd f23=f24,f25
	fadd f26=f27,f28
	extr r16=r17,3,4
t129_FFF:
	fadd f4=f5,f6
	fadd f7=f8,f9
	fadd f10=f11,f12
t130_FFB:
	fadd f13=f14,f15
	fadd f16=f17,f18
	br.sptk.few b6
t131_FFL:
	fadd f22=f23,f24
	fadd f25=f26,f27
	movl r13=494
t132_FBA:
	fadd f3=f4,f5
	br.sptk.few b5
	add r22=r23,r24
t133_FBM:
	fadd f12=f13,f14
	br.sptk.few b2
	ld8 r1=[r2]
t134_FBI:
	fadd f21=f22,f23
	br.sptk.few b5
	extr r10=r11,3,4
t135_FBF:
	fadd f2=f3,f4
	br.sptk.few b2
	fadd f8=f9,f10
t136_FBB:
	fadd f11=f12,f13
	br.sptk.few b5
	br.sptk.few b6
t137_FBL:
	fadd f20=f21,f22
	br.sptk.few b2
	movl r7=512
t138_FLA:
	fadd f29=f2,f3
	movl r13=514
	add r16=r17,r18
t139_FLM:
	fadd f10=f11,f12
	movl r22=517
	ld8 r25=[r26]
t140_FLI:
	fadd f19=f20,f21
	movl r1=520
	extr r4=r5,3,4
t141_FLF:
	fadd f28=f29,f2
	movl r10=523
	fadd f6=f7,f8
t142_FLB:
	fadd f9=f10,f11
	movl r19=526
	br.sptk.few b6
t143_FLL:
	fadd f18=f19,f20
	movl r28=529
	movl r1=530
t144_BAA:
	br.sptk.few b4
	add r7=r8,r9
	add r10=r11,r12
t145_BAM:
	br.sptk.few b1
	add r16=r17,r18
	ld8 r19=[r20]
t146_BAI:
	br.sptk.few b4
	add r25=r26,r27
	extr r28=r29,3,4
t147_BAF:
	br.sptk.few b1
	add r4=r5,r6
	fadd f4=f5,f6
t148_BAB:
	br.sptk.few b4
	add r13=r14,r15
	br.sptk.few b6
t149_BAL:
	br.sptk.few b1
	add r22=r23,r24
	movl r25=548
t150_BMA:
	br.sptk.few b4
	ld8 r1=[r2]
	add r4=r5,r6
t151_BMM:
	br.sptk.few b1
	ld8 r10=[r11]
	ld8 r13=[r14]
t152_BMI:
	br.sptk.few b4
	ld8 r19=[r20]
	extr r22=r23,3,4
t153_BMF:
	br.sptk.few b1
	ld8 r28=[r29]
	fadd f2=f3,f4
t154_BMB:
	br.sptk.few b4
	ld8 r7=[r8]
	br.sptk.few b6
t155_BML:
	br.sptk.few b1
	ld8 r16=[r17]
	movl r19=566
t156_BIA:
	br.sptk.few b4
	extr r25=r26,3,4
	add r28=r29,r30
t157_BIM:
	br.sptk.few b1
	extr r4=r5,3,4
	ld8 r7=[r8]
t158_BII:
	br.sptk.few b4
	extr r13=r14,3,4
	extr r16=r17,3,4
t159_BIF:
	br.sptk.few b1
	extr r22=r23,3,4
	fadd f28=f29,f2
t160_BIB:
	br.sptk.few b4
	extr r1=r2,3,4
	br.sptk.few b6
t161_BIL:
	br.sptk.few b1
	extr r10=r11,3,4
	movl r13=584
t162_BFA:
	br.sptk.few b4
	fadd f24=f25,f26
	add r22=r23,r24
t163_BFM:
	br.sptk.few b1
	fadd f5=f6,f7
	ld8 r1=[r2]
t164_BFI:
	br.sptk.few b4
	fadd f14=f15,f16
	extr r10=r11,3,4
t165_BFF:
	br.sptk.few b1
	fadd f23=f24,f25
	fadd f26=f27,f28
t166_BFB:
	br.sptk.few b4
	fadd f4=f5,f6
	br.sptk.few b6
t167_BFL:
	br.sptk.few b1
	fadd f13=f14,f15
	movl r7=602
t168_BBA:
	br.sptk.few b4
	br.sptk.few b5
	add r16=r17,r18
t169_BBM:
	br.sptk.few b1
	br.sptk.few b2
	ld8 r25=[r26]
t170_BBI:
	br.sptk.few b4
	br.sptk.few b5
	extr r4=r5,3,4
t171_BBF:
	br.sptk.few b1
	br.sptk.few b2
	fadd f24=f25,f26
t172_BBB:
	br.sptk.few b4
	br.sptk.few b5
	br.sptk.few b6
t173_BBL:
	br.sptk.few b1
	br.sptk.few b2
	movl r1=620
t174_BLA:
	br.sptk.few b4
	movl r7=622
	add r10=r11,r12
t175_BLM:
	br.sptk.few b1
	movl r16=625
	ld8 r19=[r20]
t176_BLI:
	br.sptk.few b4
	movl r25=628
	extr r28=r29,3,4
t177_BLF:
	br.sptk.few b1
	movl r4=631
	fadd f22=f23,f24
t178_BLB:
	br.sptk.few b4
	movl r13=634
	br.sptk.few b6
t179_BLL:
	br.sptk.few b1
	movl r22=637
	movl r25=638
t180_LAA:
	movl r28=639
	add r1=r2,r3
	add r4=r5,r6
t181_LAM:
	movl r7=642
	add r10=r11,r12
	ld8 r13=[r14]
t182_LAI:
	movl r16=645
	add r19=r20,r21
	extr r22=r23,3,4
t183_LAF:
	movl r25=648
	add r28=r29,r30
	fadd f20=f21,f22
t184_LAB:
	movl r4=651
	add r7=r8,r9
	br.sptk.few b6
t185_LAL:
	movl r13=654
	add r16=r17,r18
	movl r19=656
t186_LMA:
	movl r22=657
	ld8 r25=[r26]
	add r28=r29,r30
t187_LMM:
	movl r1=660
	ld8 r4=[r5]
	ld8 r7=[r8]
t188_LMI:
	movl r10=663
	ld8 r13=[r14]
	extr r16=r17,3,4
t189_LMF:
	movl r19=666
	ld8 r22=[r23]
	fadd f18=f19,f20
t190_LMB:
	movl r28=669
	ld8 r1=[r2]
	br.sptk.few b6
t191_LML:
	movl r7=672
	ld8 r10=[r11]
	movl r13=674
t192_LIA:
	movl r16=675
	extr r19=r20,3,4
	add r22=r23,r24
t193_LIM:
	movl r25=678
	extr r28=r29,3,4
	ld8 r1=[r2]
t194_LII:
	movl r4=681
	extr r7=r8,3,4
	extr r10=r11,3,4
t195_LIF:
	movl r13=684
	extr r16=r17,3,4
	fadd f16=f17,f18
t196_LIB:
	movl r22=687
	extr r25=r26,3,4
	br.sptk.few b6
t197_LIL:
	movl r1=690
	extr r4=r5,3,4
	movl r7=692
t198_LFA:
	movl r10=693
	fadd f12=f13,f14
	add r16=r17,r18
t199_LFM:
	movl r19=696
	fadd f21=f22,f23
	ld8 r25=[r26]
t200_LFI:
	movl r28=699
	fadd f2=f3,f4
	extr r4=r5,3,4
t201_LFF:
	movl r7=702
	fadd f11=f12,f13
	fadd f14=f15,f16
t202_LFB:
	movl r16=705
	fadd f20=f21,f22
	br.sptk.few b6
t203_LFL:
	movl r25=708
	fadd f29=f2,f3
	movl r1=710
t204_LBA:
	movl r4=711
	br.sptk.few b5
	add r10=r11,r12
t205_LBM:
	movl r13=714
	br.sptk.few b2
	ld8 r19=[r20]
t206_LBI:
	movl r22=717
	br.sptk.few b5
	extr r28=r29,3,4
t207_LBF:
	movl r1=720
	br.sptk.few b2
	fadd f12=f13,f14
t208_LBB:
	movl r10=723
	br.sptk.few b5
	br.sptk.few b6
t209_LBL:
	movl r19=726
	br.sptk.few b2
	movl r25=728
t210_LLA:
	movl r28=729
	movl r1=730
	add r4=r5,r6
t211_LLM:
	movl r7=732
	movl r10=733
	ld8 r13=[r14]
t212_LLI:
	movl r16=735
	movl r19=736
	extr r22=r23,3,4
t213_LLF:
	movl r25=738
	movl r28=739
	fadd f10=f11,f12
t214_LLB:
	movl r4=741
	movl r7=742
	br.sptk.few b6
t215_LLL:
	movl r13=744
	movl r16=745
	movl r19=746
