/*
 * cli/main.c - the ia64-predict command.
 */
#include "../common/arena.h"
#include "../common/diag.h"
#include "../parser/program.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef IA64P_VERSION
#define IA64P_VERSION "unknown"
#endif

static const char *progname = "ia64-predict";

static void usage(FILE *f)
{
	fprintf(f,
"Usage: %s [OPTION]... FILE.s\n"
"       %s encode FILE.s\n"
"Read IA-64 assembly as GNU as reads it and predict what the Montecito\n"
"(Itanium 2 9000) performance monitoring unit would count.\n"
"\n"
"Commands:\n"
"  FILE.s            list the bundles of FILE.s: offset, template, slots\n"
"  encode FILE.s     print every bundle of every code section as\n"
"                    'SECTION OFFSET HEX' (16 bytes as in the object file)\n"
"\n"
"Options:\n"
"  -h, --help        display this help and exit\n"
"  -V, --version     output version information and exit\n"
"\n"
"FILE.s may be '-' for standard input.  Errors are reported as\n"
"'FILE:LINE:COLUMN: error: MESSAGE'; nothing is printed for a file with\n"
"errors and the exit status is 1.\n",
		progname, progname);
}

static void version(void)
{
	printf("ia64-predict %s\n"
	       "A static predictor of Montecito PMU counts for IA-64 assembly.\n",
	       IA64P_VERSION);
}

