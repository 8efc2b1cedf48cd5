/*
 * bench/measure.c - run a command, report its wall time and peak memory.
 *
 *	measure OUTFILE COMMAND [ARG]...
 *
 * Standard output and error of the command go to /dev/null; one line
 * "SECONDS MAXRSS_KIB EXIT CPU_SECONDS" is printed (CPU: user and system
 * time of the command and its children).  Used by the benchmarks so that no
 * package beyond the compiler is needed to measure.
 */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: measure COMMAND [ARG]...\n");
		return 2;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid_t pid = fork();
	if (pid < 0) {
		perror("fork");
		return 2;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
		dup2(null, 2);
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("wait4");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	double cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
		     (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
	printf("%.3f %ld %d %.3f\n", secs, ru.ru_maxrss,
	       WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), cpu);
	return 0;
}
