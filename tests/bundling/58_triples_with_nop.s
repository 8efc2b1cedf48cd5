// Rule: template choice with untyped nop (dynamic: matches M/I/F/B) in
// every position of a triple together with A/M/I/F/B/L.
.text
t0_NNN:
	nop 747
	nop 748
	nop 749
t1_NNA:
	nop 750
	nop 751
	add r7=r8,r9
t2_NNI:
	nop 753
	nop 754
	extr r16=r17,3,4
t3_NNF:
	nop 756
	nop 757
	fadd f8=f9,f10
t4_NNB:
	nop 759
	nop 760
	br.sptk.few b6
t5_NNL:
	nop 762
	nop 763
	movl r13=764
t6_NAN:
	nop 765
	add r19=r20,r21
	nop 767
t7_NAA:
	nop 768
	add r28=r29,r30
	add r1=r2,r3
t8_NAI:
	nop 771
	add r7=r8,r9
	extr r10=r11,3,4
t9_NAF:
	nop 774
	add r16=r17,r18
	fadd f6=f7,f8
t10_NAB:
	nop 777
	add r25=r26,r27
	br.sptk.few b6
t11_NAL:
	nop 780
	add r4=r5,r6
	movl r7=782
t12_NIN:
	nop 783
	extr r13=r14,3,4
	nop 785
t13_NIA:
	nop 786
	extr r22=r23,3,4
	add r25=r26,r27
t14_NII:
	nop 789
	extr r1=r2,3,4
	extr r4=r5,3,4
t15_NIF:
	nop 792
	extr r10=r11,3,4
	fadd f4=f5,f6
t16_NIB:
	nop 795
	extr r19=r20,3,4
	br.sptk.few b6
t17_NIL:
	nop 798
	extr r28=r29,3,4
	movl r1=800
t18_NFN:
	nop 801
	fadd f28=f29,f2
	nop 803
t19_NFA:
	nop 804
	fadd f9=f10,f11
	add r19=r20,r21
t20_NFI:
	nop 807
	fadd f18=f19,f20
	extr r28=r29,3,4
t21_NFF:
	nop 810
	fadd f27=f28,f29
	fadd f2=f3,f4
t22_NFB:
	nop 813
	fadd f8=f9,f10
	br.sptk.few b6
t23_NFL:
	nop 816
	fadd f17=f18,f19
	movl r25=818
t24_NBN:
	nop 819
	br.sptk.few b5
	nop 821
t25_NBA:
	nop 822
	br.sptk.few b2
	add r13=r14,r15
t26_NBI:
	nop 825
	br.sptk.few b5
	extr r22=r23,3,4
t27_NBF:
	nop 828
	br.sptk.few b2
	fadd f28=f29,f2
t28_NBB:
	nop 831
	br.sptk.few b5
	br.sptk.few b6
t29_NBL:
	nop 834
	br.sptk.few b2
	movl r19=836
t30_NLN:
	nop 837
	movl r25=838
	nop 839
t31_NLA:
	nop 840
	movl r4=841
	add r7=r8,r9
t32_NLI:
	nop 843
	movl r13=844
	extr r16=r17,3,4
t33_NLF:
	nop 846
	movl r22=847
	fadd f26=f27,f28
t34_NLB:
	nop 849
	movl r1=850
	br.sptk.few b6
t35_NLL:
	nop 852
	movl r10=853
	movl r13=854
t36_ANN:
	add r16=r17,r18
	nop 856
	nop 857
t37_ANA:
	add r25=r26,r27
	nop 859
	add r1=r2,r3
t38_ANI:
	add r4=r5,r6
	nop 862
	extr r10=r11,3,4
t39_ANF:
	add r13=r14,r15
	nop 865
	fadd f24=f25,f26
t40_ANB:
	add r22=r23,r24
	nop 868
	br.sptk.few b6
t41_ANL:
	add r1=r2,r3
	nop 871
	movl r7=872
t42_AAN:
	add r10=r11,r12
	add r13=r14,r15
	nop 875
t43_AAA:
	add r19=r20,r21
	add r22=r23,r24
	add r25=r26,r27
t44_AAI:
	add r28=r29,r30
	add r1=r2,r3
	extr r4=r5,3,4
t45_AAF:
	add r7=r8,r9
	add r10=r11,r12
	fadd f22=f23,f24
