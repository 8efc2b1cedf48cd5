/*
 * machine/events.c - the Montecito PMU event catalogue (see events.h).
 *
 * The table below is the seed manual's chapter 4: every row of Table 4-42
 * (the line numbers are the seed file's) and the unit masks of every event
 * page (section 4.15), rows the manual marks "---" (nothing counted,
 * illegal) left out.  The qualifiers, max increment and type are Table
 * 4-42's except where the section tables and the page agree against it
 * (seed_note says so): L2D_INSERT_HITS/MISSES are Y/Y/Y, CPU_OP_CYCLES_HALTED
 * has max_inc 1, L2D_MISSES has type F (blank in Table 4-42).
 *
 * Counter restrictions (sections 3.3.3, 4.2.1, 4.8.2, 4.8.4): codes 0x8x,
 * 0x9x, 0xax, 0xbx, 0xex, 0xfx (ER, SI, L2D) and every C, F and S event
 * except CPU_OP_CYCLES count in PMC/PMD4-9 only (as does L2D_MISSES, 0xcb);
 * CPU_OP_CYCLES_HALTED (0x18) in PMD10 only; the L1D sets of Tables
 * 4-11..4-16 and the L2D sets of Tables 4-21..4-29.
 *
 * The static class and what ia64-predict does with each event are this
 * project's (digest section 4; issue 4).
 */
#include "events.h"
#include "insn.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct ev_umask um_back_end_bubble[] = {
	{ "ALL", "bxx00", 0x0, 0x3, PRED_MODEL, 2835 },
	{ "FE", "bxx01", 0x1, 0x3, PRED_MODEL, 2836 },
	{ "L1D_FPU_RSE", "bxx10", 0x2, 0x3, PRED_MODEL, 2837 },
};

static const struct ev_umask um_be_rse_bubble[] = {
	{ "ALL", "bx000", 0x0, 0x7, PRED_NO, 2970 },
	{ "BANK_SWITCH", "bx001", 0x1, 0x7, PRED_NO, 2971 },
	{ "AR_DEP", "bx010", 0x2, 0x7, PRED_NO, 2972 },
	{ "OVERFLOW", "bx011", 0x3, 0x7, PRED_NO, 2973 },
	{ "UNDERFLOW", "bx100", 0x4, 0x7, PRED_NO, 2974 },
	{ "LOADRS", "bx101", 0x5, 0x7, PRED_NO, 2975 },
};

static const struct ev_umask um_be_exe_bubble[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 2867 },
	{ "GRALL", "b0001", 0x1, 0xf, PRED_MODEL, 2868 },
	{ "FRALL", "b0010", 0x2, 0xf, PRED_MODEL, 2869 },
	{ "PR", "b0011", 0x3, 0xf, PRED_MODEL, 2870 },
	{ "ARCR", "b0100", 0x4, 0xf, PRED_MODEL, 2871 },
	{ "GRGR", "b0101", 0x5, 0xf, PRED_MODEL, 2872 },
	{ "CANCEL", "b0110", 0x6, 0xf, PRED_MODEL, 2873 },
	{ "BANK_SWITCH", "b0111", 0x7, 0xf, PRED_MODEL, 2874 },
	{ "ARCR_PR_CANCEL_BANK", "b1000", 0x8, 0xf, PRED_MODEL, 2875 },
};

static const struct ev_umask um_be_flush_bubble[] = {
	{ "ALL", "bxx00", 0x0, 0x3, PRED_MODEL, 2889 },
	{ "BRU", "bxx01", 0x1, 0x3, PRED_MODEL, 2890 },
	{ "XPN", "bxx10", 0x2, 0x3, PRED_NO, 2895 },
};

static const struct ev_umask um_ia64_inst_retired[] = {
	{ "THIS", "bxx00", 0x0, 0x3, PRED_EXACT, 3725 },
};

static const struct ev_umask um_ia64_tagged_inst_retired[] = {
	{ "IBRP0_PMC32_33", "bxx00", 0x0, 0x3, PRED_EXACT, 3738 },
	{ "IBRP1_PMC34_35", "bxx01", 0x1, 0x3, PRED_EXACT, 3739 },
	{ "IBRP2_PMC32_33", "bxx10", 0x2, 0x3, PRED_EXACT, 3740 },
	{ "IBRP3_PMC34_35", "bxx11", 0x3, 0x3, PRED_EXACT, 3741 },
};

static const struct ev_umask um_fp_flush_to_zero[] = {
	{ "FTZ_Real", "b0", 0x0, 0x1, PRED_NO, 3685 },
	{ "FTZ_Poss", "b1", 0x1, 0x1, PRED_NO, 3686 },
};

static const struct ev_umask um_thread_switch_events[] = {
	{ "MISSED", "bx000", 0x0, 0x7, PRED_NO, 5075 },
	{ "L3MISS", "bx001", 0x1, 0x7, PRED_NO, 5076 },
	{ "TIMER", "bx010", 0x2, 0x7, PRED_NO, 5077 },
	{ "HINT", "bx011", 0x3, 0x7, PRED_NO, 5078 },
	{ "LP", "bx100", 0x4, 0x7, PRED_NO, 5079 },
	{ "DBG", "bx101", 0x5, 0x7, PRED_NO, 5080 },
	{ "ALL", "bx111", 0x7, 0x7, PRED_NO, 5082 },
};

static const struct ev_umask um_thread_switch_gated[] = {
	{ "LP", "bx001", 0x1, 0x7, PRED_NO, 5095 },
	{ "PIPE", "bx100", 0x4, 0x7, PRED_NO, 5098 },
	{ "FWDPRO", "bx101", 0x5, 0x7, PRED_NO, 5099 },
	{ "ALL", "bx111", 0x7, 0x7, PRED_NO, 5101 },
};

static const struct ev_umask um_thread_switch_cycle[] = {
	{ "CRAB", "bx001", 0x1, 0x7, PRED_NO, 5057 },
	{ "L2D", "bx010", 0x2, 0x7, PRED_NO, 5058 },
	{ "ANYSTALL", "bx011", 0x3, 0x7, PRED_NO, 5059 },
	{ "PCR", "bx100", 0x4, 0x7, PRED_NO, 5060 },
	{ "ALL_GATED", "bx110", 0x6, 0x7, PRED_NO, 5062 },
	{ "TOTAL", "bx111", 0x7, 0x7, PRED_NO, 5063 },
};

static const struct ev_umask um_thread_switch_stalls[] = {
	{ "GTE_4", "b0000", 0x0, 0xf, PRED_NO, 5113 },
	{ "GTE_8", "b0001", 0x1, 0xf, PRED_NO, 5114 },
	{ "GTE_16", "b0010", 0x2, 0xf, PRED_NO, 5115 },
	{ "GTE_32", "b0011", 0x3, 0xf, PRED_NO, 5116 },
	{ "GTE_64", "b0100", 0x4, 0xf, PRED_NO, 5117 },
	{ "GTE_128", "b0101", 0x5, 0xf, PRED_NO, 5118 },
	{ "GTE_256", "b0110", 0x6, 0xf, PRED_NO, 5119 },
	{ "GTE_512", "b0111", 0x7, 0xf, PRED_NO, 5120 },
	{ "GTE_1024", "b1000", 0x8, 0xf, PRED_NO, 5121 },
	{ "GTE_2048", "b1001", 0x9, 0xf, PRED_NO, 5122 },
	{ "GTE_4096", "b1010", 0xa, 0xf, PRED_NO, 5123 },
};

static const struct ev_umask um_cpu_op_cycles[] = {
	{ "ALL", "bxxx0", 0x0, 0x1, PRED_MODEL, 3416 },
	{ "QUAL", "bxxx1", 0x1, 0x1, PRED_MODEL, 3417 },
};

static const struct ev_umask um_cpu_cpl_changes[] = {
	{ "LVL0", "b0001", 0x1, 0xf, PRED_NO, 3399 },
	{ "LVL1", "b0010", 0x2, 0xf, PRED_NO, 3400 },
	{ "LVL2", "b0100", 0x4, 0xf, PRED_NO, 3401 },
	{ "LVL3", "b1000", 0x8, 0xf, PRED_NO, 3402 },
	{ "ALL", "b1111", 0xf, 0xf, PRED_NO, 3403 },
};

static const struct ev_umask um_rse_references_retired[] = {
	{ "LOAD", "bxx01", 0x1, 0x3, PRED_MODEL, 4703 },
	{ "STORE", "bxx10", 0x2, 0x3, PRED_MODEL, 4704 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_MODEL, 4705 },
};

static const struct ev_umask um_itlb_misses_fetch[] = {
	{ "L1ITLB", "bxx01", 0x1, 0x3, PRED_MEMORY, 3845 },
	{ "L2ITLB", "bxx10", 0x2, 0x3, PRED_MEMORY, 3846 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_MEMORY, 3847 },
};

static const struct ev_umask um_syll_not_dispersed[] = {
	{ "EXPL", "bxxx1", 0x1, 0x1, PRED_MODEL, 5025 },
	{ "IMPL", "bxx1x", 0x2, 0x2, PRED_MODEL, 5026 },
	{ "FE", "bx1xx", 0x4, 0x4, PRED_MODEL, 5027 },
	{ "MLX", "b1xxx", 0x8, 0x8, PRED_MODEL, 5028 },
	{ "ALL", "b1111", 0xf, 0xf, PRED_MODEL, 5029 },
};

static const struct ev_umask um_syll_overcount[] = {
	{ "EXPL", "bxx01", 0x1, 0x3, PRED_NO, 5042 },
	{ "IMPL", "bxx10", 0x2, 0x3, PRED_NO, 5043 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_NO, 5044 },
};

static const struct ev_umask um_br_path_pred[] = {
	{ "ALL.MISPRED_NOTTAKEN", "b0000", 0x0, 0xf, PRED_NEEDS_BRANCH, 3054 },
	{ "ALL.MISPRED_TAKEN", "b0001", 0x1, 0xf, PRED_NEEDS_BRANCH, 3055 },
	{ "ALL.OKPRED_NOTTAKEN", "b0010", 0x2, 0xf, PRED_NEEDS_BRANCH, 3056 },
	{ "ALL.OKPRED_TAKEN", "b0011", 0x3, 0xf, PRED_NEEDS_BRANCH, 3057 },
	{ "IPREL.MISPRED_NOTTAKEN", "b0100", 0x4, 0xf, PRED_NEEDS_BRANCH, 3058 },
	{ "IPREL.MISPRED_TAKEN", "b0101", 0x5, 0xf, PRED_NEEDS_BRANCH, 3059 },
	{ "IPREL.OKPRED_NOTTAKEN", "b0110", 0x6, 0xf, PRED_NEEDS_BRANCH, 3060 },
	{ "IPREL.OKPRED_TAKEN", "b0111", 0x7, 0xf, PRED_NEEDS_BRANCH, 3061 },
	{ "RETURN.MISPRED_NOTTAKEN", "b1000", 0x8, 0xf, PRED_NEEDS_BRANCH, 3066 },
	{ "RETURN.MISPRED_TAKEN", "b1001", 0x9, 0xf, PRED_NEEDS_BRANCH, 3067 },
	{ "RETURN.OKPRED_NOTTAKEN", "b1010", 0xa, 0xf, PRED_NEEDS_BRANCH, 3068 },
	{ "RETURN.OKPRED_TAKEN", "b1011", 0xb, 0xf, PRED_NEEDS_BRANCH, 3069 },
	{ "NRETIND.MISPRED_NOTTAKEN", "b1100", 0xc, 0xf, PRED_NEEDS_BRANCH, 3070 },
	{ "NRETIND.MISPRED_TAKEN", "b1101", 0xd, 0xf, PRED_NEEDS_BRANCH, 3071 },
	{ "NRETIND.OKPRED_NOTTAKEN", "b1110", 0xe, 0xf, PRED_NEEDS_BRANCH, 3072 },
	{ "NRETIND.OKPRED_TAKEN", "b1111", 0xf, 0xf, PRED_NEEDS_BRANCH, 3073 },
};

static const struct ev_umask um_inst_failed_chks_retired[] = {
	{ "INT", "bxx01", 0x1, 0x3, PRED_NO, 3822 },
	{ "FP", "bxx10", 0x2, 0x3, PRED_NO, 3823 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_NO, 3824 },
};

static const struct ev_umask um_inst_chka_ldc_alat[] = {
	{ "INT", "bxx01", 0x1, 0x3, PRED_EXACT, 3782 },
	{ "FP", "bxx10", 0x2, 0x3, PRED_EXACT, 3783 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_EXACT, 3784 },
};

static const struct ev_umask um_inst_failed_chka_ldc_alat[] = {
	{ "INT", "bxx01", 0x1, 0x3, PRED_EXACT, 3805 },
	{ "FP", "bxx10", 0x2, 0x3, PRED_EXACT, 3806 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_EXACT, 3807 },
};

static const struct ev_umask um_alat_capacity_miss[] = {
	{ "INT", "bxx01", 0x1, 0x3, PRED_MODEL, 2820 },
	{ "FP", "bxx10", 0x2, 0x3, PRED_MODEL, 2821 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_MODEL, 2822 },
};

static const struct ev_umask um_br_mispred_detail[] = {
	{ "ALL.ALL_PRED", "b0000", 0x0, 0xf, PRED_EXACT, 2988 },
	{ "ALL.CORRECT_PRED", "b0001", 0x1, 0xf, PRED_NEEDS_BRANCH, 2989 },
	{ "ALL.WRONG_PATH", "b0010", 0x2, 0xf, PRED_NEEDS_BRANCH, 2990 },
	{ "ALL.WRONG_TARGET", "b0011", 0x3, 0xf, PRED_NEEDS_BRANCH, 2991 },
	{ "IPREL.ALL_PRED", "b0100", 0x4, 0xf, PRED_EXACT, 2992 },
	{ "IPREL.CORRECT_PRED", "b0101", 0x5, 0xf, PRED_NEEDS_BRANCH, 2993 },
	{ "IPREL.WRONG_PATH", "b0110", 0x6, 0xf, PRED_NEEDS_BRANCH, 2994 },
	{ "IPREL.WRONG_TARGET", "b0111", 0x7, 0xf, PRED_NEEDS_BRANCH, 2999 },
	{ "RETURN.ALL_PRED", "b1000", 0x8, 0xf, PRED_EXACT, 3000 },
	{ "RETURN.CORRECT_PRED", "b1001", 0x9, 0xf, PRED_NEEDS_BRANCH, 3001 },
	{ "RETURN.WRONG_PATH", "b1010", 0xa, 0xf, PRED_NEEDS_BRANCH, 3002 },
	{ "RETURN.WRONG_TARGET", "b1011", 0xb, 0xf, PRED_NEEDS_BRANCH, 3003 },
	{ "NRETIND.ALL_PRED", "b1100", 0xc, 0xf, PRED_EXACT, 3004 },
	{ "NRETIND.CORRECT_PRED", "b1101", 0xd, 0xf, PRED_NEEDS_BRANCH, 3005 },
	{ "NRETIND.WRONG_PATH", "b1110", 0xe, 0xf, PRED_NEEDS_BRANCH, 3006 },
	{ "NRETIND.WRONG_TARGET", "b1111", 0xf, 0xf, PRED_NEEDS_BRANCH, 3007 },
};

static const struct ev_umask um_be_br_mispred_detail[] = {
	{ "ANY", "bxx00", 0x0, 0x3, PRED_NEEDS_BRANCH, 2851 },
	{ "STG", "bxx01", 0x1, 0x3, PRED_NEEDS_BRANCH, 2852 },
	{ "ROT", "bxx10", 0x2, 0x3, PRED_NEEDS_BRANCH, 2853 },
	{ "PFS", "bxx11", 0x3, 0x3, PRED_NEEDS_BRANCH, 2854 },
};

static const struct ev_umask um_encbr_mispred_detail[] = {
	{ "ALL.ALL_PRED", "b0000", 0x0, 0xf, PRED_NEEDS_BRANCH, 3489 },
	{ "ALL.CORRECT_PRED", "b0001", 0x1, 0xf, PRED_NEEDS_BRANCH, 3490 },
	{ "ALL.WRONG_PATH", "b0010", 0x2, 0xf, PRED_NEEDS_BRANCH, 3491 },
	{ "ALL.WRONG_TARGET", "b0011", 0x3, 0xf, PRED_NEEDS_BRANCH, 3492 },
	{ "OVERSUB.ALL_PRED", "b1000", 0x8, 0xf, PRED_NEEDS_BRANCH, 3497 },
	{ "OVERSUB.CORRECT_PRED", "b1001", 0x9, 0xf, PRED_NEEDS_BRANCH, 3498 },
	{ "OVERSUB.WRONG_PATH", "b1010", 0xa, 0xf, PRED_NEEDS_BRANCH, 3499 },
	{ "OVERSUB.WRONG_TARGET", "b1011", 0xb, 0xf, PRED_NEEDS_BRANCH, 3500 },
	{ "ALL2.ALL_PRED", "b1100", 0xc, 0xf, PRED_NEEDS_BRANCH, 3501 },
	{ "ALL2.CORRECT_PRED", "b1101", 0xd, 0xf, PRED_NEEDS_BRANCH, 3502 },
	{ "ALL2.WRONG_PATH", "b1110", 0xe, 0xf, PRED_NEEDS_BRANCH, 3503 },
	{ "ALL2.WRONG_TARGET", "b1111", 0xf, 0xf, PRED_NEEDS_BRANCH, 3504 },
};

