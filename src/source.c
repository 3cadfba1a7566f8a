/* source.c - reading source files: plain, gzip-compressed, or stdin. */
#include "config.h"
#include "parse.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

/* Inputs larger than this are refused instead of exhausting memory:
 * the IR of a module takes several times its text. */
#define MAX_SOURCE_BYTES ((size_t)1 << 30)

/* zlib reads plain files as they are, so one reader serves both. */
static char *read_all(Diag *d, const char *path, size_t *len)
{
	bool is_stdin = strcmp(path, "-") == 0;
	gzFile f = is_stdin ? gzdopen(dup(0), "rb") : gzopen(path, "rb");
	if (!f) {
		diag_error(d, LOC_NONE, "cannot open '%s': %s", path,
		           errno ? strerror(errno) : "out of memory");
		return NULL;
	}
	size_t cap = 1 << 16, n = 0;
	char *buf = xmalloc(cap + 1);
	for (;;) {
		if (n == cap) {
			if (cap >= MAX_SOURCE_BYTES) {
				diag_error(d, LOC_NONE, "'%s' is larger than %zu MiB; refusing to compile it",
				           path, MAX_SOURCE_BYTES >> 20);
				goto fail;
			}
			cap *= 2;
			buf = xrealloc(buf, cap + 1);
		}
		unsigned want = cap - n > (1u << 30) ? (1u << 30) : (unsigned)(cap - n);
		int got = gzread(f, buf + n, want);
		if (got < 0) {
			int err;
			const char *msg = gzerror(f, &err);
			diag_error(d, LOC_NONE, "cannot read '%s': %s", path,
			           err == Z_ERRNO ? strerror(errno) : msg);
			goto fail;
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	gzclose(f);
	buf[n] = 0;
	*len = n;
	return buf;
fail:
	gzclose(f);
	free(buf);
	return NULL;
}

uint32_t source_load(Ctx *c, const char *path)
{
	Diag *d = ctx_diag(c);
	size_t len;
	errno = 0;
	char *text = read_all(d, path, &len);
	if (!text)
		return 0;
	return diag_add_file(d, strcmp(path, "-") == 0 ? "<stdin>" : path, text, len);
}