t46_AAB:
	add r16=r17,r18
	add r19=r20,r21
	br.sptk.few b6
t47_AAL:
	add r25=r26,r27
	add r28=r29,r30
	movl r1=890
t48_AIN:
	add r4=r5,r6
	extr r7=r8,3,4
	nop 893
t49_AIA:
	add r13=r14,r15
	extr r16=r17,3,4
	add r19=r20,r21
t50_AII:
	add r22=r23,r24
	extr r25=r26,3,4
	extr r28=r29,3,4
t51_AIF:
	add r1=r2,r3
	extr r4=r5,3,4
	fadd f20=f21,f22
t52_AIB:
	add r10=r11,r12
	extr r13=r14,3,4
	br.sptk.few b6
t53_AIL:
	add r19=r20,r21
	extr r22=r23,3,4
	movl r25=908
t54_AFN:
	add r28=r29,r30
	fadd f16=f17,f18
	nop 911
t55_AFA:
	add r7=r8,r9
	fadd f25=f26,f27
	add r13=r14,r15
t56_AFI:
	add r16=r17,r18
	fadd f6=f7,f8
	extr r22=r23,3,4
t57_AFF:
	add r25=r26,r27
	fadd f15=f16,f17
	fadd f18=f19,f20
t58_AFB:
	add r4=r5,r6
	fadd f24=f25,f26
	br.sptk.few b6
t59_AFL:
	add r13=r14,r15
	fadd f5=f6,f7
	movl r19=926
t60_ABN:
	add r22=r23,r24
	br.sptk.few b5
	nop 929
t61_ABA:
	add r1=r2,r3
	br.sptk.few b2
	add r7=r8,r9
t62_ABI:
	add r10=r11,r12
	br.sptk.few b5
	extr r16=r17,3,4
t63_ABF:
	add r19=r20,r21
	br.sptk.few b2
	fadd f16=f17,f18
t64_ABB:
	add r28=r29,r30
	br.sptk.few b5
	br.sptk.few b6
t65_ABL:
	add r7=r8,r9
	br.sptk.few b2
	movl r13=944
t66_ALN:
	add r16=r17,r18
	movl r19=946
	nop 947
t67_ALA:
	add r25=r26,r27
	movl r28=949
	add r1=r2,r3
t68_ALI:
	add r4=r5,r6
	movl r7=952
	extr r10=r11,3,4
t69_ALF:
	add r13=r14,r15
	movl r16=955
	fadd f14=f15,f16
t70_ALB:
	add r22=r23,r24
	movl r25=958
	br.sptk.few b6
t71_ALL:
	add r1=r2,r3
	movl r4=961
	movl r7=962
t72_INN:
	extr r10=r11,3,4
	nop 964
	nop 965
t73_INA:
	extr r19=r20,3,4
	nop 967
	add r25=r26,r27
t74_INI:
	extr r28=r29,3,4
	nop 970
	extr r4=r5,3,4
t75_INF:
	extr r7=r8,3,4
	nop 973
	fadd f12=f13,f14
t76_INB:
	extr r16=r17,3,4
	nop 976
	br.sptk.few b6
t77_INL:
	extr r25=r26,3,4
	nop 979
	movl r1=980
t78_IAN:
	extr r4=r5,3,4
	add r7=r8,r9
	nop 983
t79_IAA:
	extr r13=r14,3,4
	add r16=r17,r18
	add r19=r20,r21
t80_IAI:
	extr r22=r23,3,4
	add r25=r26,r27
	extr r28=r29,3,4
t81_IAF:
	extr r1=r2,3,4
	add r4=r5,r6
	fadd f10=f11,f12
t82_IAB:
	extr r10=r11,3,4
	add r13=r14,r15
	br.sptk.few b6
t83_IAL:
	extr r19=r20,3,4
	add r22=r23,r24
	movl r25=998
t84_IIN:
	extr r28=r29,3,4
	extr r1=r2,3,4
	nop 1001
t85_IIA:
	extr r7=r8,3,4
	extr r10=r11,3,4
	add r13=r14,r15
t86_III:
	extr r16=r17,3,4
	extr r19=r20,3,4
	extr r22=r23,3,4
t87_IIF:
	extr r25=r26,3,4
	extr r28=r29,3,4
	fadd f8=f9,f10
t88_IIB:
	extr r4=r5,3,4
	extr r7=r8,3,4
	br.sptk.few b6
