/*
 * parser/assemble_internal.h - the assembler's state, shared by
 * assemble.c (statements, pass 2), expr.c (expressions), directives.c,
 * bundle.c (the bundler) and depcheck.c (the dependency checker).  Not for
 * use outside parser/.
 *
 * Prefixes: as_, bundler_, depcheck_, expr_, DVFIX_.
 * as_ is the assembler's internal prefix, for every function one of its
 * files shares with the others (as SQLite's sqlite3 is); the bundler, the
 * dependency checker and expressions keep their own.
 */
#ifndef IA64P_PARSER_ASSEMBLE_INTERNAL_H
#define IA64P_PARSER_ASSEMBLE_INTERNAL_H

#include "../common/arena.h"
#include "parser.h"
#include "program.h"

/* The value of an expression. */
struct value {
	enum { V_CONST, V_ADDR, V_SYMBOLIC } kind;
	int64_t num;		/* constant, or offset within section */
	int section;		/* V_ADDR */
	int reloc;		/* enum reloc_op applied to it, or RELOC_NONE */
	bool preemptible;	/* V_ADDR of a global or weak symbol: the
				 * assembler leaves a relocation */
};

/* An instruction waiting in the bundler's queue. */
struct pending {
	struct asm_insn insn;
	struct expr *exprs[INSN_MAX_OPERANDS];	/* immediates for pass 2 */
	const struct insn_form *written;	/* the form it was queued with */
	const struct insn_form *forms;	/* every form of its mnemonic */
	size_t nforms;
	bool dynamic;		/* unit decided by the slot (nop, chk.s) */
	int user_template;	/* template number from a .mii directive, or -1 */
	bool end_group;		/* ";;" after it */
	bool bundle_on;		/* first instruction after "{" */
	bool bundle_off;	/* last instruction before "}" */
	int *labels;		/* symbols that name its bundle (~sym: a tag) */
	size_t nlabels, nhard;
};

/* A datum whose value is settled in pass 2. */
struct data_fixup {
	int section;
	uint64_t offset;
	int size;
	struct expr *e;
	struct src_loc loc;
};

/* A datum whose size depends on values known only at the end: its size
 * is guessed, and the input assembled again with better guesses until
 * every guess holds (GNU as relaxes such frags). */
enum { VAR_LEB128, VAR_SLEB128, VAR_SPACE };
struct variable_fixup {
	int kind;
	int section;
	uint64_t offset;
	int size;		/* as assembled */
	size_t index;		/* among the variable data, in order */
	struct expr *e;
	struct src_loc loc;
};

/* The sizes of the variable data guessed for a run, and found by it. */
struct relax {
	int64_t *size;
	size_t n, cap;
	struct src_loc unsettled;	/* the first whose guess did not hold */
};

/* An immediate evaluated in pass 2. */
struct fixup {
	uint32_t insn;
	uint8_t operand;
	const struct expr *e;
};

/* For pass 2: all forms of an instruction's mnemonic, to choose by value. */
struct insn_forms {
	const struct insn_form *forms;
	size_t nforms;
	const struct insn_form *as_written;	/* a unit-less nop/break/hint:
						 * its operands must fit this too */
};

/* The register frame that names in0.., loc0.., out0.. (alloc, .regstk). */
struct frame {
	bool valid;			/* no alloc or .regstk yet: no names */
	int ins, locals, outs, rotating;
};

/* A rotating register name from .rotr/.rotf/.rotp: name[0..count-1]. */
struct rot_name {
	char *name;
	enum reg_file file;
	int base, count;
};

struct local_label {
	long number;
	int count;
};

struct bundler;
struct depcheck;
struct source;
struct dwarf;
struct unwind;

/* A .size waiting for the end, and a .symver name. */
struct size_note {
	int sym;
	struct expr *e;
	struct src_loc loc;
};

struct symver_note {
	int sym;
	char *name;
	struct src_loc loc;
};

/* An operand of a directive read as text: s[0..n), trimmed. */
struct field {
	const char *s;
	size_t n;
	struct src_loc loc;
};

enum { BIND_GLOBAL, BIND_WEAK, BIND_LOCAL, BIND_HIDDEN, BIND_PROTECTED,
       BIND_INTERNAL };

struct assembler {
	struct program *p;
	struct arena *keep;		/* expressions kept for pass 2 */

	int cur, prev;			/* current and previous section */
	bool prev_valid;		/* a section directive has named prev */
	int *sect_stack;		/* .pushsection */
	size_t nsect_stack;

	int *symtab;			/* open hash of symbol indexes, -1 empty */
	size_t symtab_cap, symbols_cap;
	struct expr **sym_exprs;	/* per symbol: unevaluated definition */
	struct local_label *locals;
	size_t nlocals;

