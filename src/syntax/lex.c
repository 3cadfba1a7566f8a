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
	/* A chunk of a split file numbers its lines as the whole file. */
	lx->line = f->first_line;
	lx->quiet = false;
}

void lex_reset(Lexer *lx, const char *p, Loc loc)
{
	lx->p = p;
	lx->line = loc.line;
	lx->line_start = p - (loc.col - 1);
}

/* Character classes, one table lookup per character in the hot loops. */
enum {
	C_LETTER = 1,      /* a-z A-Z */
	C_DIGIT = 2,       /* 0-9 */
	C_HEX = 4,         /* 0-9 a-f A-F */
	C_BARE = 8,        /* letters, digits, _ $ . : continue a bare identifier */
	C_SUFFIX = 16,     /* C_BARE and '-': continue %name, ^bb, #alias, !alias */
	C_SPACE = 32,      /* ' ' \t \r \n */
};

#define L (C_LETTER | C_BARE | C_SUFFIX)
#define LH (L | C_HEX)
#define D (C_DIGIT | C_HEX | C_BARE | C_SUFFIX)
static const unsigned char char_class[256] = {
	['\t'] = C_SPACE, ['\n'] = C_SPACE, ['\r'] = C_SPACE, [' '] = C_SPACE,
	['$'] = C_BARE | C_SUFFIX, ['.'] = C_BARE | C_SUFFIX, ['_'] = C_BARE | C_SUFFIX,
	['-'] = C_SUFFIX,
	['0'] = D, ['1'] = D, ['2'] = D, ['3'] = D, ['4'] = D,
	['5'] = D, ['6'] = D, ['7'] = D, ['8'] = D, ['9'] = D,
	['A'] = LH, ['B'] = LH, ['C'] = LH, ['D'] = LH, ['E'] = LH, ['F'] = LH,
	['G'] = L, ['H'] = L, ['I'] = L, ['J'] = L, ['K'] = L, ['L'] = L, ['M'] = L,
	['N'] = L, ['O'] = L, ['P'] = L, ['Q'] = L, ['R'] = L, ['S'] = L, ['T'] = L,
	['U'] = L, ['V'] = L, ['W'] = L, ['X'] = L, ['Y'] = L, ['Z'] = L,
	['a'] = LH, ['b'] = LH, ['c'] = LH, ['d'] = LH, ['e'] = LH, ['f'] = LH,
	['g'] = L, ['h'] = L, ['i'] = L, ['j'] = L, ['k'] = L, ['l'] = L, ['m'] = L,
	['n'] = L, ['o'] = L, ['p'] = L, ['q'] = L, ['r'] = L, ['s'] = L, ['t'] = L,
	['u'] = L, ['v'] = L, ['w'] = L, ['x'] = L, ['y'] = L, ['z'] = L,
};
#undef L
#undef LH
#undef D

static inline bool is_class(char c, unsigned cls) { return char_class[(unsigned char)c] & cls; }
static inline bool is_letter(char c) { return is_class(c, C_LETTER); }
static inline bool is_digit(char c) { return is_class(c, C_DIGIT); }
static inline bool is_hex(char c) { return is_class(c, C_HEX); }

/* Advance p over characters of a class; the buffer ends in a NUL, which
 * belongs to no class, so no end check is needed. */
static inline const char *skip_class(const char *p, unsigned cls)
{
	/* Two at a time: one loop branch per pair of characters. */
	while ((char_class[(unsigned char)p[0]] & cls) && (char_class[(unsigned char)p[1]] & cls))
		p += 2;
	return p + ((char_class[(unsigned char)*p] & cls) != 0);
}

static Token make(Lexer *lx, TokKind k, const char *start, Loc loc)
{
	return (Token){k, start, (unsigned)(lx->p - start), loc};
}

/* Out of line: a call that stays in lex_scan would make it save
 * registers on every token. */
static __attribute__((noinline, cold)) Token error(Lexer *lx, const char *start, Loc loc, const char *msg)
{
	if (!lx->quiet)
		diag_error(lx->diag, loc, "%s", msg);
	if (lx->p == start && lx->p < lx->end)
		lx->p++;
	return make(lx, TK_ERROR, start, loc);
}

/* %foo, ^bb, #foo, !foo: a sigil and a suffix identifier (all digits,
 * or any suffix characters).  Inlined: %names are a quarter of all
 * tokens, and the call cost as much as the scan. */
static inline __attribute__((always_inline)) Token lex_sigil(Lexer *lx, TokKind k, const char *start, Loc loc)
{
	const char *p = start + 1;
	if (!is_class(*p, C_SUFFIX))
		return error(lx, start, loc, "expected an identifier after the sigil");
	lx->p = skip_class(p, is_digit(*p) ? C_DIGIT : C_SUFFIX);
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
	if (p[0] == '0' && p[1] == 'x' && is_hex(p[2])) {
		lx->p = skip_class(p + 2, C_HEX);
		return make(lx, TK_INT, start, loc);
	}
	p = skip_class(p, C_DIGIT);
	if (*p != '.' || p >= lx->end) {
		lx->p = p;
		return make(lx, TK_INT, start, loc);
	}
	p = skip_class(p + 1, C_DIGIT);
	if (*p == 'e' || *p == 'E') {
		const char *q = p + 1;
		if (*q == '+' || *q == '-')
			q++;
		if (is_digit(*q))
			p = skip_class(q, C_DIGIT);
	}
	lx->p = p;
	return make(lx, TK_FLOAT, start, loc);
}

/* Single-character tokens, by character: the token kind + 1 (0: not one
 * of them).  '-' and '{' are left out: they may start "->" and "{-#". */
