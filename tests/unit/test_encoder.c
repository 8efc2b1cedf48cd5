/*
 * tests/unit/test_encoder.c - the table, operand matching and encoding,
 * checked against bytes GNU as produced (ia64-linux-gnu-as -x; the source
 * of each expected bundle is in the comment beside it).
 */
#include "unit.h"
#include "../../machine/insn.h"

static struct operand gr(int n)
{
	struct operand o = {.type = OP_REG, .file = RF_GR, .regno = (int16_t)n};
	return o;
}

static struct operand imm(int64_t v)
{
	struct operand o = {.type = OP_IMM, .imm = IMM_CONST, .value = v};
	return o;
}

/* Encodes mnemonic with operands (nouts before '=') or fails the test. */
static uint64_t encode(const char *mnemonic, const struct operand *ops, int n, int nouts)
{
	const struct insn_form *forms;
	size_t nf = insn_lookup(mnemonic, &forms);
	assert_true(nf > 0);
	for (size_t i = 0; i < nf; i++) {
		if (!insn_match(&forms[i], ops, n, nouts, true, NULL, NULL))
			continue;
		struct insn_code code;
		char err[128];
		assert_true(insn_encode(&forms[i], ops, 0, 0, &code, err, sizeof err));
		assert_int_equal(code.nwords, 1);
		return code.words[0];
	}
	fail_msg("no form of %s matches", mnemonic);
	return 0;
}

static void bundle_roundtrip(void **state)
{
	(void)state;
	/* { .mii; add r1=r2,r3; add r4=r5,r6 ;; add r7=r8,r9 } */
	uint8_t gas[16], again[16];
	hex_bytes("0208080600204028180040e080480080", gas);
	int t;
	uint64_t slot[3];
	bundle_unpack(gas, &t, slot);
	assert_int_equal(t, 0x02);
	bundle_pack(t, slot, again);
	assert_memory_equal(gas, again, 16);

	struct operand a[] = {gr(1), gr(2), gr(3)};
	struct operand b[] = {gr(4), gr(5), gr(6)};
	struct operand c[] = {gr(7), gr(8), gr(9)};
	assert_int_equal(encode("add", a, 3, 1), slot[0]);
	assert_int_equal(encode("add", b, 3, 1), slot[1]);
	assert_int_equal(encode("add", c, 3, 1), slot[2]);
}

static void logical_ops(void **state)
{
	(void)state;
	/* and r1=r2,r3; or r1=r2,r3; xor r1=r2,r3 ;; (template MII + stop) */
	uint8_t gas[16];
	hex_bytes("010808060c2010100c1c402020183c80", gas);
	int t;
	uint64_t slot[3];
	bundle_unpack(gas, &t, slot);
	assert_int_equal(t, 0x01);
	struct operand ops[] = {gr(1), gr(2), gr(3)};
	assert_int_equal(encode("and", ops, 3, 1), slot[0]);
	assert_int_equal(encode("or", ops, 3, 1), slot[1]);
	assert_int_equal(encode("xor", ops, 3, 1), slot[2]);
}

static void shape_and_value_matching(void **state)
{
	(void)state;
	const struct insn_form *forms;
	size_t n = insn_lookup("add", &forms);
	assert_true(n >= 2);
	struct operand three[] = {gr(1), gr(2), gr(3)};
	struct operand bad_file[] = {gr(1), gr(2), {.type = OP_REG, .file = RF_FR, .regno = 3}};
	const char *why = NULL;
	int bad = -2;
	assert_true(insn_match(&forms[0], three, 3, 1, true, &why, &bad));
	assert_false(insn_match(&forms[0], bad_file, 3, 1, true, &why, &bad));
	assert_int_equal(bad, 2);
	assert_string_equal(why, "general register");
	/* wrong '=' position */
	assert_false(insn_match(&forms[0], three, 3, 2, true, &why, &bad));
	assert_int_equal(bad, -1);
	/* "add r1=r2,r3,1": the trailing 1 must be exactly 1 */
	struct operand with1[] = {gr(1), gr(2), gr(3), imm(1)};
	struct operand with2[] = {gr(1), gr(2), gr(3), imm(2)};
	bool any1 = false, any2 = false;
	for (size_t i = 0; i < n; i++) {
		any1 |= insn_match(&forms[i], with1, 4, 1, true, NULL, NULL);
		any2 |= insn_match(&forms[i], with2, 4, 1, true, NULL, NULL);
	}
	assert_true(any1);
	assert_false(any2);
}

static void unknown_mnemonics(void **state)
{
	(void)state;
	const struct insn_form *forms;
	assert_int_equal(insn_lookup("addd", &forms), 0);
	assert_int_equal(insn_lookup("", &forms), 0);
	assert_int_equal(insn_lookup("zzzz", &forms), 0);
}

static void templates(void **state)
{
	(void)state;
	assert_int_equal(template_by_name(".mii"), 0x00);
	assert_int_equal(template_by_name(".mlx"), 0x04);
	assert_int_equal(template_by_name(".mfb"), 0x1C);
	assert_int_equal(template_by_name(".mxi"), -1);
	assert_null(template_get(0x06));
	assert_null(template_get(0x1E));
	assert_int_equal(template_get(0x02)->stop_after, 1);
	assert_int_equal(template_get(0x0B)->stop_after, 0);
	assert_int_equal(template_get(0x16)->slot[0], TYPE_B);
}

static void every_row_is_well_formed(void **state)
{
	(void)state;
	size_t n = insn_table_size();
	assert_true(n > 0);
	for (size_t i = 0; i < n; i++) {
		const struct insn_desc *d = insn_table_row(i);
		assert_non_null(d->name);
		assert_non_null(d->format);
		assert_true(d->nopnds <= INSN_MAX_OPERANDS);
		assert_true(d->nouts <= d->nopnds);
		for (int k = 0; k < d->nopnds; k++)
			assert_non_null(d->opnd[k]);
		/* fixed bits stay inside the syllable */
		assert_int_equal(d->opcode >> 41, 0);
	}
}

static int setup(void **state)
{
	(void)state;
	insn_table_init();
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(bundle_roundtrip),
		cmocka_unit_test(logical_ops),
		cmocka_unit_test(shape_and_value_matching),
		cmocka_unit_test(unknown_mnemonics),
		cmocka_unit_test(templates),
		cmocka_unit_test(every_row_is_well_formed),
	};
	return cmocka_run_group_tests(tests, setup, unit_teardown);
}
