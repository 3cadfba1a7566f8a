/* print.c - the printer: types, attributes, SSA names, regions, the
 * generic op form, and the module.
 *
 * Names are assigned per isolated op (function) before it is printed, in
 * the order MLIR uses: entry-block arguments of every region are %argN,
 * other values %N in definition order, blocks ^bbN.  The numbers live in
 * Value.scratch and Block.scratch (+1, so that 0 means "unnamed"). */
#include "config.h"
#include "printer.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --------------------------------------------------------------- types */

static void buf_dim(Buf *b, int64_t d)
{
	if (d == IR_DYNAMIC)
		buf_putc(b, '?');
	else
		buf_int(b, d);
}

void buf_type(Buf *b, Type *t)
{
	switch (t->kind) {
	case TY_INT: buf_putc(b, 'i'); buf_uint(b, t->width); return;
	case TY_SINT: BUF_LIT(b, "si"); buf_uint(b, t->width); return;
	case TY_UINT: BUF_LIT(b, "ui"); buf_uint(b, t->width); return;
	case TY_INDEX: BUF_LIT(b, "index"); return;
	case TY_F16: BUF_LIT(b, "f16"); return;
	case TY_BF16: BUF_LIT(b, "bf16"); return;
	case TY_F32: BUF_LIT(b, "f32"); return;
	case TY_F64: BUF_LIT(b, "f64"); return;
	case TY_NONE: BUF_LIT(b, "none"); return;
	case TY_TOKEN: BUF_LIT(b, "!async.token"); return;
	case TY_GROUP: BUF_LIT(b, "!async.group"); return;
	case TY_CORO_ID: BUF_LIT(b, "!async.coro.id"); return;
	case TY_CORO_HANDLE: BUF_LIT(b, "!async.coro.handle"); return;
	case TY_CORO_STATE: BUF_LIT(b, "!async.coro.state"); return;
	case TY_VALUE:
		BUF_LIT(b, "!async.value<");
		buf_type(b, t->elem);
		buf_putc(b, '>');
		return;
	case TY_FUNC: {
		buf_putc(b, '(');
		for (unsigned i = 0; i < t->nin; i++) {
			if (i)
				BUF_LIT(b, ", ");
			buf_type(b, ty_func_in(t, i));
		}
		BUF_LIT(b, ") -> ");
		bool paren = t->nout != 1 || ty_func_out(t, 0)->kind == TY_FUNC;
		if (paren)
			buf_putc(b, '(');
		for (unsigned i = 0; i < t->nout; i++) {
			if (i)
				BUF_LIT(b, ", ");
			buf_type(b, ty_func_out(t, i));
		}
		if (paren)
			buf_putc(b, ')');
		return;
	}
	case TY_VECTOR: case TY_TENSOR:
		buf_puts(b, t->kind == TY_VECTOR ? "vector<" : "tensor<");
		for (unsigned i = 0; i < t->rank; i++) {
			bool scalable = ty_dim_scalable(t, i);
			if (scalable)
				buf_putc(b, '[');
			buf_dim(b, t->shape[i]);
			if (scalable)
				buf_putc(b, ']');
			buf_putc(b, 'x');
		}
		buf_type(b, t->elem);
		buf_putc(b, '>');
		return;
	case TY_MEMREF:
		BUF_LIT(b, "memref<");
		for (unsigned i = 0; i < t->rank; i++) {
			buf_dim(b, t->shape[i]);
			buf_putc(b, 'x');
		}
		buf_type(b, t->elem);
		if (t->layout) {
			BUF_LIT(b, ", ");
			if (!alias_print(b, t->layout, false))
				buf_affine_map(b, t->layout);
		} else if (t->strides) {
			BUF_LIT(b, ", strided<[");
			for (unsigned i = 0; i < t->rank; i++) {
				if (i)
					BUF_LIT(b, ", ");
				buf_dim(b, t->strides[i]);
			}
			buf_putc(b, ']');
			if (t->offset != 0) {
				BUF_LIT(b, ", offset: ");
				buf_dim(b, t->offset);
			}
			buf_putc(b, '>');
		}
		if (t->memspace)
			buf_printf(b, ", %u", t->memspace);
		buf_putc(b, '>');
		return;
	case TY_UMEMREF:
		BUF_LIT(b, "memref<*x");
		buf_type(b, t->elem);
		if (t->memspace)
			buf_printf(b, ", %u", t->memspace);
		buf_putc(b, '>');
		return;
	case TY_LLVM_PTR: case TY_LLVM_VOID: case TY_LLVM_ARRAY: case TY_LLVM_STRUCT:
	case TY_LLVM_FUNC: case TY_LLVM_VEC: case TY_LLVM_TARGET:
		buf_llvm_type(b, t);
		return;
	case TY__COUNT:
		break;
	}
	BUF_LIT(b, "<<invalid type>>");
}

