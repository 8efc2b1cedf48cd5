/*
 * parser/source.h - the lines of input as GNU as's reader sees them.
 * Internal to parser/.
 *
 * Below the scanner sit the files (the one given, and those named by
 * .include), the C preprocessor's line markers ("# 12 "x.S""), macro
 * definitions and their expansions, .rept/.irp/.irpc, and conditional
 * assembly (.if and its family).  The scanner asks for one line at a time
 * and gets it with the place it came from; lines of a false conditional,
 * macro bodies and the directives handled here never reach it.
 *
 * Prefixes: source_.
 */
#ifndef IA64P_PARSER_SOURCE_H
#define IA64P_PARSER_SOURCE_H

#include "../common/diag.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct arena;

/* What the source needs from the assembler: the value of an expression
 * (.if, .rept) and whether a symbol is defined (.ifdef). */
struct source_hooks {
	void *ctx;
	/* Evaluates the expression written in text[0..len) at loc into
	 * *value.  Returns false after reporting an error. */
	bool (*eval)(void *ctx, const char *text, size_t len,
		     const struct src_loc *loc, int64_t *value);
	bool (*defined)(void *ctx, const char *name);
};

struct source;

/* A source whose file names and expansion records are allocated in
 * strings, which must outlive every location handed out. */
struct source *source_new(const struct source_hooks *hooks, struct arena *strings);
void source_free(struct source *s);

/* Directories searched by .include and .incbin (the -I options). */
void source_add_include_dir(struct source *s, const char *dir);

/* Starts reading path (opened here, or f when not NULL; "-" is standard
 * input).  Returns false after reporting why it cannot be read. */
bool source_push_file(struct source *s, const char *path, FILE *f);

/* The next line to assemble, without its newline, and where it comes
 * from; NULL at the end of the input.  The text stays valid until the
 * next call. */
const char *source_next_line(struct source *s, size_t *len, struct src_loc *loc);

/* Finds a file named by .include or .incbin written at loc: the name as
 * given (from the working directory), then in each include directory, as
 * GNU as looks.  Returns a path to open (in the strings arena), or NULL. */
const char *source_find_file(struct source *s, const char *name,
			     const struct src_loc *loc);

/* Where the operands in [p, end) end: before a comment (// or a C comment
 * outside quotes), blanks trimmed. */
const char *source_operands_end(const char *p, const char *end);
/* The closing quote of the string that opens at p (a '"'), backslash
 * escapes skipped, or end when it is not closed. */
const char *source_string_end(const char *p, const char *end);

/* .end: no more input is read. */
void source_end(struct source *s);

#endif
