/*
 * tests/unit/test_pmu.c - event qualification (machine/pmu.c): opcode
 * matching on real encodings, tag channels, instruction ranges in normal
 * and fine mode, data ranges, the register values, and the error messages.
 *
 * The encodings below were produced by GNU as (binutils 2.40,
 * `ia64-linux-gnu-as -x`) and read back with
 * `ia64-linux-gnu-objcopy -O binary -j .text` and a script that splits each
 * bundle into its template and three 41-bit slots.  The source is
 * ENC_SOURCE; the register values expected are derived by hand from the
 * manual's tables 3-10 to 3-14 (each derivation is in a comment).
 */
#include "unit.h"
#include "../../machine/pmu.h"
#include "../../parser/program.h"

/* bundle 0x00 .mii: */
#define LD8_R14_R32	UINT64_C(0x080c2000380)	/* ld8 r14 = [r32]        (M slot) */
#define ADD_R15_R14_R33	UINT64_C(0x1000211c3c0)	/* add r15 = r14, r33     (A, I slot) */
#define NOP_I		UINT64_C(0x00008000000)	/* nop.i 0                (I slot) */
/* bundle 0x10 .mmi: */
#define ADD_R16_R17_R18	UINT64_C(0x10001222400)	/* add r16 = r17, r18     (A, M slot) */
#define ST8_R34_R15	UINT64_C(0x08cc221e000)	/* st8 [r34] = r15        (M slot) */
#define SHLADD_R19	UINT64_C(0x100915284c0)	/* shladd r19 = r20, 3, r21 (A, I slot) */
/* bundle 0x20 .mfi: */
#define LDFD_F32	UINT64_C(0x0e0c2310800)	/* ldfd f32 = [r35], 8    (M slot) */
#define FMA_D_F33	UINT64_C(0x12112046840)	/* fma.d f33 = f32, f34, f35 (F slot) */
/* bundle 0x30 .mlx: nop.m 0 (0x00008000000), then */
#define MOVL_L		UINT64_C(0x048d159e26a)	/* movl r20 = 0x123456789abcdef0: L */
#define MOVL_X		UINT64_C(0x0cdef2e0500)	/*   and X syllable (major opcode 6) */
/* bundle 0x40 .mib: nop.m 0, nop.i 0, then */
#define BR_RET		UINT64_C(0x00108001100)	/* br.ret.sptk.many b0    (B slot) */
#define NOP_M		UINT64_C(0x00008000000)	/* nop.m 0: the same bits as nop.i */

static const char ENC_SOURCE[] =
	"\t.text\n"
	"\t.proc f\n"
	"f:\n"
	"{ .mii\n\tld8 r14 = [r32]\n\tadd r15 = r14, r33\n\tnop.i 0\n}\n"
	"{ .mmi\n\tadd r16 = r17, r18\n\tst8 [r34] = r15\n\tshladd r19 = r20, 3, r21\n}\n"
	"{ .mfi\n\tldfd f32 = [r35], 8\n\tfma.d f33 = f32, f34, f35\n\tnop.i 0\n}\n"
	"{ .mlx\n\tnop.m 0\n\tmovl r20 = 0x123456789abcdef0\n}\n"
	"g:\n"
	"{ .mib\n\tnop.m 0\n\tnop.i 0\n\tbr.ret.sptk.many b0 ;;\n}\n"
	"\t.endp f\n";

/* add r1 = r2, r3 (A1): major opcode 8 in bits 40:37, x2a=0 (35:34),
 * ve=0 (33), x4=0 (32:29), x2b=0 (28:27).  Compare bits 40:27, ignore the
 * register fields and qp (bits 26:0). */
#define ADD_MATCH	UINT64_C(0x10000000000)
#define ADD_MASK	UINT64_C(0x00007ffffff)

/* Builds a setup from options (NULL-terminated) and finishes it. */
static void setup(struct pmu_setup *q, const struct program *p, const char **opts)
{
	pmu_setup_init(q);
	int argc = 0;
	char *argv[32];
	for (; opts && opts[argc]; argc++)
		argv[argc] = (char *)opts[argc];
	char err[512] = "";
	for (int i = 0; i < argc; i++)
		if (pmu_parse_option(q, argc, argv, &i, err, sizeof err) != 1)
			fail_msg("option %s: %s", argv[i], err);
	struct pmu_program view;
	if (p)
		program_pmu_view(p, &view);
	if (!pmu_setup_finish(q, p ? &view : NULL, err, sizeof err))
		fail_msg("finish: %s", err);
}

/* The message of an option or setup that must fail. */
static const char *setup_error(const struct program *p, const char **opts)
{
	static char err[512];
	struct pmu_setup q;
	pmu_setup_init(&q);
	int argc = 0;
	char *argv[32];
	for (; opts[argc]; argc++)
		argv[argc] = (char *)opts[argc];
	err[0] = '\0';
	for (int i = 0; i < argc; i++) {
		int r = pmu_parse_option(&q, argc, argv, &i, err, sizeof err);
		if (r < 0) {
			pmu_setup_free(&q);
			return err;
		}
		assert_int_equal(r, 1);
	}
	struct pmu_program view;
	if (p)
		program_pmu_view(p, &view);
	bool ok = pmu_setup_finish(&q, p ? &view : NULL, err, sizeof err);
	pmu_setup_free(&q);
	if (ok)
		fail_msg("expected an error");
	return err;
}

