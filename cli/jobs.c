/*
 * cli/jobs.c - jobs run in worker processes, a few at a time: each job in
 * a process of its own (forked), what it sends back and what it writes on
 * standard error collected here.
 *
 * Processes, not threads: the analysis keeps state in globals (the
 * diagnostics' stream and error count, which the report swaps while it
 * reruns analyses; tables and caches built on first use in machine/,
 * parser/ and analysis/; the report's clipping flag), and warnings go to
 * standard error as they are found.  A process per job: no state of one
 * analysis reaches another, each job's messages are its own, and a crash
 * ends one job only.
 */
#include "commands.h"
#include "../common/arena.h"
#include "../common/strbuf.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* How often tick is called while jobs run, in milliseconds. */
#define TICK_MS 100

/* A job running: its process, and the pipes of its result and its
 * standard error (-1 once read to the end). */
struct slot {
	pid_t pid;
	size_t index;
	int fd[2];
	struct strbuf got[2];
};

static bool write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* In the new process: the job, its result written to fd. */
static void child(const struct cli_jobs *j, size_t index, int result_fd, int err_fd)
{
	/* standard error, and standard output lest a stray write reach the
	 * report, go to the job's messages */
	if (dup2(err_fd, STDERR_FILENO) < 0 || dup2(err_fd, STDOUT_FILENO) < 0)
		_exit(127);
	close(err_fd);
	struct strbuf out = {0};
	int rc = j->run(j->ctx, index, &out);
	if (!write_all(result_fd, out.data ? out.data : "", out.len))
		rc = rc ? rc : 1;
	sb_free(&out);
	close(result_fd);
	/* not exit: what this process holds of the parent's (its jobs,
	 * results) is the parent's to free */
	fflush(NULL);
	_exit(rc);
}

/* A pipe whose ends a program the job runs (the C preprocessor) does not
 * inherit. */
static int pipe_cloexec(int fd[2])
{
	if (pipe(fd) != 0)
		return -1;
	fcntl(fd[0], F_SETFD, FD_CLOEXEC);
	fcntl(fd[1], F_SETFD, FD_CLOEXEC);
	return 0;
}

/* Starts job index in s; false, with errno set, when it cannot. */
static bool start(const struct cli_jobs *j, size_t index, struct slot *s)
{
	int result[2], err[2];
	if (pipe_cloexec(result) != 0)
		return false;
	if (pipe_cloexec(err) != 0) {
		int e = errno;
		close(result[0]);
		close(result[1]);
		errno = e;
		return false;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		close(result[0]);
		close(err[0]);
		child(j, index, result[1], err[1]);
	}
	int e = errno;
	close(result[1]);
	close(err[1]);
	if (pid < 0) {
		close(result[0]);
		close(err[0]);
		errno = e;
		return false;
	}
	*s = (struct slot){.pid = pid, .index = index, .fd = {result[0], err[0]}};
	return true;
}

/* Reads what is there on fd k of s; closes it at its end. */
static void drain(struct slot *s, int k)
{
	char buf[65536];
	ssize_t n = read(s->fd[k], buf, sizeof buf);
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n > 0) {
		sb_append(&s->got[k], buf, (size_t)n);
		return;
	}
	close(s->fd[k]);
	s->fd[k] = -1;
}

/* Job s has ended (both pipes read to the end): its process reaped and
 * its outcome handed to ended. */
static void reap(const struct cli_jobs *j, struct slot *s)
{
	int status = 0;
	while (waitpid(s->pid, &status, 0) < 0 && errno == EINTR)
		;
	j->ended(j->ctx, s->index, &s->got[0], &s->got[1], status);
	sb_free(&s->got[0]);
	sb_free(&s->got[1]);
}

bool cli_run_jobs(const struct cli_jobs *j)
{
	int workers = j->workers < 1 ? 1 : j->workers;
	if ((size_t)workers > j->n)
		workers = j->n ? (int)j->n : 1;
	struct slot *slot = xcalloc((size_t)workers, sizeof *slot);
	struct pollfd *pfd = xcalloc(2 * (size_t)workers, sizeof *pfd);
	size_t next = 0;
	int running = 0;
	bool ok = true;
	while (running || (ok && next < j->n)) {
		for (int w = 0; w < workers && next < j->n; w++) {
			if (slot[w].pid)
				continue;
			if (start(j, next, &slot[w])) {
				next++;
				running++;
				continue;
			}
			/* out of processes or descriptors: tried again when a job
			 * ends; with none running, the jobs left are not run */
			if (!running) {
				fprintf(stderr, "ia64-predict: cannot start a worker process: %s\n",
					strerror(errno));
				ok = false;
			}
			break;
		}
		if (!ok)
			break;
		int npfd = 0;
		for (int w = 0; w < workers; w++)
			for (int k = 0; slot[w].pid && k < 2; k++)
				if (slot[w].fd[k] >= 0)
					pfd[npfd++] = (struct pollfd){.fd = slot[w].fd[k], .events = POLLIN};
		/* a failed poll leaves every revents 0: tried again */
		if (npfd)
			poll(pfd, (nfds_t)npfd, TICK_MS);
		for (int w = 0, p = 0; w < workers; w++) {
			for (int k = 0; slot[w].pid && k < 2; k++)
				if (slot[w].fd[k] >= 0 && pfd[p++].revents)
					drain(&slot[w], k);
			if (slot[w].pid && slot[w].fd[0] < 0 && slot[w].fd[1] < 0) {
				reap(j, &slot[w]);
				slot[w].pid = 0;
				running--;
			}
		}
		if (j->tick)
			j->tick(j->ctx);
	}
	free(pfd);
	free(slot);
	return ok;
}