/* ---------------------------------------------------------- attributes */

/* As MLIR prints a float attribute: "4.200000e+01" where that reads
 * back as the same value, else APFloat's default form or the bits
 * (print_float.c). */
void buf_float(Buf *b, Type *t, double v)
{
	static Type f64 = {.kind = TY_F64};
	if (!t || (t->kind != TY_F16 && t->kind != TY_BF16 && t->kind != TY_F32))
		t = &f64;
	buf_float_bits(b, t, float_to_bits(t, v));
}

void buf_string_lit(Buf *b, const char *s, size_t n)
{
	buf_putc(b, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		/* As llvm::printEscapedString: '\\' doubled, '"' by its code. */
		if (c == '\\') {
			buf_putc(b, '\\');
			buf_putc(b, (char)c);
		} else if (c >= 0x20 && c < 0x7f && c != '"') {
			buf_putc(b, (char)c);
		} else {
			buf_printf(b, "\\%02X", c);
		}
	}
	buf_putc(b, '"');
}

static bool is_bare_name(const char *s, size_t n)
{
	if (!n || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++) {
		char c = s[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '_' || c == '$' || c == '.'))
			return false;
	}
	return true;
}

static void buf_symbol(Buf *b, const char *s, size_t n)
{
	buf_putc(b, '@');
	if (is_bare_name(s, n))
		buf_put(b, s, n);
	else
		buf_string_lit(b, s, n);
}

static void buf_loc(Buf *b, const LocInfo *l)
{
	BUF_LIT(b, "loc(");
	if (l->name) {
		buf_string_lit(b, l->name, strlen(l->name));
		if (l->file) {
			buf_putc(b, '(');
			buf_string_lit(b, l->file, strlen(l->file));
			buf_printf(b, ":%u:%u)", l->line, l->col);
		}
	} else if (l->file) {
		buf_string_lit(b, l->file, strlen(l->file));
		buf_printf(b, ":%u:%u", l->line, l->col);
	} else {
		BUF_LIT(b, "unknown");
	}
	buf_putc(b, ')');
}

static void buf_dict_body(Buf *b, const NamedAttr *ents, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			BUF_LIT(b, ", ");
		const char *name = ents[i].name;
		if (is_bare_name(name, strlen(name)))
			buf_puts(b, name);
		else
			buf_string_lit(b, name, strlen(name));
		if (ents[i].attr->kind != AT_UNIT) {
			BUF_LIT(b, " = ");
			buf_attr(b, ents[i].attr);
		}
	}
}

/* In an array, MLIR leaves out the types an element would have without
 * them: i64 for integers, f64 for floats ("[0, 1]"). */
static void buf_array_elem(Buf *b, Attr *a)
{
	if (a->kind == AT_INT && (!a->type || a->type->kind == TY_INT) &&
	    (!a->type || a->type->width == 64)) {
		buf_int(b, a->u.i);
		return;
	}
	if (a->kind == AT_FLOAT && a->type->kind == TY_F64) {
		/* Not a hex bit pattern, which would read back as an integer. */
		size_t start = b->len;
		buf_float(b, a->type, a->u.f);
		if (memchr(b->data + start, 'x', b->len - start)) {
			BUF_LIT(b, " : ");
			buf_type(b, a->type);
		}
		return;
	}
	buf_attr(b, a);
}

