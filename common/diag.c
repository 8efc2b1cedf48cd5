/*
 * common/diag.c - located diagnostics.
 */
#include "diag.h"

#include <stdarg.h>

static FILE *stream;
static int errors;

static void report(const struct src_loc *loc, const char *kind,
		   const char *fmt, va_list ap)
{
	FILE *f = stream ? stream : stderr;
	if (loc && loc->file) {
		if (loc->col > 0)
			fprintf(f, "%s:%d:%d: ", loc->file, loc->line, loc->col);
		else
			fprintf(f, "%s:%d: ", loc->file, loc->line);
	} else {
		fputs("ia64-predict: ", f);
	}
	fprintf(f, "%s: ", kind);
	vfprintf(f, fmt, ap);
	fputc('\n', f);
	if (!loc)
		return;
	for (const struct src_loc *v = loc->via; v; v = v->via)
		fprintf(f, "%s:%d:%d: note: macro invoked from here\n",
			v->file, v->line, v->col);
}

void diag_error(const struct src_loc *loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report(loc, "error", fmt, ap);
	va_end(ap);
	errors++;
}

void diag_warning(const struct src_loc *loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report(loc, "warning", fmt, ap);
	va_end(ap);
}

void diag_note(const struct src_loc *loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report(loc, "note", fmt, ap);
	va_end(ap);
}

int diag_error_count(void) { return errors; }
void diag_reset(void) { errors = 0; }
void diag_set_stream(FILE *f) { stream = f; }
FILE *diag_stream(void) { return stream; }

void diag_write(const char *text)
{
	fputs(text, stream ? stream : stderr);
}
