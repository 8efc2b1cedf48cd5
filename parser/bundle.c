/*
 * parser/bundle.c - packing instructions into bundles as GNU as does.
 *
 * Instructions wait in a queue of four.  When the fourth arrives, or when
 * something forces the queue out (a section change, data, the end of the
 * input), one bundle is made from the front of the queue:
 *
 *  1. The template: the one the user named (.mii inside braces), or the best
 *     template for the unit types of the next one to three instructions (a
 *     labelled instruction other than the first ends the look-ahead).
 *  2. The slots, in order: an instruction goes in the first slot from the
 *     current one whose unit can run it; slots it skips keep a nop of their
 *     unit.  A stop after an instruction that is not the last in the bundle
 *     switches MMI-like templates to M;MI and MII-like ones to MI;I, or else
 *     ends the bundle.  A labelled instruction other than the first, or one
 *     that does not fit the remaining slots, ends the bundle.
 *  3. The bundle's final stop bit is the stop after its last instruction.
 *
 * docs/bundling.md describes the rules with the experiments behind them.
 */
#include "assemble_internal.h"
#include "unwind.h"
#include "dwarf.h"

#include <stdlib.h>
#include <string.h>

#define QUEUE_SIZE 4

/* Template-choice types: an instruction's unit type as the bundler sees it. */
enum btype { BT_NONE, BT_A, BT_I, BT_M, BT_B, BT_F, BT_X, BT_DYN, BT_COUNT };

struct bundler {
	struct pending queue[QUEUE_SIZE];
	int head, count;
	bool manual;			/* between "{" and "}" */
	struct src_loc open_loc;	/* of the last "{" */
	bool next_bundle_on;		/* the next instruction follows "{" */
	int next_template;		/* from .mii, for the next instruction */
	int *labels;			/* labels waiting for the next instruction:
					 * a symbol, or ~symbol for a tag ("[t:]") */
	size_t nlabels, labels_cap, nhard;
	bool *placed;			/* per symbol: its bundle is known */
	bool proc_after_padding;	/* a .proc since the last padding */
	unsigned char pad_template;	/* the padding's: MMI, or MFI (-mtune=itanium1) */
	int pad_section;		/* the last padding: its section and */
	size_t pad_first;		/* first bundle there */
	/* the last bundle .handlerdata's flush laid down (with no stop):
	 * its section (-1: none) and index there */
	int open_section;
	size_t open_bundle;
	/* the last bundle laid down whose last instruction has a stop after
	 * it (M;MI after itc.d): its section (-1: none) and index there */
	int stopped_section;
	size_t stopped_bundle;
	size_t placed_cap;
	bool itanium1;		/* templates chosen as for Itanium (best_for) */
};

/* The unit each slot of template index t (number >> 1) executes. */
static enum insn_type slot_unit(int t, int slot)
{
	const struct template_desc *d = template_get(2 * t);
	return d ? d->slot[slot] : TYPE_ANY;
}

static bool template_valid(int t)
{
	return template_get(2 * t) != NULL;
}

/* Does an instruction of type bt fit slot `slot` of template t? */
static bool fits(int t, enum btype bt, int slot)
{
	if (!template_valid(t))
		return bt == BT_DYN;
	enum insn_type u = slot_unit(t, slot);
	switch (bt) {
	case BT_DYN: return true;
	case BT_A: return u == TYPE_I || u == TYPE_M;
	case BT_I: return u == TYPE_I;
	case BT_M: return u == TYPE_M;
	case BT_B: return u == TYPE_B;
	case BT_F: return u == TYPE_F;
	case BT_X: return u == TYPE_LX && slot == 1;
	default: return false;
	}
}

/* What a nop in slot `slot` of template t earns.  With its default
 * tuning (Itanium 2) GNU as prefers no unit for a nop (tests/bundling/
 * 01-02: a lone A goes to MII, a lone F to MFI, a lone B to MIB); tuned
 * for the first Itanium (-mtune=itanium1) it prefers an F nop in slot 1
 * and a B nop in slot 2, the F more (tests/bundling/tune_itanium1.s: a
 * lone I goes to MFI, not MIB; two B to BBB, not MBB). */