/* The template of the bundle that holds in. */
static int template_of(const struct program *p, const struct asm_insn *in)
{
	const struct asm_bundle *b = program_insn_bundle(p, in);
	return b ? b->template_number : -1;
}

/* Tag(IBRChnl 0) of in. */
static bool tag0(const struct pmu_setup *q, const struct program *p,
		 const struct asm_insn *in)
{
	return pmu_insn_tag(q, template_of(p, in), in, 0);
}

static struct program *assemble(const char *src)
{
	capture_begin();
	struct program *p = program_assemble("q.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	return p;
}

/* ---- opcode matching on encodings ------------------------------------- */

static void defaults_match_everything(void **state)
{
	(void)state;
	struct pmu_setup q;
	setup(&q, NULL, NULL);
	assert_false(pmu_qualifying(&q));
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x030f01ffffffffff));
	assert_int_equal(q.regs[PMU_PMC36], UINT64_C(0xfffffff0));
	assert_int_equal(q.regs[PMU_PMC38], 0xdb6);
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefefe));
	const uint64_t enc[] = {LD8_R14_R32, ADD_R15_R14_R33, FMA_D_F33, BR_RET, MOVL_X};
	const unsigned it[] = {PMU_M, PMU_I, PMU_F, PMU_B, PMU_I};
	for (int ch = 0; ch < 4; ch++)
		for (int k = 0; k < 5; k++)
			assert_true(pmu_channel_tag(q.regs, ch, enc[k], it[k],
						    UINT64_C(0x4000000000001230), 3));
	bool tags[4] = {true, true, true, true};
	assert_int_equal(pmu_mem_constraint(q.regs, tags, false, 0), PMU_YES);
	pmu_setup_free(&q);
}

static void opcode_match_add_by_mask(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* mi: A-type instructions sit in M or I slots (3.3.6.1: bits 51:50 = 11) */
	setup(&q, NULL, (const char *[]){"--opc-match32=mi:0x10000000000:0x7ffffff", NULL});
	/* PMC32 = mask 0x7ffffff | m,i (bits 51,50) | ig_ad (57), inv cleared:
	 * 0x0200000000000000 | 0x000c000000000000 | 0x7ffffff */
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x020c000007ffffff));
	assert_int_equal(q.regs[PMU_PMC33], ADD_MATCH);
	assert_true(q.programmed[PMU_PMC32] && q.programmed[PMU_PMC33]);
	assert_false(q.programmed[PMU_PMC34]);
	/* opcode-only qualification of memory-pipeline events: PMC41 pair 0
	 * cfg_dtag0=01 (IBR/Opc): 0xfe -> 0xee in the low byte */
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefeee));

	assert_true(pmu_opcm_match(q.regs, 0, ADD_R15_R14_R33, PMU_I));
	assert_true(pmu_opcm_match(q.regs, 0, ADD_R16_R17_R18, PMU_M));
	assert_false(pmu_opcm_match(q.regs, 0, SHLADD_R19, PMU_I));	/* x4 = 4 */
	assert_false(pmu_opcm_match(q.regs, 0, LD8_R14_R32, PMU_M));	/* major 4 */
	assert_false(pmu_opcm_match(q.regs, 0, ST8_R34_R15, PMU_M));
	assert_false(pmu_opcm_match(q.regs, 0, NOP_I, PMU_I));
	/* the same bits in an F or B slot do not match: slot type bits */
	assert_false(pmu_opcm_match(q.regs, 0, ADD_R15_R14_R33, PMU_F));
	assert_false(pmu_opcm_match(q.regs, 0, ADD_R15_R14_R33, PMU_B));
	/* matcher 1 untouched: matches everything */
	assert_true(pmu_opcm_match(q.regs, 1, FMA_D_F33, PMU_F));
	/* channels 0 and 2 follow OpCM0, 1 and 3 OpCM1 */
	assert_false(pmu_channel_tag(q.regs, 0, SHLADD_R19, PMU_I, 0, 3));
	assert_false(pmu_channel_tag(q.regs, 2, SHLADD_R19, PMU_I, 0, 3));
	assert_true(pmu_channel_tag(q.regs, 1, SHLADD_R19, PMU_I, 0, 3));
	assert_true(pmu_channel_tag(q.regs, 3, SHLADD_R19, PMU_I, 0, 3));
	assert_true(pmu_channel_tag(q.regs, 0, ADD_R16_R17_R18, PMU_M, 0, 3));
	pmu_setup_free(&q);

	/* only the M slot: the I-slot add no longer matches */
	setup(&q, NULL, (const char *[]){"--opc-match32=m:0x10000000000:0x7ffffff", NULL});
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x0208000007ffffff));
	assert_true(pmu_opcm_match(q.regs, 0, ADD_R16_R17_R18, PMU_M));
	assert_false(pmu_opcm_match(q.regs, 0, ADD_R15_R14_R33, PMU_I));
	pmu_setup_free(&q);
}

