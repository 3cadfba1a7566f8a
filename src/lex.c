/* lex.c - the lexer: one token at a time, straight from the buffer.
 *
 * Tokens point into the source text; nothing is copied.  Lines and
 * columns are tracked as newlines go by, so every token carries its
 * location for diagnostics at no extra cost. */
#include "config.h"
#include "lex.h"

#include <stdio.h>
#include <string.h>

void lex_init(Lexer *lx, Diag *d, uint32_t file)
{
	const SrcFile *f = diag_file(d, file);
	lx->diag = d;
	lx->file = file;
	lx->text = lx->p = lx->line_start = f->text;
	lx->end = f->text + f->len;
	lx->line = 1;
}

void lex_reset(Lexer *lx, const char *p, Loc loc)
{
	lx->p = p;
	lx->line = loc.line;
	lx->line_start = p - (loc.col - 1);
}

static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_bare_char(char c) { return is_letter(c) || is_digit(c) || c == '_' || c == '$' || c == '.'; }
static bool is_suffix_char(char c) { return is_bare_char(c) || c == '-'; }

static Token make(Lexer *lx, TokKind k, const char *start, Loc loc)
{
	return (Token){k, start, (unsigned)(lx->p - start), loc};
}

static Token error(Lexer *lx, const char *start, Loc loc, const char *msg)
{
	diag_error(lx->diag, loc, "%s", msg);
	if (lx->p == start && lx->p < lx->end)
		lx->p++;
	return make(lx, TK_ERROR, start, loc);
}

static void skip_space(Lexer *lx)
{
	for (;;) {
		const char *p = lx->p;
		while (p < lx->end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) {
			if (*p == '\n') {
				lx->line++;
				lx->line_start = p + 1;
			}
			p++;
		}
		lx->p = p;
		if (p + 1 < lx->end && p[0] == '/' && p[1] == '/') {
			const char *nl = memchr(p, '\n', (size_t)(lx->end - p));
			lx->p = nl ? nl : lx->end;
			continue;
		}
		return;
	}
}

/* %foo, ^bb, #foo, !foo: a sigil and a suffix identifier. */
static Token lex_sigil(Lexer *lx, TokKind k, const char *start, Loc loc)
{
	lx->p++;
	if (lx->p >= lx->end || !is_suffix_char(*lx->p))
		return error(lx, start, loc, "expected an identifier after the sigil");
	if (is_digit(*lx->p)) {
		while (lx->p < lx->end && is_digit(*lx->p))
			lx->p++;
	} else {
		while (lx->p < lx->end && is_suffix_char(*lx->p))
			lx->p++;
	}
	return make(lx, k, start, loc);
}

static Token lex_string(Lexer *lx, const char *start, Loc loc)
{
	lx->p++;
	while (lx->p < lx->end) {
		char c = *lx->p++;
		if (c == '"')
			return make(lx, TK_STRING, start, loc);
		if (c == '\n' || c == 0)
			break;
		if (c == '\\') {
			if (lx->p >= lx->end)
				break;
			char e = *lx->p;
			if (e == '"' || e == '\\' || e == 'n' || e == 't') {
				lx->p++;
			} else if (lx->p + 1 < lx->end && is_hex(e) && is_hex(lx->p[1])) {
				lx->p += 2;
			} else {
				return error(lx, start, loc, "unknown escape in string literal");
			}
		}
	}
	lx->p = start + 1;
	return error(lx, start, loc, "unterminated string literal");
}

static Token lex_number(Lexer *lx, const char *start, Loc loc)
{
	const char *p = lx->p;
	if (p + 2 < lx->end && p[0] == '0' && p[1] == 'x' && is_hex(p[2])) {
		p += 2;
		while (p < lx->end && is_hex(*p))
			p++;
		lx->p = p;
		return make(lx, TK_INT, start, loc);
	}
	while (p < lx->end && is_digit(*p))
		p++;
	if (p >= lx->end || *p != '.') {
		lx->p = p;
		return make(lx, TK_INT, start, loc);
	}
	p++;
	while (p < lx->end && is_digit(*p))
		p++;
	if (p < lx->end && (*p == 'e' || *p == 'E')) {
		const char *q = p + 1;
		if (q < lx->end && (*q == '+' || *q == '-'))
			q++;
		if (q < lx->end && is_digit(*q)) {
			while (q < lx->end && is_digit(*q))
				q++;
			p = q;
		}
	}
	lx->p = p;
	return make(lx, TK_FLOAT, start, loc);
}

