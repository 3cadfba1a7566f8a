/* diag.c - diagnostics printing and the -verify-diagnostics checker. */
#include "config.h"
#include "support/diag.h"
#include "support/arena.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

typedef struct Collected {
	DiagLevel level;
	Loc loc;
	char *msg;
	bool matched;
	bool hint;                 /* diag_hint: unexpected is not an error */
} Collected;

struct Diag {
	FILE *out;
	const char *progname;
	SrcFile *files;            /* files[0] is the unknown file */
	uint32_t nfiles, capfiles;
	unsigned errors;
	bool color, werror, nowarn;
	bool verifying;
	Collected *got;
	unsigned ngot, capgot;
};

static const char *const level_name[] = {
	[DIAG_NOTE] = "note", [DIAG_REMARK] = "remark",
	[DIAG_WARNING] = "warning", [DIAG_ERROR] = "error",
};

/* clang's colours: bold location and message, the level in its colour. */
static const char *const level_color[] = {
	[DIAG_NOTE] = "\033[1;30m", [DIAG_REMARK] = "\033[1;34m",
	[DIAG_WARNING] = "\033[1;35m", [DIAG_ERROR] = "\033[1;31m",
};
#define BOLD "\033[1m"
#define GREEN "\033[1;32m"
#define RESET "\033[0m"

Diag *diag_new(FILE *out)
{
	Diag *d = xcalloc(1, sizeof *d);
	d->out = out ? out : stderr;
	d->progname = "asyncc";
	d->capfiles = 4;
	d->files = xcalloc(d->capfiles, sizeof *d->files);
	d->files[0].name = "<unknown>";
	d->files[0].text = "";
	d->nfiles = 1;
	return d;
}

void diag_free(Diag *d)
{
	if (!d)
		return;
	for (uint32_t i = 1; i < d->nfiles; i++) {
		if (d->files[i].mapped)
			munmap((char *)d->files[i].text, d->files[i].mapped);
		else
			free((char *)d->files[i].text);
		free((char *)d->files[i].name);
		free(d->files[i].lines);
	}
	for (unsigned i = 0; i < d->ngot; i++)
		free(d->got[i].msg);
	free(d->got);
	free(d->files);
	free(d);
}

uint32_t diag_add_file(Diag *d, const char *name, char *text, size_t len)
{
	if (d->nfiles == d->capfiles) {
		d->capfiles *= 2;
		d->files = xrealloc(d->files, d->capfiles * sizeof *d->files);
	}
	SrcFile *f = &d->files[d->nfiles];
	f->name = xstrdup(name);
	f->text = text;
	f->len = len;
	/* The line table is built when a diagnostic first needs it: the
	 * lexer counts lines itself, and most compiles report nothing. */
	f->lines = NULL;
	f->nlines = 0;
	f->mapped = 0;
	f->first_line = 1;
	f->no_verify = false;
	return d->nfiles++;
}

uint32_t diag_add_mapped_file(Diag *d, const char *name, char *text, size_t len, size_t map_len)
{
	uint32_t id = diag_add_file(d, name, text, len);
	d->files[id].mapped = map_len;
	return id;
}

