/*
 * parser/dwarf.c - debug line information from .file N and .loc.
 *
 * For now the directives are accepted and nothing is written.
 */
#include "dwarf.h"
#include "assemble_internal.h"

void dwarf_init(struct assembler *as) { (void)as; }
void dwarf_free(struct assembler *as) { (void)as; }
void dwarf_file(struct assembler *as, const struct stmt *s) { (void)as; (void)s; }
void dwarf_loc(struct assembler *as, const struct stmt *s) { (void)as; (void)s; }
void dwarf_insn_placed(struct assembler *as, const struct asm_insn *in) { (void)as; (void)in; }
void dwarf_finish(struct assembler *as) { (void)as; }
