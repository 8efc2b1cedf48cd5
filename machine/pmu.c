/*
 * machine/pmu.c - Montecito event qualification: opcode matchers, tag
 * channels, instruction and data address ranges (manual 3.3.5-3.3.7).
 * Written from the manual's register tables and formulas; docs/pmu.md says
 * where the manual is ambiguous and which reading is taken.
 */
#include "pmu.h"
#include "../common/arena.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MASK56 ((UINT64_C(1) << 56) - 1)
/* Fine mode compares only IP bits 63:16 through the mask register. */
#define FINE_MASK (MASK56 & ~UINT64_C(0xffff))
#define BUNDLE 16u

/* ---- registers ---------------------------------------------------------- */

static const char *const fixed_names[] = {
	"PMC32", "PMC33", "PMC34", "PMC35", "PMC36", "PMC38", "PMC41"
};

const char *pmu_reg_name(int reg)
{
	static const char *const ibr[8] = {
		"IBR0", "IBR1", "IBR2", "IBR3", "IBR4", "IBR5", "IBR6", "IBR7"
	};
	static const char *const dbr[8] = {
		"DBR0", "DBR1", "DBR2", "DBR3", "DBR4", "DBR5", "DBR6", "DBR7"
	};
	if (reg >= 0 && reg < PMU_IBR0)
		return fixed_names[reg];
	if (reg >= PMU_IBR0 && reg < PMU_DBR0)
		return ibr[reg - PMU_IBR0];
	if (reg >= PMU_DBR0 && reg < PMU_NREGS)
		return dbr[reg - PMU_DBR0];
	return "?";
}

int pmu_reg_by_name(const char *name)
{
	for (int r = 0; r < PMU_NREGS; r++)
		if (strcasecmp(name, pmu_reg_name(r)) == 0)
			return r;
	return -1;
}

uint64_t pmu_reg_default(int reg)
{
	switch (reg) {
	/* mask all ones (ignore every bit), m/i/f/b all set, inv=1, ig_ad=1:
	 * Table 3-11's reset values, which are also Linux perfmon's. */
	case PMU_PMC32: return UINT64_C(0x030f01ffffffffff);
	case PMU_PMC34: return UINT64_C(0x000f01ffffffffff);
	case PMU_PMC33: case PMU_PMC35: return 0;
	case PMU_PMC36: return UINT64_C(0xfffffff0);
	case PMU_PMC38: return UINT64_C(0xdb6);
	case PMU_PMC41: return UINT64_C(0x2078fefefefe);
	default: return 0;
	}
}

/* ---- the hardware's formulas ------------------------------------------ */

bool pmu_opcm_match(const uint64_t *regs, int k, uint64_t enco, unsigned itype)
{
	uint64_t cfg = regs[k ? PMU_PMC34 : PMU_PMC32];
	uint64_t match = regs[k ? PMU_PMC35 : PMU_PMC33];
	unsigned mifb = (unsigned)(cfg >> PMC32_SLOT_SHIFT) & PMU_MIFB;
	if (!(mifb & itype))
		return false;
	/* ematch: every bit equal to match or masked (mask bit 1 = ignore) */
	return ((enco ^ match) & ~cfg & PMU_MASK41) == 0;
}

/* The SDM's breakpoint compare: address bits whose mask bit is 1 must be
 * equal; bits 63:56, which have no mask bit, always are compared. */
static bool bp_match(uint64_t a, uint64_t addr, uint64_t maskreg, uint64_t ignore)
{
	uint64_t m = ((maskreg & MASK56) | ~MASK56) & ~ignore;
	return ((a ^ addr) & m) == 0;
}

static bool plm_ok(uint64_t maskreg, int cpl)
{
	return (maskreg >> (56 + (cpl & 3))) & 1;
}

bool pmu_range_tag(const uint64_t *regs, int ch, uint64_t ip, int cpl)
{
	uint64_t pmc38 = regs[PMU_PMC38], pmc32 = regs[PMU_PMC32];
	const uint64_t *ibr = &regs[PMU_IBR0];
	bool ignored = (pmc38 & PMC38_IG_IBRP(ch)) != 0;
	if (ch == 0)
		ignored = ignored || (pmc32 & PMC32_IG_AD);
	/* an IBR pair with its x bit set is a debug breakpoint, not a range */
	ignored = ignored || (ibr[2 * ch + 1] >> 63);
	if (ignored)
		return true;
	bool m;
	if (!(pmc38 & PMC38_FINE)) {
		m = bp_match(ip, ibr[2 * ch], ibr[2 * ch + 1], 0) &&
		    plm_ok(ibr[2 * ch + 1], cpl);
	} else if (ch >= 2) {
		/* "a match will be signaled only in address ranges 0 or 1" */
		m = false;
	} else {
		uint64_t lo = ibr[2 * ch], lom = ibr[2 * ch + 1], hi = ibr[2 * ch + 4];
		m = bp_match(ip, lo, lom, 0xffff) && plm_ok(lom, cpl) &&
		    (ip & 0xffff) > (lo & 0xffff) && (ip & 0xffff) < (hi & 0xffff);
	}
	if (ch == 0 && (pmc32 & PMC32_INV))
		m = !m;
	return m;
}

bool pmu_channel_tag(const uint64_t *regs, int ch, uint64_t enco,
		     unsigned itype, uint64_t ip, int cpl)
{
	bool opc = ((regs[PMU_PMC36] >> ch) & 1) ||
		   pmu_opcm_match(regs, ch & 1, enco, itype);
	return opc && pmu_range_tag(regs, ch, ip, cpl);
}

bool pmu_dbr_match(const uint64_t *regs, int j, uint64_t addr)
{
	return bp_match(addr, regs[PMU_DBR0 + 2 * j], regs[PMU_DBR0 + 2 * j + 1], 0);
}

enum pmu_verdict pmu_mem_constraint(const uint64_t *regs, const bool tags[4],
				    bool addr_known, uint64_t addr)
{
	uint64_t pmc41 = regs[PMU_PMC41];
	bool any = false, unknown = false;
	for (int j = 0; j < 4; j++) {
		if (!(pmc41 & PMC41_EN_DBRP(j)))
			continue;
		int cfg = (int)(pmc41 >> PMC41_CFG_SHIFT(j)) & 3;
		if (cfg == DTAG_NONE)
			continue;
		any = true;
		if (cfg != DTAG_DBR && !tags[j])
			continue;		/* this pair fails on IBR/Opc */
		if (cfg == DTAG_IBR_OPC)
			return PMU_YES;
		if (!addr_known) {
			unknown = true;
			continue;
		}
		if (pmu_dbr_match(regs, j, addr))
			return PMU_YES;
	}
	if (!any)
		return PMU_YES;
	return unknown ? PMU_UNKNOWN : PMU_NO;
}

