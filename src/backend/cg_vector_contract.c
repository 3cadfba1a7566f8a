/* cg_vector_contract.c - vector.contract, element by element.
 *
 * Each result element is a sum of products over the reduction
 * iterators, combined with the accumulator.  Integer sums are exact in
 * any order; float sums are rounded at every step, so the order is the
 * one MLIR 19's lowering (its default "dot" strategy) gives:
 *
 *   - when the contraction, or the contractions left once its batch and
 *     free dims are unrolled (batch dims first, then the lhs's free dims,
 *     then the rhs's), is a matmul or a matvec in one of the layouts
 *     ContractionOpToDotLowering knows, each element is a dot product
 *     summed from 0 and then added to the accumulator;
 *   - otherwise the products are added to the accumulator one by one, the
 *     reduction iterators in their order (lowerReduction).
 *
 * Operands narrower than the accumulator are first extended to its type,
 * as the op's documentation says; kinds other than <add> combine the sum
 * with the accumulator.  The element count is bounded: a contraction of
 * more than 2^20 multiplications is refused rather than unrolled. */
#include "config.h"
#include "cg_vector.h"

enum { MAX_WORK = 1 << 20 };

typedef struct Contract {
	unsigned niter;
	bool red[64];              /* reduction iterator */
	int64_t extent[64];
	AffineMap *map[3];         /* lhs, rhs, acc */
} Contract;

/* The map's result that is iterator d, or -1. */
static int pos_of(const AffineMap *m, unsigned d)
{
	for (unsigned r = 0; r < m->nres; r++)
		if (m->res[r]->kind == AE_DIM && m->res[r]->pos == d)
			return (int)r;
	return -1;
}

/* Whether the iterators still there (live) form a matmul (m, n, k) or a
 * matvec (m, k) in a layout the dot lowering knows. */
static bool dot_shape(const Contract *c, const bool *live)
{
	unsigned it[3], n = 0;
	for (unsigned d = 0; d < c->niter; d++)
		if (live[d] && n < 3)
			it[n++] = d;
	unsigned nlive = 0;
	for (unsigned d = 0; d < c->niter; d++)
		nlive += live[d];
	if (nlive != n || n < 2 || !c->red[it[n - 1]] || c->red[it[0]] || (n == 3 && c->red[it[1]]))
		return false;
	unsigned k = it[n - 1];
	bool lk = pos_of(c->map[0], k) >= 0, rk = pos_of(c->map[1], k) >= 0;
	if (!lk || !rk || pos_of(c->map[2], k) >= 0)
		return false;
	if (n == 3) {
		unsigned m = it[0], nn = it[1];
		return pos_of(c->map[0], m) >= 0 && pos_of(c->map[1], m) < 0 && pos_of(c->map[2], m) >= 0 &&
		       pos_of(c->map[1], nn) >= 0 && pos_of(c->map[0], nn) < 0 && pos_of(c->map[2], nn) >= 0;
	}
	/* matvec: one operand holds m and k, the other k alone. */
	unsigned m = it[0];
	return pos_of(c->map[2], m) >= 0 && (pos_of(c->map[0], m) >= 0) != (pos_of(c->map[1], m) >= 0);
}

/* The next parallel iterator MLIR's ContractionOpLowering unrolls: a
 * batch dim (in both operands), else the lhs's first free dim, else the
 * rhs's; -1 when none is left. */
static int next_unrolled(const Contract *c, const bool *live)
{
	for (unsigned d = 0; d < c->niter; d++)
		if (live[d] && !c->red[d] && pos_of(c->map[0], d) >= 0 && pos_of(c->map[1], d) >= 0)
			return (int)d;
	for (unsigned s = 0; s < 2; s++)
		for (unsigned r = 0; r < c->map[s]->nres; r++) {
			unsigned d = c->map[s]->res[r]->pos;
			if (live[d] && !c->red[d])
				return (int)d;
		}
	return -1;
}

static bool uses_dot(const Contract *c, VecKind k)
{
	bool live[64];
	for (unsigned d = 0; d < c->niter; d++)
		live[d] = true;
	for (;;) {
		if (k == VK_ADD && dot_shape(c, live))
			return true;
		int d = next_unrolled(c, live);
		if (d < 0)
			return false;
		live[d] = false;
	}
}

/* ---------------------------------------------------------- arithmetic */

/* An operand element extended to the accumulator's element type. */
static LLVMValueRef promote(Cg *g, LLVMValueRef x, LLVMTypeRef to, bool fl)
{
	if (LLVMTypeOf(x) == to)
		return x;
	return fl ? LLVMBuildFPExt(g->b, x, to, "") : LLVMBuildSExt(g->b, x, to, "");
}

