/*
 * tests/unit/test_events.c - the event catalogue (machine/events.c): its
 * size, spot checks against the seed manual
 * (/work/shared/seeds/000_b0bad8aa7d025498.txt; "Lnnnn" is a line of that
 * file), lookups and request parsing.
 */
#include "unit.h"
#include "../../machine/events.h"

static const struct ev_event *must_find(const char *name)
{
	const struct ev_event *ev = ev_find(name);
	if (!ev)
		fail_msg("no event %s", name);
	return ev;
}

static const struct ev_umask *must_umask(const struct ev_event *ev,
					 const char *name)
{
	const struct ev_umask *um = ev_find_umask(ev, name);
	if (!um)
		fail_msg("no umask %s.%s", ev->name, name);
	return um;
}

/* Table 4-42 (L2602-L2801) has 171 rows; every name is unique, every
 * umask name unique within its event, every umask value fits its care
 * mask, and the line numbers point into chapter 4. */
static void catalogue_has_171_events(void **state)
{
	(void)state;
	assert_int_equal(ev_count(), 171);
	assert_null(ev_at(171));
	for (size_t i = 0; i < ev_count(); i++) {
		const struct ev_event *ev = ev_at(i);
		assert_non_null(ev->name);
		assert_ptr_equal(ev_find(ev->name), ev);
		assert_true(ev->seed_line >= 2602 && ev->seed_line <= 2801);
		assert_true(ev->page_line == 0 ||
			    (ev->page_line > 2801 && ev->page_line < 5143));
		assert_true((ev->pmc_mask & ~0xfff0u) == 0);
		assert_true(ev->pmc_mask != 0);
		assert_true((ev->umasks == NULL) == (ev->n_umasks == 0));
		for (size_t k = 0; k < ev->n_umasks; k++) {
			const struct ev_umask *u = &ev->umasks[k];
			assert_ptr_equal(ev_find_umask(ev, u->name), u);
			assert_int_equal(u->value & ~u->care, 0);
			assert_true(u->bits_text[0] == 'b');
			assert_true(u->seed_line > ev->page_line);
		}
		/* Table 4-42 is ordered by code, but for L2D_OZQ_FULL
		 * (0xe1 0xe3), listed after L2D_OZQ_CANCELS1 (0xe2, L2781) */
		if (i > 0 && ev->alt_code < 0 && ev_at(i - 1)->alt_code < 0)
			assert_true(ev_at(i - 1)->code <= ev->code);
	}
}

/* Only PMD10 counts CYCLES_HALTED (L1126, L2368); its max increment is 1
 * in Table 4-33 (L2368) and on its page (L3419), 7 in Table 4-42 (L2623). */
static void cycles_halted(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("CPU_OP_CYCLES_HALTED");
	assert_int_equal(ev->code, 0x18);
	assert_int_equal(ev->pmc_mask, 1u << 10);
	assert_int_equal(ev->max_inc, 1);
	assert_int_equal(ev->type, EV_TYPE_C);
	assert_int_equal(ev->pred, PRED_NO);
}

/* BACK_END_BUBBLE: 0x00, N/N/N, 1, A (L2605); umasks ALL bxx00, FE bxx01,
 * L1D_FPU_RSE bxx10 (L2835-L2837); bxx11 counts nothing (L2838). */
static void back_end_bubble(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("BACK_END_BUBBLE");
	assert_int_equal(ev->code, 0x00);
	assert_false(ev->iar || ev->dar || ev->opc);
	assert_int_equal(ev->max_inc, 1);
	assert_int_equal(ev->type, EV_TYPE_A);
	assert_int_equal(ev->n_umasks, 3);
	const struct ev_umask *fe = must_umask(ev, "FE");
	assert_string_equal(fe->bits_text, "bxx01");
	assert_int_equal(fe->value, 1);
	assert_int_equal(fe->care, 3);
	assert_int_equal(fe->seed_line, 2836);
	assert_null(ev_find_umask(ev, "---"));
	assert_int_equal(ev->pmc_mask, 0xfff0);
	assert_int_equal(ev->pred, PRED_MODEL);
	assert_int_equal(ev->sclass, EV_CLASS_B_C);
}

/* IA64_INST_RETIRED and IA64_TAGGED_INST_RETIRED share 0x08, Y/N/Y, 6, A
 * (L2612, L2613); THIS = bxx00 (L3725); IBRP3_PMC34_35 = bxx11 (L3741). */
