// Rule: template table for every ordered triple of types A,M,I,F,B,L
// (216 cases), each triple isolated by a label naming it. The first bundle
// of each group shows the template gas picks for that triple.
.text
t0_AAA:
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
t1_AAM:
	add r1=r2,r3
	add r1=r2,r3
	ld8 r4=[r5]
t2_AAI:
	add r1=r2,r3
	add r1=r2,r3
	extr r6=r7,3,4
t3_AAF:
	add r1=r2,r3
	add r1=r2,r3
	fadd f4=f2,f3
t4_AAB:
	add r1=r2,r3
	add r1=r2,r3
	br.sptk.few b1
t5_AAL:
	add r1=r2,r3
	add r1=r2,r3
	movl r8=1
t6_AMA:
	add r1=r2,r3
	ld8 r4=[r5]
	add r1=r2,r3
t7_AMM:
	add r1=r2,r3
	ld8 r4=[r5]
	ld8 r4=[r5]
t8_AMI:
	add r1=r2,r3
	ld8 r4=[r5]
	extr r6=r7,3,4
t9_AMF:
	add r1=r2,r3
	ld8 r4=[r5]
	fadd f4=f2,f3
t10_AMB:
	add r1=r2,r3
	ld8 r4=[r5]
	br.sptk.few b1
t11_AML:
	add r1=r2,r3
	ld8 r4=[r5]
	movl r8=1
t12_AIA:
	add r1=r2,r3
	extr r6=r7,3,4
	add r1=r2,r3
t13_AIM:
	add r1=r2,r3
	extr r6=r7,3,4
	ld8 r4=[r5]
t14_AII:
	add r1=r2,r3
	extr r6=r7,3,4
	extr r6=r7,3,4
t15_AIF:
	add r1=r2,r3
	extr r6=r7,3,4
	fadd f4=f2,f3
t16_AIB:
	add r1=r2,r3
	extr r6=r7,3,4
	br.sptk.few b1
t17_AIL:
	add r1=r2,r3
	extr r6=r7,3,4
	movl r8=1
t18_AFA:
	add r1=r2,r3
	fadd f4=f2,f3
	add r1=r2,r3
t19_AFM:
	add r1=r2,r3
	fadd f4=f2,f3
	ld8 r4=[r5]
t20_AFI:
	add r1=r2,r3
	fadd f4=f2,f3
	extr r6=r7,3,4
t21_AFF:
	add r1=r2,r3
	fadd f4=f2,f3
	fadd f4=f2,f3
t22_AFB:
	add r1=r2,r3
	fadd f4=f2,f3
	br.sptk.few b1
t23_AFL:
	add r1=r2,r3
	fadd f4=f2,f3
	movl r8=1
t24_ABA:
	add r1=r2,r3
	br.sptk.few b1
	add r1=r2,r3
t25_ABM:
	add r1=r2,r3
	br.sptk.few b1
	ld8 r4=[r5]
t26_ABI:
	add r1=r2,r3
	br.sptk.few b1
	extr r6=r7,3,4
t27_ABF:
	add r1=r2,r3
	br.sptk.few b1
	fadd f4=f2,f3
t28_ABB:
	add r1=r2,r3
	br.sptk.few b1
	br.sptk.few b1
t29_ABL:
	add r1=r2,r3
	br.sptk.few b1
	movl r8=1
t30_ALA:
	add r1=r2,r3
	movl r8=1
	add r1=r2,r3
t31_ALM:
	add r1=r2,r3
	movl r8=1
	ld8 r4=[r5]
t32_ALI:
	add r1=r2,r3
	movl r8=1
	extr r6=r7,3,4
t33_ALF:
	add r1=r2,r3
	movl r8=1
	fadd f4=f2,f3
t34_ALB:
	add r1=r2,r3
	movl r8=1
	br.sptk.few b1
t35_ALL:
	add r1=r2,r3
	movl r8=1
	movl r8=1
t36_MAA:
	ld8 r4=[r5]
	add r1=r2,r3
	add r1=r2,r3
t37_MAM:
	ld8 r4=[r5]
	add r1=r2,r3
	ld8 r4=[r5]
t38_MAI:
	ld8 r4=[r5]
	add r1=r2,r3
	extr r6=r7,3,4
t39_MAF:
	ld8 r4=[r5]
	add r1=r2,r3
	fadd f4=f2,f3
t40_MAB:
	ld8 r4=[r5]
	add r1=r2,r3
	br.sptk.few b1
t41_MAL:
	ld8 r4=[r5]
	add r1=r2,r3
	movl r8=1
t42_MMA:
	ld8 r4=[r5]
	ld8 r4=[r5]
	add r1=r2,r3
