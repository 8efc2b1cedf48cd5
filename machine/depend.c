/*
 * machine/depend.c - the dependency rules (depend.h).
 *
 * Each resource has a rule: the semantics of a pair of accesses, from what
 * the two instructions are.  For most resources every writer and every
 * reader the effects name conflict, with semantics impliedF; the rules
 * below are the exceptions, resource by resource, as the architecture's
 * tables state them (SDM vol 3, "Resource and Dependency Semantics") and as
 * tests/dv/pairs.pl checks them against binutils' transcription.
 */
#include "depend.h"

#include <string.h>

/* ---- what an instruction is, to the rules ------------------------------ */

static const char *fmt(const struct dv_insn *in)
{
	return in->form->desc->format;
}

static int cls(const struct dv_insn *in)
{
	return in->form->desc->cls;
}

/* (compared in place: most comparisons end at the first letter) */
static bool is_fmt(const struct dv_insn *in, const char *f)
{
	const char *a = fmt(in);
	while (*a && *a == *f)
		a++, f++;
	return *a == *f;
}

static bool branch_kind(const struct dv_insn *in, int kind);

/* mov to/from a control register, an indirect register file, the PSR */
static bool mov_to_cr(const struct dv_insn *in, int cr)
{
	return is_fmt(in, "M32") && (cr < 0 || in->ops[0].regno == cr);
}

static bool mov_from_cr(const struct dv_insn *in, int cr)
{
	return is_fmt(in, "M33") && (cr < 0 || in->ops[1].regno == cr);
}

static bool mov_to_ind(const struct dv_insn *in)
{
	return is_fmt(in, "M42");
}

static bool mov_from_ind(const struct dv_insn *in, int ind)
{
	return is_fmt(in, "M43") && in->ops[1].ind == ind;
}

static bool mov_to_psr_l(const struct dv_insn *in)
{
	return is_fmt(in, "M35") && in->ops[0].special == SR_PSR_L;
}

static bool mov_to_psr_um(const struct dv_insn *in)
{
	return is_fmt(in, "M35") && in->ops[0].special == SR_PSR_UM;
}

static bool mov_from_psr(const struct dv_insn *in, bool um_too)
{
	return is_fmt(in, "M36") && (um_too || in->ops[1].special == SR_PSR);
}

static bool user_mask_writer(const struct dv_insn *in)
{
	return cls(in) == CLS_SUM || cls(in) == CLS_RUM || mov_to_psr_um(in);
}

static bool system_mask_writer(const struct dv_insn *in)
{
	return cls(in) == CLS_SSM || cls(in) == CLS_RSM || mov_to_psr_l(in);
}

/* Writes PSR.mfl/mfh only because it writes a floating-point register. */
static bool fr_writer_only(const struct dv_insn *in)
{
	return !system_mask_writer(in) && !user_mask_writer(in) &&
	       !branch_kind(in, BRANCH_RFI);
}

static bool mov_to_br(const struct dv_insn *in)
{
	return is_fmt(in, "I21");
}

static bool mov_to_ar(const struct dv_insn *in, int ar)
{
	return (is_fmt(in, "I26") || is_fmt(in, "I27") || is_fmt(in, "M29") ||
		is_fmt(in, "M30")) && in->ops[0].regno == ar;
}

static bool mov_to_pr(const struct dv_insn *in)
{
	return is_fmt(in, "I23") || is_fmt(in, "I24");
}

static bool tlb_insert(const struct dv_insn *in)
{
	int c = cls(in);
	return c == CLS_ITC_I || c == CLS_ITC_D || c == CLS_ITR_I || c == CLS_ITR_D;
}

static bool tlb_purge(const struct dv_insn *in)
{
	int c = cls(in);
	return c == CLS_PTC_L || c == CLS_PTC_E || c == CLS_PTC_G || c == CLS_PTC_GA ||
	       c == CLS_PTR_I || c == CLS_PTR_D;
}

/* ptc.g, ptc.ga, ptc.l and the purge of the same side's translation
 * registers (ptr.i or ptr.d) */
static bool purges_with(const struct dv_insn *in, int ptr)
{
	int c = cls(in);
	return c == CLS_PTC_L || c == CLS_PTC_G || c == CLS_PTC_GA || c == ptr;
}

static bool enters_privilege(const struct dv_insn *in)
{
	return cls(in) == CLS_EPC || cls(in) == CLS_VMSW;
}

static bool branch_kind(const struct dv_insn *in, int kind)
{
	return effects_branch(in->form).kind == kind;
}

static bool loop_branch_rotating(const struct dv_insn *in)
{
	return effects_branch_rotates(effects_branch(in->form).kind);
}

/* The branches whose target is a branch register. */
static bool indirect_branch(const struct dv_insn *in)
{
	struct branch_info b = effects_branch(in->form);
	return b.indirect || b.kind == BRANCH_IA;
}

/* The B-unit instructions whose predicate the tables list apart: a
 * compare may feed them in its own group. */
static bool branch_predicate_reader(const struct dv_insn *in)
{
	int k = effects_branch(in->form).kind;
	if (k == BRANCH_COND || k == BRANCH_CALL || k == BRANCH_RETURN ||
	    k == BRANCH_WTOP || k == BRANCH_WEXIT)
		return true;
	return in->form->desc->type == TYPE_B &&
	       (cls(in) == CLS_NOP || cls(in) == CLS_BREAK || cls(in) == CLS_HINT);
}

/* Predicate writers the tables call integer ones: compares, tbit, tnat,
 * mov to pr. */
static bool int_predicate_writer(const struct dv_insn *in)
{
	int c = cls(in);
	return c == CLS_CMP || c == CLS_TBIT || c == CLS_TNAT || mov_to_pr(in);
}

static bool fp_flags_writer(const struct dv_insn *in)
{
	int c = cls(in);
	return c == CLS_FP_ARITH || c == CLS_FCMP || c == CLS_FPCMP;
}

static bool check_load(const struct dv_insn *in)
{
	return effects_memory(in->form).flags & MEMF_CHECK;
}

