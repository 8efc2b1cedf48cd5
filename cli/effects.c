/*
 * cli/effects.c - `ia64-predict effects [--format json] [MNEMONIC...]`:
 * what every instruction form reads and writes, its memory access and its
 * branch, as machine/effects.h describes them.
 *
 * A form is one spelling the assembler accepts ("ld8.c.clr.acq") with one
 * operand shape.  Where the resources depend on which register an operand
 * names (mov to and from application and control registers), the form is
 * listed once for each register the architecture names, and once for a
 * reserved one ("instance").  MNEMONIC selects forms by their spelling,
 * exactly, or as a shell glob when it holds '*', '?' or '['.
 */
#include "commands.h"
#include "../common/strbuf.h"
#include "../machine/effects.h"

#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

static const char *shape(const struct operand_kind *k)
{
	static const char *const reg[] = {"r", "f", "p", "b", "ar", "cr", "dahr"};
	static const char *const ind[] = {"pmc[r]", "pmd[r]", "pkr[r]", "rr[r]",
					  "dbr[r]", "ibr[r]", "cpuid[r]", "msr[r]",
					  "itr[r]", "dtr[r]", "dahr[r]"};
	static const char *const special[] = {"pr", "pr.rot", "psr", "psr.l",
					      "psr.um", "ip"};
	switch (k->type) {
	case OP_REG: return reg[k->file];
	case OP_MEM: return "[r]";
	case OP_IND: return ind[k->ind];
	case OP_SPECIAL: return special[k->special];
	case OP_IMM: return "imm";
	}
	return "?";
}

static void operand_shapes(struct strbuf *sb, const struct insn_desc *d)
{
	for (int i = 0; i < d->nopnds; i++) {
		if (i)
			sb_puts(sb, i == d->nouts ? " = " : ", ");
		const struct operand_kind *k = d->opnd[i];
		char name[32];
		if (k->type == OP_REG && k->fixed >= 0 &&
		    (k->file == RF_AR || k->file == RF_CR) &&
		    effects_register_name((uint16_t)((k->file == RF_AR ? RES_AR0 : RES_CR0) +
						     k->fixed), name, sizeof name))
			sb_puts(sb, name);
		else
			sb_puts(sb, shape(k));
	}
}

/* The resource names of a list, each once, in the list's order. */
static size_t names(const struct effect *v, int n, const char **out, size_t max)
{
	size_t k = 0;
	for (int i = 0; i < n; i++) {
		const char *nm = effects_resource_name(v[i].res, v[i].operand != EFFECT_IMPLIED);
		bool seen = false;
		for (size_t j = 0; j < k; j++)
			seen |= strcmp(out[j], nm) == 0;
		if (!seen && k < max)
			out[k++] = nm;
	}
	return k;
}

static const char *const hint_names[] = {"none", "nt1", "nt2", "nta"};

static const struct { uint16_t flag; const char *name; } mem_flags[] = {
	{MEMF_FP, "fp"}, {MEMF_PAIR, "pair"}, {MEMF_SPECULATIVE, "speculative"},
	{MEMF_ADVANCED, "advanced"}, {MEMF_CHECK, "check"},
	{MEMF_CHECK_CLEAR, "clear"}, {MEMF_ACQUIRE, "acquire"},
	{MEMF_RELEASE, "release"}, {MEMF_BIAS, "bias"}, {MEMF_FILL, "fill"},
	{MEMF_SPILL, "spill"}, {MEMF_FAULT, "fault"},
	{MEMF_EXCLUSIVE, "exclusive"}, {MEMF_POSTINC, "post-increment"},
};

static void json_names(struct strbuf *sb, const char **v, size_t n)
{
	sb_puts(sb, "[");
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_puts(sb, ", ");
		sb_json_string(sb, v[i]);
	}
	sb_puts(sb, "]");
}

static void json_form(struct strbuf *sb, const struct insn_form *f,
		      const char *instance, const struct insn_effects *e, bool first)
{
	const struct insn_desc *d = f->desc;
	const char *r[EFFECTS_MAX_READS], *w[EFFECTS_MAX_WRITES];
	size_t nr = names(e->reads, e->nreads, r, EFFECTS_MAX_READS);
	size_t nw = names(e->writes, e->nwrites, w, EFFECTS_MAX_WRITES);
	struct strbuf ops = {0};
	operand_shapes(&ops, d);
	sb_puts(sb, first ? "[\n" : ",\n");
	sb_puts(sb, "{\"mnemonic\": ");
	sb_json_string(sb, f->mnemonic);
	sb_puts(sb, ", \"format\": ");
	sb_json_string(sb, d->format);
	sb_printf(sb, ", \"unit\": \"%s\", \"pseudo\": %s, \"operands\": ",
		  insn_type_name(d->type), d->flags & IF_PSEUDO ? "true" : "false");
	sb_json_string(sb, ops.data ? ops.data : "");
	sb_puts(sb, ", \"instance\": ");
	if (instance)
		sb_json_string(sb, instance);
	else
		sb_puts(sb, "null");
	sb_puts(sb, ", \"reads\": ");
	json_names(sb, r, nr);
	sb_puts(sb, ", \"writes\": ");
	json_names(sb, w, nw);
	sb_puts(sb, ", \"memory\": ");
	if (e->mem.kind == MEM_NONE) {
		sb_puts(sb, "null");
	} else {
		sb_printf(sb, "{\"access\": \"%s\", \"size\": %d, \"hint\": \"%s\", \"flags\": [",
			  effects_mem_kind_name(e->mem.kind), e->mem.size, hint_names[e->mem.hint]);
		bool any = false;
		for (size_t i = 0; i < sizeof mem_flags / sizeof mem_flags[0]; i++)
			if (e->mem.flags & mem_flags[i].flag) {
				sb_printf(sb, "%s\"%s\"", any ? ", " : "", mem_flags[i].name);
				any = true;
			}
		sb_puts(sb, "]}");
	}
	sb_puts(sb, ", \"branch\": ");
	if (e->branch.kind == BRANCH_NONE)
		sb_puts(sb, "null");
	else
		sb_printf(sb, "{\"kind\": \"%s\", \"indirect\": %s, \"long\": %s}",
			  effects_branch_kind_name(e->branch.kind),
			  e->branch.indirect ? "true" : "false",
			  e->branch.is_long ? "true" : "false");
	sb_puts(sb, "}");
	sb_free(&ops);
}