t89_IIL:
	extr r13=r14,3,4
	extr r16=r17,3,4
	movl r19=1016
t90_IFN:
	extr r22=r23,3,4
	fadd f4=f5,f6
	nop 1019
t91_IFA:
	extr r1=r2,3,4
	fadd f13=f14,f15
	add r7=r8,r9
t92_IFI:
	extr r10=r11,3,4
	fadd f22=f23,f24
	extr r16=r17,3,4
t93_IFF:
	extr r19=r20,3,4
	fadd f3=f4,f5
	fadd f6=f7,f8
t94_IFB:
	extr r28=r29,3,4
	fadd f12=f13,f14
	br.sptk.few b6
t95_IFL:
	extr r7=r8,3,4
	fadd f21=f22,f23
	movl r13=1034
t96_IBN:
	extr r16=r17,3,4
	br.sptk.few b5
	nop 1037
t97_IBA:
	extr r25=r26,3,4
	br.sptk.few b2
	add r1=r2,r3
t98_IBI:
	extr r4=r5,3,4
	br.sptk.few b5
	extr r10=r11,3,4
t99_IBF:
	extr r13=r14,3,4
	br.sptk.few b2
	fadd f4=f5,f6
t100_IBB:
	extr r22=r23,3,4
	br.sptk.few b5
	br.sptk.few b6
t101_IBL:
	extr r1=r2,3,4
	br.sptk.few b2
	movl r7=1052
t102_ILN:
	extr r10=r11,3,4
	movl r13=1054
	nop 1055
t103_ILA:
	extr r19=r20,3,4
	movl r22=1057
	add r25=r26,r27
t104_ILI:
	extr r28=r29,3,4
	movl r1=1060
	extr r4=r5,3,4
t105_ILF:
	extr r7=r8,3,4
	movl r10=1063
	fadd f2=f3,f4
t106_ILB:
	extr r16=r17,3,4
	movl r19=1066
	br.sptk.few b6
t107_ILL:
	extr r25=r26,3,4
	movl r28=1069
	movl r1=1070
t108_FNN:
	fadd f23=f24,f25
	nop 1072
	nop 1073
t109_FNA:
	fadd f4=f5,f6
	nop 1075
	add r19=r20,r21
t110_FNI:
	fadd f13=f14,f15
	nop 1078
	extr r28=r29,3,4
t111_FNF:
	fadd f22=f23,f24
	nop 1081
	fadd f28=f29,f2
t112_FNB:
	fadd f3=f4,f5
	nop 1084
	br.sptk.few b6
t113_FNL:
	fadd f12=f13,f14
	nop 1087
	movl r25=1088
t114_FAN:
	fadd f21=f22,f23
	add r1=r2,r3
	nop 1091
t115_FAA:
	fadd f2=f3,f4
	add r10=r11,r12
	add r13=r14,r15
t116_FAI:
	fadd f11=f12,f13
	add r19=r20,r21
	extr r22=r23,3,4
t117_FAF:
	fadd f20=f21,f22
	add r28=r29,r30
	fadd f26=f27,f28
t118_FAB:
	fadd f29=f2,f3
	add r7=r8,r9
	br.sptk.few b6
t119_FAL:
	fadd f10=f11,f12
	add r16=r17,r18
	movl r19=1106
t120_FIN:
	fadd f19=f20,f21
	extr r25=r26,3,4
	nop 1109
t121_FIA:
	fadd f28=f29,f2
	extr r4=r5,3,4
	add r7=r8,r9
t122_FII:
	fadd f9=f10,f11
	extr r13=r14,3,4
	extr r16=r17,3,4
t123_FIF:
	fadd f18=f19,f20
	extr r22=r23,3,4
	fadd f24=f25,f26
t124_FIB:
	fadd f27=f28,f29
	extr r1=r2,3,4
	br.sptk.few b6
t125_FIL:
	fadd f8=f9,f10
	extr r10=r11,3,4
	movl r13=1124
t126_FFN:
	fadd f17=f18,f19
	fadd f20=f21,f22
	nop 1127
t127_FFA:
	fadd f26=f27,f28
	fadd f29=f2,f3
	add r1=r2,r3
t128_FFI:
	fadd f7=f8,f9
	fadd f10=f11,f12
	extr r10=r11,3,4
