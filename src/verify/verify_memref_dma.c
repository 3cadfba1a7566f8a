/* verify_memref_dma.c - memref.dma_start and memref.dma_wait, with MLIR
 * 19's messages (DmaStartOp::verify finds its operands by the memrefs'
 * ranks, checking each group in order). */
#include "config.h"
#include "verifier.h"

static bool is_index(const Type *t) { return t->kind == TY_INDEX; }

static unsigned rank_at(Op *op, unsigned i)
{
	return opnd_type(op, i)->rank;
}

/* Operands [first, first + n) are all index. */
static bool all_index(Op *op, unsigned first, unsigned n)
{
	for (unsigned i = first; i < first + n; i++)
		if (!is_index(opnd_type(op, i)))
			return false;
	return true;
}

/* The memref at operand `at` (what it is called in the messages) and its
 * indices: true with *next past them, or false after the error. */
static bool dma_group(Verifier *v, Op *op, unsigned at, const char *what, const char *idx_what,
                      unsigned *expected)
{
	if (opnd_type(op, at)->kind != TY_MEMREF)
		return v_fail(v, op, "expected %s to be of memref type", what);
	*expected += rank_at(op, at);
	if (op->nopnds < *expected)
		return v_fail(v, op, "expected at least %u operands", *expected);
	if (!all_index(op, at + 1, rank_at(op, at)))
		return v_fail(v, op, "expected %s indices to be of index type", idx_what);
	return true;
}

bool v_dma_start(Op *op, Verifier *v)
{
	unsigned n = op->nopnds, expected = 4;
	if (n < 4)
		return v_fail(v, op, "expected at least 4 operands");
	if (!dma_group(v, op, 0, "source", "source", &expected))
		return false;
	unsigned dst = 1 + rank_at(op, 0);
	if (!dma_group(v, op, dst, "destination", "destination", &expected))
		return false;
	unsigned num = dst + 1 + rank_at(op, dst);
	if (!is_index(opnd_type(op, num)))
		return v_fail(v, op, "expected num elements to be of index type");
	if (!dma_group(v, op, num + 1, "tag", "tag", &expected))
		return false;
	if (n != expected && n != expected + 2)
		return v_fail(v, op, "incorrect number of operands");
	if (n == expected + 2 && !all_index(op, expected, 2))
		return v_fail(v, op, "expected stride and num elements per stride to be of type index");
	return true;
}

bool v_dma_wait(Op *op, Verifier *v)
{
	if (op->nopnds < 2)
		return v_fail(v, op, "expected %u or more operands, but found %u", 2u, op->nopnds);
	if (!v_operand_is(v, op, 0, opnd_type(op, 0)->kind == TY_MEMREF, "memref of any type values"))
		return false;
	unsigned nidx = op->nopnds - 2;
	for (unsigned i = 1; i <= nidx; i++)
		if (!v_operand_is(v, op, i, is_index(opnd_type(op, i)), "variadic of index"))
			return false;
	if (!v_operand_is(v, op, nidx + 1, is_index(opnd_type(op, nidx + 1)), "index"))
		return false;
	if (nidx != rank_at(op, 0))
		return v_fail(v, op, "expected tagIndices to have the same number of elements as the tagMemRef "
		              "rank, expected %u, but got %u", rank_at(op, 0), nidx);
	return true;
}