static void opcode_match_register_field(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* r1 = r14: bits 12:6 = 14 (0x380); every other bit masked:
	 * mask = 0x1ffffffffff & ~0x1fc0 = 0x1ffffffe03f */
	setup(&q, NULL, (const char *[]){"--opc-match34", "m:0x380:0x1ffffffe03f", NULL});
	assert_int_equal(q.regs[PMU_PMC34], UINT64_C(0x000801ffffffe03f));
	assert_int_equal(q.regs[PMU_PMC35], 0x380);
	assert_true(q.programmed[PMU_PMC34]);
	assert_false(q.programmed[PMU_PMC32]);
	assert_true(pmu_opcm_match(q.regs, 1, LD8_R14_R32, PMU_M));	/* ld8 r14 */
	assert_false(pmu_opcm_match(q.regs, 1, ADD_R16_R17_R18, PMU_M));	/* r16 */
	assert_false(pmu_opcm_match(q.regs, 1, LDFD_F32, PMU_M));	/* f32: r1 field 32 */
	/* channel 1 counts ld8 r14 only; channel 0 still everything */
	assert_true(pmu_channel_tag(q.regs, 1, LD8_R14_R32, PMU_M, 0, 3));
	assert_false(pmu_channel_tag(q.regs, 1, ST8_R34_R15, PMU_M, 0, 3));
	assert_true(pmu_channel_tag(q.regs, 0, ST8_R34_R15, PMU_M, 0, 3));
	pmu_setup_free(&q);
}

static void opcode_match_slot_type_only(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* nop.m 0 and nop.i 0 have the same 41 bits (0x00008000000): only the
	 * slot type tells them apart. */
	assert_int_equal(NOP_M, NOP_I);
	setup(&q, NULL, (const char *[]){"--opc-match32=i:0x8000000:0", NULL});
	assert_true(pmu_opcm_match(q.regs, 0, NOP_I, PMU_I));
	assert_false(pmu_opcm_match(q.regs, 0, NOP_M, PMU_M));
	/* one bit off is not a match when nothing is masked */
	assert_false(pmu_opcm_match(q.regs, 0, NOP_I | 1, PMU_I));
	pmu_setup_free(&q);

	/* no letters: all four slot types (pfmon); MASK all ones: any bits */
	setup(&q, NULL, (const char *[]){"--opc-match32=:0:0x1ffffffffff", NULL});
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x020f01ffffffffff));
	assert_true(pmu_opcm_match(q.regs, 0, BR_RET, PMU_B));
	assert_true(pmu_opcm_match(q.regs, 0, FMA_D_F33, PMU_F));
	pmu_setup_free(&q);

	/* f and b only */
	setup(&q, NULL, (const char *[]){"--opc-match32=bf:0:0x1ffffffffff", NULL});
	assert_int_equal(q.regs[PMU_PMC32] >> 48 & 0xf, 0x3);
	assert_true(pmu_opcm_match(q.regs, 0, BR_RET, PMU_B));
	assert_true(pmu_opcm_match(q.regs, 0, FMA_D_F33, PMU_F));
	assert_false(pmu_opcm_match(q.regs, 0, LD8_R14_R32, PMU_M));
	assert_false(pmu_opcm_match(q.regs, 0, ADD_R15_R14_R33, PMU_I));
	pmu_setup_free(&q);
}

static void pmc36_releases_a_channel(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* OpCM0 matches nothing useful; PMC36.Ch0_ig_OPC=1 lifts it from
	 * channel 0 but channel 2 stays constrained */
	setup(&q, NULL, (const char *[]){"--opc-match32=b:0:0", "--pmc36=0xfffffff1", NULL});
	assert_true(pmu_channel_tag(q.regs, 0, LD8_R14_R32, PMU_M, 0, 3));
	assert_false(pmu_channel_tag(q.regs, 2, LD8_R14_R32, PMU_M, 0, 3));
	assert_true(q.programmed[PMU_PMC36]);
	pmu_setup_free(&q);
}

/* ---- an assembled program ---------------------------------------------- */

static const struct asm_insn *insn_at(const struct program *p, uint64_t off, int slot)
{
	const struct asm_section *s = &p->sections[p->insns[0].section];
	for (size_t b = 0; b < s->nbundles; b++)
		if (s->bundles[b].offset == off)
			return &p->insns[s->bundles[b].insn[slot]];
	fail_msg("no bundle at 0x%llx", (unsigned long long)off);
	return NULL;
}

static void program_encodings_and_types(void **state)
{
	(void)state;
	struct program *p = assemble(ENC_SOURCE);
	struct {
		uint64_t off;
		int slot;
		uint64_t enco;
		unsigned itype;
	} want[] = {
		{0x00, 0, LD8_R14_R32, PMU_M}, {0x00, 1, ADD_R15_R14_R33, PMU_I},
		{0x00, 2, NOP_I, PMU_I}, {0x10, 0, ADD_R16_R17_R18, PMU_M},
		{0x10, 1, ST8_R34_R15, PMU_M}, {0x10, 2, SHLADD_R19, PMU_I},
		{0x20, 0, LDFD_F32, PMU_M}, {0x20, 1, FMA_D_F33, PMU_F},
		{0x30, 0, NOP_M, PMU_M}, {0x30, 1, MOVL_X, PMU_I},
		{0x40, 0, NOP_M, PMU_M}, {0x40, 1, NOP_I, PMU_I}, {0x40, 2, BR_RET, PMU_B},
	};
	for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
		const struct asm_insn *in = insn_at(p, want[k].off, want[k].slot);
		assert_int_equal(pmu_insn_enco(in), want[k].enco);
		assert_int_equal(pmu_insn_itype(template_of(p, in), in), want[k].itype);
	}
	/* the L syllable of movl is what GNU as wrote into slot 1 */
	assert_int_equal(insn_at(p, 0x30, 1)->code.words[0], MOVL_L);

	/* count the adds through channel 0 in the program */
	struct pmu_setup q;
	setup(&q, p, (const char *[]){"--opc-match32=mi:0x10000000000:0x7ffffff", NULL});
	int n = 0;
	for (size_t i = 0; i < p->ninsns; i++)
		n += tag0(&q, p, &p->insns[i]);
	assert_int_equal(n, 2);
	pmu_setup_free(&q);

	/* movl through its X syllable: major opcode 6 in bits 40:37, I type */
	setup(&q, p, (const char *[]){"--opc-match32=i:0x0c000000000:0x01fffffffff", NULL});
	n = 0;
	for (size_t i = 0; i < p->ninsns; i++)
		n += tag0(&q, p, &p->insns[i]);
	assert_int_equal(n, 1);
	assert_true(tag0(&q, p, insn_at(p, 0x30, 1)));
	pmu_setup_free(&q);
	program_free(p);
}