static bool reads_whole_cfm(const struct dv_insn *in)
{
	int k = effects_branch(in->form).kind, c = cls(in);
	return effects_branch_is_loop(k) || k == BRANCH_RETURN || k == BRANCH_CALL ||
	       k == BRANCH_RFI || c == CLS_COVER || c == CLS_ALLOC || c == CLS_LOADRS;
}

static bool rotating_reg(int file, int n, int rotating_grs)
{
	return (file == RF_GR && n >= 32 && n < 32 + rotating_grs) ||
	       (file == RF_FR && n >= 32) || (file == RF_PR && n >= 16);
}

static bool names_rotating(const struct dv_insn *in, const struct insn_effects *fx,
			   int rotating_grs)
{
	/* its predicate and register operands, whether they are read or not
	 * (invala.e f32 reads no FR) */
	if (rotating_reg(RF_PR, in->qp, rotating_grs))
		return true;
	for (int i = 0; i < in->nops; i++)
		if (in->ops[i].type == OP_REG &&
		    rotating_reg(in->ops[i].file, in->ops[i].regno, rotating_grs))
			return true;
	for (int w = 0; w < 2; w++) {
		const struct effect *v = w ? fx->writes : fx->reads;
		int nv = w ? fx->nwrites : fx->nreads;
		for (int i = 0; i < nv; i++) {
			/* a register operand or the predicate: not pr, pr.rot */
			if (v[i].operand == EFFECT_IMPLIED ||
			    (v[i].operand >= 0 && in->ops[v[i].operand].type != OP_REG))
				continue;
			int last = v[i].res + v[i].count - 1;
			if ((last >= RES_GR0 + 32 && v[i].res < RES_GR0 + 32 + rotating_grs) ||
			    (last >= RES_FR0 + 32 && v[i].res < RES_PR0) ||
			    (last >= RES_PR0 + 16 && v[i].res < RES_BR0))
				return true;
		}
	}
	return false;
}

/* ---- describing an instruction ------------------------------------------ */

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* mov written without .i or .m, to or from an ignored application
 * register (ar48-ar63, ar112-ar127): gas reads it as a pseudo-op of its
 * own (gas_reading). */
static bool gas_ar_pseudo(const struct dv_insn *in, const char *spelled)
{
	if (strcmp(spelled, "mov") != 0)
		return false;
	if (!(is_fmt(in, "I26") || is_fmt(in, "I27") || is_fmt(in, "M29") || is_fmt(in, "M30") ||
	      is_fmt(in, "I28") || is_fmt(in, "M31")))
		return false;
	const struct operand *ar = &in->ops[is_fmt(in, "I28") || is_fmt(in, "M31") ? 1 : 0];
	int n = ar->regno;
	return ar->type == OP_REG && ar->file == RF_AR &&
	       ((n >= 48 && n <= 63) || (n >= 112 && n <= 127));
}

static bool writes_cfm(const struct insn_effects *fx)
{
	for (int i = 0; i < fx->nwrites; i++)
		if (fx->writes[i].res == RES_CFM)
			return true;
	return false;
}

void depend_describe(const struct insn_form *form, const char *spelled,
		     const struct operand *ops, int nops, int nouts, int qp,
		     struct dv_insn *out)
{
	memset(out, 0, sizeof *out);
	out->form = form;
	if (nops > INSN_MAX_OPERANDS)
		nops = INSN_MAX_OPERANDS;
	memcpy(out->ops, ops, (size_t)nops * sizeof *ops);
	out->nops = (uint8_t)nops;
	out->nouts = (uint8_t)nouts;
	out->qp = (uint8_t)qp;
	out->p1 = out->p2 = -1;
	out->ar_pseudo = gas_ar_pseudo(out, spelled);
	const struct insn_desc *d = form->desc;
	struct insn_effects fx;
	effects_of(form, ops, nops, nouts, qp, &fx);
	struct branch_info b = fx.branch;
	/* gas: a "conditional branch" is br, br.cond, br.call, br.ret and brl
	 * in any spelling; it is taken for sure when unpredicated; br.ia is
	 * always taken; the loop branches are neither */
	if (b.kind == BRANCH_COND || b.kind == BRANCH_CALL || b.kind == BRANCH_RETURN) {
		out->flow = DV_FLOW_COND;
		out->taken_always = qp == 0;
		out->keeps_relations = b.kind == BRANCH_RETURN;
	} else if (b.kind == BRANCH_RFI) {
		out->flow = DV_FLOW_RFI;
	} else if (b.kind == BRANCH_IA) {
		out->taken_always = true;
	}
	out->is_call = b.kind == BRANCH_CALL;
	out->srlz = d->cls == CLS_SRLZ_I ? 'i' : d->cls == CLS_SRLZ_D ? 'd' : 0;
	/* a compare (cmp, tbit, fcmp, fclass...) writing two predicates: its
	 * first two operands; gas takes one target alone for that target and
	 * p0 */
	bool one_target = nouts == 1 && ops[0].type == OP_REG && ops[0].file == RF_PR &&
			  fx.pr_write != PRW_NONE;
	if (one_target || (nouts >= 2 && ops[0].type == OP_REG && ops[0].file == RF_PR &&
			   ops[1].type == OP_REG && ops[1].file == RF_PR)) {
		out->p1 = (int8_t)ops[0].regno;
		out->p2 = one_target ? 0 : (int8_t)ops[1].regno;
		out->one_target = one_target;
		switch (fx.pr_write) {
		case PRW_UNC: out->cmp = DV_CMP_UNC; break;
		case PRW_AND: out->cmp = DV_CMP_AND; break;
		case PRW_OR: out->cmp = DV_CMP_OR; break;
		case PRW_OR_ANDCM: out->cmp = DV_CMP_OR_ANDCM; break;
		case PRW_AND_ORCM: out->cmp = DV_CMP_AND_ORCM; break;
		default: out->cmp = DV_CMP_NORMAL; break;
		}
		/* gas reads the andcm/orcm pairs from the spelling, and takes
		 * the compare for an unconditional one only when the spelling
		 * ends ".unc" (so fcmp.eq.unc.s1 makes no mutex) */
		if (ends_with(spelled, ".or.andcm"))
			out->cmp = DV_CMP_OR_ANDCM;
		else if (ends_with(spelled, ".and.orcm"))
			out->cmp = DV_CMP_AND_ORCM;
		out->unc_relation = ends_with(spelled, ".unc");
		/* fcmp and fclass: unc is the spelling's (effects_of's
		 * pr_write reads fcmp's relation bit for it: fcmp.le comes out
		 * unc, fcmp.eq.unc not); fcmp.eq.unc.s1 is unc all the same */
		if (d->cls == CLS_FCMP || d->cls == CLS_FCLASS)
			out->cmp = strstr(spelled, ".unc") ? DV_CMP_UNC : DV_CMP_NORMAL;
	} else if (strcmp(d->format, "I23") == 0) {
		/* mov pr = r2, mask17: gas changes the relations of p2 and p6,
		 * whatever the mask (it reads a constant where the mask
		 * belongs: an experiment, docs/check.md); mov pr = r2 without
		 * a mask none */
		if (ops[nops - 1].type == OP_IMM)
			out->pr_other = (uint64_t)1 << 2 | (uint64_t)1 << 6;
		out->pr_reg_written = out->pr_other;
	} else if (effects_branch_rotates(b.kind)) {
		out->pr_other = ~(uint64_t)0xffff;	/* the rotating predicates */
	} else {
		for (int i = 0; i < fx.nwrites; i++) {
			const struct effect *e = &fx.writes[i];
			if (e->res < RES_PR0 || e->res >= RES_PR0 + 64 || e->operand < 0 ||
			    ops[e->operand].type != OP_REG)
				continue;
			for (int k = 0; k < e->count && e->res - RES_PR0 + k < 64; k++)
				out->pr_other |= (uint64_t)1 << (e->res - RES_PR0 + k);
			out->pr_reg_written = out->pr_other;
			out->pr_always = out->pr_other;	/* frcpa and the like */
		}
	}
	/* gas ends the relations of the rotating predicates at every other
	 * writer of CFM: alloc, clrrrb, cover, br.ret, rfi (a call ends
	 * more) */
	if (!out->is_call && writes_cfm(&fx))
		out->pr_other |= ~(uint64_t)0xffff;
}