/* Element of operand s (0: lhs, 1: rhs) at iterator values iv. */
static LLVMValueRef operand_at(Cg *g, Op *op, const Contract *c, unsigned s, const int64_t *iv)
{
	const Type *t = op_operand(op, s)->type;
	int64_t coords[64];
	for (unsigned r = 0; r < c->map[s]->nres; r++)
		coords[r] = iv[c->map[s]->res[r]->pos];
	return vec_elem(g, t, cg_opnd(op, s), vec_linear(t, coords));
}

/* Sum of the products over every reduction index, starting from `from`. */
static LLVMValueRef dot(Cg *g, Op *op, const Contract *c, int64_t *iv, LLVMValueRef from,
                        LLVMTypeRef et, bool fl)
{
	LLVMValueRef s = from;
	int64_t nred = 1;
	for (unsigned d = 0; d < c->niter; d++)
		if (c->red[d])
			nred *= c->extent[d];
	for (int64_t i = 0; i < nred; i++) {
		int64_t rest = i;
		for (unsigned d = c->niter; d-- > 0;)
			if (c->red[d]) {
				iv[d] = rest % c->extent[d];
				rest /= c->extent[d];
			}
		LLVMValueRef l = promote(g, operand_at(g, op, c, 0, iv), et, fl);
		LLVMValueRef r = promote(g, operand_at(g, op, c, 1, iv), et, fl);
		LLVMValueRef p = fl ? LLVMBuildFMul(g->b, l, r, "") : LLVMBuildMul(g->b, l, r, "");
		s = s ? vec_combine(g, VK_ADD, s, p) : p;
	}
	return s;
}

static bool contract_info(Cg *g, Op *op, Contract *c)
{
	Attr *maps = op_attr(op, "indexing_maps"), *its = op_attr(op, "iterator_types");
	c->niter = its->u.arr.n;
	for (unsigned i = 0; i < 3; i++)
		c->map[i] = maps->u.arr.elems[i]->u.map;
	int64_t work = 1;
	for (unsigned d = 0; d < c->niter; d++) {
		Attr *e = its->u.arr.elems[d];
		c->red[d] = e->u.str.len > 22 && e->u.str.s[22] == 'r';
		int lp = pos_of(c->map[0], d), rp = pos_of(c->map[1], d);
		c->extent[d] = lp >= 0 ? op_operand(op, 0)->type->shape[lp] : op_operand(op, 1)->type->shape[rp];
		work = work > MAX_WORK ? work : work * c->extent[d];
		if (!c->red[d] && pos_of(c->map[2], d) < 0)
			return cg_error(g, op, "vector.contract with a parallel iterator the result does not index is not supported");
	}
	if (work > MAX_WORK)
		return cg_error(g, op, "vector.contract of more than %d multiplications is too large to unroll", MAX_WORK);
	return true;
}

bool cg_vec_contract(Cg *g, Op *op)
{
	Contract c;
	if (!contract_info(g, op, &c))
		return false;
	Type *res = op->res[0].type, *et_ir = ty_scalar(res);
	LLVMTypeRef et = cg_type(g, et_ir);
	bool fl = ty_is_float(et_ir);
	VecKind k = cg_vec_kind(op);
	bool use_dot = uses_dot(&c, k);
	int64_t nout = 1, coords[64], iv[64] = {0};
	for (unsigned i = 0; res->kind == TY_VECTOR && i < res->rank; i++)
		nout *= res->shape[i];
	LLVMValueRef acc = cg_opnd(op, 2), *out = CG_ALLOC(g, nout, LLVMValueRef);
	for (int64_t o = 0; o < nout; o++) {
		LLVMValueRef a = res->kind == TY_VECTOR ? vec_elem(g, res, acc, o) : acc;
		if (res->kind == TY_VECTOR) {
			vec_coords(res, o, coords);
			for (unsigned r = 0; r < c.map[2]->nres; r++)
				iv[c.map[2]->res[r]->pos] = coords[r];
		}
		if (k == VK_ADD && !use_dot)
			out[o] = dot(g, op, &c, iv, a, et, fl);
		else
			out[o] = vec_combine(g, k, dot(g, op, &c, iv, fl ? LLVMConstReal(et, 0.0) : NULL, et, fl), a);
	}
	cg_set(&op->res[0], res->kind == TY_VECTOR ? vec_from_elems(g, res, out) : out[0]);
	return true;
}
