// Address advances: special opcodes, DW_LNS_const_add_pc, DW_LNS_advance_pc
// (then a copy after DW_LNS_advance_line, else a special opcode), and the
// ends of sequences, over gaps of every size up to a few hundred bytes.
	.file 1 "a.c"
	.explicit
	{ .mii
	.loc 1 1
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 4
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 99
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 107
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 116
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 110
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	.loc 1 150
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 150
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 153
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 148
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 156
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 165
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 159
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.loc 1 199
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 199
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 202
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 197
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 205
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 214
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 208
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 248
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 248
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 251
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 246
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 254
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 263
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 257
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	.loc 1 297
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 297
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 300
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 295
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 303
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 312
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 306
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	.loc 1 346
	nop.i 0
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 346
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 349
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 344
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 352
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 361
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 355
	nop.i 0
	}
	.skip 16
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 395
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 395
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 398
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 393
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 401
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 410
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 404
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	.loc 1 444
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 444
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 447
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 442
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 450
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 459
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 453
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	.loc 1 493
	nop.i 0
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 493
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 496
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 491
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 499
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 508
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 502
	nop.i 0
	}
	.skip 32
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 542
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 542
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 545
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 540
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 548
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 557
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 551
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	.loc 1 591
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 591
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 594
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 589
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 597
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 606
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 600
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	.loc 1 640
	nop.i 0
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 640
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 643
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 638
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 646
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 655
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 649
	nop.i 0
	}
	.skip 48
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 689
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 689
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 692
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 687
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 695
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 704
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 698
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	.loc 1 738
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 738
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 741
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 736
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 744
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 753
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 747
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	.loc 1 787
	nop.i 0
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 787
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 790
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 785
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 793
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 802
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 796
	nop.i 0
	}
	.skip 64
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 836
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 836
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 839
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 834
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 842
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 851
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 845
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	.loc 1 885
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 885
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 888
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 883
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 891
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 900
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 894
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	.loc 1 934
	nop.i 0
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 934
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 937
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 932
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 940
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 949
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 943
	nop.i 0
	}
	.skip 80
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 983
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 983
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 986
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 981
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 989
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 998
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 992
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	.loc 1 1032
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1032
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1035
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1030
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1038
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1047
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1041
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	.loc 1 1081
	nop.i 0
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1081
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1084
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1079
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1087
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1096
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1090
	nop.i 0
	}
	.skip 96
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1130
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1130
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1133
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1128
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1136
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1145
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1139
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	.loc 1 1179
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1179
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1182
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1177
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1185
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1194
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1188
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	.loc 1 1228
	nop.i 0
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1228
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1231
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1226
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1234
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1243
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1237
	nop.i 0
	}
	.skip 112
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1277
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1277
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1280
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1275
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1283
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1292
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1286
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	.loc 1 1326
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1326
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1329
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1324
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1332
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1341
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1335
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	.loc 1 1375
	nop.i 0
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1375
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1378
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1373
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1381
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1390
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1384
	nop.i 0
	}
	.skip 128
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1424
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1424
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1427
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1422
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1430
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1439
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1433
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	.loc 1 1473
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1473
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1476
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1471
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1479
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1488
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1482
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	.loc 1 1522
	nop.i 0
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1522
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1525
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1520
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1528
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1537
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1531
	nop.i 0
	}
	.skip 224
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1571
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1571
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1574
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1569
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1577
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1586
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1580
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	.loc 1 1620
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1620
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1623
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1618
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1626
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1635
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1629
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	.loc 1 1669
	nop.i 0
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1669
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1672
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1667
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1675
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1684
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1678
	nop.i 0
	}
	.skip 240
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1718
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1718
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1721
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1716
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1724
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1733
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1727
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	.loc 1 1767
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1767
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1770
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1765
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1773
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1782
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1776
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	.loc 1 1816
	nop.i 0
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1816
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1819
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1814
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1822
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1831
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1825
	nop.i 0
	}
	.skip 256
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1865
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1865
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1868
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1863
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1871
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1880
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1874
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	.loc 1 1914
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1914
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1917
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1912
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1920
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1929
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1923
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	.loc 1 1963
	nop.i 0
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1963
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1966
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1961
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1969
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1978
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 1972
	nop.i 0
	}
	.skip 272
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2012
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2012
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2015
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2010
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2018
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2027
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2021
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	.loc 1 2061
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2061
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2064
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2059
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2067
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2076
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2070
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	.loc 1 2110
	nop.i 0
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2110
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2113
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2108
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2116
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2125
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2119
	nop.i 0
	}
	.skip 288
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2159
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2159
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2162
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2157
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2165
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2174
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2168
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	.loc 1 2208
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2208
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2211
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2206
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2214
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2223
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2217
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	.loc 1 2257
	nop.i 0
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2257
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2260
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2255
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2263
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2272
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2266
	nop.i 0
	}
	.skip 320
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2306
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2306
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2309
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2304
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2312
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2321
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2315
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	.loc 1 2355
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2355
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2358
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2353
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2361
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2370
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2364
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	.loc 1 2404
	nop.i 0
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2404
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2407
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2402
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2410
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2419
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2413
	nop.i 0
	}
	.skip 480
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2453
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2453
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2456
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2451
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2459
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2468
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2462
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	.loc 1 2502
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2502
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2505
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2500
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2508
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2517
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2511
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	.loc 1 2551
	nop.i 0
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2551
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2554
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2549
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2557
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2566
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2560
	nop.i 0
	}
	.skip 496
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2600
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2600
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2603
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2598
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2606
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2615
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2609
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	.loc 1 2649
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2649
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2652
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2647
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2655
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2664
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2658
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	.loc 1 2698
	nop.i 0
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2698
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2701
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2696
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2704
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2713
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2707
	nop.i 0
	}
	.skip 512
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2747
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2747
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2750
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2745
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2753
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2762
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2756
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	.loc 1 2796
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2796
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2799
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2794
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2802
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2811
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2805
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	.loc 1 2845
	nop.i 0
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2845
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2848
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2843
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2851
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2860
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2854
	nop.i 0
	}
	.skip 768
	{ .mii
	nop.m 0
	nop.i 0
	.loc 1 2894
	nop.i 0
	}
	.section .text.e0,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.section .text.e1,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 16
	.section .text.e2,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 32
	.section .text.e3,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 48
	.section .text.e16,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 256
	.section .text.e17,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 272
	.section .text.e18,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 288
	.section .text.e100,"ax",@progbits
	.loc 1 5
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.skip 1600
	.section .text.d1,"ax",@progbits
	.loc 1 6
	nop.m 0
	data1 1
	.section .text.d2,"ax",@progbits
	.loc 1 6
	nop.m 0
	data1 1,2
	.section .text.d3,"ax",@progbits
	.loc 1 6
	nop.m 0
	data1 1,2,3
	.section .text.d4,"ax",@progbits
	.loc 1 6
	nop.m 0
	data1 1,2,3,4