void buf_attr(Buf *b, Attr *a)
{
	switch (a->kind) {
	case AT_UNIT: BUF_LIT(b, "unit"); return;
	case AT_BOOL: buf_puts(b, a->u.b ? "true" : "false"); return;
	case AT_INT:
		buf_int(b, a->u.i);
		BUF_LIT(b, " : ");
		if (a->type)
			buf_type(b, a->type);
		else
			BUF_LIT(b, "i64");
		return;
	case AT_FLOAT:
		buf_float(b, a->type, a->u.f);
		BUF_LIT(b, " : ");
		buf_type(b, a->type);
		return;
	case AT_STRING: buf_string_lit(b, a->u.str.s, a->u.str.len); return;
	case AT_TYPE: buf_type(b, a->type); return;
	case AT_SYMREF: buf_symbol(b, a->u.str.s, a->u.str.len); return;
	case AT_OPAQUE: buf_put(b, a->u.str.s, a->u.str.len); return;
	case AT_LOC: buf_loc(b, &a->u.loc); return;
	case AT_ARRAY:
		buf_putc(b, '[');
		for (unsigned i = 0; i < a->u.arr.n; i++) {
			if (i)
				BUF_LIT(b, ", ");
			buf_array_elem(b, a->u.arr.elems[i]);
		}
		buf_putc(b, ']');
		return;
	case AT_DICT:
		buf_putc(b, '{');
		buf_dict_body(b, a->u.dict.ents, a->u.dict.n);
		buf_putc(b, '}');
		return;
	case AT_DENSE_ARRAY:
		BUF_LIT(b, "array<");
		buf_type(b, a->type);
		for (unsigned i = 0; i < a->u.dense.n; i++)
			buf_printf(b, "%s%" PRId64, i ? ", " : ": ", a->u.dense.vals[i]);
		buf_putc(b, '>');
		return;
	case AT_ELEMENTS: buf_elements(b, a); return;
	case AT_AFFINE_MAP:
		if (!alias_print(b, a->u.map, false))
			buf_affine_map(b, a->u.map);
		return;
	case AT_AFFINE_SET:
		if (!alias_print(b, a->u.set, true))
			buf_affine_set(b, a->u.set);
		return;
	case AT__COUNT:
		break;
	}
	BUF_LIT(b, "<<invalid attribute>>");
}

const char *type_str(Ctx *c, Type *t)
{
	Buf b;
	buf_init(&b);
	buf_type(&b, t);
	const char *s = ctx_intern(c, b.data, b.len);
	buf_free(&b);
	return s;
}

const char *attr_str(Ctx *c, Attr *a)
{
	Buf b;
	buf_init(&b);
	buf_attr(&b, a);
	const char *s = ctx_intern(c, b.data, b.len);
	buf_free(&b);
	return s;
}

/* -------------------------------------------------------- printer core */

/* Small enough to stay in cache, large enough to make writes cheap. */
enum { FLUSH_AT = 1 << 16 };

static void pr_flush(Printer *pr)
{
	if (!pr->file || !pr->out.len)
		return;
	if (fwrite(pr->out.data, 1, pr->out.len, pr->file) != pr->out.len)
		pr->write_failed = true;
	pr->out.len = 0;
}

static void pr_maybe_flush(Printer *pr)
{
	if (pr->out.len >= FLUSH_AT) {
		if (pr->dry)
			pr->out.len = 0;
		pr_flush(pr);
	}
}


void pr_printf(Printer *pr, const char *fmt, ...)
{
	char small[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof small)
		buf_put(&pr->out, small, (size_t)n);
}

void pr_indent(Printer *pr)
{
	static const char spaces[] = "                                ";
	for (unsigned n = 2 * pr->indent; n;) {
		unsigned k = n < sizeof spaces - 1 ? n : (unsigned)sizeof spaces - 1;
		buf_put(&pr->out, spaces, k);
		n -= k;
	}
}