t43_MMM:
	ld8 r4=[r5]
	ld8 r4=[r5]
	ld8 r4=[r5]
t44_MMI:
	ld8 r4=[r5]
	ld8 r4=[r5]
	extr r6=r7,3,4
t45_MMF:
	ld8 r4=[r5]
	ld8 r4=[r5]
	fadd f4=f2,f3
t46_MMB:
	ld8 r4=[r5]
	ld8 r4=[r5]
	br.sptk.few b1
t47_MML:
	ld8 r4=[r5]
	ld8 r4=[r5]
	movl r8=1
t48_MIA:
	ld8 r4=[r5]
	extr r6=r7,3,4
	add r1=r2,r3
t49_MIM:
	ld8 r4=[r5]
	extr r6=r7,3,4
	ld8 r4=[r5]
t50_MII:
	ld8 r4=[r5]
	extr r6=r7,3,4
	extr r6=r7,3,4
t51_MIF:
	ld8 r4=[r5]
	extr r6=r7,3,4
	fadd f4=f2,f3
t52_MIB:
	ld8 r4=[r5]
	extr r6=r7,3,4
	br.sptk.few b1
t53_MIL:
	ld8 r4=[r5]
	extr r6=r7,3,4
	movl r8=1
t54_MFA:
	ld8 r4=[r5]
	fadd f4=f2,f3
	add r1=r2,r3
t55_MFM:
	ld8 r4=[r5]
	fadd f4=f2,f3
	ld8 r4=[r5]
t56_MFI:
	ld8 r4=[r5]
	fadd f4=f2,f3
	extr r6=r7,3,4
t57_MFF:
	ld8 r4=[r5]
	fadd f4=f2,f3
	fadd f4=f2,f3
t58_MFB:
	ld8 r4=[r5]
	fadd f4=f2,f3
	br.sptk.few b1
t59_MFL:
	ld8 r4=[r5]
	fadd f4=f2,f3
	movl r8=1
t60_MBA:
	ld8 r4=[r5]
	br.sptk.few b1
	add r1=r2,r3
t61_MBM:
	ld8 r4=[r5]
	br.sptk.few b1
	ld8 r4=[r5]
t62_MBI:
	ld8 r4=[r5]
	br.sptk.few b1
	extr r6=r7,3,4
t63_MBF:
	ld8 r4=[r5]
	br.sptk.few b1
	fadd f4=f2,f3
t64_MBB:
	ld8 r4=[r5]
	br.sptk.few b1
	br.sptk.few b1
t65_MBL:
	ld8 r4=[r5]
	br.sptk.few b1
	movl r8=1
t66_MLA:
	ld8 r4=[r5]
	movl r8=1
	add r1=r2,r3
t67_MLM:
	ld8 r4=[r5]
	movl r8=1
	ld8 r4=[r5]
t68_MLI:
	ld8 r4=[r5]
	movl r8=1
	extr r6=r7,3,4
t69_MLF:
	ld8 r4=[r5]
	movl r8=1
	fadd f4=f2,f3
t70_MLB:
	ld8 r4=[r5]
	movl r8=1
	br.sptk.few b1
t71_MLL:
	ld8 r4=[r5]
	movl r8=1
	movl r8=1
t72_IAA:
	extr r6=r7,3,4
	add r1=r2,r3
	add r1=r2,r3
t73_IAM:
	extr r6=r7,3,4
	add r1=r2,r3
	ld8 r4=[r5]
t74_IAI:
	extr r6=r7,3,4
	add r1=r2,r3
	extr r6=r7,3,4
t75_IAF:
	extr r6=r7,3,4
	add r1=r2,r3
	fadd f4=f2,f3
t76_IAB:
	extr r6=r7,3,4
	add r1=r2,r3
	br.sptk.few b1
t77_IAL:
	extr r6=r7,3,4
	add r1=r2,r3
	movl r8=1
t78_IMA:
	extr r6=r7,3,4
	ld8 r4=[r5]
	add r1=r2,r3
t79_IMM:
	extr r6=r7,3,4
	ld8 r4=[r5]
	ld8 r4=[r5]
t80_IMI:
	extr r6=r7,3,4
	ld8 r4=[r5]
	extr r6=r7,3,4
t81_IMF:
	extr r6=r7,3,4
	ld8 r4=[r5]
	fadd f4=f2,f3
t82_IMB:
	extr r6=r7,3,4
	ld8 r4=[r5]
	br.sptk.few b1
t83_IML:
	extr r6=r7,3,4
	ld8 r4=[r5]
	movl r8=1