static void build_lines(SrcFile *f)
{
	uint32_t cap = 64;
	f->lines = xmalloc(cap * sizeof *f->lines);
	f->nlines = 0;
	f->lines[f->nlines++] = 0;
	for (const char *p = f->text, *end = f->text + f->len;
	     (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
		if (f->nlines == cap) {
			cap *= 2;
			f->lines = xrealloc(f->lines, cap * sizeof *f->lines);
		}
		f->lines[f->nlines++] = (uint32_t)(p - f->text + 1);
	}
}

/* The file with its line table. */
static const SrcFile *file_lines(Diag *d, uint32_t id)
{
	if (id == 0 || id >= d->nfiles)
		return &d->files[0];
	SrcFile *f = &d->files[id];
	if (!f->lines)
		build_lines(f);
	return f;
}

const SrcFile *diag_file(const Diag *d, uint32_t id)
{
	return id < d->nfiles ? &d->files[id] : &d->files[0];
}

void diag_file_skip_verify(Diag *d, uint32_t id)
{
	if (id && id < d->nfiles)
		d->files[id].no_verify = true;
}

void diag_file_set_first_line(Diag *d, uint32_t id, uint32_t line)
{
	if (id && id < d->nfiles)
		d->files[id].first_line = line;
}

void diag_set_output(Diag *d, FILE *out) { d->out = out ? out : stderr; }
void diag_set_color(Diag *d, bool on) { d->color = on; }
void diag_set_werror(Diag *d, bool on) { d->werror = on; }
void diag_set_no_warnings(Diag *d, bool on) { d->nowarn = on; }
void diag_set_progname(Diag *d, const char *name) { d->progname = name; }
unsigned diag_errors(const Diag *d) { return d->errors; }

/* The text of line `line` (numbered from f->first_line) without its
 * newline. */
static const char *line_text(const SrcFile *f, uint32_t line, size_t *len)
{
	if (line < f->first_line || line - f->first_line >= f->nlines)
		return NULL;
	const char *s = f->text + f->lines[line - f->first_line];
	const char *e = memchr(s, '\n', f->len - (size_t)(s - f->text));
	*len = e ? (size_t)(e - s) : f->len - (size_t)(s - f->text);
	if (*len && s[*len - 1] == '\r')
		(*len)--;
	return s;
}

/* Longer source lines are shown as a window around the caret, so that a
 * one-line megabyte of input does not become a megabyte of diagnostic. */
enum { SHOWN_COLUMNS = 160 };

static bool utf8_continuation(char c) { return ((unsigned char)c & 0xC0) == 0x80; }

static void print_source_line(Diag *d, const SrcFile *f, Loc loc)
{
	size_t len;
	const char *s = line_text(f, loc.line, &len);
	if (!s)
		return;
	size_t col = loc.col ? loc.col - 1 : 0;
	size_t start = 0, end = len;
	if (len > SHOWN_COLUMNS) {
		start = col > SHOWN_COLUMNS / 2 ? col - SHOWN_COLUMNS / 2 : 0;
		if (start > len)
			start = len;
		end = start + SHOWN_COLUMNS < len ? start + SHOWN_COLUMNS : len;
		while (start < end && utf8_continuation(s[start]))
			start++;
		while (end > start && end < len && utf8_continuation(s[end]))
			end--;
	}
	const char *before = start > 0 ? "..." : "", *after = end < len ? "..." : "";
	fprintf(d->out, "%s%.*s%s\n", before, (int)(end - start), s + start, after);
	/* The caret line copies tabs so that the caret lines up however the
	 * terminal expands them. */
	fputs(before[0] ? "   " : "", d->out);
	for (size_t i = start; i < col && i < end; i++)
		fputc(s[i] == '\t' ? '\t' : ' ', d->out);
	fprintf(d->out, "%s^%s\n", d->color ? GREEN : "", d->color ? RESET : "");
}

static void print_diag(Diag *d, DiagLevel level, Loc loc, const char *msg)
{
	const SrcFile *f = file_lines(d, loc.file);
	const char *bold = d->color ? BOLD : "", *reset = d->color ? RESET : "";
	if (loc.file && loc.line)
		fprintf(d->out, "%s%s:%u:%u: ", bold, f->name, loc.line, loc.col);
	else
		fprintf(d->out, "%s%s: ", bold, d->progname);
	fprintf(d->out, "%s%s:%s%s %s%s\n", d->color ? level_color[level] : "",
	        level_name[level], reset, bold, msg, reset);
	if (loc.file && loc.line)
		print_source_line(d, f, loc);
}

static void report(Diag *d, DiagLevel level, bool hint, Loc loc, const char *fmt, va_list ap)
	__attribute__((format(printf, 5, 0)));
static void report(Diag *d, DiagLevel level, bool hint, Loc loc, const char *fmt, va_list ap)
{
	if (level == DIAG_WARNING && d->nowarn)
		return;
	if (level == DIAG_WARNING && d->werror)
		level = DIAG_ERROR;
	char buf[1024];
	vsnprintf(buf, sizeof buf, fmt, ap);
	if (d->verifying) {
		if (d->ngot == d->capgot) {
			d->capgot = d->capgot ? 2 * d->capgot : 16;
			d->got = xrealloc(d->got, d->capgot * sizeof *d->got);
		}
		d->got[d->ngot++] = (Collected){level, loc, xstrdup(buf), false, hint};
		/* Collected errors still make the compile fail: verify mode
		 * replaces printing, not the outcome of each stage. */
		if (level == DIAG_ERROR)
			d->errors++;
		return;
	}
	if (level == DIAG_ERROR)
		d->errors++;
	print_diag(d, level, loc, buf);
}

void diag_vreport(Diag *d, DiagLevel level, Loc loc, const char *fmt, va_list ap)
{
	report(d, level, false, loc, fmt, ap);
}

void diag_hint(Diag *d, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report(d, DIAG_NOTE, true, loc, fmt, ap);
	va_end(ap);
}

void diag_report(Diag *d, DiagLevel level, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vreport(d, level, loc, fmt, ap);
	va_end(ap);
}

/* ------------------------------------------------------- verify mode */

void diag_verify_begin(Diag *d)
{
	d->verifying = true;
}

typedef struct Expected {
	DiagLevel level;
	Loc loc;                   /* line the diagnostic must be on */
	Loc at;                    /* where the comment is, for reports */
	char *text;
	bool below;                /* @below: the next line without expected-* */
} Expected;

static bool match_prefix(const char **p, const char *word)
{
	size_t n = strlen(word);
	if (strncmp(*p, word, n) != 0)
		return false;
	*p += n;
	return true;
}

/* Parse "expected-LEVEL [@+N|@-N|@above|@below|@N] {{text}}" at p.
 * As in MLIR, @above is the last line before without an expected-*
 * comment (`above`), and @below the next such line (resolved by the
 * caller: e->below). */
static bool parse_expected(Diag *d, const SrcFile *f, uint32_t fid,
                           uint32_t line, uint32_t above, const char *p, const char *eol,
                           Expected *e)
{
	e->below = false;
	const char *start = p;
	if (match_prefix(&p, "error"))
		e->level = DIAG_ERROR;
	else if (match_prefix(&p, "warning"))
		e->level = DIAG_WARNING;
	else if (match_prefix(&p, "note"))
		e->level = DIAG_NOTE;
	else if (match_prefix(&p, "remark"))
		e->level = DIAG_REMARK;
	else
		return false;
	long target = line;
	while (p < eol && *p == ' ')
		p++;
	if (*p == '@') {
		p++;
		if (match_prefix(&p, "above"))
			target = above;
		else if (match_prefix(&p, "below"))
			e->below = true;
		else if (*p == '+' || *p == '-') {
			char *end;
			long n = strtol(p, &end, 10);
			target = line + n;
			p = end;
		} else if (*p >= '0' && *p <= '9') {
			char *end;
			target = strtol(p, &end, 10);
			p = end;
		}
	}
	while (p < eol && *p == ' ')
		p++;
	Loc at = {fid, line, (uint32_t)(start - f->text - f->lines[line - f->first_line]) + 1};
	const char *open = strstr(p, "{{");
	const char *close = open ? strstr(open, "}}") : NULL;
	if (!open || open > eol || !close || close > eol) {
		diag_report(d, DIAG_ERROR, at, "expected-* comment without {{...}}");
		return false;
	}
	e->loc = (Loc){fid, (uint32_t)target, 0};
	e->at = at;
	e->text = xmalloc((size_t)(close - open - 2) + 1);
	memcpy(e->text, open + 2, (size_t)(close - open - 2));
	e->text[close - open - 2] = 0;
	return true;
}

static void check_expected(Diag *d, const Expected *e)
{
	for (unsigned i = 0; i < d->ngot; i++) {
		Collected *g = &d->got[i];
		if (g->matched || g->level != e->level || g->loc.file != e->loc.file ||
		    g->loc.line != e->loc.line || !strstr(g->msg, e->text))
			continue;
		g->matched = true;
		return;
	}
	diag_report(d, DIAG_ERROR, e->at, "expected %s \"%s\" on line %u was not produced",
	            level_name[e->level], e->text, e->loc.line);
}

/* The expected-* comments of one file, each checked against what was
 * collected; @below ones wait for the next line without any. */
static void verify_file(Diag *d, uint32_t fid)
{
	const SrcFile *f = file_lines(d, fid);
	Expected *below = NULL;
	unsigned nbelow = 0, cap = 0;
	uint32_t above = f->first_line - 1;
	for (uint32_t line = f->first_line; line - f->first_line < f->nlines; line++) {
		size_t len;
		const char *s = line_text(f, line, &len);
		const char *eol = s + len;
		bool designator = false;
		for (const char *p = s; p && p < eol;) {
			const char *hit = strstr(p, "expected-");
			if (!hit || hit >= eol)
				break;
			Expected e;
			if (parse_expected(d, f, fid, line, above, hit + 9, eol, &e)) {
				designator = true;
				if (e.below) {
					if (nbelow == cap)
						below = xrealloc(below, (cap = cap ? 2 * cap : 4) * sizeof *below);
					below[nbelow++] = e;
				} else {
					check_expected(d, &e);
					free(e.text);
				}
			}
			p = hit + 9;
		}
		if (designator)
			continue;
		above = line;
		for (unsigned i = 0; i < nbelow; i++) {
			below[i].loc.line = line;
			check_expected(d, &below[i]);
			free(below[i].text);
		}
		nbelow = 0;
	}
	for (unsigned i = 0; i < nbelow; i++) {
		below[i].loc.line = f->first_line + f->nlines;
		check_expected(d, &below[i]);
		free(below[i].text);
	}
	free(below);
}

unsigned diag_verify_end(Diag *d)
{
	d->verifying = false;
	/* Collected errors were counted as they came; from here on only the
	 * check's own findings count: missing and unexpected diagnostics. */
	d->errors = 0;
	for (uint32_t fid = 1; fid < d->nfiles; fid++)
		if (!d->files[fid].no_verify)
			verify_file(d, fid);
	for (unsigned i = 0; i < d->ngot; i++) {
		Collected *g = &d->got[i];
		if (g->matched || g->hint)
			continue;
		char buf[1200];
		snprintf(buf, sizeof buf, "unexpected %s: %s", level_name[g->level], g->msg);
		print_diag(d, DIAG_ERROR, g->loc, buf);
		d->errors++;
	}
	return d->errors;
}