static void symbols_and_base(void **state)
{
	(void)state;
	struct program *p = assemble(ENC_SOURCE);
	struct pmu_setup q;
	/* f+0x10 to g: bundles 0x10-0x30 of .text placed at 0x4000000000010000 */
	setup(&q, p, (const char *[]){"--base", ".text=0x4000000000010000",
				      "--irange=f+0x10-g", NULL});
	assert_int_equal(q.irange[0].start, UINT64_C(0x4000000000010010));
	assert_int_equal(q.irange[0].end, UINT64_C(0x4000000000010040));
	assert_true(q.fine);
	/* fine: IBR0 = START-16, IBR4 = END, masks bits 55:16 with plm=8 */
	assert_int_equal(q.regs[PMU_IBR0], UINT64_C(0x4000000000010000));
	assert_int_equal(q.regs[PMU_IBR0 + 4], UINT64_C(0x4000000000010040));
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08ffffffffff0000));
	assert_int_equal(q.regs[PMU_IBR0 + 5], UINT64_C(0x08ffffffffff0000));
	int n = 0;
	for (size_t i = 0; i < p->ninsns; i++)
		n += tag0(&q, p, &p->insns[i]);
	assert_int_equal(n, 8);		/* bundles 0x10, 0x20, 0x30 (movl is one) */
	assert_false(tag0(&q, p, insn_at(p, 0x00, 0)));
	assert_true(tag0(&q, p, insn_at(p, 0x10, 0)));
	assert_true(tag0(&q, p, insn_at(p, 0x30, 0)));
	assert_false(tag0(&q, p, insn_at(p, 0x40, 2)));
	pmu_setup_free(&q);

	/* a .proc by name: its whole extent */
	setup(&q, p, (const char *[]){"--irange=f", NULL});
	assert_int_equal(q.irange[0].start, 0);
	assert_int_equal(q.irange[0].end, 0x50);
	pmu_setup_free(&q);

	assert_string_equal(setup_error(p, (const char *[]){"--irange=f-nosuch", NULL}),
			    "--irange: symbol 'nosuch' is not defined in q.s");
	assert_string_equal(setup_error(p, (const char *[]){"--base=.nosuch=0x1000", NULL}),
			    "--base .nosuch=0x1000: no section .nosuch in q.s");
	program_free(p);
	assert_string_equal(setup_error(NULL, (const char *[]){"--irange=f-g", NULL}),
			    "--irange: symbol 'f' needs the FILE.s that defines it");
}

/* ---- instruction ranges --------------------------------------------------- */

static void normal_mode_widens_to_a_block(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* [0x1040, 0x1100): the smallest aligned power-of-two block holding
	 * 0x1040..0x10ff is 0x1000 + 0x100 (0x1040>>8 == 0x10ff>>8 = 0x10,
	 * but 0x1040>>7 = 0x20 != 0x10ff>>7 = 0x21).
	 * IBR0 = 0x1000; IBR1 = plm 8 << 56 | mask bits 55:8 = 0x08ffffffffffff00.
	 * PMC38 = 0xdb6 with ig_ibrp0 (bit 1) cleared = 0xdb4.
	 * PMC32 = 0x030f01ffffffffff with ig_ad (57) and inv (56) cleared.
	 * PMC41 cfg_dtag0 = 01: 0x2078fefefeee. */
	setup(&q, NULL, (const char *[]){"--irange=0x1040-0x1100", "--irange-mode=normal",
					 NULL});
	assert_false(q.fine);
	assert_int_equal(q.regs[PMU_IBR0], 0x1000);
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08ffffffffffff00));
	assert_int_equal(q.regs[PMU_PMC38], 0xdb4);
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x000f01ffffffffff));
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefeee));
	assert_int_equal(q.irange[0].block_base[0], 0x1000);
	assert_int_equal(q.irange[0].block_size[0], 0x100);
	assert_non_null(strstr(q.explain.data, "widened: 0x40 bytes outside the range"));
	/* the widened block counts: 0x1000 yes, 0x10f0 yes, 0x1100 no */
	assert_true(pmu_range_tag(q.regs, 0, 0x1000, 3));
	assert_true(pmu_range_tag(q.regs, 0, 0x10f0, 3));
	assert_false(pmu_range_tag(q.regs, 0, 0x1100, 3));
	assert_false(pmu_range_tag(q.regs, 0, 0xff0, 3));
	/* bits 63:56 always compare */
	assert_false(pmu_range_tag(q.regs, 0, UINT64_C(0x2000000000001000), 3));
	/* the IBR plm (user only) against the privilege level */
	assert_false(pmu_range_tag(q.regs, 0, 0x1000, 0));
	/* the other channels are not constrained */
	assert_true(pmu_range_tag(q.regs, 1, 0x5000, 3));
	assert_true(pmu_range_tag(q.regs, 2, 0x5000, 3));
	pmu_setup_free(&q);

	/* an aligned block is exact */
	setup(&q, NULL, (const char *[]){"--irange=0x2000-0x3000", "--irange-mode=normal",
					 NULL});
	assert_int_equal(q.regs[PMU_IBR0], 0x2000);
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08fffffffffff000));
	assert_non_null(strstr(q.explain.data, "covered exactly"));
	pmu_setup_free(&q);
}

