// Rule: template choice with untyped nop (dynamic: matches M/I/F/B) in
// every position of a triple together with A/M/I/F/B/L.
.text
t0_NNN:
	nop 0
	nop 0
	nop 0
t1_NNA:
	nop 0
	nop 0
	add r1=r2,r3
t2_NNI:
	nop 0
	nop 0
	extr r6=r7,3,4
t3_NNF:
	nop 0
	nop 0
	fadd f4=f2,f3
t4_NNB:
	nop 0
	nop 0
	br.sptk.few b1
t5_NNL:
	nop 0
	nop 0
	movl r8=1
t6_NAN:
	nop 0
	add r1=r2,r3
	nop 0
t7_NAA:
	nop 0
	add r1=r2,r3
	add r1=r2,r3
t8_NAI:
	nop 0
	add r1=r2,r3
	extr r6=r7,3,4
t9_NAF:
	nop 0
	add r1=r2,r3
	fadd f4=f2,f3
t10_NAB:
	nop 0
	add r1=r2,r3
	br.sptk.few b1
t11_NAL:
	nop 0
	add r1=r2,r3
	movl r8=1
t12_NIN:
	nop 0
	extr r6=r7,3,4
	nop 0
t13_NIA:
	nop 0
	extr r6=r7,3,4
	add r1=r2,r3
t14_NII:
	nop 0
	extr r6=r7,3,4
	extr r6=r7,3,4
t15_NIF:
	nop 0
	extr r6=r7,3,4
	fadd f4=f2,f3
t16_NIB:
	nop 0
	extr r6=r7,3,4
	br.sptk.few b1
t17_NIL:
	nop 0
	extr r6=r7,3,4
	movl r8=1
t18_NFN:
	nop 0
	fadd f4=f2,f3
	nop 0
t19_NFA:
	nop 0
	fadd f4=f2,f3
	add r1=r2,r3
t20_NFI:
	nop 0
	fadd f4=f2,f3
	extr r6=r7,3,4
t21_NFF:
	nop 0
	fadd f4=f2,f3
	fadd f4=f2,f3
t22_NFB:
	nop 0
	fadd f4=f2,f3
	br.sptk.few b1
t23_NFL:
	nop 0
	fadd f4=f2,f3
	movl r8=1
t24_NBN:
	nop 0
	br.sptk.few b1
	nop 0
t25_NBA:
	nop 0
	br.sptk.few b1
	add r1=r2,r3
t26_NBI:
	nop 0
	br.sptk.few b1
	extr r6=r7,3,4
t27_NBF:
	nop 0
	br.sptk.few b1
	fadd f4=f2,f3
t28_NBB:
	nop 0
	br.sptk.few b1
	br.sptk.few b1
t29_NBL:
	nop 0
	br.sptk.few b1
	movl r8=1
t30_NLN:
	nop 0
	movl r8=1
	nop 0
t31_NLA:
	nop 0
	movl r8=1
	add r1=r2,r3
t32_NLI:
	nop 0
	movl r8=1
	extr r6=r7,3,4
t33_NLF:
	nop 0
	movl r8=1
	fadd f4=f2,f3
t34_NLB:
	nop 0
	movl r8=1
	br.sptk.few b1
t35_NLL:
	nop 0
	movl r8=1
	movl r8=1
t36_ANN:
	add r1=r2,r3
	nop 0
	nop 0
t37_ANA:
	add r1=r2,r3
	nop 0
	add r1=r2,r3
t38_ANI:
	add r1=r2,r3
	nop 0
	extr r6=r7,3,4
t39_ANF:
	add r1=r2,r3
	nop 0
	fadd f4=f2,f3
t40_ANB:
	add r1=r2,r3
	nop 0
	br.sptk.few b1
t41_ANL:
	add r1=r2,r3
	nop 0
	movl r8=1
t42_AAN:
	add r1=r2,r3
	add r1=r2,r3
	nop 0
t43_AAA:
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
t44_AAI:
	add r1=r2,r3
	add r1=r2,r3
	extr r6=r7,3,4
t45_AAF:
	add r1=r2,r3
	add r1=r2,r3
	fadd f4=f2,f3
t46_AAB:
	add r1=r2,r3
	add r1=r2,r3
	br.sptk.few b1
t47_AAL:
	add r1=r2,r3
	add r1=r2,r3
	movl r8=1
t48_AIN:
	add r1=r2,r3
	extr r6=r7,3,4
	nop 0
t49_AIA:
	add r1=r2,r3
	extr r6=r7,3,4
	add r1=r2,r3
t50_AII:
	add r1=r2,r3
	extr r6=r7,3,4
	extr r6=r7,3,4
t51_AIF:
	add r1=r2,r3
	extr r6=r7,3,4
	fadd f4=f2,f3
t52_AIB:
	add r1=r2,r3
	extr r6=r7,3,4
	br.sptk.few b1
