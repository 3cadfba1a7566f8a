/* cg_vector_reduce.c - the vector ops that combine elements: reduction,
 * multi_reduction, scan and outerproduct, computed in the order MLIR's
 * lowering computes them, so that float results are the same bits:
 *
 *   reduction        LLVM's vector.reduce intrinsics; fadd and fmul start
 *                    from the accumulator (0.0 and 1.0 without one) and
 *                    add in order unless the fastmath flags allow
 *                    reassociation; the other kinds reduce, then
 *                    combine with the accumulator (convert-vector-to-llvm)
 *   multi_reduction  from the accumulator, one reduced slice after the
 *                    other in row-major order (lower-vector-multi-
 *                    reduction's inner-parallel strategy)
 *   scan             slice by slice along the scanned dim; an inclusive
 *                    scan starts from the first slice, an exclusive one
 *                    from the initial value (MLIR's ScanToArithOps)
 *   outerproduct     a row of the lhs broadcast times the rhs, fused with
 *                    the accumulator by llvm.fma for a float <add>
 *                    (MLIR's OuterProductOpLowering)
 * vector.contract is in cg_vector_contract.c. */
#include "config.h"
#include "cg_vector.h"

/* ---------------------------------------------------------- reduction */

static const char *const int_reduce[] = {
	[VK_ADD] = "llvm.vector.reduce.add", [VK_MUL] = "llvm.vector.reduce.mul",
	[VK_MINUI] = "llvm.vector.reduce.umin", [VK_MINSI] = "llvm.vector.reduce.smin",
	[VK_MAXUI] = "llvm.vector.reduce.umax", [VK_MAXSI] = "llvm.vector.reduce.smax",
	[VK_AND] = "llvm.vector.reduce.and", [VK_OR] = "llvm.vector.reduce.or",
	[VK_XOR] = "llvm.vector.reduce.xor",
};

static const char *const float_reduce[] = {
	[VK_MINNUMF] = "llvm.vector.reduce.fmin", [VK_MAXNUMF] = "llvm.vector.reduce.fmax",
	[VK_MINIMUMF] = "llvm.vector.reduce.fminimum", [VK_MAXIMUMF] = "llvm.vector.reduce.fmaximum",
};

/* One 1-d vector v reduced with kind k, combined with acc (or NULL). */
static LLVMValueRef reduce_row(Cg *g, Op *op, VecKind k, LLVMValueRef v, LLVMValueRef acc, bool fl)
{
	LLVMTypeRef vt = LLVMTypeOf(v), st = LLVMGetElementType(vt);
	LLVMValueRef r;
	if (fl && (k == VK_ADD || k == VK_MUL)) {
		LLVMValueRef args[2] = {acc ? acc : LLVMConstReal(st, k == VK_ADD ? 0.0 : 1.0), v};
		r = cg_call_intrinsic(g, k == VK_ADD ? "llvm.vector.reduce.fadd" : "llvm.vector.reduce.fmul",
		                      &vt, 1, args, 2);
		if (op)
			cg_fastmath(op, r);
		return r;
	}
	r = cg_call_intrinsic(g, fl ? float_reduce[k] : int_reduce[k], &vt, 1, &v, 1);
	if (fl && op)
		cg_fastmath(op, r);
	return acc ? vec_combine(g, k, acc, r) : r;
}

bool cg_vec_reduction(Cg *g, Op *op)
{
	bool fl = ty_is_float(op->res[0].type);
	LLVMValueRef acc = op->nopnds > 1 ? cg_opnd(op, 1) : NULL;
	cg_set(&op->res[0], reduce_row(g, op, cg_vec_kind(op), cg_opnd(op, 0), acc, fl));
	return true;
}

/* ----------------------------------------------------- multi_reduction */

/* Whether dim d of the source is reduced. */
static bool reduced(const Op *op, unsigned d)
{
	Attr *dims = op_attr(op, "reduction_dims");
	for (unsigned i = 0; i < dims->u.arr.n; i++)
		if (dims->u.arr.elems[i]->u.i == (int64_t)d)
			return true;
	return false;
}

static LLVMValueRef combine_rows(Cg *g, LLVMValueRef *args, void *ctx)
{
	return vec_combine(g, *(VecKind *)ctx, args[0], args[1]);
}

bool cg_vec_multi_reduction(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *r = op->res[0].type;
	VecKind k = cg_vec_kind(op);
	int64_t nred = 1, npar = 1, c[64];
	for (unsigned d = 0; d < s->rank; d++)
		*(reduced(op, d) ? &nred : &npar) *= s->shape[d];
	unsigned *which = CG_ALLOC(g, npar, unsigned);
	int64_t *at = CG_ALLOC(g, npar, int64_t);
	LLVMValueRef acc = cg_opnd(op, 1), src = cg_opnd(op, 0);
	VecSrc vs = {s, src};
	for (int64_t i = 0; i < nred; i++) {
		/* The source elements at reduced coordinates i (row-major over
		 * the reduced dims), in the result's order. */
		for (int64_t j = 0; j < npar; j++) {
			int64_t ri = i, pj = j;
			for (unsigned d = s->rank; d-- > 0;) {
				int64_t *from = reduced(op, d) ? &ri : &pj;
				c[d] = *from % s->shape[d];
				*from /= s->shape[d];
			}
			at[j] = vec_linear(s, c);
		}
		if (r->kind != TY_VECTOR) {
			acc = vec_combine(g, k, acc, vec_elem(g, s, src, at[0]));
			continue;
		}
		LLVMValueRef args[2] = {acc, vec_permute(g, r, &vs, 1, which, at)};
		acc = vec_map_rows(g, r, r, args, 2, combine_rows, &k);
	}
	cg_set(&op->res[0], acc);
	return true;
}

