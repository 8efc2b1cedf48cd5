/*
 * machine/events.h - the Montecito PMU event catalogue.
 *
 * One table (machine/events.c) holds every event of chapter 4 of the
 * Montecito PMU manual (the seed, /work/shared/seeds/000_b0bad8aa7d025498.txt):
 * the 171 rows of Table 4-42, in its order, with the unit masks of each
 * event's page.  Everything that names, lists, checks or stores an event
 * (the `events` command, request parsing, the predictions, the database)
 * reads this table and nothing else.
 *
 * Names are spelled as the manual and pfmon spell them: "EVENT" or
 * "EVENT.UMASK", umask names that have a dot of their own included
 * ("BR_MISPRED_DETAIL.ALL.ALL_PRED").  Lookups are case-insensitive, as
 * pfmon's are, and also take libpfm's flat spelling with underscores
 * ("BACK_END_BUBBLE_FE", "BR_MISPRED_DETAIL_ALL_ALL_PRED").
 *
 * Where the seed contradicts itself (Table 4-42 against the section tables
 * 4-1..4-41 and the event pages) the catalogue takes the value most of them
 * give, Table 4-42 on a tie; each event's seed_note says what differs.
 *
 * Prefixes: ev_.
 */
#ifndef IA64P_MACHINE_EVENTS_H
#define IA64P_MACHINE_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* MT capture type (Table 4-42, column T; section 4.2.1). */
enum ev_type {
	EV_TYPE_A,	/* active: only while its thread is active */
	EV_TYPE_C,	/* causal: no owning thread, credited to the active one */
	EV_TYPE_F,	/* floating: owned by a thread, may happen in background */
	EV_TYPE_S	/* self-floating: F with .SELF, C with any other umask */
};

/* What a static analyzer can predict (digest section 4).  EV_CLASS_A_STAR
 * is exact for the code itself, plus a documented extra term (RSE traffic,
 * wrong-path work, re-dispersal after flushes). */
enum ev_class {
	EV_CLASS_A,	/* "a":   exact from the code, given the path */
	EV_CLASS_A_STAR,	/* "a*":  exact for the code, plus an extra term */
	EV_CLASS_B,	/* "b":   needs the pipeline model */
	EV_CLASS_B_C,	/* "b/c": pipeline model and a cache/branch model */
	EV_CLASS_C,	/* "c":   needs a cache/TLB/branch/ALAT/RSE model */
	EV_CLASS_C_D,	/* "c/d": partly c, partly not predictable */
	EV_CLASS_D	/* "d":   not meaningfully predictable statically */
};

/* What ia64-predict does with an event today.  Only PRED_EXACT and
 * PRED_MODEL events get numbers; every other event is reported as not
 * predicted, never as a count. */
enum ev_pred {
	PRED_EXACT,		/* counted from the code and the path */
	PRED_MODEL,		/* from the pipeline model */
	PRED_MEMORY,		/* from the memory model, where the value
				 * model's walk knows the addresses */
	PRED_NEEDS_BRANCH,	/* not yet: needs a branch-predictor model */
	PRED_NOT_YET,		/* statically predictable (class a, a*) but not
				 * implemented yet */
	PRED_NO			/* not statically predictable */
};
#define EV_NPRED (PRED_NO + 1)

/* A unit mask.  bits_text is PMC.umask[19:16] as the manual writes it,
 * with a leading 'b' ("bxx01"; CPU_OP_CYCLES and FP_FLUSH_TO_ZERO use bit
 * 16 only: "bxxx1", "b1").  value is the field with every x as 0; care has
 * a 1 for every bit the manual fixes. */
struct ev_umask {
	const char *name;	/* "ALL", "ALL.ALL_PRED", "FTZ_Real" */
	const char *bits_text;
	uint8_t value;
	uint8_t care;
	enum ev_pred pred;	/* may differ from the event's */
	unsigned seed_line;	/* the row in the event page's umask table */
};