static void fine_mode_registers(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* [0x1040, 0x1100) in fine mode (auto picks it: 0x1030 and 0x1100
	 * share bits 63:16).  The manual's compares are IP > IBR0 and
	 * IP < IBR4, so IBR0 = 0x1040 - 0x10 = 0x1030 and IBR4 = 0x1100;
	 * IBR1 = IBR5 = plm 8 << 56 | mask bits 55:16 = 0x08ffffffffff0000.
	 * PMC38 = 0xdb6 - ig_ibrp0 (0x2) - ig_ibrp2 (0x80) + fine (0x2000)
	 *       = 0x2d34. */
	setup(&q, NULL, (const char *[]){"--irange=0x1040-0x1100", NULL});
	assert_true(q.fine);
	assert_int_equal(q.regs[PMU_IBR0], 0x1030);
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08ffffffffff0000));
	assert_int_equal(q.regs[PMU_IBR0 + 4], 0x1100);
	assert_int_equal(q.regs[PMU_IBR0 + 5], UINT64_C(0x08ffffffffff0000));
	assert_int_equal(q.regs[PMU_PMC38], 0x2d34);
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x000f01ffffffffff));
	/* only the lower pair's cfg_dtag is set (3.3.7 note) */
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefeee));
	assert_false(q.programmed[PMU_IBR0 + 2]);
	assert_false(pmu_range_tag(q.regs, 0, 0x1030, 3));
	assert_true(pmu_range_tag(q.regs, 0, 0x1040, 3));
	assert_true(pmu_range_tag(q.regs, 0, 0x10f0, 3));
	assert_false(pmu_range_tag(q.regs, 0, 0x1100, 3));
	assert_false(pmu_range_tag(q.regs, 0, 0x11040, 3));	/* another 64 KB block */
	/* ranges 2 and 3 are undefined in fine mode: never match */
	assert_false(pmu_range_tag(q.regs, 2, 0x1040, 3));
	pmu_setup_free(&q);

	/* two fine ranges: range 1 in IBRP1 (IBR2) and IBRP3 (IBR6).
	 * PMC38 = 0xdb6 - 0x2 - 0x10 - 0x80 - 0x400 + 0x2000 = 0x2924. */
	setup(&q, NULL, (const char *[]){"--irange=0x1040-0x1100", "--irange=0x20010-0x20020",
					 NULL});
	assert_true(q.fine);
	assert_int_equal(q.regs[PMU_IBR0 + 2], 0x20000);
	assert_int_equal(q.regs[PMU_IBR0 + 6], 0x20020);
	assert_int_equal(q.regs[PMU_PMC38], 0x2924);
	assert_false(pmu_range_tag(q.regs, 1, 0x20000, 3));
	assert_true(pmu_range_tag(q.regs, 1, 0x20010, 3));
	assert_false(pmu_range_tag(q.regs, 1, 0x20020, 3));
	assert_false(pmu_range_tag(q.regs, 1, 0x1040, 3));
	assert_true(pmu_range_tag(q.regs, 0, 0x1040, 3));
	pmu_setup_free(&q);

	/* [0x20000, 0x20010) is not fine: START-16 = 0x1fff0 is in the
	 * 64 KB block below, so both ranges fall back to normal mode */
	setup(&q, NULL, (const char *[]){"--irange=0x1040-0x1100", "--irange=0x20000-0x20010",
					 NULL});
	assert_false(q.fine);
	assert_int_equal(q.regs[PMU_IBR0 + 2], 0x20000);
	assert_int_equal(q.regs[PMU_IBR0 + 3], UINT64_C(0x08fffffffffffff0));
	/* ig_ibrp0 and ig_ibrp1 cleared: 0xdb6 - 0x12 = 0xda4 */
	assert_int_equal(q.regs[PMU_PMC38], 0xda4);
	/* PMC41: pairs 0 and 1 IBR/Opc: cfg_dtag0 (bits 4:3) and cfg_dtag1
	 * (bits 12:11) = 01 turn bytes 0 and 1 from 0xfe to 0xee; en_dbrp1
	 * (bit 46) joins en_dbrp0: 0x2078... | 0x400000000000 = 0x6078... */
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x6078fefeeeee));
	pmu_setup_free(&q);
}