static int nop_goodness(int t, int slot, bool itanium1)
{
	if (!itanium1)
		return 0;
	if (slot == 1 && slot_unit(t, 1) == TYPE_F)
		return 2;
	if (slot == 2 && slot_unit(t, 2) == TYPE_B)
		return 1;
	return 0;
}

/* How well template t serves the next three types a, b, c: the number of
 * them it takes in order (3 points each), and what its nops earn; ties go
 * to the lowest template number. */
static int goodness(int t, enum btype a, enum btype b, enum btype c, bool itanium1)
{
	bool mlx = t == 2;
	int nop1 = nop_goodness(t, 1, itanium1), nop2 = nop_goodness(t, 2, itanium1);
	if (fits(t, a, 0)) {
		if (fits(t, b, 1))
			return (mlx && b == BT_X) || fits(t, c, 2) ? 9 : 6 + nop2;
		return fits(t, b, 2) ? 6 + nop1 : 3 + nop1 + nop2;
	}
	if (fits(t, a, 1))
		return (mlx && a == BT_X) || fits(t, b, 2) ? 6 : 3 + nop2;
	return fits(t, a, 2) ? 3 + nop1 : 0;
}

/* The template the bundler picks for each run of three slot types, for
 * each tuning (Itanium 2, Itanium), plus one: chosen when a run first
 * needs it (0: not yet), and kept for the process.  A file meets few of
 * the 16 x BT_COUNT^3 runs. */
static unsigned char best_template[2][BT_COUNT][BT_COUNT][BT_COUNT];

static int best_for(bool itanium1, enum btype a, enum btype b, enum btype c)
{
	unsigned char *best = &best_template[itanium1][a][b][c];
	if (!*best) {
		int most = 0, chosen = 0;
		for (int t = 0; t < 16; t++) {
			int g = goodness(t, a, b, c, itanium1);
			if (g > most) {
				most = g;
				chosen = t;
			}
		}
		*best = (unsigned char)(chosen + 1);
	}
	return *best - 1;
}

void bundler_init(struct assembler *as, bool tune_itanium1)
{
	struct bundler *b = xcalloc(1, sizeof *b);
	b->pad_template = tune_itanium1 ? 0x0c : 0x08;	/* MFI : MMI */
	b->next_template = -1;
	b->open_section = -1;
	b->stopped_section = -1;
	b->itanium1 = tune_itanium1;
	as->b = b;
}

void bundler_free(struct assembler *as)
{
	struct bundler *b = as->b;
	if (!b)
		return;
	for (int i = 0; i < b->count; i++)
		free(b->queue[(b->head + i) % QUEUE_SIZE].labels);
	free(b->labels);
	free(b->placed);
	free(b);
	as->b = NULL;
}

static void mark_placed(struct assembler *as, int sym)
{
	struct bundler *b = as->b;
	b->placed = xgrow_zeroed(b->placed, &b->placed_cap, (size_t)sym, sizeof *b->placed);
	b->placed[sym] = true;
}

bool bundler_in_braces(const struct assembler *as)
{
	return as->b->manual;
}

bool bundler_label_placed(struct assembler *as, int sym)
{
	struct bundler *b = as->b;
	return (size_t)sym < b->placed_cap && b->placed[sym];
}

static enum btype btype_of(const struct pending *pe)
{
	if (pe->dynamic)
		return BT_DYN;
	switch (pe->insn.form->desc->type) {
	case TYPE_A: return BT_A;
	case TYPE_I: return BT_I;
	case TYPE_M: return BT_M;
	case TYPE_F: return BT_F;
	case TYPE_B: return BT_B;
	case TYPE_LX: return BT_X;
	case TYPE_ANY: return BT_DYN;
	}
	return BT_NONE;
}

static void end_group(struct assembler *as, bool written);

static struct pending *queue_at(struct bundler *b, int i)
{
	return &b->queue[(b->head + i) % QUEUE_SIZE];
}

