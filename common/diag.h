/*
 * common/diag.h - located diagnostics: "path:line:col: error: message".
 *
 * Prefixes: diag_.
 */
#ifndef IA64P_COMMON_DIAG_H
#define IA64P_COMMON_DIAG_H

#include <stdio.h>

struct src_loc {
	const char *file;
	int line;
	int col;
	/* A line that came from a macro expansion: where the macro was
	 * invoked (notes follow each diagnostic), else NULL. */
	const struct src_loc *via;
};

#if defined(__GNUC__)
#define DIAG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define DIAG_PRINTF(a, b)
#endif

void diag_error(const struct src_loc *loc, const char *fmt, ...) DIAG_PRINTF(2, 3);
void diag_warning(const struct src_loc *loc, const char *fmt, ...) DIAG_PRINTF(2, 3);
void diag_note(const struct src_loc *loc, const char *fmt, ...) DIAG_PRINTF(2, 3);
/* Text as it is, where diagnostics go: what .print asks to show, or
 * diagnostics captured earlier and shown now. */
void diag_write(const char *text);

int diag_error_count(void);
void diag_reset(void);		/* zero the counts */
void diag_set_stream(FILE *f);	/* default stderr; tests capture here */
FILE *diag_stream(void);	/* what diag_set_stream set (NULL: stderr) */

#endif
