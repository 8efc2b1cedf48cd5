/*
 * parser/automode.c - GNU as's explicit and automatic modes.
 *
 * In explicit mode (-x) the stops are those written, and the dependency
 * checker warns of a missing one.  In automatic mode (-xauto, gas's
 * default, or after .auto) the assembler inserts what the checker asks
 * for before an instruction that would violate a dependency of its group:
 * a stop, srlz.d after it, or srlz.i and another stop (depcheck_fix), and
 * ignores the stops written.  With -xnone no dependency is followed until
 * a mode directive.  docs/check.md, section 5, gives the experiments.
 */
#include "assemble_internal.h"

#include <string.h>

void as_modes_init(struct assembler *as, bool automatic, bool no_dependencies, bool warn)
{
	as->checker = depcheck_new(as->p, warn);
	as->dv = no_dependencies ? NULL : as->checker;
	as->mode.default_automatic = automatic;
	as->mode.automatic = automatic;
}

void as_modes_free(struct assembler *as)
{
	depcheck_free(as->checker);
	as->checker = as->dv = NULL;
}

/* Ends the instruction group, for the bundler and the checker. */
static void auto_stop(struct assembler *as)
{
	bundler_stop(as, NULL);
	depcheck_stop(as->dv);
}

/* A change of mode ends the instruction group, as ";;" does in explicit
 * mode (tests/asm/auto_directives.s). */
static void set_mode(struct assembler *as, bool automatic)
{
	if (as->mode.automatic == automatic)
		return;
	as->mode.automatic = automatic;
	auto_stop(as);
}

/* .auto ('a'), .explicit ('e'), .default ('d'): each starts the
 * dependency checker (-xnone), and gas warns of one inside braces but
 * obeys it.  After .auto or .explicit a '{' keeps the mode; .default
 * gives the command line's back. */
void as_mode_directive(struct assembler *as, int kind, const struct src_loc *loc)
{
	if (bundler_in_braces(as))
		diag_warning(loc, "mode directive inside a bundle");
	as->dv = as->checker;
	as->mode.set_by_directive = kind != 'd';
	set_mode(as, kind == 'a' || (kind == 'd' && as->mode.default_automatic));
}

/* ";;": in automatic mode the assembler places the stops, and ignores
 * those written (gas warns once). */
void as_stop_written(struct assembler *as, const struct src_loc *loc)
{
	if (as->mode.automatic && as->dv) {
		if (!as->mode.stops_warned)
			diag_warning(loc, "explicit stops are ignored in automatic mode");
		as->mode.stops_warned = true;
		return;
	}
	auto_stop(as);
}

/* '{' in the command line's automatic mode reads the bundle in explicit
 * mode up to its '}' (gas warns of the switch as of a directive inside a
 * bundle); after .auto it stays in automatic mode, with a warning. */
void as_brace(struct assembler *as, bool open, const struct src_loc *loc)
{
	bundler_brace(as, open, loc);
	if (!as->dv)
		return;
	if (open && as->mode.automatic) {
		if (as->mode.set_by_directive) {
			diag_warning(loc, "found '{' after an explicit switch to automatic mode");
		} else {
			diag_warning(loc, "'{' switches to explicit mode inside a bundle");
			set_mode(as, false);
		}
	} else if (!open && !as->mode.automatic && !as->mode.set_by_directive &&
		   as->mode.default_automatic) {
		set_mode(as, true);
	}
}

/* Queues the srlz.i or srlz.d automatic mode inserts before in: an
 * instruction the assembler made, with in's place in the source. */
static void insert_srlz(struct assembler *as, bool instruction, const struct asm_insn *in)
{
	const struct insn_form *f = insn_srlz_form(instruction);
	if (!f) {
		diag_error(&in->loc, "internal error: no srlz in the table");
		return;
	}
	struct pending pend;
	memset(&pend, 0, sizeof pend);
	pend.insn.form = f;
	pend.insn.loc = in->loc;
	pend.insn.seq = in->seq;
	pend.insn.generated = true;
	pend.forms = f;
	pend.nforms = 1;
	depcheck_serialize(as->dv, instruction);
	bundler_queue(as, &pend);
}

/* Each fix makes progress (a stop, a serialization ends marks); the
 * bound only guards against a rule that would not. */
enum { MAX_FIXES = 16 };

void as_insn(struct assembler *as, const struct insn_form *f, const char *spelled,
	     struct pending *pend)
{
	struct asm_insn *in = &pend->insn;
	bool automatic = as->mode.automatic && as->dv;
	if (f->desc->flags & IF_FIRST)
		bundler_first_in_group(as);
	for (int k = 0; automatic && k < MAX_FIXES; k++) {
		enum depcheck_fix fix = depcheck_fix(as->dv, f, spelled, in);
		if (fix == DVFIX_NONE)
			break;
		if (fix == DVFIX_STOP_SRLZ_D)
			auto_stop(as);
		if (fix != DVFIX_STOP)
			insert_srlz(as, fix == DVFIX_SRLZ_I, in);
		if (fix == DVFIX_STOP || fix == DVFIX_SRLZ_I)
			auto_stop(as);
	}
	depcheck_insn(as->dv, f, spelled, in, automatic);
	as->p->nwritten++;
	bundler_queue(as, pend);
}
