/* lex.h - tokens of MLIR's textual format. */
#ifndef ASYNCC_LEX_H
#define ASYNCC_LEX_H

#include "support/diag.h"

typedef enum TokKind {
	TK_EOF,
	TK_ERROR,          /* the lexer reported it already */
	TK_BARE,           /* foo, arith.addi, i32, x, true */
	TK_PERCENT,        /* %name, %0 */
	TK_CARET,          /* ^bb0 */
	TK_AT,             /* @sym, @"quoted sym" */
	TK_HASH,           /* #alias, #dialect.attr, #1 after a value use */
	TK_BANG,           /* !alias, !async.token */
	TK_INT,            /* 42, 0x2A */
	TK_FLOAT,          /* 1.5, 2.0e-3 */
	TK_STRING,         /* "text", escapes undecoded */
	TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_RBRACE, TK_LSQUARE, TK_RSQUARE,
	TK_LESS, TK_GREATER, TK_COMMA, TK_COLON, TK_EQUAL, TK_ARROW,
	TK_QUESTION, TK_STAR, TK_MINUS, TK_PLUS, TK_VBAR,
	TK_FILE_META_BEGIN, /* {-# */
	TK_FILE_META_END,   /* #-} */
	TK_ELLIPSIS,        /* ... (llvm.func varargs) */
	TK__COUNT
} TokKind;

typedef struct Token {
	TokKind kind;
	const char *s;     /* spelling, in the source buffer */
	unsigned len;
	Loc loc;
} Token;

typedef struct Lexer {
	Diag *diag;
	uint32_t file;
	const char *text, *p, *end;
	const char *line_start;
	uint32_t line;
	bool quiet;        /* report no errors (text skipped in error recovery) */
} Lexer;

void lex_init(Lexer *lx, Diag *d, uint32_t file);
/* The next token, into *out (the parser's current token: no copy). */
void lex_scan(Lexer *lx, Token *out);
static inline Token lex_next(Lexer *lx)
{
	Token t;
	lex_scan(lx, &t);
	return t;
}
/* Restart lexing at `p` (inside the current buffer, on the same line as
 * the token that contained it): the parser splits "x4xf32" this way. */
void lex_reset(Lexer *lx, const char *p, Loc loc);
const char *tok_kind_name(TokKind k);

/* Decode a string token's escapes (\", \\, \n, \t, \XX) into buf, which
 * must hold tok.len bytes; returns the length. */
unsigned tok_string_value(const Token *t, char *buf);

#endif