t53_AIL:
	add r1=r2,r3
	extr r6=r7,3,4
	movl r8=1
t54_AFN:
	add r1=r2,r3
	fadd f4=f2,f3
	nop 0
t55_AFA:
	add r1=r2,r3
	fadd f4=f2,f3
	add r1=r2,r3
t56_AFI:
	add r1=r2,r3
	fadd f4=f2,f3
	extr r6=r7,3,4
t57_AFF:
	add r1=r2,r3
	fadd f4=f2,f3
	fadd f4=f2,f3
t58_AFB:
	add r1=r2,r3
	fadd f4=f2,f3
	br.sptk.few b1
t59_AFL:
	add r1=r2,r3
	fadd f4=f2,f3
	movl r8=1
t60_ABN:
	add r1=r2,r3
	br.sptk.few b1
	nop 0
t61_ABA:
	add r1=r2,r3
	br.sptk.few b1
	add r1=r2,r3
t62_ABI:
	add r1=r2,r3
	br.sptk.few b1
	extr r6=r7,3,4
t63_ABF:
	add r1=r2,r3
	br.sptk.few b1
	fadd f4=f2,f3
t64_ABB:
	add r1=r2,r3
	br.sptk.few b1
	br.sptk.few b1
t65_ABL:
	add r1=r2,r3
	br.sptk.few b1
	movl r8=1
t66_ALN:
	add r1=r2,r3
	movl r8=1
	nop 0
t67_ALA:
	add r1=r2,r3
	movl r8=1
	add r1=r2,r3
t68_ALI:
	add r1=r2,r3
	movl r8=1
	extr r6=r7,3,4
t69_ALF:
	add r1=r2,r3
	movl r8=1
	fadd f4=f2,f3
t70_ALB:
	add r1=r2,r3
	movl r8=1
	br.sptk.few b1
t71_ALL:
	add r1=r2,r3
	movl r8=1
	movl r8=1
t72_INN:
	extr r6=r7,3,4
	nop 0
	nop 0
t73_INA:
	extr r6=r7,3,4
	nop 0
	add r1=r2,r3
t74_INI:
	extr r6=r7,3,4
	nop 0
	extr r6=r7,3,4
t75_INF:
	extr r6=r7,3,4
	nop 0
	fadd f4=f2,f3
t76_INB:
	extr r6=r7,3,4
	nop 0
	br.sptk.few b1
t77_INL:
	extr r6=r7,3,4
	nop 0
	movl r8=1
t78_IAN:
	extr r6=r7,3,4
	add r1=r2,r3
	nop 0
t79_IAA:
	extr r6=r7,3,4
	add r1=r2,r3
	add r1=r2,r3
t80_IAI:
	extr r6=r7,3,4
	add r1=r2,r3
	extr r6=r7,3,4
t81_IAF:
	extr r6=r7,3,4
	add r1=r2,r3
	fadd f4=f2,f3
t82_IAB:
	extr r6=r7,3,4
	add r1=r2,r3
	br.sptk.few b1
t83_IAL:
	extr r6=r7,3,4
	add r1=r2,r3
	movl r8=1
t84_IIN:
	extr r6=r7,3,4
	extr r6=r7,3,4
	nop 0
t85_IIA:
	extr r6=r7,3,4
	extr r6=r7,3,4
	add r1=r2,r3
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
t90_IFN:
	extr r6=r7,3,4
	fadd f4=f2,f3
	nop 0
t91_IFA:
	extr r6=r7,3,4
	fadd f4=f2,f3
	add r1=r2,r3
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
t96_IBN:
	extr r6=r7,3,4
	br.sptk.few b1
	nop 0
t97_IBA:
	extr r6=r7,3,4
	br.sptk.few b1
	add r1=r2,r3
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
t102_ILN:
	extr r6=r7,3,4
	movl r8=1
	nop 0
t103_ILA:
	extr r6=r7,3,4
	movl r8=1
	add r1=r2,r3
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
t108_FNN:
	fadd f4=f2,f3
	nop 0
	nop 0
t109_FNA:
	fadd f4=f2,f3
	nop 0
	add r1=r2,r3
t110_FNI:
	fadd f4=f2,f3
	nop 0
	extr r6=r7,3,4
t111_FNF:
	fadd f4=f2,f3
	nop 0
	fadd f4=f2,f3
t112_FNB:
	fadd f4=f2,f3
	nop 0
	br.sptk.few b1
t113_FNL:
	fadd f4=f2,f3
	nop 0
	movl r8=1
t114_FAN:
	fadd f4=f2,f3
	add r1=r2,r3
	nop 0
t115_FAA:
	fadd f4=f2,f3
	add r1=r2,r3
	add r1=r2,r3
t116_FAI:
	fadd f4=f2,f3
	add r1=r2,r3
	extr r6=r7,3,4
