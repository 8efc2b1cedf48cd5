/*
 * parser/dwarf.h - the debug line information GNU as writes from .file N
 * and .loc (.debug_line, and the .debug_info, .debug_abbrev,
 * .debug_aranges and .debug_str it adds when the source has no
 * .debug_info of its own).  Internal to parser/.
 *
 * The assembler calls in here for the directives, whenever the bundler
 * lays down an instruction the user wrote (its section, bundle offset and
 * slot are final then), and once at the end, before the symbol table is
 * settled.
 *
 * Prefixes: dwarf_.
 */
#ifndef IA64P_PARSER_DWARF_H
#define IA64P_PARSER_DWARF_H

#include <stdbool.h>
#include <stdint.h>

struct assembler;
struct asm_insn;
struct stmt;

void dwarf_init(struct assembler *as);
void dwarf_free(struct assembler *as);

/* .file N "NAME" ["DIR"] (numbered: the plain .file "NAME" is the file
 * symbol's, handled elsewhere). */
void dwarf_file(struct assembler *as, const struct stmt *s);
/* .loc FILE LINE [COLUMN] [OPTIONS]. */
void dwarf_loc(struct assembler *as, const struct stmt *s);
/* The bundler has placed in (not a generated nop). */
void dwarf_insn_placed(struct assembler *as, const struct asm_insn *in);
/* GNU as ends a frag of the current section here, and starts the next one
 * after variable bytes of padding or fill whose size it settles only at
 * the end: an alignment (.align, .proc, aligned data), a fill (.skip,
 * .space, .zero, .fill), .org, a .uleb128/.sleb128 known only at the end.
 * Whether gas sets the address again for a ".loc ... view -0" depends on
 * it (docs/dwarf.md). */
void dwarf_frag(struct assembler *as, uint64_t variable);
/* End of input: writes the debug sections. */
void dwarf_finish(struct assembler *as);

#endif