static const struct ev_umask um_l1i_prefetch_stall[] = {
	{ "FLOW", "bxx10", 0x2, 0x3, PRED_NO, 3947 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_NO, 3948 },
};

static const struct ev_umask um_br_mispred_detail2[] = {
	{ "ALL.ALL_UNKNOWN_PRED", "b0000", 0x0, 0xf, PRED_NEEDS_BRANCH, 3023 },
	{ "ALL.UNKNOWN_PATH_CORRECT_PRED", "b0001", 0x1, 0xf, PRED_NEEDS_BRANCH, 3024 },
	{ "ALL.UNKNOWN_PATH_WRONG_PATH", "b0010", 0x2, 0xf, PRED_NEEDS_BRANCH, 3025 },
	{ "IPREL.ALL_UNKNOWN_PRED", "b0100", 0x4, 0xf, PRED_NEEDS_BRANCH, 3027 },
	{ "IPREL.UNKNOWN_PATH_CORRECT_PRED", "b0101", 0x5, 0xf, PRED_NEEDS_BRANCH, 3028 },
	{ "IPREL.UNKNOWN_PATH_WRONG_PATH", "b0110", 0x6, 0xf, PRED_NEEDS_BRANCH, 3033 },
	{ "RETURN.ALL_UNKNOWN_PATH_CORRECT_PRED", "b1000", 0x8, 0xf, PRED_NEEDS_BRANCH, 3035 },
	{ "RETURN.UNKNOWN_PATH_CORRECT_PRED", "b1001", 0x9, 0xf, PRED_NEEDS_BRANCH, 3036 },
	{ "RETURN.UNKNOWN_PATH_WRONG_PATH", "b1010", 0xa, 0xf, PRED_NEEDS_BRANCH, 3037 },
	{ "NRETIND.ALL_UNKNOWN_PATH_CORRECT_PRED", "b1100", 0xc, 0xf, PRED_NEEDS_BRANCH, 3039 },
	{ "NRETIND.UNKNOWN_PATH_CORRECT_PRED", "b1101", 0xd, 0xf, PRED_NEEDS_BRANCH, 3040 },
	{ "NRETIND.UNKNOWN_PATH_WRONG_PATH", "b1110", 0xe, 0xf, PRED_NEEDS_BRANCH, 3041 },
};

static const struct ev_umask um_br_path_pred2[] = {
	{ "ALL.UNKNOWNPRED_NOTTAKEN", "b00x0", 0x0, 0xd, PRED_NEEDS_BRANCH, 3094 },
	{ "ALL.UNKNOWNPRED_TAKEN", "b00x1", 0x1, 0xd, PRED_NEEDS_BRANCH, 3095 },
	{ "IPREL.UNKNOWNPRED_NOTTAKEN", "b01x0", 0x4, 0xd, PRED_NEEDS_BRANCH, 3096 },
	{ "IPREL.UNKNOWNPRED_TAKEN", "b01x1", 0x5, 0xd, PRED_NEEDS_BRANCH, 3101 },
	{ "RETURN.UNKNOWNPRED_NOTTAKEN", "b10x0", 0x8, 0xd, PRED_NEEDS_BRANCH, 3102 },
	{ "RETURN.UNKNOWNPRED_TAKEN", "b10x1", 0x9, 0xd, PRED_NEEDS_BRANCH, 3103 },
	{ "NRETIND.UNKNOWNPRED_NOTTAKEN", "b11x0", 0xc, 0xd, PRED_NEEDS_BRANCH, 3104 },
	{ "NRETIND.UNKNOWNPRED_TAKEN", "b11x1", 0xd, 0xd, PRED_NEEDS_BRANCH, 3105 },
};

static const struct ev_umask um_fe_lost_bw[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 3645 },
	{ "FEFLUSH", "b0001", 0x1, 0xf, PRED_MODEL, 3646 },
	{ "UNREACHED", "b0100", 0x4, 0xf, PRED_MODEL, 3649 },
	{ "IBFULL", "b0101", 0x5, 0xf, PRED_MODEL, 3650 },
	{ "IMISS", "b0110", 0x6, 0xf, PRED_MODEL, 3651 },
	{ "TLBMISS", "b0111", 0x7, 0xf, PRED_NO, 3652 },
	{ "FILL_RECIRC", "b1000", 0x8, 0xf, PRED_NO, 3653 },
	{ "BI", "b1001", 0x9, 0xf, PRED_NO, 3654 },
	{ "BRQ", "b1010", 0xa, 0xf, PRED_NO, 3655 },
	{ "PLP", "b1011", 0xb, 0xf, PRED_NO, 3656 },
	{ "BR_ILOCK", "b1100", 0xc, 0xf, PRED_NO, 3657 },
	{ "BUBBLE", "b1101", 0xd, 0xf, PRED_MODEL, 3658 },
};

static const struct ev_umask um_fe_bubble[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 3614 },
	{ "FEFLUSH", "b0001", 0x1, 0xf, PRED_MODEL, 3615 },
	{ "GROUP1", "b0011", 0x3, 0xf, PRED_NO, 3617 },
	{ "GROUP2", "b0100", 0x4, 0xf, PRED_MODEL, 3618 },
	{ "IBFULL", "b0101", 0x5, 0xf, PRED_MODEL, 3619 },
	{ "IMISS", "b0110", 0x6, 0xf, PRED_MODEL, 3620 },
	{ "TLBMISS", "b0111", 0x7, 0xf, PRED_NO, 3621 },
	{ "FILL_RECIRC", "b1000", 0x8, 0xf, PRED_NO, 3622 },
	{ "BRANCH", "b1001", 0x9, 0xf, PRED_NO, 3623 },
	{ "GROUP3", "b1010", 0xa, 0xf, PRED_NO, 3624 },
	{ "ALLBUT_FEFLUSH_BUBBLE", "b1011", 0xb, 0xf, PRED_MODEL, 3625 },
	{ "ALLBUT_IBFULL", "b1100", 0xc, 0xf, PRED_MODEL, 3626 },
	{ "BUBBLE", "b1101", 0xd, 0xf, PRED_MODEL, 3631 },
};

static const struct ev_umask um_be_lost_bw_due_to_fe[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 2941 },
	{ "FEFLUSH", "b0001", 0x1, 0xf, PRED_MODEL, 2942 },
	{ "UNREACHED", "b0100", 0x4, 0xf, PRED_MODEL, 2945 },
	{ "IBFULL", "b0101", 0x5, 0xf, PRED_NO, 2946 },
	{ "IMISS", "b0110", 0x6, 0xf, PRED_MODEL, 2947 },
	{ "TLBMISS", "b0111", 0x7, 0xf, PRED_NO, 2948 },
	{ "FILL_RECIRC", "b1000", 0x8, 0xf, PRED_NO, 2949 },
	{ "BI", "b1001", 0x9, 0xf, PRED_NO, 2950 },
	{ "BRQ", "b1010", 0xa, 0xf, PRED_NO, 2951 },
	{ "PLP", "b1011", 0xb, 0xf, PRED_NO, 2952 },
	{ "BR_ILOCK", "b1100", 0xc, 0xf, PRED_NO, 2953 },
	{ "BUBBLE", "b1101", 0xd, 0xf, PRED_MODEL, 2954 },
};

static const struct ev_umask um_ideal_be_lost_bw_due_to_fe[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 3754 },
	{ "FEFLUSH", "b0001", 0x1, 0xf, PRED_MODEL, 3755 },
	{ "UNREACHED", "b0100", 0x4, 0xf, PRED_MODEL, 3758 },
	{ "IBFULL", "b0101", 0x5, 0xf, PRED_NO, 3759 },
	{ "IMISS", "b0110", 0x6, 0xf, PRED_MODEL, 3760 },
	{ "TLBMISS", "b0111", 0x7, 0xf, PRED_NO, 3761 },
	{ "FILL_RECIRC", "b1000", 0x8, 0xf, PRED_NO, 3762 },
	{ "BI", "b1001", 0x9, 0xf, PRED_NO, 3763 },
	{ "BRQ", "b1010", 0xa, 0xf, PRED_NO, 3764 },
	{ "PLP", "b1011", 0xb, 0xf, PRED_NO, 3765 },
	{ "BR_ILOCK", "b1100", 0xc, 0xf, PRED_NO, 3766 },
	{ "BUBBLE", "b1101", 0xd, 0xf, PRED_MODEL, 3767 },
};

static const struct ev_umask um_l2i_reads[] = {
	{ "HIT.NONE", "b0100", 0x4, 0xf, PRED_MEMORY, 4398 },
	{ "HIT.DMND", "b0101", 0x5, 0xf, PRED_MEMORY, 4399 },
	{ "HIT.PFTCH", "b0110", 0x6, 0xf, PRED_MEMORY, 4400 },
	{ "HIT.ALL", "b0111", 0x7, 0xf, PRED_MEMORY, 4401 },
	{ "MISS.NONE", "b1000", 0x8, 0xf, PRED_MEMORY, 4402 },
	{ "MISS.DMND", "b1001", 0x9, 0xf, PRED_MEMORY, 4403 },
	{ "MISS.PFTCH", "b1010", 0xa, 0xf, PRED_MEMORY, 4404 },
	{ "MISS.ALL", "b1011", 0xb, 0xf, PRED_MEMORY, 4405 },
	{ "ALL.NONE", "b1100", 0xc, 0xf, PRED_MEMORY, 4406 },
	{ "ALL.DMND", "b1101", 0xd, 0xf, PRED_MEMORY, 4407 },
	{ "ALL.PFTCH", "b1110", 0xe, 0xf, PRED_MEMORY, 4412 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_MEMORY, 4413 },
};

static const struct ev_umask um_l2i_uc_reads[] = {
	{ "HIT.NONE", "b0100", 0x4, 0xf, PRED_MEMORY, 4468 },
	{ "HIT.DMND", "b0101", 0x5, 0xf, PRED_MEMORY, 4469 },
	{ "HIT.PFTCH", "b0110", 0x6, 0xf, PRED_MEMORY, 4470 },
	{ "HIT.ALL", "b0111", 0x7, 0xf, PRED_MEMORY, 4471 },
	{ "MISS.NONE", "b1000", 0x8, 0xf, PRED_MEMORY, 4472 },
	{ "MISS.DMND", "b1001", 0x9, 0xf, PRED_MEMORY, 4473 },
	{ "MISS.PFTCH", "b1010", 0xa, 0xf, PRED_MEMORY, 4474 },
	{ "MISS.ALL", "b1011", 0xb, 0xf, PRED_MEMORY, 4475 },
	{ "ALL.NONE", "b1100", 0xc, 0xf, PRED_MEMORY, 4476 },
	{ "ALL.DMND", "b1101", 0xd, 0xf, PRED_MEMORY, 4477 },
	{ "ALL.PFTCH", "b1110", 0xe, 0xf, PRED_MEMORY, 4482 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_MEMORY, 4483 },
};

static const struct ev_umask um_l2i_recirculates[] = {
	{ "HIT.NONE", "b0100", 0x4, 0xf, PRED_NO, 4427 },
	{ "HIT.DMND", "b0101", 0x5, 0xf, PRED_NO, 4428 },
	{ "HIT.PFTCH", "b0110", 0x6, 0xf, PRED_NO, 4429 },
	{ "HIT.ALL", "b0111", 0x7, 0xf, PRED_NO, 4430 },
	{ "MISS.NONE", "b1000", 0x8, 0xf, PRED_NO, 4431 },
	{ "MISS.DMND", "b1001", 0x9, 0xf, PRED_NO, 4432 },
	{ "MISS.PFTCH", "b1010", 0xa, 0xf, PRED_NO, 4433 },
	{ "MISS.ALL", "b1011", 0xb, 0xf, PRED_NO, 4434 },
	{ "ALL.NONE", "b1100", 0xc, 0xf, PRED_NO, 4435 },
	{ "ALL.DMND", "b1101", 0xd, 0xf, PRED_NO, 4436 },
	{ "ALL.PFTCH", "b1110", 0xe, 0xf, PRED_NO, 4437 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_NO, 4438 },
};

static const struct ev_umask um_l2i_l3_rejects[] = {
	{ "HIT.NONE", "b0100", 0x4, 0xf, PRED_NO, 4361 },
	{ "HIT.DMND", "b0101", 0x5, 0xf, PRED_NO, 4362 },
	{ "HIT.PFTCH", "b0110", 0x6, 0xf, PRED_NO, 4363 },
	{ "HIT.ALL", "b0111", 0x7, 0xf, PRED_NO, 4364 },
	{ "MISS.NONE", "b1000", 0x8, 0xf, PRED_NO, 4365 },
	{ "MISS.DMND", "b1001", 0x9, 0xf, PRED_NO, 4366 },
	{ "MISS.PFTCH", "b1010", 0xa, 0xf, PRED_NO, 4371 },
	{ "MISS.ALL", "b1011", 0xb, 0xf, PRED_NO, 4372 },
	{ "ALL.NONE", "b1100", 0xc, 0xf, PRED_NO, 4373 },
	{ "ALL.DMND", "b1101", 0xd, 0xf, PRED_NO, 4374 },
	{ "ALL.PFTCH", "b1110", 0xe, 0xf, PRED_NO, 4375 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_NO, 4376 },
};

static const struct ev_umask um_l2i_hit_conflicts[] = {
	{ "HIT.NONE", "b0100", 0x4, 0xf, PRED_NO, 4336 },
	{ "HIT.DMND", "b0101", 0x5, 0xf, PRED_NO, 4337 },
	{ "HIT.PFTCH", "b0110", 0x6, 0xf, PRED_NO, 4338 },
	{ "HIT.ALL", "b0111", 0x7, 0xf, PRED_NO, 4339 },
	{ "MISS.NONE", "b1000", 0x8, 0xf, PRED_NO, 4340 },
	{ "MISS.DMND", "b1001", 0x9, 0xf, PRED_NO, 4341 },
	{ "MISS.PFTCH", "b1010", 0xa, 0xf, PRED_NO, 4342 },
	{ "MISS.ALL", "b1011", 0xb, 0xf, PRED_NO, 4343 },
	{ "ALL.NONE", "b1100", 0xc, 0xf, PRED_NO, 4344 },
	{ "ALL.DMND", "b1101", 0xd, 0xf, PRED_NO, 4345 },
	{ "ALL.PFTCH", "b1110", 0xe, 0xf, PRED_NO, 4346 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_NO, 4347 },
};

static const struct ev_umask um_bus_rd_hit[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3265 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3266 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3267 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3268 },
};

static const struct ev_umask um_bus_rd_hitm[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3280 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3281 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3282 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3283 },
};

static const struct ev_umask um_bus_rd_inval_hitm[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3310 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3311 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3312 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3313 },
};

static const struct ev_umask um_bus_rd_inval_all_hitm[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3295 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3296 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3297 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3298 },
};

static const struct ev_umask um_bus_hitm[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3163 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3164 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3165 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3166 },
};

static const struct ev_umask um_bus_all[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3117 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3118 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3119 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3120 },
};

static const struct ev_umask um_bus_data_cycle[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3147 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3148 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3149 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3150 },
};

static const struct ev_umask um_mem_read_current[] = {
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 4605 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 4607 },
};

static const struct ev_umask um_bus_memory[] = {
	{ "EQ_128BYTE.EITHER", "b0100", 0x4, 0xf, PRED_NO, 3194 },
	{ "EQ_128BYTE.IO", "b0101", 0x5, 0xf, PRED_NO, 3195 },
	{ "EQ_128BYTE.SELF", "b0110", 0x6, 0xf, PRED_MEMORY, 3196 },
	{ "EQ_128BYTE.ANY", "b0111", 0x7, 0xf, PRED_NO, 3197 },
	{ "LT_128BYTE.EITHER", "b1000", 0x8, 0xf, PRED_NO, 3198 },
	{ "LT_128BYTE.IO", "b1001", 0x9, 0xf, PRED_NO, 3199 },
	{ "LT_128BYTE.SELF", "b1010", 0xa, 0xf, PRED_MEMORY, 3200 },
	{ "LT_128BYTE.ANY", "b1011", 0xb, 0xf, PRED_NO, 3201 },
	{ "ALL.EITHER", "b1100", 0xc, 0xf, PRED_NO, 3202 },
	{ "ALL.IO", "b1101", 0xd, 0xf, PRED_NO, 3203 },
	{ "ALL.SELF", "b1110", 0xe, 0xf, PRED_MEMORY, 3208 },
	{ "ALL.ANY", "b1111", 0xf, 0xf, PRED_NO, 3209 },
};