/* ---- the rules ---------------------------------------------------------- */

static enum dv_sem raw_cr(int cr, const struct dv_insn *w, const struct dv_insn *r)
{
	if (cr == CR_IRR0 || cr == CR_IRR0 + 1 || cr == CR_IRR0 + 2 || cr == CR_IRR0 + 3)
		return DVS_DATA;	/* written by mov from cr.ivr */
	switch (cr) {
	case CR_IFS:
		if (cls(w) == CLS_COVER)
			return DVS_IMPLIED;
		return branch_kind(r, BRANCH_RFI) ? DVS_IMPLIED : DVS_DATA;
	case CR_IFA:
	case CR_ITIR:
		return tlb_insert(r) ? DVS_IMPLIED : DVS_DATA;
	case CR_IIP:
	case CR_IPSR:
		return branch_kind(r, BRANCH_RFI) ? DVS_IMPLIED : DVS_DATA;
	case CR_TPR:
		if (branch_kind(r, BRANCH_RFI))
			return DVS_IMPLIED;
		if (mov_to_psr_l(r) || cls(r) == CLS_SSM)
			return DVS_OTHER;
		return DVS_DATA;
	case CR_IVA:
		return DVS_INSTR;
	case CR_LID:
	case CR_EOI:
		return DVS_OTHER;
	default:
		return DVS_DATA;
	}
}

static enum dv_sem raw_psr(uint16_t res, const struct dv_insn *w, const struct dv_insn *r)
{
	switch (res) {
	case RES_PSR_AC:
	case RES_PSR_BE:
		if (mov_from_psr(r, true) || branch_kind(w, BRANCH_RFI))
			return DVS_IMPLIEDF;
		return user_mask_writer(w) ? DVS_IMPLIED : DVS_DATA;
	case RES_PSR_CPL:
		return cls(w) == CLS_EPC || branch_kind(w, BRANCH_RETURN) ? DVS_IMPLIED
		       : DVS_IMPLIEDF;
	case RES_PSR_VM:
		return cls(w) == CLS_VMSW ? DVS_IMPLIED : DVS_IMPLIEDF;
	case RES_PSR_IC:
		/* gas takes cover, itc and itr for no readers of PSR.ic
		 * (docs/check.md); the moves of the interruption registers are */
		if (cls(r) == CLS_COVER || tlb_insert(r))
			return DVS_NONE;
		return branch_kind(w, BRANCH_RFI) || mov_from_psr(r, false) ? DVS_IMPLIEDF
		       : DVS_DATA;
	case RES_PSR_DB: case RES_PSR_DFH: case RES_PSR_DFL: case RES_PSR_DI:
	case RES_PSR_DT: case RES_PSR_LP: case RES_PSR_PK:
	case RES_PSR_RT: case RES_PSR_SI: case RES_PSR_SP: case RES_PSR_TB:
		if (branch_kind(w, BRANCH_RFI) || mov_from_psr(r, false))
			return DVS_IMPLIEDF;
		return DVS_DATA;
	case RES_PSR_IA: case RES_PSR_ID: case RES_PSR_RI: case RES_PSR_IS:
		return DVS_NONE;
	default:
		return DVS_IMPLIEDF;
	}
}

