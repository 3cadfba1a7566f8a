/* split.c - -split-input-file: one file, several independent modules.
 *
 * Chunks are separated by lines holding "// -----", as in MLIR's tests.
 * Each chunk is registered as a file of its own holding just its text,
 * whose lines are numbered from where the chunk starts, so that
 * diagnostics and expected-* comments keep the whole file's line numbers
 * while memory stays proportional to the file, however many chunks. */
#include "config.h"
#include "parse.h"

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

static uint32_t add_chunk(Diag *d, const SrcFile *f, size_t begin, size_t end, uint32_t line)
{
	char *text = xmalloc(end - begin + 1);
	memcpy(text, f->text + begin, end - begin);
	text[end - begin] = 0;
	uint32_t id = diag_add_file(d, f->name, text, end - begin);
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
	unsigned n = 0;
	*chunks = xmalloc(4 * sizeof **chunks);
	size_t at = 0, start = 0;
	uint32_t line = 1, start_line = 1;
	for (;;) {
		/* diag_add_file may move the file table: look the file up anew. */
		const SrcFile *f = diag_file(d, file);
		const char *nl = memchr(f->text + at, '\n', f->len - at);
		size_t line_end = nl ? (size_t)(nl - f->text) : f->len;
		if (is_separator(f->text + at, line_end - at)) {
			push(chunks, &n, add_chunk(d, f, start, at, start_line));
			start = nl ? line_end + 1 : f->len;
			start_line = line + 1;
		}
		if (!nl)
			break;
		at = line_end + 1;
		line++;
	}
	push(chunks, &n, add_chunk(d, diag_file(d, file), start, diag_file(d, file)->len, start_line));
	diag_file_skip_verify(d, file);
	return n;
}
