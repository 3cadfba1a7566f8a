/* source.c - reading source files: plain, gzip-compressed, or stdin.
 *
 * A large plain file is mapped from the page cache; a small one is read
 * with one read() into a buffer sized by fstat.  Compressed input is
 * recognised by the gzip magic bytes, not by the name, and goes through
 * zlib; so does standard input, whose size is unknown. */
#include "config.h"
#include "syntax/syntax.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

/* Inputs larger than this are refused instead of exhausting memory:
 * the IR of a module takes several times its text. */
#define MAX_SOURCE_BYTES ((size_t)1 << 30)
/* Smaller files are read: mapping costs more than copying a few pages. */
#define MAP_MIN_BYTES ((size_t)64 << 10)

static bool too_large(Diag *d, const char *path)
{
	diag_error(d, LOC_NONE, "'%s' is larger than %zu MiB; refusing to compile it",
	           path, MAX_SOURCE_BYTES >> 20);
	return false;
}

/* Read everything zlib gives from f (plain or compressed). */
static char *gz_read_all(Diag *d, gzFile f, const char *path, size_t cap, size_t *len)
{
	size_t n = 0;
	char *buf = xmalloc(cap + 1);
	for (;;) {
		if (n == cap) {
			if (cap >= MAX_SOURCE_BYTES) {
				too_large(d, path);
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
	/* zlib ends a truncated stream quietly; it says so only here. */
	int err;
	const char *msg = gzerror(f, &err);
	if (err != Z_OK) {
		diag_error(d, LOC_NONE, "cannot read '%s': %s", path,
		           err == Z_BUF_ERROR ? "the compressed data is truncated" : msg);
		goto fail;
	}
	buf[n] = 0;
	*len = n;
	return buf;
fail:
	free(buf);
	return NULL;
}

static char *read_gz(Diag *d, int fd, const char *path, size_t hint, size_t *len)
{
	gzFile f = gzdopen(fd, "rb");
	if (!f) {
		close(fd);
		diag_error(d, LOC_NONE, "cannot read '%s': out of memory", path);
		return NULL;
	}
	/* A compressed file is usually several times its size. */
	size_t cap = hint ? hint * 4 : 1 << 16;
	if (cap < (1 << 16))
		cap = 1 << 16;
	if (cap > MAX_SOURCE_BYTES)
		cap = MAX_SOURCE_BYTES;
	char *text = gz_read_all(d, f, path, cap, len);
	gzclose(f);
	return text;
}

/* read() until n bytes or end of file; returns the count or -1. */
static ssize_t read_full(int fd, char *buf, size_t n)
{
	size_t got = 0;
	while (got < n) {
		ssize_t r = read(fd, buf + got, n - got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}


static bool is_gzip(const char *buf, size_t n)
{
	return n >= 2 && (unsigned char)buf[0] == 0x1f && (unsigned char)buf[1] == 0x8b;
}

/* Map a plain file whose size leaves room in its last page for the NUL
 * that ends the text: the page cache is mapped instead of copied, and
 * the kernel faults it in many pages at a time.  NULL: read it instead. */
static char *map_file(int fd, size_t size)
{
	long page = sysconf(_SC_PAGESIZE);
	if (size < MAP_MIN_BYTES || page <= 0 || size % (size_t)page == 0)
		return NULL;
#ifndef MAP_POPULATE
#define MAP_POPULATE 0
#endif
	/* Populated: one system call maps the whole file, where faulting it
	 * in took a tenth of a big module's time. */
	void *p = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	if (p == MAP_FAILED)
		return NULL;
	if (is_gzip(p, size)) {
		munmap(p, size);
		return NULL;
	}
	return p;
}

static char *read_file(Diag *d, const char *path, size_t *len, size_t *mapped)
{
	int fd = open(path, O_RDONLY);
	struct stat sb;
	if (fd < 0 || fstat(fd, &sb) != 0) {
		diag_error(d, LOC_NONE, "cannot open '%s': %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (S_ISDIR(sb.st_mode)) {
		close(fd);
		diag_error(d, LOC_NONE, "cannot read '%s': it is a directory", path);
		return NULL;
	}
	/* Pipes and character devices report no size: let zlib stream them. */
	if (!S_ISREG(sb.st_mode))
		return read_gz(d, fd, path, 0, len);
	size_t size = (size_t)sb.st_size;
	if (size > MAX_SOURCE_BYTES) {
		close(fd);
		too_large(d, path);
		return NULL;
	}
	char *map = map_file(fd, size);
	if (map) {
		close(fd);
		*len = *mapped = size;
		return map;
	}
	char *buf = xmalloc(size + 1);
	ssize_t got = read_full(fd, buf, size);
	if (got < 0) {
		diag_error(d, LOC_NONE, "cannot read '%s': %s", path, strerror(errno));
		free(buf);
		close(fd);
		return NULL;
	}
	if (is_gzip(buf, (size_t)got)) {
		free(buf);
		if (lseek(fd, 0, SEEK_SET) != 0) {
			diag_error(d, LOC_NONE, "cannot read '%s': %s", path, strerror(errno));
			close(fd);
			return NULL;
		}
		return read_gz(d, fd, path, size, len);
	}
	close(fd);
	buf[got] = 0;
	*len = (size_t)got;
	return buf;
}

uint32_t source_load(Ctx *c, const char *path)
{
	Diag *d = ctx_diag(c);
	size_t len, mapped = 0;
	bool is_stdin = strcmp(path, "-") == 0;
	char *text;
	if (is_stdin) {
		int fd = dup(0);
		if (fd < 0) {
			diag_error(d, LOC_NONE, "cannot read standard input: %s", strerror(errno));
			return 0;
		}
		text = read_gz(d, fd, "<stdin>", 0, &len);
	} else {
		text = read_file(d, path, &len, &mapped);
	}
	if (!text)
		return 0;
	if (mapped)
		return diag_add_mapped_file(d, path, text, len, mapped);
	return diag_add_file(d, is_stdin ? "<stdin>" : path, text, len);
}