static enum dv_sem raw_rule(uint16_t res, const struct dv_insn *w,
			    const struct dv_insn *r, bool via_qp)
{
	/* a check load's target (and, for ld.c, its base's post-increment)
	 * may be read in its group; ldf.c's base may not */
	if (res < RES_FR0)
		return check_load(w) && !(effects_memory(w->form).flags & MEMF_FP)
		       ? DVS_NONE : DVS_IMPLIEDF;
	if (res < RES_PR0)
		return check_load(w) ? DVS_NONE : DVS_IMPLIEDF;
	if (res < RES_BR0) {
		/* a compare may feed a branch's predicate in its own group;
		 * a floating-point compare or a loop branch may not */
		if (via_qp && (branch_predicate_reader(r) || branch_kind(r, BRANCH_IA)) &&
		    int_predicate_writer(w))	/* gas: br.ia too */
			return DVS_NONE;
		return DVS_IMPLIEDF;
	}
	if (res < RES_AR0)
		return mov_to_br(w) && indirect_branch(r) ? DVS_NONE : DVS_IMPLIEDF;
	if (res < RES_CR0) {
		if (res == RES_AR0 + AR_PFS && mov_to_ar(w, AR_PFS) &&
		    branch_kind(r, BRANCH_RETURN))
			return DVS_NONE;
		return DVS_IMPLIEDF;
	}
	if (res < RES_DAHR0)
		return raw_cr(res - RES_CR0, w, r);
	if (res < RES_UNAT0)	/* mov ar.bspstore and rfi write them for WAW only */
		return mov_to_ar(w, AR_BSPSTORE) || branch_kind(w, BRANCH_RFI) ? DVS_NONE
		       : DVS_IMPLIED;
	if (res < RES_NAMED)
		return DVS_IMPLIEDF;
	if (res >= RES_PSR_AC && res <= RES_PSR_VM)
		return raw_psr(res, w, r);
	switch (res) {
	case RES_CFM:
		return cls(w) == CLS_ALLOC ? DVS_NONE : DVS_IMPLIEDF;
	case RES_ALAT: case RES_MEMORY: case RES_IP: case RES_CPUID:
		return DVS_NONE;
	case RES_INSERVICE:
		return mov_to_cr(w, CR_EOI) && mov_from_cr(r, CR_IVR) ? DVS_DATA
		       : DVS_IMPLIEDF;
	case RES_DBR:
		return mov_from_ind(r, IND_DBR) ? DVS_IMPLIEDF : DVS_DATA;
	case RES_RR:
		return mov_from_ind(r, IND_RR) ? DVS_IMPLIEDF : DVS_DATA;
	case RES_PKR:
		if (mov_to_ind(r))
			return DVS_NONE;
		return mov_from_ind(r, IND_PKR) ? DVS_IMPLIEDF : DVS_DATA;
	case RES_PMC:
		return mov_from_ind(r, IND_PMD) ? DVS_OTHER : DVS_IMPLIEDF;
	case RES_MSR:
		return DVS_SPECIFIC;
	case RES_DTC:
		if (tlb_purge(w) && tlb_purge(r))
			return DVS_NONE;
		return tlb_insert(r) || tlb_purge(r) ? DVS_IMPLIEDF : DVS_DATA;
	case RES_DTR:
		if (cls(w) == CLS_PTR_D && purges_with(r, CLS_PTR_D))
			return DVS_NONE;
		if (cls(w) == CLS_ITR_D && cls(r) == CLS_ITC_D)	/* not in the tables */
			return DVS_NONE;
		return tlb_insert(r) || tlb_purge(r) ? DVS_IMPLIEDF : DVS_DATA;
	case RES_ITC:
		/* a purge after a purge, and ptc.e after an insert */
		if ((tlb_purge(w) && tlb_purge(r)) || cls(r) == CLS_PTC_E)
			return DVS_NONE;
		return enters_privilege(r) ? DVS_INSTR : DVS_IMPLIEDF;
	case RES_ITR:
		if (cls(w) == CLS_PTR_I && purges_with(r, CLS_PTR_I))
			return DVS_NONE;
		return enters_privilege(r) ? DVS_INSTR : DVS_IMPLIEDF;
	default:
		return DVS_IMPLIEDF;
	}
}

/* The compare types a WAW pair of predicate writes may not have: two
 * and-type or two or-type compares may write one predicate in a group
 * (the first of an and/or pair must be an and, the second an or). */
static bool and_type(int c)
{
	return c == DV_CMP_AND || c == DV_CMP_OR_ANDCM || c == DV_CMP_AND_ORCM;
}

static bool or_type(int c)
{
	return c == DV_CMP_OR || c == DV_CMP_OR_ANDCM || c == DV_CMP_AND_ORCM;
}

static bool pr_first(int c)
{
	return c == DV_CMP_NONE || c == DV_CMP_NORMAL || c == DV_CMP_UNC || and_type(c);
}

static bool pr_second(int c)
{
	return c == DV_CMP_NONE || c == DV_CMP_NORMAL || c == DV_CMP_UNC || or_type(c);
}

static enum dv_sem waw_rule(uint16_t res, const struct dv_insn *a, const struct dv_insn *b)
{
	if (res >= RES_PR0 && res < RES_BR0) {
		/* the tables' two columns: an and-type may come first, an
		 * or-type second, and gas reads a pair either way round */
		bool a1 = pr_first(a->cmp), a2 = pr_second(a->cmp);
		bool b1 = pr_first(b->cmp), b2 = pr_second(b->cmp);
		return (a1 && b2) || (a2 && b1) ? DVS_IMPLIEDF : DVS_NONE;
	}
	if (res >= RES_DAHR0 && res < RES_UNAT0)	/* gas: moves to dahr alone */
		return cls(a) == CLS_MOV_DAHR && cls(b) == CLS_MOV_DAHR ? DVS_IMPLIED : DVS_NONE;
	if (res >= RES_CR0 && res < RES_DAHR0) {
		int cr = res - RES_CR0;
		return cr == CR_EOI || cr == CR_LID || cr == CR_IVR ? DVS_OTHER : DVS_IMPLIEDF;
	}
	switch (res) {
	case RES_FPSR_FLAGS0: case RES_FPSR_FLAGS1:
	case RES_FPSR_FLAGS2: case RES_FPSR_FLAGS3:
		/* the arithmetic may set flags in any order; fclrf and mov to
		 * ar.fpsr may not follow them */
		return fp_flags_writer(a) && fp_flags_writer(b) ? DVS_NONE : DVS_IMPLIEDF;
	case RES_PSR_MFH: case RES_PSR_MFL:
		/* floating-point register writes set them in any order */
		return fr_writer_only(a) && fr_writer_only(b) ? DVS_NONE : DVS_IMPLIEDF;
	case RES_ALAT: case RES_MEMORY: case RES_IP: case RES_CPUID:
		return DVS_NONE;
	case RES_DTC: case RES_ITC:
		return tlb_purge(a) && tlb_purge(b) ? DVS_NONE : DVS_IMPLIEDF;
	case RES_DTR:
		return cls(a) == CLS_PTR_D && cls(b) == CLS_PTR_D ? DVS_NONE : DVS_IMPLIEDF;
	case RES_ITR:
		return cls(a) == CLS_PTR_I && cls(b) == CLS_PTR_I ? DVS_NONE : DVS_IMPLIEDF;
	case RES_INSERVICE: case RES_MSR:
		return DVS_OTHER;
	default:
		break;
	}
	/* ar.pfs: a call, and a move to it; branch registers: two calls'
	 * links do not conflict */
	if (res == RES_AR0 + AR_PFS)
		return (a->is_call && mov_to_ar(b, AR_PFS)) || (b->is_call && mov_to_ar(a, AR_PFS))
		       ? DVS_IMPLIEDF : DVS_NONE;
	if (res >= RES_BR0 && res < RES_AR0 && a->is_call && b->is_call)
		return DVS_NONE;
	return DVS_IMPLIEDF;
}