static void fine_mode_cannot_cross_64k(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* [0xfff0, 0x10010) crosses a 64 KB boundary: normal mode, one block
	 * 0x0 + 0x20000 (0xfff0>>17 == 0x1000f>>17 == 0). */
	setup(&q, NULL, (const char *[]){"--irange=0xfff0-0x10010", NULL});
	assert_false(q.fine);
	assert_int_equal(q.regs[PMU_IBR0], 0);
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08fffffffffe0000));
	assert_int_equal(q.regs[PMU_PMC38], 0xdb4);
	assert_non_null(strstr(q.explain.data, "fine mode cannot express range 0"));
	pmu_setup_free(&q);

	/* a range starting on a 64 KB boundary: START-16 is in the block
	 * below, so not fine; the block itself is exact */
	setup(&q, NULL, (const char *[]){"--irange=0x10000-0x10100", NULL});
	assert_false(q.fine);
	assert_int_equal(q.regs[PMU_IBR0], 0x10000);
	assert_int_equal(q.regs[PMU_IBR0 + 1], UINT64_C(0x08ffffffffffff00));
	pmu_setup_free(&q);

	assert_string_equal(
		setup_error(NULL, (const char *[]){"--irange=0xfff0-0x10010",
						   "--irange-mode=fine", NULL}),
		"--irange=0xfff0-0x10010: fine mode cannot express [0xfff0, 0x10010): "
		"START-16 and END are not in the same 64 KB block (bits 63:16 must be equal)");
}

static void inverse_range_with_opcode(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* adds outside [0x1040, 0x1100): inv=1, ig_ad=0 in PMC32 */
	setup(&q, NULL, (const char *[]){"--opc-match32=mi:0x10000000000:0x7ffffff",
					 "--irange=0x1040-0x1100", "--inverse-irange", NULL});
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x010c000007ffffff));
	assert_true(q.fine);
	/* PMC41 pair 0: IBR/Opc */
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefeee));
	assert_false(pmu_channel_tag(q.regs, 0, ADD_R15_R14_R33, PMU_I, 0x1040, 3));
	assert_true(pmu_channel_tag(q.regs, 0, ADD_R15_R14_R33, PMU_I, 0x1030, 3));
	assert_true(pmu_channel_tag(q.regs, 0, ADD_R16_R17_R18, PMU_M, 0x1100, 3));
	assert_false(pmu_channel_tag(q.regs, 0, LD8_R14_R32, PMU_M, 0x1100, 3));
	/* fine mode took IBRP2 for the upper limit: channel 2 is undefined and
	 * modelled as never matching; channel 1 has no range and OpCM1 is open */
	assert_false(pmu_channel_tag(q.regs, 2, ADD_R15_R14_R33, PMU_I, 0x1030, 3));
	assert_true(pmu_channel_tag(q.regs, 1, ADD_R15_R14_R33, PMU_I, 0x1040, 3));
	pmu_setup_free(&q);

	/* inverted normal-mode block */
	setup(&q, NULL, (const char *[]){"--irange=0x1000-0x1100", "--inverse-irange",
					 "--irange-mode=normal", NULL});
	assert_int_equal(q.regs[PMU_PMC32], UINT64_C(0x010f01ffffffffff));
	assert_false(pmu_range_tag(q.regs, 0, 0x1080, 3));
	assert_true(pmu_range_tag(q.regs, 0, 0x1100, 3));
	pmu_setup_free(&q);

	assert_string_equal(setup_error(NULL, (const char *[]){"--inverse-irange", NULL}),
			    "--inverse-irange needs an --irange");
}

static void several_pairs_cover_one_range(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* [0x1010, 0x1100) = 0x1010+0x10, 0x1020+0x20, 0x1040+0x40, 0x1080+0x80:
	 * four pairs cover it exactly */
	setup(&q, NULL, (const char *[]){"--irange=0x1010-0x1100", "--irange-pairs=4", NULL});
	assert_false(q.fine);
	assert_int_equal(q.irange[0].npairs, 4);
	const uint64_t base[4] = {0x1010, 0x1020, 0x1040, 0x1080};
	const uint64_t size[4] = {0x10, 0x20, 0x40, 0x80};
	for (int k = 0; k < 4; k++) {
		assert_int_equal(q.regs[PMU_IBR0 + 2 * k], base[k]);
		assert_int_equal(q.regs[PMU_IBR0 + 2 * k + 1],
				 (UINT64_C(8) << 56) | (~(size[k] - 1) & ((UINT64_C(1) << 56) - 1)));
	}
	/* all four ig_ibrp bits cleared: 0xdb6 - 0x492 = 0x924 */
	assert_int_equal(q.regs[PMU_PMC38], 0x924);
	/* every bundle of the range is in exactly one channel */
	for (uint64_t ip = 0xf00; ip < 0x1200; ip += 16) {
		int hits = 0;
		for (int ch = 0; ch < 4; ch++)
			hits += pmu_range_tag(q.regs, ch, ip, 3);
		assert_int_equal(hits, ip >= 0x1010 && ip < 0x1100);
	}
	pmu_setup_free(&q);

	/* two pairs: 0x1000+0x80 and 0x1080+0x80, one bundle too many */
	uint64_t b[4], z[4];
	assert_int_equal(pmu_cover(0x1010, 0x1100, 16, 2, b, z), 2);
	assert_int_equal(b[0], 0x1000);
	assert_int_equal(z[0], 0x80);
	assert_int_equal(b[1], 0x1080);
	assert_int_equal(z[1], 0x80);
	assert_int_equal(pmu_cover(0x1010, 0x1100, 16, 1, b, z), 1);
	assert_int_equal(b[0], 0x1000);
	assert_int_equal(z[0], 0x100);
}

