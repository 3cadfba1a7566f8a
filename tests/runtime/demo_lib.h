/* demo_lib.h - what the printer demos (print_demo.c, memref_utils_demo.c)
 * share: the libraries named on the command line, looked up by symbol,
 * and memref descriptors packed for any rank up to 4.  Each demo calls a
 * library's functions through dlsym only, so the same program drives
 * libasyncrt and MLIR's runner utilities and the outputs can be diffed. */
#ifndef ASYNCRT_TESTS_DEMO_LIB_H
#define ASYNCRT_TESTS_DEMO_LIB_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { DEMO_MAX_LIBS = 8, DEMO_MAX_RANK = 4 };

static void *demo_libs[DEMO_MAX_LIBS];
static int demo_nlibs;
static const char *demo_prog;

/* dlopen every argument; 0, or 2 after a message. */
static int demo_open(const char *prog, int argc, char **argv)
{
	demo_prog = prog;
	for (int i = 1; i < argc && demo_nlibs < DEMO_MAX_LIBS; i++) {
		demo_libs[demo_nlibs] = dlopen(argv[i], RTLD_NOW | RTLD_GLOBAL);
		if (!demo_libs[demo_nlibs]) {
			fprintf(stderr, "%s: %s\n", prog, dlerror());
			return 2;
		}
		demo_nlibs++;
	}
	return 0;
}

/* The first library's definition of name; a missing one ends the run. */
static void *demo_sym(const char *name)
{
	for (int i = 0; i < demo_nlibs; i++) {
		void *p = dlsym(demo_libs[i], name);
		if (p)
			return p;
	}
	fprintf(stderr, "%s: %s not found\n", demo_prog, name);
	exit(2);
}

/* A ranked memref descriptor: its offset, sizes and strides sit where a
 * descriptor of `rank` has them, which pack() arranges. */
struct desc {
	void *alloc, *aligned;
	int64_t w[1 + 2 * DEMO_MAX_RANK];
};

static void *pack(struct desc *d, int rank, void *data, int64_t off,
                  const int64_t *sizes, const int64_t *strides)
{
	d->alloc = d->aligned = data;
	d->w[0] = off;
	for (int i = 0; i < rank; i++) {
		d->w[1 + i] = sizes[i];
		d->w[1 + rank + i] = strides[i];
	}
	return d;
}

/* xorshift64: the same values on every run. */
static uint64_t demo_next(uint64_t *state)
{
	uint64_t x = *state;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *state = x;
}

#endif