static const struct ev_umask um_bus_mem_read[] = {
	{ "BIL.EITHER", "b0000", 0x0, 0xf, PRED_NO, 3221 },
	{ "BIL.IO", "b0001", 0x1, 0xf, PRED_NO, 3222 },
	{ "BIL.SELF", "b0010", 0x2, 0xf, PRED_MEMORY, 3223 },
	{ "BIL.ANY", "b0011", 0x3, 0xf, PRED_NO, 3224 },
	{ "BRL.EITHER", "b0100", 0x4, 0xf, PRED_NO, 3225 },
	{ "BRL.IO", "b0101", 0x5, 0xf, PRED_NO, 3226 },
	{ "BRL.SELF", "b0110", 0x6, 0xf, PRED_MEMORY, 3227 },
	{ "BRL.ANY", "b0111", 0x7, 0xf, PRED_NO, 3228 },
	{ "BRIL.EITHER", "b1000", 0x8, 0xf, PRED_NO, 3229 },
	{ "BRIL.IO", "b1001", 0x9, 0xf, PRED_NO, 3230 },
	{ "BRIL.SELF", "b1010", 0xa, 0xf, PRED_MEMORY, 3231 },
	{ "BRIL.ANY", "b1011", 0xb, 0xf, PRED_NO, 3232 },
	{ "ALL.EITHER", "b1100", 0xc, 0xf, PRED_NO, 3233 },
	{ "ALL.IO", "b1101", 0xd, 0xf, PRED_NO, 3234 },
	{ "ALL.SELF", "b1110", 0xe, 0xf, PRED_MEMORY, 3235 },
	{ "ALL.ANY", "b1111", 0xf, 0xf, PRED_NO, 3236 },
};

static const struct ev_umask um_bus_rd_data[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3250 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3251 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_MEMORY, 3252 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3253 },
};

static const struct ev_umask um_bus_rd_prtl[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3340 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3341 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_MEMORY, 3342 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3343 },
};

static const struct ev_umask um_bus_snoop_stall_cycles[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3355 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3357 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3358 },
};

static const struct ev_umask um_bus_io[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3178 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3179 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3180 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3181 },
};

static const struct ev_umask um_bus_rd_io[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3325 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3326 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3327 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3328 },
};

static const struct ev_umask um_bus_wr_wb[] = {
	{ "EQ_128BYTE.EITHER", "b0100", 0x4, 0xf, PRED_NO, 3371 },
	{ "EQ_128BYTE.IO", "b0101", 0x5, 0xf, PRED_NO, 3372 },
	{ "EQ_128BYTE.SELF", "b0110", 0x6, 0xf, PRED_MEMORY, 3373 },
	{ "EQ_128BYTE.ANY", "b0111", 0x7, 0xf, PRED_NO, 3374 },
	{ "CCASTOUT.EITHER", "b1000", 0x8, 0xf, PRED_NO, 3375 },
	{ "CCASTOUT.SELF", "b1010", 0xa, 0xf, PRED_MEMORY, 3377 },
	{ "CCASTOUT.ANY", "b1011", 0xb, 0xf, PRED_NO, 3378 },
	{ "ALL.EITHER", "b1100", 0xc, 0xf, PRED_NO, 3379 },
	{ "ALL.IO", "b1101", 0xd, 0xf, PRED_NO, 3380 },
	{ "ALL.SELF", "b1110", 0xe, 0xf, PRED_MEMORY, 3385 },
	{ "ALL.ANY", "b1111", 0xf, 0xf, PRED_NO, 3386 },
};

static const struct ev_umask um_bus_b2b_data_cycles[] = {
	{ "EITHER", "bxx00", 0x0, 0x3, PRED_NO, 3132 },
	{ "IO", "bxx01", 0x1, 0x3, PRED_NO, 3133 },
	{ "SELF", "bxx10", 0x2, 0x3, PRED_NO, 3134 },
	{ "ANY", "bxx11", 0x3, 0x3, PRED_NO, 3135 },
};

static const struct ev_umask um_si_rq_inserts[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4804 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4805 },
};

static const struct ev_umask um_si_rq_live_req_lo[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4830 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4831 },
};

static const struct ev_umask um_si_rq_live_req_hi[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4817 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4818 },
};

static const struct ev_umask um_si_writeq_inserts[] = {
	{ "ALL.EITHER", "b0000", 0x0, 0xf, PRED_NO, 4943 },
	{ "ALL.SELF", "b0001", 0x1, 0xf, PRED_NO, 4944 },
	{ "IWB.EITHER", "b0010", 0x2, 0xf, PRED_NO, 4945 },
	{ "IWB.SELF", "b0011", 0x3, 0xf, PRED_NO, 4946 },
	{ "EWB.EITHER", "b0100", 0x4, 0xf, PRED_NO, 4947 },
	{ "EWB.SELF", "b0101", 0x5, 0xf, PRED_NO, 4948 },
	{ "WC1_8A.EITHER", "b0110", 0x6, 0xf, PRED_NO, 4949 },
	{ "WC1_8A.SELF", "b0111", 0x7, 0xf, PRED_NO, 4950 },
	{ "WC16.EITHER", "b1000", 0x8, 0xf, PRED_NO, 4951 },
	{ "WC16.SELF", "b1001", 0x9, 0xf, PRED_NO, 4952 },
	{ "WC32.EITHER", "b1010", 0xa, 0xf, PRED_NO, 4953 },
	{ "WC32.SELF", "b1011", 0xb, 0xf, PRED_NO, 4954 },
	{ "NEWB.EITHER", "b1100", 0xc, 0xf, PRED_NO, 4955 },
	{ "NEWB.SELF", "b1101", 0xd, 0xf, PRED_NO, 4956 },
	{ "WC1_8B.EITHER", "b1110", 0xe, 0xf, PRED_NO, 4957 },
	{ "WC1_8B.SELF", "b1111", 0xf, 0xf, PRED_NO, 4958 },
};

static const struct ev_umask um_si_writeq_live_req_lo[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4983 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4984 },
};

static const struct ev_umask um_si_writeq_live_req_hi[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4970 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4971 },
};

static const struct ev_umask um_si_waq_collisions[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4909 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4910 },
};

static const struct ev_umask um_si_ccq_inserts[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4737 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4738 },
};

static const struct ev_umask um_si_ccq_live_req_lo[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4763 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4764 },
};

static const struct ev_umask um_si_ccq_live_req_hi[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4750 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4751 },
};

static const struct ev_umask um_si_ccq_collisions[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4724 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4725 },
};

static const struct ev_umask um_si_scb_inserts[] = {
	{ "MISS.EITHER", "b00x0", 0x0, 0xd, PRED_NO, 4843 },
	{ "MISS.SELF", "b00x1", 0x1, 0xd, PRED_NO, 4844 },
	{ "HIT.EITHER", "b01x0", 0x4, 0xd, PRED_NO, 4845 },
	{ "HIT.SELF", "b01x1", 0x5, 0xd, PRED_NO, 4846 },
	{ "HITM.EITHER", "b10x0", 0x8, 0xd, PRED_NO, 4847 },
	{ "HITM.SELF", "b10x1", 0x9, 0xd, PRED_NO, 4852 },
	{ "ALL.EITHER", "b11x0", 0xc, 0xd, PRED_NO, 4853 },
	{ "ALL.SELF", "b11x1", 0xd, 0xd, PRED_NO, 4854 },
};

static const struct ev_umask um_si_scb_live_req_lo[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4879 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4880 },
};

static const struct ev_umask um_si_scb_live_req_hi[] = {
	{ "EITHER", "bxxx0", 0x0, 0x1, PRED_NO, 4866 },
	{ "SELF", "bxxx1", 0x1, 0x1, PRED_NO, 4867 },
};

static const struct ev_umask um_si_scb_signoffs[] = {
	{ "MISS", "b00xx", 0x0, 0xc, PRED_NO, 4894 },
	{ "HIT", "b01xx", 0x4, 0xc, PRED_NO, 4895 },
	{ "HITM", "b10xx", 0x8, 0xc, PRED_NO, 4896 },
	{ "ALL", "b11xx", 0xc, 0xc, PRED_NO, 4897 },
};

static const struct ev_umask um_si_wdq_ecc_errors[] = {
	{ "SGL.EITHER", "b00x0", 0x0, 0xd, PRED_NO, 4922 },
	{ "SGL.SELF", "b00x1", 0x1, 0xd, PRED_NO, 4923 },
	{ "DBL.EITHER", "b01x0", 0x4, 0xd, PRED_NO, 4924 },
	{ "DBL.SELF", "b01x1", 0x5, 0xd, PRED_NO, 4925 },
	{ "ALL.EITHER", "b1xx0", 0x8, 0x9, PRED_NO, 4930 },
	{ "ALL.SELF", "b1xx1", 0x9, 0x9, PRED_NO, 4931 },
};

static const struct ev_umask um_l1d_read_misses[] = {
	{ "ALL", "bxxx0", 0x0, 0x1, PRED_MEMORY, 3887 },
	{ "RSE_FILL", "bxxx1", 0x1, 0x1, PRED_MEMORY, 3888 },
};

static const struct ev_umask um_be_l1d_fpu_bubble[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_MODEL, 2909 },
	{ "FPU", "b0001", 0x1, 0xf, PRED_MODEL, 2910 },
	{ "L1D", "b0010", 0x2, 0xf, PRED_MODEL, 2911 },
	{ "L1D_FULLSTBUF", "b0011", 0x3, 0xf, PRED_NO, 2912 },
	{ "L1D_PIPE_RECIRC", "b0100", 0x4, 0xf, PRED_NO, 2913 },
	{ "L1D_HPW", "b0101", 0x5, 0xf, PRED_MODEL, 2914 },
	{ "L1D_FILLCONF", "b0111", 0x7, 0xf, PRED_NO, 2916 },
	{ "L1D_AR_CR", "b1000", 0x8, 0xf, PRED_NO, 2917 },
	{ "L1D_L2BPRESS", "b1001", 0x9, 0xf, PRED_MODEL, 2918 },
	{ "L1D_TLB", "b1010", 0xa, 0xf, PRED_MODEL, 2919 },
	{ "L1D_LDCONF", "b1011", 0xb, 0xf, PRED_NO, 2920 },
	{ "L1D_LDCHK", "b1100", 0xc, 0xf, PRED_NO, 2921 },
	{ "L1D_NAT", "b1101", 0xd, 0xf, PRED_NO, 2922 },
	{ "L1D_STBUFRECIR", "b1110", 0xe, 0xf, PRED_NO, 2927 },
	{ "L1D_NATCONF", "b1111", 0xf, 0xf, PRED_NO, 2928 },
};

static const struct ev_umask um_spec_loads_natted[] = {
	{ "ALL", "b0000", 0x0, 0xf, PRED_NO, 4996 },
	{ "VHPT_MISS", "b0001", 0x1, 0xf, PRED_NO, 4997 },
	{ "DEF_TLB_MISS", "b0010", 0x2, 0xf, PRED_NO, 4998 },
	{ "DEF_TLB_FAULT", "b0011", 0x3, 0xf, PRED_NO, 4999 },
	{ "NAT_CNSM", "b0100", 0x4, 0xf, PRED_NO, 5004 },
	{ "DEF_PSR_ED", "b0101", 0x5, 0xf, PRED_NO, 5005 },
};

static const struct ev_umask um_l3_reads[] = {
	{ "DINST_FETCH.HIT", "b0001", 0x1, 0xf, PRED_MEMORY, 4528 },
	{ "DINST_FETCH.MISS", "b0010", 0x2, 0xf, PRED_MEMORY, 4529 },
	{ "DINST_FETCH.ALL", "b0011", 0x3, 0xf, PRED_MEMORY, 4530 },
	{ "INST_FETCH.HIT", "b0101", 0x5, 0xf, PRED_MEMORY, 4532 },
	{ "INST_FETCH.MISS", "b0110", 0x6, 0xf, PRED_MEMORY, 4533 },
	{ "INST_FETCH.ALL", "b0111", 0x7, 0xf, PRED_MEMORY, 4534 },
	{ "DATA_READ.HIT", "b1001", 0x9, 0xf, PRED_MEMORY, 4536 },
	{ "DATA_READ.MISS", "b1010", 0xa, 0xf, PRED_MEMORY, 4537 },
	{ "DATA_READ.ALL", "b1011", 0xb, 0xf, PRED_MEMORY, 4538 },
	{ "ALL.HIT", "b1101", 0xd, 0xf, PRED_MEMORY, 4540 },
	{ "ALL.MISS", "b1110", 0xe, 0xf, PRED_MEMORY, 4541 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_MEMORY, 4542 },
};

static const struct ev_umask um_l3_writes[] = {
	{ "DATA_WRITE.HIT", "b0101", 0x5, 0xf, PRED_MEMORY, 4564 },
	{ "DATA_WRITE.MISS", "b0110", 0x6, 0xf, PRED_MEMORY, 4565 },
	{ "DATA_WRITE.ALL", "b0111", 0x7, 0xf, PRED_MEMORY, 4566 },
	{ "L2_WB.HIT", "b1001", 0x9, 0xf, PRED_MEMORY, 4568 },
	{ "L2_WB.MISS", "b1010", 0xa, 0xf, PRED_MEMORY, 4569 },
	{ "L2_WB.ALL", "b1011", 0xb, 0xf, PRED_MEMORY, 4570 },
	{ "ALL.HIT", "b1101", 0xd, 0xf, PRED_MEMORY, 4572 },
	{ "ALL.MISS", "b1110", 0xe, 0xf, PRED_MEMORY, 4573 },
	{ "ALL.ALL", "b1111", 0xf, 0xf, PRED_MEMORY, 4574 },
};

static const struct ev_umask um_l2d_ozq_cancels0[] = {
	{ "RECIRC", "b0000", 0x0, 0xf, PRED_NO, 4209 },
	{ "CANC_L2M_TO_L2C_ST", "b0001", 0x1, 0xf, PRED_NO, 4210 },
	{ "L2A_ST_MAT", "b0010", 0x2, 0xf, PRED_NO, 4211 },
	{ "L2M_ST_MAT", "b0011", 0x3, 0xf, PRED_NO, 4212 },
	{ "L2D_ST_MAT", "b0100", 0x4, 0xf, PRED_NO, 4213 },
	{ "L2C_ST_MAT", "b0101", 0x5, 0xf, PRED_NO, 4214 },
	{ "ACQ", "b0110", 0x6, 0xf, PRED_NO, 4215 },
	{ "REL", "b0111", 0x7, 0xf, PRED_NO, 4216 },
	{ "BANK_CONF", "b1000", 0x8, 0xf, PRED_MEMORY, 4221 },
	{ "SEMA", "b1001", 0x9, 0xf, PRED_NO, 4222 },
	{ "OVER_SUB", "b1010", 0xa, 0xf, PRED_NO, 4223 },
	{ "OZQ_PREEMPT", "b1011", 0xb, 0xf, PRED_NO, 4224 },
	{ "WB_CONF", "b1100", 0xc, 0xf, PRED_NO, 4225 },
	{ "MISC_ORDER", "b1101", 0xd, 0xf, PRED_NO, 4226 },
	{ "FILL_ST_CONF", "b1110", 0xe, 0xf, PRED_NO, 4227 },
	{ "OZDATA_CONF", "b1111", 0xf, 0xf, PRED_NO, 4228 },
};

static const struct ev_umask um_l2d_ozq_cancels1[] = {
	{ "ANY", "bxx00", 0x0, 0x3, PRED_NO, 4241 },
	{ "LATE_SPEC_BYP", "bxx01", 0x1, 0x3, PRED_NO, 4242 },
	{ "SIBLING_ACQ_REL", "bxx10", 0x2, 0x3, PRED_NO, 4243 },
	{ "LATE_BYP_EFFRELEASE", "bxx11", 0x3, 0x3, PRED_NO, 4244 },
};

static const struct ev_umask um_l2d_ozq_full[] = {
	{ "THIS", "b0000", 0x0, 0xf, PRED_NO, 4257 },
};

static const struct ev_umask um_l2d_bypass[] = {
	{ "L2_DATA1", "bxx00", 0x0, 0x3, PRED_NO, 4036 },
	{ "L2_DATA2", "bxx01", 0x1, 0x3, PRED_NO, 4037 },
	{ "L3_DATA1", "bxx10", 0x2, 0x3, PRED_NO, 4038 },
};

static const struct ev_umask um_l2d_references[] = {
	{ "READS", "bxx01", 0x1, 0x3, PRED_MEMORY, 4280 },
	{ "WRITES", "bxx10", 0x2, 0x3, PRED_MEMORY, 4281 },
	{ "ALL", "bxx11", 0x3, 0x3, PRED_MEMORY, 4282 },
};

static const struct ev_umask um_l2d_l3access_cancel[] = {
	{ "INV_L3_BYP", "bx000", 0x0, 0x7, PRED_NO, 4141 },
	{ "SPEC_L3_BYP", "bx001", 0x1, 0x7, PRED_NO, 4142 },
	{ "ANY", "bx010", 0x2, 0x7, PRED_NO, 4143 },
	{ "ER_REJECT", "bx011", 0x3, 0x7, PRED_NO, 4144 },
	{ "P2_COV_SNP_TEM", "bx100", 0x4, 0x7, PRED_NO, 4145 },
	{ "P2_COV_SNP_VIC", "bx101", 0x5, 0x7, PRED_NO, 4146 },
	{ "P2_COV_SNP_FILL_NOSNP", "bx110", 0x6, 0x7, PRED_NO, 4147 },
	{ "TAIL_TRANS_DIS", "bx111", 0x7, 0x7, PRED_NO, 4148 },
};

static const struct ev_umask um_l2d_ozdb_full[] = {
	{ "THIS", "b0000", 0x0, 0xf, PRED_NO, 4187 },
};

