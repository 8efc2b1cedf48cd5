/*
 * cli/pmc.c - `ia64-predict pmc [QUALIFIER]... [FILE.s]`: the register
 * values that program a qualification on a real Montecito (PMC32-36, PMC38,
 * PMC41, IBR0-7, DBR0-7), and how each request became them.
 */
#include "commands.h"
#include "../common/arena.h"
#include "../common/strbuf.h"
#include "../machine/pmu.h"
#include "../parser/program.h"
#include "../analysis/values.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void pmc_usage(FILE *f)
{
	fprintf(f,
"Usage: ia64-predict pmc [QUALIFIER]... [FILE.s]\n"
"Print the PMC32-36, PMC38, PMC41, IBR and DBR values that give the\n"
"qualification the options describe on a real Montecito, and how each\n"
"range was programmed.  FILE.s is needed only for symbols and --base.\n"
"\n%s", pmu_options_help());
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "ia64-predict: %s: %s\n", path, strerror(errno));
		return NULL;
	}
	size_t cap = 1 << 16, n = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		if (n == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	int bad = ferror(f);
	if (f != stdin)
		fclose(f);
	if (bad) {
		fprintf(stderr, "ia64-predict: %s: read error\n", path);
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

int cmd_pmc(int argc, char **argv)
{
	struct pmu_setup q;
	pmu_setup_init(&q);
	const char *file = NULL;
	char err[512];
	int rc = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			pmc_usage(stdout);
			pmu_setup_free(&q);
			return 0;
		}
		int r = pmu_parse_option(&q, argc, argv, &i, err, sizeof err);
		if (r < 0) {
			fprintf(stderr, "ia64-predict pmc: %s\n", err);
			rc = 2;
			break;
		}
		if (r > 0)
			continue;
		if (a[0] == '-' && a[1] != '\0') {
			fprintf(stderr, "ia64-predict pmc: unknown option '%s'\n"
				"Try 'ia64-predict pmc --help' for more information.\n", a);
			rc = 2;
			break;
		}
		if (file) {
			fprintf(stderr, "ia64-predict pmc: more than one file ('%s', '%s')\n",
				file, a);
			rc = 2;
			break;
		}
		file = a;
	}
	if (rc) {
		pmu_setup_free(&q);
		return rc;
	}

	struct program *p = NULL;
	char *text = NULL;
	if (file) {
		size_t len;
		text = slurp(file, &len);
		if (!text) {
			pmu_setup_free(&q);
			return 1;
		}
		p = program_assemble(file, text, len);
		if (p->errors) {
			program_free(p);
			free(text);
			pmu_setup_free(&q);
			return 1;
		}
	}

	struct pmu_program view;
	uint64_t *placed = NULL;
	if (p)
		cli_pmu_view(p, VALUES_DATA_BASE, &view, &placed);
	if (!pmu_setup_finish(&q, p ? &view : NULL, err, sizeof err)) {
		fprintf(stderr, "ia64-predict pmc: %s\n", err);
		rc = 1;
	} else {
		struct strbuf o = {0};
		pmu_print_regs(&q, &o);
		sb_printf(&o, "\n%s", q.explain.data ? q.explain.data : "");
		if (sb_write(&o, stdout) != 0) {
			fprintf(stderr, "ia64-predict: error writing output: %s\n",
				strerror(errno));
			rc = 1;
		}
	}
	if (p)
		program_free(p);
	free(placed);
	free(text);
	pmu_setup_free(&q);
	return rc;
}

void cli_pmu_view(const struct program *p, uint64_t data_base, struct pmu_program *view,
		  uint64_t **placed)
{
	program_pmu_view(p, view);
	*placed = xcalloc(p->nsections + 1, sizeof **placed);
	values_data_layout(p, data_base, *placed);
	view->placed = *placed;
}
