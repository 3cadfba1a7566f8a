/* The lexer: every token kind, locations, escapes and errors. */
#include "config.h"
#include "unit.h"
#include "syntax/lex.h"

typedef struct LexFix {
	Diag *d;
	char *buf;
	size_t len;
	FILE *out;
	Lexer lx;
} LexFix;

static void lex_open(LexFix *f, const char *src)
{
	f->buf = NULL;
	f->out = open_memstream(&f->buf, &f->len);
	f->d = diag_new(f->out);
	size_t n = strlen(src);
	char *copy = malloc(n + 1);
	memcpy(copy, src, n + 1);
	lex_init(&f->lx, f->d, diag_add_file(f->d, "t.mlir", copy, n));
}

static void lex_close(LexFix *f)
{
	diag_free(f->d);
	fclose(f->out);
	free(f->buf);
}

static const char *lex_diags(LexFix *f)
{
	fflush(f->out);
	return f->buf ? f->buf : "";
}

/* The kinds of all tokens in src, up to and including TK_EOF. */
static unsigned kinds_of(const char *src, TokKind *out, unsigned max)
{
	LexFix f;
	lex_open(&f, src);
	unsigned n = 0;
	for (;;) {
		Token t = lex_next(&f.lx);
		if (n < max)
			out[n++] = t.kind;
		if (t.kind == TK_EOF)
			break;
	}
	lex_close(&f);
	return n;
}

Test(lex, every_token_kind)
{
	static const struct { const char *text; TokKind kind; } cases[] = {
		{"foo", TK_BARE}, {"arith.addi", TK_BARE}, {"_x$.1", TK_BARE},
		{"%name", TK_PERCENT}, {"%0", TK_PERCENT}, {"%x-y", TK_PERCENT},
		{"^bb0", TK_CARET}, {"@sym", TK_AT}, {"@\"quoted sym\"", TK_AT},
		{"#alias", TK_HASH}, {"#arith.fastmath", TK_HASH}, {"!async.token", TK_BANG},
		{"42", TK_INT}, {"0x2A", TK_INT}, {"1.5", TK_FLOAT}, {"2.0e-3", TK_FLOAT},
		{"3.", TK_FLOAT}, {"\"text\"", TK_STRING}, {"(", TK_LPAREN}, {")", TK_RPAREN},
		{"{", TK_LBRACE}, {"}", TK_RBRACE}, {"[", TK_LSQUARE}, {"]", TK_RSQUARE},
		{"<", TK_LESS}, {">", TK_GREATER}, {",", TK_COMMA}, {":", TK_COLON},
		{"=", TK_EQUAL}, {"->", TK_ARROW}, {"?", TK_QUESTION}, {"*", TK_STAR},
		{"-", TK_MINUS}, {"+", TK_PLUS}, {"|", TK_VBAR}, {"{-#", TK_FILE_META_BEGIN},
		{"#-}", TK_FILE_META_END}, {"...", TK_ELLIPSIS}, {"", TK_EOF},
	};
	bool seen[TK__COUNT] = {false};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		TokKind k[4];
		unsigned n = kinds_of(cases[i].text, k, 4);
		cr_assert_eq(k[0], cases[i].kind, "'%s' lexed as %s, not %s", cases[i].text,
		             tok_kind_name(k[0]), tok_kind_name(cases[i].kind));
		if (cases[i].kind != TK_EOF)
			cr_assert_eq(n, 2, "'%s' is not one token", cases[i].text);
		seen[cases[i].kind] = true;
	}
	/* TK_ERROR has its own tests; every other kind is covered. */
	for (unsigned k = 0; k < TK__COUNT; k++)
		cr_assert(seen[k] || k == TK_ERROR, "no case for %s", tok_kind_name((TokKind)k));
}

Test(lex, spellings_and_locations)
{
	LexFix f;
	lex_open(&f, "  %a = arith.addi %b, %c : i32 // comment\n\t^bb1(%x: f32):\n");
	static const struct { const char *s; unsigned line, col; } want[] = {
		{"%a", 1, 3}, {"=", 1, 6}, {"arith.addi", 1, 8}, {"%b", 1, 19}, {",", 1, 21},
		{"%c", 1, 23}, {":", 1, 26}, {"i32", 1, 28}, {"^bb1", 2, 2}, {"(", 2, 6},
		{"%x", 2, 7}, {":", 2, 9}, {"f32", 2, 11}, {")", 2, 14}, {":", 2, 15},
	};
	for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
		Token t = lex_next(&f.lx);
		cr_assert_eq(t.len, strlen(want[i].s));
		cr_assert(memcmp(t.s, want[i].s, t.len) == 0, "token %zu is '%.*s'", i, (int)t.len, t.s);
		cr_assert_eq(t.loc.line, want[i].line, "'%s' on line %u", want[i].s, t.loc.line);
		cr_assert_eq(t.loc.col, want[i].col, "'%s' at column %u", want[i].s, t.loc.col);
	}
	cr_assert_eq(lex_next(&f.lx).kind, TK_EOF);
	cr_assert_str_empty(lex_diags(&f));
	lex_close(&f);
}

