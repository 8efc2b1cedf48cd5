/*
 * machine/mkindex.c - run at build time: the mnemonic index as static C
 * (machine/insn_index.inc, which machine/insn.c includes).
 *
 * The index is every spelling of every row of machine/table_*.c, sorted
 * (machine/insn.c says how).  Built at run time it cost each process 3 M
 * instructions, a third of a small file's whole analysis.  This program
 * is linked with machine/insn.c compiled with INSN_INDEX_AT_RUN_TIME,
 * builds the index with that code, and writes it out: each form as its
 * row (table and index), its opcode bits and where its spelling starts in
 * one array of spellings.
 */
#include "table.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	static const char *const table_names[] = {"table_a", "table_i", "table_m", "table_f",
						  "table_b"};
	const struct insn_desc *tables[] = {table_a, table_i, table_m, table_f, table_b};
	const size_t sizes[] = {table_a_size, table_i_size, table_m_size, table_f_size,
				table_b_size};
	insn_table_init();
	size_t n = insn_form_count();
	printf("/* machine/insn_index.inc - made by machine/mkindex from machine/table_*.c\n"
	       " * at build time: do not edit.  %zu forms. */\n", n);
	puts("static const char index_names[] =");
	for (size_t i = 0; i < n; i++) {
		const char *m = insn_form_at(i)->mnemonic;
		for (const char *c = m; *c; c++)
			if (*c == '"' || *c == '\\' || *c == '?' || *c < ' ' || *c > '~') {
				fprintf(stderr, "mkindex: spelling \"%s\" needs escaping\n", m);
				return 1;
			}
		printf("\t\"%s\\0\"\n", m);
	}
	puts("\t;");
	puts("static const struct insn_form index_forms[] = {");
	size_t at = 0;
	for (size_t i = 0; i < n; i++) {
		const struct insn_form *f = insn_form_at(i);
		int u = 0;
		while (u < 5 && !(f->desc >= tables[u] && f->desc < tables[u] + sizes[u]))
			u++;
		if (u == 5) {
			fprintf(stderr, "mkindex: form %s is no table's row\n", f->mnemonic);
			return 1;
		}
		printf("\t{&%s[%zu], UINT64_C(0x%" PRIx64 "), index_names + %zu},\n",
		       table_names[u], (size_t)(f->desc - tables[u]), f->bits, at);
		at += strlen(f->mnemonic) + 1;
	}
	puts("};");
	insn_table_free();
	return ferror(stdout) ? 1 : 0;
}