/* Appends an instruction to the program (in slot order) and returns it. */
static struct asm_insn *append_insn(struct assembler *as, const struct asm_insn *in,
				    const struct insn_form *forms, size_t nforms,
				    const struct insn_form *as_written)
{
	struct program *p = as->p;
	if (p->ninsns == p->insns_cap) {
		p->insns_cap = p->insns_cap ? 2 * p->insns_cap : 256;
		p->insns = xrealloc(p->insns, p->insns_cap * sizeof *p->insns);
		as->insn_forms = xrealloc(as->insn_forms,
					  p->insns_cap * sizeof *as->insn_forms);
	}
	p->insns[p->ninsns] = *in;
	as->insn_forms[p->ninsns] = (struct insn_forms){forms, nforms, as_written};
	return &p->insns[p->ninsns++];
}

/* A dynamic instruction (nop, break, hint without a unit; chk.s) takes a
 * unit the first time the bundler offers it a slot, and keeps it: nop and
 * break take the slot's unit; hint too, except that a B slot makes it
 * hint.i (GNU as rejects hint.b); chk.s is the I form in an I slot or the
 * F slot of MFI, the M form elsewhere.  Returns the form, or NULL when the
 * table has none (reported by the caller). */
static const struct insn_form *resolve_dynamic(const struct pending *pe,
					       enum insn_type u, int t)
{
	const struct insn_desc *d = pe->insn.form->desc;
	enum insn_type want;
	if (d->type == TYPE_ANY) {
		const struct insn_form *forms;
		size_t n = insn_unit_forms(pe->insn.form, u, &forms);
		for (size_t i = 0; i < n; i++)
			if (insn_match(&forms[i], pe->insn.ops, pe->insn.nops,
				       pe->insn.nouts, false, NULL, NULL))
				return &forms[i];
		return NULL;
	}
	want = (u == TYPE_I || (u == TYPE_F && t == 6)) ? TYPE_I : TYPE_M;
	for (size_t i = 0; i < pe->nforms; i++)
		if (pe->forms[i].desc->type == want &&
		    insn_match(&pe->forms[i], pe->insn.ops, pe->insn.nops,
			       pe->insn.nouts, false, NULL, NULL))
			return &pe->forms[i];
	return NULL;
}

/* A new, zeroed bundle at the end of section sec, at offset. */
static struct asm_bundle *new_bundle(struct asm_section *sec, uint64_t offset)
{
	if (sec->nbundles == sec->bundles_cap) {
		sec->bundles_cap = sec->bundles_cap ? 2 * sec->bundles_cap : 64;
		sec->bundles = xrealloc(sec->bundles, sec->bundles_cap * sizeof *sec->bundles);
	}
	struct asm_bundle *bu = &sec->bundles[sec->nbundles++];
	memset(bu, 0, sizeof *bu);
	bu->offset = offset;
	return bu;
}

/* Appends a nop the bundler fills in (its form: nop.m, nop.i, ...), or
 * returns NULL when the table has none. */
static struct asm_insn *append_nop(struct assembler *as, const struct insn_form *form,
				   int slot, uint64_t offset, const struct src_loc *loc)
{
	if (!form)
		return NULL;
	struct asm_insn nop;
	memset(&nop, 0, sizeof nop);
	nop.form = form;
	nop.nops = 1;
	nop.ops[0].type = OP_IMM;
	nop.ops[0].imm = IMM_CONST;
	nop.generated = true;
	nop.seq = UINT32_MAX;
	nop.slot = (uint8_t)slot;
	nop.section = (uint32_t)as->cur;
	nop.offset = offset;
	nop.loc = *loc;
	return append_insn(as, &nop, NULL, 0, NULL);
}

/* When only the bytes are wanted: encodes a bundle whose operands are all
 * known at once and forgets its instructions, which keeps memory to the
 * bytes.  Anything that does not encode is left for pass 2 to report, in
 * order. */
