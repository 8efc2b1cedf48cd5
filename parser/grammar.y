/*
 * parser/grammar.y - statements of IA-64 assembly.
 *
 * A line is a run of chunks separated by stops and bundle braces; a chunk is
 * any number of labels and at most one statement:
 *
 *	line:      chunks NEWLINE
 *	chunks:    chunk | chunks (";;" | "{" | "}") chunk
 *	chunk:     label* [statement]
 *	statement: ["(" qp ")"] NAME [operands ["=" operands]]
 *	         | NAME "=" expr
 *
 * Each statement goes to the handler as soon as it is reduced, so the
 * handler sees the file in order; the line's memory is freed at its end.
 */
%define api.pure full
%define api.prefix {asm_yy}
%define parse.error detailed
%locations
%expect 0

%code requires {
#include "parse_internal.h"
typedef void *yyscan_t;
/* deep parentheses: the stacks grow (by doubling) to this many entries */
#define YYMAXDEPTH 2000000
}

%param {yyscan_t scanner}
%parse-param {struct lex_state *ls}

%union {
	struct { int64_t v; int big; uint64_t hi; } num;	/* big: truncated to 64 bits */
	char *str;
	struct { char *s; size_t n; } bytes;
	struct expr *expr;
	struct ast_operand *op;
	struct oplist *list;
	struct stmt *stmt;
}