/* ---- data ranges ------------------------------------------------------------ */

static void data_range(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* [0x600010, 0x600030): block 0x600000 + 0x40 (>>6 both 0x18000,
	 * >>5 0x30000 vs 0x30001).  DBR1 = mask bits 55:6, r=w=plm=0:
	 * 0x00ffffffffffffc0.  PMC41 cfg_dtag0 = 10 (DBR only): 0xfe -> 0xf6. */
	setup(&q, NULL, (const char *[]){"--drange=0x600010-0x600030", NULL});
	assert_int_equal(q.regs[PMU_DBR0], 0x600000);
	assert_int_equal(q.regs[PMU_DBR0 + 1], UINT64_C(0x00ffffffffffffc0));
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefef6));
	assert_false(q.programmed[PMU_PMC32]);
	bool tags[4] = {false, false, false, false};	/* ignored for cfg 10 */
	assert_int_equal(pmu_mem_constraint(q.regs, tags, true, 0x600020), PMU_YES);
	assert_int_equal(pmu_mem_constraint(q.regs, tags, true, 0x600000), PMU_YES);	/* widened */
	assert_int_equal(pmu_mem_constraint(q.regs, tags, true, 0x600040), PMU_NO);
	assert_int_equal(pmu_mem_constraint(q.regs, tags, false, 0), PMU_UNKNOWN);
	pmu_setup_free(&q);

	/* with an opcode match: cfg_dtag0 = 00 (IBR/Opc/DBR): 0xe6 */
	setup(&q, NULL, (const char *[]){"--drange=0x600000-0x600100",
					 "--opc-match32=m:0:0x1ffffffffff", NULL});
	assert_int_equal(q.regs[PMU_DBR0 + 1], UINT64_C(0x00ffffffffffff00));
	assert_int_equal(q.regs[PMU_PMC41], UINT64_C(0x2078fefefee6));
	bool yes[4] = {true, true, true, true}, no[4] = {false, true, true, true};
	assert_int_equal(pmu_mem_constraint(q.regs, yes, true, 0x6000f8), PMU_YES);
	assert_int_equal(pmu_mem_constraint(q.regs, yes, true, 0x600100), PMU_NO);
	assert_int_equal(pmu_mem_constraint(q.regs, no, true, 0x6000f8), PMU_NO);
	assert_int_equal(pmu_mem_constraint(q.regs, no, false, 0), PMU_NO);
	assert_int_equal(pmu_mem_constraint(q.regs, yes, false, 0), PMU_UNKNOWN);
	pmu_setup_free(&q);
}

/* ---- raw values, names, messages --------------------------------------------- */

static void raw_registers(void **state)
{
	(void)state;
	struct pmu_setup q;
	/* PMC32/33 as raw values: the whole encoding of ld8 r14 = [r32] with
	 * only qp (bits 5:0) masked, M slot, ig_ad=1: 0x0208000000000000 | 0x3f */
	setup(&q, NULL, (const char *[]){"--pmc32=0x020800000000003f",
					 "--pmc33=0x080c2000380", NULL});
	assert_true(pmu_opcm_match(q.regs, 0, LD8_R14_R32, PMU_M));
	assert_true(pmu_opcm_match(q.regs, 0, LD8_R14_R32 | 0x3f, PMU_M));
	assert_false(pmu_opcm_match(q.regs, 0, ST8_R34_R15, PMU_M));
	assert_non_null(strstr(q.explain.data, "Raw values given: PMC32 PMC33"));
	pmu_setup_free(&q);

	/* the illegal combination of 3.3.5.2 is reported */
	setup(&q, NULL, (const char *[]){"--irange=0x1000-0x1100", "--pmc41=0x78fefefefe",
					 NULL});
	assert_non_null(strstr(q.explain.data, "is illegal"));
	pmu_setup_free(&q);
}

static void tagged_event_names(void **state)
{
	(void)state;
	assert_int_equal(pmu_tagged_channel("IA64_TAGGED_INST_RETIRED.IBRP0_PMC32_33"), 0);
	assert_int_equal(pmu_tagged_channel("IA64_TAGGED_INST_RETIRED_IBRP1_PMC34_35"), 1);
	assert_int_equal(pmu_tagged_channel("IA64_TAGGED_INST_RETIRED.IBRP2_PMC32_33"), 2);
	assert_int_equal(pmu_tagged_channel("ia64_tagged_inst_retired_ibrp3_pmc34_35"), 3);
	assert_int_equal(pmu_tagged_channel("IA64_TAGGED_INST_RETIRED.IBRP1_PMC32_33"), -1);
	assert_int_equal(pmu_tagged_channel("IA64_INST_RETIRED"), 0);
	assert_int_equal(pmu_tagged_channel("IA64_INST_RETIRED.THIS"), 0);
	assert_int_equal(pmu_tagged_channel("IA64_INST_RETIRED_THIS"), 0);
	assert_int_equal(pmu_tagged_channel("CPU_OP_CYCLES"), -1);
	assert_int_equal(pmu_reg_by_name("ibr5"), PMU_IBR0 + 5);
	assert_int_equal(pmu_reg_by_name("PMC41"), PMU_PMC41);
	assert_int_equal(pmu_reg_by_name("PMC37"), -1);
}