t129_FFF:
	fadd f16=f17,f18
	fadd f19=f20,f21
	fadd f22=f23,f24
t130_FFB:
	fadd f25=f26,f27
	fadd f28=f29,f2
	br.sptk.few b6
t131_FFL:
	fadd f6=f7,f8
	fadd f9=f10,f11
	movl r7=1142
t132_FBN:
	fadd f15=f16,f17
	br.sptk.few b5
	nop 1145
t133_FBA:
	fadd f24=f25,f26
	br.sptk.few b2
	add r25=r26,r27
t134_FBI:
	fadd f5=f6,f7
	br.sptk.few b5
	extr r4=r5,3,4
t135_FBF:
	fadd f14=f15,f16
	br.sptk.few b2
	fadd f20=f21,f22
t136_FBB:
	fadd f23=f24,f25
	br.sptk.few b5
	br.sptk.few b6
t137_FBL:
	fadd f4=f5,f6
	br.sptk.few b2
	movl r1=1160
t138_FLN:
	fadd f13=f14,f15
	movl r7=1162
	nop 1163
t139_FLA:
	fadd f22=f23,f24
	movl r16=1165
	add r19=r20,r21
t140_FLI:
	fadd f3=f4,f5
	movl r25=1168
	extr r28=r29,3,4
t141_FLF:
	fadd f12=f13,f14
	movl r4=1171
	fadd f18=f19,f20
t142_FLB:
	fadd f21=f22,f23
	movl r13=1174
	br.sptk.few b6
t143_FLL:
	fadd f2=f3,f4
	movl r22=1177
	movl r25=1178
t144_BNN:
	br.sptk.few b4
	nop 1180
	nop 1181
t145_BNA:
	br.sptk.few b1
	nop 1183
	add r13=r14,r15
t146_BNI:
	br.sptk.few b4
	nop 1186
	extr r22=r23,3,4
t147_BNF:
	br.sptk.few b1
	nop 1189
	fadd f16=f17,f18
t148_BNB:
	br.sptk.few b4
	nop 1192
	br.sptk.few b6
t149_BNL:
	br.sptk.few b1
	nop 1195
	movl r19=1196
t150_BAN:
	br.sptk.few b4
	add r25=r26,r27
	nop 1199
t151_BAA:
	br.sptk.few b1
	add r4=r5,r6
	add r7=r8,r9
t152_BAI:
	br.sptk.few b4
	add r13=r14,r15
	extr r16=r17,3,4
t153_BAF:
	br.sptk.few b1
	add r22=r23,r24
	fadd f14=f15,f16
t154_BAB:
	br.sptk.few b4
	add r1=r2,r3
	br.sptk.few b6
t155_BAL:
	br.sptk.few b1
	add r10=r11,r12
	movl r13=1214
t156_BIN:
	br.sptk.few b4
	extr r19=r20,3,4
	nop 1217
t157_BIA:
	br.sptk.few b1
	extr r28=r29,3,4
	add r1=r2,r3
t158_BII:
	br.sptk.few b4
	extr r7=r8,3,4
	extr r10=r11,3,4
t159_BIF:
	br.sptk.few b1
	extr r16=r17,3,4
	fadd f12=f13,f14
t160_BIB:
	br.sptk.few b4
	extr r25=r26,3,4
	br.sptk.few b6
t161_BIL:
	br.sptk.few b1
	extr r4=r5,3,4
	movl r7=1232
t162_BFN:
	br.sptk.few b4
	fadd f8=f9,f10
	nop 1235
t163_BFA:
	br.sptk.few b1
	fadd f17=f18,f19
	add r25=r26,r27
t164_BFI:
	br.sptk.few b4
	fadd f26=f27,f28
	extr r4=r5,3,4
t165_BFF:
	br.sptk.few b1
	fadd f7=f8,f9
	fadd f10=f11,f12
t166_BFB:
	br.sptk.few b4
	fadd f16=f17,f18
	br.sptk.few b6
t167_BFL:
	br.sptk.few b1
	fadd f25=f26,f27
	movl r1=1250
t168_BBN:
	br.sptk.few b4
	br.sptk.few b5
	nop 1253
t169_BBA:
	br.sptk.few b1
	br.sptk.few b2
	add r19=r20,r21
t170_BBI:
	br.sptk.few b4
	br.sptk.few b5
	extr r28=r29,3,4
