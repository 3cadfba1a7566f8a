/* toolpaths.h - where asyncc finds its own parts.
 *
 * Run from the build tree (src/asyncc next to src/.libs/), it uses the
 * freshly built back end and runtime there; installed, it uses the
 * directories configure recorded.  ASYNCC_BACKEND and ASYNCC_RUNTIME_DIR
 * override both, for tests and for relocated installs. */
#ifndef ASYNCC_TOOLPATHS_H
#define ASYNCC_TOOLPATHS_H

#include <stdbool.h>

typedef struct ToolPaths {
	const char *backend;       /* the asyncc-llvm.so module */
	const char *runtime_dir;   /* holds libasyncrt.so and libasyncrt.a */
	const char *runtime_so;    /* libasyncrt.so.1, loaded by -run */
	const char *include_dir;   /* holds asyncrt.h */
	bool build_tree;           /* running uninstalled: link with an rpath */
} ToolPaths;

/* Computed on first use; the strings live until exit. */
const ToolPaths *toolpaths(void);

#endif