static void bad_qualifiers(void **state)
{
	(void)state;
	struct {
		const char *opt;
		const char *msg;
	} cases[] = {
		{"--opc-match32=mx:0:0", "--opc-match32=mx:0:0: 'x' is not a slot type (m, i, f or b)"},
		{"--opc-match32=m:0", "--opc-match32=m:0: expected [mifb]:MATCH:MASK"},
		{"--opc-match34=m:0:0:0", "--opc-match34=m:0:0:0: expected [mifb]:MATCH:MASK"},
		{"--opc-match32=m:zz:0", "--opc-match32=m:zz:0: MATCH 'zz' is not a number"},
		{"--opc-match32=m:0:0x20000000000",
		 "--opc-match32=m:0:0x20000000000: MASK 0x20000000000 has more than 41 bits"},
		{"--irange=0x10-", "--irange=0x10-: expected START-END"},
		{"--irange=-0x10", "--irange=-0x10: expected START-END"},
		{"--irange=0x1008-0x1100",
		 "--irange=0x1008-0x1100: [0x1008, 0x1100) does not start and end on bundles "
		 "(multiples of 16)"},
		{"--irange=0x1100-0x1000",
		 "--irange=0x1100-0x1000: END 0x1000 is not above START 0x1100"},
		{"--irange=0x10q-0x20", "--irange: '0x10q' is not a number"},
		{"--drange=0x10", "--drange=0x10: expected START-END"},
		{"--irange-mode=coarse", "--irange-mode=coarse: expected auto, fine or normal"},
		{"--irange-pairs=5", "--irange-pairs=5: expected 1 to 4"},
		{"--base=.text", "--base .text: expected SECTION=ADDR"},
		{"--base=.text=0x1008", "--base .text=0x1008: a section must start on a bundle "
		 "(a multiple of 16)"},
		{"--pmc37=1", "--pmc37: qualification registers are PMC32-36, PMC38, PMC41, "
		 "IBR0-7 and DBR0-7"},
		{"--ibr2=x", "--ibr2=x: not a number"},
		{"--irange", "--irange needs a value"},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
		assert_string_equal(setup_error(NULL, (const char *[]){cases[k].opt, NULL}),
				    cases[k].msg);
	/* not ours: left to the caller */
	struct pmu_setup q;
	pmu_setup_init(&q);
	char *argv[] = {(char *)"--timeline", (char *)"x.s"};
	int i = 0;
	char err[64];
	assert_int_equal(pmu_parse_option(&q, 2, argv, &i, err, sizeof err), 0);
	i = 1;
	assert_int_equal(pmu_parse_option(&q, 2, argv, &i, err, sizeof err), 0);
	pmu_setup_free(&q);
}

static void printed_registers(void **state)
{
	(void)state;
	struct pmu_setup q;
	setup(&q, NULL, (const char *[]){"--opc-match32=mi:0x10000000000:0x7ffffff",
					 "--irange=0x1040-0x1100", "--irange-mode=normal", NULL});
	struct strbuf o = {0};
	pmu_print_regs(&q, &o);
	assert_non_null(strstr(o.data, "PMC32  0x000c000007ffffff  mask=0x00007ffffff "
				       "slots=mi inv=0 ig_ad=0\n"));
	assert_non_null(strstr(o.data, "PMC33  0x0000010000000000  match=0x10000000000\n"));
	assert_non_null(strstr(o.data, "PMC34  0x000f01ffffffffff  mask=0x1ffffffffff "
				       "slots=mifb  (default)\n"));
	assert_non_null(strstr(o.data, "PMC38  0x0000000000000db4  ig_ibrp0-3=0111 fine=0\n"));
	assert_non_null(strstr(o.data, "IBR0   0x0000000000001000  addr\n"));
	assert_non_null(strstr(o.data, "IBR1   0x08ffffffffffff00  x=0 plm=0x8 "
				       "mask=0xffffffffffff00\n"));
	assert_null(strstr(o.data, "IBR2"));
	assert_null(strstr(o.data, "DBR0"));
	sb_free(&o);
	pmu_setup_free(&q);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(defaults_match_everything),
		cmocka_unit_test(opcode_match_add_by_mask),
		cmocka_unit_test(opcode_match_register_field),
		cmocka_unit_test(opcode_match_slot_type_only),
		cmocka_unit_test(pmc36_releases_a_channel),
		cmocka_unit_test(program_encodings_and_types),
		cmocka_unit_test(symbols_and_base),
		cmocka_unit_test(normal_mode_widens_to_a_block),
		cmocka_unit_test(fine_mode_registers),
		cmocka_unit_test(fine_mode_cannot_cross_64k),
		cmocka_unit_test(inverse_range_with_opcode),
		cmocka_unit_test(several_pairs_cover_one_range),
		cmocka_unit_test(data_range),
		cmocka_unit_test(raw_registers),
		cmocka_unit_test(tagged_event_names),
		cmocka_unit_test(bad_qualifiers),
		cmocka_unit_test(printed_registers),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