t171_BBF:
	br.sptk.few b1
	br.sptk.few b2
	fadd f8=f9,f10
t172_BBB:
	br.sptk.few b4
	br.sptk.few b5
	br.sptk.few b6
t173_BBL:
	br.sptk.few b1
	br.sptk.few b2
	movl r25=1268
t174_BLN:
	br.sptk.few b4
	movl r1=1270
	nop 1271
t175_BLA:
	br.sptk.few b1
	movl r10=1273
	add r13=r14,r15
t176_BLI:
	br.sptk.few b4
	movl r19=1276
	extr r22=r23,3,4
t177_BLF:
	br.sptk.few b1
	movl r28=1279
	fadd f6=f7,f8
t178_BLB:
	br.sptk.few b4
	movl r7=1282
	br.sptk.few b6
t179_BLL:
	br.sptk.few b1
	movl r16=1285
	movl r19=1286
t180_LNN:
	movl r22=1287
	nop 1288
	nop 1289
t181_LNA:
	movl r1=1290
	nop 1291
	add r7=r8,r9
t182_LNI:
	movl r10=1293
	nop 1294
	extr r16=r17,3,4
t183_LNF:
	movl r19=1296
	nop 1297
	fadd f4=f5,f6
t184_LNB:
	movl r28=1299
	nop 1300
	br.sptk.few b6
t185_LNL:
	movl r7=1302
	nop 1303
	movl r13=1304
t186_LAN:
	movl r16=1305
	add r19=r20,r21
	nop 1307
t187_LAA:
	movl r25=1308
	add r28=r29,r30
	add r1=r2,r3
t188_LAI:
	movl r4=1311
	add r7=r8,r9
	extr r10=r11,3,4
t189_LAF:
	movl r13=1314
	add r16=r17,r18
	fadd f2=f3,f4
t190_LAB:
	movl r22=1317
	add r25=r26,r27
	br.sptk.few b6
t191_LAL:
	movl r1=1320
	add r4=r5,r6
	movl r7=1322
t192_LIN:
	movl r10=1323
	extr r13=r14,3,4
	nop 1325
t193_LIA:
	movl r19=1326
	extr r22=r23,3,4
	add r25=r26,r27
t194_LII:
	movl r28=1329
	extr r1=r2,3,4
	extr r4=r5,3,4
t195_LIF:
	movl r7=1332
	extr r10=r11,3,4
	fadd f28=f29,f2
t196_LIB:
	movl r16=1335
	extr r19=r20,3,4
	br.sptk.few b6
t197_LIL:
	movl r25=1338
	extr r28=r29,3,4
	movl r1=1340
t198_LFN:
	movl r4=1341
	fadd f24=f25,f26
	nop 1343
t199_LFA:
	movl r13=1344
	fadd f5=f6,f7
	add r19=r20,r21
t200_LFI:
	movl r22=1347
	fadd f14=f15,f16
	extr r28=r29,3,4
t201_LFF:
	movl r1=1350
	fadd f23=f24,f25
	fadd f26=f27,f28
t202_LFB:
	movl r10=1353
	fadd f4=f5,f6
	br.sptk.few b6
t203_LFL:
	movl r19=1356
	fadd f13=f14,f15
	movl r25=1358
t204_LBN:
	movl r28=1359
	br.sptk.few b5
	nop 1361
t205_LBA:
	movl r7=1362
	br.sptk.few b2
	add r13=r14,r15
t206_LBI:
	movl r16=1365
	br.sptk.few b5
	extr r22=r23,3,4
t207_LBF:
	movl r25=1368
	br.sptk.few b2
	fadd f24=f25,f26
t208_LBB:
	movl r4=1371
	br.sptk.few b5
	br.sptk.few b6
t209_LBL:
	movl r13=1374
	br.sptk.few b2
	movl r19=1376
t210_LLN:
	movl r22=1377
	movl r25=1378
	nop 1379
t211_LLA:
	movl r1=1380
	movl r4=1381
	add r7=r8,r9
t212_LLI:
	movl r10=1383
	movl r13=1384
	extr r16=r17,3,4
t213_LLF:
	movl r19=1386
	movl r22=1387
	fadd f22=f23,f24
t214_LLB:
	movl r28=1389
	movl r1=1390
	br.sptk.few b6
t215_LLL:
	movl r7=1392
	movl r10=1393
	movl r13=1394