%code {
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int asm_yylex(ASM_YYSTYPE *yylval, ASM_YYLTYPE *yylloc, yyscan_t scanner);
static void asm_yyerror(ASM_YYLTYPE *loc, yyscan_t scanner,
			struct lex_state *ls, const char *msg);

static struct src_loc at(struct lex_state *ls, const ASM_YYLTYPE *l)
{
	(void)ls;
	return (struct src_loc){l->file, l->first_line, l->first_column, l->via};
}

/* The operands of a statement as written: from after its name up to the
 * token that ended it (the look-ahead, which is on the same line). */
static void raw_operands(struct lex_state *ls, const ASM_YYLTYPE *name,
			 struct stmt *s)
{
	size_t from = (size_t)name->last_column, to = (size_t)ls->token_column - 1;
	if (!ls->line_text || to < from || to > ls->line_len)
		return;
	s->raw = ls->line_text + from;
	s->raw_len = to - from;
}

static struct expr *mk(struct lex_state *ls, const ASM_YYLTYPE *l,
		       enum expr_op op, struct expr *a, struct expr *b)
{
	/* operators on constants are folded now: deep constant expressions
	 * cost no depth */
	int64_t r;
	if (a && a->op == E_NUM && !a->big && (!b || (b->op == E_NUM && !b->big)) &&
	    expr_const_op(op, a->num, b ? b->num : 0, &r)) {
		a->num = r;
		a->literal = 0;
		return a;
	}
	/* "x + 1 - 2 + 3": the constants gather into one (addition wraps,
	 * so the order does not matter), and a long sum costs no depth */
	if ((op == E_ADD || op == E_SUB) && b && b->op == E_NUM && !b->big && a &&
	    (a->op == E_ADD || a->op == E_SUB) && a->r->op == E_NUM && !a->r->big) {
		uint64_t k = a->op == E_ADD ? (uint64_t)a->r->num : 0 - (uint64_t)a->r->num;
		k = op == E_ADD ? k + (uint64_t)b->num : k - (uint64_t)b->num;
		a->op = E_ADD;
		a->r->num = (int64_t)k;
		a->r->literal = 0;
		return a;
	}
	struct expr *e = arena_alloc(ls->arena, sizeof *e);
	e->op = op;
	e->l = a;
	e->r = b;
	e->loc = at(ls, l);
	int da = a ? a->depth : 0, db = b ? b->depth : 0;
	e->depth = 1 + (da > db ? da : db);
	if (e->depth == EXPR_MAX_DEPTH) {	/* reported once, where it tips over */
		lex_error(ls, l, "expression nested more than %d deep", EXPR_MAX_DEPTH);
		ls->line_failed = 1;
	}
	return e;
}

static struct ast_operand *mkop(struct lex_state *ls, const ASM_YYLTYPE *l,
				enum ast_operand_kind k)
{
	struct ast_operand *o = arena_alloc(ls->arena, sizeof *o);
	o->kind = k;
	o->loc = at(ls, l);
	return o;
}

static struct oplist *push(struct lex_state *ls, struct oplist *list,
			   struct ast_operand *o);

/* "data1 1 +": GNU as warns and takes the missing operand as 0 */
static struct ast_operand *missing_operand(struct lex_state *ls, const ASM_YYLTYPE *l,
					   enum expr_op op, struct expr *left)
{
	lex_warning(ls, l, "missing operand; zero assumed");
	struct expr *zero = mk(ls, l, E_NUM, NULL, NULL);
	zero->num = 0;
	struct ast_operand *o = mkop(ls, l, AO_EXPR);
	o->e = mk(ls, l, op, left, zero);
	return o;
}

/* ".align 16,,8", "data4 1,,2": nothing between commas (or after the last)
 * stands for 0; the directive decides whether that is worth a warning, an
 * instruction refuses it (assemble.c) */
static struct ast_operand *omitted_operand(struct lex_state *ls, const ASM_YYLTYPE *comma)
{
	ASM_YYLTYPE after = *comma;
	after.first_column = after.last_column;
	struct expr *zero = mk(ls, &after, E_NUM, NULL, NULL);
	zero->num = 0;
	struct ast_operand *o = mkop(ls, &after, AO_EXPR);
	o->e = zero;
	o->omitted = true;
	return o;
}

/* o, then the operands of list */
static struct oplist *prepend(struct lex_state *ls, struct oplist *list,
			      struct ast_operand *o)
{
	struct oplist *l = push(ls, NULL, o);
	for (int i = 0; i < list->n; i++)
		l = push(ls, l, list->v[i]);
	return l;
}

/* A data directive with thousands of operands on one line is handed to
 * the assembler in parts (its operands' memory is freed after each), so
 * that a line of any length takes memory bounded by a part. */
#define STREAM_PART 1024

static void emit(struct lex_state *ls, struct stmt *s);

static void emit_part(struct lex_state *ls, struct oplist *list)
{
	struct stmt s = {.loc = ls->stream_loc, .name = ls->stream_name,
			 .kind = ls->stream_name[0] == '.' ? ST_DIRECTIVE : ST_INSN,
			 .nops = list->n};
	s.ops = xmalloc((size_t)list->n * sizeof *s.ops);
	for (int i = 0; i < list->n; i++)
		s.ops[i] = *list->v[i];
	emit(ls, &s);
	free(s.ops);
	list->n = 0;
	ls->stream_flushed = 1;
	arena_reset(ls->arena);	/* the operands, and the tokens before them */
}

static struct oplist *push(struct lex_state *ls, struct oplist *list,
			   struct ast_operand *o)
{
	if (!list && ls->streaming) {	/* outside the arena: it outlives parts */
		list = &ls->stream_list;
		list->n = 0;
	} else if (!list) {
		list = arena_alloc(ls->arena, sizeof *list);
	}
	if (list == &ls->stream_list && list->n == list->cap) {
		list->cap = list->cap ? 2 * list->cap : STREAM_PART;
		list->v = xrealloc(list->v, (size_t)list->cap * sizeof *list->v);
	}
	if (list->n == list->cap) {
		int cap = list->cap ? 2 * list->cap : 4;
		struct ast_operand **v = arena_alloc(ls->arena, cap * sizeof *v);
		if (list->n)
			memcpy(v, list->v, list->n * sizeof *v);
		list->v = v;
		list->cap = cap;
	}
	list->v[list->n++] = o;
	if (list == &ls->stream_list && list->n >= STREAM_PART && !ls->line_failed)
		emit_part(ls, list);
	return list;
}

/* The line's memory goes; so must everything that points into it (a
 * rotating predicate's index left by a statement that failed to parse). */
static void end_line(struct lex_state *ls)
{
	ls->streaming = ls->stream_flushed = 0;
	ls->qp_index = NULL;
	ls->outs = ls->ins = NULL;
	ls->line_failed = 0;
	arena_reset(ls->arena);
}

static void emit(struct lex_state *ls, struct stmt *s)
{
	if (!ls->line_failed)
		ls->handler(ls->ctx, s);
}

static void emit_simple(struct lex_state *ls, const ASM_YYLTYPE *l,
			enum stmt_kind k, const char *name)
{
	struct stmt s = {.kind = k, .loc = at(ls, l), .name = name};
	emit(ls, &s);
}

/* An instruction or directive with outs '=' ins, or just ins. */
static void emit_statement(struct lex_state *ls, const ASM_YYLTYPE *l,
			   const char *qp, const ASM_YYLTYPE *qpl,
			   const char *name, struct oplist *outs,
			   struct oplist *ins, int has_eq)
{
	if (ls->stream_flushed) {	/* the rest of a statement given in parts */
		name = ls->stream_name;
		ls->stream_flushed = 0;
	}
	ls->streaming = 0;
	struct stmt s = {.loc = at(ls, l), .name = name, .qp = qp,
			 .qp_index = ls->qp_index};
	ls->qp_index = NULL;
	raw_operands(ls, l, &s);
	s.kind = name[0] == '.' && !qp ? ST_DIRECTIVE : ST_INSN;
	/* GNU as spells some directives without a dot: data8, real8, stringz */
	if (qpl)
		s.qp_loc = at(ls, qpl);
	int no = outs ? outs->n : 0, ni = ins ? ins->n : 0;
	s.nops = no + ni;
	s.nouts = has_eq ? no : 0;
	if (s.nops) {
		s.ops = arena_alloc(ls->arena, s.nops * sizeof *s.ops);
		for (int i = 0; i < no; i++)
			s.ops[i] = *outs->v[i];
		for (int i = 0; i < ni; i++)
			s.ops[no + i] = *ins->v[i];
	}
	emit(ls, &s);
}
}

