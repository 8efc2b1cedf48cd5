/*
 * cli/input.c - reading the file named on the command line: a ".S" file
 * goes through the C preprocessor first, as `gcc -c` would take it.
 */
#include "commands.h"
#include "../common/arena.h"
#include "../common/diag.h"
#include "../parser/program.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* What an IA-64 Linux gcc defines before any file (its target macros;
 * the host's are removed with -undef). */
static const char *const ia64_predefines[] = {
	"-D__ASSEMBLER__", "-D__ia64__=1", "-D__ia64=1", "-D__linux__=1",
	"-D__linux=1", "-D__gnu_linux__=1", "-D__unix__=1", "-D__unix=1",
	"-D__ELF__=1", "-D__LP64__=1", "-D_LP64=1",
};

bool cli_is_preprocessed_source(const char *path)
{
	size_t n = strlen(path);
	return n > 2 && strcmp(path + n - 2, ".S") == 0;
}

/* Starts the preprocessor on path; its output is read from *out. */
static pid_t start_cpp(const char *path, const struct input_options *o, FILE **out)
{
	size_t n = 0, cap = 16 + o->ncpp_args + sizeof ia64_predefines / sizeof *ia64_predefines;
	char **argv = xcalloc(cap, sizeof *argv);
	const char *cpp = getenv("IA64_PREDICT_CPP");
	argv[n++] = (char *)(cpp && *cpp ? cpp : "cpp");
	argv[n++] = "-undef";
	argv[n++] = "-x";
	argv[n++] = "assembler-with-cpp";
	for (size_t i = 0; i < sizeof ia64_predefines / sizeof *ia64_predefines; i++)
		argv[n++] = (char *)ia64_predefines[i];
	for (size_t i = 0; i < o->ncpp_args; i++)
		argv[n++] = (char *)o->cpp_args[i];
	argv[n++] = (char *)path;
	argv[n] = NULL;
	int fd[2];
	if (pipe(fd) != 0) {
		free(argv);
		return -1;
	}
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
	posix_spawn_file_actions_addclose(&fa, fd[0]);
	posix_spawn_file_actions_addclose(&fa, fd[1]);
	pid_t pid;
	int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	free(argv);
	close(fd[1]);
	if (rc != 0) {
		close(fd[0]);
		errno = rc;
		return -1;
	}
	*out = fdopen(fd[0], "r");
	return pid;
}

struct program *cli_read_program(const char *path, const struct input_options *o,
				 bool bytes_only)
{
	struct asm_options ao = {.bytes_only = bytes_only, .include_dirs = o->include_dirs,
				 .ninclude_dirs = o->ninclude_dirs,
				 .unwind_errors = o->unwind_errors,
				 .check_dependencies = o->check_dependencies && !bytes_only,
				 .automatic = o->automatic,
				 .no_dependencies = o->no_dependencies,
				 .tune_itanium1 = o->tune_itanium1};
	if (!cli_is_preprocessed_source(path)) {
		struct program *p = program_assemble_file(path, NULL, &ao);
		if (p->errors) {
			program_free(p);
			return NULL;
		}
		return p;
	}
	if (access(path, R_OK) != 0) {
		struct src_loc l = {path, 1, 1, NULL};
		diag_error(&l, "cannot open '%s': %s", path, strerror(errno));
		return NULL;
	}
	FILE *f = NULL;
	pid_t pid = start_cpp(path, o, &f);
	if (pid < 0 || !f) {
		struct src_loc l = {path, 1, 1, NULL};
		diag_error(&l, "cannot run the C preprocessor for '%s': %s", path,
			   strerror(errno));
		return NULL;
	}
	/* all of it first: as with gcc -c, a file the preprocessor rejects is
	 * not assembled */
	char *text = NULL;
	size_t len = 0, cap = 0;
	for (;;) {
		if (cap - len < 65536) {
			cap = cap ? 2 * cap : 1 << 20;
			text = xrealloc(text, cap);
		}
		size_t got = fread(text + len, 1, cap - len, f);
		len += got;
		if (got == 0)
			break;
	}
	fclose(f);
	int status = 0;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		if (!WIFEXITED(status)) {
			struct src_loc l = {path, 1, 1, NULL};
			diag_error(&l, "the C preprocessor was killed reading '%s'", path);
		}	/* else it has said why */
		free(text);
		return NULL;
	}
	FILE *in = len ? fmemopen(text, len, "r") : fopen("/dev/null", "r");
	if (!in) {
		struct src_loc l = {path, 1, 1, NULL};
		diag_error(&l, "cannot read the preprocessed '%s': %s", path, strerror(errno));
		free(text);
		return NULL;
	}
	struct program *p = program_assemble_file(path, in, &ao);
	fclose(in);
	free(text);
	if (p->errors) {
		program_free(p);
		return NULL;
	}
	return p;
}