/* ----------------------------------------------------------------- scan */

/* Slice i of the source along dim d, in the initial value's type. */
static LLVMValueRef scan_slice(Cg *g, const Type *s, LLVMValueRef v, const Type *it, unsigned d, int64_t i)
{
	int64_t n = 1, c[64], ic[64];
	for (unsigned k = 0; k < it->rank; k++)
		n *= it->shape[k];
	unsigned *which = CG_ALLOC(g, n, unsigned);
	int64_t *at = CG_ALLOC(g, n, int64_t);
	for (int64_t j = 0; j < n; j++) {
		vec_coords(it, j, ic);
		for (unsigned k = 0, m = 0; k < s->rank; k++)
			c[k] = k == d ? i : ic[m++];
		at[j] = vec_linear(s, c);
	}
	VecSrc src = {s, v};
	return vec_permute(g, it, &src, 1, which, at);
}

bool cg_vec_scan(Cg *g, Op *op)
{
	Type *s = op_operand(op, 0)->type, *it = op_operand(op, 1)->type;
	unsigned d = (unsigned)op_attr(op, "reduction_dim")->u.i;
	bool inclusive = op_attr(op, "inclusive")->kind == AT_BOOL && op_attr(op, "inclusive")->u.b;
	VecKind k = cg_vec_kind(op);
	int64_t n = s->shape[d], total = 1, c[64];
	for (unsigned i = 0; i < s->rank; i++)
		total *= s->shape[i];
	LLVMValueRef *slices = CG_ALLOC(g, n, LLVMValueRef), *outs = CG_ALLOC(g, n, LLVMValueRef);
	LLVMValueRef v = cg_opnd(op, 0), last = NULL;
	for (int64_t i = 0; i < n; i++) {
		slices[i] = scan_slice(g, s, v, it, d, i);
		LLVMValueRef y = inclusive ? slices[i] : i ? slices[i - 1] : NULL;
		if (i == 0)
			outs[0] = inclusive ? slices[0] : cg_opnd(op, 1);
		else {
			LLVMValueRef args[2] = {last, y};
			outs[i] = vec_map_rows(g, it, it, args, 2, combine_rows, &k);
		}
		last = outs[i];
	}
	/* The result: element c of the source's shape is element c without
	 * dim d of output slice c[d]. */
	unsigned *which = CG_ALLOC(g, total, unsigned);
	int64_t *at = CG_ALLOC(g, total, int64_t), ic[64];
	VecSrc *src = CG_ALLOC(g, n, VecSrc);
	for (int64_t i = 0; i < n; i++)
		src[i] = (VecSrc){it, outs[i]};
	for (int64_t j = 0; j < total; j++) {
		vec_coords(s, j, c);
		for (unsigned k2 = 0, m = 0; k2 < s->rank; k2++)
			if (k2 != d)
				ic[m++] = c[k2];
		which[j] = (unsigned)c[d];
		at[j] = vec_linear(it, ic);
	}
	cg_set(&op->res[0], vec_permute(g, s, src, (unsigned)n, which, at));
	cg_set(&op->res[1], last);
	return true;
}

/* ---------------------------------------------------------- outerproduct */

/* x * y, then (kind) acc; a float <add> with an accumulator is one fma. */
static LLVMValueRef mul_acc(Cg *g, VecKind k, LLVMValueRef x, LLVMValueRef y, LLVMValueRef acc, bool fl)
{
	if (fl && acc && k == VK_ADD) {
		LLVMValueRef args[3] = {x, y, acc};
		LLVMTypeRef t = LLVMTypeOf(x);
		return cg_call_intrinsic(g, "llvm.fma", &t, 1, args, 3);
	}
	LLVMValueRef m = fl ? LLVMBuildFMul(g->b, x, y, "") : LLVMBuildMul(g->b, x, y, "");
	return acc ? vec_combine(g, k, m, acc) : m;
}

bool cg_vec_outerproduct(Cg *g, Op *op)
{
	Type *lt = op_operand(op, 0)->type, *rt = op_operand(op, 1)->type, *res = op->res[0].type;
	bool fl = ty_is_float(res->elem);
	VecKind k = cg_vec_kind(op);
	LLVMValueRef lhs = cg_opnd(op, 0), rhs = cg_opnd(op, 1), acc = op->nopnds > 2 ? cg_opnd(op, 2) : NULL;
	unsigned n = (unsigned)lt->shape[0];
	if (rt->kind != TY_VECTOR) {
		/* AXPY: lhs * broadcast(rhs) (kind) acc. */
		LLVMValueRef b = vec_splat(g, n, rhs);
		cg_set(&op->res[0], mul_acc(g, k, lhs, b, acc, fl));
		return true;
	}
	LLVMValueRef *rows = CG_ALLOC(g, n, LLVMValueRef);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef a = LLVMBuildExtractElement(g->b, lhs, cg_i64(g, i), "");
		a = vec_splat(g, (unsigned)rt->shape[0], a);
		rows[i] = mul_acc(g, k, a, rhs, acc ? vec_row(g, res, acc, i) : NULL, fl);
	}
	cg_set(&op->res[0], vec_from_rows(g, res, rows));
	return true;
}