static const struct ev_umask um_l2d_force_recirc[] = {
	{ "RECIRC", "b00x0", 0x0, 0xd, PRED_NO, 4085 },
	{ "LIMBO", "b00x1", 0x1, 0xd, PRED_NO, 4086 },
	{ "TAG_NOTOK", "b0100", 0x4, 0xf, PRED_NO, 4093 },
	{ "TRAN_PREF", "b0101", 0x5, 0xf, PRED_NO, 4094 },
	{ "SNP_OR_L3", "b0110", 0x6, 0xf, PRED_NO, 4095 },
	{ "TAG_OK", "b0111", 0x7, 0xf, PRED_NO, 4096 },
	{ "FILL_HIT", "b1000", 0x8, 0xf, PRED_NO, 4097 },
	{ "FRC_RECIRC", "b1001", 0x9, 0xf, PRED_NO, 4098 },
	{ "SAME_INDEX", "b1010", 0xa, 0xf, PRED_MEMORY, 4099 },
	{ "OZQ_MISS", "b1011", 0xb, 0xf, PRED_NO, 4100 },
	{ "L1W", "b1100", 0xc, 0xf, PRED_NO, 4101 },
	{ "SECONDARY_READ", "b1101", 0xd, 0xf, PRED_MEMORY, 4102 },
	{ "SECONDARY_WRITE", "b1110", 0xe, 0xf, PRED_MEMORY, 4103 },
	{ "SECONDARY_ALL", "b1111", 0xf, 0xf, PRED_MEMORY, 4104 },
};

static const struct ev_umask um_l2d_bad_lines_selected[] = {
	{ "ANY", "b0xxx", 0x0, 0x8, PRED_NO, 4021 },
};

static const struct ev_umask um_l2d_store_hit_shared[] = {
	{ "ANY", "b0xxx", 0x0, 0x8, PRED_NO, 4295 },
};

static const struct ev_umask um_l2d_ops_issued[] = {
	{ "INT_LOAD", "bx000", 0x0, 0x7, PRED_MEMORY, 4169 },
	{ "FP_LOAD", "bx001", 0x1, 0x7, PRED_MEMORY, 4170 },
	{ "RMW", "bx010", 0x2, 0x7, PRED_MEMORY, 4171 },
	{ "STORE", "bx011", 0x3, 0x7, PRED_MEMORY, 4172 },
	{ "LFETCH", "bx1x0", 0x4, 0x5, PRED_MEMORY, 4173 },
	{ "OTHER", "bx1x1", 0x5, 0x5, PRED_NO, 4174 },
};

static const struct ev_umask um_l2d_fillb_full[] = {
	{ "THIS", "b0000", 0x0, 0xf, PRED_NO, 4052 },
};

static const struct ev_umask um_l2d_fill_mesi_state[] = {
	{ "M", "bx000", 0x0, 0x7, PRED_MEMORY, 4068 },
	{ "E", "bx001", 0x1, 0x7, PRED_MEMORY, 4069 },
	{ "S", "bx010", 0x2, 0x7, PRED_MEMORY, 4070 },
	{ "I", "bx011", 0x3, 0x7, PRED_NO, 4071 },
	{ "P", "bx1xx", 0x4, 0x4, PRED_NO, 4072 },
};

static const struct ev_umask um_l2d_victimb_full[] = {
	{ "THIS", "b0000", 0x0, 0xf, PRED_NO, 4310 },
};