	struct fixup *fixups;
	size_t nfixups, fixups_cap;
	struct variable_fixup *var_fixups;
	size_t nvar_fixups, var_fixups_cap;
	const struct relax *guess;	/* sizes of variable data from the last run */
	struct relax found;		/* ...and as this run found them */
	bool relax_again;		/* a guess did not hold */
	struct data_fixup *data_fixups;
	size_t ndata_fixups, data_fixups_cap;
	/* capacities of arrays grown by xgrow */
	size_t locals_cap, sections_cap, markers_cap, files_cap, procs_cap, sizes_cap,
	       symvers_cap;
	struct insn_forms *insn_forms;	/* parallel to p->insns */

	struct frame frame;
	char reg_error[96];		/* set by as_register_name for a bad stacked name */
	struct rot_name *rot;
	size_t nrot;
	const char **spelling_names;	/* open hash of the spellings' texts
					 * (program.strings), NULL empty */
	size_t spelling_names_cap, nspelling_names;

	int dot_section;		/* what "." means while evaluating */
	int64_t dot_value;
	int eval_depth;
	bool in_directive;		/* "." means the section's end now */
	int reloc_nesting;		/* inside @op(...) while evaluating */
	bool strict;			/* pass 2: what no relocation can express
					 * is an error */
	bool registers_compare;		/* .if: a register is a value that
					 * compares equal only to itself */
	bool provisional;		/* labels waiting in the bundler count at
					 * where they were written (.size) */

	int open_proc;			/* index into p->procs, or -1 */
	int *proc_names;		/* its names (symbols) */
	size_t nproc_names;
	struct size_note *sizes;
	size_t nsizes;
	struct symver_note *symvers;
	size_t nsymvers;
	bool bytes_only;		/* keep bundle bytes, not instructions */
	struct bundler *b;
	struct source *src;		/* where lines come from (.include, .incbin) */
	struct dwarf *dwarf;		/* .file N/.loc state (dwarf.c) */
	const struct src_loc *stmt_loc;	/* of the statement being carried out,
					 * NULL between statements */
	struct unwind *unwind;		/* unwind directives' state (unwind.c) */
	struct depcheck *dv;		/* the dependency checker while
					 * dependencies are followed, else NULL */
	struct depcheck *checker;	/* the checker, followed or not (-xnone) */
	struct {
		bool automatic;		/* automatic mode: stops inserted */
		bool default_automatic;	/* the command line's mode (.default) */
		bool set_by_directive;	/* .auto or .explicit chose it */
		bool stops_warned;	/* of ";;" ignored in automatic mode */
	} mode;
};

/* assemble.c */
int as_sym_find(struct assembler *as, const char *name);
int as_sym_get(struct assembler *as, const char *name);
bool as_section_defaults(const char *name, uint32_t *type, uint64_t *flags,
			 uint64_t *entsize);
int as_section_get(struct assembler *as, const char *name, int code);
int as_section_get_in_group(struct assembler *as, const char *name, const char *group,
			    int code);
/* The current section must be aligned to at least align bytes. */
void as_section_align(struct assembler *as, uint64_t align);
void as_section_emit(struct assembler *as, const void *bytes, uint64_t n,
		     const struct src_loc *loc);
bool as_register_name(struct assembler *as, const char *name, struct operand *op);
bool as_rotating_register(struct assembler *as, const char *name, int64_t idx,
			  struct operand *op, const struct src_loc *loc);
void as_rot_clear(struct assembler *as);
/* name = e; lazy (.eqv, "=="): e is kept and evaluated at each use, even
 * when it is a constant now. */
void as_define_equ(struct assembler *as, const char *name, const struct expr *e,
		   const struct src_loc *loc, bool lazy);

/* Encodes in with the final form chosen by value: false, with a message,
 * when it cannot. */
bool as_choose_and_encode(struct asm_insn *in, const struct insn_forms *f, char *msg, size_t n);
void as_insn_warnings(const struct asm_insn *in);
/* Writes the bundle's bytes into the section image. */
void as_write_bundle(const struct program *p, struct asm_section *sec, struct asm_bundle *bu);

/* expr.c */
/* Evaluates e.  In the final pass undefined symbols are external; before it
 * they are unknown.  Both give V_SYMBOLIC.  Returns false after reporting
 * an error. */
bool expr_eval(struct assembler *as, const struct expr *e, struct value *v,
	       bool final);
/* A copy of e in the assembler's arena, with "1b"/"1f" bound now. */
struct expr *expr_keep(struct assembler *as, const struct expr *e);
const struct expr *expr_big_number(const struct expr *e);
const char *as_local_label_ref(struct assembler *as, const char *ref);

/* The size to give the next variable datum (at least min). */
int64_t as_relax_size(struct assembler *as, int64_t min);
void as_variable_fixup(struct assembler *as, int kind, int size, struct expr *e,
		       const struct src_loc *loc);

/* directives.c */
void as_data_bytes(const struct asm_section *sec, int64_t x, int size, uint8_t *bytes);
/* The size bytes about to be emitted in the current section hold e,
 * settled in pass 2. */
void as_data_fixup(struct assembler *as, int size, struct expr *e, const struct src_loc *loc);
/* Makes sec the current section (flushing the bundler, as any section
 * directive does). */
