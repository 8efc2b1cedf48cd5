/*
 * parser/program.h - an assembled program: what GNU as would put in the
 * object file's code sections, bundle by bundle, with every instruction
 * kept beside its encoding for the analysis that follows.
 *
 * program_assemble reads a file the way `ia64-linux-gnu-as -x` does:
 * explicit bundles keep their templates; instructions outside braces are
 * bundled by the same rules GNU as uses (docs/bundling.md), nops included.
 *
 * Prefixes: program_.
 */
#ifndef IA64P_PARSER_PROGRAM_H
#define IA64P_PARSER_PROGRAM_H

#include "../common/diag.h"
#include "../machine/insn.h"

struct arena;

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* An instruction in a bundle slot (struct asm_insn) and a bundle (struct
 * asm_bundle) are machine/insn.h's. */

/* ELF section types and flags, as the object file would carry them. */
enum {
	SEC_PROGBITS = 1, SEC_NOTE = 7, SEC_NOBITS = 8, SEC_INIT_ARRAY = 14,
	SEC_FINI_ARRAY = 15, SEC_PREINIT_ARRAY = 16, SEC_GROUP = 17,
	SEC_IA64_UNWIND = 0x70000001,
};
enum {
	SECF_WRITE = 0x1, SECF_ALLOC = 0x2, SECF_EXEC = 0x4, SECF_MERGE = 0x10,
	SECF_STRINGS = 0x20, SECF_INFO_LINK = 0x40, SECF_LINK_ORDER = 0x80,
	SECF_GROUP = 0x200, SECF_TLS = 0x400, SECF_RETAIN = 0x200000,
	SECF_IA64_SHORT = 0x10000000, SECF_EXCLUDE = 0x80000000,
};

struct asm_section {
	char *name;
	bool code;			/* executable: holds bundles */
	uint32_t type;			/* SEC_PROGBITS, SEC_NOBITS, ... */
	uint64_t flags;			/* SECF_* */
	uint64_t entsize;		/* of a mergeable section */
	uint64_t align;			/* in bytes: the largest asked of it */
	char *group;			/* section group signature, or NULL */
	bool comdat;			/* its group is a COMDAT group */
	bool relocated;			/* the object file has relocations for it */
	char *link;			/* linked section (SECF_LINK_ORDER), or NULL */
	bool big_endian;		/* data written after .msb */
	char *obj_name;			/* .secalias: its name in the object file */
	uint64_t size;
	uint8_t *image;			/* size bytes, as in the object file */
	uint64_t image_cap;
	struct asm_bundle *bundles;
	size_t nbundles, bundles_cap;
};

/* SYM_EQU: a constant (name = 5), or an expression over symbols whose
 * value is known only at the end; SYM_REG: a register alias (name = r14),
 * which never reaches the object file; SYM_COMMON: .comm/.common. */
enum sym_kind { SYM_UNDEFINED, SYM_LABEL, SYM_EQU, SYM_REG, SYM_COMMON };

/* ELF symbol types and visibilities. */
enum sym_type { STYPE_NONE, STYPE_OBJECT, STYPE_FUNC, STYPE_SECTION, STYPE_FILE,
		STYPE_COMMON, STYPE_TLS, STYPE_GNU_IFUNC = 10,
		STYPE_GNU_UNIQUE = 0x40 /* an object with STB_GNU_UNIQUE binding */ };
enum sym_visibility { SVIS_DEFAULT, SVIS_INTERNAL, SVIS_HIDDEN, SVIS_PROTECTED };

struct asm_symbol {
	char *name;
	enum sym_kind kind;
	int section;			/* SYM_LABEL: index of its section */
	int64_t value;			/* section offset, the constant, or (common)
					 * the size */
	bool global;
	bool weak;
	bool local;			/* .local */
	bool function;			/* .type name,@function or .proc */
	bool used;			/* named in an expression or directive */
	uint8_t type;			/* enum sym_type, from .type */
	uint8_t visibility;		/* enum sym_visibility */
	bool has_size;			/* .size, or .proc/.endp */
	int64_t size;
	int size_from;			/* 1 + the symbol whose size it takes ("x = y") */
	bool size_pending;		/* a .size waits for the end */
	uint64_t common_align;		/* SYM_COMMON */
	int64_t lcomm_size;		/* .lcomm: the space it names */
	bool resolved;			/* SYM_EQU: has a value (constant or address) */
	bool fixed;			/* .equiv, .eqv, ==: never defined again */
	bool loop;			/* its definition refers to itself */
	bool lazy;			/* SYM_EQU of ==/.eqv: the object file gets
					 * its value at its first use */
	struct operand reg;		/* SYM_REG: the register it names */
	char *obj_name;			/* .alias: its name in the object file */
	char **aliases;			/* .symver names of the same symbol */
	size_t naliases;
	struct src_loc loc;
};