/* ---- instructions of a program ----------------------------------------- */

static unsigned itype_of(enum insn_type t)
{
	switch (t) {
	case TYPE_M: return PMU_M;
	case TYPE_I: return PMU_I;
	case TYPE_F: return PMU_F;
	case TYPE_B: return PMU_B;
	default: return 0;
	}
}

uint64_t pmu_insn_enco(const struct asm_insn *in)
{
	if (in->form && in->form->desc->type == TYPE_LX)
		return in->code.words[1] & PMU_MASK41;
	return in->code.words[0] & PMU_MASK41;
}

unsigned pmu_insn_itype(int template_number, const struct asm_insn *in)
{
	if (in->form && in->form->desc->type == TYPE_LX)
		return (pmu_insn_enco(in) >> 37) >= 8 ? PMU_B : PMU_I;
	const struct template_desc *t =
		template_number >= 0 ? template_get(template_number) : NULL;
	if (t && in->slot < 3) {
		unsigned it = itype_of(t->slot[in->slot]);
		if (it)
			return it;
	}
	return in->form ? itype_of(in->form->desc->type) : 0;
}

uint64_t pmu_addr(const struct pmu_setup *q, uint32_t section, uint64_t offset)
{
	if (q->sec_base && section < q->nsec)
		return q->sec_base[section] + offset;
	return offset;
}

uint64_t pmu_insn_addr(const struct pmu_setup *q, const struct asm_insn *in)
{
	return pmu_addr(q, in->section, in->offset);
}

bool pmu_insn_tag(const struct pmu_setup *q, int template_number,
		  const struct asm_insn *in, int ch)
{
	return pmu_channel_tag(q->regs, ch, pmu_insn_enco(in),
			       pmu_insn_itype(template_number, in),
			       pmu_insn_addr(q, in), q->cpl);
}

int pmu_tagged_channel(const char *event)
{
	static const char *const sub[4] = {
		"IBRP0_PMC32_33", "IBRP1_PMC34_35", "IBRP2_PMC32_33", "IBRP3_PMC34_35"
	};
	static const char tagged[] = "IA64_TAGGED_INST_RETIRED";
	static const char inst[] = "IA64_INST_RETIRED";
	size_t n = sizeof tagged - 1;
	if (strncasecmp(event, tagged, n) == 0 && (event[n] == '.' || event[n] == '_')) {
		for (int ch = 0; ch < 4; ch++)
			if (strcasecmp(event + n + 1, sub[ch]) == 0)
				return ch;
		return -1;
	}
	n = sizeof inst - 1;
	if (strncasecmp(event, inst, n) == 0 &&
	    (event[n] == '\0' || ((event[n] == '.' || event[n] == '_') &&
				  strcasecmp(event + n + 1, "THIS") == 0)))
		return 0;
	return -1;
}

/* ---- covering a range with power-of-two blocks -------------------------- */

bool pmu_cover_one(uint64_t start, uint64_t end, uint64_t min_size,
		   uint64_t *base, uint64_t *size)
{
	if (end <= start)
		return false;
	for (int k = 0; k <= 56; k++) {
		uint64_t s = UINT64_C(1) << k;
		if (s < min_size)
			continue;
		if ((start >> k) == ((end - 1) >> k)) {
			*base = start & ~(s - 1);
			*size = s;
			return true;
		}
	}
	return false;
}

int pmu_cover(uint64_t start, uint64_t end, uint64_t min_size, int n,
	      uint64_t base[], uint64_t size[])
{
	if (n < 1 || end <= start)
		return 0;
	/* the exact decomposition into the largest aligned blocks, after
	 * widening both ends to min_size */
	uint64_t s = start & ~(min_size - 1);
	uint64_t e = end;
	if (e & (min_size - 1))
		e = (e | (min_size - 1)) + 1;
	uint64_t b[130], z[130];
	int nb = 0;
	while (s < e && nb < 130) {
		uint64_t sz = min_size;
		while (sz < (UINT64_C(1) << 56) && (s & (2 * sz - 1)) == 0 && s + 2 * sz <= e &&
		       s + 2 * sz > s)
			sz *= 2;
		b[nb] = s;
		z[nb] = sz;
		nb++;
		s += sz;
		if (s == 0)
			break;		/* wrapped at the top of the space */
	}
	/* merge neighbours, cheapest first, until n blocks remain.  Aligned
	 * power-of-two blocks either nest or are disjoint, so a merged block
	 * swallows whole blocks only. */
	while (nb > n) {
		int best_first = -1, best_last = -1;
		uint64_t best_cost = UINT64_MAX, best_b = 0, best_z = 0;
		for (int i = 0; i + 1 < nb; i++) {
			uint64_t mb, mz;
			if (!pmu_cover_one(b[i], b[i + 1] + z[i + 1], min_size, &mb, &mz))
				continue;
			int first = i, last = i + 1;
			while (first > 0 && b[first - 1] >= mb)
				first--;
			while (last + 1 < nb && b[last + 1] + z[last + 1] <= mb + mz &&
			       b[last + 1] + z[last + 1] > b[last + 1])
				last++;
			uint64_t inside = 0;
			for (int j = first; j <= last; j++)
				inside += z[j];
			uint64_t cost = mz - inside;
			if (cost < best_cost) {
				best_cost = cost;
				best_first = first;
				best_last = last;
				best_b = mb;
				best_z = mz;
			}
		}
		if (best_first < 0)
			return 0;
		b[best_first] = best_b;
		z[best_first] = best_z;
		int removed = best_last - best_first;
		memmove(&b[best_first + 1], &b[best_last + 1],
			(size_t)(nb - best_last - 1) * sizeof b[0]);
		memmove(&z[best_first + 1], &z[best_last + 1],
			(size_t)(nb - best_last - 1) * sizeof z[0]);
		nb -= removed;
	}
	for (int i = 0; i < nb; i++) {
		base[i] = b[i];
		size[i] = z[i];
	}
	return nb;
}

/* ---- requests ----------------------------------------------------------- */

void pmu_setup_init(struct pmu_setup *q)
{
	memset(q, 0, sizeof *q);
	q->mode = PMU_MODE_AUTO;
	q->irange_pairs = 1;
	q->plm = 0x8;
	q->cpl = 3;
	for (int r = 0; r < PMU_NREGS; r++)
		q->regs[r] = pmu_reg_default(r);
}

