/*
 * parser/parser.h - reading IA-64 assembly into statements.
 *
 * The parser knows the syntax and nothing of the machine: it hands each
 * statement (label, instruction, directive, stop, bundle brace, symbol
 * assignment) to a handler in source order, and frees the statement when
 * the handler returns.  A handler that keeps anything must copy it
 * (expr_copy).  Syntax errors are reported through common/diag.h and the
 * parser carries on at the next line.
 *
 * Prefixes: parse_, expr_.
 */
#ifndef IA64P_PARSER_PARSER_H
#define IA64P_PARSER_PARSER_H

#include "../common/diag.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct arena;

enum expr_op {
	E_NUM,		/* num */
	E_SYM,		/* name: a symbol, register name or "." */
	E_LOCALREF,	/* name: "1b" or "2f" */
	E_RELOC,	/* name: "@gprel"; l: the operand */
	E_ATNAME,	/* name: "@progbits", "@function" */
	E_NEG, E_NOT, E_LNOT,
	E_ADD, E_SUB, E_MUL, E_DIV, E_MOD, E_SHL, E_SHR,
	E_AND, E_OR, E_XOR, E_ORNOT, E_LAND, E_LOR,
	E_EQ, E_NE, E_LT, E_GT, E_LE, E_GE,
	E_STR,		/* name: a quoted string (num: its length): a symbol's
			 * name inside an expression */
	E_HERE		/* an address: num in section (a "." bound where written) */
};

struct expr {
	enum expr_op op;
	int64_t num;
	const char *name;
	int forced_symbol;	/* written "name#": never a register */
	int big;		/* E_NUM: written wider than 64 bits, truncated */
	uint64_t hi;		/* E_NUM: the 64 bits above num, as written */
	int literal;		/* E_NUM: a number as written (not computed): a
				 * positive value, even with bit 63 set */
	int depth;		/* height of the tree: evaluation recurses this deep */
	int section;		/* E_HERE */
	struct expr *l, *r;
	struct src_loc loc;
};

enum ast_operand_kind {
	AO_EXPR,	/* e */
	AO_MEM,		/* [e] */
	AO_INDEXED,	/* name[e]: pmc[r3], or a .rotr declaration */
	AO_STRING,	/* str */
	AO_FLOAT	/* str: a floating-point literal, as written */
};

struct ast_operand {
	enum ast_operand_kind kind;
	struct expr *e;
	const char *name;
	const char *str;
	size_t len;		/* AO_STRING: bytes in str (may hold NULs) */
	bool omitted;		/* nothing between two commas ("1,,2"): e is 0 */
	struct src_loc loc;
};

enum stmt_kind {
	ST_LABEL,	/* name: */
	ST_INSN,	/* (qp) name operands */
	ST_DIRECTIVE,	/* .name operands */
	ST_ASSIGN,	/* name = value */
	ST_STOP,	/* ;; */
	ST_BUNDLE_BEGIN,/* { */
	ST_BUNDLE_END,	/* } */
	ST_MARKER,	/* name: a "// LLVM-MCA-BEGIN x", "// IA64-PREDICT-END" or
			 * "// ia64-predict: ..." comment, as written */
	ST_GLOBAL_LABEL,/* name:: (a label made global) */
	ST_TAG		/* [name:] (names the next instruction's slot) */
};

/* Expressions nested deeper than this are refused, so that evaluating them
 * cannot exhaust the stack (operators on constants are folded as they are
 * read, so this counts only the nesting around symbols). */
#define EXPR_MAX_DEPTH 10000

struct stmt {
	enum stmt_kind kind;
	struct src_loc loc;
	const char *name;	/* label, mnemonic, directive or assigned symbol */
	const char *qp;		/* ST_INSN: predicate register as written, or NULL */
	struct expr *qp_index;	/* "(name[i])": a rotating predicate's index */
	struct src_loc qp_loc;
	struct ast_operand *ops;
	int nops;
	int nouts;		/* operands before '=' (0 when there is no '=') */
	struct expr *value;	/* ST_ASSIGN */
	int lazy;		/* ST_ASSIGN written "==": evaluated at each use */
	int quoted;		/* ST_LABEL written "name": (never a "1:" label) */
	const char *raw;	/* the operands as written (not NUL-terminated;
				 * may include a trailing comment) */
	size_t raw_len;
	struct src_loc raw_loc;	/* where they start */
};

typedef void (*stmt_handler)(void *ctx, const struct stmt *s);

/* Parses len bytes of text read from path (macros and conditionals need
 * the assembler: see program.h).  Returns the number of errors reported. */
int parse_text(const char *path, const char *text, size_t len,
	       stmt_handler handler, void *ctx);

/* The value of a unary (b unused) or binary operator on constants, with
 * 64-bit wrap-around and GNU as's -1 for a true comparison; false when it
 * has none (division by zero). */
bool expr_const_op(enum expr_op op, int64_t a, int64_t b, int64_t *r);

/* Deep copy of an expression into arena a. */
struct expr *expr_copy(struct arena *a, const struct expr *e);

#endif