enum dv_sem depend_rule(enum dv_mode m, uint16_t res, const struct dv_insn *first,
			const struct dv_insn *second, bool via_qp, enum dv_instances inst)
{
	if (depend_ignored(res))
		return DVS_NONE;
	/* gas: a move from a pkr reads every one of them (the tables' note
	 * 4): data with a write of another; with the same one the pair is
	 * only impliedF (note 3) */
	if (m == DV_RAW && res == RES_PKR && mov_to_ind(first) && mov_from_ind(second, IND_PKR))
		return inst == DV_INST_SAME ? DVS_IMPLIEDF : DVS_DATA;
	if (inst == DV_INST_DIFFERENT)
		return DVS_NONE;
	switch (m) {
	case DV_RAW:
		return raw_rule(res, first, second, via_qp);
	case DV_WAW:
		return waw_rule(res, first, second);
	case DV_WAR:
		/* a branch's predicate p63, then a loop branch that rotates */
		return res == RES_PR0 + 63 && loop_branch_rotating(second)
		       ? DVS_STOP : DVS_NONE;
	}
	return DVS_NONE;
}

bool depend_marks_read(uint16_t res, const struct dv_insn *in, bool via_qp)
{
	return res == RES_PR0 + 63 && via_qp && branch_predicate_reader(in);
}

bool depend_specific(uint16_t res, int count, bool write, const struct dv_insn *in)
{
	/* the NaT bit a spill or fill touches depends on its address */
	/* (gas: br.ia's read of them, and a plain mov of an ignored
	 * application register's, are of no bit it knows) */
	if (res >= RES_UNAT0 && res < RES_NAMED)
		return count == 1 || (!(effects_memory(in->form).flags & (MEMF_SPILL | MEMF_FILL)) &&
				      !in->ar_pseudo && !branch_kind(in, BRANCH_IA));
	switch (res) {
	case RES_CFM:
		/* a read of its rotating part alone is only possibly one */
		return write || reads_whole_cfm(in);
	case RES_PMC: case RES_PMD: case RES_PKR: case RES_RR:
	case RES_DBR: case RES_IBR: case RES_CPUID: case RES_MSR:
		return false;
	default:
		return true;
	}
}

bool depend_outlives_stop(uint16_t res)
{
	if (res >= RES_CR0 && res < RES_DAHR0)
		return true;
	switch (res) {
	/* the PSR fields raw_psr may give data semantics; the others'
	 * pairs (fp register writes' PSR.mfh and PSR.mfl among them) are
	 * implied: over at a stop */
	case RES_PSR_AC: case RES_PSR_BE: case RES_PSR_IC:
	case RES_PSR_DB: case RES_PSR_DFH: case RES_PSR_DFL: case RES_PSR_DI:
	case RES_PSR_DT: case RES_PSR_LP: case RES_PSR_PK:
	case RES_PSR_RT: case RES_PSR_SI: case RES_PSR_SP: case RES_PSR_TB:
		return true;
	case RES_DBR: case RES_RR: case RES_PKR: case RES_PMC: case RES_PMD:
	case RES_IBR: case RES_MSR: case RES_CPUID: case RES_DTC: case RES_DTR:
	case RES_ITC: case RES_ITR: case RES_INSERVICE:
		return true;
	default:
		return false;
	}
}

bool depend_may_be_other(uint16_t res)
{
	int cr = res - RES_CR0;
	return cr == CR_TPR || cr == CR_LID || cr == CR_EOI || cr == CR_IVR ||
	       res == RES_INSERVICE || res == RES_PMC || res == RES_MSR;
}

static bool has_sf(const char *spelled)
{
	for (const char *s = strchr(spelled, '.'); s; s = strchr(s + 1, '.'))
		if (s[1] == 's' && s[2] >= '0' && s[2] <= '3' && (s[3] == '.' || !s[3]))
			return true;
	return false;
}

static void drop(struct effect *v, uint8_t *n, uint16_t lo, uint16_t hi)
{
	uint8_t k = 0;
	for (uint8_t i = 0; i < *n; i++)
		if (v[i].res < lo || v[i].res > hi)
			v[k++] = v[i];
	*n = k;
}

static void put(struct effect *v, uint8_t *n, int max, uint16_t res)
{
	for (uint8_t i = 0; i < *n; i++)
		if (v[i].res <= res && res < v[i].res + v[i].count)
			return;
	if (*n < max)
		v[(*n)++] = (struct effect){res, 1, EFFECT_IMPLIED};
}

/* The bit of each PSR field (SDM vol 2, the PSR's layout), for the
 * fields a mask of ssm, rsm, sum and rum names. */
