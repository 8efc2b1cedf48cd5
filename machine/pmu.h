/*
 * machine/pmu.h - event qualification on the Montecito PMU: the opcode
 * matchers (PMC32-35), their channel control (PMC36), instruction address
 * ranges (IBR0-7 with PMC38, normal and fine mode), data address ranges
 * (DBR0-7 with PMC41) and the four tag channels that
 * IA64_TAGGED_INST_RETIRED.IBRP{0..3}_PMC{32_33,34_35} count (manual
 * sections 3.3.5-3.3.7; docs/pmu.md).
 *
 * A qualification setup is built from command-line requests (pfmon's forms
 * --opc-match32=[mifb]:MATCH:MASK, --irange=START-END, --drange=..., and raw
 * register values), which are compiled into the register values a user
 * would program.  Every matching function below then evaluates the manual's
 * formulas on those register values, so what `ia64-predict pmc` prints and
 * what the predictions count are the same thing.
 *
 * Prefixes: pmu_.
 */
#ifndef IA64P_MACHINE_PMU_H
#define IA64P_MACHINE_PMU_H

#include "../common/strbuf.h"
#include "insn.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The registers qualification uses, in the order `pmc` prints them. */
enum pmu_reg {
	PMU_PMC32, PMU_PMC33, PMU_PMC34, PMU_PMC35, PMU_PMC36, PMU_PMC38,
	PMU_PMC41,
	PMU_IBR0, PMU_DBR0 = PMU_IBR0 + 8,
	PMU_NREGS = PMU_DBR0 + 8
};

/* Register names: "PMC32", "IBR3", ... */
const char *pmu_reg_name(int reg);
/* Register by name, case-insensitive ("pmc32", "IBR3"), or -1. */
int pmu_reg_by_name(const char *name);
/* The value a register holds when nothing is qualified (the defaults the
 * manual requires for PMC36/38/41; PMC32-35 as Linux's perfmon sets them,
 * see docs/pmu.md; IBRs and DBRs zero). */
uint64_t pmu_reg_default(int reg);

/* Slot-type bits as PMC32/34 bits 51:48 hold them (shifted down by 48) and
 * as pfmon's letters mean them: m=8, i=4, f=2, b=1. */
enum pmu_itype { PMU_B = 1, PMU_F = 2, PMU_I = 4, PMU_M = 8 };
#define PMU_MIFB 0xfu

#define PMU_MASK41 ((UINT64_C(1) << 41) - 1)

/* Field positions. */
#define PMC32_SLOT_SHIFT 48
#define PMC32_INV (UINT64_C(1) << 56)
#define PMC32_IG_AD (UINT64_C(1) << 57)
#define PMC38_FINE (UINT64_C(1) << 13)
/* PMC38.ig_ibrpN is bit 1 + 3N. */
#define PMC38_IG_IBRP(n) (UINT64_C(1) << (1 + 3 * (n)))
/* PMC41.cfg_dtagN is bits 4+8N:3+8N, en_dbrpN bit 45+N. */
#define PMC41_CFG_SHIFT(n) (3 + 8 * (n))
#define PMC41_EN_DBRP(n) (UINT64_C(1) << (45 + (n)))
/* cfg_dtag values. */
enum { DTAG_IBR_OPC_DBR = 0, DTAG_IBR_OPC = 1, DTAG_DBR = 2, DTAG_NONE = 3 };

/* How instruction ranges are programmed. */
enum pmu_irange_mode {
	PMU_MODE_AUTO,		/* fine when every range fits, else normal */
	PMU_MODE_FINE,		/* fine, or an error */
	PMU_MODE_NORMAL		/* power-of-two blocks */
};

/* An address range [start, end) as written and as resolved. */
struct pmu_range {
	char *text;			/* as written: "f+0x20-f+0x80" */
	uint64_t start, end;		/* resolved: end exclusive */
	/* what the registers really cover (normal mode: a union of aligned
	 * power-of-two blocks, one per IBR/DBR pair used) */
	int npairs;
	int pair[4];			/* IBR or DBR pair numbers used */
	uint64_t block_base[4], block_size[4];
};

