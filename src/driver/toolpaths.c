/* toolpaths.c - locate the back end and the runtime; see toolpaths.h. */
#include "config.h"
#include "toolpaths.h"
#include "support/arena.h"

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
		paths.backend = ASYNCC_PKGLIBDIR "/asyncc-llvm.so";
		paths.runtime_dir = ASYNCC_LIBDIR;
		paths.include_dir = ASYNCC_INCLUDEDIR;
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
}

const ToolPaths *toolpaths(void)
{
	pthread_once(&paths_once, compute);
	return &paths;
}