void pr_value(Printer *pr, Value *v)
{
	uintptr_t n = v->scratch;
	if (!n) {
		pr_puts(pr, "%<<UNKNOWN SSA VALUE>>");
		return;
	}
	if ((n & NAME_STR) && !(n & NAME_ARG)) {
		names_print_use(pr, v);
		return;
	}
	/* "%argN", "%N" or "%N#M": at most 4 + 2 * 20 + 2 bytes. */
	Buf *b = &pr->out;
	buf_need(b, 48);
	char *o = b->data + b->len;
	if (n & NAME_ARG) {
		memcpy(o, "%arg", 4);
		o = buf_fmt_uint(o + 4, (n & ~(uintptr_t)NAME_ARG) - 1);
	} else {
		*o++ = '%';
		o = buf_fmt_uint(o, n - 1);
		if (v->def && v->def->nres > 1) {
			*o++ = '#';
			o = buf_fmt_uint(o, v->index);
		}
	}
	*o = 0;
	b->len = (size_t)(o - b->data);
}

void pr_operands(Printer *pr, Op *op, unsigned first, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_value(pr, op->opnds[first + i].value);
	}
}

void pr_type(Printer *pr, Type *t) { buf_type(&pr->out, t); }

void pr_types(Printer *pr, Type *const *t, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_type(pr, t[i]);
	}
}

void pr_operand_types(Printer *pr, Op *op, unsigned first, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_type(pr, op->opnds[first + i].value->type);
	}
}

void pr_result_types(Printer *pr, Op *op)
{
	for (unsigned i = 0; i < op->nres; i++) {
		if (i)
			pr_puts(pr, ", ");
		pr_type(pr, op->res[i].type);
	}
}

void pr_attr(Printer *pr, Attr *a) { buf_attr(&pr->out, a); }
void pr_symbol(Printer *pr, const char *name) { buf_symbol(&pr->out, name, strlen(name)); }

static bool is_elided(const char *name, const char *const *elided)
{
	for (; elided && *elided; elided++)
		if (strcmp(name, *elided) == 0)
			return true;
	return false;
}

/* The op's attributes but the elided ones, and implied (when not NULL)
 * in its place by name, as a dictionary sorts it. */
static void pr_dict_filtered(Printer *pr, Op *op, const char *const *elided, const char *prefix,
                             const NamedAttr *implied)
{
	unsigned shown = 0;
	for (unsigned i = 0; i <= op->nattrs; i++) {
		if (implied && (i == op->nattrs || strcmp(implied->name, op->attrs[i].name) < 0)) {
			pr_puts(pr, shown++ ? ", " : prefix);
			buf_dict_body(&pr->out, implied, 1);
			implied = NULL;
		}
		if (i == op->nattrs || is_elided(op->attrs[i].name, elided))
			continue;
		pr_puts(pr, shown++ ? ", " : prefix);
		buf_dict_body(&pr->out, &op->attrs[i], 1);
	}
	if (shown)
		pr_putc(pr, '}');
}

/* Most ops have no attributes: they skip the call. */
void pr_attr_dict(Printer *pr, Op *op, const char *const *elided)
{
	if (op->nattrs)
		pr_dict_filtered(pr, op, elided, " {", NULL);
}

void pr_attr_dict_implied(Printer *pr, Op *op, const char *const *elided, const NamedAttr *implied)
{
	pr_dict_filtered(pr, op, elided, " {", implied);
}

void pr_attr_dict_kw(Printer *pr, Op *op, const char *const *elided)
{
	if (op->nattrs)
		pr_dict_filtered(pr, op, elided, " attributes {", NULL);
}

void pr_block_name(Printer *pr, Block *b)
{
	if (!b->scratch) {
		pr_puts(pr, "^<<UNKNOWN BLOCK>>");
		return;
	}
	buf_put(&pr->out, "^bb", 3);
	buf_uint(&pr->out, b->scratch - 1);
}

