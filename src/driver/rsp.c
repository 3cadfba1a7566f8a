/* rsp.c - @file response files, read the way gcc reads them.
 *
 * Build systems use them when a command line grows past the system's
 * limit, so they must split exactly as gcc does or arguments with
 * spaces break:
 *   - white space separates arguments;
 *   - 'single' and "double" quotes keep white space inside an argument,
 *     and may start or end in the middle of one (a"b c"d is "ab cd");
 *     "" on its own is an empty argument;
 *   - a backslash takes the next character literally, inside quotes too;
 *   - an argument read from a file that starts with @ is expanded in
 *     turn (nested response files);
 *   - an @file that cannot be read stays as it is, an argument.
 * Arguments after "-run [options] FILE" belong to the program and are
 * not touched. */
#include "config.h"
#include "driver.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Far more than any build needs; stops @a containing @a. */
#define MAX_EXPANSIONS 1000

typedef struct Expand {
	Diag *d;
	StrVec out;
	unsigned expansions;
	int run_state;             /* 0; 1 after "-run"; 2 after its FILE */
	bool failed;
} Expand;

static void expand_arg(Expand *e, const char *arg);

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Split a file's text into arguments and expand each. */
static void split(Expand *e, const char *s, size_t len)
{
	char *word = xmalloc(len + 1);
	const char *end = s + len;
	while (s < end) {
		while (s < end && is_space(*s))
			s++;
		if (s == end)
			break;
		size_t n = 0;
		char quote = 0;
		for (; s < end; s++) {
			char c = *s;
			if (c == '\\' && s + 1 < end) {
				word[n++] = *++s;
			} else if (quote) {
				if (c == quote)
					quote = 0;
				else
					word[n++] = c;
			} else if (c == '\'' || c == '"') {
				quote = c;
			} else if (is_space(c)) {
				break;
			} else {
				word[n++] = c;
			}
		}
		word[n] = 0;
		expand_arg(e, str_keep(xstrdup(word)));
	}
	free(word);
}

/* The text of a response file, or NULL when it cannot be read (then the
 * argument is kept, as gcc does). */
static char *slurp(Expand *e, const char *path, size_t *len)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return NULL;
	if (S_ISDIR(st.st_mode)) {
		diag_error(e->d, LOC_NONE, "response file '%s' is a directory", path);
		e->failed = true;
		return NULL;
	}
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0;
	char *buf = xmalloc(cap);
	size_t got;
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	fclose(f);
	*len = n;
	return buf;
}

static void expand_arg(Expand *e, const char *arg)
{
	if (e->failed)
		return;
	if (arg[0] != '@' || e->run_state == 2) {
		sv_push(&e->out, arg);
		/* After -run, the first word that is not an option is FILE. */
		if (e->run_state == 1 && (arg[0] != '-' || arg[1] == 0))
			e->run_state = 2;
		else if (e->run_state == 0 && strcmp(arg, "-run") == 0)
			e->run_state = 1;
		return;
	}
	size_t len;
	char *text = slurp(e, arg + 1, &len);
	if (!text) {
		sv_push(&e->out, arg);
		return;
	}
	if (++e->expansions > MAX_EXPANSIONS) {
		diag_error(e->d, LOC_NONE, "more than %d response files: does '%s' include itself?",
		           MAX_EXPANSIONS, arg);
		e->failed = true;
		free(text);
		return;
	}
	split(e, text, len);
	free(text);
}

bool expand_response_files(Diag *d, int *argc, char ***argv)
{
	Expand e = {.d = d};
	sv_push(&e.out, (*argv)[0]);
	for (int i = 1; i < *argc; i++)
		expand_arg(&e, (*argv)[i]);
	if (e.failed) {
		sv_free(&e.out);
		return false;
	}
	*argc = (int)e.out.n;
	*argv = e.out.v;
	return true;
}
