/*
 * parser/unwind.c - unwind directives and the unwind sections.
 *
 * For now the directives are accepted and otherwise ignored.
 */
#include "unwind.h"
#include "assemble_internal.h"

#include <string.h>

static const char *const unwind_names[] = {
	".prologue", ".body", ".save", ".save.b", ".save.g", ".save.f",
	".save.gf", ".savesp", ".savepsp", ".restore", ".restorereg",
	".restorereg.p", ".spill", ".spillreg", ".spillsp", ".spillpsp",
	".spillreg.p", ".spillsp.p", ".spillpsp.p", ".fframe", ".vframe",
	".vframesp", ".vframepsp", ".unwabi", ".unwentry", ".label_state",
	".copy_state", ".personality", ".handlerdata", ".altrp",
};

void unwind_init(struct assembler *as) { (void)as; }
void unwind_free(struct assembler *as) { (void)as; }

bool unwind_is_directive(const char *name)
{
	for (size_t i = 0; i < sizeof unwind_names / sizeof unwind_names[0]; i++)
		if (strcmp(name, unwind_names[i]) == 0)
			return true;
	return false;
}

void unwind_directive(struct assembler *as, const struct stmt *s)
{
	(void)as;
	(void)s;
}

void unwind_proc_begin(struct assembler *as, const struct stmt *s) { (void)as; (void)s; }
void unwind_proc_end(struct assembler *as, const struct stmt *s) { (void)as; (void)s; }
void unwind_insn_placed(struct assembler *as, const struct asm_insn *in) { (void)as; (void)in; }
void unwind_end_of_input(struct assembler *as) { (void)as; }
