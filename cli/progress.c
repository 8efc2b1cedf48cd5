/*
 * cli/progress.c - the progress bar of a run of many files, on standard
 * error when it is a terminal: files done, bundles per second, time left.
 */
#include "commands.h"
#include "../common/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

/* The shortest time between two drawings, in seconds. */
#define REDRAW_SECONDS 0.1

/* The bar's width in columns, on a terminal wide enough. */
#define BAR_WIDTH 30

struct cli_progress {
	FILE *f;
	size_t files;
	uint64_t bytes;		/* of all the files: time left is estimated
				 * from the bytes of source done */
	double start, drawn;	/* when it started, when last drawn */
	bool shown;		/* a line is on the terminal */
};

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

struct cli_progress *cli_progress_new(int fd, size_t files, uint64_t bytes)
{
	if (!isatty(fd))
		return NULL;
	struct cli_progress *p = xcalloc(1, sizeof *p);
	p->f = fd == STDERR_FILENO ? stderr : stdout;
	p->files = files;
	p->bytes = bytes;
	p->start = now();
	p->drawn = -1;
	return p;
}

/* The terminal's width in columns (80 when it does not say). */
static int columns(FILE *f)
{
	struct winsize ws;
	if (ioctl(fileno(f), TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return ws.ws_col;
	return 80;
}

void cli_progress_update(struct cli_progress *p, size_t files_done, uint64_t bytes_done,
			 uint64_t bundles_done)
{
	if (!p)
		return;
	double t = now();
	if (p->drawn >= 0 && t - p->drawn < REDRAW_SECONDS)
		return;
	p->drawn = t;
	double elapsed = t - p->start;
	char left[32] = "--:--";
	if (bytes_done && elapsed > 0) {
		double s = elapsed * (double)(p->bytes - bytes_done) / (double)bytes_done;
		snprintf(left, sizeof left, "%d:%02d", (int)(s / 60), (int)s % 60);
	}
	char text[160];
	int n = snprintf(text, sizeof text, " %zu/%zu files, %.0f bundles/s, %s left", files_done,
			 p->files, elapsed > 0 ? (double)bundles_done / elapsed : 0.0, left);
	int width = columns(p->f) - 1 - n - 2;	/* room for "[" bar "]" */
	if (width > BAR_WIDTH)
		width = BAR_WIDTH;
	char bar[BAR_WIDTH + 1] = "";
	if (width >= 5) {
		int full = p->files ? (int)((double)width * (double)files_done / (double)p->files) : 0;
		memset(bar, '#', (size_t)full);
		memset(bar + full, '.', (size_t)(width - full));
		bar[width] = '\0';
	}
	fprintf(p->f, "\r%s%s%s%.*s\033[K", *bar ? "[" : "", bar, *bar ? "]" : "",
		columns(p->f) - 1 - (*bar ? width + 2 : 0), text);
	fflush(p->f);
	p->shown = true;
}

void cli_progress_say(struct cli_progress *p, const char *text)
{
	if (!p)
		return;
	fprintf(p->f, "\r%.*s\033[K", columns(p->f) - 1, text);
	fflush(p->f);
	p->shown = true;
}

void cli_progress_clear(struct cli_progress *p)
{
	if (!p || !p->shown)
		return;
	fputs("\r\033[K", p->f);
	fflush(p->f);
	p->shown = false;
}

void cli_progress_free(struct cli_progress *p)
{
	cli_progress_clear(p);
	free(p);
}
