/* deps.c - dependency files for make, as gcc writes them.
 *
 * Automake's depmode=gcc3 runs "asyncc -MT x.o -MD -MP -MF .deps/x.Tpo
 * -c -o x.o x.mlir" and expects a make fragment in the .Tpo.  A .mlir
 * file includes nothing, so the rule names the input alone:
 *
 *   x.o: x.mlir
 *
 * -MP adds an empty rule for every dependency except the main input, as
 * gcc's does; with no includes there is none to add yet.  Names are
 * quoted for make: "$" becomes "$$", "#" becomes "\#", and a space or tab
 * gets a backslash (the backslashes before it doubled). */
#include "config.h"
#include "driver.h"

#include <string.h>

char *make_quote(const char *s)
{
	Buf b;
	buf_init(&b);
	for (const char *p = s; *p; p++) {
		if (*p == ' ' || *p == '\t') {
			/* Backslashes before a blank are escapes to make: double them. */
			for (const char *q = p; q > s && q[-1] == '\\'; q--)
				buf_putc(&b, '\\');
			buf_putc(&b, '\\');
		} else if (*p == '$') {
			buf_putc(&b, '$');
		} else if (*p == '#') {
			buf_putc(&b, '\\');
		}
		buf_putc(&b, *p);
	}
	buf_putc(&b, 0);
	return str_keep(b.data);
}

const char *deps_path(const Driver *d, const Input *in)
{
	if (d->deps.file)
		return d->deps.file;
	/* gcc: with -o (compiling only), the output with its suffix replaced;
	 * otherwise the input's base name with .d. */
	if (d->output && (d->mode == MODE_OBJECT || d->mode == MODE_ASM || d->mode == MODE_HEADER)) {
		const char *base = path_base(d->output);
		const char *dot = strrchr(base, '.');
		size_t n = dot ? (size_t)(dot - d->output) : strlen(d->output);
		return str_keep(str_printf("%.*s.d", (int)n, d->output));
	}
	return default_output(in->path, ".d");
}

/* Lines wrap as gcc wraps them, so long names stay readable. */
static void put_word(Buf *b, size_t *col, const char *w)
{
	size_t n = strlen(w);
	if (*col > 0 && *col + 1 + n > 76) {
		buf_puts(b, " \\\n ");
		*col = 1;
	} else if (*col > 0) {
		buf_putc(b, ' ');
		(*col)++;
	}
	buf_puts(b, w);
	*col += n;
}

bool write_deps(Driver *d, const Input *in, const char *object, const char *also)
{
	Buf b;
	buf_init(&b);
	size_t col = 0;
	if (d->deps.targets.n)
		for (unsigned i = 0; i < d->deps.targets.n; i++)
			put_word(&b, &col, d->deps.targets.v[i]);
	else
		put_word(&b, &col, make_quote(object));
	if (also && !d->deps.targets.n)
		put_word(&b, &col, make_quote(also));
	buf_putc(&b, ':');
	col++;
	/* The dependencies: the input itself (standard input has none). */
	const char *deps[] = {strcmp(in->path, "-") ? in->path : NULL};
	size_t ndeps = deps[0] ? 1 : 0;
	for (size_t i = 0; i < ndeps; i++)
		put_word(&b, &col, make_quote(deps[i]));
	buf_putc(&b, '\n');
	for (size_t i = 1; d->deps.phony && i < ndeps; i++)
		buf_printf(&b, "\n%s:\n", make_quote(deps[i]));

	OutFile o;
	FILE *f = out_open(d->diag, &o, deps_path(d, in));
	if (!f) {
		buf_free(&b);
		return false;
	}
	fwrite(b.data, 1, b.len, f);
	buf_free(&b);
	return out_close(d->diag, &o, true);
}
