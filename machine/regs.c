/*
 * machine/regs.c - which registers an instruction reads and writes, how
 * each read uses its register, and the latency table (docs/model.md,
 * section 4; the Montecito manual's table 2-8).
 */
#include "core.h"
#include "effects.h"

static void add_read(struct insn_regs *r, uint16_t reg, enum reg_use use)
{
	/* r0, f0, f1 and p0 are constants: nobody waits for them */
	if (reg == REG_GR0 || reg == REG_FR0 || reg == REG_FR0 + 1 || reg == REG_PR0)
		return;
	for (int i = 0; i < r->nreads; i++)
		if (r->reads[i] == reg && r->read_use[i] == use)
			return;	/* ar.fpsr's fields are one register here */
	if (r->nreads < INSN_MAX_READS) {
		r->reads[r->nreads] = reg;
		r->read_use[r->nreads++] = (uint8_t)use;
	}
}

static void add_write(struct insn_regs *r, uint16_t reg)
{
	if (reg == REG_GR0 || reg == REG_FR0 || reg == REG_FR0 + 1 || reg == REG_PR0)
		return;
	for (int i = 0; i < r->nwrites; i++)
		if (r->writes[i] == reg)
			return;
	if (r->nwrites < INSN_MAX_WRITES)
		r->writes[r->nwrites++] = reg;
}

/* How the instruction's class reads a source register of file f. */
static enum reg_use source_use(const struct insn_desc *d, int f)
{
	switch (d->lat) {
	case LAT_FMAC: return f == RF_FR ? USE_FMAC : USE_ALU;
	case LAT_FMISC: return f == RF_FR ? USE_FMISC : USE_ALU;
	case LAT_GETF: return f == RF_FR ? USE_GETF : USE_ALU;
	case LAT_SETF: return f == RF_GR ? USE_SETF : USE_ALU;
	case LAT_MMEDIA: return f == RF_GR ? USE_MM : USE_ALU;
	default: return USE_ALU;
	}
}

/* The register the core model tracks for a resource: the registers
 * themselves, ar.fpsr for its status fields and ar.unat for its NaT bits;
 * REG_COUNT for what the scoreboard does not track. */
static uint16_t tracked_register(uint16_t res)
{
	if (res < RES_UNAT0)
		return res;
	if (res >= RES_UNAT0 && res < RES_UNAT0 + 64)
		return RES_AR0 + AR_UNAT;
	if (res >= RES_FPSR_CONTROLS0 && res <= RES_FPSR_RV)
		return RES_AR0 + AR_FPSR;
	return REG_COUNT;
}

/* The registers an instruction's effects (machine/effects.h) read and
 * write, as the scoreboard sees them: those its operands name and those a
 * loop branch updates.  [model] Other implied registers (ar.ccv of
 * cmpxchg, ar.pfs of br.call) are not waited for. */
void core_insn_registers(const struct asm_insn *in, struct insn_regs *r)
{
	const struct insn_desc *d = in->form->desc;
	r->nreads = r->nwrites = 0;
	r->pr_reads_from = r->pr_writes_from = 0;
	if (d->flags & IF_NOP) {
		if (in->qp)
			add_read(r, (uint16_t)(REG_PR0 + in->qp), USE_QP);
		return;
	}
	struct insn_effects e;
	effects_of(in->form, in->ops, in->nops, in->nouts, in->qp, &e);
	bool loop = effects_branch_is_loop((enum branch_kind)e.branch.kind);
	bool store = d->lat == LAT_STORE;
	for (int i = 0; i < e.nreads; i++) {
		const struct effect *f = &e.reads[i];
		uint16_t reg = tracked_register(f->res);
		if ((f->operand == EFFECT_IMPLIED && !loop) || reg == REG_COUNT)
			continue;
		if (f->count > 1) {
			if (reg >= REG_PR0 && reg < REG_BR0) {	/* mov r = pr */
				r->pr_reads_from = (uint8_t)(reg - REG_PR0);
				continue;
			}
			if (reg != RES_AR0 + AR_UNAT)
				continue;	/* dahr[r3]: not tracked */
		}
		enum reg_use use;
		if (f->operand == EFFECT_QP)
			use = insn_is_branch(d) ? USE_BRP : USE_QP;
		else if (f->operand < 0)
			use = USE_ALU;
		else if (in->ops[f->operand].type == OP_MEM)
			use = USE_ADDR;
		else if (in->ops[f->operand].type != OP_REG)
			use = USE_ALU;
		else if (store && f->operand == in->nouts)
			use = USE_STD;	/* the data */
		else
			use = source_use(d, in->ops[f->operand].file);
		add_read(r, reg, use);
	}
	for (int i = 0; i < e.nwrites; i++) {
		const struct effect *f = &e.writes[i];
		uint16_t reg = tracked_register(f->res);
		if ((f->operand == EFFECT_IMPLIED && !loop) || reg == REG_COUNT)
			continue;
		if (f->count > 1 && reg >= REG_PR0 && reg < REG_BR0) {
			r->pr_writes_from = (uint8_t)(reg - REG_PR0);
			continue;
		}
		if (f->count > 1 && reg != RES_AR0 + AR_UNAT)
			continue;
		add_write(r, reg);
	}
}

