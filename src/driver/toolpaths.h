/* toolpaths.h - where asyncc finds its own parts.
 *
 * Run from the build tree (src/asyncc next to src/.libs/), it uses the
 * freshly built back end and runtime there; installed, it uses the
 * directories configure recorded, under the staging root it runs from
 * when it was installed with DESTDIR=ROOT.  ASYNCC_BACKEND and ASYNCC_RUNTIME_DIR
 * override both, for tests and for relocated installs. */
#ifndef ASYNCC_TOOLPATHS_H
#define ASYNCC_TOOLPATHS_H

#include <stdbool.h>

typedef struct ToolPaths {
	const char *backend;       /* the asyncc-llvm.so module */
	const char *runtime_dir;   /* holds libasyncrt.so and libasyncrt.a */
	const char *runtime_so;    /* libasyncrt.so.1, loaded by -run */
	const char *include_dir;   /* holds asyncrt.h */
	bool build_tree;           /* running uninstalled, or ASYNCC_RUNTIME_DIR */
	/* Whether programs linked with the runtime need a run path to find
	 * it: it is not in one of the loader's default directories. */
	bool runtime_rpath;
} ToolPaths;

/* Whether `dir` is one of the directories the dynamic loader searches
 * without being told (/lib, /usr/lib, /lib64, /usr/lib64 and the C
 * library's own directory, /usr/lib/x86_64-linux-gnu on Debian),
 * comparing real paths so that /lib/x86_64-linux-gnu is the same. */
bool is_default_libdir(const char *dir);

/* Computed on first use; the strings live until exit. */
const ToolPaths *toolpaths(void);

#endif
