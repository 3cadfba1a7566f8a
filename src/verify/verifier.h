/* verifier.h - what the files of verify/ share: the Verifier, its
 * reporting functions and the checks several dialects use.
 *
 *   verify.c           the walk: the order of the checks, structure
 *                      (counts, terminators, successors), symbols
 *   verify_dominance.c every use is dominated by its definition
 *   verify_<d>.c       the VERIFY column of ops.def for dialect d, and
 *                      the checks of d that run after an op's regions
 *   verify_common.c    checks those share
 *   shape.def          how many results, successors and operands each
 *                      op takes
 *
 * The messages are MLIR 19's, in MLIR's order, so that a test written
 * for mlir-opt -verify-diagnostics passes unchanged: an op's own
 * invariants (counts, then types and attributes as ODS checks them, then
 * traits such as HasParent, then the op's verify()), then the ops of its
 * regions, then the checks that need the regions verified first (MLIR's
 * verifyRegions and region-branch interfaces).  Like mlir-opt, the
 * verifier stops at the first error in a function (and goes on with the
 * next function).  What MLIR does not check but asyncc needs is reported
 * with asyncc's own words; explanations MLIR does not give follow as
 * hints (v_hint). */
#ifndef ASYNCC_VERIFIER_H
#define ASYNCC_VERIFIER_H

#include "ir/ir.h"
#include "support/vec.h"

struct Verifier {
	Ctx *ctx;
	Diag *diag;
	Module *m;
	/* The calls met by the walk, in its order: their callees are
	 * checked once the module's symbols are (verify_module). */
	SVEC(Op *, 16) calls;
};

/* Report "'dialect.op' op <message>" at op (MLIR's emitOpError); returns
 * false. */
bool v_fail(Verifier *v, Op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error without the op prefix (MLIR's emitError); returns false. */
bool v_error(Verifier *v, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A note MLIR attaches to the error before it. */
void v_note(Verifier *v, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* asyncc's own explanation after an error (diag_hint). */
void v_hint(Verifier *v, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *v_type(Verifier *v, Type *t);

/* The checks that run after an op's regions are verified (verify.c has
 * the table of the ops that have one), and the symbol uses that run
 * last, when the whole module is known (calls). */
bool v_for_regions(Op *op, Verifier *v);
bool v_if_regions(Op *op, Verifier *v);
bool v_while_regions(Op *op, Verifier *v);
bool v_parallel_regions(Op *op, Verifier *v);
bool v_reduce_regions(Op *op, Verifier *v);
bool v_execute_regions(Op *op, Verifier *v);
bool v_execute_region_regions(Op *op, Verifier *v);
bool v_affine_for_regions(Op *op, Verifier *v);
bool v_affine_if_regions(Op *op, Verifier *v);
bool v_alloca_scope_regions(Op *op, Verifier *v);
bool v_generic_atomic_rmw_regions(Op *op, Verifier *v);
bool v_llvm_global_regions(Op *op, Verifier *v);
bool v_call_symbol(Op *op, Verifier *v);
bool v_async_call_symbol(Op *op, Verifier *v);

/* verify_dominance.c: every use in `func` (a verified function) is
 * dominated by its definition; reports the first that is not. */
bool verify_dominance(Verifier *v, Op *func);


/* ------------------------------------------ shared checks (verify_common.c) */

static inline Type *opnd_type(Op *op, unsigned i) { return op->opnds[i].value->type; }

/* Exactly nin operands and nout results, with the messages of MLIR's
 * count traits (for ops without a shape.def row). */
bool need_counts(Verifier *v, Op *op, unsigned nin, unsigned nout);
/* ODS type constraints: "operand #i must be DESC, but got 'T'" when !ok
 * (and the same for results). */
bool v_operand_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc);
bool v_result_is(Verifier *v, Op *op, unsigned i, bool ok, const char *desc);
/* Every operand of segment `seg` is index ("variadic of index"). */
bool v_segment_index(Verifier *v, Op *op, unsigned seg);
/* A required attribute: "requires attribute 'NAME'". */
bool v_attr_required(Verifier *v, Op *op, const char *name);
/* The same, returning the attribute (NULL once reported missing). */
Attr *v_required_attr(Verifier *v, Op *op, const char *name);
/* An inherent attribute of the wrong kind, as MLIR's property conversion
 * reports it: "invalid properties {...} for op NAME: Invalid attribute
 * `ATTR` in property conversion: VALUE". */
bool v_bad_property(Verifier *v, Op *op, const char *name);
/* HasParent<K>: "expects parent op 'NAME'". */
bool v_parent_is(Verifier *v, Op *op, OpKind k);
/* BranchOpInterface: the operands each successor gets match its block
 * arguments (verify_cf.c). */
bool v_branch_operands(Verifier *v, Op *op);
/* IsTerminator: "must be the last operation in the parent block". */
bool v_is_last(Verifier *v, Op *op);
/* SameOperandsAndResultType. */
bool all_same_type(Verifier *v, Op *op);
/* SameTypeOperands. */
bool v_same_operand_types(Verifier *v, Op *op);
/* SingleBlock: "expects region #i to have 0 or 1 blocks". */
bool v_single_block(Verifier *v, Op *op, unsigned i);
/* SizedRegion<1>: "region #i ('NAME') failed to verify constraint:
 * region with 1 blocks". */
bool v_one_block(Verifier *v, Op *op, unsigned i, const char *name);
/* An opaque flag attribute, if present, must be "#<prefix><...>". */
bool check_flag_attr(Verifier *v, Op *op, const char *name, const char *prefix);

/* The RegionBranchOpInterface check along one control flow edge: the
 * values a terminator (or the op) passes against the arguments (or
 * results) they go to.  FROM and TO name the edge as MLIR does ("Region
 * #0", "parent operands", "parent results").  `compat` decides whether
 * two types are compatible (NULL: equal). */
typedef bool (*TypeCompat)(Type *a, Type *b);
bool v_edge(Verifier *v, Op *op, const char *from, const char *to, Type *const *src,
            unsigned nsrc, Type *const *dst, unsigned ndst, TypeCompat compat);

/* Expected types gathered for one check: inline storage for the usual
 * few, the heap for ops with many values (no limit on their number). */
typedef struct TypeList {
	Type **v;
	Type *small[16];
} TypeList;

Type **tl_init(TypeList *l, unsigned n);
/* Free l and return result. */
bool tl_done(TypeList *l, bool result);
Type **result_types(Op *op, TypeList *l);
Type **operand_types(Op *op, TypeList *l);
Type **arg_types(Block *b, TypeList *l);

/* Vectors in elementwise ops: SameOperandsAndResultShape ("requires the
 * same shape for all operands and results") and ElementwiseMappable
 * (vector operands and results of one shape, none of them scalars). */
bool v_same_shape(Verifier *v, Op *op);
bool v_elementwise(Verifier *v, Op *op);

/* FunctionOpInterface: the arg_attrs or res_attrs array of a function
 * (one dictionary for each of the n types), each attribute a dialect's,
 * the llvm dialect's checked by v_llvm_param_attr (verify_llvm_attrs.c)
 * against its argument's or result's type. */
bool v_func_attr_list(Verifier *v, Op *op, Attr *a, Type *const *types, unsigned n, bool args);
bool v_llvm_param_attr(Verifier *v, Op *op, Type *t, const NamedAttr *a, bool result);

/* func.call of an llvm.func (verify_llvm_func.c). */
bool v_func_call_llvm(Op *op, Verifier *v, Op *callee);

#endif