static void retired_instructions(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("IA64_INST_RETIRED");
	const struct ev_event *tag = must_find("IA64_TAGGED_INST_RETIRED");
	assert_int_equal(ev->code, 0x08);
	assert_int_equal(tag->code, 0x08);
	assert_true(ev->iar && !ev->dar && ev->opc);
	assert_int_equal(ev->max_inc, 6);
	assert_int_equal(ev->pred, PRED_EXACT);
	assert_int_equal(must_umask(ev, "THIS")->value, 0);
	const struct ev_umask *u = must_umask(tag, "IBRP3_PMC34_35");
	assert_int_equal(u->value, 3);
	assert_int_equal(u->care, 3);
}

/* BE_L1D_FPU_BUBBLE: 0xca, L1D set 2 (L2901, Table 4-13 L2115); FPU =
 * b0001 (L2910), b0110 is undefined (L2915), L1D_NATCONF = b1111 (L2928).
 * FPU stalls come from the pipeline model, the rest needs a cache model. */
static void l1d_fpu_bubble(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("BE_L1D_FPU_BUBBLE");
	assert_int_equal(ev->code, 0xca);
	assert_int_equal(ev->l1d_set, 2);
	assert_int_equal(ev->l2d_set, -1);
	assert_int_equal(ev->n_umasks, 15);
	assert_int_equal(must_umask(ev, "FPU")->value, 1);
	assert_int_equal(must_umask(ev, "FPU")->pred, PRED_MODEL);
	assert_int_equal(must_umask(ev, "L1D_NATCONF")->value, 15);
	/* the L1D's holds the memory model times (docs/memory.md, section 5);
	 * the store buffer's and the recirculations' are not predictable:
	 * the seed gives them a line each, no sizes, rules or times */
	assert_int_equal(must_umask(ev, "L1D")->pred, PRED_MODEL);
	assert_int_equal(must_umask(ev, "L1D_L2BPRESS")->pred, PRED_MODEL);
	assert_int_equal(must_umask(ev, "L1D_TLB")->pred, PRED_MODEL);
	assert_int_equal(must_umask(ev, "L1D_HPW")->pred, PRED_MODEL);
	assert_int_equal(must_umask(ev, "L1D_FULLSTBUF")->pred, PRED_NO);
	assert_int_equal(must_umask(ev, "L1D_NATCONF")->pred, PRED_NO);
	assert_int_equal(ev->pred, PRED_MODEL);
}

/* SYLL_NOT_DISPERSED: 0x4e, Y/N/N, 5 (L2650); EXPL bxxx1 ... MLX b1xxx,
 * ALL b1111 (L5025-L5029). */
static void syll_not_dispersed(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("SYLL_NOT_DISPERSED");
	assert_int_equal(ev->code, 0x4e);
	assert_true(ev->iar && !ev->dar && !ev->opc);
	assert_int_equal(ev->max_inc, 5);
	const struct ev_umask *mlx = must_umask(ev, "MLX");
	assert_int_equal(mlx->value, 8);
	assert_int_equal(mlx->care, 8);
	assert_int_equal(mlx->seed_line, 5028);
	assert_int_equal(must_umask(ev, "ALL")->value, 15);
	for (size_t k = 0; k < ev->n_umasks; k++)
		assert_int_equal(ev->umasks[k].pred, PRED_MODEL);
}

/* BR_MISPRED_DETAIL: 0x5b, Y/N/Y, 3 (L2661); 16 umasks, NRETIND.ALL_PRED =
 * b1100 (L3004).  ALL_PRED umasks count retired branches by type: exact;
 * the others need a branch predictor. */
static void br_mispred_detail(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("BR_MISPRED_DETAIL");
	assert_int_equal(ev->code, 0x5b);
	assert_int_equal(ev->n_umasks, 16);
	assert_int_equal(ev->max_inc, 3);
	const struct ev_umask *u = must_umask(ev, "NRETIND.ALL_PRED");
	assert_int_equal(u->value, 12);
	assert_int_equal(u->pred, PRED_EXACT);
	assert_int_equal(must_umask(ev, "IPREL.WRONG_PATH")->pred,
			 PRED_NEEDS_BRANCH);
}

/* FP_FLUSH_TO_ZERO uses umask bit 16 only: FTZ_Real b0, FTZ_Poss b1
 * (L3684-L3686). */