Test(lex, numbers_stop_where_they_should)
{
	TokKind k[8];
	/* "4x8xf32" starts with an integer; the parser splits the rest. */
	unsigned n = kinds_of("4x8xf32", k, 8);
	cr_assert_eq(n, 3);
	cr_assert_eq(k[0], TK_INT);
	cr_assert_eq(k[1], TK_BARE);
	/* "1e5" has no '.', so it is an integer and an identifier. */
	n = kinds_of("1e5", k, 8);
	cr_assert_eq(k[0], TK_INT);
	cr_assert_eq(k[1], TK_BARE);
	/* "-1" is a minus and an integer. */
	n = kinds_of("-1", k, 8);
	cr_assert_eq(n, 3);
	cr_assert_eq(k[0], TK_MINUS);
	cr_assert_eq(k[1], TK_INT);
	/* An exponent without digits is not part of the float. */
	n = kinds_of("2.5e", k, 8);
	cr_assert_eq(k[0], TK_FLOAT);
	cr_assert_eq(k[1], TK_BARE);
}

Test(lex, string_escapes)
{
	LexFix f;
	lex_open(&f, "\"a\\\"b\\\\c\\n\\t\\41\\0A\" @\"sym\\20x\"");
	Token t = lex_next(&f.lx);
	cr_assert_eq(t.kind, TK_STRING);
	char buf[64];
	unsigned n = tok_string_value(&t, buf);
	cr_assert_eq(n, 9);
	cr_assert(memcmp(buf, "a\"b\\c\n\tA\n", 9) == 0);
	t = lex_next(&f.lx);
	cr_assert_eq(t.kind, TK_AT);
	n = tok_string_value(&t, buf);
	cr_assert_eq(n, 5);
	cr_assert(memcmp(buf, "sym x", 5) == 0);
	lex_close(&f);
}

static void lex_error_case(const char *src, const char *msg, unsigned col)
{
	LexFix f;
	lex_open(&f, src);
	Token t;
	do
		t = lex_next(&f.lx);
	while (t.kind != TK_ERROR && t.kind != TK_EOF);
	cr_assert_eq(t.kind, TK_ERROR, "no error token in '%s'", src);
	cr_assert_eq(t.loc.col, col, "error at column %u, not %u", t.loc.col, col);
	cr_assert(strstr(lex_diags(&f), msg), "'%s' reported:\n%s", src, lex_diags(&f));
	/* The lexer always moves on: no token loops forever. */
	for (int i = 0; i < 100 && t.kind != TK_EOF; i++)
		t = lex_next(&f.lx);
	cr_assert_eq(t.kind, TK_EOF);
	lex_close(&f);
}

Test(lex, errors)
{
	lex_error_case("x $", "unexpected character '$'", 3);
	lex_error_case("x \x01", "unexpected character in input", 3);
	lex_error_case("x \xc3\xa9", "unexpected character in input", 3);
	lex_error_case("% x", "expected an identifier after the sigil", 1);
	lex_error_case("^", "expected an identifier after the sigil", 1);
	lex_error_case("\"abc", "unterminated string literal", 1);
	lex_error_case("\"ab\ncd\"", "unterminated string literal", 1);
	lex_error_case("\"a\\qb\"", "unknown escape in string literal", 1);
	lex_error_case("@\"abc", "unterminated string literal", 1);
}

Test(lex, quiet_mode_reports_nothing)
{
	LexFix f;
	lex_open(&f, "$ \"unterminated");
	f.lx.quiet = true;
	cr_assert_eq(lex_next(&f.lx).kind, TK_ERROR);
	cr_assert_eq(lex_next(&f.lx).kind, TK_ERROR);
	cr_assert_str_empty(lex_diags(&f));
	lex_close(&f);
}

Test(lex, first_line_and_reset)
{
	LexFix f;
	lex_open(&f, "a b\nc d");
	/* A chunk of a split file numbers its lines from where it starts. */
	diag_file_set_first_line(f.d, 1, 40);
	lex_init(&f.lx, f.d, 1);
	Token t = lex_next(&f.lx);
	cr_assert(t.kind == TK_BARE && t.s[0] == 'a' && t.loc.line == 40 && t.loc.col == 1);
	lex_next(&f.lx);
	t = lex_next(&f.lx);
	cr_assert(t.s[0] == 'c' && t.loc.line == 41);
	/* Restart in the middle of a token, keeping the column right. */
	lex_init(&f.lx, f.d, 1);
	t = lex_next(&f.lx);
	lex_reset(&f.lx, t.s + 2, (Loc){1, 40, 3});
	t = lex_next(&f.lx);
	cr_assert(t.s[0] == 'b' && t.loc.col == 3 && t.loc.line == 40);
	lex_close(&f);
}

Test(lex, kind_names)
{
	for (unsigned k = 0; k < TK__COUNT; k++)
		cr_assert(tok_kind_name((TokKind)k) != NULL);
	cr_assert_str_eq(tok_kind_name(TK_ARROW), "'->'");
}