static int psr_bit(uint16_t res)
{
	static const struct { uint16_t res; uint8_t bit; } bits[] = {
		{RES_PSR_BE, 1}, {RES_PSR_UP, 2}, {RES_PSR_AC, 3}, {RES_PSR_MFL, 4},
		{RES_PSR_MFH, 5}, {RES_PSR_IC, 13}, {RES_PSR_I, 14}, {RES_PSR_PK, 15},
		{RES_PSR_DT, 17}, {RES_PSR_DFL, 18}, {RES_PSR_DFH, 19}, {RES_PSR_SP, 20},
		{RES_PSR_PP, 21}, {RES_PSR_DI, 22}, {RES_PSR_SI, 23}, {RES_PSR_DB, 24},
		{RES_PSR_LP, 25}, {RES_PSR_TB, 26}, {RES_PSR_RT, 27}};
	for (size_t i = 0; i < sizeof bits / sizeof *bits; i++)
		if (bits[i].res == res)
			return bits[i].bit;
	return -1;
}

static void drop_one(struct effect *v, uint8_t *n, uint16_t res)
{
	drop(v, n, res, res);
}

/* Drops the accesses in [lo, hi] made through operand op. */
static void drop_operand(struct effect *v, uint8_t *n, int op, uint16_t lo, uint16_t hi)
{
	uint8_t k = 0;
	for (uint8_t i = 0; i < *n; i++)
		if (v[i].operand != op || v[i].res < lo || v[i].res > hi)
			v[k++] = v[i];
	*n = k;
}

/* Adds [lo, hi] as one access unless one covers lo already. */
static void put_range(struct effect *v, uint8_t *n, int max, uint16_t lo, uint16_t hi)
{
	for (uint8_t i = 0; i < *n; i++)
		if (v[i].res <= lo && lo < v[i].res + v[i].count)
			return;
	if (*n < max)
		v[(*n)++] = (struct effect){lo, (uint8_t)(hi - lo + 1), EFFECT_IMPLIED};
}

/* Does the spelling have the completer c (".s" in "fma.s.s1")? */
static bool has_completer(const char *spelled, const char *c)
{
	size_t n = strlen(c);
	for (const char *s = strchr(spelled, '.'); s; s = strchr(s + 1, '.'))
		if (strncmp(s + 1, c, n) == 0 && (s[1 + n] == '.' || !s[1 + n]))
			return true;
	return false;
}

/* A compare GNU as encodes with its targets swapped (cmp.ne is cmp.eq
 * into p2, p1): its first target is the syllable's p2 field. */
static bool targets_swapped(const struct dv_insn *in)
{
	const struct operand_kind *k = in->form->desc->opnd[0];
	return k && k->type == OP_REG && k->file == RF_PR && k->nfields == 1 &&
	       k->fields[0].insn_lsb == 27;
}

/* What GNU as's checker sees of an instruction where it differs from the
 * architecture's tables (and from effects.h, which follows them).  Each
 * was found by tests/dv/run.sh's random schedules and settled by
 * experiment with ia64-linux-gnu-as -x (docs/check.md, section 3). */