/* Reads a whole file (or stdin for "-").  Returns NULL after a message. */
static char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: %s: %s\n", progname, path, strerror(errno));
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
	int err = ferror(f);
	if (f != stdin)
		fclose(f);
	if (err) {
		fprintf(stderr, "%s: %s: read error\n", progname, path);
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

static struct program *assemble_file(const char *path, char **text)
{
	size_t len;
	*text = read_file(path, &len);
	if (!*text)
		return NULL;
	struct program *p = program_assemble(path, *text, len);
	if (p->errors) {
		program_free(p);
		return NULL;
	}
	return p;
}

/* Output is built in memory and written only when the whole run worked. */
struct outbuf {
	char *data;
	size_t len, cap;
};

static void out_printf(struct outbuf *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#include <stdarg.h>
static void out_printf(struct outbuf *o, const char *fmt, ...)
{
	va_list ap;
	for (;;) {
		va_start(ap, fmt);
		int n = vsnprintf(o->data + o->len, o->cap - o->len, fmt, ap);
		va_end(ap);
		if (n >= 0 && (size_t)n < o->cap - o->len) {
			o->len += (size_t)n;
			return;
		}
		o->cap = o->cap ? 2 * o->cap : 4096;
		if (n >= 0 && o->cap - o->len <= (size_t)n)
			o->cap = o->len + (size_t)n + 1;
		o->data = xrealloc(o->data, o->cap);
	}
}

static int write_out(struct outbuf *o)
{
	int rc = 0;
	if (o->len && fwrite(o->data, 1, o->len, stdout) != o->len)
		rc = 1;
	if (fflush(stdout) != 0)
		rc = 1;
	if (rc)
		fprintf(stderr, "%s: error writing output: %s\n", progname, strerror(errno));
	free(o->data);
	return rc;
}

static int cmd_encode(const char *path)
{
	char *text;
	struct program *p = assemble_file(path, &text);
	if (!p) {
		free(text);
		return 1;
	}
	struct outbuf o = {0};
	out_printf(&o, "%s", "");
	for (size_t s = 0; s < p->nsections; s++) {
		const struct asm_section *sec = &p->sections[s];
		for (size_t b = 0; b < sec->nbundles; b++) {
			out_printf(&o, "%s 0x%llx ", sec->name,
				   (unsigned long long)sec->bundles[b].offset);
			for (int k = 0; k < 16; k++)
				out_printf(&o, "%02x", sec->bundles[b].bytes[k]);
			out_printf(&o, "\n");
		}
	}
	program_free(p);
	free(text);
	return write_out(&o);
}

static void operand_text(struct outbuf *o, const struct operand *op)
{
	static const char *const rf[] = {"r", "f", "p", "b", "ar", "cr"};
	static const char *const ind[] = {"pmc", "pmd", "pkr", "rr", "dbr", "ibr",
					  "cpuid", "msr", "itr", "dtr"};
	static const char *const sp[] = {"pr", "pr.rot", "psr", "psr.l", "psr.um", "ip"};
	switch (op->type) {
	case OP_REG: out_printf(o, "%s%d", rf[op->file], op->regno); break;
	case OP_MEM: out_printf(o, "[r%d]", op->regno); break;
	case OP_IND: out_printf(o, "%s[r%d]", ind[op->ind], op->regno); break;
	case OP_SPECIAL: out_printf(o, "%s", sp[op->special]); break;
	case OP_IMM:
		if (op->imm == IMM_CONST)
			out_printf(o, "%lld", (long long)op->value);
		else if (op->imm == IMM_ADDR)
			out_printf(o, "0x%llx", (unsigned long long)op->value);
		else
			out_printf(o, "<reloc>");
		break;
	}
}

static int cmd_list(const char *path)
{
	char *text;
	struct program *p = assemble_file(path, &text);
	if (!p) {
		free(text);
		return 1;
	}
	struct outbuf o = {0};
	out_printf(&o, "%s", "");
	for (size_t s = 0; s < p->nsections; s++) {
		const struct asm_section *sec = &p->sections[s];
		if (!sec->nbundles)
			continue;
		out_printf(&o, "section %s: %zu bundles\n", sec->name, sec->nbundles);
		for (size_t b = 0; b < sec->nbundles; b++) {
			const struct asm_bundle *bu = &sec->bundles[b];
			const struct template_desc *t = template_get(bu->template_number);
			for (int k = 0; k < 3; k++) {
				const struct asm_insn *in = &p->insns[bu->insn[k]];
				if (k == 2 && bu->insn[2] == bu->insn[1])
					break;
				if (k == 0)
					out_printf(&o, "%6llx  %-6s", (unsigned long long)bu->offset,
						   t ? t->name : "?");
				else
					out_printf(&o, "%6s  %-6s", "", "");
				if (in->qp)
					out_printf(&o, "(p%d) ", in->qp);
				out_printf(&o, "%s", in->form->mnemonic);
				for (int i = 0; i < in->nops; i++) {
					out_printf(&o, i == 0 ? " " : (i == in->nouts ? "=" : ","));
					operand_text(&o, &in->ops[i]);
				}
				if (in->stop_after)
					out_printf(&o, " ;;");
				if (!in->generated)
					out_printf(&o, "\t// line %d", in->loc.line);
				out_printf(&o, "\n");
			}
		}
	}
	program_free(p);
	free(text);
	return write_out(&o);
}

int main(int argc, char **argv)
{
	const char *cmd = NULL, *file = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			usage(stdout);
			return 0;
		}
		if (strcmp(a, "-V") == 0 || strcmp(a, "--version") == 0) {
			version();
			return 0;
		}
		if (a[0] == '-' && a[1] && strcmp(a, "--") != 0) {
			fprintf(stderr, "%s: unrecognized option '%s'\n"
				"Try '%s --help' for more information.\n", progname, a, progname);
			return 2;
		}
		if (strcmp(a, "--") == 0) {
			if (i + 1 < argc && !file)
				file = argv[++i];
			continue;
		}
		if (!cmd && !file && strcmp(a, "encode") == 0)
			cmd = a;
		else if (!file)
			file = a;
		else {
			fprintf(stderr, "%s: too many operands\n"
				"Try '%s --help' for more information.\n", progname, progname);
			return 2;
		}
	}
	if (!file) {
		fprintf(stderr, "%s: missing input file\n"
			"Try '%s --help' for more information.\n", progname, progname);
		return 2;
	}
	int rc = cmd ? cmd_encode(file) : cmd_list(file);
	insn_table_free();
	return rc;
}
