/*
 * tests/unit/test_fuzz.c - no input may crash or hang the tool.
 *
 * Takes every .s file of the test corpora, mutates it with a seeded
 * generator (flipped and inserted bytes, tokens spliced in from other
 * lines, truncation, NUL and non-ASCII bytes), and runs the whole pipeline
 * on each mutant: assemble, build the graph, predict, check.  Under
 * AddressSanitizer and UndefinedBehaviorSanitizer (as CI builds it) any
 * memory error aborts the test.  A mutant may be valid or not; the test
 * asserts only that every error comes with a count and every success with
 * a consistent prediction.
 *
 * Then, for FUZZ_SECONDS (default 60; 0: not at all), mutants of the real
 * code in the shared corpus (IA64P_CORPUS, default ../shared/corpus:
 * glibc and GNU as's testsuite), each written to tests/out/fuzz-mutant.s
 * before it runs: after a crash or a sanitizer report that file is the
 * input to keep as a regression test (tests/errors or tests/asm).
 */
#include "unit.h"
#include "../../analysis/cfg.h"
#include "../../analysis/counts.h"
#include "../../analysis/predict.h"
#include "../../analysis/report.h"
#include "../../common/arena.h"
#include "../../parser/program.h"

#include <dirent.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { MUTANTS_PER_FILE = 20, MAX_FILES = 2000 };

static uint64_t rng = 0x2545F4914F6CDD1Dull;

static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	if (n < 0) {
		fclose(f);
		return NULL;
	}
	char *buf = xmalloc((size_t)n + 1);
	*len = fread(buf, 1, (size_t)n, f);
	fclose(f);
	return buf;
}

/* Tokens that tend to reach deep code paths when spliced in. */
static const char *const splice[] = {
	"{", "}", ";;", ".mlx", ".bbb", "(p63)", "[r127]", "ar.lc", "pr.rot",
	"@gprel(", ")", "0xffffffffffffffffff", "-", ",", "=", ".align 16\n",
	".rotr a[200]\n", "alloc r1=ar.pfs,96,0,0,96\n", "br.ctop.sptk.few .L\n",
	".L:", "1:", "1b", "2f", ".proc x\n", ".endp\n", "data8 .\n",
	"// LLVM-MCA-BEGIN\n", "// LLVM-MCA-END\n", "// ia64-predict: trip=x\n",
	"movl r1=", "\"", "'", "/*", "\\", "#", "\0", "\xff\xfe", ".section .x,\"ax\"\n",
	".org 0x100\n", ".skip 3\n", "mov pr.rot=1<<16\n", "in95", "loc0", "out7",
};

static void mutate(const char *src, size_t len, struct strbuf *out)
{
	size_t n = 1 + next() % 6;
	size_t pos = 0;
	out->len = 0;
	for (size_t k = 0; k < n; k++) {
		size_t at = len ? (size_t)(next() % (len + 1)) : 0;
		if (at < pos)
			at = pos;
		for (; pos < at; pos++) {
			char c = src[pos];
			sb_printf(out, "%c", c ? c : ' ');
		}
		switch (next() % 5) {
		case 0: {	/* splice a token */
			const char *t = splice[next() % (sizeof splice / sizeof splice[0])];
			if (!*t) {	/* the NUL token */
				sb_puts(out, " ");
				out->data[out->len - 1] = '\0';
			} else {
				sb_puts(out, t);
			}
			break;
		}
		case 1:		/* drop a few bytes */
			pos += next() % 8;
			if (pos > len)
				pos = len;
			break;
		case 2:		/* a random byte */
			sb_printf(out, "%c", (char)(1 + next() % 255));
			break;
		case 3:		/* repeat a stretch */
			if (pos > 0) {
				size_t from = (size_t)(next() % pos), m = next() % 64;
				for (size_t i = 0; i < m && from + i < pos; i++)
					sb_printf(out, "%c", src[from + i] ? src[from + i] : ' ');
			}
			break;
		default:	/* truncate here */
			pos = len;
			break;
		}
	}
	for (; pos < len; pos++)
		sb_printf(out, "%c", src[pos] ? src[pos] : ' ');
}

static void run_pipeline(const char *text, size_t len)
{
	struct program *p = program_assemble("fuzz.s", text, len);
	if (p->errors == 0) {
		struct cfg_options co = {.default_trip_count = 7};
		struct cfg *g = cfg_build(p, &co);
		if (g) {
			struct model_config m;
			assert_true(model_config_init(&m, "montecito"));
			struct prediction *pr = predict_program(p, g, &m);
			assert_non_null(pr);
			assert_null(report_check(pr));
			struct strbuf o = {0};
			struct counts *cnt = counts_compute(pr, NULL);
			assert_null(counts_check(cnt));
			struct views_request all = {true, true, true, true, 0, 2, false};
			report_text(&o, pr, cnt, NULL, &all);
			report_json_file(&o, pr, cnt, NULL, &all);
			counts_free(cnt);
			sb_free(&o);
			predict_free(pr);
			cfg_free(g);
		}
	}
	program_free(p);
}