static void pack_now(struct assembler *as, struct asm_bundle *bu, size_t first_insn)
{
	struct program *p = as->p;
	for (size_t i = first_insn; i < p->ninsns; i++) {
		char msg[256];
		if (!as_choose_and_encode(&p->insns[i], &as->insn_forms[i], msg, sizeof msg))
			return;
	}
	for (size_t i = first_insn; i < p->ninsns; i++)
		as_insn_warnings(&p->insns[i]);
	as_write_bundle(p, &p->sections[as->cur], bu);
	bu->packed = true;
	memset(bu->insn, 0, sizeof bu->insn);
	p->ninsns = first_insn;
}

/* A bundle being filled from the front of the queue. */
struct fill {
	int user;		/* the template written (number >> 1), or -1 */
	int t;			/* the template chosen (number >> 1) */
	struct pending placed[3];
	const struct insn_form *slot_form[3];
	const struct insn_form *written_form[3];
	bool filled[3];
	bool end_group;		/* a stop after the last instruction placed */
	bool manual;		/* inside braces */
	bool quiet;		/* an error was reported: the rest would cascade */
	int last_slot, nplaced;
};

/* The template for the front of the queue: the one written, else the best
 * for the unit types of the next three instructions up to a label. */
static int first_template(struct bundler *b, int user)
{
	if (user >= 0)
		return user;
	enum btype ty[3] = {BT_NONE, BT_NONE, BT_NONE};
	for (int i = 0; i < 3 && i < b->count; i++) {
		struct pending *pe = queue_at(b, i);
		if (i > 0 && pe->nhard)
			break;
		ty[i] = btype_of(pe);
	}
	return best_for(b->itanium1, ty[0], ty[1], ty[2]);
}

/* An instruction that must end its instruction group (IF_LAST) goes to
 * the slot it needs, changing the template to M;MI for an M-unit one.
 * False when it cannot go into this bundle at or after slot *i. */
static bool place_last_in_group(struct fill *f, struct pending *pe, int *i)
{
	const struct insn_desc *d = pe->insn.form->desc;
	int required = *i, required_t = f->t;
	if (d->type == TYPE_M) {
		required = 0;
		required_t = 5;	/* M;MI */
	} else if (d->type == TYPE_B) {
		required = 2;
	}
	if (f->manual && (*i > required || (f->user >= 0 && (f->t ^ required_t) > 1) ||
			  (d->type == TYPE_B && !pe->bundle_off))) {
		diag_error(&pe->insn.loc, "'%s' must be last in instruction group",
			   pe->insn.form->mnemonic);
		f->quiet = true;
	}
	if (required < *i)
		return false;
	*i = required;
	if (required_t != f->t) {
		f->t = required_t;
		pe->end_group = false;	/* the template's stop serves */
	}
	return true;
}

/* After a stop in the middle of the bundle, slot *i can follow only in a
 * template with a stop there (M;MI, MI;I).  False when the bundle ends
 * here. */
static bool place_after_stop(struct fill *f, struct pending *pe, int *i)
{
	const struct insn_desc *d = pe->insn.form->desc;
	int orig = f->t;
	if (*i == 1 && (f->user == 4 || (f->user < 0 && slot_unit(f->t, 0) == TYPE_M))) {
		f->t = 5;	/* M;MI */
		f->end_group = false;
	} else if (*i == 2 && (f->user == 0 || (f->user < 0 && slot_unit(f->t, 1) == TYPE_I)) &&
		   !(d->flags & IF_FIRST)) {
		f->t = 1;	/* MI;I */
		f->end_group = false;
	} else if (*i == 1 && f->user == 0 && f->manual && !(d->flags & IF_FIRST)) {
		/* { .mii M ;; I }: slot 1 gets a nop and the stop,
		 * MI;I (tests/gas bundling.s) */
		f->t = 1;
		f->end_group = false;
		*i = 2;
	} else if (f->manual && !f->quiet) {
		diag_error(&pe->insn.loc, "'%s' does not fit into %s template after a stop",
			   pe->insn.form->mnemonic, template_get(2 * orig)->name);
		f->quiet = true;
	}
	return f->t != orig;
}