%token START_FILE START_EXPR	/* the scanner's first token: what to parse */
%token NEWLINE "end of line"
%token STOP "';;'"
%token SHL "'<<'"
%token SHR "'>>'"
%token EQEQ "'=='"
%token NE "'!='"
%token LE "'<='"
%token GE "'>='"
%token ANDAND "'&&'"
%token OROR "'||'"
%token BADTOKEN "invalid token"
%token <str> NAME "name"
%token <str> SYMNAME "symbol"
%token <str> ATNAME "'@' operator"
%token <str> LOCALREF "local label reference"
%token <str> FLOATNUM "floating-point number"
%token <str> MARKER "analysis marker comment"
%token <str> RAWTEXT "operands"
%token <str> TEMPLATE "template directive"
%token <bytes> STRING "string"
%token <num> NUMBER "number"

%type <expr> expr
%type <op> operand keyword bare
%type <list> oplist

/* GNU as's precedence, not C's: comparisons bind less tightly than + and
 * -, which bind less tightly than | & ^ and ! (or-not), which bind less
 * tightly than * / % << >>. */
%left OROR
%left ANDAND
%left EQEQ NE '<' '>' LE GE
%left '+' '-'
%left '|' '^' '&' '!'
%left '*' '/' '%' SHL SHR
%precedence UNARY

%start start

%%

start:	  START_FILE file
	| START_EXPR expr NEWLINE	{ ls->expr_result = $2; }
	;

file:	  %empty
	| file line
	;

line:	  chunks NEWLINE	{ end_line(ls); }
	| chunks MARKER NEWLINE	{
			emit_simple(ls, &@2, ST_MARKER, $2);
			end_line(ls);
		}
	| error NEWLINE		{ yyerrok; end_line(ls); }
	;