/* Where a latency comes from (core_latency_source): the seed manual's
 * table 2-8, or the parameter it is. */
static const char *const TABLE_2_8 = "table 2-8";

static const char *param_name(enum core_param id)
{
	return core_params.defs[id].name;
}

/* Latency of a result of producer class lat, in register file f, to use;
 * *src says where the number comes from. */
static int table_latency(const struct core_config *c, enum latency_class lat,
			 int f, uint16_t reg, enum reg_use use, const char **src)
{
	const int unlisted = (int)core_param(c, CORE_UNLISTED_LATENCY);
	bool pr = f == RF_PR;
	*src = TABLE_2_8;
	switch (lat) {
	case LAT_ADDER:
	case LAT_STORE:		/* the post-increment base */
		if (pr)
			return use == USE_BRP ? 0 : 1;
		return use == USE_MM ? 3 : 1;
	case LAT_MMEDIA:
		switch (use) {
		case USE_ADDR:
			*src = param_name(CORE_MM_TO_ADDR_LATENCY);
			return (int)core_param(c, CORE_MM_TO_ADDR_LATENCY);
		case USE_MM: return 2;
		default: return 3;
		}
	case LAT_MMU: {
		int base = (int)core_param(c, CORE_MMU_LATENCY);
		bool more = use == USE_ADDR || use == USE_MM;
		*src = more ? "mmu_latency + 1 (table 2-8)" : param_name(CORE_MMU_LATENCY);
		return more ? base + 1 : base;
	}
	case LAT_GETF:
		return use == USE_ADDR || use == USE_MM ? 6 : 5;
	case LAT_SETF:
		return 6;
	case LAT_FMAC:
		if (pr)
			return 2;		/* frcpa, frsqrta: qp 2, branch 2 */
		return 4;
	case LAT_FMISC:
		if (pr)
			return use == USE_BRP ? 1 : 2;	/* fcmp, fclass */
		return 4;
	case LAT_ILOAD:
	case LAT_FLOAD:		/* not the data (core_latency): the base */
		return use == USE_MM ? 3 : 1;
	case LAT_IEU2:
		return use == USE_MM ? 3 : 2;
	case LAT_ARCR:
		if (reg == REG_AR0 + 65 || reg == REG_AR0 + 66) {
			*src = param_name(CORE_AR_LC_EC_LATENCY);
			return (int)core_param(c, CORE_AR_LC_EC_LATENCY);
		}
		/* any other AR or CR, or a GR read from one */
		*src = param_name(CORE_AR_CR_LATENCY);
		return (int)core_param(c, CORE_AR_CR_LATENCY);
	case LAT_TOPR:
		if (pr)
			return use == USE_BRP ? 0 : 1;
		return use == USE_MM ? 3 : 2;
	case LAT_MOVIND:
		*src = param_name(CORE_MOVE_INDIRECT_LATENCY);
		return (int)core_param(c, CORE_MOVE_INDIRECT_LATENCY);
	case LAT_BRANCH:
	case LAT_NONE:
		break;
	}
	*src = param_name(CORE_UNLISTED_LATENCY);
	return unlisted;
}

/* Is reg the base register a load producer post-increments? */
static bool load_base(const struct asm_insn *producer, uint16_t reg)
{
	for (int i = 0; i < producer->nops; i++)
		if (producer->ops[i].type == OP_MEM &&
		    (uint16_t)(REG_GR0 + producer->ops[i].regno) == reg &&
		    i + 1 < producer->nops)
			return true;
	return false;
}

