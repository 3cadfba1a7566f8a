/* header.c - asyncc --emit-header: a C header for a module.
 *
 * C code calls compiled MLIR functions with the calling convention
 * MLIR's LLVM lowering gives them:
 *   - integers, index (64 bits), floats: the matching C type;
 *   - !async.token, !async.value<T>, !async.group: the runtime's handles
 *     (asyncrt.h);
 *   - a memref argument expands into its descriptor's fields, in order:
 *     allocated pointer, aligned pointer, offset, sizes[rank],
 *     strides[rank]; an unranked one into rank and descriptor pointer;
 *   - several results come back as a struct.  C returns such a struct in
 *     the same registers only when there are two results of 8 bytes
 *     each; memref results and other combinations are declared only
 *     through the _mlir_ciface_ wrapper;
 *   - functions marked llvm.emit_c_interface also get that wrapper:
 *     memrefs by pointer to their descriptor struct, and aggregate
 *     results through a pointer passed first.
 * The header declares what the object exports: the module after the
 * async lowering, so that a function -feliminate-blocking-await made a
 * coroutine is declared returning its token (and values), and an
 * async.func as the coroutine it becomes.
 * Descriptor structs are shared between headers (guarded by macros), so
 * that several generated headers can be included together. */
#include "config.h"
#include "driver.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct Header {
	Module *m;
	Buf *b;
	bool async_types;
	Buf structs;               /* descriptor structs, emitted first */
	Buf decls;
	const char **tags;         /* descriptor structs already emitted */
	unsigned ntags;
} Header;

/* C type of a scalar, or NULL if C has none. */
static const char *scalar_ctype(const Type *t)
{
	static const char *const ints[] = {
		[1] = "bool", [8] = "int8_t", [16] = "int16_t", [32] = "int32_t", [64] = "int64_t",
	};
	static const char *const kinds[TY__COUNT] = {
		[TY_INDEX] = "int64_t", [TY_F16] = "_Float16", [TY_BF16] = "__bf16",
		[TY_F32] = "float", [TY_F64] = "double",
		[TY_TOKEN] = "asyncrt_token *", [TY_VALUE] = "asyncrt_value *",
		[TY_GROUP] = "asyncrt_group *", [TY_CORO_ID] = "void *",
		[TY_CORO_HANDLE] = "void *", [TY_CORO_STATE] = "void *",
	};
	if (t->kind == TY_INT)
		return t->width < sizeof ints / sizeof *ints ? ints[t->width] : NULL;
	return kinds[t->kind];
}

/* Size in bytes of a scalar as a register value (for the struct-return
 * rule above); 0 if unknown. */
static unsigned scalar_size(const Type *t)
{
	switch (t->kind) {
	case TY_INT: return t->width == 64 ? 8 : 0;
	case TY_INDEX: case TY_F64: case TY_TOKEN: case TY_VALUE: case TY_GROUP:
	case TY_CORO_ID: case TY_CORO_HANDLE: case TY_CORO_STATE: return 8;
	default: return 0;
	}
}

/* "f32", "i8", "index": element names in struct tags. */
static void elem_name(Buf *b, const Type *t)
{
	if (t->kind == TY_INT)
		buf_printf(b, "i%u", t->width);
	else
		buf_type(b, (Type *)t);
}

static bool is_memref(const Type *t)
{
	return t->kind == TY_MEMREF || t->kind == TY_UMEMREF;
}

/* The descriptor struct of a memref type: "struct memref_2d_f32",
 * defined in h->structs the first time; NULL if C has no element type. */