chunks:	  chunk
	| chunks STOP { emit_simple(ls, &@2, ST_STOP, NULL); } chunk
	| chunks '{' { emit_simple(ls, &@2, ST_BUNDLE_BEGIN, NULL); } chunk
	| chunks '}' { emit_simple(ls, &@2, ST_BUNDLE_END, NULL); } chunk
	;

chunk:	  labels
	| labels statement
	| labels template
	| labels template statement
	;

/* .mii, .mlx, ...: another statement may follow on the line */
template: TEMPLATE		{ emit_simple(ls, &@1, ST_DIRECTIVE, $1); }
	;

labels:	  %empty
	| labels NAME ':'	{ emit_simple(ls, &@2, ST_LABEL, $2); }
	| labels NAME ':' ':'	{ emit_simple(ls, &@2, ST_GLOBAL_LABEL, $2); }
	| labels SYMNAME ':'	{ emit_simple(ls, &@2, ST_LABEL, $2); }	/* "foo#:" */
	| labels SYMNAME ':' ':'	{ emit_simple(ls, &@2, ST_GLOBAL_LABEL, $2); }
	| labels STRING ':'	{
			struct stmt s = {.kind = ST_LABEL, .loc = at(ls, &@2), .name = $2.s,
					 .quoted = 1};
			emit(ls, &s);
		}
	| labels '[' NAME ':' ']'	{ emit_simple(ls, &@3, ST_TAG, $3); }
	| labels '[' NUMBER ':' ']'	{	/* "[1:]": a numbered tag, as "1:" */
			char buf[32];
			snprintf(buf, sizeof buf, "%lld", (long long)$3.v);
			emit_simple(ls, &@3, ST_TAG, arena_strndup(ls->arena, buf, strlen(buf)));
		}
	| labels NUMBER ':'	{
			char buf[32];
			snprintf(buf, sizeof buf, "%lld", (long long)$2.v);
			emit_simple(ls, &@2, ST_LABEL,
				    arena_strndup(ls->arena, buf, strlen(buf)));
		}
	;

statement:
	  NAME				{ emit_statement(ls, &@1, NULL, NULL, $1, NULL, NULL, 0); }
	| NAME RAWTEXT			{
			struct stmt s = {.kind = ST_DIRECTIVE, .loc = at(ls, &@1), .name = $1,
					 .raw = $2, .raw_len = strlen($2), .raw_loc = at(ls, &@2)};
			emit(ls, &s);
		}
	| NAME oplist			{ emit_statement(ls, &@1, NULL, NULL, $1, NULL, $2, 0); }
	| NAME keyword bare		{ emit_statement(ls, &@1, NULL, NULL, $1, NULL,
							 push(ls, push(ls, NULL, $2), $3), 0); }
	| NAME keyword bare ',' oplist	{ emit_statement(ls, &@1, NULL, NULL, $1, NULL,
							 prepend(ls, prepend(ls, $5, $3), $2), 0); }
	| NAME oplist '=' oplist	{ emit_statement(ls, &@1, NULL, NULL, $1, $2, $4, 1); }
	| '(' NAME ')' NAME		{ emit_statement(ls, &@4, $2, &@2, $4, NULL, NULL, 0); }
	| '(' NAME ')' NAME oplist	{ emit_statement(ls, &@4, $2, &@2, $4, NULL, $5, 0); }
	| '(' NAME ')' NAME oplist '=' oplist
					{ emit_statement(ls, &@4, $2, &@2, $4, $5, $7, 1); }
	| '(' NAME '[' expr ']' ')' { ls->qp_index = $4; } NAME opt_operands
					{ emit_statement(ls, &@8, $2, &@2, $8, ls->outs, ls->ins, ls->has_eq); }
	| '(' SYMNAME '[' expr ']' ')' { ls->qp_index = $4; } NAME opt_operands
					{ emit_statement(ls, &@8, $2, &@2, $8, ls->outs, ls->ins, ls->has_eq); }
	| NAME '=' expr			{
			struct stmt s = {.kind = ST_ASSIGN, .loc = at(ls, &@1),
					 .name = $1, .value = $3};
			emit(ls, &s);
		}
	| SYMNAME '=' expr		{	/* "x# = e" */
			struct stmt s = {.kind = ST_ASSIGN, .loc = at(ls, &@1),
					 .name = $1, .value = $3};
			emit(ls, &s);
		}
	| NAME EQEQ expr		{	/* "x == e": like .eqv */
			struct stmt s = {.kind = ST_ASSIGN, .loc = at(ls, &@1),
					 .name = $1, .value = $3, .lazy = 1};
			emit(ls, &s);
		}
	| SYMNAME EQEQ expr		{
			struct stmt s = {.kind = ST_ASSIGN, .loc = at(ls, &@1),
					 .name = $1, .value = $3, .lazy = 1};
			emit(ls, &s);
		}
	;