/* The .s files of dir, appended to *list. */
static void list_sources(const char *dir, char ***list, size_t *n)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t nl = strlen(e->d_name);
		if (nl < 3 || strcmp(e->d_name + nl - 2, ".s") != 0)
			continue;
		*list = xrealloc(*list, (*n + 1) * sizeof **list);
		(*list)[*n] = xmalloc(strlen(dir) + nl + 2);
		sprintf((*list)[(*n)++], "%s/%s", dir, e->d_name);
	}
	closedir(d);
}

static void fuzz_corpus(void **state)
{
	(void)state;
	static const char *const dirs[] = {"tests/encode", "tests/bundling",
					   "tests/golden", "tests/errors", "examples"};
	char **paths = NULL;
	size_t npaths = 0, files = 0, mutants = 0;
	for (size_t d = 0; d < sizeof dirs / sizeof dirs[0]; d++)
		list_sources(dirs[d], &paths, &npaths);
	struct strbuf m = {0};
	FILE *sink = fopen("/dev/null", "w");
	diag_set_stream(sink);
	for (size_t i = 0; i < npaths && files < MAX_FILES; i++) {
		size_t len;
		char *src = slurp(paths[i], &len);
		if (!src)
			continue;
		files++;
		run_pipeline(src, len);	/* the original too */
		for (int k = 0; k < MUTANTS_PER_FILE; k++) {
			mutate(src, len, &m);
			run_pipeline(m.data ? m.data : "", m.len);
			mutants++;
		}
		free(src);
	}
	diag_set_stream(NULL);
	fclose(sink);
	sb_free(&m);
	for (size_t i = 0; i < npaths; i++)
		free(paths[i]);
	free(paths);
	print_message("fuzzed %zu files, %zu mutants\n", files, mutants);
	assert_true(files > 50);
}

static void fuzz_shared_corpus(void **state)
{
	(void)state;
	const char *env = getenv("FUZZ_SECONDS");
	double seconds = env ? strtod(env, NULL) : 60;
	if (!(seconds > 0))
		return;
	const char *corpus = getenv("IA64P_CORPUS");
	char dir[512];
	char **files = NULL;
	size_t nfiles = 0;
	snprintf(dir, sizeof dir, "%s/glibc", corpus ? corpus : "../shared/corpus");
	list_sources(dir, &files, &nfiles);
	snprintf(dir, sizeof dir, "%s/gas-ia64-testsuite", corpus ? corpus : "../shared/corpus");
	list_sources(dir, &files, &nfiles);
	assert_true(nfiles > 100);	/* the corpus is there (CI has it) */
	FILE *sink = fopen("/dev/null", "w");
	diag_set_stream(sink);
	mkdir("tests/out", 0777);
	struct strbuf m = {0};
	size_t mutants = 0;
	struct timespec t0, t;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		const char *path = files[next() % nfiles];
		size_t len;
		char *src = slurp(path, &len);
		if (!src)
			continue;
		mutate(src, len, &m);
		free(src);
		FILE *keep = fopen("tests/out/fuzz-mutant.s", "wb");
		if (keep) {
			fwrite(m.data ? m.data : "", 1, m.len, keep);
			fclose(keep);
		}
		/* a hang is a failure too: SIGALRM ends the test, the mutant
		 * kept (no corpus file takes a sanitized build a minute) */
		alarm(60);
		run_pipeline(m.data ? m.data : "", m.len);
		alarm(0);
		mutants++;
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while ((double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec) < seconds);
	diag_set_stream(NULL);
	fclose(sink);
	sb_free(&m);
	for (size_t i = 0; i < nfiles; i++)
		free(files[i]);
	free(files);
	print_message("fuzzed %zu mutants of %zu corpus files in %.0f s\n", mutants, nfiles,
		      seconds);
	assert_true(mutants > 0);
}

static void random_bytes(void **state)
{
	(void)state;
	FILE *sink = fopen("/dev/null", "w");
	diag_set_stream(sink);
	char buf[512];
	for (int k = 0; k < 300; k++) {
		size_t n = next() % sizeof buf;
		for (size_t i = 0; i < n; i++)
			buf[i] = (char)(next() % 256);
		run_pipeline(buf, n);
	}
	diag_set_stream(NULL);
	fclose(sink);
}

int main(void)
{
	/* FUZZ_SEED=n explores other mutants; the default is fixed so that CI
	 * runs the same cases every time */
	const char *seed = getenv("FUZZ_SEED");
	if (seed)
		rng ^= strtoull(seed, NULL, 0) * 0x9E3779B97F4A7C15ull;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(fuzz_corpus),
		cmocka_unit_test(random_bytes),
		cmocka_unit_test(fuzz_shared_corpus),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	insn_table_free();
	return rc;
}