static const struct ev_event table[] = {
	{ "BACK_END_BUBBLE", 0x00, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_B_C, PRED_MODEL,
	  0xfff0, -1, -1, 2605, 2824,
	  "Full Pipe Bubbles in Main Pipe",
	  "Full pipe bubbles in main pipe",
	  "Stall Events",
	  "",
	  "",
	  "sum of the stall classes, from the pipeline model under its documented cache and front-end assumptions",
	  "",
	  um_back_end_bubble, 3 },
	{ "BE_RSE_BUBBLE", 0x01, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_NO,
	  0xfff0, -1, -1, 2606, 2959,
	  "Full Pipe Bubbles in Main Pipe due to RSE Stalls",
	  "Full pipe bubbles in main pipe due to RSE stalls",
	  "Stall Events",
	  "",
	  "",
	  "the RSE's mandatory spills and fills are predicted (RSE_REFERENCES_RETIRED, their cache levels in the memory events), but the seed gives no cycles for them: not how many the RSE issues a cycle, nor how long an alloc (OVERFLOW) or a br.ret (UNDERFLOW) waits, nor how they overlap execution; nor the cost of a bsw (BANK_SWITCH), which RSE register dependencies stall (AR_DEP), or a loadrs (LOADRS, whose ar.rsc.loadrs is not followed); the pipeline model takes them as none (BACK_END_BUBBLE)",
	  "",
	  um_be_rse_bubble, 6 },
	{ "BE_EXE_BUBBLE", 0x02, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_B, PRED_MODEL,
	  0xfff0, -1, -1, 2607, 2856,
	  "Full Pipe Bubbles in Main Pipe due to Execution Unit Stalls",
	  "Full pipe bubbles in main pipe due to Execution unit stalls",
	  "Stall Events",
	  "",
	  "",
	  "GR/FR/PR/AR/CR scoreboard stalls from the latency table; load-use stalls under the model's cache-hit assumptions",
	  "",
	  um_be_exe_bubble, 9 },
	{ "FP_TRUE_SIRSTALL", 0x03, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2608, 3699,
	  "SIR Stall Asserted and Leads to a Trap",
	  "SIR stall asserted and leads to a trap",
	  "Instruction Execution",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  NULL, 0 },
	{ "BE_FLUSH_BUBBLE", 0x04, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_C_D, PRED_MODEL,
	  0xfff0, -1, -1, 2609, 2878,
	  "Full Pipe Bubbles in Main Pipe due to Flushes.",
	  "Full pipe bubbles in main pipe due to flushes",
	  "Stall Events",
	  "",
	  "",
	  "ALL and BRU from the model's branch assumptions (docs/model.md: mispredict_penalty, loop exits); XPN (exceptions, thread switches) not static",
	  "",
	  um_be_flush_bubble, 3 },
	{ "FP_FALSE_SIRSTALL", 0x05, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2610, 3668,
	  "SIR Stall Without a Trap",
	  "SIR stall without a trap",
	  "Instruction Execution",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  NULL, 0 },
	{ "FP_FAILED_FCHKF", 0x06, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2611, 3661,
	  "Failed fchkf",
	  "Failed fchkf",
	  "Instruction Execution",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  NULL, 0 },
	{ "IA64_INST_RETIRED", 0x08, -1, true, false, true, 6, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2612, 3714,
	  "Retired Itanium Instructions",
	  "Retired Itanium Instructions",
	  "Basic Events",
	  "",
	  "",
	  "all reached instrs incl. nops and predicated-off; MLX counts as 2; excludes RSE ops",
	  "",
	  um_ia64_inst_retired, 1 },
	{ "IA64_TAGGED_INST_RETIRED", 0x08, -1, true, false, true, 6, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2613, 3727,
	  "Retired Tagged Instructions",
	  "Retired Tagged Instructions",
	  "Instruction Execution",
	  "",
	  "umask selects tag channel 0-3 (IBRP0-3)",
	  "tag = IBR range AND opcode match, both static functions of IP/encoding",
	  "",
	  um_ia64_tagged_inst_retired, 4 },
	{ "FP_OPS_RETIRED", 0x09, -1, true, false, false, 6, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2614, 3688,
	  "Retired FP Operations",
	  "Retired FP operations",
	  "Instruction Execution",
	  "",
	  "",
	  "weighted sum per opcode/operands (f2=f0 etc.); predicated-off excluded",
	  "",
	  NULL, 0 },
	{ "FP_FLUSH_TO_ZERO", 0x0b, -1, true, false, false, 2, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2615, 3675,
	  "FP Result Flushed to Zero",
	  "FP Result Flushed to Zero",
	  "Instruction Execution",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  um_fp_flush_to_zero, 2 },
	{ "THREAD_SWITCH_EVENTS", 0x0c, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2616, 5065,
	  "Thread switch events.",
	  "Thread switch events and cause",
	  "Thread Switch Events",
	  "",
	  "",
	  "thread switching depends on the other thread and L3 miss timing",
	  "",
	  um_thread_switch_events, 7 },
	{ "THREAD_SWITCH_GATED", 0x0d, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2617, 5084,
	  "Thread switches gated",
	  "TS gated and their sources",
	  "Thread Switch Events",
	  "",
	  "",
	  "thread switching depends on the other thread and L3 miss timing",
	  "",
	  um_thread_switch_gated, 4 },
	{ "THREAD_SWITCH_CYCLE", 0x0e, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2618, 5046,
	  "Thread switch overhead cycles.",
	  "Various TS related periods",
	  "Thread Switch Events",
	  "",
	  "",
	  "thread switching depends on the other thread and L3 miss timing",
	  "",
	  um_thread_switch_cycle, 6 },
	{ "THREAD_SWITCH_STALLS", 0x0f, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2619, 5103,
	  "Thread Switch Stall",
	  "Pipe line stalls due to TS",
	  "Thread Switch Events",
	  "THREAD_SWITCH_STALL",
	  "",
	  "thread switching depends on the other thread and L3 miss timing",
	  "page named THREAD_SWITCH_STALL; section table names it THREAD_SWITCH_STALL",
	  um_thread_switch_stalls, 11 },
	{ "BRANCH_EVENT", 0x11, -1, true, false, true, 1, EV_TYPE_A, EV_CLASS_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2620, 3596,
	  "Execution Trace Buffer Event Captured",
	  "Branch Event Captured",
	  "Branch Events",
	  "ETB_EVENT",
	  "",
	  "depends on PMC39 filters and prediction outcome",
	  "page named ETB_EVENT",
	  NULL, 0 },
	{ "CPU_OP_CYCLES", 0x12, -1, true, false, true, 1, EV_TYPE_C, EV_CLASS_B, PRED_MODEL,
	  0xfff0, -1, -1, 2621, 3405,
	  "CPU Operating Cycles",
	  "CPU Operating Cycles",
	  "Basic Events",
	  "",
	  "",
	  "schedule/latency model; + cache/TLB/branch models for stalls",
	  "",
	  um_cpu_op_cycles, 2 },
	{ "CPU_CPL_CHANGES", 0x13, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2622, 3388,
	  "Privilege Level Changes",
	  "Privilege Level Changes",
	  "System Events",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  um_cpu_cpl_changes, 5 },
	{ "CPU_OP_CYCLES_HALTED", 0x18, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x0400, -1, -1, 2623, 3419,
	  "CPU Operating Cycles Halted",
	  "CPU Operating Cycles Halted",
	  "System Event",
	  "",
	  "PMD10 only",
	  "data-, OS- or exception-dependent",
	  "Table 4-42 (line 2623) says max_inc 7; the catalogue takes 1 (Table 4-33 and the page; a halted-cycle count cannot exceed 1 a cycle); page max_inc=1; sect-table(line 2368) max_inc=1; section table names it CYCLES_HALTED",
	  NULL, 0 },
	{ "RSE_REFERENCES_RETIRED", 0x20, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2624, 4691,
	  "RSE Accesses",
	  "RSE Accesses",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model along the walk (mandatory, hyperlazy, 96 stacked registers; docs/memory.md): the state at entry is rse_entry_frame and rse_entry_dirty, a call not followed rse_outside_frame; not under a qualification, nor after loadrs or rfi",
	  "",
	  um_rse_references_retired, 3 },
	{ "RSE_DIRTY_REGS_6", 0x24, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2625, 4676,
	  "Dirty RSE Registers (Bit 6)",
	  "Dirty RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's dirty registers before each instruction that moves the stack, summed by bits (docs/memory.md): the state at entry is rse_entry_dirty",
	  "",
	  NULL, 0 },
	{ "RSE_CURRENT_REGS_6", 0x26, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MODEL,
	  0xfff0, -1, -1, 2630, 4655,
	  "Current RSE Registers (Bit 6)",
	  "Current RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's current frame (sof) before each instruction that moves the stack, summed by bits (docs/memory.md): the frame at entry is rse_entry_frame",
	  "",
	  NULL, 0 },
	{ "RSE_DIRTY_REGS_5_TO_3", 0x28, -1, false, false, false, 7, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2631, 4669,
	  "Dirty RSE Registers (Bits 5:3)",
	  "Dirty RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's dirty registers before each instruction that moves the stack, summed by bits (docs/memory.md): the state at entry is rse_entry_dirty",
	  "",
	  NULL, 0 },
	{ "RSE_DIRTY_REGS_2_TO_0", 0x29, -1, false, false, false, 7, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2632, 4662,
	  "Dirty RSE Registers (Bits 2:0)",
	  "Dirty RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's dirty registers before each instruction that moves the stack, summed by bits (docs/memory.md): the state at entry is rse_entry_dirty",
	  "",
	  NULL, 0 },
	{ "RSE_CURRENT_REGS_5_TO_3", 0x2a, -1, false, false, false, 7, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MODEL,
	  0xfff0, -1, -1, 2633, 4648,
	  "Current RSE Registers (Bits 5:3)",
	  "Current RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's current frame (sof) before each instruction that moves the stack, summed by bits (docs/memory.md): the frame at entry is rse_entry_frame",
	  "",
	  NULL, 0 },
	{ "RSE_CURRENT_REGS_2_TO_0", 0x2b, -1, false, false, false, 7, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MODEL,
	  0xfff0, -1, -1, 2634, 4641,
	  "Current RSE Registers (Bits 2:0)",
	  "Current RSE registers",
	  "RSE Events",
	  "",
	  "",
	  "the RSE model's current frame (sof) before each instruction that moves the stack, summed by bits (docs/memory.md): the frame at entry is rse_entry_frame",
	  "",
	  NULL, 0 },
	{ "HPW_DATA_REFERENCES", 0x2d, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2635, 3706,
	  "Data Memory References to VHPT",
	  "Data memory references to VHPT",
	  "L1 Data Cache",
	  "",
	  "",
	  "hardware page walker; depends on OS page tables and VHPT",
	  "page IAR/DAR/OPC=N/N/N",
	  NULL, 0 },
	{ "RSE_EVENT_RETIRED", 0x32, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2636, 4683,
	  "Retired RSE Operations",
	  "Retired RSE operations",
	  "RSE Events",
	  "",
	  "",
	  "alloc, br.call, br.ret, loadrs, flushrs, cover, rfi(ifs.v=1); flushrs+call/ret bundle counts 1",
	  "",
	  NULL, 0 },
	{ "L1I_READS", 0x40, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2637, 3978,
	  "L1 Instruction Cache Reads",
	  "L1 Instruction Cache Reads",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "",
	  "I-side cache/TLB model over fetch path (incl. wrong path)",
	  "",
	  NULL, 0 },
	{ "L1I_FILLS", 0x41, -1, true, false, false, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2638, 3920,
	  "L1 Instruction Cache Fills",
	  "L1 Instruction Cache Fills",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR: IBRP0 if demand, IBRP1 if prefetch",
	  "memory model (docs/memory.md 3, 7): the executed path's fetches and the streaming prefetcher a taken .many branch starts (ifetch_stream_lines); wrong-path fetches, which the event counts, are not modelled",
	  "",
	  NULL, 0 },
	{ "L2I_DEMAND_READS", 0x42, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2639, 4313,
	  "L2 Instruction Demand Fetch Requests",
	  "L1 Instruction Cache and ISB Misses",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "",
	  "I-side cache/TLB model over fetch path (incl. wrong path)",
	  "",
	  NULL, 0 },
	{ "L1I_EAR_EVENTS", 0x43, -1, true, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2640, 3897,
	  "Instruction EAR Events",
	  "Instruction EAR Events",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "sampling hardware state",
	  "",
	  NULL, 0 },
	{ "L1I_PREFETCHES", 0x44, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2641, 3928,
	  "L1 Instruction Prefetch Requests",
	  "L1 Instruction Prefetch Requests",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "IAR uses IBRP1 (prefetch/target address)",
	  "memory model (docs/memory.md 3): streaming prefetches only, from a taken .many branch, ifetch_stream_lines ahead of the demand fetch (how far is not documented: a parameter); non-streaming prefetches (their trigger, e.g. brp, is not documented) and wrong-path ones are not modelled",
	  "",
	  NULL, 0 },
	{ "L2I_PREFETCHES", 0x45, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2642, 4378,
	  "L2 Instruction Prefetch Requests",
	  "L2 Instruction Prefetch Requests",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "IAR uses IBRP1 (prefetch/target address)",
	  "memory model (docs/memory.md 3): streaming prefetches only, from a taken .many branch, ifetch_stream_lines ahead of the demand fetch (how far is not documented: a parameter); non-streaming prefetches (their trigger, e.g. brp, is not documented) and wrong-path ones are not modelled",
	  "",
	  NULL, 0 },
	{ "ISB_BUNPAIRS_IN", 0x46, -1, true, false, false, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2643, 3826,
	  "Bundle Pairs Written from L2I into FE",
	  "Bundle pairs written from L2 into FE",
	  "L1 Instruction Cache and prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR: IBRP0 if demand, IBRP1 if prefetch",
	  "memory model (docs/memory.md 3, 7): the executed path's fetches and the streaming prefetcher a taken .many branch starts (ifetch_stream_lines); wrong-path fetches, which the event counts, are not modelled",
	  "",
	  NULL, 0 },
	{ "ITLB_MISSES_FETCH", 0x47, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2644, 3834,
	  "Instruction Translation Buffer Misses Demand Fetch",
	  "ITLB Misses Demand Fetch",
	  "TLB",
	  "",
	  "",
	  "I-side cache/TLB model over fetch path (incl. wrong path)",
	  "",
	  um_itlb_misses_fetch, 3 },
	{ "L1ITLB_INSERTS_HPWW", 0x48, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2645, 3890,
	  "L1ITLB Hardware Page Walker Inserts",
	  "L1ITLB Hardware Page Walker Inserts",
	  "TLB",
	  "L1ITLB_INSERTS_HPW",
	  "",
	  "hardware page walker; depends on OS page tables and VHPT",
	  "page named L1ITLB_INSERTS_HPW; section table names it L1ITLB_INSERTS_HPW",
	  NULL, 0 },
	{ "DISP_STALLED", 0x49, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_B, PRED_MODEL,
	  0xfff0, -1, -1, 2646, 3464,
	  "Number of Cycles Dispersal Stalled",
	  "Number of cycles dispersal stalled",
	  "Instruction Dispersal Events",
	  "",
	  "",
	  "cycles dispersal stalled by flush or back-end stall",
	  "",
	  NULL, 0 },
	{ "L1I_SNOOP", 0x4a, -1, true, true, true, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2647, 3986,
	  "Snoop Requests Handled by L1I",
	  "Snoop requests handled by L1I",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "coherence/queue state",
	  "",
	  NULL, 0 },
	{ "L1I_PURGE", 0x4b, -1, true, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2648, 3950,
	  "L1ITLB Purges Handled by L1I",
	  "L1ITLB purges handled by L1I",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "coherence/queue state",
	  "",
	  NULL, 0 },
	{ "INST_DISPERSED", 0x4d, -1, true, false, false, 6, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MODEL,
	  0xfff0, -1, -1, 2649, 3786,
	  "Number of Syllables Dispersed from REN to REG",
	  "Syllables Dispersed from REN to REG stage",
	  "Instruction Dispersal Events",
	  "",
	  "",
	  "syllables dispersed; exact for a flush-free path, re-dispersal after flushes adds",
	  "",
	  NULL, 0 },
	{ "SYLL_NOT_DISPERSED", 0x4e, -1, true, false, false, 5, EV_TYPE_A, EV_CLASS_B, PRED_MODEL,
	  0xfff0, -1, -1, 2650, 5015,
	  "Syllables Not Dispersed",
	  "Syllables not dispersed",
	  "Instruction Dispersal Events",
	  "",
	  "",
	  "EXPL and MLX umasks follow from templates/stops; IMPL needs dispersal rules; FE needs front-end model",
	  "",
	  um_syll_not_dispersed, 5 },
	{ "SYLL_OVERCOUNT", 0x4f, -1, true, false, false, 2, EV_TYPE_A, EV_CLASS_B, PRED_NO,
	  0xfff0, -1, -1, 2651, 5031,
	  "Number of Overcounted Syllables.",
	  "Syllables overcounted",
	  "Instruction Dispersal Events",
	  "",
	  "",
	  "hardware artefact; only approximable",
	  "",
	  um_syll_overcount, 3 },
	{ "NOPS_RETIRED", 0x50, -1, true, false, true, 6, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2652, 4627,
	  "Retired NOP Instructions",
	  "Retired NOP Instructions",
	  "Instruction Execution",
	  "",
	  "",
	  "needs predicate values (predicated-off nops excluded)",
	  "page IAR/DAR/OPC=YN/Y",
	  NULL, 0 },
	{ "PREDICATE_SQUASHED_RETIRED", 0x51, -1, true, false, true, 6, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2653, 4634,
	  "Instructions Squashed Due to Predicate Off",
	  "Instructions Squashed Due to Predicate Off",
	  "Instruction Execution",
	  "",
	  "",
	  "needs predicate values; non-B syllables only",
	  "",
	  NULL, 0 },
	{ "DATA_DEBUG_REGISTER_FAULT", 0x52, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2654, 3427,
	  "Fault Due to Data Debug Reg. Match to Load/Store Instruction",
	  "Fault due to data debug reg. Match to load/store instruction",
	  "System Events",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  NULL, 0 },
	{ "SERIALIZATION_EVENTS", 0x53, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2655, 4707,
	  "Number of srlz.i Instructions",
	  "Number of srlz.l instructions",
	  "System Events",
	  "",
	  "",
	  "count of srlz.i along path",
	  "Table 4-33 says srzl, Table 4-42 srlz.l, page srlz.i",
	  NULL, 0 },
	{ "BR_PATH_PRED", 0x54, -1, true, false, true, 3, EV_TYPE_A, EV_CLASS_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2656, 3044,
	  "FE Branch Path Prediction Detail",
	  "FE Branch Path Prediction Detail",
	  "Branch Events",
	  "",
	  "",
	  "taken/not-taken split exact from path; OK/MISPRED split needs predictor",
	  "",
	  um_br_path_pred, 16 },
	{ "INST_FAILED_CHKS_RETIRED", 0x55, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2657, 3811,
	  "Failed `chk.s` Instructions",
	  "Failed Speculative Check Loads",
	  "Instruction Execution",
	  "",
	  "",
	  "data-, OS- or exception-dependent",
	  "",
	  um_inst_failed_chks_retired, 3 },
	{ "INST_CHKA_LDC_ALAT", 0x56, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, -1, -1, 2658, 3770,
	  "Retired chk . a and ldc . c Instructions",
	  "Advanced Check Loads",
	  "Instruction Execution",
	  "",
	  "",
	  "count of chk.a/ld.c reaching retirement (wrong-path ALAT updates excluded)",
	  "",
	  um_inst_chka_ldc_alat, 3 },
	{ "INST_FAILED_CHKA_LDC_ALAT", 0x57, -1, true, true, true, 1, EV_TYPE_A, EV_CLASS_C, PRED_EXACT,
	  0xfff0, -1, -1, 2659, 3793,
	  "Failed chk . a and ldc . c Instructions",
	  "Failed Advanced Check Loads",
	  "Instruction Execution",
	  "",
	  "",
	  "from the walk's ALAT (docs/model.md, 'The ALAT'): its check loads and chk.a that find no entry of their register for their bytes; given where the walk is followed, the ALAT's size a model choice (alat_entries); a walk stops at a check whose entry a store at an address it does not know may have removed, and at a failing chk.a (its recovery code is no edge of the graph)",
	  "",
	  um_inst_failed_chka_ldc_alat, 3 },
	{ "ALAT_CAPACITY_MISS", 0x58, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2660, 2809,
	  "ALAT Entry Replaced",
	  "ALAT Entry Replaced",
	  "Instruction Execution",
	  "",
	  "",
	  "from the walk's ALAT (docs/model.md, 'The ALAT'): advanced loads and failed ld.c.nc that displace the oldest entry of another register from a full table of alat_entries (32, a model choice after Itanium 2: the Montecito manual gives neither size nor replacement); the page's 'one to two invalid entries' case is not modelled",
	  "",
	  um_alat_capacity_miss, 3 },
	{ "BR_MISPRED_DETAIL", 0x5b, -1, true, false, true, 3, EV_TYPE_A, EV_CLASS_C, PRED_EXACT,
	  0xfff0, -1, -1, 2661, 2978,
	  "FE Branch Mispredict Detail",
	  "FE Branch Mispredict Detail",
	  "Branch Events",
	  "",
	  "",
	  ".ALL_PRED umasks are exact from path (a); CORRECT/WRONG need predictor",
	  "",
	  um_br_mispred_detail, 16 },
	{ "L1I_STRM_PREFETCHES", 0x5f, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, -1, -1, 2662, 3994,
	  "L1 Instruction Cache Line Prefetch Requests",
	  "L1 Instruction Cache line prefetch requests",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "IAR uses IBRP1 (prefetch/target address)",
	  "memory model (docs/memory.md 3): from a taken .many branch (4.8.1), ifetch_stream_lines lines ahead of the demand fetch (how far, and when the stream stops, are not documented: a parameter and the next taken branch); wrong-path prefetches are not modelled",
	  "",
	  NULL, 0 },
	{ "L1I_RAB_FULL", 0x60, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2667, 3971,
	  "Is RAB Full?",
	  "Is RAB full?",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "coherence/queue state",
	  "",
	  NULL, 0 },
	{ "BE_BR_MISPRED_DETAIL", 0x61, -1, true, false, true, 1, EV_TYPE_A, EV_CLASS_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2668, 2840,
	  "Back-end Branch Misprediction Detail",
	  "BE branch misprediction detail",
	  "Branch Events",
	  "",
	  "",
	  "stg/rot/pfs back-end mispredictions (modulo-scheduled loop branches)",
	  "",
	  um_be_br_mispred_detail, 4 },
	{ "ENCBR_MISPRED_DETAIL", 0x63, -1, true, false, true, 3, EV_TYPE_A, EV_CLASS_B_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2669, 3479,
	  "Number of Encoded Branches Retired",
	  "Number of encoded branches retired",
	  "Branch Events",
	  "",
	  "",
	  "which branch lands on port B0 is a dispersal question; prediction outcome needs predictor",
	  "",
	  um_encbr_mispred_detail, 12 },
	{ "L1I_RAB_ALMOST_FULL", 0x64, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2670, 3964,
	  "Is RAB Almost Full?",
	  "Is RAB almost full?",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "coherence/queue state",
	  "",
	  NULL, 0 },
	{ "L1I_FETCH_RAB_HIT", 0x65, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_NO,
	  0xfff0, -1, -1, 2671, 3912,
	  "Instruction Fetch Hitting in RAB",
	  "Instruction fetch hitting in RAB",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "IAR: IBRP0 if demand, IBRP1 if prefetch",
	  "timing: whether a fetch finds its line still in the RAB (read address buffer) (in flight from L2I) rather than filled into L1I depends on when the fill returns; the memory model has no time (docs/memory.md 7, \"Not yet\")",
	  "",
	  NULL, 0 },
	{ "L1I_FETCH_ISB_HIT", 0x66, -1, true, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_NO,
	  0xfff0, -1, -1, 2672, 3904,
	  "\"Just-In-Time\" Instruction Fetch Hitting In and Being Bypassed from ISB",
	  "\"Just-in-time\" instruction fetch hitting in and being bypassed from ISB",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "IAR: IBRP0 if demand, IBRP1 if prefetch",
	  "timing: whether a fetch finds its line still in the ISB, delivered just in time (in flight from L2I) rather than filled into L1I depends on when the fill returns; the memory model has no time (docs/memory.md 7, \"Not yet\")",
	  "",
	  NULL, 0 },
	{ "L1I_PREFETCH_STALL", 0x67, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2673, 3936,
	  "Prefetch Pipeline Stalls",
	  "Why prefetch pipeline is stalled?",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "",
	  "coherence/queue state",
	  "",
	  um_l1i_prefetch_stall, 2 },
	{ "BR_MISPRED_DETAIL2", 0x68, -1, true, false, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2674, 3009,
	  "FE Branch Mispredict Detail (Unknown Path Component)",
	  "FE Branch Mispredict Detail (Unknown path component)",
	  "Branch Events",
	  "",
	  "",
	  "unknown-prediction component; needs predictor + multi-branch bundle structure",
	  "",
	  um_br_mispred_detail2, 12 },
	{ "L1I_PVAB_OVERFLOW", 0x69, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, -1, -1, 2675, 3957,
	  "PVAB Overflow",
	  "PVAB overflow",
	  "L1 Instruction Cache and Prefetch",
	  "",
	  "",
	  "coherence/queue state",
	  "",
	  NULL, 0 },
	{ "BR_PATH_PRED2", 0x6a, -1, true, false, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_NEEDS_BRANCH,
	  0xfff0, -1, -1, 2676, 3075,
	  "FE Branch Path Prediction Detail (Unknown Pred Component)",
	  "FE Branch Path Prediction Detail (Unknown prediction component)",
	  "Branch Events",
	  "",
	  "",
	  "unknown-prediction component; needs predictor + multi-branch bundle structure",
	  "",
	  um_br_path_pred2, 8 },
	{ "FE_LOST_BW", 0x70, -1, false, false, false, 2, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2677, 3634,
	  "Invalid Bundles at the Entrance to IB",
	  "Invalid bundles at the entrance to IB",
	  "Stall Events",
	  "",
	  "",
	  "from the front-end model (docs/model.md, section 5): fetch units of a 32-byte pair, one a "
	  "cycle, into the ib_entries-bundle instruction buffer; FEFLUSH: restarting after a "
	  "misprediction; IMISS: waiting for an instruction-cache miss (the memory model's "
	  "level, docs/memory.md 5); BUBBLE: taken_branch_bubble after a taken branch; IBFULL: no room in the buffer; UNREACHED: the pair slot a taken branch or a target at 16 mod 32 leaves empty. "
	  "Not predicted: TLBMISS (the model gives an ITLB miss no cycles: the manual gives none), FILL_RECIRC, BI, BRQ, PLP and BR_ILOCK (the manual names them and says no more); ALL takes them as none",
	  "",
	  um_fe_lost_bw, 12 },
	{ "FE_BUBBLE", 0x71, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2678, 3603,
	  "Bubbles Seen by FE",
	  "Bubbles seen by FE",
	  "Stall Events",
	  "",
	  "",
	  "from the front-end model (docs/model.md, section 5): fetch units of a 32-byte pair, one a "
	  "cycle, into the ib_entries-bundle instruction buffer; FEFLUSH: restarting after a "
	  "misprediction; IMISS: waiting for an instruction-cache miss (the memory model's "
	  "level, docs/memory.md 5); BUBBLE: taken_branch_bubble after a taken branch; IBFULL: no room in the buffer; a cycle that writes nothing counts once (UNREACHED slots are FE_LOST_BW's alone). "
	  "Not predicted: TLBMISS (the model gives an ITLB miss no cycles: the manual gives none), FILL_RECIRC and BRANCH (\"any of 4 branch recirculates\": the manual says no more), GROUP1 and GROUP3, which hold BRANCH; ALL, GROUP2 and the ALLBUT_ unions take them as none",
	  "",
	  um_fe_bubble, 13 },
	{ "BE_LOST_BW_DUE_TO_FE", 0x72, -1, false, false, false, 2, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2679, 2930,
	  "Invalid Bundles if BE Not Stalled for Other Reasons.",
	  "Invalid bundles if BE not stalled for other reasons",
	  "Stall Events",
	  "",
	  "",
	  "from the front-end model (docs/model.md, section 5): fetch units of a 32-byte pair, one a "
	  "cycle, into the ib_entries-bundle instruction buffer; FEFLUSH: restarting after a "
	  "misprediction; IMISS: waiting for an instruction-cache miss (the memory model's "
	  "level, docs/memory.md 5); BUBBLE: taken_branch_bubble after a taken branch; UNREACHED: the place left empty by a fetch of one bundle; only the cycles the back end is not stalled by a flush, a register, the L1D or the RSE. "
	  "Not predicted: IBFULL (meaningless here, the manual says), TLBMISS (the model gives an ITLB miss no cycles), FILL_RECIRC, BI, BRQ, PLP and BR_ILOCK (named, not described); ALL takes them as none",
	  "",
	  um_be_lost_bw_due_to_fe, 12 },
	{ "IDEAL_BE_LOST_BW_DUE_TO_FE", 0x73, -1, false, false, false, 2, EV_TYPE_A, EV_CLASS_C, PRED_MODEL,
	  0xfff0, -1, -1, 2680, 3743,
	  "Invalid Bundles at the Exit From IB",
	  "Invalid bundles at the exit from IB",
	  "Stall Events",
	  "",
	  "",
	  "from the front-end model (docs/model.md, section 5): fetch units of a 32-byte pair, one a "
	  "cycle, into the ib_entries-bundle instruction buffer; FEFLUSH: restarting after a "
	  "misprediction; IMISS: waiting for an instruction-cache miss (the memory model's "
	  "level, docs/memory.md 5); BUBBLE: taken_branch_bubble after a taken branch; UNREACHED: the place left empty by a fetch of one bundle; every cycle, stalled or not. "
	  "Not predicted: IBFULL (meaningless here, the manual says), TLBMISS (the model gives an ITLB miss no cycles), FILL_RECIRC, BI, BRQ, PLP and BR_ILOCK (named, not described); ALL takes them as none",
	  "",
	  um_ideal_be_lost_bw_due_to_fe, 12 },
	{ "L2I_READS", 0x78, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2681, 4386,
	  "L2I Cacheable Reads",
	  "L2I Cacheable Reads",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "memory model (docs/memory.md 3): demand and streaming-prefetch L2I lookups of the executed path; wrong-path and non-streaming prefetches are not modelled",
	  "page IAR/DAR/OPC=Y/N/N",
	  um_l2i_reads, 12 },
	{ "L2I_UC_READS", 0x79, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2682, 4456,
	  "L2I uncacheable reads",
	  "L2I uncacheable reads",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "memory model: 0, the model's code pages are cacheable (Linux maps text write-back); code run from an uncacheable page is not modelled",
	  "page IAR/DAR/OPC=Y/N/N",
	  um_l2i_uc_reads, 12 },
	{ "L2I_VICTIMIZATIONS", 0x7a, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2683, 4485,
	  "L2I victimizations",
	  "L2I victimizations",
	  "L2 Instruction Cache and Prefetch",
	  "L2I_VICTIMIZATION",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "memory model (docs/memory.md 3): L2I misses, demand or prefetch, that replace a valid line",
	  "page IAR/DAR/OPC=Y/N/N; page named L2I_VICTIMIZATION",
	  NULL, 0 },
	{ "L2I_RECIRCULATES", 0x7b, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2684, 4415,
	  "L2I recirculates",
	  "L2I recirculates",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "queue/conflict timing inside L2I/L3",
	  "page IAR/DAR/OPC=Y/N/N",
	  um_l2i_recirculates, 12 },
	{ "L2I_L3_REJECTS", 0x7c, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2685, 4349,
	  "L3 rejects",
	  "L3 rejects",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "queue/conflict timing inside L2I/L3",
	  "page IAR/DAR/OPC=Y/N/N",
	  um_l2i_l3_rejects, 12 },
	{ "L2I_HIT_CONFLICTS", 0x7d, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2686, 4321,
	  "L2I hit conflicts",
	  "L2I hit conflicts",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "queue/conflict timing inside L2I/L3",
	  "page IAR/DAR/OPC=Y/N/N",
	  um_l2i_hit_conflicts, 12 },
	{ "L2I_SPEC_ABORTS", 0x7e, -1, true, false, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2687, 4440,
	  "L2I speculative aborts",
	  "L2I speculative aborts",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); IAR uses IBRP1 (prefetch/target address)",
	  "queue/conflict timing inside L2I/L3",
	  "page IAR/DAR/OPC=Y/N/N",
	  NULL, 0 },
	{ "L2I_SNOOP_HITS", 0x7f, -1, true, false, true, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2688, 4448,
	  "L2I snoop hits",
	  "L2I snoop hits",
	  "L2 Instruction Cache and Prefetch",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "coherence/queue state",
	  "page IAR/DAR/OPC=N/N/N",
	  NULL, 0 },
	{ "BUS_RD_HIT", 0x80, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2689, 3255,
	  "Bus Read Hit Clean Non-local Cache Transactions",
	  "Bus Read Hit Clean Non-local Cache Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_rd_hit, 4 },
	{ "BUS_RD_HITM", 0x81, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2690, 3270,
	  "Bus Read Hit Modified Non-local Cache Transactions",
	  "Bus Read Hit Modified Non-local Cache Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_rd_hitm, 4 },
	{ "BUS_RD_INVAL_HITM", 0x82, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2691, 3300,
	  "Bus BIL Transaction Results in HITM",
	  "Bus BIL Transaction Results in HITM",
	  "Front-Side Bus",
	  "BUS_RD_INVALID_HITM",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "page named BUS_RD_INVALID_HITM",
	  um_bus_rd_inval_hitm, 4 },
	{ "BUS_RD_INVAL_ALL_HITM", 0x83, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2692, 3285,
	  "Bus BRIL Transaction Results in HITM",
	  "Bus BIL or BRIL Transaction Results in HITM",
	  "Front-Side Bus",
	  "BUS_RD_INVALID_BST_HITM",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "page named BUS_RD_INVALID_BST_HITM; Table 4-42 says BIL or BRIL, page/Table 4-37 say BRIL only; section table names it BUS_RD_INVAL_BST_HITM",
	  um_bus_rd_inval_all_hitm, 4 },
	{ "BUS_HITM", 0x84, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2693, 3152,
	  "Bus Hit Modified Line Transactions",
	  "Bus Hit Modified Line Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_hitm, 4 },
	{ "BUS_ALL", 0x87, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2694, 3107,
	  "Bus Transactions",
	  "Bus Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_all, 4 },
	{ "BUS_DATA_CYCLE", 0x88, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2695, 3137,
	  "Valid Data Cycle on the Bus",
	  "Valid data cycle on the Bus",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_data_cycle, 4 },
	{ "MEM_READ_CURRENT", 0x89, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2696, 4594,
	  "Current Mem Read Transactions On Bus",
	  "Current Mem Read Transactions On Bus",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_mem_read_current, 2 },
	{ "BUS_MEMORY", 0x8a, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, -1, 2697, 3183,
	  "Bus Memory Transactions",
	  "Bus Memory Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: SELF, the transactions this core's L3 misses and dirty L3 "
	  "victims make (full lines; the model has no partial or uncacheable access, so "
	  "LT_128BYTE and BUS_RD_PRTL are 0); EITHER, IO and ANY add the other core's and "
	  "other agents' transactions: not statically predictable",
	  "",
	  um_bus_memory, 12 },
	{ "BUS_MEM_READ", 0x8b, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, -1, 2704, 3211,
	  "Full Cache Line D/I Memory RD, RD Invalidate, and BRIL",
	  "Full Cache line D/I memory RD, RD invalidate, and BRIL",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: SELF, the transactions this core's L3 misses and dirty L3 "
	  "victims make (full lines; the model has no partial or uncacheable access, so "
	  "LT_128BYTE and BUS_RD_PRTL are 0); EITHER, IO and ANY add the other core's and "
	  "other agents' transactions: not statically predictable",
	  "",
	  um_bus_mem_read, 16 },
	{ "BUS_RD_DATA", 0x8c, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, -1, 2705, 3240,
	  "Bus Read Data Transactions",
	  "Bus Read Data Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: SELF, the transactions this core's L3 misses and dirty L3 "
	  "victims make (full lines; the model has no partial or uncacheable access, so "
	  "LT_128BYTE and BUS_RD_PRTL are 0); EITHER, IO and ANY add the other core's and "
	  "other agents' transactions: not statically predictable",
	  "",
	  um_bus_rd_data, 4 },
	{ "BUS_RD_PRTL", 0x8d, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, -1, 2706, 3330,
	  "Bus Read Partial Transactions",
	  "Bus Read Partial Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: SELF, the transactions this core's L3 misses and dirty L3 "
	  "victims make (full lines; the model has no partial or uncacheable access, so "
	  "LT_128BYTE and BUS_RD_PRTL are 0); EITHER, IO and ANY add the other core's and "
	  "other agents' transactions: not statically predictable",
	  "",
	  um_bus_rd_prtl, 4 },
	{ "SI_CYCLES", 0x8e, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2707, 4766,
	  "SI Cycles",
	  "SI clock cycles",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  NULL, 0 },
	{ "BUS_SNOOP_STALL_CYCLES", 0x8f, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2708, 3345,
	  "Bus Snoop Stall Cycles (from any agent)",
	  "Bus Snoop Stall Cycles (from any agent)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "page type=S",
	  um_bus_snoop_stall_cycles, 3 },
	{ "BUS_IO", 0x90, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2709, 3168,
	  "IA-32 Compatible IO Bus Transactions",
	  "IA-32 Compatible IO Bus Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_io, 4 },
	{ "BUS_RD_IO", 0x91, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2710, 3315,
	  "IA-32 Compatible IO Read Transactions",
	  "IA-32 Compatible IO Read Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_rd_io, 4 },
	{ "BUS_WR_WB", 0x92, -1, false, false, false, 1, EV_TYPE_S, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, -1, 2711, 3360,
	  "Bus Write Back Transactions",
	  "Bus Write Back Transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: SELF, the transactions this core's L3 misses and dirty L3 "
	  "victims make (full lines; the model has no partial or uncacheable access, so "
	  "LT_128BYTE and BUS_RD_PRTL are 0); EITHER, IO and ANY add the other core's and "
	  "other agents' transactions: not statically predictable",
	  "",
	  um_bus_wr_wb, 11 },
	{ "BUS_B2B_DATA_CYCLES", 0x93, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2712, 3122,
	  "Back to Back Data Cycles on the Bus",
	  "Back-to-back bursts of data",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "system bus / other agents",
	  "",
	  um_bus_b2b_data_cycles, 4 },
	{ "SI_IOQ_LIVE_REQ_LO", 0x97, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2713, 4787,
	  "Inorder Bus Queue Requests (lower three bits)",
	  "Inorder Bus Queue Requests (three least-significant-bits of the 4-bit outstanding IOQ request count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=3",
	  NULL, 0 },
	{ "SI_IOQ_LIVE_REQ_HI", 0x98, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2714, 4780,
	  "Inorder Bus Queue Requests (upper bit)",
	  "Inorder Bus Queue Requests (most-significant-bit of the 4-bit outstanding IOQ request count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=2",
	  NULL, 0 },
	{ "SI_L3T_TRACE_CACHE", 0x9d, -1, false, false, false, 0, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2715, 0,
	  "SI PMU wires are used for trace cache data.",
	  "SI PMU wires are used for trace cache data.",
	  "",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "no event page",
	  NULL, 0 },
	{ "SI_RQ_INSERTS", 0x9e, -1, false, false, false, 2, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2716, 4794,
	  "Request Queue Insertions",
	  "SI request queue inserts",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_rq_inserts, 2 },
	{ "SI_RQ_LIVE_REQ_LO", 0x9f, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2717, 4820,
	  "Request Queue Requests (lower three bits)",
	  "SI request queue live requests (least-significant three bits)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_rq_live_req_lo, 2 },
	{ "SI_RQ_LIVE_REQ_HI", 0xa0, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2718, 4807,
	  "Request Queue Requests (upper bit)",
	  "SI request queue live requests (most-significant bit)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_rq_live_req_hi, 2 },
	{ "SI_WRITEQ_INSERTS", 0xa1, -1, false, false, false, 2, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2719, 4933,
	  "Write Queue Insertions",
	  "SI write queue inserts",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_writeq_inserts, 16 },
	{ "SI_WRITEQ_LIVE_REQ_LO", 0xa2, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2720, 4973,
	  "Write Queue Requests (lower three bits)",
	  "SI write queue live requests (least-significant three bits)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_writeq_live_req_lo, 2 },
	{ "SI_WRITEQ_LIVE_REQ_HI", 0xa3, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2721, 4960,
	  "Write Queue Requests (upper bit)",
	  "SI write queue live requests (most-significant bit)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_writeq_live_req_hi, 2 },
	{ "SI_WAQ_COLLISIONS", 0xa4, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2722, 4899,
	  "Write Address Queue Collisions",
	  "SI write address queue collisions (incoming FSB snoop collides with an entry in WAQ)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page type=S",
	  um_si_waq_collisions, 2 },
	{ "SI_CCQ_INSERTS", 0xa5, -1, false, false, false, 2, EV_TYPE_S, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2723, 4727,
	  "Clean Castout Queue Insertions",
	  "SI clean castout queue inserts",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_ccq_inserts, 2 },
	{ "SI_CCQ_LIVE_REQ_LO", 0xa6, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2724, 4753,
	  "Clean Castout Queue Requests (lower three bits)",
	  "SI clean castout queue live requests (least-significant three bits)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_ccq_live_req_lo, 2 },
	{ "SI_CCQ_LIVE_REQ_HI", 0xa7, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2725, 4740,
	  "Clean Castout Queue Requests (upper bit)",
	  "SI clean castout queue live requests (most-significant bit)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_ccq_live_req_hi, 2 },
	{ "SI_CCQ_COLLISIONS", 0xa8, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2726, 4714,
	  "Clean Castout Queue Collisions",
	  "SI clean castout queue collisions (incoming FSB snoop collides with an entry in CCQ)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=2",
	  um_si_ccq_collisions, 2 },
	{ "SI_IOQ_COLLISIONS", 0xaa, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2727, 4773,
	  "In Order Queue Collisions",
	  "SI inorder queue collisions (outgoing transaction collides with an entry in IOQ)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=2",
	  NULL, 0 },
	{ "SI_SCB_INSERTS", 0xab, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2732, 4833,
	  "Snoop Coalescing Buffer Insertions",
	  "SI snoop coalescing buffer inserts",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=4",
	  um_si_scb_inserts, 8 },
	{ "SI_SCB_LIVE_REQ_LO", 0xac, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2733, 4869,
	  "Snoop Coalescing Buffer Requests (lower three bits)",
	  "SI snoop coalescing buffer live requests (least-significant three bits)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_scb_live_req_lo, 2 },
	{ "SI_SCB_LIVE_REQ_HI", 0xad, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2734, 4856,
	  "Snoop Coalescing Buffer Requests (upper bit)",
	  "SI snoop coalescing buffer live requests (most-significant bit)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_scb_live_req_hi, 2 },
	{ "SI_SCB_SIGNOFFS", 0xae, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2735, 4884,
	  "Snoop Coalescing Buffer Coherency Signoffs",
	  "SI snoop coalescing buffer coherency signoffs",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "",
	  um_si_scb_signoffs, 4 },
	{ "SI_WDQ_ECC_ERRORS", 0xaf, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2736, 4912,
	  "Write Data Queue ECC Errors",
	  "SI write data queue ECC errors",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "arbiter/system-interface queues, snoops, ECC",
	  "page max_inc=2; page type=S",
	  um_si_wdq_ecc_errors, 6 },
	{ "L2D_INSERT_MISSES", 0xb0, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2737, 4114,
	  "Count Number of Times an Inserting Data Request Missed the L2D.",
	  "Count Number of Times an Inserting Data Request Missed in the L2D.",
	  "L2 Data Cache",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D, not set restricted; not in PMD10-15; duplicated counters PMD4-9 only (type C/F/S)",
	  "L2D model fed by L1D misses, FP loads, stores, semaphores, lfetch",
	  "Table 4-42 (line 2737) says N/N/N; the catalogue takes Y/Y/Y, which Tables 4-19 and 4-30 and the page agree on; page IAR/DAR/OPC=Y/Y/Y; sect-table(line 2211) IAR/DAR/OPC=Y/Y/Y; sect-table(line 2313) IAR/DAR/OPC=Y/Y/Y",
	  NULL, 0 },
	{ "L2D_INSERT_HITS", 0xb1, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2738, 4106,
	  "Count Number of Times an Inserting Data Request Hit in the L2D.",
	  "Count Number of Times an Inserting Data Request Hit in the L2D.",
	  "L2 Data Cache",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D, not set restricted; not in PMD10-15; duplicated counters PMD4-9 only (type C/F/S)",
	  "L2D model fed by L1D misses, FP loads, stores, semaphores, lfetch",
	  "Table 4-42 (line 2738) says N/N/N; the catalogue takes Y/Y/Y, which Tables 4-19 and 4-30 and the page agree on; page IAR/DAR/OPC=Y/Y/Y; sect-table(line 2210) IAR/DAR/OPC=Y/Y/Y; sect-table(line 2314) IAR/DAR/OPC=Y/Y/Y",
	  NULL, 0 },
	{ "ER_MEM_READ_OUT_HI", 0xb4, -1, false, false, false, 2, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2739, 3540,
	  "Outstanding Memory Read Transactions (upper 2 bits)",
	  "Outstanding memory RD transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_MEM_READ_OUT_LO", 0xb5, -1, false, false, false, 7, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2740, 3548,
	  "Outstanding Memory Read Transactions (lower 3 bits)",
	  "Outstanding memory RD transactions",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_SNOOPQ_REQ_HI", 0xb6, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2741, 3580,
	  "Outstanding Snoops (upper bit)",
	  "ER Snoop Queue Requests (most significant bit of 4-bit count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "page max_inc=2",
	  NULL, 0 },
	{ "ER_SNOOPQ_REQ_LO", 0xb7, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2742, 3588,
	  "Outstanding Snoops (lower 3 bits)",
	  "ER Snoop Queue Requests (least significant three bits of 4-bit count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_BRQ_LIVE_REQ_HI", 0xb8, -1, false, false, false, 2, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2743, 3516,
	  "BRQ Live Requests (upper two bits)",
	  "BRQ Live Requests (two most-significant-bit of the 5-bit outstanding BRQ request count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_BRQ_LIVE_REQ_LO", 0xb9, -1, false, false, false, 7, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2744, 3524,
	  "BRQ Live Requests (lower three bits)",
	  "BRQ Live Requests (three least-significant-bit of the 5-bit outstanding BRQ request count)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_BRQ_REQ_INSERTED", 0xba, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2745, 3532,
	  "BRQ Requests Inserted",
	  "BRQ Requests Inserted",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_BKSNP_ME_ACCEPTED", 0xbb, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2746, 3506,
	  "Backsnoop Me Accepted",
	  "BacksnoopMe Requests accepted into the BRQ from the L2d (used by the L2d to get itself out of potential forward progress situations)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "page max_inc=2",
	  NULL, 0 },
	{ "ER_REJECT_ALL_L1_REQ", 0xbc, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2747, 3556,
	  "Reject All L1 Requests",
	  "Number of cycles in which the BRQ was rejecting all L1i/L1d requests (for the \"Big Hammer\" forward progress logic)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_REJECT_ALL_L1D_REQ", 0xbd, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2748, 3564,
	  "Reject All L1D Requests",
	  "Number of cycles in which the BRQ was rejecting all L1d requests (for L1d/L1i forward progress)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "ER_REJECT_ALL_L1I_REQ", 0xbe, -1, false, false, false, 1, EV_TYPE_C, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2749, 3572,
	  "Reject All L1I Requests",
	  "Number of cycles in which the BRQ was rejecting all L1i requests (for L1d/L1i forward progress)",
	  "Front-Side Bus",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S); .all ignored (counts as if .all=1)",
	  "external request logic queues; memory latency",
	  "",
	  NULL, 0 },
	{ "L1DTLB_TRANSFER", 0xc0, -1, true, true, true, 1, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, 0, -1, 2750, 3849,
	  "L1DTLB Misses that Hit in the L2DTLB for Accesses Counted in L1D_READS",
	  "L1DTLB misses that hit in the L2DTLB for accesses counted in L1D_READS",
	  "TLB/L1D Cache Set 0",
	  "",
	  "L1D set 0 (PMC5 must hold a set-0 event)",
	  "L1D / DTLB model + address assumptions",
	  "",
	  NULL, 0 },
	{ "L2DTLB_MISSES", 0xc1, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, 0, -1, 2751, 4002,
	  "L2DTLB Misses",
	  "L2DTLB Misses",
	  "TLB/L1D Cache Set 0",
	  "",
	  "L1D set 0 (PMC5 must hold a set-0 event)",
	  "L1D / DTLB model + address assumptions",
	  "",
	  NULL, 0 },
	{ "L1D_READS_SET0", 0xc2, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MEMORY,
	  0xfff0, 0, -1, 2752, 3857,
	  "L1 Data Cache Reads (Set 0)",
	  "L1 Data Cache Reads",
	  "L1 Data Cache/L1D Cache Set 0",
	  "",
	  "L1D set 0 (PMC5 must hold a set-0 event)",
	  "integer cacheable loads+ld.c+RSE loads, incl. wrong-path, excl. predicated-off",
	  "",
	  NULL, 0 },
	{ "DATA_REFERENCES_SET0", 0xc3, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MEMORY,
	  0xfff0, 0, -1, 2757, 3448,
	  "Data Memory References Issued to Memory Pipeline",
	  "Data memory references issued to memory pipeline",
	  "L1 Data Cache/L1D Cache Set 0",
	  "",
	  "L1D set 0 (PMC5 must hold a set-0 event)",
	  "all memory ops issued incl. wrong-path and RSE, excl. predicated-off and VHPT",
	  "",
	  NULL, 0 },
	{ "L1D_READS_SET1", 0xc4, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MEMORY,
	  0xfff0, 1, -1, 2758, 3865,
	  "L1 Data Cache Reads (Set 1)",
	  "L1 Data Cache Reads",
	  "L1 Data Cache/L1D Cache Set 1",
	  "",
	  "L1D set 1 (PMC5 must hold a set-1 event)",
	  "integer cacheable loads+ld.c+RSE loads, incl. wrong-path, excl. predicated-off",
	  "",
	  NULL, 0 },
	{ "DATA_REFERENCES_SET1", 0xc5, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_A_STAR, PRED_MEMORY,
	  0xfff0, 1, -1, 2759, 3456,
	  "Data Memory References Issued to Memory Pipeline",
	  "Data memory references issued to memory pipeline",
	  "L1 Data Cache/L1D Cache Set 1",
	  "",
	  "L1D set 1 (PMC5 must hold a set-1 event)",
	  "all memory ops issued incl. wrong-path and RSE, excl. predicated-off and VHPT",
	  "",
	  NULL, 0 },
	{ "DATA_DEBUG_REGISTER_MATCHES", 0xc6, -1, true, true, true, 1, EV_TYPE_A, EV_CLASS_C_D, PRED_NO,
	  0xfff0, -1, -1, 2760, 3434,
	  "Data Debug Register Matches Data Address of Memory References.",
	  "Data debug register matches data address of memory reference",
	  "System Events",
	  "",
	  "",
	  "static only if DBR settings are part of the scenario",
	  "",
	  NULL, 0 },
	{ "L1D_READ_MISSES", 0xc7, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, 1, -1, 2761, 3873,
	  "L1 Data Cache Read Misses",
	  "L1 Data Cache Read Misses",
	  "L1 Data Cache/L1D Cache Set 1",
	  "",
	  "L1D set 1 (PMC5 must hold a set-1 event)",
	  "L1D / DTLB model + address assumptions",
	  "",
	  um_l1d_read_misses, 2 },
	{ "DATA_EAR_EVENTS", 0xc8, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2762, 3441,
	  "L1 Data Cache EAR Events",
	  "L1 Data Cache EAR Events",
	  "L1 Data Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "sampling hardware state",
	  "",
	  NULL, 0 },
	{ "DTLB_INSERTS_HPW", 0xc9, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2763, 3471,
	  "Hardware Page Walker Inserts to DTLB",
	  "Hardware Page Walker inserts to DTLB",
	  "TLB",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "hardware page walker; depends on OS page tables and VHPT",
	  "page IAR/DAR/OPC=N/N/N",
	  NULL, 0 },
	{ "BE_L1D_FPU_BUBBLE", 0xca, -1, false, false, false, 1, EV_TYPE_A, EV_CLASS_B_C, PRED_MODEL,
	  0xfff0, 2, -1, 2764, 2898,
	  "Full Pipe Bubbles in Main Pipe due to FP or L1D Cache",
	  "Full pipe bubbles in main pipe due to FP or L1 dcache",
	  "Stall Events/L1D Cache Set 2",
	  "",
	  "L1D set 2 (PMC5 must hold a set-2 event)",
	  "FPU: 0, no FPU assists modelled; ALL, L1D, L1D_L2BPRESS, L1D_TLB, L1D_HPW: the "
	  "cycles the L1D holds the pipeline for busy fill entries or a saturated bus, an "
	  "L1DTLB transfer, a page walk (docs/memory.md, section 5), ALL and L1D taking "
	  "the causes below as none. The seed gives those a line each and no more: "
	  "L1D_FULLSTBUF and L1D_STBUFRECIR, no store buffer size, drain rate or cancel "
	  "rule; L1D_PIPE_RECIRC, L1D_FILLCONF, L1D_LDCONF and L1D_LDCHK, not which "
	  "accesses recirculate or conflict (with a returning fill, in architectural or "
	  "check-load order) nor for how long; L1D_AR_CR, not which ar/cr accesses the "
	  "L1D stalls for (the core's AR/CR latencies are BE_EXE_BUBBLE.ARCR); L1D_NAT, "
	  "a speculative load's deferred fault, known only at run time; L1D_NATCONF, not "
	  "how long a st8.spill's UNAT update is pending",
	  "",
	  um_be_l1d_fpu_bubble, 15 },
	{ "L2D_MISSES", 0xcb, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2765, 4150,
	  "L2D Misses",
	  "An L2D miss has been issued to the L3, does not include secondary misses.",
	  "L2 Data Cache",
	  "",
	  "L2D, not set restricted; not in PMD10-15; duplicated counters PMD4-9 only (type C/F/S)",
	  "L2D model fed by L1D misses, FP loads, stores, semaphores, lfetch",
	  "type blank in Table 4-42 (line 2765); F from the event page",
	  NULL, 0 },
	{ "LOADS_RETIRED", 0xcd, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_A_STAR, PRED_EXACT,
	  0xfff0, 3, -1, 2766, 4576,
	  "Retired Loads",
	  "Retired Loads",
	  "Instruction Execution/L1D Cache Set 3",
	  "",
	  "L1D set 3 (PMC5 must hold a set-3 event)",
	  "explicit loads exact; ld.c that missed from the walk's ALAT; RSE fills from the RSE model where the walk was followed (entry state: rse_entry_frame, rse_entry_dirty); VHPT/HPW loads not counted",
	  "",
	  NULL, 0 },
	{ "MISALIGNED_LOADS_RETIRED", 0xce, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, 3, -1, 2767, 4609,
	  "Retired Misaligned Load Instructions",
	  "Retired Misaligned Load Instructions",
	  "Instruction Execution/L1D Cache Set 3",
	  "",
	  "L1D set 3 (PMC5 must hold a set-3 event)",
	  "need address alignment assumptions",
	  "",
	  NULL, 0 },
	{ "UC_LOADS_RETIRED", 0xcf, -1, true, true, true, 4, EV_TYPE_A, EV_CLASS_C_D, PRED_NO,
	  0xfff0, 3, -1, 2768, 5126,
	  "Retired Uncacheable Loads",
	  "Retired Uncacheable Loads",
	  "Instruction Execution/L1D Cache Set 3",
	  "",
	  "L1D set 3 (PMC5 must hold a set-3 event)",
	  "need memory attribute of each access (normally 0 for user code)",
	  "",
	  NULL, 0 },
	{ "UC_STORES_RETIRED", 0xd0, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_C_D, PRED_NO,
	  0xfff0, 4, -1, 2769, 5134,
	  "Retired Uncacheable Stores",
	  "Retired Uncacheable Stores",
	  "Instruction Execution/L1D Cache Set 4",
	  "",
	  "L1D set 4 (PMC5 must hold a set-4 event)",
	  "need memory attribute of each access (normally 0 for user code)",
	  "",
	  NULL, 0 },
	{ "STORES_RETIRED", 0xd1, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_A_STAR, PRED_EXACT,
	  0xfff0, 4, -1, 2770, 5007,
	  "Retired Stores",
	  "Retired Stores",
	  "Instruction Execution/L1D Cache Set 4",
	  "",
	  "L1D set 4 (PMC5 must hold a set-4 event)",
	  "explicit stores exact; RSE spills from the RSE model where the walk was followed (entry state: rse_entry_frame, rse_entry_dirty); VHPT stores not counted",
	  "",
	  NULL, 0 },
	{ "MISALIGNED_STORES_RETIRED", 0xd2, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_C, PRED_MEMORY,
	  0xfff0, 4, -1, 2771, 4617,
	  "Retired Misaligned Store Instructions",
	  "Retired Misaligned Store Instructions",
	  "Instruction Execution/L1D Cache Set 4",
	  "",
	  "L1D set 4 (PMC5 must hold a set-4 event)",
	  "need address alignment assumptions",
	  "",
	  NULL, 0 },
	{ "LOADS_RETIRED_INTG", 0xd8, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_A, PRED_EXACT,
	  0xfff0, 6, -1, 2772, 4586,
	  "Integer loads retired",
	  "Integer Loads retired",
	  "Instruction Execution/L1D Cache Set 3",
	  "",
	  "L1D set 6 (PMC5 must hold a set-6 event)",
	  "the LOADS_RETIRED loads of formats M1-M3 (Table 2-7: ldsz, ld8.fill, ld16), exact; ld.c only when it missed the walk's ALAT; not semaphores, FP or RSE loads (L1D_READS_SET0 lists them as other kinds)",
	  "page category says Set 3, page note and Table 4-16 say set 6",
	  NULL, 0 },
	{ "SPEC_LOADS_NATTED", 0xd9, -1, true, true, true, 2, EV_TYPE_A, EV_CLASS_D, PRED_NO,
	  0xfff0, 6, -1, 2773, 4986,
	  "Number of speculative inter loads that are NaT'd",
	  "Speculative loads NAT'd",
	  "Sphdeculation event",
	  "",
	  "L1D set 6 (PMC5 must hold a set-6 event)",
	  "data-, OS- or exception-dependent",
	  "page IAR/DAR/OPC=Y/Y/N",
	  um_spec_loads_natted, 6 },
	{ "L3_INSERTS", 0xda, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2774, 4493,
	  "L3 Cache Lines inserts",
	  "L3 Inserts (allocations)",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); MESI filter PMC[30:27] must be 1111 to count all",
	  "memory model (docs/memory.md 3, 8): the lines an L2D or L2I miss (demand or "
	  "streaming prefetch) that misses L3 allocates there, this core alone; a dirty "
	  "L2D victim that misses L3 is taken as no insert (the page: 'due to a L2 miss "
	  "allocation'); the hardware page walker's own references are not modelled",
	  "sect-table(line 2328) IAR/DAR/OPC=-/-/-",
	  NULL, 0 },
	{ "L3_REFERENCES", 0xdb, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2775, 4544,
	  "L3 References",
	  "L3 References",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model (docs/memory.md 3, 8): every L3 reference of the simulated accesses and fetches (demand and streaming prefetch), this core alone; the hardware page walker's own references (its VHPT reads) are not modelled",
	  "",
	  NULL, 0 },
	{ "L3_MISSES", 0xdc, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2776, 4509,
	  "L3 Misses",
	  "L3 Misses",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model (docs/memory.md 3, 8): every L3 reference of the simulated accesses and fetches (demand and streaming prefetch), this core alone; the hardware page walker's own references (its VHPT reads) are not modelled",
	  "",
	  NULL, 0 },
	{ "L3_READS", 0xdd, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2777, 4516,
	  "L3 Reads",
	  "L3 Reads",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); MESI filter PMC[30:27] must be 1111 to count all",
	  "L3 model (shared by both threads of a core)",
	  "",
	  um_l3_reads, 12 },
	{ "L3_WRITES", 0xde, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2778, 4551,
	  "L3 Writes",
	  "L3 Writes",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); MESI filter PMC[30:27] must be 1111 to count all",
	  "L3 model (shared by both threads of a core)",
	  "",
	  um_l3_writes, 9 },
	{ "L3_LINES_REPLACED", 0xdf, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, -1, 2779, 4501,
	  "L3 Cache Lines Replaced",
	  "L3 Cache Lines Replaced",
	  "L3 Unified Cache",
	  "",
	  "duplicated counters PMD4-9 only (type C/F/S); MESI filter PMC[30:27] must be 1111 to count all",
	  "memory model (docs/memory.md 3, 8): dirty L3 victims of the simulated accesses and fetches, this core alone; clean castouts, which the page says some platforms count, are not",
	  "",
	  NULL, 0 },
	{ "L2D_OZQ_CANCELS0", 0xe0, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C_D, PRED_NO,
	  0x03f0, -1, 0, 2780, 4198,
	  "L2D OZQ Cancels (Specific Reason Set 0)",
	  "L2D OZQ cancels (Set 0)",
	  "L2 Data Cache Set 0",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 0 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "BANK_CONF from the memory model: the L2D hits of one issue group (the core's "
	  "dispersal of the walk) that find an older hit of the group in the same 16-byte "
	  "bank of another line (l2d_banks banks; the seed 2.3.3 gives only '16-byte "
	  "banks'); counted, not timed. The other umasks are unpredictable: conflicts "
	  "inside the L2D's out-of-order pipeline (recirculate issue rate, store matches "
	  "in stages L2A-L2C, ordering, fill returns and write-back reads meeting OzQ "
	  "requests, oversubscription) whose timing the manual does not describe",
	  "section table names it L2D_OZQ_CANCEL0",
	  um_l2d_ozq_cancels0, 16 },
	{ "L2D_OZQ_CANCELS1", 0xe2, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 0, 2781, 4230,
	  "L2D OZQ Cancels (Late or Any)",
	  "L2D OZQ cancels (Set 1)",
	  "L2 Data Cache Set 0",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 0 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: ANY adds every OzQ cancel (L2D_OZQ_CANCELS0's included); the "
	  "late cancels come from speculative L3 bypasses, effective releases and "
	  "acquire/release siblings in one issue group, and the manual says neither which "
	  "operation is cancelled nor how often it retries",
	  "section table names it L2D_OZQ_CANCEL1",
	  um_l2d_ozq_cancels1, 4 },
	{ "L2D_OZQ_FULL", 0xe1, 227, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 0, 2782, 4246,
	  "L2D OZQ Is Full",
	  "L2D OZQ is full",
	  "L2 Data Cache Set 0",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 0 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); not .all capable",
	  "unpredictable: the seed does not say what it counts (the cycles the 32-entry "
	  "OzQ is full, or the times it fills up), nor how the out-of-order L2D retires "
	  "its entries; the core's timing holds an access while all 32 are busy "
	  "(l2d_ozq_entries, l2d_ozq_cycles: docs/memory.md 5) and charges the cycles "
	  "to BE_L1D_FPU_BUBBLE.L1D_L2BPRESS, a model, not a count of this event",
	  "",
	  um_l2d_ozq_full, 1 },
	{ "L2D_BYPASS", 0xe4, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C_D, PRED_NO,
	  0x03f0, -1, 1, 2783, 4023,
	  "Count L2D Bypasses",
	  "Count bypasses",
	  "L2 Data Cache Set 1",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 1 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); L2_DATA1/L2_DATA2 not .all capable",
	  "unpredictable: whether an L2D hit or an L3 return takes a bypass path (L1D to "
	  "L2A, L1W to L2I) instead of the OzQ depends on the OzQ's occupancy and "
	  "arbitration in that cycle, which the manual does not describe (the page names "
	  "only the stages); it counts only bypasses that succeeded",
	  "sect-table(line 2195) max_inc=1",
	  um_l2d_bypass, 3 },
	{ "L2D_OZQ_RELEASE", 0xe5, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 1, 2784, 4260,
	  "Release Ordering Attribute Exists in L2D OZQ",
	  "Clocks with release ordering attribute existed in L2D OZQ",
	  "L2 Data Cache Set 1",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 1 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); not .all capable",
	  "unpredictable: counts clocks an effective release (.rel, or loads and stores "
	  "to the same 4-byte chunk) stays in the OzQ, an occupancy that depends on the "
	  "out-of-order L2D's timing the manual does not describe",
	  "",
	  NULL, 0 },
	{ "L2D_REFERENCES", 0xe6, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, 2, 2785, 4268,
	  "Data Read/Write Access to L2D",
	  "Data read/write access to L2D",
	  "L2 Data Cache Set 2",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 2 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "READS needs L1D model; WRITES ~ retired+wrong-path stores because L1D is write-through (inference, not stated)",
	  "",
	  um_l2d_references, 3 },
	{ "L2D_L3ACCESS_CANCEL", 0xe8, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 3, 2786, 4130,
	  "L2D Access Cancelled by L2D",
	  "Canceled L3 accesses",
	  "L2 Data Cache Set 3",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 3 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); not .all capable",
	  "unpredictable: cancelled speculative L3 bypasses, counted again for each retry "
	  "while the main pipeline stalls (the ANY umask), ER rejects, snoop conflicts "
	  "and dynamic throttling: timing and other agents the manual does not describe",
	  "set-3 table (4-24) names it L2D_L3_ACCESS_CANCEL",
	  um_l2d_l3access_cancel, 8 },
	{ "L2D_OZDB_FULL", 0xe9, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 3, 2791, 4176,
	  "L2D OZ Data Buffer Is Full",
	  "L2D OZ data buffer is full",
	  "L2 Data Cache Set 3",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 3 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: the OzQ data buffer's size and occupancy are not given by the "
	  "manual",
	  "",
	  um_l2d_ozdb_full, 1 },
	{ "L2D_FORCE_RECIRC", 0xea, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, 4, 2792, 4074,
	  "Forced Recirculates",
	  "Forced recirculates",
	  "L2 Data Cache Set 4",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 4 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); TAG_NOTOK/TRAN_PREF/SNP_OR_L3/TAG_OK not .all capable",
	  "SAME_INDEX from the memory model: the L2D misses that find an older miss of "
	  "their issue group (the core's dispersal of the walk) to the same L2D set, "
	  "another line. SECONDARY_READ, _WRITE, _ALL from the core's timing of the "
	  "walk's accesses (docs/memory.md section 5, \"Lines in flight\"): the L2D "
	  "requests that meet a miss to their line still outstanding, reads and writes "
	  "(a semaphore or read-modify-write store on both), given where every access "
	  "was timed at its address, under the instruction qualifiers and --drange "
	  "access by access (under --drange only where no loop was extrapolated: the "
	  "steady state's iterations are at other addresses); as the timing sees "
	  "them, one simulation at a time (a block alone, a loop from its entry): a "
	  "line missed in one block and reached in another before it is back is not "
	  "seen. The split of the same "
	  "misses by where the first one is (L1W: one cycle ahead; OZQ_MISS: in the "
	  "OzQ; FILL_HIT: in the fill buffer; LIMBO: the last two) needs the cycle a "
	  "miss leaves the OzQ for the fill buffer, which the seed does not give; "
	  "RECIRC and FRC_RECIRC take in 'various other conflicts' it does not list; "
	  "TAG_OK is only 'likely identical to L2D_INSERT_HITS'. TAG_NOTOK, TRAN_PREF "
	  "and SNP_OR_L3: in-flight snoops, dynamic throttling into prefetches, L3 "
	  "issue order",
	  "",
	  um_l2d_force_recirc, 14 },
	{ "L2D_ISSUED_RECIRC_OZQ_ACC", 0xeb, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 4, 2793, 4122,
	  "Count Number of Times a Recirculate Issue Was Attempted and Not Preempted",
	  "Counts number of attempted OZQ recirculates back to L1D",
	  "L2 Data Cache Set 4",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 4 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: whether a recirculate is preempted depends on fill, confirm and "
	  "tag updates arriving in the same clock and on older siblings' recirculates "
	  "(one per clock), timing the manual does not describe",
	  "",
	  NULL, 0 },
	{ "L2D_BAD_LINES_SELECTED", 0xec, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 5, 2794, 4010,
	  "Valid Line Replaced When Invalid Line Is Available",
	  "Valid line replaced when invalid line is available",
	  "L2 Data Cache Set 5",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 5 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: depends on the L2D's replacement policy, which the manual does "
	  "not describe (the model's true LRU never replaces a valid line while an "
	  "invalid one is free)",
	  "section table names it L2DBAD_LINES_SELECTED",
	  um_l2d_bad_lines_selected, 1 },
	{ "L2D_STORE_HIT_SHARED", 0xed, -1, true, true, true, 2, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 5, 2795, 4284,
	  "Store Hit a Shared Line",
	  "Store hit a shared line",
	  "L2 Data Cache Set 5",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 5 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: a line is shared only when another core or agent holds it too "
	  "(L2D_FILL_MESI_STATE.S); the model has one core and the others idle",
	  "",
	  um_l2d_store_hit_shared, 1 },
	{ "TAGGED_L2D_RETURN_PORT", 0xee, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, -1, 2796, 0,
	  "Tagged L2D Return Ports 0-3",
	  "Tagged L2D Return Ports 0-3",
	  "",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: the manual gives only the name ('Tagged L2D Return Ports 0-3'), "
	  "no page: which return port an operation takes is not described",
	  "no event page",
	  NULL, 0 },
	{ "L2D_OZQ_ACQUIRE", 0xef, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 6, 2797, 4190,
	  "Acquire Ordering Attribute Exists in L2D OZQ",
	  "Clocks with acquire ordering attribute existed in L2D OZQ",
	  "L2 Data Cache Set 6",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 6 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: counts clocks an acquire stays in the OzQ, an occupancy that "
	  "depends on the out-of-order L2D's timing the manual does not describe",
	  "",
	  NULL, 0 },
	{ "L2D_OPS_ISSUED", 0xf0, -1, true, true, true, 4, EV_TYPE_F, EV_CLASS_C, PRED_MEMORY,
	  0x03f0, -1, 7, 2798, 4158,
	  "Operations Issued By L2D",
	  "Different operations issued by L2D",
	  "L2 Data Cache Set 7",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 7 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); not .all capable",
	  "memory model: each L2D reference is one operation issued (the page: misses "
	  "that later complete count, cancelled ones do not; one the model cancels, a "
	  "bank conflict, completes once recirculated): "
	  "INT_LOAD integer L1D misses and ld16, FP_LOAD, RMW semaphores (and stores "
	  "narrower than l2d_rmw_store_bytes), STORE, LFETCH. OTHER is not predicted: the "
	  "page does not say which non-load, non-store accesses it counts, and the "
	  "candidates (fc, the hardware page walker's VHPT reads) depend on the OS and "
	  "are not modelled",
	  "",
	  um_l2d_ops_issued, 6 },
	{ "L2D_FILLB_FULL", 0xf1, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 7, 2799, 4041,
	  "L2D Fill Buffer Is Full",
	  "L2D Fill buffer is full",
	  "L2 Data Cache Set 7",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 7 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S); not .all capable",
	  "unpredictable: the fill buffer (16 fills, table 2-9) is full when 16 misses "
	  "are outstanding, which depends on when fills return from L3 and memory, timing "
	  "the model does not have",
	  "",
	  um_l2d_fillb_full, 1 },
	{ "L2D_FILL_MESI_STATE", 0xf2, -1, true, true, true, 1, EV_TYPE_F, EV_CLASS_C_D, PRED_MEMORY,
	  0x03f0, -1, 8, 2800, 4055,
	  "L2D Cache Fills with MESI state",
	  "MESI state of L2D fills",
	  "L2 Data Cache Set 8",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 8 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "memory model: one fill per L2D miss that allocates, in the state "
	  "l2d_write_fill_state (stores, semaphores; default M) or l2d_read_fill_state "
	  "(loads, lfetch; default E) gives, E for ld.bias and lfetch.excl (2.7.2: 'ready "
	  "to be modified'); the manual gives no rule, so both are parameters. I and P "
	  "are fills that met an in-flight snoop (the page's note), which only another "
	  "core or agent makes: not statically predictable",
	  "page IAR/DAR/OPC=N/N/N",
	  um_l2d_fill_mesi_state, 5 },
	{ "L2D_VICTIMB_FULL", 0xf3, -1, false, false, false, 1, EV_TYPE_F, EV_CLASS_D, PRED_NO,
	  0x03f0, -1, 8, 2801, 4299,
	  "L2D Victim Buffer Is Full",
	  "L2D victim buffer is full",
	  "L2 Data Cache Set 8",
	  "",
	  "PMD4-9 only (ER/SI/L2D code range); L2D set 8 (set chosen by PMC4 for PMD4/5/8 or PMC6 for PMD6/7/9); duplicated counters PMD4-9 only (type C/F/S)",
	  "unpredictable: the victim buffer's size and how fast it drains to L3 are not "
	  "given by the manual",
	  "",
	  um_l2d_victimb_full, 1 },
};

#define NEVENTS (sizeof table / sizeof table[0])

size_t ev_count(void)
{
	return NEVENTS;
}

const struct ev_event *ev_at(size_t i)
{
	return i < NEVENTS ? &table[i] : NULL;
}

const struct ev_event *ev_find(const char *name)
{
	for (size_t i = 0; i < NEVENTS; i++)
		if (strcasecmp(table[i].name, name) == 0)
			return &table[i];
	/* the name of its page, where that differs (ETB_EVENT, ...) */
	for (size_t i = 0; i < NEVENTS; i++)
		if (table[i].page_name[0] &&
		    strcasecmp(table[i].page_name, name) == 0)
			return &table[i];
	return NULL;
}

const struct ev_umask *ev_find_umask(const struct ev_event *ev,
				     const char *umask)
{
	for (size_t i = 0; i < ev->n_umasks; i++)
		if (strcasecmp(ev->umasks[i].name, umask) == 0)
			return &ev->umasks[i];
	return NULL;
}

/* libpfm's spelling of a umask: the manual's with every '.' as '_'. */
static bool flat_umask_eq(const char *umask, const char *s)
{
	for (; *umask && *s; umask++, s++) {
		char a = *umask == '.' ? '_' : *umask;
		char b = *s;
		if (a >= 'a' && a <= 'z')
			a = (char)(a - 'a' + 'A');
		if (b >= 'a' && b <= 'z')
			b = (char)(b - 'a' + 'A');
		if (a != b)
			return false;
	}
	return !*umask && !*s;
}

bool ev_lookup(const char *name, const struct ev_event **evp,
	       const struct ev_umask **ump)
{
	const struct ev_event *ev;
	const struct ev_umask *um = NULL;
	const char *dot = strchr(name, '.');

	if (dot) {
		char evname[64];
		size_t n = (size_t)(dot - name);
		if (n >= sizeof evname)
			return false;
		memcpy(evname, name, n);
		evname[n] = '\0';
		if (!(ev = ev_find(evname)) ||
		    !(um = ev_find_umask(ev, dot + 1)))
			return false;
	} else if (!(ev = ev_find(name))) {
		/* libpfm: EVENT_UMASK, the longest event name that fits */
		size_t best = 0;
		for (size_t i = 0; i < NEVENTS; i++) {
			size_t n = strlen(table[i].name);
			if (n <= best || strncasecmp(table[i].name, name, n) != 0 ||
			    name[n] != '_')
				continue;
			for (size_t k = 0; k < table[i].n_umasks; k++)
				if (flat_umask_eq(table[i].umasks[k].name,
						  name + n + 1)) {
					ev = &table[i];
					um = &table[i].umasks[k];
					best = n;
					break;
				}
		}
		if (!ev)
			return false;
	}
	if (evp)
		*evp = ev;
	if (ump)
		*ump = um;
	return true;
}

static int fail(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err && errlen) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

int ev_parse_request(const char *text, struct ev_request *req,
		     char *err, size_t errlen)
{
	char name[128];
	const char *colon = strchr(text, ':');
	size_t n = colon ? (size_t)(colon - text) : strlen(text);
	const struct ev_event *ev;
	const struct ev_umask *um;
	unsigned threshold = 0;
	bool have_threshold = false;

	if (n == 0)
		return fail(err, errlen, "empty event name");
	if (n >= sizeof name)
		return fail(err, errlen, "unknown event '%.60s...'", text);
	memcpy(name, text, n);
	name[n] = '\0';

	if (!ev_lookup(name, &ev, &um)) {
		char *dot = strchr(name, '.');
		if (dot) {
			*dot = '\0';
			ev = ev_find(name);
			if (ev && ev->n_umasks == 0)
				return fail(err, errlen,
					    "event %s has no unit masks",
					    ev->name);
			if (ev)
				return fail(err, errlen,
					    "event %s has no unit mask '%s'",
					    ev->name, dot + 1);
			*dot = '.';
		}
		return fail(err, errlen, "unknown event '%s'", name);
	}

	/* modifiers: ":threshold=N", once */
	while (colon) {
		const char *mod = colon + 1;
		const char *next = strchr(mod, ':');
		size_t mlen = next ? (size_t)(next - mod) : strlen(mod);
		char buf[32];
		static const char key[] = "threshold=";

		if (mlen >= sizeof buf)
			mlen = sizeof buf - 1;
		memcpy(buf, mod, mlen);
		buf[mlen] = '\0';
		if (strncasecmp(buf, key, sizeof key - 1) != 0)
			return fail(err, errlen,
				    "unknown modifier '%s' (only threshold=N)",
				    buf);
		if (have_threshold)
			return fail(err, errlen, "threshold given twice");
		const char *num = buf + sizeof key - 1;
		if (num[0] < '0' || num[0] > '7' || num[1] != '\0')
			return fail(err, errlen,
				    "threshold '%s' is not a number from 0 to 7",
				    num);
		threshold = (unsigned)(num[0] - '0');
		have_threshold = true;
		colon = next;
	}
	if (threshold > 0 && ev->max_inc > 0 && threshold >= ev->max_inc)
		return fail(err, errlen,
			    "threshold %u never counts: %s increments by at most %u a cycle",
			    threshold, ev->name, (unsigned)ev->max_inc);
	req->event = ev;
	req->umask = um;
	req->threshold = threshold;
	return 0;
}

enum ev_pred ev_request_pred(const struct ev_request *req)
{
	return req->umask ? req->umask->pred : req->event->pred;
}

bool ev_pred_predicted(enum ev_pred p)
{
	return p == PRED_EXACT || p == PRED_MODEL || p == PRED_MEMORY;
}

char *ev_full_name(const struct ev_event *ev, const struct ev_umask *um,
		   char *buf, size_t len)
{
	if (um)
		snprintf(buf, len, "%s.%s", ev->name, um->name);
	else
		snprintf(buf, len, "%s", ev->name);
	return buf;
}

const char *ev_type_name(enum ev_type t)
{
	static const char *const names[] = { "A", "C", "F", "S" };
	return (unsigned)t < 4 ? names[t] : "?";
}

const char *ev_class_name(enum ev_class c)
{
	static const char *const names[] = {
		"a", "a*", "b", "b/c", "c", "c/d", "d"
	};
	return (unsigned)c < 7 ? names[c] : "?";
}

const char *ev_pred_name(enum ev_pred p)
{
	static const char *const names[EV_NPRED] = {
		"exact", "model", "memory", "needs-branch", "not-yet",
		"unpredictable"
	};
	return (unsigned)p < EV_NPRED ? names[p] : "?";
}

const char *ev_pred_text(enum ev_pred p)
{
	static const char *const text[EV_NPRED] = {
		"predicted exactly from the code and the path",
		"predicted by the pipeline model",
		"predicted by the memory model where the walk knows the addresses",
		"not predicted: needs a branch-predictor model",
		"not predicted yet (statically predictable)",
		"not statically predictable"
	};
	return (unsigned)p < EV_NPRED ? text[p] : "?";
}

/* ---- FP_OPS_RETIRED ------------------------------------------------------ */

static bool fr_operand(const struct operand *op, int n)
{
	return op->type == OP_REG && op->file == RF_FR && op->regno == n;
}

int ev_fp_ops_weight(const struct insn_form *form, const struct operand *ops,
		     int nops)
{
	static const struct { const char *row; int ops; } weights[] = {
		{"fprcpa", 2}, {"fprsqrta", 2}, {"fpmpy", 2}, {"fpmax", 2},
		{"fpamin", 2}, {"fpamax", 2}, {"fpcmp", 2}, {"fpcvt", 2},
		{"fmpy", 1}, {"fadd", 1}, {"fsub", 1}, {"frcpa", 1},
		{"frsqrta", 1}, {"fmin", 1}, {"fmax", 1}, {"famin", 1},
		{"famax", 1}, {"fpmin", 1}, {"fcvt", 1}, {"fcmp", 1},
	};
	const char *name = form->desc->name;
	if (name[0] != 'f')
		return 0;	/* every row below is an f... */
	/* f1 = f3 * f4 + f2: f2 = f0 (no add) or f4 = f1 (no multiply) */
	bool degenerate = nops == 4 && (fr_operand(&ops[3], 0) || fr_operand(&ops[2], 1));
	if (strcmp(name, "fpma") == 0 || strcmp(name, "fpms") == 0 ||
	    strcmp(name, "fpnma") == 0)
		return degenerate ? 2 : 4;
	if (strcmp(name, "fma") == 0 || strcmp(name, "fms") == 0 ||
	    strcmp(name, "fnma") == 0)
		return degenerate ? 1 : 2;
	for (size_t i = 0; i < sizeof weights / sizeof weights[0]; i++)
		if (strcmp(name, weights[i].row) == 0)
			return weights[i].ops;
	return 0;
}