void pr_successor(Printer *pr, Op *op, unsigned i, bool with_operands)
{
	Succ *s = &op->succs[i];
	pr_block_name(pr, s->block);
	if (!with_operands || !s->count)
		return;
	pr_putc(pr, '(');
	pr_operands(pr, op, s->first, s->count);
	pr_puts(pr, " : ");
	pr_operand_types(pr, op, s->first, s->count);
	pr_putc(pr, ')');
}

void pr_arg_decl(Printer *pr, Value *arg)
{
	pr_value(pr, arg);
	pr_puts(pr, ": ");
	pr_type(pr, arg->type);
}

/* ----------------------------------------------------- ops and regions */

static void pr_op(Printer *pr, Op *op);

static bool is_implicit_terminator(Op *parent, Op *term)
{
	/* MLIR leaves out an empty scf.yield (and memref.alloca_scope.return),
	 * but prints scf.reduce, and scf.forall's scf.forall.in_parallel when
	 * it is empty. */
	if (!op_has_trait(parent, T_IMPLICIT_YIELD) || term->nattrs)
		return false;
	if (term->kind == OP_SCF_FORALL_IN_PARALLEL)
		return region_empty(&term->regions[0]) || !term->regions[0].first->first;
	return (term->kind == OP_SCF_YIELD || term->kind == OP_AFFINE_YIELD || term->kind == OP_VECTOR_YIELD ||
	        term->kind == OP_MEMREF_ALLOCA_SCOPE_RETURN) && !term->nopnds;
}

/* MLIR's comment after a block's label: "  // pred: ^bb0" for a single
 * edge in, else "  // N preds: ..." listing the block of each edge in
 * block order (^bb0 twice for a cond_br with both targets here), or
 * "  // no predecessors".  A scan of the region's terminators: regions
 * are small. */
static void pr_block_preds(Printer *pr, Region *r, Block *b)
{
	unsigned n = 0;
	Block *single = NULL;
	for (Block *p = r->first; p; p = p->next) {
		Op *t = p->last;
		for (unsigned i = 0; t && i < t->nsucc; i++)
			if (t->succs[i].block == b) {
				single = p;
				n++;
			}
	}
	if (!n) {
		if (b != r->first)
			pr_puts(pr, "  // no predecessors");
		return;
	}
	if (n == 1) {
		pr_puts(pr, "  // pred: ");
		pr_block_name(pr, single);
		return;
	}
	pr_printf(pr, "  // %u preds: ", n);
	unsigned k = 0;
	for (Block *p = r->first; p; p = p->next) {
		Op *t = p->last;
		for (unsigned i = 0; t && i < t->nsucc; i++) {
			if (t->succs[i].block != b)
				continue;
			if (k++)
				pr_puts(pr, ", ");
			pr_block_name(pr, p);
		}
	}
}

static void pr_block_label(Printer *pr, Region *r, Block *b)
{
	pr_block_name(pr, b);
	if (b->nargs) {
		pr_putc(pr, '(');
		for (unsigned i = 0; i < b->nargs; i++) {
			if (i)
				pr_puts(pr, ", ");
			pr_arg_decl(pr, b->args[i]);
		}
		pr_putc(pr, ')');
	}
	pr_putc(pr, ':');
	pr_block_preds(pr, r, b);
	pr_putc(pr, '\n');
}

static void pr_region_body(Printer *pr, Region *r, bool entry_args, bool terminators);

void pr_region(Printer *pr, Region *r, bool entry_args, bool terminators)
{
	pr_putc(pr, ' ');
	pr_region_body(pr, r, entry_args, terminators);
}