t84_IIA:
	extr r6=r7,3,4
	extr r6=r7,3,4
	add r1=r2,r3
t85_IIM:
	extr r6=r7,3,4
	extr r6=r7,3,4
	ld8 r4=[r5]
t86_III:
	extr r6=r7,3,4
	extr r6=r7,3,4
	extr r6=r7,3,4
t87_IIF:
	extr r6=r7,3,4
	extr r6=r7,3,4
	fadd f4=f2,f3
t88_IIB:
	extr r6=r7,3,4
	extr r6=r7,3,4
	br.sptk.few b1
t89_IIL:
	extr r6=r7,3,4
	extr r6=r7,3,4
	movl r8=1
t90_IFA:
	extr r6=r7,3,4
	fadd f4=f2,f3
	add r1=r2,r3
t91_IFM:
	extr r6=r7,3,4
	fadd f4=f2,f3
	ld8 r4=[r5]
t92_IFI:
	extr r6=r7,3,4
	fadd f4=f2,f3
	extr r6=r7,3,4
t93_IFF:
	extr r6=r7,3,4
	fadd f4=f2,f3
	fadd f4=f2,f3
t94_IFB:
	extr r6=r7,3,4
	fadd f4=f2,f3
	br.sptk.few b1
t95_IFL:
	extr r6=r7,3,4
	fadd f4=f2,f3
	movl r8=1
t96_IBA:
	extr r6=r7,3,4
	br.sptk.few b1
	add r1=r2,r3
t97_IBM:
	extr r6=r7,3,4
	br.sptk.few b1
	ld8 r4=[r5]
t98_IBI:
	extr r6=r7,3,4
	br.sptk.few b1
	extr r6=r7,3,4
t99_IBF:
	extr r6=r7,3,4
	br.sptk.few b1
	fadd f4=f2,f3
t100_IBB:
	extr r6=r7,3,4
	br.sptk.few b1
	br.sptk.few b1
t101_IBL:
	extr r6=r7,3,4
	br.sptk.few b1
	movl r8=1
t102_ILA:
	extr r6=r7,3,4
	movl r8=1
	add r1=r2,r3
t103_ILM:
	extr r6=r7,3,4
	movl r8=1
	ld8 r4=[r5]
t104_ILI:
	extr r6=r7,3,4
	movl r8=1
	extr r6=r7,3,4
t105_ILF:
	extr r6=r7,3,4
	movl r8=1
	fadd f4=f2,f3
t106_ILB:
	extr r6=r7,3,4
	movl r8=1
	br.sptk.few b1
t107_ILL:
	extr r6=r7,3,4
	movl r8=1
	movl r8=1
t108_FAA:
	fadd f4=f2,f3
	add r1=r2,r3
	add r1=r2,r3
t109_FAM:
	fadd f4=f2,f3
	add r1=r2,r3
	ld8 r4=[r5]
t110_FAI:
	fadd f4=f2,f3
	add r1=r2,r3
	extr r6=r7,3,4
t111_FAF:
	fadd f4=f2,f3
	add r1=r2,r3
	fadd f4=f2,f3
t112_FAB:
	fadd f4=f2,f3
	add r1=r2,r3
	br.sptk.few b1
t113_FAL:
	fadd f4=f2,f3
	add r1=r2,r3
	movl r8=1
t114_FMA:
	fadd f4=f2,f3
	ld8 r4=[r5]
	add r1=r2,r3
t115_FMM:
	fadd f4=f2,f3
	ld8 r4=[r5]
	ld8 r4=[r5]
t116_FMI:
	fadd f4=f2,f3
	ld8 r4=[r5]
	extr r6=r7,3,4
t117_FMF:
	fadd f4=f2,f3
	ld8 r4=[r5]
	fadd f4=f2,f3
t118_FMB:
	fadd f4=f2,f3
	ld8 r4=[r5]
	br.sptk.few b1
t119_FML:
	fadd f4=f2,f3
	ld8 r4=[r5]
	movl r8=1
t120_FIA:
	fadd f4=f2,f3
	extr r6=r7,3,4
	add r1=r2,r3
t121_FIM:
	fadd f4=f2,f3
	extr r6=r7,3,4
	ld8 r4=[r5]
t122_FII:
	fadd f4=f2,f3
	extr r6=r7,3,4
	extr r6=r7,3,4
t123_FIF:
	fadd f4=f2,f3
	extr r6=r7,3,4
	fadd f4=f2,f3
t124_FIB:
	fadd f4=f2,f3
	extr r6=r7,3,4
	br.sptk.few b1
t125_FIL:
	fadd f4=f2,f3
	extr r6=r7,3,4
	movl r8=1