enum core_load core_load_kind(const struct asm_insn *in)
{
	const struct insn_desc *d = in->form->desc;
	if (d->lat != LAT_ILOAD && d->lat != LAT_FLOAD)
		return CORE_LOAD_NONE;
	for (int i = 0; i < in->nouts; i++)
		if (in->ops[i].type == OP_REG && in->ops[i].file == RF_FR)
			return CORE_LOAD_FP;
	return d->lat == LAT_ILOAD ? CORE_LOAD_INT : CORE_LOAD_NONE;
}

/* core_latency, with where its number comes from in *src. */
static int latency_of(const struct core_config *c, const struct asm_insn *producer,
		      uint16_t reg, enum reg_use use, int access, const char **src)
{
	int f = reg >= REG_CR0 ? RF_CR : reg >= REG_AR0 ? RF_AR : reg >= REG_BR0 ? RF_BR
		: reg >= REG_PR0 ? RF_PR : reg >= REG_FR0 ? RF_FR : RF_GR;
	const struct insn_desc *d = producer->form->desc;
	if (d->lat == LAT_ILOAD || d->lat == LAT_FLOAD) {
		/* a load's post-increment base is an adder result */
		if (f == RF_GR && load_base(producer, reg)) {
			*src = TABLE_2_8;
			return use == USE_MM ? 3 : 1;
		}
		/* the data: the access, plus the FP format conversion (N and
		 * M+1 of table 2-8); to a multimedia use N+2 on Montecito,
		 * N+1 on the earlier cores (machine/cpu.c) */
		if (f == RF_FR) {
			*src = "the load's access (M) + 1 (table 2-8)";
			return access + 1;
		}
		if (d->lat == LAT_ILOAD) {
			*src = use == USE_ADDR ? "the load's access (N) + 1 (table 2-8)"
			     : use != USE_MM ? "the load's access (N)"
			     : c->load_to_mm == 2 ? "the load's access (N) + 2 (table 2-8)"
			     : "the load's access (N) + the CPU's load_to_mm (machine/cpu.c)";
			return use == USE_ADDR ? access + 1
			     : use == USE_MM ? access + c->load_to_mm : access;
		}
	}
	/* moves from ar.lc/ar.ec into a GR, and the other way */
	if (d->lat == LAT_ARCR) {
		for (int i = 0; i < producer->nops; i++) {
			const struct operand *op = &producer->ops[i];
			if (op->type == OP_REG && op->file == RF_AR &&
			    (op->regno == 65 || op->regno == 66)) {
				*src = param_name(CORE_AR_LC_EC_LATENCY);
				return (int)core_param(c, CORE_AR_LC_EC_LATENCY);
			}
		}
	}
	return table_latency(c, d->lat, f, reg, use, src);
}

int core_latency(const struct core_config *c, const struct asm_insn *producer,
		 uint16_t reg, enum reg_use use, int access)
{
	const char *src;
	return latency_of(c, producer, reg, use, access, &src);
}

const char *core_latency_source(const struct core_config *c, const struct asm_insn *producer,
				uint16_t reg, enum reg_use use)
{
	const char *src;
	latency_of(c, producer, reg, use, 0, &src);
	return src;
}

static const char *const use_names[USE_COUNT] = {
	"qp", "brp", "alu", "addr", "mm", "std", "fmac", "fmisc", "getf", "setf"
};

const char *core_use_name(enum reg_use use)
{
	return use_names[use];
}

bool core_use_applies(uint16_t reg, enum reg_use use)
{
	if (reg < REG_FR0)
		return use == USE_ALU || use == USE_ADDR || use == USE_MM || use == USE_STD ||
		       use == USE_SETF;
	if (reg < REG_PR0)
		return use == USE_STD || use == USE_FMAC || use == USE_FMISC || use == USE_GETF;
	if (reg < REG_BR0)
		return use == USE_QP || use == USE_BRP;
	return use == USE_ALU;
}

const char *core_reg_file_label(uint16_t reg)
{
	if (reg < REG_FR0) return "GR";
	if (reg < REG_PR0) return "FR";
	if (reg < REG_BR0) return "PR";
	if (reg < REG_AR0) return "BR";
	return "AR/CR";
}