/* "{...}": the blocks of a region, their ops indented one level more. */
static void pr_region_body(Printer *pr, Region *r, bool entry_args, bool terminators)
{
	pr_puts(pr, "{\n");
	pr->indent++;
	Op *parent = r->parent;
	const char *saved_dialect = pr->dialect;
	/* Like the parser: a custom form sets the default dialect of its
	 * regions, none for most ops (so func.call inside scf.if keeps its
	 * prefix). */
	pr->dialect = op_region_dialect(parent->kind);
	for (Block *b = r->first; b; b = b->next) {
		/* An entry block needs its label for its arguments, and (as
		 * in MLIR) when it is empty, or "{}" would read as no block. */
		bool label = b != r->first || (entry_args && (b->nargs || !b->first));
		if (label) {
			pr->indent--;
			pr_indent(pr);
			pr->indent++;
			pr_block_label(pr, r, b);
		}
		for (Op *o = b->first; o; o = o->next) {
			if (!terminators && o == b->last && b == r->first && !b->next &&
			    is_implicit_terminator(parent, o))
				continue;
			pr_indent(pr);
			pr_op(pr, o);
			pr_putc(pr, '\n');
			pr_maybe_flush(pr);
		}
	}
	pr->indent--;
	pr_indent(pr);
	pr_putc(pr, '}');
	pr->dialect = saved_dialect;
}

/* Properties MLIR's generic form writes even when the custom form and
 * asyncc's IR leave them out: their default values. */
static const struct {
	const char *dialect, *name, *text;
} default_props[] = {
	{"arith", "fastmath", "#arith.fastmath<none>"},
	{"math", "fastmath", "#arith.fastmath<none>"},
	{"arith", "overflowFlags", "#arith.overflow<none>"},
};

typedef struct Prop {
	const char *name;
	const NamedAttr *attr;     /* NULL: operandSegmentSizes or a default */
	const char *text;          /* a default's value */
} Prop;

static int cmp_prop(const void *x, const void *y)
{
	return strcmp(((const Prop *)x)->name, ((const Prop *)y)->name);
}

/* " <{...}>": the op's inherent attributes, operandSegmentSizes and the
 * defaults above, sorted by name as MLIR prints a properties struct. */
static void pr_generic_props(Printer *pr, Op *op)
{
	Prop small[16], *p = op->nattrs + 8 <= 16 ? small : xmalloc((op->nattrs + 8) * sizeof *p);
	unsigned n = 0;
	for (unsigned i = 0; i < op->nattrs; i++)
		if (op_attr_is_inherent(op->kind, op->attrs[i].name))
			p[n++] = (Prop){op->attrs[i].name, &op->attrs[i], NULL};
	if (op->nsegs)
		p[n++] = (Prop){"operandSegmentSizes", NULL, NULL};
	const char *name = op_info(op)->name, *dot = strchr(name, '.');
	for (size_t i = 0; dot && i < sizeof default_props / sizeof *default_props; i++) {
		const char *d = default_props[i].dialect;
		/* MLIR 19's extf and truncf have no fastmath property yet. */
		if (op->kind == OP_ARITH_EXTF || op->kind == OP_ARITH_TRUNCF)
			break;
		if (strlen(d) == (size_t)(dot - name) && !memcmp(d, name, (size_t)(dot - name)) &&
		    op_attr_is_inherent(op->kind, default_props[i].name) &&
		    !op_attr(op, default_props[i].name))
			p[n++] = (Prop){default_props[i].name, NULL, default_props[i].text};
	}
	qsort(p, n, sizeof *p, cmp_prop);
	for (unsigned i = 0; i < n; i++) {
		pr_puts(pr, i ? ", " : " <{");
		if (p[i].attr) {
			if (op->kind != OP_CF_SWITCH || !syn_switch_generic_prop(pr, op, p[i].attr))
				buf_dict_body(&pr->out, p[i].attr, 1);
		} else if (p[i].text) {
			pr_printf(pr, "%s = %s", p[i].name, p[i].text);
		} else {
			pr_puts(pr, "operandSegmentSizes = array<i32");
			for (unsigned k = 0; k < op->nsegs; k++)
				pr_printf(pr, "%s%u", k ? ", " : ": ", op->segs[k]);
			pr_putc(pr, '>');
		}
	}
	if (n)
		pr_puts(pr, "}>");
	if (p != small)
		free(p);
}