/* An opcode matcher as requested. */
struct pmu_opcm_req {
	bool used;
	unsigned slots;			/* enum pmu_itype bits */
	uint64_t match, mask;		/* 41 bits; mask bit 1 = ignore */
};

#define PMU_MAX_IRANGES 2
#define PMU_MAX_BASES 16

struct pmu_setup {
	/* ---- requests (pmu_parse_option) ---- */
	struct pmu_opcm_req opcm[2];	/* 0: PMC32/33, 1: PMC34/35 */
	struct pmu_range irange[PMU_MAX_IRANGES];
	int nirange;
	bool inverse;			/* --inverse-irange */
	enum pmu_irange_mode mode;
	int irange_pairs;		/* --irange-pairs: IBR pairs one range may use */
	struct pmu_range drange;
	bool has_drange;
	struct { char *section; uint64_t addr; } base[PMU_MAX_BASES];
	int nbases;
	bool raw_set[PMU_NREGS];	/* --pmc32=V, --ibr3=V, ... */
	uint64_t raw[PMU_NREGS];
	uint8_t plm;			/* privilege levels written to IBRs: 8 = user */
	int cpl;			/* privilege level the code runs at: 3 */

	/* ---- results (pmu_setup_finish) ---- */
	uint64_t regs[PMU_NREGS];
	bool programmed[PMU_NREGS];	/* written by a request (else default) */
	bool fine;			/* ranges in fine mode */
	uint64_t *sec_base;		/* per section of the program, or NULL */
	size_t nsec;
	struct strbuf explain;		/* human-readable account */
};

/* A setup with nothing qualified (all registers at their defaults). */
void pmu_setup_init(struct pmu_setup *q);
void pmu_setup_free(struct pmu_setup *q);

/* Tries argv[*i] as a qualification option ("--name=value" or "--name
 * value"; *i advances past a separate value).  Returns 1 when consumed, 0
 * when argv[*i] is not a qualification option, -1 after writing a message
 * into err (no newline). */
int pmu_parse_option(struct pmu_setup *q, int argc, char **argv, int *i,
		     char *err, size_t errlen);

/* What qualification needs from the program it qualifies: its sections'
 * names (for --base), a symbol's place and a procedure's extent.  The
 * floor that owns the program fills it in (parser: program_pmu_view);
 * machine/ knows no program type. */
struct pmu_symbol {
	bool in_section;		/* a label: value is an offset in section */
	uint32_t section;
	uint64_t value;			/* the offset, or the constant */
};
struct pmu_program {
	const char *path;		/* for messages; NULL: "the file" */
	size_t nsections;
	const char *(*section_name)(const void *ctx, uint32_t section);
	/* A defined symbol named name: false when there is none. */
	bool (*symbol)(const void *ctx, const char *name, struct pmu_symbol *out);
	/* The .proc named name, [start, end) in section: false when none. */
	bool (*proc)(const void *ctx, const char *name, uint32_t *section,
		     uint64_t *start, uint64_t *end);
	const void *ctx;
	/* Per section, where it is when no --base places it (the file's
	 * data where the value model lays it out), or NULL: at 0. */
	const uint64_t *placed;
};

/* Resolves symbols and sections against p (may be NULL when no symbol or
 * section is named), places sections at their --base addresses, computes
 * every register value and the explanation.  Returns false after writing a
 * message into err. */
bool pmu_setup_finish(struct pmu_setup *q, const struct pmu_program *p,
		      char *err, size_t errlen);

/* Does any register differ from the unqualified default? */
bool pmu_qualifying(const struct pmu_setup *q);

/* Usage text of the qualification options, for --help. */
const char *pmu_options_help(void);

