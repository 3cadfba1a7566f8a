/* out.c - outputs that appear whole or not at all.
 *
 * make trusts any file newer than its sources, so a truncated object
 * left by a failed or interrupted compile would poison the next build.
 * Every output is therefore written to a temporary file in the target's
 * directory (same file system, so rename is atomic) and renamed over the
 * target once complete.  Until then both the temporary and the target
 * are on a list of files to remove: on error the driver removes them,
 * on SIGINT/SIGTERM/SIGHUP/SIGPIPE the signal handler does, after
 * stopping the child that may still be writing one of them.  Removing
 * the target too is what cc does: after a failed compile the old output
 * is stale.  Only regular files are ever removed, never /dev/null.
 *
 * The handler uses only async-signal-safe calls (kill, waitpid, lstat,
 * unlink, signal, raise); the list changes with the signals blocked. */
#include "config.h"
#include "driver.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const int cleanup_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
#define NSIGNALS (sizeof cleanup_signals / sizeof *cleanup_signals)

static char **victims;
static volatile size_t nvictims;
static size_t capvictims;
static volatile pid_t child;
static mode_t file_mode, exec_mode;  /* 0666 and 0777 under the umask */

static void block(sigset_t *old)
{
	sigset_t set;
	sigemptyset(&set);
	for (size_t i = 0; i < NSIGNALS; i++)
		sigaddset(&set, cleanup_signals[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

static void unblock(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

bool removable(const char *path)
{
	struct stat st;
	return lstat(path, &st) != 0 || S_ISREG(st.st_mode);
}

static void remove_victims(void)
{
	for (size_t i = 0; i < nvictims; i++) {
		struct stat st;
		if (lstat(victims[i], &st) == 0 && S_ISREG(st.st_mode))
			unlink(victims[i]);
	}
	nvictims = 0;
}

static void on_signal(int sig)
{
	/* The signal is blocked while the handler runs, so raise() below
	 * only makes it pending: the handler returns, into whatever the
	 * program was doing, before it takes effect.  errno must be as it
	 * was (ThreadSanitizer: "signal handler spoils errno"). */
	int saved_errno = errno;
	pid_t pid = child;
	if (pid > 0) {
		/* The child may be writing a temporary: stop it before
		 * removing, or it could create the file again. */
		kill(pid, sig == SIGPIPE ? SIGTERM : sig);
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			;
	}
	remove_victims();
	signal(sig, SIG_DFL);
	raise(sig);
	errno = saved_errno;
}

static void at_exit(void)
{
	remove_victims();
}

void cleanup_init(void)
{
	mode_t mask = umask(0);
	umask(mask);
	file_mode = 0666 & ~mask;
	exec_mode = 0777 & ~mask;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < NSIGNALS; i++)
		sigaddset(&sa.sa_mask, cleanup_signals[i]);
	for (size_t i = 0; i < NSIGNALS; i++) {
		/* Keep a signal ignored if our parent ignored it (nohup). */
		struct sigaction old;
		sigaction(cleanup_signals[i], NULL, &old);
		if (old.sa_handler != SIG_IGN)
			sigaction(cleanup_signals[i], &sa, NULL);
	}
	atexit(at_exit);
}

void cleanup_set_child(int pid)
{
	child = pid;
}

static void add_victim(const char *path)
{
	char *copy = xstrdup(path);
	sigset_t old;
	block(&old);
	for (size_t i = 0; i < nvictims; i++)
		if (strcmp(victims[i], path) == 0) {
			unblock(&old);
			free(copy);
			return;
		}
	if (nvictims == capvictims) {
		capvictims = capvictims ? 2 * capvictims : 16;
		victims = xrealloc(victims, capvictims * sizeof *victims);
	}
	victims[nvictims] = copy;
	nvictims++;
	unblock(&old);
}

/* Forget a path: it is complete (or removed) and must stay as it is. */
static void forget_victim(const char *path)
{
	sigset_t old;
	block(&old);
	for (size_t i = 0; i < nvictims; i++)
		if (strcmp(victims[i], path) == 0) {
			free(victims[i]);
			victims[i] = victims[nvictims - 1];
			nvictims--;
			break;                 /* add_victim keeps them unique */
		}
	unblock(&old);
}

/* "dir/name" -> "dir/.name.XXXXXX": hidden, so that wildcards in
 * Makefiles do not pick it up while it is written. */
static char *temp_template(const char *path)
{
	const char *base = path_base(path);
	return str_printf("%.*s.%s.XXXXXX", (int)(base - path), path, base);
}

/* Create the temporary for `path` and register both for removal. */
static char *make_temp(Diag *d, const char *path, int *fd)
{
	char *tmp = temp_template(path);
	sigset_t old;
	block(&old);
	*fd = mkstemp(tmp);
	int err = errno;
	if (*fd >= 0) {
		if (removable(path))
			add_victim(path);
		add_victim(tmp);
	}
	unblock(&old);
	if (*fd < 0) {
		diag_error(d, LOC_NONE, "cannot create '%s': %s", path, strerror(err));
		free(tmp);
		return NULL;
	}
	return tmp;
}

void out_guard(const char *path)
{
	if (strcmp(path, "-") != 0 && removable(path))
		add_victim(path);
}

FILE *out_open_in_place(Diag *d, OutFile *o, const char *path)
{
	o->path = path;
	o->tmp = NULL;
	o->fp = fopen(path, "wb");
	if (!o->fp)
		diag_error(d, LOC_NONE, "cannot open '%s': %s", path, strerror(errno));
	return o->fp;
}

FILE *out_open(Diag *d, OutFile *o, const char *path)
{
	o->path = path;
	o->tmp = NULL;
	if (strcmp(path, "-") == 0)
		return o->fp = stdout;
	if (!removable(path))              /* /dev/null, a FIFO: never replaced */
		return out_open_in_place(d, o, path);
	int fd;
	o->tmp = make_temp(d, path, &fd);
	if (!o->tmp)
		return o->fp = NULL;
	o->fp = fdopen(fd, "wb");
	return o->fp;
}

bool out_commit_temp(Diag *d, const char *tmp, const char *path, bool executable)
{
	if (strcmp(tmp, path) == 0)
		return true;
	bool ok = chmod(tmp, executable ? exec_mode : file_mode) == 0 && rename(tmp, path) == 0;
	if (!ok) {
		diag_error(d, LOC_NONE, "cannot write '%s': %s", path, strerror(errno));
		out_discard_temp(tmp, path);
		return false;
	}
	forget_victim(tmp);
	forget_victim(path);
	return true;
}

void out_discard_temp(const char *tmp, const char *path)
{
	if (tmp && strcmp(tmp, path) != 0) {
		unlink(tmp);
		forget_victim(tmp);
	}
	if (removable(path))
		unlink(path);
	forget_victim(path);
}

bool out_close(Diag *d, OutFile *o, bool ok)
{
	if (!o->fp)
		return false;
	if (!o->tmp) {                     /* standard output, a device, a temporary */
		bool is_stdout = o->fp == stdout;
		if ((is_stdout ? fflush(o->fp) : fclose(o->fp)) != 0 && ok) {
			diag_error(d, LOC_NONE, "cannot write '%s': %s", o->path, strerror(errno));
			ok = false;
		}
		o->fp = NULL;
		return ok;
	}
	int err = 0;
	if (fflush(o->fp) != 0 || ferror(o->fp))
		err = errno ? errno : EIO;
	if (fclose(o->fp) != 0 && !err)
		err = errno;
	o->fp = NULL;
	if (ok && err) {
		diag_error(d, LOC_NONE, "cannot write '%s': %s", o->path, strerror(err));
		ok = false;
	}
	if (ok)
		ok = out_commit_temp(d, o->tmp, o->path, false);
	else
		out_discard_temp(o->tmp, o->path);
	free(o->tmp);
	o->tmp = NULL;
	return ok;
}

char *out_temp_for(Diag *d, const char *path, bool dry_run)
{
	if (!removable(path))
		return xstrdup(path);          /* a device: written in place */
	if (dry_run)
		return temp_template(path);
	int fd;
	char *tmp = make_temp(d, path, &fd);
	if (tmp)
		close(fd);
	return tmp;
}

char *temp_file(Diag *d, const char *stem, const char *suffix, bool dry_run)
{
	const char *dir = getenv("TMPDIR");
	if (!dir || !*dir)
		dir = "/tmp";
	char *tmp = str_printf("%s/asyncc-%s-XXXXXX%s", dir, stem, suffix);
	if (dry_run)
		return tmp;
	sigset_t old;
	block(&old);
	int fd = mkstemps(tmp, (int)strlen(suffix));
	int err = errno;
	if (fd >= 0)
		add_victim(tmp);
	unblock(&old);
	if (fd < 0) {
		diag_error(d, LOC_NONE, "cannot create a temporary file in '%s': %s", dir, strerror(err));
		free(tmp);
		return NULL;
	}
	close(fd);
	return tmp;
}

/* A generated header that has not changed keeps its file, and with it
 * its modification time: make and ninja then recompile none of the C
 * files that include it. */
bool out_write_if_changed(Diag *d, const char *path, const char *data, size_t len)
{
	if (strcmp(path, "-") != 0 && removable(path)) {
		FILE *old = fopen(path, "rb");
		bool same = false;
		if (old) {
			char *buf = xmalloc(len + 1);
			same = fread(buf, 1, len + 1, old) == len && memcmp(buf, data, len) == 0;
			free(buf);
			fclose(old);
		}
		if (same) {
			forget_victim(path);
			return true;
		}
	}
	OutFile o;
	FILE *f = out_open(d, &o, path);
	if (!f)
		return false;
	fwrite(data, 1, len, f);
	return out_close(d, &o, true);
}
