/*
 * parser/parse_internal.h - shared by the scanner and the grammar only.
 *
 * Prefixes: lex_, parse_.
 * (bison and flex name their own functions asm_yy.)
 */
#ifndef IA64P_PARSER_INTERNAL_H
#define IA64P_PARSER_INTERNAL_H

#include "parser.h"
#include "../common/arena.h"

#include <stdbool.h>
#include <stdint.h>

/* Operands of a statement, as the grammar collects them. */
struct oplist {
	struct ast_operand **v;
	int n, cap;
};

/* Where the scanner's lines come from: source_next_line, or one line of
 * text (an expression to evaluate). */
typedef const char *line_reader(void *ctx, size_t *len, struct src_loc *loc);

#define LEX_LOC_RING 4

struct lex_state {
	line_reader *read_line;
	void *read_ctx;
	/* the line being handed to flex, and how much of it is out */
	const char *text;
	size_t text_len, text_pos;
	bool text_done;		/* its newline is out too */
	/* locations of the lines handed to flex and not yet scanned: flex
	 * may read ahead of the scanner */
	struct src_loc ring[LEX_LOC_RING];
	int ring_head, ring_count;
	struct src_loc loc;	/* of the line being scanned */
	const char *line_text;	/* its text (valid until the next line is read) */
	size_t line_len;
	bool need_line;		/* the next token begins a new line */
	bool stmt_start, was_stmt_start;	/* a statement may begin here */
	int column, token_column;
	int start_token;	/* returned first: which grammar to parse */
	int start_token_was;
	struct expr *expr_result;	/* START_EXPR: the expression */
	struct arena *arena;	/* this line's tokens and statements */
	stmt_handler handler;
	void *ctx;
	int errors;
	const char *last_error_file;	/* one error per line: the rest cascade */
	int last_error_line;
	int line_failed;	/* drop this line's statements */
	int at_eof;		/* the final NEWLINE has been returned */
	/* operands of a statement with a rotating predicate, passed from the
	 * grammar's inner rule to the outer one */
	struct expr *qp_index;
	struct oplist *outs, *ins;
	int has_eq;
	/* a data directive being read in parts (grammar.y, emit_part) */
	bool streaming, stream_flushed;
	char stream_name[16];
	struct src_loc stream_loc;
	struct oplist stream_list;	/* malloc'd array, reused */
};

typedef struct ASM_YYLTYPE {
	int first_line, first_column, last_line, last_column;
	const char *file;
	const struct src_loc *via;
} ASM_YYLTYPE;
#define ASM_YYLTYPE_IS_DECLARED 1
#define ASM_YYLTYPE_IS_TRIVIAL 1
/* A rule's location is its first token's (file and all). */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                       \
	do {                                                              \
		if (N) {                                                  \
			(Cur) = YYRHSLOC(Rhs, 1);                         \
			(Cur).last_line = YYRHSLOC(Rhs, N).last_line;     \
			(Cur).last_column = YYRHSLOC(Rhs, N).last_column; \
		} else {                                                  \
			(Cur) = YYRHSLOC(Rhs, 0);                         \
			(Cur).first_line = (Cur).last_line;               \
			(Cur).first_column = (Cur).last_column;           \
		}                                                         \
	} while (0)
/* flex's bison bridge speaks of YYSTYPE and YYLTYPE */
#define YYSTYPE ASM_YYSTYPE
#define YYLTYPE ASM_YYLTYPE

void lex_error(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
	DIAG_PRINTF(3, 4);
void lex_warning(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
	DIAG_PRINTF(3, 4);
/* Returns 1 when the number did not fit in 64 bits (its low bits are kept). */
int lex_number(const char *text, int64_t *out, uint64_t *hi);
int64_t lex_char(const char *text);
char *lex_string(struct lex_state *ls, const char *text, size_t len,
		 size_t *out_len);
const char *lex_printable(struct lex_state *ls, char c);
struct source;
/* Parses every line src gives, handing each statement to the handler in
 * order.  Returns the number of syntax errors. */
int parse_source(struct source *src, stmt_handler handler, void *ctx);
/* Parses text (one line) as an expression into arena a; NULL after
 * reporting a syntax error. */
struct expr *parse_expression(const char *text, size_t len, const struct src_loc *loc,
			      struct arena *a);
/* flex's input: the next piece of the current line, or of the next one. */
size_t lex_input(struct lex_state *ls, char *buf, size_t max);
/* Is name a directive whose operands are read as text (.section,
 * .type, real8, ...)? */
bool lex_raw_directive(const char *name);
/* Is name a data directive whose operands may be handed over in parts? */
bool lex_stream_directive(const char *name);
/* The scanner has reached a new line: its location becomes current. */
void lex_next_line(struct lex_state *ls);

#endif