static const unsigned char single_char_kind[256] = {
	['('] = TK_LPAREN + 1, [')'] = TK_RPAREN + 1, ['}'] = TK_RBRACE + 1,
	['['] = TK_LSQUARE + 1, [']'] = TK_RSQUARE + 1, ['<'] = TK_LESS + 1,
	['>'] = TK_GREATER + 1, [','] = TK_COMMA + 1, [':'] = TK_COLON + 1,
	['='] = TK_EQUAL + 1, ['?'] = TK_QUESTION + 1, ['*'] = TK_STAR + 1,
	['+'] = TK_PLUS + 1, ['|'] = TK_VBAR + 1,
};

static Token lex_unexpected(Lexer *lx, const char *start, Loc loc)
{
	char c = *start;
	if ((unsigned char)c < 0x20 || (unsigned char)c >= 0x7f) {
		lx->p = start + 1;
		return error(lx, start, loc, "unexpected character in input");
	}
	char msg[64];
	snprintf(msg, sizeof msg, "unexpected character '%c'", c);
	lx->p = start;
	return error(lx, start, loc, msg);
}

/* Everything but identifiers, SSA names and single-character tokens:
 * kept out of lex_next so that the common path stays small. */
__attribute__((noinline)) static Token lex_rest(Lexer *lx, const char *start, Loc loc)
{
	char c = *start;
	if (is_digit(c))
		return lex_number(lx, start, loc);
	switch (c) {
	case '^': return lex_sigil(lx, TK_CARET, start, loc);
	case '!': return lex_sigil(lx, TK_BANG, start, loc);
	case '#':
		if (start + 2 < lx->end && start[1] == '-' && start[2] == '}') {
			lx->p = start + 3;
			return make(lx, TK_FILE_META_END, start, loc);
		}
		return lex_sigil(lx, TK_HASH, start, loc);
	case '@':
		if (start + 1 < lx->end && start[1] == '"') {
			lx->p = start + 1;
			Token t = lex_string(lx, start + 1, loc);
			if (t.kind == TK_ERROR)
				return t;
			return make(lx, TK_AT, start, loc);
		}
		if (start + 1 < lx->end && !is_class(start[1], C_LETTER) && start[1] != '_' &&
		    is_class(start[1], C_SUFFIX)) {
			Loc after = loc;
			after.col++;
			return error(lx, start, after, "@ identifier expected to start with letter or '_'");
		}
		return lex_sigil(lx, TK_AT, start, loc);
	case '"':
		return lex_string(lx, start, loc);
	case '.':
		if (start + 2 < lx->end && start[1] == '.' && start[2] == '.') {
			lx->p = start + 3;
			return make(lx, TK_ELLIPSIS, start, loc);
		}
		return lex_unexpected(lx, start, loc);
	case '{':
		if (start + 2 < lx->end && start[1] == '-' && start[2] == '#') {
			lx->p = start + 3;
			return make(lx, TK_FILE_META_BEGIN, start, loc);
		}
		lx->p = start + 1;
		return make(lx, TK_LBRACE, start, loc);
	case '-':
		if (start + 1 < lx->end && start[1] == '>') {
			lx->p = start + 2;
			return make(lx, TK_ARROW, start, loc);
		}
		lx->p = start + 1;
		return make(lx, TK_MINUS, start, loc);
	default:
		return lex_unexpected(lx, start, loc);
	}
}

/* Comments, the end of the input and the tokens lex_rest reads: out
 * of line, and given nothing but the lexer (lx->p at the token) and
 * the token to fill, so that lex_scan keeps no registers to save and
 * jumps here as its last act. */
__attribute__((noinline)) static void lex_slow(Lexer *lx, Token *out)
{
	const char *start = lx->p;
	if (start[0] == '/' && start[1] == '/' && start + 1 < lx->end) {
		const char *nl = memchr(start, '\n', (size_t)(lx->end - start));
		lx->p = nl ? nl : lx->end;
		lex_scan(lx, out);
		return;
	}
	Loc loc = {lx->file, lx->line, (uint32_t)(start - lx->line_start) + 1};
	if (start >= lx->end)
		*out = make(lx, TK_EOF, start, loc);
	else
		*out = lex_rest(lx, start, loc);
}

void lex_scan(Lexer *lx, Token *out)
{
	/* Blanks.  No check for the end is needed: the buffer ends in a
	 * NUL, which belongs to no class. */
	const char *start = lx->p;
	/* Most often one space separates two tokens: past it at once. */
	if (start[0] == ' ' && !is_class(start[1], C_SPACE))
		start++;
	while (is_class(*start, C_SPACE)) {
		if (*start == '\n') {
			lx->line++;
			lx->line_start = start + 1;
		}
		start++;
	}
	lx->p = start;
	Loc loc = {lx->file, lx->line, (uint32_t)(start - lx->line_start) + 1};
	unsigned char c = (unsigned char)*start;
	if (is_letter((char)c) || c == '_') {
		lx->p = skip_class(start + 1, C_BARE);
		*out = make(lx, TK_BARE, start, loc);
		return;
	}
	if (single_char_kind[c]) {
		lx->p = start + 1;
		*out = make(lx, (TokKind)(single_char_kind[c] - 1), start, loc);
		return;
	}
	if (c == '%') {
		*out = lex_sigil(lx, TK_PERCENT, start, loc);
		return;
	}
	/* '{' and "->" open every region and function type: not through
	 * lex_rest unless they might be "{-#" or a lone '-'.  The buffer
	 * ends in a NUL, so start[1] is always there. */
	if ((c == '{' && start[1] != '-') || (c == '-' && start[1] == '>')) {
		lx->p = start + 1 + (c == '-');
		*out = make(lx, c == '{' ? TK_LBRACE : TK_ARROW, start, loc);
		return;
	}
	lex_slow(lx, out);
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
		[TK_ELLIPSIS] = "'...'",
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
