/* split.c - -split-input-file: one file, several independent modules.
 *
 * Chunks are separated by lines holding "// -----", as in MLIR's tests.
 * Each chunk is registered as a file of its own whose text keeps every
 * line of the original but blanks those outside the chunk, so that line
 * numbers in diagnostics and expected-* comments still match the file. */
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

unsigned source_split(Ctx *c, uint32_t file, uint32_t **chunks)
{
	Diag *d = ctx_diag(c);
	const SrcFile *f = diag_file(d, file);
	/* Copy what diag_add_file may move before taking pointers. */
	char *name = xstrdup(f->name);
	size_t len = f->len;
	char *text = xmalloc(len + 1);
	memcpy(text, f->text, len + 1);
	unsigned n = 0, cap = 4;
	*chunks = xmalloc(cap * sizeof **chunks);
	size_t start = 0;
	while (start <= len) {
		/* Find the end of this chunk: the next separator line or EOF. */
		size_t end = start, next = len + 1;
		while (end < len) {
			const char *nl = memchr(text + end, '\n', len - end);
			size_t line_end = nl ? (size_t)(nl - text) : len;
			if (is_separator(text + end, line_end - end)) {
				next = nl ? line_end + 1 : len + 1;
				break;
			}
			end = nl ? line_end + 1 : len;
		}
		char *chunk = xmalloc(len + 1);
		for (size_t i = 0; i < len; i++)
			chunk[i] = (i >= start && i < end) || text[i] == '\n' ? text[i] : ' ';
		chunk[len] = 0;
		if (n == cap) {
			cap *= 2;
			*chunks = xrealloc(*chunks, cap * sizeof **chunks);
		}
		(*chunks)[n++] = diag_add_file(d, name, chunk, len);
		start = next;
		if (next > len)
			break;
	}
	diag_file_skip_verify(d, file);
	free(name);
	free(text);
	return n;
}