static void text_form(struct strbuf *sb, const struct insn_form *f,
		      const char *instance, const struct insn_effects *e)
{
	const struct insn_desc *d = f->desc;
	const char *r[EFFECTS_MAX_READS], *w[EFFECTS_MAX_WRITES];
	size_t nr = names(e->reads, e->nreads, r, EFFECTS_MAX_READS);
	size_t nw = names(e->writes, e->nwrites, w, EFFECTS_MAX_WRITES);
	sb_printf(sb, "%s %s %s ", f->mnemonic, d->format, insn_type_name(d->type));
	operand_shapes(sb, d);
	if (instance)
		sb_printf(sb, " (%s)", instance);
	sb_puts(sb, "\n  reads:");
	for (size_t i = 0; i < nr; i++)
		sb_printf(sb, " %s", r[i]);
	sb_puts(sb, "\n  writes:");
	for (size_t i = 0; i < nw; i++)
		sb_printf(sb, " %s", w[i]);
	if (e->mem.kind != MEM_NONE) {
		sb_printf(sb, "\n  memory: %s", effects_mem_kind_name(e->mem.kind));
		if (e->mem.size)
			sb_printf(sb, " %d bytes", e->mem.size);
		if (e->mem.hint)
			sb_printf(sb, " .%s", hint_names[e->mem.hint]);
		for (size_t i = 0; i < sizeof mem_flags / sizeof mem_flags[0]; i++)
			if (e->mem.flags & mem_flags[i].flag)
				sb_printf(sb, " %s", mem_flags[i].name);
	}
	if (e->branch.kind != BRANCH_NONE)
		sb_printf(sb, "\n  branch: %s%s%s", effects_branch_kind_name(e->branch.kind),
			  e->branch.indirect ? " indirect" : "",
			  e->branch.is_long ? " long" : "");
	sb_puts(sb, "\n");
}

static bool wanted(const char *mnemonic, char **pats, int npats)
{
	if (!npats)
		return true;
	for (int i = 0; i < npats; i++) {
		bool glob = strpbrk(pats[i], "*?[") != NULL;
		if (glob ? fnmatch(pats[i], mnemonic, 0) == 0 : strcmp(pats[i], mnemonic) == 0)
			return true;
	}
	return false;
}

/* Lists one form, once per register instance where its operands name an
 * application or control register by number (effects_samples).  Returns
 * how many. */
static int list_form(struct strbuf *sb, const struct insn_form *f, bool json, int listed)
{
	struct effects_sample samples[EFFECTS_MAX_SAMPLES];
	int n = effects_samples(f, samples, EFFECTS_MAX_SAMPLES);
	for (int j = 0; j < n; j++) {
		const char *instance = samples[j].instance[0] ? samples[j].instance : NULL;
		struct insn_effects e;
		effects_of(f, samples[j].ops, f->desc->nopnds, f->desc->nouts, 0, &e);
		if (json)
			json_form(sb, f, instance, &e, listed + j == 0);
		else
			text_form(sb, f, instance, &e);
	}
	return n;
}

int cmd_effects(int argc, char **argv)
{
	bool json = false;
	int npats = 0;
	char **pats = argv + 1;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--format=json") == 0 ||
		    (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
		     strcmp(argv[i + 1], "json") == 0 && ++i)) {
			json = true;
		} else if (strcmp(argv[i], "--format=text") == 0 ||
			   (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
			    strcmp(argv[i + 1], "text") == 0 && ++i)) {
			json = false;
		} else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			printf("Usage: ia64-predict effects [--format=text|json] [MNEMONIC]...\n"
			       "What each instruction form reads and writes (registers and the\n"
			       "architecture's other resources, named as its dependency tables name\n"
			       "them), its memory access and its branch.  MNEMONIC: a full spelling\n"
			       "(ld8.c.clr) or a shell glob ('ld8*'); none: every form.\n");
			return 0;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "ia64-predict: effects: unknown option '%s'\n"
				"Try 'ia64-predict effects --help'.\n", argv[i]);
			return 2;
		} else {
			pats[npats++] = argv[i];
		}
	}
	insn_table_init();
	struct strbuf sb = {0};
	int listed = 0;
	for (size_t i = 0; i < insn_form_count(); i++) {
		const struct insn_form *f = insn_form_at(i);
		if (wanted(f->mnemonic, pats, npats))
			listed += list_form(&sb, f, json, listed);
	}
	if (json)
		sb_puts(&sb, listed ? "\n]\n" : "[]\n");
	if (!listed) {
		fprintf(stderr, "ia64-predict: effects: no instruction form matches\n");
		sb_free(&sb);
		return 1;
	}
	fwrite(sb.data, 1, sb.len, stdout);
	sb_free(&sb);
	return fflush(stdout) == 0 ? 0 : 1;
}