struct ev_event {
	const char *name;	/* as Table 4-42 names it */
	uint8_t code;		/* event select, PMC.es[15:8] */
	int16_t alt_code;	/* a second code (L2D_OZQ_FULL: 0xe3), or -1 */
	bool iar, dar, opc;	/* qualifiable by instruction address range,
				 * data address range, opcode match */
	uint8_t max_inc;	/* most increments per cycle; 0: "n/a" */
	enum ev_type type;
	enum ev_class sclass;
	enum ev_pred pred;	/* of the event named without a umask */
	/* Counter restrictions.  pmc_mask bit n is set when PMCn/PMDn
	 * (4 <= n <= 15) can count the event.  l1d_set: the L1D set
	 * (0-4, 6), PMC5 must hold an event of the same set; l2d_set: the L2D
	 * set (0-8), chosen by PMC4 (for PMD4/5/8) or PMC6 (for PMD6/7/9);
	 * -1 when none. */
	uint16_t pmc_mask;
	int8_t l1d_set;
	int8_t l2d_set;
	unsigned seed_line;	/* its row of Table 4-42 */
	unsigned page_line;	/* its page heading in 4.15, 0 if it has none */
	const char *title;	/* the page's title (Table 4-42's text if none) */
	const char *description;	/* Table 4-42's text */
	const char *category;	/* the page's category, "" if no page */
	const char *page_name;	/* the page's name when it differs, else "" */
	const char *restrict_note;	/* counter restrictions in words */
	const char *static_note;	/* why the class, what it would need */
	const char *seed_note;	/* where the seed contradicts itself */
	const struct ev_umask *umasks;	/* in the page's order; NULL if none */
	size_t n_umasks;
};

/* A parsed request "EVENT[.UMASK][:threshold=N]". */
struct ev_request {
	const struct ev_event *event;
	const struct ev_umask *umask;	/* NULL: the event named bare */
	unsigned threshold;		/* PMC.threshold[22:20], 0-7 */
};

/* The catalogue, in Table 4-42's order. */
size_t ev_count(void);
const struct ev_event *ev_at(size_t i);

/* The event of that name, case-insensitive, or NULL.  No umask part.  The
 * name of an event's page is taken too where it differs from Table 4-42's
 * (ETB_EVENT for BRANCH_EVENT, THREAD_SWITCH_STALL, L1ITLB_INSERTS_HPW,
 * L2I_VICTIMIZATION, BUS_RD_INVALID_HITM, BUS_RD_INVALID_BST_HITM). */
const struct ev_event *ev_find(const char *name);
/* The umask of ev of that name, case-insensitive, or NULL. */
const struct ev_umask *ev_find_umask(const struct ev_event *ev,
				     const char *umask);
/* Looks up "EVENT", "EVENT.UMASK" or libpfm's "EVENT_UMASK"
 * (case-insensitive).  Returns true and sets *ev and *um (NULL when the
 * name has no umask) when found. */
bool ev_lookup(const char *name, const struct ev_event **ev,
	       const struct ev_umask **um);

/* Parses "EVENT[.UMASK][:threshold=N]" into *req.  Returns 0, or -1 with a
 * message (no "error: " prefix, no newline) in err (at least errlen bytes;
 * may be NULL).  Errors: empty request, unknown event, unknown umask (or a
 * umask on an event that has none), a modifier other than threshold=N, N
 * not a decimal number 0-7, or N at or above the event's max increment
 * per cycle (it would never count). */
int ev_parse_request(const char *text, struct ev_request *req,
		     char *err, size_t errlen);

/* What the request predicts: the umask's status, or the event's. */
enum ev_pred ev_request_pred(const struct ev_request *req);
/* True for PRED_EXACT, PRED_MODEL and PRED_MEMORY: ia64-predict gives a
 * number (PRED_MEMORY: where the procedure's walk was followed). */
bool ev_pred_predicted(enum ev_pred p);

/* The canonical name "EVENT" or "EVENT.UMASK" into buf; returns buf. */
char *ev_full_name(const struct ev_event *ev, const struct ev_umask *um,
		   char *buf, size_t len);

/* Words for the enums. */
const char *ev_type_name(enum ev_type t);	/* "A", "C", "F", "S" */
const char *ev_class_name(enum ev_class c);	/* "a", "a*", "b/c", ... */
const char *ev_pred_name(enum ev_pred p);	/* "exact", "model", "memory",
						 * "needs-branch",
						 * "not-yet", "unpredictable" */
const char *ev_pred_text(enum ev_pred p);	/* a phrase for reports */

/* FP_OPS_RETIRED's weight of one executed instruction: the operations
 * the manual's printed list gives it (Montecito manual, FP_OPS_RETIRED):
 * 4 for fpma/fpms/fpnma, 2 when one of them has f2 = f0; 2 for fma/fms/
 * fnma, 1 when f2 = f0 or f4 = f1; 2 or 1 for the others it names; 0 for
 * the rest.  ops are the instruction's operands as written. */
struct insn_form;
struct operand;
int ev_fp_ops_weight(const struct insn_form *form, const struct operand *ops,
		     int nops);

#endif