/* A symbol as the object file's symbol table holds it, as objdump -t
 * shows it. */
struct obj_symbol {
	const char *name;
	const char *section;		/* section name, "*UND*", "*ABS*", "*COM*";
					 * NULL: a file symbol (*ABS*) */
	uint64_t value, size;		/* common: objdump's size and alignment */
	char bind;			/* 'l' local, 'g' global, 'w' weak,
					 * 'u' neither (undefined, common) */
	uint8_t type;			/* enum sym_type */
	uint8_t visibility;		/* enum sym_visibility */
};

/* A .proc/.endp pair. */
struct asm_proc {
	char *name;
	uint32_t section;
	uint64_t start, end;		/* section offsets: [start, end) */
	struct src_loc loc;
};

/* A comment that speaks to the analysis: region markers as llvm-mca reads
 * them ("// LLVM-MCA-BEGIN name", "// LLVM-MCA-END", and the IA64-PREDICT-
 * spellings) and annotations ("// ia64-predict: trip=12"). */
enum marker_kind { MARK_REGION_BEGIN, MARK_REGION_END, MARK_ANNOTATION };

struct asm_marker {
	enum marker_kind kind;
	char *text;			/* region name (may be ""), or the annotation */
	struct src_loc loc;
	uint32_t next_seq;		/* seq of the first instruction written after it */
};

/* A branch whose target the object file relocates (a global or weak label
 * of the file, which a link may preempt, or a symbol the file does not
 * define): what the analysis needs to follow a call. */
struct asm_branch_symbol {
	uint32_t insn;			/* index into program.insns */
	char *name;			/* the symbol written, or NULL (an
					 * expression) */
	bool defined;			/* the file defines it, in the branch's
					 * section: at offset */
	uint64_t offset;
};

/* A datum or an immediate the object file relocates (the linker fills it
 * in): where it is and, when the file itself defines the address, what
 * it is.  The section image holds what GNU as leaves there. */
struct asm_reloc {
	uint32_t insn;			/* an instruction's immediate: index into
					 * program.insns; UINT32_MAX: data */
	uint32_t section;		/* data: the section and offset of its */
	uint64_t offset;		/* bytes */
	uint8_t size;			/* data: bytes */
	uint8_t op;			/* enum reloc_op applied (@ltoff, @gprel,
					 * ...); RELOC_NONE: the address itself */
	bool local;			/* the value is target's address + addend:
					 * a label of the file that no link can
					 * preempt */
	uint32_t target;		/* local: a section of the file */
	int64_t addend;			/* local: the offset in it */
};

/* A dependency violation the checker found (asm_options.check_dependencies):
 * instruction seq (the nwritten-th written) conflicts with first_seq. */
struct asm_violation {
	uint32_t seq, first_seq;
	uint8_t mode;			/* enum dv_mode (machine/depend.h) */
	uint16_t res;			/* the resource (machine/effects.h) */
	bool certain;			/* else only possible (predicated, or an
					 * instance not known) */
	struct src_loc loc, first_loc;
};

/* A register operand written other than as the register's own name (as
 * insn_text names it): an equate ("src" for r14), a rotating name
 * ("fx[3]", the index evaluated), a stacked name ("in0", "loc1") or
 * another alias ("sp").  Only the text: which register it is stays the
 * operand's (struct operand), as the table matched it. */
struct asm_spelling {
	uint32_t seq;			/* the instruction's asm_insn.seq (first:
					 * program_* look records up by it) */
	uint8_t operand;		/* index into its ops (OP_MEM, OP_IND: the base
					 * register); ASM_SPELLING_QP: its predicate */
	const char *text;		/* in program.strings */
};
#define ASM_SPELLING_QP 255

/* The source line an instruction was compiled from, as the debug line
 * information (.file N, .loc) gives it: the last row at or before its
 * address in its section, as addr2line reads the table. */
struct asm_source_line {
	uint32_t seq;			/* the instruction's asm_insn.seq (first, as
					 * in asm_spelling) */
	uint32_t line;
	const char *file;		/* the .file's name as given, in program.strings */
};