/* Settles the form of an instruction whose unit is chosen by its slot. */
static void settle_dynamic(struct pending *pe, enum insn_type required, int t)
{
	const struct insn_form *f = resolve_dynamic(pe, required, t);
	if (!f) {
		diag_error(&pe->insn.loc, "no form of '%s' for an %s slot",
			   pe->insn.form->mnemonic, insn_type_name(required));
		f = pe->forms;
	}
	pe->insn.form = f;
	pe->forms = f;
	pe->nforms = 1;
	pe->dynamic = false;
}

/* Takes instructions from the front of the queue into the slots of f's
 * template, changing the template where a stop or a group's last
 * instruction asks for it. */
static void fill_slots(struct bundler *b, struct fill *f)
{
	for (int i = 0; i < 3 && b->count > 0; i++) {
		struct pending *pe = queue_at(b, 0);
		const struct insn_desc *d = pe->insn.form->desc;
		if (pe->bundle_on) {
			if (f->nplaced == 0)
				f->manual = true;
			else
				break;
		}
		if (d->flags & IF_SLOT2) {
			if (f->manual && !pe->bundle_off) {
				diag_error(&pe->insn.loc, "'%s' must be last in bundle",
					   pe->insn.form->mnemonic);
				f->quiet = true;
			}
			i = 2;
		}
		if ((d->flags & IF_LAST) && !place_last_in_group(f, pe, &i))
			break;
		/* a template directive begins a bundle, as a label does */
		if (f->nplaced > 0 && pe->user_template >= 0 && !f->manual)
			break;
		if (f->nplaced > 0 && pe->nhard) {
			if (f->manual) {
				diag_error(&pe->insn.loc, "label must be first in a bundle");
				f->quiet = true;
			}
			break;
		}
		if (f->end_group && !place_after_stop(f, pe, &i))
			break;
		enum insn_type required = slot_unit(f->t, i);
		if (pe->dynamic) {
			settle_dynamic(pe, required, f->t);
			d = pe->insn.form->desc;
		}
		enum insn_type ty = d->type;
		if (!(ty == required || (ty == TYPE_A && (required == TYPE_I || required == TYPE_M))))
			continue;	/* try the next slot */

		f->placed[i] = *pe;
		f->written_form[i] = pe->written;
		f->slot_form[i] = pe->insn.form;
		f->filled[i] = true;
		f->nplaced++;
		if (pe->end_group)
			f->end_group = true;
		bool off = pe->bundle_off;
		b->head = (b->head + 1) % QUEUE_SIZE;
		b->count--;
		f->last_slot = i;
		if (required == TYPE_LX)
			i++;	/* the X slot belongs to the same instruction */
		if (off) {
			f->manual = false;
			break;
		}
	}
}

/* What did not go into the bundle and cannot: reported (unless an error
 * already was), and dropped when nothing was placed, so that the queue
 * drains. */
static void report_unplaced(struct bundler *b, const struct fill *f)
{
	if (b->count > 0 && f->last_slot < 0) {
		struct pending *pe = queue_at(b, 0);
		if (!f->quiet)
			diag_error(&pe->insn.loc, "'%s' does not fit into %s template",
				   pe->insn.form->mnemonic, template_get(2 * f->t)->name);
		free(pe->labels);
		b->head = (b->head + 1) % QUEUE_SIZE;
		b->count--;
	} else if (f->manual && b->count > 0 && !f->quiet) {
		diag_error(&queue_at(b, 0)->insn.loc, "'%s' does not fit into bundle",
			   queue_at(b, 0)->insn.form->mnemonic);
	}
}

/* Lays down a written instruction in slot i of the bundle at offset: its
 * labels get their addresses, the unwind and debug-line modules hear of
 * it, and its operands that wait for pass 2 become fixups. */
