/*
 * cli/files.c - the files of a run of many: the operands in order, a
 * directory walked for its .s files, an @LIST read for its paths.
 */
#include "commands.h"
#include "../common/arena.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Does a directory walk take this file?  Its name ends in ".s". */
static bool walked_source(const char *name)
{
	size_t n = strlen(name);
	return n > 2 && strcmp(name + n - 2, ".s") == 0;
}

static void add(struct cli_files *f, char *path)
{
	f->paths = xrealloc(f->paths, (f->n + 1) * sizeof *f->paths);
	f->paths[f->n++] = path;
}

/* dir + "/" + name */
static char *join(const char *dir, const char *name)
{
	size_t n = strlen(dir);
	bool slash = n && dir[n - 1] == '/';
	char *p = xmalloc(n + strlen(name) + 2);
	sprintf(p, "%s%s%s", dir, slash ? "" : "/", name);
	return p;
}

/* The .s files under dir into f, in no order; a symbolic link to a
 * directory is not followed (as find does not), one to a file is.  False
 * after a message when a directory could not be read. */
static bool walk(const char *dir, struct cli_files *f)
{
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "ia64-predict: %s: cannot read the directory: %s\n", dir,
			strerror(errno));
		return false;
	}
	bool ok = true;
	struct dirent *e;
	errno = 0;
	while ((e = readdir(d))) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		char *path = join(dir, e->d_name);
		struct stat sb;
		bool is_dir = lstat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
		if (is_dir)
			ok &= walk(path, f);
		if (!is_dir && walked_source(e->d_name))
			add(f, path);
		else
			free(path);
		errno = 0;
	}
	if (errno) {
		fprintf(stderr, "ia64-predict: %s: cannot read the directory: %s\n", dir,
			strerror(errno));
		ok = false;
	}
	closedir(d);
	return ok;
}

static int by_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* One operand into f: a directory's .s files in byte order of their
 * paths, else the path itself.  False after a message when a directory
 * could not be read. */
static bool add_operand(const char *a, struct cli_files *f)
{
	struct stat sb;
	if (stat(a, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
		add(f, xstrdup(a));
		return true;
	}
	size_t first = f->n;
	bool ok = walk(a, f);
	if (f->n > first)
		qsort(f->paths + first, f->n - first, sizeof *f->paths, by_path);
	if (f->n == first && ok)
		fprintf(stderr, "ia64-predict: warning: %s: no .s file in it\n", a);
	return ok;
}

/* The paths LIST holds, one a line (a line's end "\n" or "\r\n"), each an
 * operand; empty lines are skipped. */
static bool add_list(const char *list, struct cli_files *f)
{
	bool from_stdin = strcmp(list, "-") == 0;
	FILE *in = from_stdin ? stdin : fopen(list, "r");
	if (!in) {
		fprintf(stderr, "ia64-predict: @%s: cannot read: %s\n", list, strerror(errno));
		return false;
	}
	bool ok = true;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	while ((n = getline(&line, &cap, in)) >= 0) {
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (n)
			ok &= add_operand(line, f);
	}
	if (ferror(in)) {
		fprintf(stderr, "ia64-predict: @%s: cannot read: %s\n", list, strerror(errno));
		ok = false;
	}
	free(line);
	if (!from_stdin)
		fclose(in);
	return ok;
}

bool cli_many_files(char *const *operands, size_t n)
{
	struct stat sb;
	return n > 1 || (n == 1 && (operands[0][0] == '@' ||
				    (stat(operands[0], &sb) == 0 && S_ISDIR(sb.st_mode))));
}

bool cli_list_files(char *const *operands, size_t n, struct cli_files *f)
{
	memset(f, 0, sizeof *f);
	bool ok = true;
	for (size_t i = 0; i < n; i++)
		ok &= operands[i][0] == '@' ? add_list(operands[i] + 1, f)
					    : add_operand(operands[i], f);
	/* a file named twice (the same inode) is kept where first named */
	struct identity { dev_t dev; ino_t ino; bool known; } *seen;
	seen = xcalloc(f->n ? f->n : 1, sizeof *seen);
	f->sizes = xcalloc(f->n ? f->n : 1, sizeof *f->sizes);
	size_t kept = 0;
	for (size_t i = 0; i < f->n; i++) {
		struct stat sb;
		bool known = stat(f->paths[i], &sb) == 0;
		bool twice = false;
		for (size_t k = 0; known && k < kept && !twice; k++)
			twice = seen[k].known && seen[k].ino == sb.st_ino && seen[k].dev == sb.st_dev;
		if (twice) {
			free(f->paths[i]);
			continue;
		}
		seen[kept] = (struct identity){known ? sb.st_dev : 0, known ? sb.st_ino : 0, known};
		f->sizes[kept] = known && S_ISREG(sb.st_mode) ? (uint64_t)sb.st_size : 0;
		f->paths[kept++] = f->paths[i];
	}
	f->n = kept;
	free(seen);
	return ok;
}

void cli_files_free(struct cli_files *f)
{
	for (size_t i = 0; i < f->n; i++)
		free(f->paths[i]);
	free(f->paths);
	free(f->sizes);
	memset(f, 0, sizeof *f);
}