static const char *memref_struct(Header *h, const Type *t)
{
	if (t->kind == TY_UMEMREF) {
		static const char tag[] = "struct asyncc_unranked_memref";
		for (unsigned i = 0; i < h->ntags; i++)
			if (strcmp(h->tags[i], tag) == 0)
				return tag;
		buf_puts(&h->structs,
		         "#ifndef ASYNCC_UNRANKED_MEMREF\n#define ASYNCC_UNRANKED_MEMREF\n"
		         "/* memref<*xT>: the rank and a pointer to a ranked descriptor. */\n"
		         "struct asyncc_unranked_memref {\n\tint64_t rank;\n\tvoid *descriptor;\n};\n"
		         "#endif\n\n");
		h->tags = xrealloc(h->tags, (h->ntags + 1) * sizeof *h->tags);
		h->tags[h->ntags++] = tag;
		return tag;
	}
	const char *elem = scalar_ctype(t->elem);
	if (!elem || ty_is_async(t->elem))
		return NULL;
	Buf name;
	buf_init(&name);
	buf_printf(&name, "memref_%ud_", t->rank);
	elem_name(&name, t->elem);
	const char *tag = ctx_intern_cstr(h->m->ctx, name.data);
	buf_free(&name);
	for (unsigned i = 0; i < h->ntags; i++)
		if (h->tags[i] == tag)
			return str_keep(str_printf("struct %s", tag));
	h->tags = xrealloc(h->tags, (h->ntags + 1) * sizeof *h->tags);
	h->tags[h->ntags++] = tag;

	Buf guard;
	buf_init(&guard);
	buf_printf(&guard, "ASYNCC_%s", tag);
	for (char *p = guard.data; *p; p++)
		*p = (char)toupper((unsigned char)*p);
	Buf *s = &h->structs;
	buf_printf(s, "#ifndef %s\n#define %s\n", guard.data, guard.data);
	buf_printf(s, "/* Descriptor of every rank-%u memref of %s. */\n", t->rank,
	           type_str(h->m->ctx, t->elem));
	buf_printf(s, "struct %s {\n\t%s *allocated;\n\t%s *aligned;\n\tint64_t offset;\n",
	           tag, elem, elem);
	if (t->rank)
		buf_printf(s, "\tint64_t sizes[%u];\n\tint64_t strides[%u];\n", t->rank, t->rank);
	buf_puts(s, "};\n#endif\n\n");
	buf_free(&guard);
	return str_keep(str_printf("struct %s", tag));
}

/* "T name" with the space dropped after a '*'. */
static void decl(Buf *b, const char *type, const char *name)
{
	size_t n = strlen(type);
	buf_printf(b, "%s%s%s", type, n && type[n - 1] == '*' ? "" : " ", name);
}

/* A parameter list in the expanded convention; false if some argument
 * has no C type. */
static bool expanded_params(Header *h, Buf *b, const Type *ft)
{
	for (unsigned i = 0; i < ft->nin; i++) {
		const Type *t = ty_func_in(ft, i);
		if (i)
			buf_puts(b, ", ");
		if (t->kind == TY_MEMREF) {
			const char *elem = scalar_ctype(t->elem);
			if (!elem || !memref_struct(h, t))
				return false;
			buf_printf(b, "%s *arg%u_allocated, %s *arg%u_aligned, int64_t arg%u_offset",
			           elem, i, elem, i, i);
			for (unsigned k = 0; k < t->rank; k++)
				buf_printf(b, ", int64_t arg%u_size%u", i, k);
			for (unsigned k = 0; k < t->rank; k++)
				buf_printf(b, ", int64_t arg%u_stride%u", i, k);
		} else if (t->kind == TY_UMEMREF) {
			buf_printf(b, "int64_t arg%u_rank, void *arg%u_descriptor", i, i);
		} else {
			const char *c = scalar_ctype(t);
			if (!c)
				return false;
			decl(b, c, str_keep(str_printf("arg%u", i)));
		}
	}
	if (ft->nin == 0)
		buf_puts(b, "void");
	return true;
}

/* The C type of result i (a scalar or a descriptor struct). */
static const char *result_ctype(Header *h, const Type *t)
{
	return is_memref(t) ? memref_struct(h, t) : scalar_ctype(t);
}

/* struct NAME_results { ... } for several results, defined in decls. */
static const char *results_struct(Header *h, const char *name, const Type *ft)
{
	Buf *b = &h->decls;
	buf_printf(b, "struct %s_results {\n", name);
	for (unsigned i = 0; i < ft->nout; i++) {
		buf_putc(b, '\t');
		decl(b, result_ctype(h, ty_func_out(ft, i)), str_keep(str_printf("r%u", i)));
		buf_puts(b, ";\n");
	}
	buf_puts(b, "};\n");
	return str_keep(str_printf("struct %s_results", name));
}

static bool c_identifier(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_')
			return false;
	return true;
}

/* Whether C receives the plain function's results as LLVM returns them. */
static bool plain_results_ok(const Type *ft)
{
	if (ft->nout == 1)
		return !is_memref(ty_func_out(ft, 0));
	if (ft->nout == 2)
		return scalar_size(ty_func_out(ft, 0)) == 8 && scalar_size(ty_func_out(ft, 1)) == 8;
	return ft->nout == 0;
}

