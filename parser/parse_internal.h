/*
 * parser/parse_internal.h - shared by the scanner and the grammar only.
 */
#ifndef IA64P_PARSER_INTERNAL_H
#define IA64P_PARSER_INTERNAL_H

#include "parser.h"
#include "../common/arena.h"

#include <stdint.h>

struct oplist;

struct lex_state {
	const char *path;
	int line, column;
	struct arena *arena;	/* this line's tokens and statements */
	stmt_handler handler;
	void *ctx;
	int errors;
	int last_error_line;	/* one error per line: the rest cascade */
	int line_failed;	/* drop this line's statements */
	int at_eof;		/* the final NEWLINE has been returned */
	/* operands of a statement with a rotating predicate, passed from the
	 * grammar's inner rule to the outer one */
	struct expr *qp_index;
	struct oplist *outs, *ins;
	int has_eq;
};

typedef struct ASM_YYLTYPE {
	int first_line, first_column, last_line, last_column;
} ASM_YYLTYPE;
#define ASM_YYLTYPE_IS_DECLARED 1
#define ASM_YYLTYPE_IS_TRIVIAL 1
/* flex's bison bridge speaks of YYSTYPE and YYLTYPE */
#define YYSTYPE ASM_YYSTYPE
#define YYLTYPE ASM_YYLTYPE

void lex_error(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
	DIAG_PRINTF(3, 4);
void lex_warning(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
	DIAG_PRINTF(3, 4);
/* Returns 1 when the number did not fit in 64 bits (its low bits are kept). */
int lex_number(const char *text, int64_t *out);
int64_t lex_char(const char *text);
char *lex_string(struct lex_state *ls, const char *text, size_t len,
		 size_t *out_len);
const char *lex_printable(struct lex_state *ls, char c);

#endif
