/*
 * parser/unwind.h - unwind directives (.prologue, .save, .body, .spill,
 * .personality, .handlerdata, ...) and the unwind sections GNU as writes
 * for them (.IA_64.unwind_info, .IA_64.unwind and their per-section
 * variants).  Internal to parser/.  docs/unwind.md describes what is
 * written and when.
 *
 * The assembler calls in here at .proc and .endp, for every unwind
 * directive, whenever the bundler lays down an instruction the user wrote
 * (its section, bundle offset and slot are final then), so that records
 * written before an instruction can be placed at its slot, and after each
 * flush of the bundler (records still waiting for an instruction then are
 * placed at the end of the code, or reported).
 *
 * Prefixes: unwind_.
 */
#ifndef IA64P_PARSER_UNWIND_H
#define IA64P_PARSER_UNWIND_H

#include <stdbool.h>
#include <stdint.h>

struct assembler;
struct asm_insn;
struct stmt;

void unwind_init(struct assembler *as);
void unwind_free(struct assembler *as);
/* -munwind-check=error: unwind directives in the wrong place are errors
 * (and ignored) instead of warnings.  After unwind_init. */
void unwind_check_errors(struct assembler *as, bool error);

/* Is name an unwind directive (".prologue", ".save.b", ...)? */
bool unwind_is_directive(const char *name);
/* Carries out one unwind directive. */
void unwind_directive(struct assembler *as, const struct stmt *s);

/* .proc has opened procedure as->open_proc (the bundler is flushed). */
void unwind_proc_begin(struct assembler *as, const struct stmt *s);
/* .endp: the bundler is flushed, the procedure's end is known; writes
 * its unwind sections if it has unwind information.  Also called for an
 * .endp with no procedure open (as->open_proc < 0), to report it. */
void unwind_proc_end(struct assembler *as, const struct stmt *s);
/* The bundler has placed in (not a generated nop; an srlz automatic mode
 * inserted takes a slot, no records): in->seq, in->section, in->offset and
 * in->slot are final. */
void unwind_insn_placed(struct assembler *as, const struct asm_insn *in);
/* The instruction just placed ended an explicit bundle ('}'): the bundler
 * looks no further in that bundle. */
void unwind_bundle_closed(struct assembler *as);
/* The bundler has emptied its queue for a section change, data,
 * alignment, .proc, .endp or the end of the input (not for a label). */
void unwind_flushed(struct assembler *as);
/* Does the flush going on leave the instruction group open?  (The flush
 * of .handlerdata puts no stop after the code, in gas.) */
bool unwind_flush_keeps_group(struct assembler *as);
/* .align n in the current section, after the flush and before the
 * padding: gas sizes a spill mask for the worst-case padding. */
void unwind_align(struct assembler *as, uint64_t n);
/* End of input, after the last flush: an unwind table the source declared
 * itself and linked to nothing is linked to .text. */
void unwind_end_of_input(struct assembler *as);

#endif