void pmu_setup_free(struct pmu_setup *q)
{
	for (int r = 0; r < q->nirange; r++)
		free(q->irange[r].text);
	free(q->drange.text);
	for (int b = 0; b < q->nbases; b++)
		free(q->base[b].section);
	free(q->sec_base);
	sb_free(&q->explain);
	memset(q, 0, sizeof *q);
}

static bool fail(char *err, size_t n, const char *fmt, ...) DIAG_PRINTF(3, 4);
static bool fail(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return false;
}

/* An unsigned number: decimal, 0x hex or 0 octal, nothing after it. */
static bool parse_u64(const char *s, uint64_t *v)
{
	if (!*s || !isdigit((unsigned char)*s))
		return false;
	errno = 0;
	char *end;
	unsigned long long x = strtoull(s, &end, 0);
	if (errno || *end)
		return false;
	*v = x;
	return true;
}

/* The value of "--name=value" or "--name value"; NULL when argv[*i] is not
 * this option; *missing when the value is absent. */
static const char *opt_value(int argc, char **argv, int *i, const char *name,
			     bool *missing)
{
	size_t n = strlen(name);
	const char *a = argv[*i];
	*missing = false;
	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] != '\0')
		return NULL;
	if (*i + 1 < argc)
		return argv[++*i];
	*missing = true;
	return NULL;
}

/* "[mifb]:MATCH:MASK" */
static bool parse_opcm(const char *v, struct pmu_opcm_req *o, const char *opt,
		       char *err, size_t n)
{
	const char *c1 = strchr(v, ':');
	const char *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
	if (!c1 || !c2 || strchr(c2 + 1, ':'))
		return fail(err, n, "%s=%s: expected [mifb]:MATCH:MASK", opt, v);
	unsigned slots = 0;
	for (const char *p = v; p < c1; p++) {
		switch (tolower((unsigned char)*p)) {
		case 'm': slots |= PMU_M; break;
		case 'i': slots |= PMU_I; break;
		case 'f': slots |= PMU_F; break;
		case 'b': slots |= PMU_B; break;
		default:
			return fail(err, n, "%s=%s: '%c' is not a slot type (m, i, f or b)",
				    opt, v, *p);
		}
	}
	if (!slots)
		slots = PMU_MIFB;	/* pfmon: no letters = every slot type */
	char buf[64];
	size_t l = (size_t)(c2 - c1 - 1);
	if (l >= sizeof buf)
		return fail(err, n, "%s=%s: MATCH is too long", opt, v);
	memcpy(buf, c1 + 1, l);
	buf[l] = '\0';
	uint64_t match, mask;
	if (!parse_u64(buf, &match))
		return fail(err, n, "%s=%s: MATCH '%s' is not a number", opt, v, buf);
	if (!parse_u64(c2 + 1, &mask))
		return fail(err, n, "%s=%s: MASK '%s' is not a number", opt, v, c2 + 1);
	if (match > PMU_MASK41)
		return fail(err, n, "%s=%s: MATCH 0x%llx has more than 41 bits", opt, v,
			    (unsigned long long)match);
	if (mask > PMU_MASK41)
		return fail(err, n, "%s=%s: MASK 0x%llx has more than 41 bits", opt, v,
			    (unsigned long long)mask);
	*o = (struct pmu_opcm_req){true, slots, match, mask};
	return true;
}

static bool check_range_text(const char *v, const char *opt, char *err, size_t n)
{
	if (!*v)
		return fail(err, n, "%s: expected START-END", opt);
	const char *dash = strchr(v, '-');
	if (dash && (dash == v || !dash[1] || strchr(dash + 1, '-')))
		return fail(err, n, "%s=%s: expected START-END", opt, v);
	return true;
}

const char *pmu_options_help(void)
{
	return
"Qualification (docs/pmu.md):\n"
"      --opc-match32=[mifb]:MATCH:MASK  opcode matcher 0 (PMC32/33): slot types\n"
"                      (none = all), 41-bit MATCH, MASK (1 = ignore the bit)\n"
"      --opc-match34=[mifb]:MATCH:MASK  opcode matcher 1 (PMC34/35)\n"
"      --irange=START-END  instruction address range [START, END) (IBRs, PMC38);\n"
"                      START/END: numbers or SYMBOL[+N]; or the name of a .proc\n"
"      --inverse-irange  count outside the range (channel 0 only)\n"
"      --irange-mode=auto|fine|normal  fine mode (two 64 KB-local ranges)\n"
"                      or power-of-two blocks; auto: fine when it fits\n"
"      --irange-pairs=N  normal mode: cover one range with up to N IBR pairs\n"
"                      (the blocks past the first are seen only by\n"
"                      IA64_TAGGED_INST_RETIRED.IBRP1-3)\n"
"      --drange=START-END  data address range (DBRP0, PMC41)\n"
"      --base=SECTION=ADDR  place SECTION at ADDR (default: code at 0, data\n"
"                      where the model lays it out: docs/pmu.md)\n"
"      --pmcN=V, --ibrN=V, --dbrN=V  raw register values (PMC32-36, 38, 41,\n"
"                      IBR0-7, DBR0-7); they win over the options above\n";
}

/* The options that take a value.  Each stores its request, or writes a
 * message into err and returns false. */

static bool set_opc_match32(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	return parse_opcm(v, &q->opcm[0], "--opc-match32", err, errlen);
}

static bool set_opc_match34(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	return parse_opcm(v, &q->opcm[1], "--opc-match34", err, errlen);
}

static bool set_irange_mode(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	if (strcmp(v, "auto") == 0)
		q->mode = PMU_MODE_AUTO;
	else if (strcmp(v, "fine") == 0)
		q->mode = PMU_MODE_FINE;
	else if (strcmp(v, "normal") == 0)
		q->mode = PMU_MODE_NORMAL;
	else
		return fail(err, errlen, "--irange-mode=%s: expected auto, fine or normal", v);
	return true;
}

static bool set_irange_pairs(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	uint64_t k;
	if (!parse_u64(v, &k) || k < 1 || k > 4)
		return fail(err, errlen, "--irange-pairs=%s: expected 1 to 4", v);
	q->irange_pairs = (int)k;
	return true;
}

static bool set_irange(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	if (!check_range_text(v, "--irange", err, errlen))
		return false;
	if (q->nirange == PMU_MAX_IRANGES)
		return fail(err, errlen, "--irange=%s: at most %d instruction ranges", v,
			    PMU_MAX_IRANGES);
	q->irange[q->nirange++].text = xstrdup(v);
	return true;
}