void pr_generic(Printer *pr, Op *op)
{
	const OpInfo *info = op_info(op);
	pr_printf(pr, "\"%s\"(", info->name);
	pr_operands(pr, op, 0, op->nopnds);
	pr_putc(pr, ')');
	if (op->nsucc) {
		pr_putc(pr, '[');
		for (unsigned i = 0; i < op->nsucc; i++) {
			if (i)
				pr_puts(pr, ", ");
			pr_block_name(pr, op->succs[i].block);
		}
		pr_putc(pr, ']');
	}
	pr_generic_props(pr, op);
	if (op->nregions) {
		pr_puts(pr, " (");
		for (unsigned i = 0; i < op->nregions; i++) {
			if (i)
				pr_puts(pr, ", ");
			pr_region_body(pr, &op->regions[i], true, true);
		}
		pr_putc(pr, ')');
	}
	unsigned attrs = 0;
	for (unsigned i = 0; i < op->nattrs; i++) {
		if (op_attr_is_inherent(op->kind, op->attrs[i].name))
			continue;
		pr_puts(pr, attrs++ ? ", " : " {");
		buf_dict_body(&pr->out, &op->attrs[i], 1);
	}
	if (attrs)
		pr_putc(pr, '}');
	pr_puts(pr, " : (");
	pr_operand_types(pr, op, 0, op->nopnds);
	pr_puts(pr, ") -> ");
	if (op->nres == 1 && op->res[0].type->kind != TY_FUNC) {
		pr_type(pr, op->res[0].type);
	} else {
		pr_putc(pr, '(');
		pr_result_types(pr, op);
		pr_putc(pr, ')');
	}
}

static void pr_op(Printer *pr, Op *op)
{
	if (op->nres && (op->res[0].scratch & NAME_STR) && !(op->res[0].scratch & NAME_ARG)) {
		names_print_def(pr, op);
		pr_puts(pr, " = ");
	} else if (op->nres == 1) {
		pr_value(pr, &op->res[0]);
		pr_puts(pr, " = ");
	} else if (op->nres > 1) {
		pr_putc(pr, '%');
		buf_uint(&pr->out, op->res[0].scratch - 1);
		pr_putc(pr, ':');
		buf_uint(&pr->out, op->nres);
		pr_puts(pr, " = ");
	}
	if (pr->opts.generic)
		pr_generic(pr, op);
	else
		syntax_printers[op_info(op)->syntax](pr, op);
	if (pr->opts.debuginfo && op->dbgloc) {
		pr_putc(pr, ' ');
		pr_attr(pr, op->dbgloc);
	}
}

/* An op in its form without "%x = ": vector.mask's masked op. */
void pr_op_without_results(Printer *pr, Op *op)
{
	if (pr->opts.generic)
		pr_generic(pr, op);
	else
		syntax_printers[op_info(op)->syntax](pr, op);
}

const char *op_generic_str(Ctx *c, Op *op)
{
	Op *scope = op;
	while (op_parent_op(scope) && !op_has_trait(scope, T_ISOLATED))
		scope = op_parent_op(scope);
	Printer pr = {.ctx = c, .opts = {.generic = true}};
	buf_init(&pr.out);
	buf_init(&pr.names);
	names_assign(&pr, scope);
	pr_op(&pr, op);
	const char *s = ctx_intern(c, pr.out.data, pr.out.len);
	buf_free(&pr.out);
	buf_free(&pr.names);
	return s;
}

bool print_module(Module *m, FILE *out, PrintOptions opts)
{
	Printer pr = {.ctx = m->ctx, .opts = opts, .file = out, .dialect = "builtin"};
	buf_init(&pr.out);
	buf_init(&pr.names);
	names_assign(&pr, m->op);
	Aliases *aliases = NULL;
	if (ctx_has_affine(m->ctx)) {
		aliases = aliases_collect(&pr, m->op, pr_op);
		aliases_print_defs(&pr, aliases);
	}
	pr_op(&pr, m->op);
	aliases_free(aliases);
	/* mlir-opt ends the module's text with a blank line. */
	pr_puts(&pr, "\n\n");
	pr_flush(&pr);
	buf_free(&pr.out);
	buf_free(&pr.names);
	return !pr.write_failed;
}
