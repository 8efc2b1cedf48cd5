/*
 * analysis/values.h - the value model: what the general registers,
 * predicates, ar.lc and ar.ec hold where each block of a procedure begins,
 * and so which side of a branch runs and what a loop's counters start at.
 *
 * A value is a constant, an affine function c + k*x of one input x (in0-in7
 * as the procedure is entered, gp, sp, tp), or unknown; every value carries
 * the inputs it was computed from (so a trip count can say what it depends
 * on, and whether a --assume'd input went into it).  Inputs the user states
 * (--assume, "// ia64-predict: assume in3=1000") are constants carrying
 * their input.  Loads, calls and the registers a rotating loop renames give
 * unknowns.  Integer instructions compute as machine/semantics.h says;
 * everything else written becomes unknown.
 *
 * Prefixes: values_ (the model), val_ (one value).
 */
#ifndef IA64P_ANALYSIS_VALUES_H
#define IA64P_ANALYSIS_VALUES_H

#include "cfg.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The inputs a value can be a function of or depend on. */
enum val_sym {
	VSYM_NONE,		/* a constant */
	VSYM_IN0, VSYM_IN7 = VSYM_IN0 + 7,	/* r32-r39 at entry */
	VSYM_GP, VSYM_SP, VSYM_TP,		/* r1, r12, r13 at entry */
	VSYM_AFFINE_END,	/* symbols up to here can be x of c + k*x */
	VSYM_ENTRY = VSYM_AFFINE_END,	/* another register at entry */
	VSYM_MEMORY,		/* a value loaded from memory */
	VSYM_CALL,		/* what a call left */
	VSYM_LOOP,		/* changes from one iteration to the next */
	VSYM_ASSUMED,		/* an input the user stated went into it */
	VSYM_COUNT
};

enum val_kind { VAL_UNREACHED, VAL_KNOWN, VAL_UNKNOWN };

struct val {
	uint8_t kind;		/* enum val_kind */
	uint8_t sym;		/* VAL_KNOWN: x (VSYM_NONE: a constant c) */
	uint32_t deps;		/* 1 << enum val_sym: what it was computed from */
	int64_t k, c;		/* VAL_KNOWN: c + k*x (two's complement, wrapping) */
};

/* Runs the model over every procedure of g, with the user's statements
 * assume[0..n) (struct cfg_assume, cfg.h; a later one wins over an earlier
 * one for the same register).  Never NULL. */
struct values *values_analyze(const struct cfg *g, struct cfg_assume *assume, size_t n);
void values_free(struct values *v);

/* Register res (RES_GR0 + n, RES_PR0 + n, RES_AR0 + AR_LC or AR_EC) as
 * loop L is entered from outside it (joined over every entry edge that
 * can run). */
struct val values_loop_entry(const struct values *v, int loop, uint16_t res);

/* The qualifying predicate of the branch ending block b where the branch
 * is reached: VAL_KNOWN with c 0 or 1, VAL_UNKNOWN, or VAL_UNREACHED when
 * the block cannot run. */
struct val values_branch_predicate(const struct values *v, int block);

/* Parses "REG=VALUE" or "PROC:REG=VALUE" (REG: in0-in7, r0-r127; VALUE: a
 * C integer, decimal or 0x, possibly negative).  False on anything else. */
bool values_parse_assume(const char *text, struct cfg_assume *out,
			 char *name_buf, size_t name_size);

/* "1000", "4*in3 + 17", "unknown (in3, memory)". */
void val_format(const struct val *x, char *buf, size_t size);
/* "in3", "gp", "memory", ... */
const char *val_sym_name(enum val_sym s);
/* The inputs in deps, comma-separated: "in3, memory" ("" when none). */
void val_deps_format(uint32_t deps, char *buf, size_t size);

#endif