static struct asm_insn *place_insn(struct assembler *as, struct pending *pe,
				   const struct insn_form *written, int i, uint64_t offset)
{
	for (size_t k = 0; k < pe->nlabels; k++) {
		int sym = pe->labels[k] < 0 ? ~pe->labels[k] : pe->labels[k];
		/* a tag names the slot: the bundle's address plus it */
		as->p->symbols[sym].value = (int64_t)offset + (pe->labels[k] < 0 ? i : 0);
		mark_placed(as, sym);
	}
	free(pe->labels);
	pe->insn.slot = (uint8_t)i;
	pe->insn.section = (uint32_t)as->cur;
	pe->insn.offset = offset;
	struct asm_insn *in = append_insn(as, &pe->insn, pe->forms, pe->nforms,
					  written->desc->type == TYPE_ANY ? written : NULL);
	/* an srlz automatic mode inserted takes no unwind record or line
	 * row: its instruction's go to that instruction (tests/asm/auto_lines.s) */
	unwind_insn_placed(as, in);
	if (!in->generated)
		dwarf_insn_placed(as, in);
	if (pe->bundle_off)	/* '}': the next one starts afresh */
		unwind_bundle_closed(as);
	uint32_t idx = (uint32_t)(as->p->ninsns - 1);
	for (int k = 0; k < pe->insn.nops; k++) {
		if (!pe->exprs[k])
			continue;
		if (as->nfixups == as->fixups_cap) {
			as->fixups_cap = as->fixups_cap ? 2 * as->fixups_cap : 256;
			as->fixups = xrealloc(as->fixups, as->fixups_cap * sizeof *as->fixups);
		}
		as->fixups[as->nfixups++] = (struct fixup){idx, (uint8_t)k, pe->exprs[k]};
	}
	return in;
}

/* Lays the filled bundle down in the current section: its instructions,
 * nops in the empty slots, the template's stops. */
static void lay_down(struct assembler *as, struct fill *f, const struct src_loc *loc,
		     const struct pending *first)
{
	struct asm_section *sec = &as->p->sections[as->cur];
	int t = f->t;
	if (sec->size % 16) {
		diag_error(loc, "instruction address is not a multiple of 16");
		sec->size = (sec->size + 15) & ~(uint64_t)15;
	}
	uint64_t offset = sec->size;
	size_t first_insn = as->p->ninsns, first_fixup = as->nfixups;
	struct asm_bundle *bu = new_bundle(sec, offset);
	bu->template_number = (uint8_t)(2 * t + (f->end_group ? 1 : 0));
	for (int i = 0; i < 3; i++) {
		enum insn_type u = slot_unit(t, i);
		if (u == TYPE_LX && i == 2 && f->filled[1]) {
			bu->insn[2] = bu->insn[1];
			as->p->insns[bu->insn[2]].stop_after = f->end_group;
			continue;
		}
		struct asm_insn *in;
		if (f->filled[i]) {
			in = place_insn(as, &f->placed[i], f->written_form[i], i, offset);
		} else {
			in = append_nop(as, insn_nop_form(u), i, offset, loc);
			if (!in) {	/* the table always has one: say so if not */
				diag_error(loc, "internal error: no nop for slot %d", i);
				in = append_nop(as, f->slot_form[0] ? f->slot_form[0] : first->insn.form,
						i, offset, loc);
			}
		}
		/* the stops are the template's: a ";;" written after an instruction
		 * in the middle of a bundle became M;MI or MI;I, or moved to the end */
		in->stop_after = (i == 2 && f->end_group) ||
			(template_get(2 * t)->stop_after == i);
		bu->insn[i] = (uint32_t)(as->p->ninsns - 1);
	}
	struct bundler *b = as->b;
	b->stopped_section = -1;
	if (f->last_slot >= 0 &&
	    (f->end_group || template_get(2 * t)->stop_after == f->last_slot)) {
		b->stopped_section = as->cur;
		b->stopped_bundle = sec->nbundles - 1;
	}
	as_section_emit(as, NULL, 16, loc);	/* the bytes' place in the image */
	if (as->bytes_only && as->nfixups == first_fixup)
		pack_now(as, bu, first_insn);
}