t126_FFA:
	fadd f4=f2,f3
	fadd f4=f2,f3
	add r1=r2,r3
t127_FFM:
	fadd f4=f2,f3
	fadd f4=f2,f3
	ld8 r4=[r5]
t128_FFI:
	fadd f4=f2,f3
	fadd f4=f2,f3
	extr r6=r7,3,4
t129_FFF:
	fadd f4=f2,f3
	fadd f4=f2,f3
	fadd f4=f2,f3
t130_FFB:
	fadd f4=f2,f3
	fadd f4=f2,f3
	br.sptk.few b1
t131_FFL:
	fadd f4=f2,f3
	fadd f4=f2,f3
	movl r8=1
t132_FBA:
	fadd f4=f2,f3
	br.sptk.few b1
	add r1=r2,r3
t133_FBM:
	fadd f4=f2,f3
	br.sptk.few b1
	ld8 r4=[r5]
t134_FBI:
	fadd f4=f2,f3
	br.sptk.few b1
	extr r6=r7,3,4
t135_FBF:
	fadd f4=f2,f3
	br.sptk.few b1
	fadd f4=f2,f3
t136_FBB:
	fadd f4=f2,f3
	br.sptk.few b1
	br.sptk.few b1
t137_FBL:
	fadd f4=f2,f3
	br.sptk.few b1
	movl r8=1
t138_FLA:
	fadd f4=f2,f3
	movl r8=1
	add r1=r2,r3
t139_FLM:
	fadd f4=f2,f3
	movl r8=1
	ld8 r4=[r5]
t140_FLI:
	fadd f4=f2,f3
	movl r8=1
	extr r6=r7,3,4
t141_FLF:
	fadd f4=f2,f3
	movl r8=1
	fadd f4=f2,f3
t142_FLB:
	fadd f4=f2,f3
	movl r8=1
	br.sptk.few b1
t143_FLL:
	fadd f4=f2,f3
	movl r8=1
	movl r8=1
t144_BAA:
	br.sptk.few b1
	add r1=r2,r3
	add r1=r2,r3
t145_BAM:
	br.sptk.few b1
	add r1=r2,r3
	ld8 r4=[r5]
t146_BAI:
	br.sptk.few b1
	add r1=r2,r3
	extr r6=r7,3,4
t147_BAF:
	br.sptk.few b1
	add r1=r2,r3
	fadd f4=f2,f3
t148_BAB:
	br.sptk.few b1
	add r1=r2,r3
	br.sptk.few b1
t149_BAL:
	br.sptk.few b1
	add r1=r2,r3
	movl r8=1
t150_BMA:
	br.sptk.few b1
	ld8 r4=[r5]
	add r1=r2,r3
t151_BMM:
	br.sptk.few b1
	ld8 r4=[r5]
	ld8 r4=[r5]
t152_BMI:
	br.sptk.few b1
	ld8 r4=[r5]
	extr r6=r7,3,4
t153_BMF:
	br.sptk.few b1
	ld8 r4=[r5]
	fadd f4=f2,f3
t154_BMB:
	br.sptk.few b1
	ld8 r4=[r5]
	br.sptk.few b1
t155_BML:
	br.sptk.few b1
	ld8 r4=[r5]
	movl r8=1
t156_BIA:
	br.sptk.few b1
	extr r6=r7,3,4
	add r1=r2,r3
t157_BIM:
	br.sptk.few b1
	extr r6=r7,3,4
	ld8 r4=[r5]
t158_BII:
	br.sptk.few b1
	extr r6=r7,3,4
	extr r6=r7,3,4
t159_BIF:
	br.sptk.few b1
	extr r6=r7,3,4
	fadd f4=f2,f3
t160_BIB:
	br.sptk.few b1
	extr r6=r7,3,4
	br.sptk.few b1
t161_BIL:
	br.sptk.few b1
	extr r6=r7,3,4
	movl r8=1
t162_BFA:
	br.sptk.few b1
	fadd f4=f2,f3
	add r1=r2,r3
t163_BFM:
	br.sptk.few b1
	fadd f4=f2,f3
	ld8 r4=[r5]
t164_BFI:
	br.sptk.few b1
	fadd f4=f2,f3
	extr r6=r7,3,4
t165_BFF:
	br.sptk.few b1
	fadd f4=f2,f3
	fadd f4=f2,f3
t166_BFB:
	br.sptk.few b1
	fadd f4=f2,f3
	br.sptk.few b1
t167_BFL:
	br.sptk.few b1
	fadd f4=f2,f3
	movl r8=1
t168_BBA:
	br.sptk.few b1
	br.sptk.few b1
	add r1=r2,r3
