/*
 * parser/expr.c - evaluating operand and directive expressions.
 */
#include "assemble_internal.h"

#include <stdio.h>
#include <string.h>

static const struct { const char *name; enum reloc_op op; } reloc_names[] = {
	{"@gprel", RELOC_GPREL}, {"@ltoff", RELOC_LTOFF}, {"@pcrel", RELOC_PCREL},
	{"@fptr", RELOC_FPTR}, {"@segrel", RELOC_SEGREL}, {"@secrel", RELOC_SECREL},
	{"@ltv", RELOC_LTV}, {"@tprel", RELOC_TPREL}, {"@dtpmod", RELOC_DTPMOD},
	{"@dtprel", RELOC_DTPREL}, {"@iplt", RELOC_IPLT}, {"@ltoffx", RELOC_LTOFFX},
	{"@pltoff", RELOC_PLTOFF},
};

/* Named constants GNU as accepts alone as operands: mux1 permutations,
 * fclass classes, hint names. */
static const struct { const char *name; int64_t value; } at_constants[] = {
	{"@brcst", 0}, {"@mix", 8}, {"@shuf", 9}, {"@alt", 10}, {"@rev", 11},
	{"@pos", 0x001}, {"@neg", 0x002}, {"@zero", 0x004}, {"@unorm", 0x008},
	{"@norm", 0x010}, {"@inf", 0x020}, {"@snan", 0x040}, {"@qnan", 0x080},
	{"@nat", 0x100}, {"@pause", 0}, {"@priority", 1},
	{"@clz", 32}, {"@mpy", 33}, {"@datahints", 34},	/* tf features */
};

/* The first number in e written wider than 64 bits, or NULL. */
const struct expr *expr_big_number(const struct expr *e)
{
	if (!e)
		return NULL;
	if (e->op == E_NUM && e->big)
		return e;
	const struct expr *l = expr_big_number(e->l);
	return l ? l : expr_big_number(e->r);
}

static bool symbolic(struct value *v)
{
	v->kind = V_SYMBOLIC;
	v->num = 0;
	v->reloc = RELOC_NONE;
	return true;
}

static bool eval_symbol(struct assembler *as, const struct expr *e,
			struct value *v, bool final)
{
	const char *name = e->name;
	if (strcmp(name, ".") == 0) {
		if (!final && as->in_directive) {	/* where the directive is */
			*v = (struct value){V_ADDR, (int64_t)as->p->sections[as->cur].size,
					    as->cur, 0};
			return true;
		}
		if (!final)
			return symbolic(v);
		*v = (struct value){V_ADDR, as->dot_value, as->dot_section, 0};
		return true;
	}
	struct operand op;
	if (!e->forced_symbol && as_register_name(as, name, &op)) {
		if (as->registers_compare) {	/* ".if dst == r14" */
			*v = (struct value){V_CONST, ((int64_t)op.type << 40) |
					    ((int64_t)op.file << 32) | ((int64_t)op.special << 24) |
					    op.regno, -1, 0};
			return true;
		}
		diag_error(&e->loc, "register '%s' used in an expression", name);
		return false;
	}
	int s = as_sym_get(as, name);
	as->p->symbols[s].used = true;
	const struct asm_symbol *y = &as->p->symbols[s];
	switch (y->kind) {
	case SYM_UNDEFINED:
	case SYM_COMMON:
		return symbolic(v);
	case SYM_REG:	/* as_register_name said so above */
		return symbolic(v);
	case SYM_LABEL:
		if (as->p->sections[y->section].code && !bundler_label_placed(as, s) &&
		    !as->provisional)
			return symbolic(v);
		*v = (struct value){V_ADDR, y->value, y->section, 0, y->global || y->weak};
		return true;
	case SYM_EQU:
		if (!as->sym_exprs[s]) {
			*v = (struct value){V_CONST, y->value, -1, 0};
			return true;
		}
		if (y->loop)
			return false;	/* reported once */
		if (as->eval_depth > 64) {
			diag_error(&e->loc, "symbol definition loop at '%s'", name);
			as->p->symbols[s].loop = true;
			return false;
		}
		as->eval_depth++;
		bool ok = expr_eval(as, as->sym_exprs[s], v, final);
		as->eval_depth--;
		struct asm_symbol *ys = &as->p->symbols[s];
		if (ok && ys->lazy && !ys->resolved && !v->reloc &&
		    (v->kind == V_CONST || v->kind == V_ADDR)) {
			ys->resolved = true;
			ys->value = v->num;
			ys->section = v->kind == V_ADDR ? v->section : -1;
		}
		return ok;
	}
	return symbolic(v);
}

