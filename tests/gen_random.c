/*
 * tests/gen_random.c - seeded random IA-64 instructions for the
 * differential test against GNU as.
 *
 *	gen_random [-g LO:HI] [-q PERCENT] [-P FILE=LO:HI[,LO:HI]...]...
 *		   SEED COUNT TEMPLATE-FILE...
 *
 * Each template line is an instruction with placeholders:
 *	{gr} {gr:LO:HI} {fr} {pr} {br}	a register (r, f, p, b)
 *	{fr:LO:HI} {pr:LO:HI} {br:LO:HI}	one of a few registers
 *	{int:LO:HI}			a decimal integer in [LO, HI]
 *	{pick:a|b|c}			one of the alternatives (may be empty)
 * Lines starting with '#' and blank lines are skipped.  Output: COUNT lines,
 * each an instruction from a random template, after a ".text" line.  The
 * same seed and options give the same output.
 *
 *	-g LO:HI	instruction groups of LO to HI lines, each ended by
 *			";;" (default: a ";;" after one line in four)
 *	-q PERCENT	that share of the lines gets a qualifying predicate
 *			"({pr}) " (with the pr pool, if any)
 *	-P gr=1:6,32:33	the pool a bare {gr} (fr, pr, br) draws from: small
 *			pools make instructions meet on registers
 */
#include <inttypes.h>
#include <stdbool.h>
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

/* A pool of registers: a few ranges, drawn from as one set. */
struct pool {
	int nranges;
	long long lo[8], hi[8];
};

enum { POOL_GR, POOL_FR, POOL_PR, POOL_BR, NPOOLS };
static const char *const pool_names[NPOOLS] = {"gr", "fr", "pr", "br"};
static const int pool_max[NPOOLS] = {127, 127, 63, 7};
static struct pool pools[NPOOLS];

static int draw(int file)
{
	const struct pool *p = &pools[file];
	if (!p->nranges)
		return (int)pick_in(0, pool_max[file]);
	long long total = 0;
	for (int i = 0; i < p->nranges; i++)
		total += p->hi[i] - p->lo[i] + 1;
	long long k = (long long)(next_random() % (uint64_t)total);
	for (int i = 0; i < p->nranges; i++) {
		if (k <= p->hi[i] - p->lo[i])
			return (int)(p->lo[i] + k);
		k -= p->hi[i] - p->lo[i] + 1;
	}
	return (int)p->lo[0];
}

/* -P FILE=LO:HI[,LO:HI]... */
static bool parse_pool(const char *arg)
{
	const char *eq = strchr(arg, '=');
	if (!eq)
		return false;
	for (int f = 0; f < NPOOLS; f++) {
		if (strlen(pool_names[f]) != (size_t)(eq - arg) ||
		    strncmp(arg, pool_names[f], (size_t)(eq - arg)) != 0)
			continue;
		struct pool *p = &pools[f];
		p->nranges = 0;
		for (const char *s = eq + 1; *s;) {
			long long lo, hi;
			int used;
			if (p->nranges == 8 || sscanf(s, "%lld:%lld%n", &lo, &hi, &used) != 2 ||
			    lo < 0 || hi < lo || hi > pool_max[f])
				return false;
			p->lo[p->nranges] = lo;
			p->hi[p->nranges++] = hi;
			s += used;
			if (*s == ',')
				s++;
			else if (*s)
				return false;
		}
		return p->nranges > 0;
	}
	return false;
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
		fprintf(out, "r%d", draw(POOL_GR));
	else if (sscanf(buf, "gr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "r%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "fr") == 0)
		fprintf(out, "f%d", draw(POOL_FR));
	else if (sscanf(buf, "fr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "f%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "pr") == 0)
		fprintf(out, "p%d", draw(POOL_PR));
	else if (sscanf(buf, "pr:%lld:%lld", &lo, &hi) == 2)
		fprintf(out, "p%d", (int)pick_in(lo, hi));
	else if (strcmp(buf, "br") == 0)
		fprintf(out, "b%d", draw(POOL_BR));
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

/* Can the template take a qualifying predicate?  An instruction that has
 * none yet; not a directive or a label. */
static bool predicable(const char *t)
{
	size_t n = strlen(t);
	return (t[0] >= 'a' && t[0] <= 'z') && t[n - 1] != ':';
}

static void usage(void)
{
	fprintf(stderr, "usage: gen_random [-g LO:HI] [-q PERCENT] [-P FILE=LO:HI[,LO:HI]...]... "
		"SEED COUNT TEMPLATE-FILE...\n");
	exit(2);
}

int main(int argc, char **argv)
{
	long long group_lo = 0, group_hi = 0, qp_percent = 0;
	int a = 1;
	for (; a < argc && argv[a][0] == '-' && argv[a][1]; a++) {
		const char *opt = argv[a];
		if (a + 1 >= argc || opt[2])
			usage();
		const char *val = argv[++a];
		if (opt[1] == 'g') {
			if (sscanf(val, "%lld:%lld", &group_lo, &group_hi) != 2 ||
			    group_lo < 1 || group_hi < group_lo)
				usage();
		} else if (opt[1] == 'q') {
			char *end;
			qp_percent = strtoll(val, &end, 10);
			if (*end || qp_percent < 0 || qp_percent > 100)
				usage();
		} else if (opt[1] != 'P' || !parse_pool(val)) {
			usage();
		}
	}
	if (argc - a < 3)
		usage();
	rng_state = strtoull(argv[a], NULL, 0) * 0x9E3779B97F4A7C15ull + 1;
	long count = strtol(argv[a + 1], NULL, 0);
	for (int i = a + 2; i < argc; i++)
		load(argv[i]);
	if (!ntemplates) {
		fprintf(stderr, "gen_random: no templates\n");
		return 2;
	}
	printf("\t.text\n");
	long left_in_group = group_lo ? pick_in(group_lo, group_hi) : 0;
	for (long i = 0; i < count; i++) {
		const char *t = templates[next_random() % ntemplates];
		putchar('\t');
		if (qp_percent && predicable(t) && (long long)(next_random() % 100) < qp_percent)
			printf("(p%d) ", draw(POOL_PR));
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
		if (group_lo) {
			if (--left_in_group == 0) {
				fputs(" ;;", stdout);
				left_in_group = pick_in(group_lo, group_hi);
			}
		} else if (next_random() % 4 == 0) {
			fputs(" ;;", stdout);
		}
		putchar('\n');
	}
	for (size_t i = 0; i < ntemplates; i++)
		free(templates[i]);
	free(templates);
	return 0;
}
