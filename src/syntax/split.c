/* split.c - -split-input-file: one file, several independent modules.
 *
 * Chunks are separated by lines holding "// -----", as in MLIR's tests.
 * Each chunk is registered as a file of its own holding just its text,
 * whose lines are numbered from where the chunk starts, so that
 * diagnostics and expected-* comments keep the whole file's line numbers
 * while memory stays proportional to the file, however many chunks. */
#include "config.h"
#include "syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

static bool is_separator(const char *line, size_t len)
{
	while (len && (*line == ' ' || *line == '\t')) {
		line++;
		len--;
	}
	return len >= 8 && memcmp(line, "// -----", 8) == 0;
}

/* The file's text and name stay put; its SrcFile entry may move when
 * diag_add_file grows the table, so only they are held across calls. */
static uint32_t add_chunk(Diag *d, const char *name, const char *text, size_t begin, size_t end,
                          uint32_t line)
{
	char *chunk = xmalloc(end - begin + 1);
	memcpy(chunk, text + begin, end - begin);
	chunk[end - begin] = 0;
	uint32_t id = diag_add_file(d, name, chunk, end - begin);
	diag_file_set_first_line(d, id, line);
	return id;
}

static void push(uint32_t **chunks, unsigned *n, uint32_t id)
{
	/* Powers of two: grow when n reaches one. */
	if (*n >= 4 && (*n & (*n - 1)) == 0)
		*chunks = xrealloc(*chunks, 2 * *n * sizeof **chunks);
	(*chunks)[(*n)++] = id;
}

unsigned source_split(Ctx *c, uint32_t file, uint32_t **chunks)
{
	Diag *d = ctx_diag(c);
	const SrcFile *f = diag_file(d, file);
	const char *text = f->text, *name = f->name;
	size_t len = f->len;
	unsigned n = 0;
	*chunks = xmalloc(4 * sizeof **chunks);
	size_t at = 0, start = 0;
	uint32_t line = 1, start_line = 1;
	for (;;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t line_end = nl ? (size_t)(nl - text) : len;
		if (is_separator(text + at, line_end - at)) {
			push(chunks, &n, add_chunk(d, name, text, start, at, start_line));
			start = nl ? line_end + 1 : len;
			start_line = line + 1;
		}
		if (!nl)
			break;
		at = line_end + 1;
		line++;
	}
	push(chunks, &n, add_chunk(d, name, text, start, len, start_line));
	diag_file_skip_verify(d, file);
	return n;
}