static void one_bit_umask(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("FP_FLUSH_TO_ZERO");
	const struct ev_umask *u = must_umask(ev, "ftz_poss");
	assert_string_equal(u->name, "FTZ_Poss");
	assert_string_equal(u->bits_text, "b1");
	assert_int_equal(u->value, 1);
	assert_int_equal(u->care, 1);
}

/* L2D_OZQ_FULL has two codes, 0xe1 and 0xe3 (L2782), L2D set 0 (Table
 * 4-21, L2229). */
static void l2d_events(void **state)
{
	(void)state;
	const struct ev_event *ev = must_find("L2D_OZQ_FULL");
	assert_int_equal(ev->code, 0xe1);
	assert_int_equal(ev->alt_code, 0xe3);
	assert_int_equal(ev->l2d_set, 0);
	assert_int_equal(ev->pmc_mask, 0x03f0);
	/* L2D_REFERENCES: set 2 (Table 4-23, L2250), PMD4-9 only (L2179) */
	ev = must_find("L2D_REFERENCES");
	assert_int_equal(ev->l2d_set, 2);
	assert_int_equal(ev->pmc_mask, 0x03f0);
	/* L2D_INSERT_HITS: N/N/N in Table 4-42 (L2738), Y/Y/Y in Tables 4-19
	 * (L2210) and 4-30 (L2314) and on its page (L4109) */
	ev = must_find("L2D_INSERT_HITS");
	assert_true(ev->iar && ev->dar && ev->opc);
	assert_int_equal(ev->l2d_set, -1);
	/* L2D_MISSES: type blank in Table 4-42 (L2765), F on its page */
	assert_int_equal(must_find("L2D_MISSES")->type, EV_TYPE_F);
	/* SI_L3T_TRACE_CACHE: max inc "n/a", no page (L2715) */
	ev = must_find("SI_L3T_TRACE_CACHE");
	assert_int_equal(ev->max_inc, 0);
	assert_int_equal(ev->page_line, 0);
	/* LOADS_RETIRED_INTG is L1D set 6 (Table 4-16, L2140; L4592) */
	assert_int_equal(must_find("LOADS_RETIRED_INTG")->l1d_set, 6);
	/* CPU_OP_CYCLES is C but counts in either kind of counter (L1880) */
	assert_int_equal(must_find("CPU_OP_CYCLES")->pmc_mask, 0xfff0);
	assert_int_equal(must_find("BUS_ALL")->pmc_mask, 0x03f0);
}

static void lookup(void **state)
{
	(void)state;
	const struct ev_event *ev;
	const struct ev_umask *um;

	assert_true(ev_lookup("back_end_bubble", &ev, &um));
	assert_string_equal(ev->name, "BACK_END_BUBBLE");
	assert_null(um);
	assert_true(ev_lookup("Back_End_Bubble.fe", &ev, &um));
	assert_string_equal(um->name, "FE");
	/* umask names with a dot of their own */
	assert_true(ev_lookup("BR_MISPRED_DETAIL.ALL.ALL_PRED", &ev, &um));
	assert_int_equal(um->value, 0);
	/* libpfm's flat spelling */
	assert_true(ev_lookup("BR_MISPRED_DETAIL_RETURN_WRONG_PATH", &ev, &um));
	assert_string_equal(ev->name, "BR_MISPRED_DETAIL");
	assert_string_equal(um->name, "RETURN.WRONG_PATH");
	assert_true(ev_lookup("BE_L1D_FPU_BUBBLE_L1D_TLB", &ev, &um));
	assert_string_equal(um->name, "L1D_TLB");
	/* an event whose name looks like EVENT_UMASK is the event */
	assert_true(ev_lookup("RSE_DIRTY_REGS_6", &ev, &um));
	assert_null(um);
	assert_true(ev_lookup("L1D_READS_SET0", &ev, &um));
	assert_null(um);

	assert_false(ev_lookup("NO_SUCH_EVENT", &ev, &um));
	assert_false(ev_lookup("BACK_END_BUBBLE.NOPE", &ev, &um));
	assert_false(ev_lookup("BACK_END_BUBBLE.", &ev, &um));
	assert_false(ev_lookup("BACK_END_BUBBLE_", &ev, &um));
	assert_false(ev_lookup("", &ev, &um));
	assert_null(ev_find("BACK_END"));
	/* page names that differ from Table 4-42's: ETB_EVENT (L3596) */
	assert_string_equal(ev_find("etb_event")->name, "BRANCH_EVENT");
	assert_string_equal(ev_find("THREAD_SWITCH_STALL")->name,
			    "THREAD_SWITCH_STALLS");
	assert_true(ev_lookup("THREAD_SWITCH_STALL.GTE_4096", &ev, &um));
	assert_int_equal(um->value, 10);

	char buf[80];
	assert_string_equal(ev_full_name(ev_find("BE_FLUSH_BUBBLE"),
					 ev_find_umask(ev_find("BE_FLUSH_BUBBLE"),
						       "xpn"), buf, sizeof buf),
			    "BE_FLUSH_BUBBLE.XPN");
}