t117_FAF:
	fadd f4=f2,f3
	add r1=r2,r3
	fadd f4=f2,f3
t118_FAB:
	fadd f4=f2,f3
	add r1=r2,r3
	br.sptk.few b1
t119_FAL:
	fadd f4=f2,f3
	add r1=r2,r3
	movl r8=1
t120_FIN:
	fadd f4=f2,f3
	extr r6=r7,3,4
	nop 0
t121_FIA:
	fadd f4=f2,f3
	extr r6=r7,3,4
	add r1=r2,r3
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
t126_FFN:
	fadd f4=f2,f3
	fadd f4=f2,f3
	nop 0
t127_FFA:
	fadd f4=f2,f3
	fadd f4=f2,f3
	add r1=r2,r3
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
t132_FBN:
	fadd f4=f2,f3
	br.sptk.few b1
	nop 0
t133_FBA:
	fadd f4=f2,f3
	br.sptk.few b1
	add r1=r2,r3
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
t138_FLN:
	fadd f4=f2,f3
	movl r8=1
	nop 0
t139_FLA:
	fadd f4=f2,f3
	movl r8=1
	add r1=r2,r3
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
t144_BNN:
	br.sptk.few b1
	nop 0
	nop 0
t145_BNA:
	br.sptk.few b1
	nop 0
	add r1=r2,r3
t146_BNI:
	br.sptk.few b1
	nop 0
	extr r6=r7,3,4
t147_BNF:
	br.sptk.few b1
	nop 0
	fadd f4=f2,f3
t148_BNB:
	br.sptk.few b1
	nop 0
	br.sptk.few b1
t149_BNL:
	br.sptk.few b1
	nop 0
	movl r8=1
t150_BAN:
	br.sptk.few b1
	add r1=r2,r3
	nop 0
t151_BAA:
	br.sptk.few b1
	add r1=r2,r3
	add r1=r2,r3
t152_BAI:
	br.sptk.few b1
	add r1=r2,r3
	extr r6=r7,3,4
t153_BAF:
	br.sptk.few b1
	add r1=r2,r3
	fadd f4=f2,f3
t154_BAB:
	br.sptk.few b1
	add r1=r2,r3
	br.sptk.few b1
t155_BAL:
	br.sptk.few b1
	add r1=r2,r3
	movl r8=1
t156_BIN:
	br.sptk.few b1
	extr r6=r7,3,4
	nop 0
t157_BIA:
	br.sptk.few b1
	extr r6=r7,3,4
	add r1=r2,r3
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
t162_BFN:
	br.sptk.few b1
	fadd f4=f2,f3
	nop 0
t163_BFA:
	br.sptk.few b1
	fadd f4=f2,f3
	add r1=r2,r3
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
t168_BBN:
	br.sptk.few b1
	br.sptk.few b1
	nop 0
t169_BBA:
	br.sptk.few b1
	br.sptk.few b1
	add r1=r2,r3
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
t174_BLN:
	br.sptk.few b1
	movl r8=1
	nop 0
t175_BLA:
	br.sptk.few b1
	movl r8=1
	add r1=r2,r3
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
t180_LNN:
	movl r8=1
	nop 0
	nop 0
t181_LNA:
	movl r8=1
	nop 0
	add r1=r2,r3
t182_LNI:
	movl r8=1
	nop 0
	extr r6=r7,3,4
t183_LNF:
	movl r8=1
	nop 0
	fadd f4=f2,f3
t184_LNB:
	movl r8=1
	nop 0
	br.sptk.few b1
t185_LNL:
	movl r8=1
	nop 0
	movl r8=1
t186_LAN:
	movl r8=1
	add r1=r2,r3
	nop 0
t187_LAA:
	movl r8=1
	add r1=r2,r3
	add r1=r2,r3
t188_LAI:
	movl r8=1
	add r1=r2,r3
	extr r6=r7,3,4
t189_LAF:
	movl r8=1
	add r1=r2,r3
	fadd f4=f2,f3
t190_LAB:
	movl r8=1
	add r1=r2,r3
	br.sptk.few b1
t191_LAL:
	movl r8=1
	add r1=r2,r3
	movl r8=1
t192_LIN:
	movl r8=1
	extr r6=r7,3,4
	nop 0
t193_LIA:
	movl r8=1
	extr r6=r7,3,4
	add r1=r2,r3
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
t198_LFN:
	movl r8=1
	fadd f4=f2,f3
	nop 0
t199_LFA:
	movl r8=1
	fadd f4=f2,f3
	add r1=r2,r3
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
t204_LBN:
	movl r8=1
	br.sptk.few b1
	nop 0
t205_LBA:
	movl r8=1
	br.sptk.few b1
	add r1=r2,r3
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
t210_LLN:
	movl r8=1
	movl r8=1
	nop 0
t211_LLA:
	movl r8=1
	movl r8=1
	add r1=r2,r3
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