/* The constant part of symbol + constant as written: what a relocation's
 * addend would be (symbols that are constants count, others are 0). */
static int64_t written_addend(struct assembler *as, const struct expr *e)
{
	switch (e->op) {
	case E_NUM:
		return e->num;
	case E_SYM: {
		struct value v;	/* evaluated as the operand itself is: no news */
		bool ok = expr_eval(as, e, &v, false);
		return ok && v.kind == V_CONST && !v.reloc ? v.num : 0;
	}
	case E_ADD:
		return (int64_t)((uint64_t)written_addend(as, e->l) +
				 (uint64_t)written_addend(as, e->r));
	case E_SUB:
		return (int64_t)((uint64_t)written_addend(as, e->l) -
				 (uint64_t)written_addend(as, e->r));
	case E_NEG:
		return (int64_t)(0 - (uint64_t)written_addend(as, e->l));
	default:
		return 0;
	}
}

/* Can a relocation (one symbol plus a constant, or minus an address in
 * the section being filled: PC-relative) express a op b, the operands as
 * they are at the end? */
static bool representable(enum expr_op op, const struct value *a, const struct value *b,
			  int here)
{
	bool ca = a->kind == V_CONST && !a->reloc, cb = b->kind == V_CONST && !b->reloc;
	if (ca && cb)
		return true;
	if (op == E_ADD)
		return ca || cb;
	if (op == E_SUB)
		return cb || (b->kind == V_ADDR && !a->reloc && !b->reloc &&
			      (b->section == here ||
			       (a->kind == V_ADDR && a->section == b->section)));
	return false;
}

static bool binary(struct assembler *as, const struct expr *e, struct value *v,
		   bool final)
{
	struct value a, b;
	if (!expr_eval(as, e->l, &a, final) || !expr_eval(as, e->r, &b, final))
		return false;
	if (final && as->strict && !representable(e->op, &a, &b, as->dot_section)) {
		diag_error(&e->loc, "%s", e->op == E_ADD ? "the sum of two symbols cannot be "
			   "written to the object file" : e->op == E_SUB ? "this difference "
			   "of symbols cannot be resolved (other sections or undefined)"
			   : "an operator other than + and - applied to a symbol");
		return false;
	}
	if ((e->op == E_ADD || e->op == E_SUB) &&
	    ((a.reloc == RELOC_FPTR && b.kind == V_CONST && !b.reloc && b.num) ||
	     (b.reloc == RELOC_FPTR && a.kind == V_CONST && !a.reloc && a.num))) {
		diag_error(&e->loc, "no addend allowed in an @fptr() relocation");
		return false;
	}
	if (a.reloc || b.reloc)
		return symbolic(v);
	if (e->op == E_ADD) {
		if (a.kind == V_CONST && b.kind == V_CONST)
			*v = (struct value){V_CONST, (int64_t)((uint64_t)a.num + (uint64_t)b.num), -1, 0};
		else if (a.kind == V_ADDR && b.kind == V_CONST)
			*v = (struct value){V_ADDR, a.num + b.num, a.section, 0, a.preemptible};
		else if (a.kind == V_CONST && b.kind == V_ADDR)
			*v = (struct value){V_ADDR, a.num + b.num, b.section, 0, b.preemptible};
		else
			return symbolic(v);
		return true;
	}
	if (e->op == E_SUB) {
		if (a.kind == V_CONST && b.kind == V_CONST)
			*v = (struct value){V_CONST, (int64_t)((uint64_t)a.num - (uint64_t)b.num), -1, 0};
		else if (a.kind == V_ADDR && b.kind == V_CONST)
			*v = (struct value){V_ADDR, a.num - b.num, a.section, 0, a.preemptible};
		else if (a.kind == V_ADDR && b.kind == V_ADDR && a.section == b.section)
			*v = (struct value){V_CONST, a.num - b.num, -1, 0};
		else
			return symbolic(v);
		return true;
	}
	if (a.kind != V_CONST || b.kind != V_CONST)
		return symbolic(v);
	int64_t r;
	if (!expr_const_op(e->op, a.num, b.num, &r)) {
		if (e->op != E_DIV && e->op != E_MOD)
			return symbolic(v);
		diag_warning(&e->loc, "division by zero; the result is 0");
		r = 0;
	}
	*v = (struct value){V_CONST, r, -1, 0};
	return true;
}