struct program {
	const char *path;
	struct asm_section *sections;
	size_t nsections;
	struct asm_insn *insns;
	size_t ninsns, insns_cap;
	struct asm_symbol *symbols;
	size_t nsymbols;
	struct asm_proc *procs;
	size_t nprocs;
	struct asm_marker *markers;
	size_t nmarkers;
	uint32_t nwritten;		/* instructions written (not generated) */
	int errors;			/* errors reported while assembling */
	struct arena *strings;		/* file names and macro invocations that
					 * locations point to */
	char **files;			/* .file names: file symbols */
	size_t nfiles;
	struct asm_branch_symbol *branch_symbols;	/* by insn, ascending */
	size_t nbranch_symbols;
	struct asm_reloc *relocs;	/* data first, then immediates */
	size_t nrelocs, relocs_cap;
	struct asm_violation *violations;	/* in the order found */
	size_t nviolations, violations_cap;
	struct asm_spelling *spellings;	/* by seq, ascending; not in a
					 * bytes-only program */
	size_t nspellings, spellings_cap;
	struct asm_source_line *source_lines;	/* by seq, ascending */
	size_t nsource_lines;
};

/* How to read: -I directories for .include and .incbin. */
struct asm_options {
	bool bytes_only;		/* keep the bytes, not the instructions */
	bool unwind_errors;		/* unwind misuse is an error (GNU as's
					 * -munwind-check=error), not a warning */
	bool check_dependencies;	/* warn of dependency violations as
					 * GNU as -x does (docs/check.md) */
	/* GNU as's -x options, in their order on top of -x: -x and -xexplicit
	 * set explicit mode (the default here), -xauto automatic mode (gas's
	 * default), both following dependencies; -xnone follows none (until
	 * a mode directive) and keeps the mode */
	bool automatic;
	bool no_dependencies;
	/* GNU as's -mtune=itanium1: bundles chosen for the first Itanium (a
	 * nop in slot 1 an F and in slot 2 a B where it can be; alignment
	 * padding of MFI bundles), not for Itanium 2 (the default) */
	bool tune_itanium1;
	const char *const *include_dirs;
	size_t ninclude_dirs;
};

/* Assembles len bytes of text read from path.  Never NULL; check errors.
 * Diagnostics go through common/diag.h. */
struct program *program_assemble(const char *path, const char *text, size_t len);
/* The same, reading the file at path ("-": standard input), or the stream
 * in when not NULL (named path in diagnostics).  With opt->bytes_only, only
 * the sections and their bytes are kept: insns holds just what pass 2
 * needed, and the bundles' insn indexes are not kept.  opt may be NULL. */
struct program *program_assemble_file(const char *path, FILE *in,
				      const struct asm_options *opt);
void program_free(struct program *p);

/* A section as the object file holds it: one of the program's, or a
 * section group GNU as makes (.group, with its contents). */
struct obj_section {
	const char *name;
	const struct asm_section *sec;	/* NULL: made for the object file */
	const char *group;
	uint32_t type;
	uint64_t flags, size, align, entsize;
	uint8_t *contents;		/* made sections: their bytes */
};

/* The object file's sections in the order GNU as writes them (the groups
 * first), without its relocation, symbol and string tables. */
size_t program_object_sections(const struct program *p, struct obj_section **out);
void program_object_sections_free(struct obj_section *v, size_t n);

/* A section's name in the object file (after .secalias). */
const char *program_section_obj_name(const struct asm_section *s);

/* The object file's symbol table: section symbols, file symbols and every
 * symbol GNU as would write; with keep_locals, also the labels whose names
 * start with '.' (as -L keeps them).  *out is malloc'd. */
size_t program_object_symbols(const struct program *p, bool keep_locals,
			      struct obj_symbol **out);

/* Finds a symbol by name, or NULL. */
const struct asm_symbol *program_symbol(const struct program *p, const char *name);

/* How operand `operand` of in (ASM_SPELLING_QP: its qualifying
 * predicate) names its register in the source, or NULL when written as
 * the register's own name. */
const char *program_operand_spelling(const struct program *p, const struct asm_insn *in,
				     int operand);
/* The source line in was compiled from (.loc), or NULL. */
const struct asm_source_line *program_source_line(const struct program *p,
						   const struct asm_insn *in);

/* The bundle that holds in, or NULL (a bytes-only program). */
const struct asm_bundle *program_insn_bundle(const struct program *p,
					     const struct asm_insn *in);

/* What the PMU's qualification needs of p (sections, symbols, procedures),
 * for pmu_setup_finish.  *out points into p. */
struct pmu_program;
void program_pmu_view(const struct program *p, struct pmu_program *out);

#endif