static void parse_requests(void **state)
{
	(void)state;
	struct ev_request r;
	char err[160];

	assert_int_equal(ev_parse_request("IA64_INST_RETIRED", &r, err,
					  sizeof err), 0);
	assert_string_equal(r.event->name, "IA64_INST_RETIRED");
	assert_null(r.umask);
	assert_int_equal(r.threshold, 0);
	assert_int_equal(ev_request_pred(&r), PRED_EXACT);
	assert_true(ev_pred_predicted(ev_request_pred(&r)));

	assert_int_equal(ev_parse_request("be_exe_bubble.grall:threshold=0",
					  &r, err, sizeof err), 0);
	assert_string_equal(r.umask->name, "GRALL");

	assert_int_equal(ev_parse_request("INST_DISPERSED:THRESHOLD=3", &r,
					  err, sizeof err), 0);
	assert_int_equal(r.threshold, 3);
	assert_int_equal(ev_request_pred(&r), PRED_MODEL);

	assert_int_equal(ev_parse_request("BE_FLUSH_BUBBLE.XPN", &r, err,
					  sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_NO);
	assert_false(ev_pred_predicted(ev_request_pred(&r)));

	assert_int_equal(ev_parse_request("L2D_MISSES", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MEMORY);
	assert_true(ev_pred_predicted(ev_request_pred(&r)));
	/* an instruction prefetch may replace a dirty L3 line: predicted
	 * since the memory model has the streaming prefetcher */
	assert_int_equal(ev_parse_request("L3_LINES_REPLACED", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MEMORY);
	/* and so are the lines L2 misses allocate in L3 */
	assert_int_equal(ev_parse_request("L3_INSERTS", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MEMORY);
	/* the RSE's fills go through the memory model's caches */
	assert_int_equal(ev_parse_request("L1D_READ_MISSES.RSE_FILL", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MEMORY);
	/* the RSE's references and registers: its model, from the entry
	 * state the parameters give; its stalls are not predicted */
	assert_int_equal(ev_parse_request("RSE_REFERENCES_RETIRED.LOAD", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MODEL);
	assert_int_equal(ev_parse_request("RSE_DIRTY_REGS_6", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_MODEL);
	assert_int_equal(ev_parse_request("BE_RSE_BUBBLE.OVERFLOW", &r, err, sizeof err), 0);
	assert_false(ev_pred_predicted(ev_request_pred(&r)));
	/* whether a fetch hits the ISB in time is a question of time */
	assert_int_equal(ev_parse_request("L1I_FETCH_ISB_HIT", &r, err, sizeof err), 0);
	assert_int_equal(ev_request_pred(&r), PRED_NO);
}

static void parse_errors(void **state)
{
	(void)state;
	struct ev_request r;
	char err[160];

#define BAD(text, msg) do { \
		assert_int_equal(ev_parse_request(text, &r, err, sizeof err), -1); \
		assert_string_equal(err, msg); \
	} while (0)
	BAD("", "empty event name");
	BAD(":threshold=1", "empty event name");
	BAD("NOT_AN_EVENT", "unknown event 'NOT_AN_EVENT'");
	BAD("BACK_END_BUBBLE.NOPE", "event BACK_END_BUBBLE has no unit mask 'NOPE'");
	BAD("BACK_END_BUBBLE.", "event BACK_END_BUBBLE has no unit mask ''");
	BAD("NOPS_RETIRED.ALL", "event NOPS_RETIRED has no unit masks");
	BAD("INST_DISPERSED:thresh=1",
	    "unknown modifier 'thresh=1' (only threshold=N)");
	BAD("INST_DISPERSED:threshold=8",
	    "threshold '8' is not a number from 0 to 7");
	BAD("INST_DISPERSED:threshold=", "threshold '' is not a number from 0 to 7");
	BAD("INST_DISPERSED:threshold=x1",
	    "threshold 'x1' is not a number from 0 to 7");
	BAD("INST_DISPERSED:threshold=1:threshold=2", "threshold given twice");
	BAD("INST_DISPERSED:", "unknown modifier '' (only threshold=N)");
	/* INST_DISPERSED increments by at most 6 a cycle (L2649) */
	BAD("INST_DISPERSED:threshold=6",
	    "threshold 6 never counts: INST_DISPERSED increments by at most 6 a cycle");
	BAD("CPU_OP_CYCLES.ALL:threshold=1",
	    "threshold 1 never counts: CPU_OP_CYCLES increments by at most 1 a cycle");
#undef BAD
	/* a NULL error buffer is allowed */
	assert_int_equal(ev_parse_request("X", &r, NULL, 0), -1);
	/* a very long name */
	char lng[300];
	memset(lng, 'A', sizeof lng - 1);
	lng[sizeof lng - 1] = '\0';
	assert_int_equal(ev_parse_request(lng, &r, err, sizeof err), -1);
}

/* The events the lead predicts (issue 4), and nothing else. */
static void predicted_set(void **state)
{
	(void)state;
	static const char *const exact[] = {
		"IA64_INST_RETIRED", "NOPS_RETIRED", "PREDICATE_SQUASHED_RETIRED",
		"LOADS_RETIRED", "LOADS_RETIRED_INTG", "STORES_RETIRED",
		"FP_OPS_RETIRED", "RSE_EVENT_RETIRED", "SERIALIZATION_EVENTS",
		"INST_CHKA_LDC_ALAT", "IA64_TAGGED_INST_RETIRED",
		"BR_MISPRED_DETAIL", "INST_FAILED_CHKA_LDC_ALAT"
	};
	static const char *const model[] = {
		"INST_DISPERSED", "SYLL_NOT_DISPERSED", "DISP_STALLED",
		"CPU_OP_CYCLES", "BACK_END_BUBBLE", "BE_EXE_BUBBLE", "BE_L1D_FPU_BUBBLE",
		"BE_FLUSH_BUBBLE", "ALAT_CAPACITY_MISS", "RSE_REFERENCES_RETIRED",
		"RSE_DIRTY_REGS_6", "RSE_DIRTY_REGS_5_TO_3", "RSE_DIRTY_REGS_2_TO_0",
		"RSE_CURRENT_REGS_6", "RSE_CURRENT_REGS_5_TO_3", "RSE_CURRENT_REGS_2_TO_0",
		"FE_BUBBLE", "FE_LOST_BW", "BE_LOST_BW_DUE_TO_FE", "IDEAL_BE_LOST_BW_DUE_TO_FE"
	};
	size_t nexact = 0, nmodel = 0;
	for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
		assert_int_equal(must_find(exact[i])->pred, PRED_EXACT);
	for (size_t i = 0; i < sizeof model / sizeof model[0]; i++)
		assert_int_equal(must_find(model[i])->pred, PRED_MODEL);
	for (size_t i = 0; i < ev_count(); i++) {
		const struct ev_event *ev = ev_at(i);
		nexact += ev->pred == PRED_EXACT;
		nmodel += ev->pred == PRED_MODEL;
		/* a class-d event is never predicted */
		if (ev->sclass == EV_CLASS_D) {
			assert_int_equal(ev->pred, PRED_NO);
			for (size_t k = 0; k < ev->n_umasks; k++)
				assert_int_equal(ev->umasks[k].pred, PRED_NO);
		}
	}
	assert_int_equal(nexact, sizeof exact / sizeof exact[0]);
	assert_int_equal(nmodel, sizeof model / sizeof model[0]);
	assert_string_equal(ev_pred_name(PRED_NEEDS_BRANCH), "needs-branch");
	assert_string_equal(ev_class_name(EV_CLASS_A_STAR), "a*");
	assert_string_equal(ev_type_name(EV_TYPE_S), "S");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(catalogue_has_171_events),
		cmocka_unit_test(cycles_halted),
		cmocka_unit_test(back_end_bubble),
		cmocka_unit_test(retired_instructions),
		cmocka_unit_test(l1d_fpu_bubble),
		cmocka_unit_test(syll_not_dispersed),
		cmocka_unit_test(br_mispred_detail),
		cmocka_unit_test(one_bit_umask),
		cmocka_unit_test(l2d_events),
		cmocka_unit_test(lookup),
		cmocka_unit_test(parse_requests),
		cmocka_unit_test(parse_errors),
		cmocka_unit_test(predicted_set),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
