/* syntax.c - the tables of custom-form parsers and printers, and the
 * helpers the forms share. */
#include "config.h"
#include "forms.h"

#include <string.h>

const SyntaxParseFn syntax_parsers[SYN__COUNT] = {
#define SYNTAX(e, fn, form) [SYN_##e] = parse_##fn,
#include "syntax.def"
#undef SYNTAX
};

const SyntaxPrintFn syntax_printers[SYN__COUNT] = {
#define SYNTAX(e, fn, form) [SYN_##e] = print_##fn,
#include "syntax.def"
#undef SYNTAX
};

bool syn_colon_same_type(Parser *p, OpState *st, const UnresolvedVec *u, Type **out)
{
	if (!p_expect(p, TK_COLON, NULL))
		return false;
	Type *t = p_type(p);
	if (!t)
		return false;
	*out = t;
	return p_resolve_same(p, st, u, t);
}

void syn_print_name(Printer *pr, Op *op)
{
	const char *name = op_info(op)->name;
	size_t len = op_info(op)->name_len;
	/* Most ops are outside their default dialect: a first-character
	 * test settles those without a string comparison. */
	const char *d = pr->dialect;
	if (d && d[0] == name[0]) {
		size_t n = strlen(d);
		if (strncmp(name, d, n) == 0 && name[n] == '.' && !strchr(name + n + 1, '.')) {
			name += n + 1;
			len -= n + 1;
		}
	}
	pr_put(pr, name, len);
}

bool syn_parse_load(Parser *p, OpState *st, SynSubscripted *sub)
{
	Type *mt;
	if (!sub(p, st, &mt))
		return false;
	svec_push(&st->types, mt->elem);
	return true;
}

bool syn_parse_store(Parser *p, OpState *st, SynSubscripted *sub)
{
	Unresolved v;
	Type *mt;
	if (!p_operand(p, &v) || !p_expect(p, TK_COMMA, NULL))
		return false;
	/* The value comes first in the operand list but its type is the
	 * memref's element type, known only at the end. */
	Value *placeholder = NULL;
	svec_push(&st->operands, placeholder);
	if (!sub(p, st, &mt))
		return false;
	Value *val = p_resolve(p, &v, mt->elem);
	if (!val)
		return false;
	st->operands.v[0] = val;
	return true;
}

void syn_print_load(Printer *pr, Op *op, SynPrintSubscripted *print)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	print(pr, op, 0);
}

void syn_print_store(Printer *pr, Op *op, SynPrintSubscripted *print)
{
	syn_print_name(pr, op);
	pr_putc(pr, ' ');
	pr_value(pr, op->opnds[0].value);
	pr_puts(pr, ", ");
	print(pr, op, 1);
}

/* @name into sym_name. */
bool syn_parse_sym_name(Parser *p, OpState *st)
{
	char prefix[128];
	if (!p_is(p, TK_AT))
		return p_error(p, "%sexpected valid '@'-identifier for symbol name", p_custom_prefix(p, prefix, sizeof prefix));
	char small[256];
	char *name = p->tok.len <= sizeof small ? small : xmalloc(p->tok.len);
	unsigned n = p->tok.s[1] == '"' ? tok_string_value(&p->tok, name)
	                                : (memcpy(name, p->tok.s + 1, p->tok.len - 1), p->tok.len - 1);
	st_add_attr(p, st, "sym_name", at_string(p->ctx, name, n));
	if (name != small)
		free(name);
	p_next(p);
	return true;
}