bool expr_eval(struct assembler *as, const struct expr *e, struct value *v,
	       bool final)
{
	switch (e->op) {
	case E_NUM:
		*v = (struct value){V_CONST, e->num, -1, 0};
		return true;
	case E_HERE:
		*v = (struct value){V_ADDR, e->num, e->section, 0};
		return true;
	case E_SYM:
		return eval_symbol(as, e, v, final);
	case E_STR: {	/* "a-b" + 1: the symbol named a-b */
		struct expr tmp = *e;
		tmp.op = E_SYM;
		tmp.forced_symbol = 1;
		return eval_symbol(as, &tmp, v, final);
	}
	case E_LOCALREF: {
		struct expr tmp = *e;
		tmp.op = E_SYM;
		tmp.name = as_local_label_ref(as, e->name);
		return eval_symbol(as, &tmp, v, final);
	}
	case E_ATNAME:
		for (size_t i = 0; i < sizeof at_constants / sizeof at_constants[0]; i++) {
			if (strcmp(e->name, at_constants[i].name) == 0) {
				*v = (struct value){V_CONST, at_constants[i].value, -1, 0};
				return true;
			}
		}
		{	/* GNU as: any other @name is a symbol of that name */
			struct expr tmp = *e;
			tmp.op = E_SYM;
			return eval_symbol(as, &tmp, v, final);
		}
	case E_RELOC:
		for (size_t i = 0; i < sizeof reloc_names / sizeof reloc_names[0]; i++) {
			if (strcmp(e->name, reloc_names[i].name) != 0)
				continue;
			as->reloc_nesting++;
			bool ok = expr_eval(as, e->l, v, final);
			as->reloc_nesting--;
			if (!ok)
				return false;
			if (v->kind == V_CONST && !v->reloc) {
				diag_error(&e->loc, "%s of a constant: a relocation "
					   "needs a symbol", e->name);
				return false;
			}
			/* GNU as lets @ltoff(@fptr(f + 8)) be */
			if (reloc_names[i].op == RELOC_FPTR && !as->reloc_nesting &&
			    !v->reloc && written_addend(as, e->l) != 0) {
				diag_error(&e->loc, "no addend allowed in an @fptr() relocation");
				return false;
			}
			/* @ltoff(@fptr(x)) and the other pairs GNU as takes */
			enum reloc_op r = v->reloc ? reloc_combine(reloc_names[i].op,
								   (enum reloc_op)v->reloc)
						   : reloc_names[i].op;
			if (r == RELOC_NONE) {
				diag_error(&e->loc, "illegal combination of relocation functions");
				return false;
			}
			v->reloc = r;
			if (v->kind == V_CONST)
				v->kind = V_SYMBOLIC;
			return true;
		}
		diag_error(&e->loc, "unknown relocation operator '%s'", e->name);
		return false;
	case E_NEG:
	case E_NOT:
	case E_LNOT: {
		struct value a;
		if (!expr_eval(as, e->l, &a, final))
			return false;
		if (a.kind != V_CONST || a.reloc)
			return symbolic(v);
		int64_t r;
		expr_const_op(e->op, a.num, 0, &r);
		*v = (struct value){V_CONST, r, -1, 0};
		return true;
	}
	default:
		return binary(as, e, v, final);
	}
}

static void bind_local_refs(struct assembler *as, struct expr *e)
{
	if (!e)
		return;
	if (e->op == E_LOCALREF) {
		e->op = E_SYM;
		e->name = as_local_label_ref(as, e->name);
		e->forced_symbol = 1;
	}
	bind_local_refs(as, e->l);
	bind_local_refs(as, e->r);
}

struct expr *expr_keep(struct assembler *as, const struct expr *e)
{
	struct expr *c = expr_copy(as->keep, e);
	bind_local_refs(as, c);
	return c;
}

/* "." in a directive: the section's end now, where GNU as's frag is
 * (instructions still waiting in the bundler are not there yet). */
static void bind_here(struct assembler *as, struct expr *e)
{
	if (!e)
		return;
	if (e->op == E_SYM && !e->forced_symbol && strcmp(e->name, ".") == 0) {
		e->op = E_HERE;
		e->section = as->cur;
		e->num = (int64_t)as->p->sections[as->cur].size;
	}
	bind_here(as, e->l);
	bind_here(as, e->r);
}

struct expr *expr_keep_here(struct assembler *as, const struct expr *e)
{
	struct expr *c = expr_keep(as, e);
	bind_here(as, c);
	return c;
}
