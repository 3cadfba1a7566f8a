/* cg_link.c - join the objects of a module compiled in parts into one
 * relocatable object with the system linker, `ld -r`, as a cc driver
 * runs `as` for its assembly.  The parts go through a private temporary
 * directory that is removed afterwards. */
#include "config.h"
#include "cg.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static bool write_file(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return false;
	bool ok = fwrite(data, 1, len, f) == len;
	return (fclose(f) == 0) && ok;
}

static bool read_file(const char *path, char **out, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	struct stat st;
	if (fstat(fileno(f), &st) != 0) {
		fclose(f);
		return false;
	}
	*len = (size_t)st.st_size;
	*out = xmalloc(*len + 1);
	bool ok = fread(*out, 1, *len, f) == *len;
	fclose(f);
	if (!ok) {
		free(*out);
		*out = NULL;
	}
	return ok;
}

static char *path_in(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *s = xmalloc(n);
	snprintf(s, n, "%s/%s", dir, name);
	return s;
}

/* Run argv; its exit status, 127 if it could not be started (as the
 * shell says), or -1. */
static int run_tool(char **argv)
{
	pid_t pid;
	int e = posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ);
	if (e) {
		errno = e;
		return -1;
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

int cg_link_objects(Diag *d, char *const *objs, size_t *lens, unsigned n,
                    char **out, size_t *len)
{
	const char *tmp = getenv("TMPDIR");
	char *dir = path_in(tmp && *tmp ? tmp : "/tmp", "asyncc-XXXXXX");
	if (!mkdtemp(dir)) {
		diag_error(d, LOC_NONE, "cannot create a temporary directory: %s", strerror(errno));
		free(dir);
		return 0;
	}
	const char *ld = getenv("ASYNCC_LD");
	char **argv = xcalloc(n + 5, sizeof *argv);
	unsigned argc = 0;
	argv[argc++] = (char *)(ld && *ld ? ld : "ld");
	argv[argc++] = "-r";
	argv[argc++] = "-o";
	char *merged = argv[argc++] = path_in(dir, "module.o");
	int ok = 1;
	for (unsigned i = 0; i < n && ok > 0; i++) {
		char name[32];
		snprintf(name, sizeof name, "part%u.o", i);
		argv[argc] = path_in(dir, name);
		ok = write_file(argv[argc++], objs[i], lens[i]);
		if (!ok)
			diag_error(d, LOC_NONE, "cannot write '%s': %s", argv[argc - 1], strerror(errno));
	}
	if (ok > 0) {
		int rc = run_tool(argv);
		if (rc < 0 || rc == 127) {
			ok = -1;   /* no linker: the caller compiles in one piece */
		} else if (rc != 0) {
			diag_error(d, LOC_NONE, "'%s -r' failed joining the object's parts", argv[0]);
			ok = 0;
		}
	}
	if (ok > 0 && !read_file(merged, out, len)) {
		diag_error(d, LOC_NONE, "cannot read '%s': %s", merged, strerror(errno));
		ok = 0;
	}
	for (unsigned i = 3; i < argc; i++) {
		unlink(argv[i]);
		free(argv[i]);
	}
	free(argv);
	rmdir(dir);
	free(dir);
	return ok;
}