t169_BBM:
	br.sptk.few b1
	br.sptk.few b1
	ld8 r4=[r5]
t170_BBI:
	br.sptk.few b1
	br.sptk.few b1
	extr r6=r7,3,4
t171_BBF:
	br.sptk.few b1
	br.sptk.few b1
	fadd f4=f2,f3
t172_BBB:
	br.sptk.few b1
	br.sptk.few b1
	br.sptk.few b1
t173_BBL:
	br.sptk.few b1
	br.sptk.few b1
	movl r8=1
t174_BLA:
	br.sptk.few b1
	movl r8=1
	add r1=r2,r3
t175_BLM:
	br.sptk.few b1
	movl r8=1
	ld8 r4=[r5]
t176_BLI:
	br.sptk.few b1
	movl r8=1
	extr r6=r7,3,4
t177_BLF:
	br.sptk.few b1
	movl r8=1
	fadd f4=f2,f3
t178_BLB:
	br.sptk.few b1
	movl r8=1
	br.sptk.few b1
t179_BLL:
	br.sptk.few b1
	movl r8=1
	movl r8=1
t180_LAA:
	movl r8=1
	add r1=r2,r3
	add r1=r2,r3
t181_LAM:
	movl r8=1
	add r1=r2,r3
	ld8 r4=[r5]
t182_LAI:
	movl r8=1
	add r1=r2,r3
	extr r6=r7,3,4
t183_LAF:
	movl r8=1
	add r1=r2,r3
	fadd f4=f2,f3
t184_LAB:
	movl r8=1
	add r1=r2,r3
	br.sptk.few b1
t185_LAL:
	movl r8=1
	add r1=r2,r3
	movl r8=1
t186_LMA:
	movl r8=1
	ld8 r4=[r5]
	add r1=r2,r3
t187_LMM:
	movl r8=1
	ld8 r4=[r5]
	ld8 r4=[r5]
t188_LMI:
	movl r8=1
	ld8 r4=[r5]
	extr r6=r7,3,4
t189_LMF:
	movl r8=1
	ld8 r4=[r5]
	fadd f4=f2,f3
t190_LMB:
	movl r8=1
	ld8 r4=[r5]
	br.sptk.few b1
t191_LML:
	movl r8=1
	ld8 r4=[r5]
	movl r8=1
t192_LIA:
	movl r8=1
	extr r6=r7,3,4
	add r1=r2,r3
t193_LIM:
	movl r8=1
	extr r6=r7,3,4
	ld8 r4=[r5]
t194_LII:
	movl r8=1
	extr r6=r7,3,4
	extr r6=r7,3,4
t195_LIF:
	movl r8=1
	extr r6=r7,3,4
	fadd f4=f2,f3
t196_LIB:
	movl r8=1
	extr r6=r7,3,4
	br.sptk.few b1
t197_LIL:
	movl r8=1
	extr r6=r7,3,4
	movl r8=1
t198_LFA:
	movl r8=1
	fadd f4=f2,f3
	add r1=r2,r3
t199_LFM:
	movl r8=1
	fadd f4=f2,f3
	ld8 r4=[r5]
t200_LFI:
	movl r8=1
	fadd f4=f2,f3
	extr r6=r7,3,4
t201_LFF:
	movl r8=1
	fadd f4=f2,f3
	fadd f4=f2,f3
t202_LFB:
	movl r8=1
	fadd f4=f2,f3
	br.sptk.few b1
t203_LFL:
	movl r8=1
	fadd f4=f2,f3
	movl r8=1
t204_LBA:
	movl r8=1
	br.sptk.few b1
	add r1=r2,r3
t205_LBM:
	movl r8=1
	br.sptk.few b1
	ld8 r4=[r5]
t206_LBI:
	movl r8=1
	br.sptk.few b1
	extr r6=r7,3,4
t207_LBF:
	movl r8=1
	br.sptk.few b1
	fadd f4=f2,f3
t208_LBB:
	movl r8=1
	br.sptk.few b1
	br.sptk.few b1
t209_LBL:
	movl r8=1
	br.sptk.few b1
	movl r8=1
t210_LLA:
	movl r8=1
	movl r8=1
	add r1=r2,r3
t211_LLM:
	movl r8=1
	movl r8=1
	ld8 r4=[r5]
t212_LLI:
	movl r8=1
	movl r8=1
	extr r6=r7,3,4
t213_LLF:
	movl r8=1
	movl r8=1
	fadd f4=f2,f3
t214_LLB:
	movl r8=1
	movl r8=1
	br.sptk.few b1
t215_LLL:
	movl r8=1
	movl r8=1
	movl r8=1