static void gas_reading(const struct dv_insn *in, const char *spelled, struct insn_effects *fx)
{
	int c = cls(in);
	/* the r0 of a parallel compare against zero (cmp.lt.and p = r0, r3)
	 * is part of the opcode, not an operand read */
	if (is_fmt(in, "A7")) {
		int fixed = -1;
		bool other_r0 = false;
		for (int i = in->nouts; i < in->nops; i++) {
			if (in->form->desc->opnd[i]->fixed == 0)
				fixed = i;
			else
				other_r0 |= in->ops[i].type == OP_REG && in->ops[i].regno == 0;
		}
		if (fixed >= 0 && !other_r0)	/* r0, r0: the other is read */
			drop(fx->reads, &fx->nreads, RES_GR0, RES_GR0);
	}
	/* lfetch [r3] without post-increment reads no GR for gas (the tables
	 * list only the post-increment forms: docs/effects-check.md, section
	 * 5); nor is itr's index (r2 of itr.d dtr[r2] = r3), unless it is the
	 * source too */
	if (c == CLS_LFETCH && !(effects_memory(in->form).flags & MEMF_POSTINC))
		drop(fx->reads, &fx->nreads, RES_GR0, RES_GR0 + 127);
	if ((c == CLS_ITR_I || c == CLS_ITR_D) && in->nops == 2 &&
	    in->ops[0].regno != in->ops[1].regno)
		drop_operand(fx->reads, &fx->nreads, 0, RES_GR0, RES_GR0 + 127);
	/* nop, hint and break written without their unit are no readers of
	 * their predicate nor of CFM (nop.i, hint.m... are) */
	if ((c == CLS_NOP || c == CLS_HINT || c == CLS_BREAK) && !strchr(spelled, '.')) {
		drop_operand(fx->reads, &fx->nreads, EFFECT_QP, RES_PR0, RES_PR0 + 63);
		drop_one(fx->reads, &fx->nreads, RES_CFM);
	}
	/* mpy4 and mpyshl4 are in no class of the tables: gas sees neither
	 * their registers nor their predicate */
	if (strcmp(in->form->desc->name, "mpy4") == 0 ||
	    strcmp(in->form->desc->name, "mpyshl4") == 0) {
		drop(fx->reads, &fx->nreads, RES_GR0, RES_GR0 + 127);
		drop(fx->writes, &fx->nwrites, RES_GR0, RES_GR0 + 127);
		drop_operand(fx->reads, &fx->nreads, EFFECT_QP, RES_PR0, RES_PR0 + 63);
		drop_one(fx->reads, &fx->nreads, RES_CFM);
	}
	/* fpcmp is in no floating-point register class of the tables: no FR,
	 * and so no PSR.dfl, dfh, mfl or mfh */
	if (c == CLS_FPCMP) {
		drop(fx->reads, &fx->nreads, RES_FR0, RES_PR0 - 1);
		drop(fx->writes, &fx->nwrites, RES_FR0, RES_PR0 - 1);
		drop_one(fx->reads, &fx->nreads, RES_PSR_DFL);
		drop_one(fx->reads, &fx->nreads, RES_PSR_DFH);
		drop_one(fx->writes, &fx->nwrites, RES_PSR_MFL);
		drop_one(fx->writes, &fx->nwrites, RES_PSR_MFH);
	}
	/* mov pr = r2 without a mask writes no predicate */
	if (is_fmt(in, "I23") && in->ops[in->nops - 1].type != OP_IMM)
		drop(fx->writes, &fx->nwrites, RES_PR0, RES_BR0 - 1);
	/* a .unc compare encoded with its targets swapped (cmp.ne.unc,
	 * cmp.ge.unc, tbit.nz.unc, fcmp.neq.unc, fclass.nm.unc) writes no
	 * PR63 */
	if (has_completer(spelled, "unc") && targets_swapped(in))
		drop_one(fx->writes, &fx->nwrites, RES_PR0 + 63);
	/* mov r = psr reads no PSR.vm (the tables' priv-ops would have it) */
	if (mov_from_psr(in, false))
		drop_one(fx->reads, &fx->nreads, RES_PSR_VM);
	/* every M-unit move to or from an application register reads PSR.vm
	 * (gas takes it for a move of ar.itc or ar.ruc), a move from one
	 * PSR.si (as ar.itc) */
	if (is_fmt(in, "M29") || is_fmt(in, "M30") || is_fmt(in, "M31"))
		put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_PSR_VM);
	if (is_fmt(in, "M31"))
		put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_PSR_SI);
	/* a move to ar.bsp (read-only: the tables list no such writer) writes
	 * it for gas */
	if (mov_to_ar(in, AR_BSP))
		put(fx->writes, &fx->nwrites, EFFECTS_MAX_WRITES, RES_AR0 + AR_BSP);
	/* br.ia reads the ignored application registers (the tables' AR%
	 * line for ar48-ar63 and ar112-ar127); the tables make it
	 * unpredicable, gas accepts a predicate and reads it */
	if (c == CLS_BR_IA) {
		if (in->qp) {
			if (fx->nreads < EFFECTS_MAX_READS)
				fx->reads[fx->nreads++] = (struct effect){
					(uint16_t)(RES_PR0 + in->qp), 1, EFFECT_QP};
			if (in->qp >= 16)	/* a rotating one */
				put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_CFM);
		}
		put_range(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_AR0 + 48, RES_AR0 + 63);
		put_range(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_AR0 + 112, RES_AR0 + 127);
	}
	/* mov written without .i or .m to or from an ignored application
	 * register: gas reads it as a move of ar.itc (PSR.si, PSR.vm) and,
	 * the wrong way round, of ar.fpsr and ar.unat (a move to it reads
	 * every AR[FPSR] field and a NaT bit it cannot tell, a move from it
	 * writes them) */
	if (in->ar_pseudo) {
		bool to_ar = !(is_fmt(in, "I28") || is_fmt(in, "M31"));
		put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_PSR_SI);
		put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, RES_PSR_VM);
		struct effect *v = to_ar ? fx->reads : fx->writes;
		uint8_t *n = to_ar ? &fx->nreads : &fx->nwrites;
		int max = to_ar ? EFFECTS_MAX_READS : EFFECTS_MAX_WRITES;
		put_range(v, n, max, RES_FPSR_CONTROLS0, RES_FPSR_RV);
		if (*n < max)
			v[(*n)++] = (struct effect){RES_UNAT0, 64, EFFECT_IMPLIED};
	}
}