opt_operands:
	  %empty		{ ls->outs = NULL; ls->ins = NULL; ls->has_eq = 0; }
	| oplist		{ ls->outs = NULL; ls->ins = $1; ls->has_eq = 0; }
	| oplist '=' oplist	{ ls->outs = $1; ls->ins = $3; ls->has_eq = 1; }
	;

/* ".pred.rel "mutex" p1, p2" and ".pred.rel @mutex p1, p2": a leading
 * word that GNU as lets stand without a comma */
keyword:  ATNAME		{ $$ = mkop(ls, &@1, AO_EXPR);
				  $$->e = mk(ls, &@1, E_ATNAME, NULL, NULL); $$->e->name = $1; }
	| STRING		{ $$ = mkop(ls, &@1, AO_STRING); $$->str = $1.s; $$->len = $1.n; }
	;

/* a register after such a word */
bare:	  NAME			{ $$ = mkop(ls, &@1, AO_EXPR);
				  $$->e = mk(ls, &@1, E_SYM, NULL, NULL); $$->e->name = $1; }
	| NAME '[' expr ']'	{ $$ = mkop(ls, &@1, AO_INDEXED); $$->name = $1; $$->e = $3; }
	;

oplist:	  operand		{ $$ = push(ls, NULL, $1); }
	| oplist ',' operand	{ $$ = push(ls, $1, $3); }
	| oplist ','		{ $$ = push(ls, $1, omitted_operand(ls, &@2)); }
	;

operand:  expr			{	/* a string alone is a string operand */
			if ($1->op == E_STR) {
				$$ = mkop(ls, &@1, AO_STRING);
				$$->str = $1->name;
				$$->len = (size_t)$1->num;
			} else {
				$$ = mkop(ls, &@1, AO_EXPR);
				$$->e = $1;
			}
		}
	| expr '+'		{ $$ = missing_operand(ls, &@2, E_ADD, $1); }
	| expr '-'		{ $$ = missing_operand(ls, &@2, E_SUB, $1); }
	| '[' expr ']'		{ $$ = mkop(ls, &@1, AO_MEM); $$->e = $2; }
	| NAME '[' expr ']'	{ $$ = mkop(ls, &@1, AO_INDEXED); $$->name = $1; $$->e = $3; }
	| SYMNAME '[' expr ']'	{ $$ = mkop(ls, &@1, AO_INDEXED); $$->name = $1; $$->e = $3; }
	| FLOATNUM		{ $$ = mkop(ls, &@1, AO_FLOAT); $$->str = $1; }
	| '-' FLOATNUM		{
			$$ = mkop(ls, &@1, AO_FLOAT);
			size_t n = strlen($2);
			char *s = arena_alloc(ls->arena, n + 2);
			s[0] = '-';
			memcpy(s + 1, $2, n + 1);
			$$->str = s;
		}
	;

/* what primary expressions are (a number, a name, a string, a reloc,
 * parentheses) are expr's own alternatives: one reduction less per
 * operand */
