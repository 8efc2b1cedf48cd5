/*
 * tests/dv/rules.c - machine/depend.h's rules, pair by pair, for
 * tests/dv/pairs.pl (which asks them for the pairs the architecture's
 * dependency tables list).
 *
 *	rules [--wrong FAMILY] < QUERIES
 *
 * The forms are numbered as `ia64-predict effects --format json` lists
 * them (every form, once per sample of effects_samples).  Each query line
 * is "MODE RESOURCE NUMBER FIRST SECOND": RAW, WAW or WAR, a resource as
 * the tables name it ("GR%", "AR[FPSR].sf0.flags", "PR63"), the register
 * of a family (its number: 5 for r5, 1 for ar.k1; anything for a single
 * resource), and the numbers of the two forms; the answer is one line,
 * the semantics depend_rule gives the pair ("impliedF", "none"...), or
 * "?" for a resource or form it does not know.  --wrong FAMILY answers
 * "specific" for every pair of that resource instead: the self-test of
 * tests/dv/run.sh (pairs.pl must see it).
 */
#include "../../machine/depend.h"
#include "../../machine/effects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sample {
	const struct insn_form *form;
	struct operand ops[INSN_MAX_OPERANDS];
};

static struct sample *samples;
static size_t nsamples;

static void list_samples(void)
{
	insn_table_init();
	size_t cap = 0;
	for (size_t i = 0; i < insn_form_count(); i++) {
		const struct insn_form *f = insn_form_at(i);
		struct effects_sample s[EFFECTS_MAX_SAMPLES];
		int n = effects_samples(f, s, EFFECTS_MAX_SAMPLES);
		for (int j = 0; j < n; j++) {
			if (nsamples == cap) {
				cap = cap ? 2 * cap : 1024;
				samples = realloc(samples, cap * sizeof *samples);
				if (!samples) {
					perror("rules");
					exit(2);
				}
			}
			samples[nsamples].form = f;
			memcpy(samples[nsamples].ops, s[j].ops, sizeof s[j].ops);
			nsamples++;
		}
	}
}

/* The trailing number of a register's name ("r5", "ar.k1", "cr.irr2"),
 * or -1. */
static long trailing_number(const char *name)
{
	size_t n = strlen(name), k = n;
	while (k > 0 && name[k - 1] >= '0' && name[k - 1] <= '9')
		k--;
	return k < n ? strtol(name + k, NULL, 10) : -1;
}

/* The resource the tables call family (with register number for a
 * family of several), or -1. */
static int resource(const char *family, long number)
{
	bool several = strchr(family, '%') != NULL;
	for (int res = 0; res < RES_COUNT; res++) {
		if (strcmp(effects_resource_name((uint16_t)res, true), family) != 0 &&
		    strcmp(effects_resource_name((uint16_t)res, false), family) != 0)
			continue;
		char buf[32];
		const char *name = effects_register_name((uint16_t)res, buf, sizeof buf);
		if (!several || (name && trailing_number(name) == number))
			return res;
		/* numbered by position alone (ar.unat's NaT bits) */
		if ((!name || trailing_number(name) < 0) && res + number < RES_COUNT &&
		    strcmp(effects_resource_name((uint16_t)(res + number), false), family) == 0)
			return (int)(res + number);
	}
	return -1;
}

/* The instruction as the rules see it; its predicate p (the resource,
 * when that is a predicate: so a predicate read is its own). */
static void describe(const struct sample *s, int qp, struct dv_insn *in)
{
	const struct insn_desc *d = s->form->desc;
	depend_describe(s->form, s->form->mnemonic, s->ops, d->nopnds, d->nouts, qp, in);
}

/* Does the instruction read predicate res only as its qualifying one? */
static bool reads_via_qp(const struct sample *s, int qp, int res)
{
	struct insn_effects fx;
	effects_of(s->form, s->ops, s->form->desc->nopnds, s->form->desc->nouts, qp, &fx);
	bool qp_read = false;
	for (int i = 0; i < fx.nreads; i++) {
		const struct effect *e = &fx.reads[i];
		if (res < e->res || res >= e->res + e->count)
			continue;
		if (e->operand != EFFECT_QP)
			return false;
		qp_read = true;
	}
	return qp_read;
}

int main(int argc, char **argv)
{
	const char *wrong = argc == 3 && strcmp(argv[1], "--wrong") == 0 ? argv[2] : NULL;
	if (argc != 1 && !wrong) {
		fprintf(stderr, "usage: rules [--wrong FAMILY] < QUERIES\n");
		return 2;
	}
	list_samples();
	char line[512];
	while (fgets(line, sizeof line, stdin)) {
		char mode[8], family[128];
		long number;
		size_t a, b;
		if (sscanf(line, "%7s %127s %ld %zu %zu", mode, family, &number, &a, &b) != 5) {
			fprintf(stderr, "rules: bad query: %s", line);
			return 2;
		}
		int res = resource(family, number);
		enum dv_mode m = strcmp(mode, "RAW") == 0 ? DV_RAW
				 : strcmp(mode, "WAW") == 0 ? DV_WAW : DV_WAR;
		if (res < 0 || a >= nsamples || b >= nsamples) {
			puts("?");
			continue;
		}
		if (wrong && strcmp(family, wrong) == 0) {
			puts(depend_sem_name(DVS_SPECIFIC));
			continue;
		}
		bool pr = res >= RES_PR0 && res < RES_BR0;
		int qp = pr ? res - RES_PR0 : 0;
		struct dv_insn first, second;
		describe(&samples[a], qp, &first);
		describe(&samples[b], qp, &second);
		bool via_qp = pr && reads_via_qp(&samples[m == DV_RAW ? b : a], qp, res);
		puts(depend_sem_name(depend_rule(m, (uint16_t)res, &first, &second, via_qp,
						 DV_INST_UNKNOWN)));
	}
	free(samples);
	return 0;
}
