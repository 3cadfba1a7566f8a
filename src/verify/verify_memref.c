/* verify_memref.c - checks particular to the memref dialect and
 * vector.print (the VERIFY column of ops.def), with MLIR's messages
 * (MemRefOps.td's constraints, MemRefOps.cpp, VectorOps.td).  What
 * asyncc's code generation cannot do (layouts, alignments that are not
 * powers of two) is refused in asyncc's words.  verify.c has already
 * checked the counts, operand segments and the SIG column's types. */
#include "config.h"
#include "verifier.h"

#include <string.h>

static const char MEMREF[] = "memref of any type values";
static const char ANY_MEMREF[] = "ranked or unranked memref of any type values";

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF; }
static bool is_any_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UMEMREF; }

static unsigned dynamic_dims(Type *t)
{
	unsigned n = 0;
	for (unsigned i = 0; i < t->rank; i++)
		n += t->shape[i] == IR_DYNAMIC;
	return n;
}

/* An optional I64Attr property. */
static bool int64_property(Verifier *v, Op *op, const char *name, Attr **out)
{
	Attr *a = op_attr(op, name);
	*out = a;
	if (a && (a->kind != AT_INT || (a->type && a->type != ty_i64(v->ctx))))
		return v_bad_property(v, op, name);
	return true;
}

bool v_alloc(Op *op, Verifier *v)
{
	Attr *al;
	if (!int64_property(v, op, "alignment", &al) || !v_segment_index(v, op, 0) ||
	    !v_segment_index(v, op, 1))
		return false;
	if (al && al->u.i < 0)
		return v_fail(v, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0");
	Type *t = op->res[0].type;
	if (!v_result_is(v, op, 0, is_memref(t), MEMREF))
		return false;
	unsigned first, ndyn = op_segment(op, 0, &first);
	if (ndyn != dynamic_dims(t))
		return v_fail(v, op, "dimension operand count does not equal memref dynamic dimension count");
	/* The symbols of an affine_map layout ("(d0)[s0] -> (d0 + s0)");
	 * code generation takes the identity layout only (codegen_check.c). */
	unsigned nsym = op_segment(op, 1, &first), want = t->layout ? t->layout->nsyms : 0;
	if (nsym != want)
		return v_fail(v, op, "symbol operand count does not equal memref symbol count: expected %u, got %u",
		              want, nsym);
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] != IR_DYNAMIC && t->shape[i] < 0)
			return v_fail(v, op, "dimension sizes must not be negative");
	if (al && al->u.i && (al->u.i & (al->u.i - 1)))
		return v_fail(v, op, "'alignment' must be a power of two in asyncc");
	return true;
}

bool v_dealloc(Op *op, Verifier *v)
{
	return v_operand_is(v, op, 0, is_any_memref(opnd_type(op, 0)), ANY_MEMREF);
}

/* A memref operand and its indices (memref.load, memref.store). */
static bool check_indexed(Op *op, Verifier *v, unsigned mem)
{
	if (!v_operand_is(v, op, mem, is_memref(opnd_type(op, mem)), MEMREF))
		return false;
	for (unsigned i = mem + 1; i < op->nopnds; i++)
		if (!v_operand_is(v, op, i, opnd_type(op, i)->kind == TY_INDEX, "variadic of index"))
			return false;
	Attr *nt = op_attr(op, "nontemporal");
	return !nt || nt->kind == AT_BOOL || v_bad_property(v, op, "nontemporal");
}

bool v_load(Op *op, Verifier *v)
{
	if (!check_indexed(op, v, 0))
		return false;
	Type *m = opnd_type(op, 0);
	if (op->res[0].type != m->elem)
		return v_fail(v, op, "failed to verify that result type matches element type of 'memref'");
	if (op->nopnds - 1 != m->rank)
		return v_fail(v, op, "incorrect number of indices for load, expected %u but got %u", m->rank,
		              op->nopnds - 1);
	return true;
}

bool v_store(Op *op, Verifier *v)
{
	if (!check_indexed(op, v, 1))
		return false;
	Type *m = opnd_type(op, 1);
	if (opnd_type(op, 0) != m->elem)
		return v_fail(v, op, "failed to verify that type of 'value' matches element type of 'memref'");
	if (op->nopnds - 2 != m->rank)
		return v_fail(v, op, "store index operand count not equal to memref rank");
	return true;
}

bool v_dim(Op *op, Verifier *v)
{
	Type *t = opnd_type(op, 0);
	return v_operand_is(v, op, 0, t->kind == TY_UMEMREF || (t->kind == TY_MEMREF && t->rank > 0),
	                    "unranked.memref of any type values or non-0-ranked.memref of any type values");
}

/* vector.print: the printable types are integers, index, floats and
 * vectors of them (ODS's description of them is empty). */
bool v_print(Op *op, Verifier *v)
{
	Attr *s = op_attr(op, "stringLiteral"), *p = op_attr(op, "punctuation");
	if (s && s->kind != AT_STRING)
		return v_bad_property(v, op, "stringLiteral");
	if (p && (p->kind != AT_OPAQUE || strncmp(p->u.str.s, "#vector.punctuation<", 20) != 0))
		return v_bad_property(v, op, "punctuation");
	if (op->nopnds) {
		Type *t = opnd_type(op, 0);
		if (!v_operand_is(v, op, 0, ty_is_vector_elem(t) || t->kind == TY_VECTOR, ""))
			return false;
	}
	bool newline = !p || strcmp(p->u.str.s, "#vector.punctuation<newline>") == 0;
	if (s && (op->nopnds || !newline))
		return v_fail(v, op, "failed to verify that `source` or `punctuation` are not set when printing strings");
	return true;
}
