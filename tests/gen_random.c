/*
 * tests/gen_random.c - seeded random IA-64 instructions for the
 * differential test against GNU as.
 *
 *	gen_random SEED COUNT TEMPLATE-FILE...
 *
 * Each template line is an instruction with placeholders:
 *	{gr} {gr:LO:HI} {fr} {pr} {br}	a register (r, f, p, b)
 *	{fr:LO:HI} {pr:LO:HI} {br:LO:HI}	one of a few registers
 *	{int:LO:HI}			a decimal integer in [LO, HI]
 *	{pick:a|b|c}			one of the alternatives (may be empty)
 * Lines starting with '#' and blank lines are skipped.  Output: COUNT lines,
 * each an instruction from a random template, sometimes followed by ";;",
 * after a ".text" line.  The same seed gives the same output.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;

static uint64_t next_random(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ull;
}

/* A value in [lo, hi], with the ends of the range drawn more often: the
 * edges are where encodings go wrong. */
static int64_t pick_in(int64_t lo, int64_t hi)
{
	uint64_t r = next_random();
	switch (r % 8) {
	case 0: return lo;
	case 1: return hi;
	case 2: return lo <= 0 && hi >= 0 ? 0 : lo;
	default: break;
	}
	uint64_t span = (uint64_t)hi - (uint64_t)lo + 1;
	if (span == 0)	/* the whole 64-bit range */
		return (int64_t)next_random();
	return (int64_t)((uint64_t)lo + next_random() % span);
}

static char **templates;
static size_t ntemplates;

static void load(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(2);
	}
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = '\0';
		char *s = line;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '#')
			continue;
		templates = realloc(templates, (ntemplates + 1) * sizeof *templates);
		templates[ntemplates++] = strdup(s);
	}
	fclose(f);
}

/* Expands one placeholder (the text between the braces). */
static void expand(const char *ph, size_t n, FILE *out)
{
	char buf[512];
	if (n >= sizeof buf)
		n = sizeof buf - 1;
	memcpy(buf, ph, n);
	buf[n] = '\0';
	long long lo, hi;
	if (strcmp(buf, "gr") == 0)
		fprintf(out, "r%d", (int)pick_in(0, 127));
	else if (sscanf(buf, "gr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "r%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "fr") == 0)
		fprintf(out, "f%d", (int)pick_in(0, 127));
	else if (sscanf(buf, "fr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "f%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "pr") == 0)
		fprintf(out, "p%d", (int)pick_in(0, 63));
	else if (sscanf(buf, "pr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "p%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "br") == 0)
		fprintf(out, "b%d", (int)pick_in(0, 7));
	else if (sscanf(buf, "br:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "b%d", (int)pick_in(lo, hi));
	else if (sscanf(buf, "int:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "%" PRId64, pick_in(lo, hi));
	else if (strncmp(buf, "pick:", 5) == 0) {
		const char *alts = buf + 5;
		int count = 1;
		for (const char *p = alts; *p; p++)
			count += *p == '|';
		int k = (int)(next_random() % (uint64_t)count);
		const char *p = alts;
		while (k--)
			p = strchr(p, '|') + 1;
		fprintf(out, "%.*s", (int)strcspn(p, "|"), p);
	} else {
		fprintf(stderr, "gen_random: unknown placeholder {%s}\n", buf);
		exit(2);
	}
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: gen_random SEED COUNT TEMPLATE-FILE...\n");
		return 2;
	}
	rng_state = strtoull(argv[1], NULL, 0) * 0x9E3779B97F4A7C15ull + 1;
	long count = strtol(argv[2], NULL, 0);
	for (int i = 3; i < argc; i++)
		load(argv[i]);
	if (!ntemplates) {
		fprintf(stderr, "gen_random: no templates\n");
		return 2;
	}
	printf("\t.text\n");
	for (long i = 0; i < count; i++) {
		const char *t = templates[next_random() % ntemplates];
		putchar('\t');
		for (const char *p = t; *p; p++) {
			if (*p == '{') {
				const char *end = strchr(p, '}');
				if (!end) {
					fprintf(stderr, "gen_random: unclosed '{' in %s\n", t);
					return 2;
				}
				expand(p + 1, (size_t)(end - p - 1), stdout);
				p = end;
			} else {
				putchar(*p);
			}
		}
		if (next_random() % 4 == 0)
			fputs(" ;;", stdout);
		putchar('\n');
	}
	for (size_t i = 0; i < ntemplates; i++)
		free(templates[i]);
	free(templates);
	return 0;
}
