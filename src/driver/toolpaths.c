/* toolpaths.c - locate the back end and the runtime; see toolpaths.h. */
#define _GNU_SOURCE 1           /* dladdr */
#include "config.h"
#include "toolpaths.h"
#include "support/arena.h"

#include <dlfcn.h>
#include <gnu/libc-version.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef ASYNCC_PKGLIBDIR
#define ASYNCC_PKGLIBDIR "/usr/local/lib/asyncc"
#endif
#ifndef ASYNCC_LIBDIR
#define ASYNCC_LIBDIR "/usr/local/lib"
#endif
#ifndef ASYNCC_BINDIR
#define ASYNCC_BINDIR "/usr/local/bin"
#endif
#ifndef ASYNCC_INCLUDEDIR
#define ASYNCC_INCLUDEDIR "/usr/local/include"
#endif

static ToolPaths paths;
static pthread_once_t paths_once = PTHREAD_ONCE_INIT;

static char *join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *s = xmalloc(n);
	snprintf(s, n, "%s/%s", dir, name);
	return s;
}

static bool exists(const char *path)
{
	return access(path, F_OK) == 0;
}

/* The directory of the running executable, or NULL. */
static char *exe_dir(void)
{
	char buf[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n <= 0)
		return NULL;
	buf[n] = 0;
	char *slash = strrchr(buf, '/');
	if (!slash)
		return NULL;
	*slash = 0;
	return xstrdup(buf);
}

static char *str_cat(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 1;
	char *s = xmalloc(n);
	snprintf(s, n, "%s%s", a, b);
	return s;
}

/* ROOT (to be freed) when the program runs as ROOT/BINDIR/asyncc and its
 * back end is at ROOT/PKGLIBDIR; NULL otherwise. */
static char *staging_root(const char *dir)
{
	size_t n = dir ? strlen(dir) : 0, k = strlen(ASYNCC_BINDIR);
	if (n <= k || strcmp(dir + n - k, ASYNCC_BINDIR) != 0)
		return NULL;
	char *root = xstrdup(dir);
	root[n - k] = 0;
	char *backend = str_cat(root, ASYNCC_PKGLIBDIR "/asyncc-llvm.so");
	bool staged = exists(backend);
	free(backend);
	if (staged)
		return root;
	free(root);
	return NULL;
}

static void compute(void)
{
	char *dir = exe_dir();
	char *built = dir ? join(dir, "backend/.libs/asyncc-llvm.so") : NULL;
	if (built && exists(built)) {
		/* src/asyncc in the build tree: the runtime is ../runtime. */
		paths.build_tree = true;
		paths.backend = built;
		char *top = join(dir, "..");
		paths.runtime_dir = join(top, "runtime/.libs");
		paths.include_dir = join(top, "include");
		free(top);
	} else {
		free(built);
		/* Installed: in the configured directories, or under the same
		 * staging root as the program (make install DESTDIR=ROOT, run
		 * as ROOT/usr/local/bin/asyncc). */
		char *staged = staging_root(dir);
		const char *root = staged ? staged : "";
		paths.backend = str_cat(root, ASYNCC_PKGLIBDIR "/asyncc-llvm.so");
		paths.runtime_dir = str_cat(root, ASYNCC_LIBDIR);
		paths.include_dir = str_cat(root, ASYNCC_INCLUDEDIR);
		free(staged);
	}
	free(dir);
	const char *env = getenv("ASYNCC_BACKEND");
	if (env && *env)
		paths.backend = env;
	env = getenv("ASYNCC_RUNTIME_DIR");
	if (env && *env) {
		paths.runtime_dir = env;
		paths.build_tree = true;
	}
	paths.runtime_so = join(paths.runtime_dir, "libasyncrt.so." ASYNCRT_SOVERSION_STR);
	paths.runtime_rpath = !is_default_libdir(paths.runtime_dir);
}

/* The directory the C library was loaded from: the loader's own system
 * directory (/usr/lib/x86_64-linux-gnu, /lib64, ...), whatever the
 * multiarch name is.  Asked of gnu_get_libc_version, which no sanitizer
 * intercepts: an AddressSanitizer build's own fopen lives in the
 * program. */
static char *libc_dir(void)
{
	Dl_info info;
	if (!dladdr((void *)&gnu_get_libc_version, &info) || !info.dli_fname || !strchr(info.dli_fname, '/'))
		return NULL;
	char *dir = xstrdup(info.dli_fname);
	*strrchr(dir, '/') = 0;
	return dir;
}

static bool same_dir(const char *real, const char *dir)
{
	char buf[PATH_MAX];
	return dir && realpath(dir, buf) && strcmp(buf, real) == 0;
}

bool is_default_libdir(const char *dir)
{
	static const char *const fixed[] = {"/lib", "/usr/lib", "/lib64", "/usr/lib64"};
	char real[PATH_MAX];
	if (!realpath(dir, real))
		return false;
	for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
		if (same_dir(real, fixed[i]))
			return true;
	char *libc = libc_dir();
	bool same = same_dir(real, libc);
	free(libc);
	return same;
}

const ToolPaths *toolpaths(void)
{
	pthread_once(&paths_once, compute);
	return &paths;
}