expr:	  NUMBER		{ $$ = mk(ls, &@1, E_NUM, NULL, NULL); $$->num = $1.v;
				  $$->big = $1.big; $$->hi = $1.hi;
				  $$->literal = 1; }
	| NAME			{ $$ = mk(ls, &@1, E_SYM, NULL, NULL); $$->name = $1; }
	| SYMNAME		{ $$ = mk(ls, &@1, E_SYM, NULL, NULL); $$->name = $1;
				  $$->forced_symbol = 1; }
	| STRING		{ /* a string, or in an expression a quoted symbol */
				  $$ = mk(ls, &@1, E_STR, NULL, NULL); $$->name = $1.s;
				  $$->num = (int64_t)$1.n; }
	| LOCALREF		{ $$ = mk(ls, &@1, E_LOCALREF, NULL, NULL); $$->name = $1; }
	| ATNAME		{ $$ = mk(ls, &@1, E_ATNAME, NULL, NULL); $$->name = $1; }
	| ATNAME '(' expr ')'	{ $$ = mk(ls, &@1, E_RELOC, $3, NULL); $$->name = $1; }
	| '(' expr ')'		{ $$ = $2; }
	| '-' expr %prec UNARY	{ $$ = mk(ls, &@1, E_NEG, $2, NULL); }
	| '+' expr %prec UNARY	{ $$ = $2; }
	| '~' expr %prec UNARY	{ $$ = mk(ls, &@1, E_NOT, $2, NULL); }
	| '!' expr %prec UNARY	{ $$ = mk(ls, &@1, E_LNOT, $2, NULL); }
	| expr '+' expr		{ $$ = mk(ls, &@2, E_ADD, $1, $3); }
	| expr '-' expr		{ $$ = mk(ls, &@2, E_SUB, $1, $3); }
	| expr '*' expr		{ $$ = mk(ls, &@2, E_MUL, $1, $3); }
	| expr '/' expr		{ $$ = mk(ls, &@2, E_DIV, $1, $3); }
	| expr '%' expr		{ $$ = mk(ls, &@2, E_MOD, $1, $3); }
	| expr SHL expr		{ $$ = mk(ls, &@2, E_SHL, $1, $3); }
	| expr SHR expr		{ $$ = mk(ls, &@2, E_SHR, $1, $3); }
	| expr '&' expr		{ $$ = mk(ls, &@2, E_AND, $1, $3); }
	| expr '|' expr		{ $$ = mk(ls, &@2, E_OR, $1, $3); }
	| expr '^' expr		{ $$ = mk(ls, &@2, E_XOR, $1, $3); }
	| expr '!' expr		{ $$ = mk(ls, &@2, E_ORNOT, $1, $3); }
	| expr ANDAND expr	{ $$ = mk(ls, &@2, E_LAND, $1, $3); }
	| expr OROR expr	{ $$ = mk(ls, &@2, E_LOR, $1, $3); }
	| expr EQEQ expr	{ $$ = mk(ls, &@2, E_EQ, $1, $3); }
	| expr NE expr		{ $$ = mk(ls, &@2, E_NE, $1, $3); }
	| expr '<' expr		{ $$ = mk(ls, &@2, E_LT, $1, $3); }
	| expr '>' expr		{ $$ = mk(ls, &@2, E_GT, $1, $3); }
	| expr LE expr		{ $$ = mk(ls, &@2, E_LE, $1, $3); }
	| expr GE expr		{ $$ = mk(ls, &@2, E_GE, $1, $3); }
	;

%%

static void asm_yyerror(ASM_YYLTYPE *loc, yyscan_t scanner,
			struct lex_state *ls, const char *msg)
{
	(void)scanner;
	if (ls->last_error_line == loc->first_line && ls->last_error_file == loc->file)
		return;	/* the scanner has said what is wrong here */
	lex_error(ls, loc, "%s", msg);
}
