/* backend_load.c - dlopen the LLVM back end on first use. */
#include "config.h"
#include "backend/backend.h"
#include "toolpaths.h"

#include <dlfcn.h>
#include <pthread.h>

static const Backend *loaded;
static char load_error[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void)
{
	const char *path = toolpaths()->backend;
	/* RTLD_GLOBAL is not needed: the module only looks symbols up in the
	 * executable and in libLLVM, which it links itself. */
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		snprintf(load_error, sizeof load_error, "cannot load the LLVM back end: %s", dlerror());
		return;
	}
	const Backend *b = dlsym(h, BACKEND_SYMBOL);
	if (!b) {
		snprintf(load_error, sizeof load_error, "%s has no %s symbol", path, BACKEND_SYMBOL);
		return;
	}
	if (b->abi != BACKEND_ABI) {
		snprintf(load_error, sizeof load_error,
		         "%s was built for another version of asyncc (interface %u, expected %u)",
		         path, b->abi, BACKEND_ABI);
		return;
	}
	loaded = b;
}

const Backend *backend_load(Diag *d)
{
	pthread_once(&load_once, load);
	if (!loaded)
		diag_error(d, LOC_NONE, "%s", load_error);
	return loaded;
}