Token lex_next(Lexer *lx)
{
	skip_space(lx);
	const char *start = lx->p;
	Loc loc = {lx->file, lx->line, (uint32_t)(start - lx->line_start) + 1};
	if (start >= lx->end)
		return make(lx, TK_EOF, start, loc);
	char c = *start;
	if (is_letter(c) || c == '_') {
		lx->p++;
		while (lx->p < lx->end && is_bare_char(*lx->p))
			lx->p++;
		return make(lx, TK_BARE, start, loc);
	}
	if (is_digit(c))
		return lex_number(lx, start, loc);
	switch (c) {
	case '%': return lex_sigil(lx, TK_PERCENT, start, loc);
	case '^': return lex_sigil(lx, TK_CARET, start, loc);
	case '!': return lex_sigil(lx, TK_BANG, start, loc);
	case '#':
		if (start + 2 < lx->end && start[1] == '-' && start[2] == '}') {
			lx->p += 3;
			return make(lx, TK_FILE_META_END, start, loc);
		}
		return lex_sigil(lx, TK_HASH, start, loc);
	case '@':
		if (start + 1 < lx->end && start[1] == '"') {
			lx->p++;
			Token t = lex_string(lx, start + 1, loc);
			if (t.kind == TK_ERROR)
				return t;
			return make(lx, TK_AT, start, loc);
		}
		return lex_sigil(lx, TK_AT, start, loc);
	case '"': return lex_string(lx, start, loc);
	case '(': lx->p++; return make(lx, TK_LPAREN, start, loc);
	case ')': lx->p++; return make(lx, TK_RPAREN, start, loc);
	case '{':
		if (start + 2 < lx->end && start[1] == '-' && start[2] == '#') {
			lx->p += 3;
			return make(lx, TK_FILE_META_BEGIN, start, loc);
		}
		lx->p++;
		return make(lx, TK_LBRACE, start, loc);
	case '}': lx->p++; return make(lx, TK_RBRACE, start, loc);
	case '[': lx->p++; return make(lx, TK_LSQUARE, start, loc);
	case ']': lx->p++; return make(lx, TK_RSQUARE, start, loc);
	case '<': lx->p++; return make(lx, TK_LESS, start, loc);
	case '>': lx->p++; return make(lx, TK_GREATER, start, loc);
	case ',': lx->p++; return make(lx, TK_COMMA, start, loc);
	case ':': lx->p++; return make(lx, TK_COLON, start, loc);
	case '=': lx->p++; return make(lx, TK_EQUAL, start, loc);
	case '?': lx->p++; return make(lx, TK_QUESTION, start, loc);
	case '*': lx->p++; return make(lx, TK_STAR, start, loc);
	case '+': lx->p++; return make(lx, TK_PLUS, start, loc);
	case '|': lx->p++; return make(lx, TK_VBAR, start, loc);
	case '-':
		lx->p++;
		if (lx->p < lx->end && *lx->p == '>') {
			lx->p++;
			return make(lx, TK_ARROW, start, loc);
		}
		return make(lx, TK_MINUS, start, loc);
	default:
		break;
	}
	lx->p++;
	if ((unsigned char)c < 0x20 || (unsigned char)c >= 0x7f)
		return error(lx, start, loc, "unexpected character in input");
	char msg[64];
	snprintf(msg, sizeof msg, "unexpected character '%c'", c);
	lx->p = start;
	return error(lx, start, loc, msg);
}

const char *tok_kind_name(TokKind k)
{
	static const char *const names[TK__COUNT] = {
		[TK_EOF] = "end of file", [TK_ERROR] = "invalid token",
		[TK_BARE] = "identifier", [TK_PERCENT] = "SSA value",
		[TK_CARET] = "block name", [TK_AT] = "symbol",
		[TK_HASH] = "attribute alias", [TK_BANG] = "type alias",
		[TK_INT] = "integer", [TK_FLOAT] = "float", [TK_STRING] = "string",
		[TK_LPAREN] = "'('", [TK_RPAREN] = "')'", [TK_LBRACE] = "'{'",
		[TK_RBRACE] = "'}'", [TK_LSQUARE] = "'['", [TK_RSQUARE] = "']'",
		[TK_LESS] = "'<'", [TK_GREATER] = "'>'", [TK_COMMA] = "','",
		[TK_COLON] = "':'", [TK_EQUAL] = "'='", [TK_ARROW] = "'->'",
		[TK_QUESTION] = "'?'", [TK_STAR] = "'*'", [TK_MINUS] = "'-'",
		[TK_PLUS] = "'+'", [TK_VBAR] = "'|'",
		[TK_FILE_META_BEGIN] = "'{-#'", [TK_FILE_META_END] = "'#-}'",
	};
	return k < TK__COUNT ? names[k] : "token";
}

static int hexval(char c)
{
	return is_digit(c) ? c - '0' : (c | 32) - 'a' + 10;
}

unsigned tok_string_value(const Token *t, char *buf)
{
	/* Both "text" and @"text" spell their value between the quotes. */
	const char *p = memchr(t->s, '"', t->len) + 1;
	const char *e = t->s + t->len - 1;
	unsigned n = 0;
	while (p < e) {
		char c = *p++;
		if (c != '\\') {
			buf[n++] = c;
			continue;
		}
		c = *p++;
		switch (c) {
		case 'n': buf[n++] = '\n'; break;
		case 't': buf[n++] = '\t'; break;
		case '"': case '\\': buf[n++] = c; break;
		default:
			buf[n++] = (char)(hexval(c) * 16 + hexval(*p));
			p++;
			break;
		}
	}
	return n;
}