static bool set_drange(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	if (!check_range_text(v, "--drange", err, errlen))
		return false;
	if (q->has_drange)
		return fail(err, errlen, "--drange=%s: only one data range", v);
	if (!strchr(v, '-'))
		return fail(err, errlen, "--drange=%s: expected START-END", v);
	q->drange.text = xstrdup(v);
	q->has_drange = true;
	return true;
}

static bool set_base(struct pmu_setup *q, const char *v, char *err, size_t errlen)
{
	const char *eq = strrchr(v, '=');
	uint64_t addr;
	if (!eq || eq == v || !parse_u64(eq + 1, &addr))
		return fail(err, errlen, "--base %s: expected SECTION=ADDR", v);
	if (q->nbases == PMU_MAX_BASES)
		return fail(err, errlen, "--base %s: too many sections placed", v);
	if (addr % BUNDLE)
		return fail(err, errlen, "--base %s: a section must start on a bundle "
			    "(a multiple of 16)", v);
	char *name = xmalloc((size_t)(eq - v) + 1);
	memcpy(name, v, (size_t)(eq - v));
	name[eq - v] = '\0';
	q->base[q->nbases].section = name;
	q->base[q->nbases].addr = addr;
	q->nbases++;
	return true;
}

static const struct {
	const char *name;
	bool (*set)(struct pmu_setup *q, const char *v, char *err, size_t errlen);
} value_options[] = {
	{"--opc-match32", set_opc_match32}, {"--opc-match34", set_opc_match34},
	{"--irange-mode", set_irange_mode}, {"--irange-pairs", set_irange_pairs},
	{"--irange", set_irange}, {"--drange", set_drange}, {"--base", set_base},
};

/* A raw register value: --pmc32=V ... --ibr7=V, --dbr0=V ...  Returns as
 * pmu_parse_option does. */
static int parse_raw_register(struct pmu_setup *q, int argc, char **argv, int *i,
			      char *err, size_t errlen)
{
	const char *name = argv[*i] + 2;
	const char *eq = strchr(name, '=');
	size_t nl = eq ? (size_t)(eq - name) : strlen(name);
	char rn[16];
	if (nl >= sizeof rn)
		return 0;
	memcpy(rn, name, nl);
	rn[nl] = '\0';
	int reg = pmu_reg_by_name(rn);
	if (reg >= 0) {
		const char *v;
		if (eq)
			v = eq + 1;
		else if (*i + 1 < argc)
			v = argv[++*i];
		else {
			fail(err, errlen, "--%s needs a value", rn);
			return -1;
		}
		uint64_t x;
		if (!parse_u64(v, &x)) {
			fail(err, errlen, "--%s=%s: not a number", rn, v);
			return -1;
		}
		q->raw[reg] = x;
		q->raw_set[reg] = true;
		return 1;
	}
	if ((strncasecmp(rn, "pmc", 3) == 0 || strncasecmp(rn, "ibr", 3) == 0 ||
	     strncasecmp(rn, "dbr", 3) == 0) && isdigit((unsigned char)rn[3])) {
		fail(err, errlen, "--%s: qualification registers are PMC32-36, "
		     "PMC38, PMC41, IBR0-7 and DBR0-7", rn);
		return -1;
	}
	return 0;
}

int pmu_parse_option(struct pmu_setup *q, int argc, char **argv, int *i,
		     char *err, size_t errlen)
{
	const char *a = argv[*i];
	if (strncmp(a, "--", 2) != 0)
		return 0;
	if (strcmp(a, "--inverse-irange") == 0) {
		q->inverse = true;
		return 1;
	}
	for (size_t k = 0; k < sizeof value_options / sizeof value_options[0]; k++) {
		bool missing;
		const char *v = opt_value(argc, argv, i, value_options[k].name, &missing);
		if (missing) {
			fail(err, errlen, "%s needs a value", value_options[k].name);
			return -1;
		}
		if (v)
			return value_options[k].set(q, v, err, errlen) ? 1 : -1;
	}
	return parse_raw_register(q, argc, argv, i, err, errlen);
}

/* ---- resolving ---------------------------------------------------------- */

/* NUMBER, or SYMBOL, SYMBOL+N. */
static bool resolve_point(const struct pmu_setup *q, const struct pmu_program *p,
			  const char *s, size_t len, const char *opt, uint64_t *out,
			  char *err, size_t n)
{
	char buf[256];
	if (len == 0 || len >= sizeof buf)
		return fail(err, n, "%s: bad address '%.*s'", opt, (int)len, s);
	memcpy(buf, s, len);
	buf[len] = '\0';
	if (isdigit((unsigned char)buf[0])) {
		if (!parse_u64(buf, out))
			return fail(err, n, "%s: '%s' is not a number", opt, buf);
		return true;
	}
	uint64_t off = 0;
	char *plus = strchr(buf, '+');
	if (plus) {
		*plus = '\0';
		if (!parse_u64(plus + 1, &off))
			return fail(err, n, "%s: '%s' after '+' is not a number", opt, plus + 1);
	}
	if (!p)
		return fail(err, n, "%s: symbol '%s' needs the FILE.s that defines it",
			    opt, buf);
	struct pmu_symbol sym;
	if (!p->symbol(p->ctx, buf, &sym))
		return fail(err, n, "%s: symbol '%s' is not defined in %s", opt, buf,
			    p->path ? p->path : "the file");
	if (sym.in_section)
		*out = pmu_addr(q, sym.section, sym.value) + off;
	else
		*out = sym.value + off;
	return true;
}

static bool resolve_range(const struct pmu_setup *q, const struct pmu_program *p,
			  struct pmu_range *r, const char *opt, bool code,
			  char *err, size_t n)
{
	const char *t = r->text, *dash = strchr(t, '-');
	if (!dash) {
		/* a procedure by name: its .proc/.endp extent */
		uint32_t sec;
		uint64_t start, end;
		if (p && p->proc(p->ctx, t, &sec, &start, &end)) {
			r->start = pmu_addr(q, sec, start);
			r->end = pmu_addr(q, sec, end);
			goto check;
		}
		return fail(err, n, "%s=%s: expected START-END or the name of a .proc",
			    opt, t);
	}
	if (!resolve_point(q, p, t, (size_t)(dash - t), opt, &r->start, err, n) ||
	    !resolve_point(q, p, dash + 1, strlen(dash + 1), opt, &r->end, err, n))
		return false;
check:
	if (r->end <= r->start)
		return fail(err, n, "%s=%s: END 0x%llx is not above START 0x%llx", opt, t,
			    (unsigned long long)r->end, (unsigned long long)r->start);
	if (code && (r->start % BUNDLE || r->end % BUNDLE))
		return fail(err, n, "%s=%s: [0x%llx, 0x%llx) does not start and end on "
			    "bundles (multiples of 16)", opt, t,
			    (unsigned long long)r->start, (unsigned long long)r->end);
	return true;
}