void as_switch_section(struct assembler *as, int sec);
void as_handle_directive(struct assembler *as, const struct stmt *s);
/* Data directives GNU as spells without a dot (data8, stringz) parse as
 * instructions: this says which names are directives. */
bool as_is_directive(const char *name);

/* A copy of e in the assembler's arena with "." and "1b"/"1f" bound to
 * what they mean here. */
struct expr *expr_keep_here(struct assembler *as, const struct expr *e);

/* symbols.c */
/* Splits a directive's raw operands at top-level commas (not in quotes or
 * parentheses), up to a comment; returns how many (possibly > max). */
int as_split_fields(const struct stmt *s, struct field *out, int max);
char *as_field_string(const struct field *f);	/* unquoted, malloc'd */
char *as_field_symbol(const struct field *f);	/* also without a "#" suffix */
bool as_field_is(const struct field *f, const char *word);
void as_d_binding(struct assembler *as, const struct stmt *s, int what);
void as_d_type(struct assembler *as, const struct stmt *s, int arg);
void as_d_size(struct assembler *as, const struct stmt *s, int arg);
void as_d_symver(struct assembler *as, const struct stmt *s, int arg);
void as_d_common(struct assembler *as, const struct stmt *s, int local);
void as_d_set(struct assembler *as, const struct stmt *s, int equiv);
void as_d_alias(struct assembler *as, const struct stmt *s, int symbol);
void as_symbols_finish(struct assembler *as);
/* .endp: the size of symbol sym, one of the procedure's names. */
void as_proc_symbol_size(struct assembler *as, const struct asm_proc *pr, int sym);

/* bundle.c */
void bundler_init(struct assembler *as, bool tune_itanium1);
void bundler_free(struct assembler *as);
void bundler_queue(struct assembler *as, struct pending *pend);
void bundler_first_in_group(struct assembler *as);
void bundler_label(struct assembler *as, int sym);
void bundler_tag(struct assembler *as, int sym);
void bundler_stop(struct assembler *as, const struct src_loc *loc);
void bundler_proc(struct assembler *as);
void bundler_brace(struct assembler *as, bool open, const struct src_loc *loc);
void bundler_template(struct assembler *as, int number, const struct src_loc *loc);
void bundler_flush(struct assembler *as);
void bundler_pad(struct assembler *as, uint64_t n, const struct src_loc *loc);
bool bundler_label_placed(struct assembler *as, int sym);
bool bundler_in_braces(const struct assembler *as);
void bundler_end_of_input(struct assembler *as);

/* automode.c: explicit and automatic mode (docs/check.md, section 5) */
void as_modes_init(struct assembler *as, bool automatic, bool no_dependencies, bool warn);
void as_modes_free(struct assembler *as);
/* .auto 'a', .explicit 'e', .default 'd' */
void as_mode_directive(struct assembler *as, int kind, const struct src_loc *loc);
void as_stop_written(struct assembler *as, const struct src_loc *loc);
void as_brace(struct assembler *as, bool open, const struct src_loc *loc);
/* Checks an instruction (inserting, in automatic mode, what it needs
 * before it) and queues it for the bundler. */
void as_insn(struct assembler *as, const struct insn_form *f, const char *spelled,
	     struct pending *pend);

/* depcheck.c: dependency-violation checking (all take NULL: off).
 * warn: report violations (of explicit mode; automatic mode's that no
 * stop removes are reported whatever it says). */
struct depcheck *depcheck_new(struct program *p, bool warn);
void depcheck_free(struct depcheck *d);
/* Checks the instruction against its group and marks what it accesses;
 * automatic: the assembler made the fixes depcheck_fix asked for. */
void depcheck_insn(struct depcheck *d, const struct insn_form *form, const char *spelled,
		   const struct asm_insn *in, bool automatic);
/* Automatic mode: the next thing to insert before the instruction. */
enum depcheck_fix { DVFIX_NONE, DVFIX_STOP, DVFIX_SRLZ_D, DVFIX_STOP_SRLZ_D, DVFIX_SRLZ_I };
enum depcheck_fix depcheck_fix(struct depcheck *d, const struct insn_form *form,
			       const char *spelled, const struct asm_insn *in);
/* An srlz.i or srlz.d the assembler inserted. */
void depcheck_serialize(struct depcheck *d, bool instruction);
void depcheck_stop(struct depcheck *d);
/* .mem.offset: the next instruction's spill or fill address */
void depcheck_mem_offset(struct depcheck *d, int64_t offset, int64_t base);
/* .reg.val rN, VALUE: gas takes rN to hold VALUE (for pkr[rN] and the like) */
void depcheck_reg_val(struct depcheck *d, int regno, uint64_t value);
void depcheck_label(struct depcheck *d, const char *name);
/* kind 'm' mutex, 'i' imply (p1 implies p2), 'c' clear, 's' safe across calls */
void depcheck_pred_rel(struct depcheck *d, int kind, uint64_t mask, int p1, int p2);

#endif