static void declare(Header *h, Op *func)
{
	Diag *d = ctx_diag(h->m->ctx);
	const char *name = func_name(func);
	const Type *ft = func_type(func);
	/* C's main is the program's; an MLIR @main is for -run. */
	if (strcmp(name, "main") == 0)
		return;
	if (!c_identifier(name)) {
		diag_warning(d, func->loc, "'@%s' is not a C identifier; not declared in the header", name);
		return;
	}
	for (unsigned i = 0; i < ft->nin + ft->nout; i++) {
		const Type *t = ft->params[i];
		if (!(is_memref(t) ? memref_struct(h, t) : scalar_ctype(t))) {
			diag_warning(d, func->loc, "'@%s' has type %s, which C cannot express; "
			             "not declared in the header", name, type_str(h->m->ctx, (Type *)t));
			return;
		}
		if (ty_is_async(t))
			h->async_types = true;
	}
	Buf *b = &h->decls;
	buf_printf(b, "/* @%s : %s */\n", name, type_str(h->m->ctx, (Type *)ft));
	bool async_result = false;
	for (unsigned i = 0; i < ft->nout; i++)
		async_result |= ty_is_async(ty_func_out(ft, i));
	if (async_result)
		buf_puts(b, "/* Each token or value returned holds a reference for the caller: wait\n"
		            "   (asyncrt_token_await, asyncrt_value_await), check asyncrt_*_is_error,\n"
		            "   read a value's asyncrt_value_storage, then asyncrt_drop_ref(x, 1). */\n");
	const char *aggregate = ft->nout > 1 ? results_struct(h, name, ft) : NULL;
	const char *ret = ft->nout == 0 ? "void"
	                : aggregate ? aggregate : result_ctype(h, ty_func_out(ft, 0));
	bool ciface = op_attr(func, "llvm.emit_c_interface") != NULL;
	if (plain_results_ok(ft)) {
		decl(b, ret, name);
		buf_putc(b, '(');
		expanded_params(h, b, ft);
		buf_puts(b, ");\n");
	} else if (!ciface) {
		buf_puts(b, "/* Not callable from C: its results are returned in registers C "
		            "does not use.\n   Add the llvm.emit_c_interface attribute to get "
		            "_mlir_ciface_ wrappers. */\n");
	}
	if (ciface) {
		/* Aggregate results come back through a pointer passed first. */
		bool by_pointer = aggregate || (ft->nout == 1 && is_memref(ty_func_out(ft, 0)));
		buf_printf(b, "%s _mlir_ciface_%s(", by_pointer ? "void" : ret, name);
		unsigned n = 0;
		if (by_pointer)
			buf_printf(b, "%s *result", ret), n++;
		for (unsigned i = 0; i < ft->nin; i++, n++) {
			const Type *t = ty_func_in(ft, i);
			if (n)
				buf_puts(b, ", ");
			if (is_memref(t))
				buf_printf(b, "%s *arg%u", memref_struct(h, t), i);
			else
				decl(b, scalar_ctype(t), str_keep(str_printf("arg%u", i)));
		}
		buf_puts(b, n ? ");\n" : "void);\n");
	}
	buf_putc(b, '\n');
}

bool emit_c_header(Module *m, const char *source, Buf *b)
{
	Header h = {.m = m, .b = b};
	buf_init(&h.structs);
	buf_init(&h.decls);
	for (Op *op = module_body(m)->first; op; op = op->next)
		if ((op_is(op, OP_FUNC_FUNC) || op_is(op, OP_ASYNC_FUNC)) &&
		    !func_is_private(op) && !func_is_decl(op))
			declare(&h, op);

	const char *base = strcmp(source, "-") ? path_base(source) : "stdin";
	Buf guard;
	buf_init(&guard);
	buf_puts(&guard, "ASYNCC_");
	for (const char *p = base; *p; p++)
		buf_putc(&guard, isalnum((unsigned char)*p) ? (char)toupper((unsigned char)*p) : '_');
	buf_puts(&guard, "_H");

	buf_printf(b, "/* Declarations of the public functions of %s.\n"
	              "   Generated by asyncc --emit-header; do not edit. */\n", base);
	buf_printf(b, "#ifndef %s\n#define %s\n\n", guard.data, guard.data);
	buf_puts(b, "#include <stdbool.h>\n#include <stdint.h>\n");
	if (h.async_types)
		buf_puts(b, "#include <asyncrt.h>\n");
	buf_puts(b, "\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
	if (h.structs.len)
		buf_put(b, h.structs.data, h.structs.len);
	if (h.decls.len)
		buf_put(b, h.decls.data, h.decls.len);
	buf_printf(b, "#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", guard.data);
	buf_free(&guard);
	buf_free(&h.structs);
	buf_free(&h.decls);
	free(h.tags);
	return diag_errors(ctx_diag(m->ctx)) == 0;
}