/* Fine mode, as the manual prints its compares (IP > lower, IP < upper,
 * bits 63:16 of both limits equal): lower = START - 16, upper = END. */
static bool fine_fits(const struct pmu_range *r, const char **why)
{
	if (r->start < BUNDLE) {
		*why = "the lower limit START-16 would be below address 0";
		return false;
	}
	uint64_t lo = r->start - BUNDLE, hi = r->end;
	if ((lo >> 16) != (hi >> 16)) {
		*why = "START-16 and END are not in the same 64 KB block "
		       "(bits 63:16 must be equal)";
		return false;
	}
	return true;
}

/* ---- register values ---------------------------------------------------- */

static void set_reg(struct pmu_setup *q, int reg, uint64_t v)
{
	q->regs[reg] = v;
	q->programmed[reg] = true;
}

static const char *slots_text(unsigned s, char buf[8])
{
	char *p = buf;
	if (s & PMU_M) *p++ = 'm';
	if (s & PMU_I) *p++ = 'i';
	if (s & PMU_F) *p++ = 'f';
	if (s & PMU_B) *p++ = 'b';
	if (p == buf) *p++ = '-';
	*p = '\0';
	return buf;
}

static int popcount64(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

static void explain_cover(struct strbuf *e, const char *what, const struct pmu_range *r,
			  const char *pairname)
{
	uint64_t lo = UINT64_MAX, hi = 0, total = 0;
	for (int k = 0; k < r->npairs; k++) {
		sb_printf(e, "    %sP%d covers [0x%llx, 0x%llx): a block of 0x%llx bytes "
			  "aligned on its size\n", pairname, r->pair[k],
			  (unsigned long long)r->block_base[k],
			  (unsigned long long)(r->block_base[k] + r->block_size[k]),
			  (unsigned long long)r->block_size[k]);
		if (r->block_base[k] < lo)
			lo = r->block_base[k];
		if (r->block_base[k] + r->block_size[k] > hi)
			hi = r->block_base[k] + r->block_size[k];
		total += r->block_size[k];
	}
	if (total == r->end - r->start)
		sb_printf(e, "    the %s is covered exactly\n", what);
	else
		sb_printf(e, "    widened: 0x%llx bytes outside the %s count too "
			  "(0x%llx before 0x%llx, 0x%llx from 0x%llx on)\n",
			  (unsigned long long)(total - (r->end - r->start)), what,
			  (unsigned long long)(r->start - lo), (unsigned long long)r->start,
			  (unsigned long long)(hi - r->end), (unsigned long long)r->end);
}

static void explain_opcm(struct strbuf *e, const uint64_t *regs, int k)
{
	uint64_t cfg = regs[k ? PMU_PMC34 : PMU_PMC32];
	uint64_t match = regs[k ? PMU_PMC35 : PMU_PMC33] & PMU_MASK41;
	uint64_t mask = cfg & PMU_MASK41;
	char sb[8];
	unsigned slots = (unsigned)(cfg >> PMC32_SLOT_SHIFT) & PMU_MIFB;
	int compared = 41 - popcount64(mask);
	sb_printf(e, "  OpCM%d (PMC%d/PMC%d): ", k, k ? 34 : 32, k ? 35 : 33);
	if (slots == PMU_MIFB && compared == 0) {
		sb_printf(e, "matches every instruction\n");
		return;
	}
	sb_printf(e, "slot types %s; ", slots_text(slots, sb));
	if (compared == 0)
		sb_printf(e, "any encoding\n");
	else
		sb_printf(e, "encoding bits under ~MASK (%d of 41) equal 0x%011llx "
			  "(MATCH 0x%011llx, MASK 0x%011llx)\n", compared,
			  (unsigned long long)(match & ~mask),
			  (unsigned long long)match, (unsigned long long)mask);
}

static void explain_channels(struct pmu_setup *q)
{
	struct strbuf *e = &q->explain;
	const uint64_t *r = q->regs;
	static const char *const ev[4] = {
		"IBRP0_PMC32_33", "IBRP1_PMC34_35", "IBRP2_PMC32_33", "IBRP3_PMC34_35"
	};
	sb_printf(e, "Tag channels (IA64_TAGGED_INST_RETIRED.<channel>):\n");
	for (int ch = 0; ch < 4; ch++) {
		bool ig_opc = (r[PMU_PMC36] >> ch) & 1;
		bool ig_rng = (r[PMU_PMC38] & PMC38_IG_IBRP(ch)) ||
			      (ch == 0 && (r[PMU_PMC32] & PMC32_IG_AD)) ||
			      (r[PMU_IBR0 + 2 * ch + 1] >> 63);
		bool fine = r[PMU_PMC38] & PMC38_FINE;
		sb_printf(e, "  %d %s: opcode %s; address ", ch, ev[ch],
			  ig_opc ? "not constrained (PMC36)" : (ch & 1) ? "OpCM1" : "OpCM0");
		if (ig_rng)
			sb_printf(e, "not constrained");
		else if (fine && ch >= 2)
			sb_printf(e, "undefined in fine mode: modelled as never matching");
		else if (fine)
			sb_printf(e, "IBR%d < IP < IBR%d (fine mode)", 2 * ch, 2 * ch + 4);
		else
			sb_printf(e, "IBRP%d block", ch);
		if (ch == 0 && !ig_rng && (r[PMU_PMC32] & PMC32_INV))
			sb_printf(e, ", inverted");
		sb_printf(e, "%s\n", ch == 0 ? "; qualifies every IAR/OPC event" : "");
	}
}

static void explain_pmc41(struct pmu_setup *q)
{
	struct strbuf *e = &q->explain;
	static const char *const what[4] = {
		"IBRP/OpCM and DBRP", "IBRP/OpCM", "DBRP", "nothing"
	};
	uint64_t v = q->regs[PMU_PMC41];
	bool any = false;
	sb_printf(e, "Memory-pipeline events (PMC41):");
	for (int j = 0; j < 4; j++) {
		if (!(v & PMC41_EN_DBRP(j)))
			continue;
		int cfg = (int)(v >> PMC41_CFG_SHIFT(j)) & 3;
		sb_printf(e, "%s pair %d constrains by %s (cfg_dtag%d=%d%d)", any ? ";" : "",
			  j, what[cfg], j, cfg >> 1, cfg & 1);
		any = true;
	}
	sb_printf(e, "%s\n", any ? "" : " no pair enabled: not constrained");
}

/* The registers at their defaults, nothing programmed yet. */
static void reset_registers(struct pmu_setup *q)
{
	sb_free(&q->explain);
	for (int r = 0; r < PMU_NREGS; r++) {
		q->regs[r] = pmu_reg_default(r);
		q->programmed[r] = false;
	}
	q->fine = false;
}

/* Each section's load address: from --base SECTION=ADDR, else where the
 * program places it (pmu_program.placed), else 0. */
static bool set_section_bases(struct pmu_setup *q, const struct pmu_program *p,
			      char *err, size_t n)
{
	free(q->sec_base);
	q->sec_base = NULL;
	q->nsec = 0;
	if (p && p->nsections) {
		q->nsec = p->nsections;
		q->sec_base = xcalloc(q->nsec, sizeof *q->sec_base);
		if (p->placed)
			memcpy(q->sec_base, p->placed, q->nsec * sizeof *q->sec_base);
	}
	for (int b = 0; b < q->nbases; b++) {
		size_t s = 0;
		while (s < q->nsec && strcmp(p->section_name(p->ctx, (uint32_t)s), q->base[b].section) != 0)
			s++;
		if (s == q->nsec)
			return p ? fail(err, n, "--base %s=0x%llx: no section %s in %s",
					q->base[b].section, (unsigned long long)q->base[b].addr,
					q->base[b].section, p->path ? p->path : "the file")
				 : fail(err, n, "--base %s: needs the FILE.s that has the section",
					q->base[b].section);
		q->sec_base[s] = q->base[b].addr;
	}
	return true;
}

/* PMC32/33 and PMC34/35 from --opc-match32 and --opc-match34. */
static void program_opcode_matchers(struct pmu_setup *q)
{
	for (int k = 0; k < 2; k++) {
		const struct pmu_opcm_req *o = &q->opcm[k];
		if (!o->used)
			continue;
		int cfg = k ? PMU_PMC34 : PMU_PMC32;
		uint64_t v = q->regs[cfg] & ~(PMU_MASK41 | ((uint64_t)PMU_MIFB << PMC32_SLOT_SHIFT));
		v |= o->mask | ((uint64_t)o->slots << PMC32_SLOT_SHIFT);
		if (k == 0)		/* no range: ig_ad=1, inv cleared (3.3.6.1) */
			v = (v | PMC32_IG_AD) & ~PMC32_INV;
		set_reg(q, cfg, v);
		set_reg(q, cfg + 1, o->match);
	}
}

/* Resolves the instruction ranges, checks the options that go with them
 * and chooses fine or normal mode (q->fine).  When some range does not fit
 * fine mode, *why says why and *why_r which range. */
static bool choose_irange_mode(struct pmu_setup *q, const struct pmu_program *p,
			       const char **why, int *why_r, char *err, size_t n)
{
	for (int r = 0; r < q->nirange; r++)
		if (!resolve_range(q, p, &q->irange[r], "--irange", true, err, n))
			return false;
	if (q->inverse && q->nirange == 0)
		return fail(err, n, "--inverse-irange needs an --irange");
	if (q->inverse && q->nirange > 1)
		return fail(err, n, "--inverse-irange: only channel 0 (PMC32.inv) can be "
			    "inverted, so give one --irange");
	if (q->irange_pairs > 1 && q->nirange > 1)
		return fail(err, n, "--irange-pairs=%d: only with one --irange",
			    q->irange_pairs);
	if (q->irange_pairs > 1 && q->inverse)
		return fail(err, n, "--irange-pairs=%d with --inverse-irange: only "
			    "channel 0 can be inverted", q->irange_pairs);
	if (q->irange_pairs > 1 && q->mode == PMU_MODE_FINE)
		return fail(err, n, "--irange-pairs=%d: fine mode uses two pairs per "
			    "range", q->irange_pairs);
	*why = NULL;
	*why_r = -1;
	bool fits = q->nirange > 0;
	for (int r = 0; r < q->nirange && fits; r++)
		if (!fine_fits(&q->irange[r], why)) {
			fits = false;
			*why_r = r;
		}
	if (q->mode == PMU_MODE_FINE && !fits && q->nirange > 0)
		return fail(err, n, "--irange=%s: fine mode cannot express [0x%llx, 0x%llx): %s",
			    q->irange[*why_r].text,
			    (unsigned long long)q->irange[*why_r].start,
			    (unsigned long long)q->irange[*why_r].end, *why);
	q->fine = fits && q->mode != PMU_MODE_NORMAL && q->irange_pairs == 1;
	return true;
}

/* Instruction range r in fine mode: IBRP r holds the lower limit, IBRP
 * r+2 the upper. */
static void program_fine_range(struct pmu_setup *q, int r, uint64_t *pmc38,
			       bool pair_used[4])
{
	struct pmu_range *rg = &q->irange[r];
	uint64_t lo = rg->start - BUNDLE;
	uint64_t mask = ((uint64_t)q->plm << 56) | FINE_MASK;
	set_reg(q, PMU_IBR0 + 2 * r, lo);
	set_reg(q, PMU_IBR0 + 2 * r + 1, mask);
	set_reg(q, PMU_IBR0 + 2 * r + 4, rg->end);
	set_reg(q, PMU_IBR0 + 2 * r + 5, mask);
	*pmc38 &= ~(PMC38_IG_IBRP(r) | PMC38_IG_IBRP(r + 2));
	pair_used[r] = pair_used[r + 2] = true;
	rg->npairs = 2;
	rg->pair[0] = r;
	rg->pair[1] = r + 2;
	rg->block_base[0] = rg->start;
	rg->block_size[0] = rg->end - rg->start;
	sb_printf(&q->explain, "    fine mode: IBRP%d holds the lower limit IBR%d = START-16 "
		  "= 0x%llx, IBRP%d the upper limit IBR%d = END = 0x%llx;\n"
		  "    the manual's compares are strict (IP > lower, IP < upper) "
		  "and bits 63:16 compare through IBR%d's mask\n",
		  r, 2 * r, (unsigned long long)lo, r + 2, 2 * r + 4,
		  (unsigned long long)rg->end, 2 * r + 1);
}

/* Instruction range r in normal mode: one power-of-two block per IBR pair
 * (several with --irange-pairs). */
static bool program_normal_range(struct pmu_setup *q, int r, const char *why, int why_r,
				 uint64_t *pmc38, bool pair_used[4], char *err, size_t n)
{
	struct strbuf *e = &q->explain;
	struct pmu_range *rg = &q->irange[r];
	if (q->mode == PMU_MODE_NORMAL)
		sb_printf(e, "    normal mode (--irange-mode=normal)\n");
	else if (q->irange_pairs > 1)
		sb_printf(e, "    normal mode (--irange-pairs=%d)\n", q->irange_pairs);
	else
		sb_printf(e, "    normal mode: fine mode cannot express range %d: %s\n",
			  why_r, why ? why : "?");
	int np;
	if (q->irange_pairs > 1) {
		np = pmu_cover(rg->start, rg->end, BUNDLE, q->irange_pairs,
			       rg->block_base, rg->block_size);
	} else {
		np = pmu_cover_one(rg->start, rg->end, BUNDLE, &rg->block_base[0],
				   &rg->block_size[0]) ? 1 : 0;
	}
	if (np == 0)
		return fail(err, n, "--irange=%s: no power-of-two block of the 56 mask "
			    "bits covers [0x%llx, 0x%llx)", rg->text,
			    (unsigned long long)rg->start, (unsigned long long)rg->end);
	rg->npairs = np;
	for (int k = 0; k < np; k++) {
		int pair = q->irange_pairs > 1 ? k : r;
		rg->pair[k] = pair;
		set_reg(q, PMU_IBR0 + 2 * pair, rg->block_base[k]);
		set_reg(q, PMU_IBR0 + 2 * pair + 1, ((uint64_t)q->plm << 56) |
			(~(rg->block_size[k] - 1) & MASK56));
		*pmc38 &= ~PMC38_IG_IBRP(pair);
		pair_used[pair] = true;
	}
	explain_cover(e, "range", rg, "IBR");
	if (np > 1)
		sb_printf(e, "    channel 0 (and every IAR-qualified event) sees only "
			  "IBRP0's block; the whole range is the sum of "
			  "IA64_TAGGED_INST_RETIRED.IBRP0..%d\n", np - 1);
	return true;
}

/* The IBR pairs, PMC38 and PMC32's range bits for the instruction ranges;
 * pair_used says which IBR pairs they took. */
static bool program_iranges(struct pmu_setup *q, const char *why, int why_r,
			    bool pair_used[4], char *err, size_t n)
{
	struct strbuf *e = &q->explain;
	uint64_t pmc38 = q->regs[PMU_PMC38];
	for (int r = 0; r < q->nirange; r++) {
		struct pmu_range *rg = &q->irange[r];
		sb_printf(e, "Instruction range %d: --irange=%s = [0x%llx, 0x%llx)\n", r,
			  rg->text, (unsigned long long)rg->start, (unsigned long long)rg->end);
		if (q->fine)
			program_fine_range(q, r, &pmc38, pair_used);
		else if (!program_normal_range(q, r, why, why_r, &pmc38, pair_used, err, n))
			return false;
	}
	if (q->nirange > 0) {
		if (q->fine)
			pmc38 |= PMC38_FINE;
		set_reg(q, PMU_PMC38, pmc38);
		uint64_t v = q->regs[PMU_PMC32] & ~(PMC32_IG_AD | PMC32_INV);
		if (q->inverse)
			v |= PMC32_INV;
		set_reg(q, PMU_PMC32, v);
		if (q->inverse)
			sb_printf(e, "    inverted (PMC32.inv=1): channel 0 counts instructions "
				  "outside the range\n");
	}
	return true;
}

/* The data range, in DBR pair 0. */
static bool program_drange(struct pmu_setup *q, const struct pmu_program *p,
			   char *err, size_t n)
{
	struct pmu_range *rg = &q->drange;
	if (!resolve_range(q, p, rg, "--drange", false, err, n))
		return false;
	if (!pmu_cover_one(rg->start, rg->end, 1, &rg->block_base[0], &rg->block_size[0]))
		return fail(err, n, "--drange=%s: no power-of-two block of the 56 mask "
			    "bits covers [0x%llx, 0x%llx)", rg->text,
			    (unsigned long long)rg->start, (unsigned long long)rg->end);
	rg->npairs = 1;
	rg->pair[0] = 0;
	set_reg(q, PMU_DBR0, rg->block_base[0]);
	set_reg(q, PMU_DBR0 + 1, ~(rg->block_size[0] - 1) & MASK56);
	sb_printf(&q->explain, "Data range: --drange=%s = [0x%llx, 0x%llx), DBR r/w/plm clear\n",
		  rg->text, (unsigned long long)rg->start, (unsigned long long)rg->end);
	explain_cover(&q->explain, "data range", rg, "DBR");
	return true;
}

/* PMC41: which pairs constrain memory-pipeline events, and how. */
static void program_pmc41(struct pmu_setup *q, const bool pair_used[4])
{
	uint64_t v = q->regs[PMU_PMC41];
	for (int j = 0; j < 4; j++) {
		bool I = pair_used[j] && !(q->fine && j >= 2);
		bool O = (j == 0 && q->opcm[0].used) || (I && q->opcm[j & 1].used);
		bool D = j == 0 && q->has_drange;
		int cfg = DTAG_NONE;
		if (D && (I || O))
			cfg = DTAG_IBR_OPC_DBR;
		else if (D)
			cfg = DTAG_DBR;
		else if (I || O)
			cfg = DTAG_IBR_OPC;
		if (cfg == DTAG_NONE && j == 0)
			continue;	/* keep the required default of pair 0 */
		v &= ~((uint64_t)3 << PMC41_CFG_SHIFT(j));
		v |= (uint64_t)cfg << PMC41_CFG_SHIFT(j);
		if (cfg == DTAG_NONE)
			v &= ~PMC41_EN_DBRP(j);
		else
			v |= PMC41_EN_DBRP(j);
	}
	set_reg(q, PMU_PMC41, v);
}

/* Raw register values win over what the requests programmed. */
static void apply_raw_values(struct pmu_setup *q)
{
	bool raw = false;
	for (int r = 0; r < PMU_NREGS; r++)
		if (q->raw_set[r]) {
			set_reg(q, r, q->raw[r]);
			raw = true;
		}
	if (raw) {
		sb_printf(&q->explain, "Raw values given:");
		for (int r = 0; r < PMU_NREGS; r++)
			if (q->raw_set[r])
				sb_printf(&q->explain, " %s", pmu_reg_name(r));
		sb_printf(&q->explain, "\n");
	}
}

/* Warnings for what the manual calls illegal or undefined. */
static void warn_illegal(struct pmu_setup *q)
{
	struct strbuf *e = &q->explain;
	const uint64_t *R = q->regs;
	if ((R[PMU_PMC41] & (UINT64_C(0xf) << 45)) == 0 && !(R[PMU_PMC32] & PMC32_IG_AD) &&
	    (!(R[PMU_PMC38] & PMC38_IG_IBRP(0)) || !(R[PMU_PMC38] & PMC38_IG_IBRP(1))))
		sb_printf(e, "warning: PMC41[48:45]=0000 with PMC32.ig_ad=0 and IBRP0 or IBRP1 "
			  "enabled is illegal (3.3.5.2): I-side tagging in L1D/L2 is "
			  "inconsistent\n");
	if ((R[PMU_PMC36] & ~UINT64_C(0xf) & 0xffffffff) != 0xfffffff0)
		sb_printf(e, "warning: PMC36 bits 31:4 are reserved and must stay ones\n");
	if ((R[PMU_PMC38] & ~UINT64_C(0x2492)) != (UINT64_C(0xdb6) & ~UINT64_C(0x2492)))
		sb_printf(e, "warning: PMC38 bits other than 1, 4, 7, 10 and 13 must keep "
			  "the values of 0xdb6\n");
	if ((R[PMU_PMC41] & ~UINT64_C(0x1e00018181818)) !=
	    (UINT64_C(0x2078fefefefe) & ~UINT64_C(0x1e00018181818)))
		sb_printf(e, "warning: PMC41 bits other than cfg_dtag0-3 and en_dbrp0-3 "
			  "must keep the values of 0x2078fefefefe\n");
	if ((R[PMU_PMC38] & PMC38_FINE)) {
		for (int r = 0; r < 2; r++) {
			bool on = !(R[PMU_PMC38] & PMC38_IG_IBRP(r));
			if (on && (R[PMU_PMC38] & PMC38_IG_IBRP(r + 2)))
				sb_printf(e, "warning: fine range %d needs PMC38.ig_ibrp%d=0 too\n",
					  r, r + 2);
			if (on && (R[PMU_IBR0 + 2 * r] >> 16) != (R[PMU_IBR0 + 2 * r + 4] >> 16))
				sb_printf(e, "warning: fine range %d: IBR%d and IBR%d differ in "
					  "bits 63:16\n", r, 2 * r, 2 * r + 4);
		}
	}
}

bool pmu_setup_finish(struct pmu_setup *q, const struct pmu_program *p,
		      char *err, size_t n)
{
	reset_registers(q);
	if (!set_section_bases(q, p, err, n))
		return false;
	program_opcode_matchers(q);
	const char *why = NULL;
	int why_r = -1;
	bool pair_used[4] = {false, false, false, false};
	if (!choose_irange_mode(q, p, &why, &why_r, err, n) ||
	    !program_iranges(q, why, why_r, pair_used, err, n))
		return false;
	if (q->has_drange && !program_drange(q, p, err, n))
		return false;
	if (q->nirange > 0 || q->has_drange || q->opcm[0].used)
		program_pmc41(q, pair_used);
	apply_raw_values(q);

	struct strbuf *e = &q->explain;
	sb_printf(e, "Opcode matchers:\n");
	explain_opcm(e, q->regs, 0);
	explain_opcm(e, q->regs, 1);
	explain_channels(q);
	explain_pmc41(q);
	warn_illegal(q);
	return true;
}

bool pmu_qualifying(const struct pmu_setup *q)
{
	for (int r = 0; r < PMU_NREGS; r++)
		if (q->regs[r] != pmu_reg_default(r))
			return true;
	return false;
}

/* ---- printing ----------------------------------------------------------- */

void pmu_print_regs(const struct pmu_setup *q, struct strbuf *o)
{
	const uint64_t *R = q->regs;
	char sb[8];
	for (int r = 0; r < PMU_NREGS; r++) {
		uint64_t v = R[r];
		if (r >= PMU_IBR0 && !q->programmed[r] && v == 0)
			continue;
		sb_printf(o, "%-6s 0x%016llx  ", pmu_reg_name(r), (unsigned long long)v);
		switch (r) {
		case PMU_PMC32:
		case PMU_PMC34:
			sb_printf(o, "mask=0x%011llx slots=%s",
				  (unsigned long long)(v & PMU_MASK41),
				  slots_text((unsigned)(v >> PMC32_SLOT_SHIFT) & PMU_MIFB, sb));
			if (r == PMU_PMC32)
				sb_printf(o, " inv=%d ig_ad=%d", (int)((v >> 56) & 1),
					  (int)((v >> 57) & 1));
			break;
		case PMU_PMC33:
		case PMU_PMC35:
			sb_printf(o, "match=0x%011llx", (unsigned long long)(v & PMU_MASK41));
			break;
		case PMU_PMC36:
			sb_printf(o, "ch_ig_opc=%d%d%d%d (ch3..ch0)", (int)((v >> 3) & 1),
				  (int)((v >> 2) & 1), (int)((v >> 1) & 1), (int)(v & 1));
			break;
		case PMU_PMC38:
			sb_printf(o, "ig_ibrp0-3=%d%d%d%d fine=%d",
				  (int)((v >> 1) & 1), (int)((v >> 4) & 1), (int)((v >> 7) & 1),
				  (int)((v >> 10) & 1), (int)((v >> 13) & 1));
			break;
		case PMU_PMC41:
			sb_printf(o, "cfg_dtag0-3=%d,%d,%d,%d en_dbrp0-3=%d%d%d%d",
				  (int)((v >> 3) & 3), (int)((v >> 11) & 3), (int)((v >> 19) & 3),
				  (int)((v >> 27) & 3), (int)((v >> 45) & 1), (int)((v >> 46) & 1),
				  (int)((v >> 47) & 1), (int)((v >> 48) & 1));
			break;
		default:
			if ((r - PMU_IBR0) % 2 == 0)
				sb_printf(o, "addr");
			else if (r < PMU_DBR0)
				sb_printf(o, "x=%d plm=0x%x mask=0x%014llx", (int)(v >> 63),
					  (unsigned)((v >> 56) & 0xf),
					  (unsigned long long)(v & MASK56));
			else
				sb_printf(o, "r=%d w=%d plm=0x%x mask=0x%014llx", (int)(v >> 63),
					  (int)((v >> 62) & 1), (unsigned)((v >> 56) & 0xf),
					  (unsigned long long)(v & MASK56));
			break;
		}
		sb_printf(o, "%s\n", q->programmed[r] ? "" : "  (default)");
	}
}
