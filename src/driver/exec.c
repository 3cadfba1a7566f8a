/* exec.c - external commands: printing them and running them. */
#include "config.h"
#include "driver.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

/* As clang's -### prints: every word in double quotes, with the
 * characters the shell would still interpret escaped, so that a line can
 * be pasted back into a shell. */
void print_command(FILE *f, char *const *argv)
{
	for (; *argv; argv++) {
		fputs(" \"", f);
		for (const char *s = *argv; *s; s++) {
			if (*s == '"' || *s == '\\' || *s == '$' || *s == '`')
				fputc('\\', f);
			fputc(*s, f);
		}
		fputc('"', f);
	}
	fputc('\n', f);
}

int run_command(Diag *d, char *const *argv)
{
	/* The signals stay blocked here until the child's pid is recorded,
	 * so that the cleanup handler can always stop it; the child gets the
	 * mask asyncc had (exec resets the handlers to their defaults). */
	sigset_t block, old;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGPIPE);
	sigprocmask(SIG_BLOCK, &block, &old);

	posix_spawnattr_t attr;
	posix_spawnattr_init(&attr);
	posix_spawnattr_setsigmask(&attr, &old);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK);

	pid_t pid;
	int err = posix_spawnp(&pid, argv[0], NULL, &attr, argv, environ);
	posix_spawnattr_destroy(&attr);
	if (err) {
		sigprocmask(SIG_SETMASK, &old, NULL);
		diag_error(d, LOC_NONE, "cannot run '%s': %s", argv[0], strerror(err));
		return -1;
	}
	cleanup_set_child(pid);
	sigprocmask(SIG_SETMASK, &old, NULL);

	int status;
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			cleanup_set_child(0);
			diag_error(d, LOC_NONE, "waiting for '%s': %s", argv[0], strerror(errno));
			return -1;
		}
	}
	cleanup_set_child(0);
	if (WIFSIGNALED(status)) {
		diag_error(d, LOC_NONE, "'%s' was killed by signal %d (%s)", argv[0],
		           WTERMSIG(status), strsignal(WTERMSIG(status)));
		return -1;
	}
	return WEXITSTATUS(status);
}