/* Makes one bundle from the front of the queue. */
static void emit_bundle(struct assembler *as)
{
	struct bundler *b = as->b;
	struct pending *first = queue_at(b, 0);
	const struct src_loc loc = first->insn.loc;
	struct fill f = {.last_slot = -1};
	f.user = first->user_template >= 0 ? first->user_template >> 1 : -1;
	f.t = first_template(b, f.user);
	fill_slots(b, &f);
	report_unplaced(b, &f);
	lay_down(as, &f, &loc, first);
}

void bundler_queue(struct assembler *as, struct pending *pend)
{
	struct bundler *b = as->b;
	pend->written = pend->insn.form;
	pend->user_template = -1;
	/* an instruction the assembler inserts (automatic mode's srlz)
	 * comes before the labels, template and '{' waiting for the one
	 * written (tests/asm/auto_srlz.s) */
	if (!pend->insn.generated) {
		pend->user_template = b->next_template;
		b->next_template = -1;
		pend->bundle_on = b->next_bundle_on;
		b->next_bundle_on = false;
	}
	if (!pend->insn.generated) {
		pend->labels = b->labels;
		pend->nlabels = b->nlabels;
		pend->nhard = b->nhard;
		b->labels = NULL;
		b->nlabels = b->labels_cap = b->nhard = 0;
	}
	*queue_at(b, b->count) = *pend;
	b->count++;
	if (pend->insn.form->desc->flags & IF_LAST)
		queue_at(b, b->count - 1)->end_group = true;
	if (b->count == QUEUE_SIZE)
		emit_bundle(as);
}

/* An instruction that must begin a group (alloc, flushrs, loadrs) ends
 * the one before it, before what automatic mode inserts for it
 * (tests/asm/auto_srlz.s). */
void bundler_first_in_group(struct assembler *as)
{
	end_group(as, false);
}

/* "[t:] insn": t is the address of insn's bundle plus its slot; unlike a
 * label it does not make insn begin a bundle. */
void bundler_tag(struct assembler *as, int sym)
{
	bundler_label(as, sym);
	as->b->labels[as->b->nlabels - 1] = ~sym;
	as->b->nhard--;
}

void bundler_label(struct assembler *as, int sym)
{
	struct bundler *b = as->b;
	if (b->nlabels == b->labels_cap) {
		b->labels_cap = b->labels_cap ? 2 * b->labels_cap : 4;
		b->labels = xrealloc(b->labels, b->labels_cap * sizeof *b->labels);
	}
	b->labels[b->nlabels++] = sym;
	b->nhard++;
}

/* Ends the current instruction group: the stop goes after the last queued
 * instruction, or, when the queue is empty, on the last bundle already laid
 * down in this section (GNU as sets that bundle's stop bit even when a
 * mid-bundle stop template was chosen for it: tests/bundling/49).  Nops
 * that pad for alignment take the stop of an instruction that must begin
 * a group, unless a .proc came between, but not that of a written ";;"
 * (GNU as fills them in later, in a frag of their own).  The bundle that
 * .handlerdata's flush left without a stop takes none later either, from
 * a ";;" or an instruction that must begin a group, when the code goes on
 * after .endp (tests/unwind/handlerdata_stop.s). */
static void end_group(struct assembler *as, bool written)
{
	struct bundler *b = as->b;
	if (b->count > 0) {
		queue_at(b, b->count - 1)->end_group = true;
		return;
	}
	struct asm_section *sec = &as->p->sections[as->cur];
	if (!sec->nbundles)
		return;
	struct asm_bundle *last = &sec->bundles[sec->nbundles - 1];
	if (last->offset + 16 != sec->size)
		return;	/* data follows it */
	if (as->cur == b->open_section && sec->nbundles - 1 == b->open_bundle)
		return;
	if (last->padding && (written || b->proc_after_padding))
		return;
	/* a ";;" adds nothing after an instruction with a stop after it
	 * (itc.d; .align 16; ";;": tests/bundling/retro_stop_after_stop.s) */
	if (written && as->cur == b->stopped_section && sec->nbundles - 1 == b->stopped_bundle)
		return;
	/* GNU as fills an alignment with copies of one bundle: the stop goes
	 * on every bundle of the padding (tests/bundling/pad_first_stop.s) */
	size_t first = sec->nbundles - 1;
	if (last->padding && b->pad_section == as->cur && b->pad_first < first)
		first = b->pad_first;
	for (size_t i = first; i < sec->nbundles; i++) {
		struct asm_bundle *bu = &sec->bundles[i];
		bu->template_number |= 1;
		if (bu->packed)
			sec->image[bu->offset] |= 1;	/* the template's stop bit, bit 0 */
		else
			as->p->insns[bu->insn[2]].stop_after = true;
	}
}