/* ---- the hardware's formulas, evaluated on the register values ------- */

/* Match(OpCM[k]) for k = 0 (PMC32/33) or 1 (PMC34/35). */
bool pmu_opcm_match(const uint64_t *regs, int k, uint64_t enco, unsigned itype);
/* The instruction address range tag of channel ch (0-3) for a bundle at ip,
 * code running at privilege level cpl: true when the channel's range is
 * ignored, else the (possibly inverted, channel 0) range match. */
bool pmu_range_tag(const uint64_t *regs, int ch, uint64_t ip, int cpl);
/* Tag(IBRChnl ch) = (PMC36.ch_ig_OPC or Match(OpCM[ch&1])) and range tag. */
bool pmu_channel_tag(const uint64_t *regs, int ch, uint64_t enco,
		     unsigned itype, uint64_t ip, int cpl);
/* DBRP j's data address match (r, w and plm are ignored, as the manual says). */
bool pmu_dbr_match(const uint64_t *regs, int j, uint64_t addr);

enum pmu_verdict { PMU_NO, PMU_YES, PMU_UNKNOWN };

/* The PMC41 constraint on a memory-pipeline event of one memory operation:
 * tags[j] is Tag(IBRChnl j) of the instruction; addr is its data address
 * when addr_known.  PMU_UNKNOWN when the answer needs an address not known. */
enum pmu_verdict pmu_mem_constraint(const uint64_t *regs, const bool tags[4],
				    bool addr_known, uint64_t addr);

/* ---- the same, for an instruction of an assembled program ------------ */

/* The type the opcode matcher sees: the slot type of the template of in's
 * bundle (so an A-type instruction is M or I by its slot); an L+X
 * instruction is I, or B when the major opcode of its X syllable is 8-15
 * (brl), as SDM vol 3 table 4-1 gives its execution unit.  With
 * template_number < 0 (bundle not known): the form's own type, 0 for A. */
unsigned pmu_insn_itype(int template_number, const struct asm_insn *in);
/* The 41-bit encoding matched: the syllable, or the X syllable of L+X. */
uint64_t pmu_insn_enco(const struct asm_insn *in);
/* The bundle's address: section base (--base) plus the bundle offset. */
uint64_t pmu_insn_addr(const struct pmu_setup *q, const struct asm_insn *in);
/* Address of a section offset. */
uint64_t pmu_addr(const struct pmu_setup *q, uint32_t section, uint64_t offset);

/* Tag(IBRChnl ch) of in, in a bundle of template template_number. */
bool pmu_insn_tag(const struct pmu_setup *q, int template_number,
		  const struct asm_insn *in, int ch);

/* The channel an IA64_TAGGED_INST_RETIRED spelling counts:
 * "IA64_TAGGED_INST_RETIRED.IBRP2_PMC32_33" or pfmon's
 * "IA64_TAGGED_INST_RETIRED_IBRP2_PMC32_33" -> 2; IA64_INST_RETIRED and
 * IA64_INST_RETIRED.THIS -> 0; anything else -1. */
int pmu_tagged_channel(const char *event);

/* ---- register values ------------------------------------------------- */

/* Smallest power-of-two block of at least min_size bytes, aligned on its
 * size, that holds [start, end).  Returns false when none fits the 56 mask
 * bits of a breakpoint register (bits 63:56 are always compared). */
bool pmu_cover_one(uint64_t start, uint64_t end, uint64_t min_size,
		   uint64_t *base, uint64_t *size);
/* At most n aligned power-of-two blocks (each >= min_size) whose union
 * holds [start, end) with the least bytes outside it; returns the count. */
int pmu_cover(uint64_t start, uint64_t end, uint64_t min_size, int n,
	      uint64_t base[], uint64_t size[]);

/* The registers as `ia64-predict pmc` prints them, with field comments. */
void pmu_print_regs(const struct pmu_setup *q, struct strbuf *o);

#endif