void depend_refine_effects(const struct dv_insn *in, const char *spelled,
			   int rotating_grs, struct insn_effects *fx)
{
	int c = cls(in);
	/* the mask names the PSR fields a system or user mask instruction
	 * changes */
	if ((c == CLS_SSM || c == CLS_RSM || c == CLS_SUM || c == CLS_RUM) &&
	    in->nops >= 1 && in->ops[0].type == OP_IMM) {
		uint64_t mask = (uint64_t)in->ops[0].value;
		uint8_t k = 0;
		for (uint8_t i = 0; i < fx->nwrites; i++) {
			int b = psr_bit(fx->writes[i].res);
			if (b < 0 || (mask >> b & 1))
				fx->writes[k++] = fx->writes[i];
		}
		fx->nwrites = k;
	}
	/* a move to an ignored application register (ar48-ar63,
	 * ar112-ar127) writes it, for the tables */
	if ((is_fmt(in, "I26") || is_fmt(in, "I27") || is_fmt(in, "M29") || is_fmt(in, "M30")) &&
	    in->ops[0].type == OP_REG && in->ops[0].file == RF_AR) {
		int n = in->ops[0].regno;
		if ((n >= 48 && n <= 63) || (n >= 112 && n <= 127))
			put(fx->writes, &fx->nwrites, EFFECTS_MAX_WRITES, (uint16_t)(RES_AR0 + n));
	}
	/* CFM: the loop branches, cover, alloc, rfi, loadrs, br.ret and
	 * br.call read all of it; any other instruction only its rotating
	 * part, when it names a register that may rotate (r32-r127,
	 * f32-f127, p16-p63) */
	if (!reads_whole_cfm(in) && !names_rotating(in, fx, rotating_grs))
		drop_one(fx->reads, &fx->nreads, RES_CFM);
	gas_reading(in, spelled, fx);
	/* mov pr = r2, mask17 writes the predicates the mask names: bits
	 * 1-15 one each, bit 16 all of p16-p63 */
	if (is_fmt(in, "I23")) {
		int m = -1;
		for (int i = 0; i < in->nops; i++)
			if (in->ops[i].type == OP_IMM)
				m = i;
		if (m >= 0) {
			uint64_t mask = (uint64_t)in->ops[m].value;
			drop(fx->writes, &fx->nwrites, RES_PR0, RES_BR0 - 1);
			for (int p = 1; p < 16; p++)
				if (mask >> p & 1 && fx->nwrites < EFFECTS_MAX_WRITES)
					fx->writes[fx->nwrites++] = (struct effect){
						(uint16_t)(RES_PR0 + p), 1, (int8_t)m};
			if (mask >> 16 & 1 && fx->nwrites < EFFECTS_MAX_WRITES)
				fx->writes[fx->nwrites++] = (struct effect){RES_PR0 + 16, 48, (int8_t)m};
		}
	}
	/* the floating-point registers named: the low partition (f2-f31) is
	 * PSR.dfl and PSR.mfl's, the high one (f32-f127) PSR.dfh and PSR.mfh's */
	bool any = false, low = false, high = false, wlow = false, whigh = false;
	for (int w = 0; w < 2; w++) {
		const struct effect *v = w ? fx->writes : fx->reads;
		int nv = w ? fx->nwrites : fx->nreads;
		for (int i = 0; i < nv; i++) {
			if (v[i].res < RES_FR0 || v[i].res >= RES_PR0 || v[i].operand < 0)
				continue;
			for (int k = 0; k < v[i].count; k++) {
				int r = v[i].res - RES_FR0 + k;
				any = true;
				low |= r >= 2 && r < 32;
				high |= r >= 32;
				/* ldfp's second target: PSR.dfl, dfh only */
				bool pair2 = c == CLS_FLOAD_PAIR && v[i].operand == 1;
				wlow |= w && !pair2 && r >= 2 && r < 32;
				whigh |= w && !pair2 && r >= 32;
			}
		}
	}
	if (any) {
		if (!low)
			drop_one(fx->reads, &fx->nreads, RES_PSR_DFL);
		if (!high)
			drop_one(fx->reads, &fx->nreads, RES_PSR_DFH);
		if (!wlow)
			drop_one(fx->writes, &fx->nwrites, RES_PSR_MFL);
		if (!whigh)
			drop_one(fx->writes, &fx->nwrites, RES_PSR_MFH);
	}
	/* gas: ldfp's second target (f2 of ldfpd f1, f2 = [r3]) is no FR
	 * write */
	if (c == CLS_FLOAD_PAIR)
		drop_operand(fx->writes, &fx->nwrites, 1, RES_FR0, RES_PR0 - 1);
	/* gas takes the "or" of fcmp.ord and fcmp.unord for the compare type
	 * or, which no floating-point compare has: it sees no predicate
	 * written and no register read (docs/effects-check.md, experiment C;
	 * the status field and the predicate it does see) */
	if (c == CLS_FCMP && (strstr(spelled, ".ord") || strstr(spelled, ".unord"))) {
		drop(fx->writes, &fx->nwrites, RES_PR0, RES_BR0 - 1);
		drop(fx->reads, &fx->nreads, RES_FR0, RES_PR0 - 1);	/* nor reads */
		drop(fx->reads, &fx->nreads, RES_PSR_DFH, RES_PSR_DFH);
		drop(fx->reads, &fx->nreads, RES_PSR_DFL, RES_PSR_DFL);
	}
	/* the single-precision completer (fma.s, fadd.s.s1): gas takes its
	 * ".s" for a status field it cannot read and sees no status field
	 * (AR[FPSR].traps and .rv it does) */
	if ((c == CLS_FP_ARITH || c == CLS_FCMP || c == CLS_FPCMP) && has_completer(spelled, "s")) {
		drop(fx->reads, &fx->nreads, RES_FPSR_CONTROLS0, RES_FPSR_FLAGS3);
		drop(fx->writes, &fx->nwrites, RES_FPSR_CONTROLS0, RES_FPSR_FLAGS3);
		return;
	}
	if (has_sf(spelled))
		return;
	if (c == CLS_FCLRF) {
		drop(fx->writes, &fx->nwrites, RES_FPSR_FLAGS0, RES_FPSR_FLAGS3);
		return;
	}
	if (c == CLS_FSETC) {	/* plain fsetc reads sf0's controls, writes none */
		drop(fx->writes, &fx->nwrites, RES_FPSR_CONTROLS0, RES_FPSR_FLAGS3);
		return;
	}
	if (c != CLS_FP_ARITH && c != CLS_FCMP && c != CLS_FPCMP)
		return;
	for (int k = 0; k < 4; k++) {
		put(fx->reads, &fx->nreads, EFFECTS_MAX_READS, (uint16_t)(RES_FPSR_CONTROLS0 + k));
		put(fx->writes, &fx->nwrites, EFFECTS_MAX_WRITES, (uint16_t)(RES_FPSR_FLAGS0 + k));
	}
}

int depend_constant_move(const struct dv_insn *in)
{
	/* addl r1 = imm22, r0 (mov r1 = imm) and movl r1 = imm64 */
	if (is_fmt(in, "A5") && in->nops == 3 && in->ops[2].type == OP_REG &&
	    in->ops[2].regno == 0 && in->ops[1].type == OP_IMM && in->ops[1].imm == IMM_CONST)
		return 1;
	if (in->nops >= 2 && in->ops[0].type == OP_REG && in->ops[0].file == RF_GR &&
	    is_fmt(in, "A5") && in->nops == 2 && in->ops[1].type == OP_IMM &&
	    in->ops[1].imm == IMM_CONST)
		return 1;	/* the pseudo-op, written with its two operands */
	if (is_fmt(in, "X2") && in->nops == 2 && in->ops[1].type == OP_IMM &&
	    in->ops[1].imm == IMM_CONST)
		return 1;
	return -1;
}

bool depend_ignored(uint16_t res)
{
	/* r0, f0 and f1 are read only; gas takes a write of one (an error
	 * it warns of) for a register like the others, and a read of it
	 * then conflicts (gas-ia64-testsuite/reg-err.s) */
	return res == RES_PR0 || res == RES_IP;
}

const char *depend_mode_name(enum dv_mode m)
{
	return m == DV_RAW ? "RAW" : m == DV_WAW ? "WAW" : "WAR";
}

const char *depend_sem_name(enum dv_sem s)
{
	static const char *const names[] = {"none", "implied", "impliedF", "data",
					    "instr", "specific", "stop", "other"};
	return (unsigned)s < sizeof names / sizeof *names ? names[s] : "?";
}