/* .proc: see end_group. */
void bundler_proc(struct assembler *as)
{
	as->b->proc_after_padding = true;
}

void bundler_stop(struct assembler *as, const struct src_loc *loc)
{
	(void)loc;
	end_group(as, true);
}

void bundler_brace(struct assembler *as, bool open, const struct src_loc *loc)
{
	struct bundler *b = as->b;
	if (open) {
		if (b->manual)
			diag_warning(loc, "found '{' when manual bundling is already on");
		b->manual = true;
		b->next_bundle_on = true;
		b->open_loc = *loc;
	} else {
		if (!b->manual)
			diag_warning(loc, "found '}' when manual bundling is off");
		else if (b->count > 0 && !b->next_bundle_on)
			queue_at(b, b->count - 1)->bundle_off = true;
		b->manual = false;
		b->next_bundle_on = false;
	}
}

void bundler_template(struct assembler *as, int number, const struct src_loc *loc)
{
	struct bundler *b = as->b;
	(void)loc;	/* outside braces too: GCC writes them so */
	b->next_template = number;
}

/* Empties the queue, ending the instruction group (GNU as does this on a
 * section change, data, alignment, .proc and .endp); labels with no
 * instruction after them name the current end of the section. */
void bundler_flush(struct assembler *as)
{
	struct bundler *b = as->b;
	bool keep = unwind_flush_keeps_group(as), any = b->count > 0;
	if (any && !keep)
		queue_at(b, b->count - 1)->end_group = true;
	if (!keep)
		depcheck_stop(as->dv);	/* gas ends the group here too */
	while (b->count > 0)
		emit_bundle(as);
	if (any && keep) {
		b->open_section = as->cur;
		b->open_bundle = as->p->sections[as->cur].nbundles - 1;
	}
	unwind_flushed(as);
	for (size_t k = 0; k < b->nlabels; k++) {
		int sym = b->labels[k] < 0 ? ~b->labels[k] : b->labels[k];
		as->p->symbols[sym].value = (int64_t)as->p->sections[as->cur].size;
		mark_placed(as, sym);
	}
	b->nlabels = b->nhard = 0;
}

/* Fills n bytes (a multiple of 16) of a code section with bundles of
 * nops, as GNU as pads code for alignment: MMI (MFI tuned for the first
 * Itanium). */
void bundler_pad(struct assembler *as, uint64_t n, const struct src_loc *loc)
{
	struct asm_section *sec = &as->p->sections[as->cur];
	as->b->pad_section = as->cur;
	as->b->pad_first = sec->nbundles;
	for (uint64_t k = 0; k < n / 16; k++) {
		struct asm_bundle *bu = new_bundle(sec, sec->size);
		bu->template_number = as->b->pad_template;
		bu->padding = true;
		as->b->proc_after_padding = false;
		for (int i = 0; i < 3; i++) {
			if (!append_nop(as, insn_nop_form(slot_unit(bu->template_number / 2, i)), i,
					bu->offset, loc)) {
				diag_error(loc, "internal error: no nop for padding");
				return;
			}
			bu->insn[i] = (uint32_t)(as->p->ninsns - 1);
		}
		as_section_emit(as, NULL, 16, loc);
	}
}

void bundler_end_of_input(struct assembler *as)
{
	struct bundler *b = as->b;
	bundler_flush(as);
	if (b->manual)
		diag_error(&b->open_loc, "missing '}' at end of file for this '{'");
}
