/* ir.h - asyncc's in-memory IR, in the shape of MLIR's.
 *
 * A Module holds one builtin.module Op.  Ops have operands (uses of
 * Values), results (Values they define), attributes, successor blocks and
 * regions; a Region is a list of Blocks, a Block a list of Ops with
 * arguments.  Values keep a list of their uses so that passes can replace
 * them.  Types and attributes are uniqued in the Ctx: two equal types are
 * the same pointer, so comparing types is comparing pointers.
 *
 * Memory: the Ctx owns types, attributes and interned strings; the Module
 * owns everything else in one arena (see arena.h).  Erasing an op only
 * unlinks it.  Nothing here prints or exits: errors go through diag.h. */
#ifndef ASYNCC_IR_H
#define ASYNCC_IR_H

#include "support/api.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/diag.h"

typedef struct Ctx Ctx;
typedef struct Type Type;
typedef struct Attr Attr;
typedef struct NamedAttr NamedAttr;
typedef struct Value Value;
typedef struct Use Use;
typedef struct Op Op;
typedef struct Block Block;
typedef struct Region Region;
typedef struct Module Module;
typedef struct AffineExpr AffineExpr;
typedef struct AffineMap AffineMap;
typedef struct AffineSet AffineSet;

/* ------------------------------------------------------------------ types */

typedef enum TypeKind {
	TY_INT,           /* iN, signless; width in bits */
	TY_INDEX,
	TY_F16,
	TY_BF16,
	TY_F32,
	TY_F64,
	TY_NONE,
	TY_FUNC,          /* (inputs) -> (results) */
	TY_MEMREF,        /* memref<4x?xf32[, strided<...>][, space]> */
	TY_UMEMREF,       /* memref<*xf32> */
	TY_TOKEN,         /* !async.token */
	TY_VALUE,         /* !async.value<T> */
	TY_GROUP,         /* !async.group */
	TY_CORO_ID,       /* !async.coro.id */
	TY_CORO_HANDLE,   /* !async.coro.handle */
	TY_CORO_STATE,    /* !async.coro.state */
	TY_VECTOR,        /* vector<4x8xf32>, vector<f32>: static sizes > 0 */
	TY_TENSOR,        /* tensor<4x?xf32>: only as the type of dense<...> */
	/* llvm dialect types (ir_llvm.c) */
	TY_LLVM_PTR,      /* !llvm.ptr<N>: memspace is the address space */
	TY_LLVM_VOID,     /* !llvm.void, the result of a function returning nothing */
	TY_LLVM_ARRAY,    /* !llvm.array<N x T>: elem, rank 1 and shape[0] = N */
	TY_LLVM_STRUCT,   /* !llvm.struct<["name", ][packed ](T, U)>: nin fields in params */
	TY_LLVM_FUNC,     /* !llvm.func<R (T, U[, ...])>: nin inputs, then R in params */
	TY_LLVM_VEC,      /* !llvm.vec<[? x ]N x T>: elem, rank 1, shape[0] = N, width 1 if scalable */
	TY_LLVM_TARGET,   /* !llvm.target<"name", T, 1>: name, nin types in params, rank ints in shape */
	/* siN and uiN: signed and unsigned integers (width in bits), which
	 * only vector.print, vector.bitcast, casts and function signatures
	 * accept; arith and the other dialects' ops want signless TY_INT. */
	TY_SINT,
	TY_UINT,
	TY__COUNT
} TypeKind;

/* A dynamic dimension, offset or stride ("?"), as MLIR's kDynamic. */
#define IR_DYNAMIC INT64_MIN

struct Type {
	TypeKind kind;
	unsigned width;            /* TY_INT */
	Type *elem;                /* TY_MEMREF, TY_UMEMREF, TY_VALUE, TY_VECTOR, TY_TENSOR */
	unsigned rank;             /* TY_MEMREF, TY_VECTOR, TY_TENSOR */
	const int64_t *shape;      /* rank sizes (IR_DYNAMIC: memref and tensor only) */
	const int64_t *strides;    /* TY_MEMREF: NULL for the identity layout */
	int64_t offset;            /* TY_MEMREF with strides */
	/* TY_MEMREF: the affine_map layout as written, when it was one; its
	 * strides and offset are in strides/offset (affine_map_strides).  It
	 * makes the type differ from the same strided<...> one, as in MLIR. */
	AffineMap *layout;
	unsigned memspace;         /* TY_MEMREF, TY_UMEMREF: 0 is the default */
	/* TY_VECTOR: bit i set when dim i is scalable ("[4]": a multiple of
	 * 4 fixed only at run time, SVE's and RVV's vectors); ranks are at
	 * most 64.  See ty_vector_scalable. */
	uint64_t scalable;
	unsigned nin, nout;        /* TY_FUNC */
	Type *const *params;       /* TY_FUNC: nin inputs, then nout results */
	const char *name;          /* TY_LLVM_STRUCT: identified name (interned), or NULL */
	unsigned hash;
};

Type *ty_int(Ctx *c, unsigned width);
Type *ty_int_signed(Ctx *c, TypeKind kind, unsigned width);   /* TY_SINT or TY_UINT */
Type *ty_i1(Ctx *c);
Type *ty_i64(Ctx *c);
Type *ty_index(Ctx *c);
Type *ty_simple(Ctx *c, TypeKind k);    /* float, none, async kinds */
Type *ty_func(Ctx *c, Type *const *in, unsigned nin, Type *const *out, unsigned nout);
Type *ty_memref(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                const int64_t *strides, int64_t offset, unsigned memspace);
Type *ty_umemref(Ctx *c, Type *elem, unsigned memspace);
Type *ty_value(Ctx *c, Type *elem);
/* Shaped types (vectors and tensors; memrefs above). */
Type *ty_vector(Ctx *c, Type *elem, unsigned rank, const int64_t *shape);
Type *ty_tensor(Ctx *c, Type *elem, unsigned rank, const int64_t *shape);
/* vector<[4]xf32>, vector<2x[4]xf32>: dims whose bit is set in scalable
 * (rank <= 64) are scalable; 0 gives ty_vector's type. */
Type *ty_vector_scalable(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                         uint64_t scalable);
/* Whether t is, or holds somewhere (a memref's elements, a function's
 * signature), a vector with a scalable dim. */
bool ty_has_scalable(const Type *t);
/* Whether dim i of vector t is scalable. */
static inline bool ty_dim_scalable(const Type *t, unsigned i)
{
	return t->kind == TY_VECTOR && i < 64 && (t->scalable >> i & 1);
}
/* A memref with an affine_map layout: strides/offset are the map's
 * strided form (affine_map_strides), which is what code uses. */
Type *ty_memref_map(Ctx *c, Type *elem, unsigned rank, const int64_t *shape,
                    const int64_t *strides, int64_t offset, AffineMap *layout,
                    unsigned memspace);

static inline Type *ty_func_in(const Type *t, unsigned i) { return t->params[i]; }
static inline Type *ty_func_out(const Type *t, unsigned i) { return t->params[t->nin + i]; }

bool ty_is_int(const Type *t);           /* iN */
/* iN, siN or uiN: an integer of t->width bits, whatever its signedness. */
static inline bool ty_is_any_int(const Type *t)
{
	return t->kind == TY_INT || t->kind == TY_SINT || t->kind == TY_UINT;
}
bool ty_is_intlike(const Type *t);       /* iN or index */
ASYNCC_API bool ty_is_float(const Type *t);
bool ty_is_async(const Type *t);         /* token, value or group: ref-counted */
bool ty_is_awaitable(const Type *t);     /* token or value */
ASYNCC_API unsigned ty_float_width(const Type *t);
bool ty_memref_is_identity(const Type *t);
/* Vector, tensor or ranked memref: a type with elem, rank and shape. */
bool ty_is_shaped(const Type *t);
/* What vectors may hold: iN, siN, uiN, index and floats. */
bool ty_is_vector_elem(const Type *t);
/* The number of elements of a shaped type of static shape; -1 when a
 * size is dynamic or the product does not fit in an int64_t. */
int64_t ty_num_elements(const Type *t);

/* Scalars and vectors of them, as the "-like" type constraints of MLIR's
 * elementwise ops see them (ir_vector.c). */
ASYNCC_API Type *ty_scalar(Type *t);          /* a vector's elements' type, else t */
bool ty_is_int_like(const Type *t);           /* iN, index, or a vector of them */
bool ty_is_fixed_int_like(const Type *t);     /* iN or a vector of iN */
bool ty_is_float_like(const Type *t);
bool ty_is_bool_like(const Type *t);          /* i1 or a vector of i1 */
/* Both scalars, or vectors of the same shape. */
bool ty_same_shape(const Type *a, const Type *b);
/* elem in the shape of `shape`: a vector of that shape, or elem itself
 * when shape is a scalar (the i1 results of vector comparisons). */
Type *ty_with_elem(Ctx *c, Type *shape, Type *elem);
/* The i1 mask type of a vector transfer of vector type vt with
 * permutation map `map`. */
Type *ty_transfer_mask(Ctx *c, Type *vt, AffineMap *map);

/* The uniqued copy of a type built on the stack (ctx.c), for type
 * constructors kept in files of their own. */
Type *ty_unique(Ctx *c, const Type *probe);

/* llvm dialect types (ir_llvm.c).  Structs keep their flags in width. */
enum { LLVM_STRUCT_PACKED = 1, LLVM_STRUCT_OPAQUE = 2 };
Type *ty_llvm_ptr(Ctx *c, unsigned addrspace);
Type *ty_llvm_void(Ctx *c);
Type *ty_llvm_array(Ctx *c, Type *elem, int64_t n);
Type *ty_llvm_struct(Ctx *c, const char *name, Type *const *fields, unsigned n, unsigned flags);
Type *ty_llvm_func(Ctx *c, Type *result, Type *const *params, unsigned n, bool vararg);
Type *ty_llvm_vec(Ctx *c, Type *elem, int64_t n, bool scalable);
Type *ty_llvm_target(Ctx *c, const char *name, Type *const *types, unsigned ntypes,
                     const int64_t *ints, unsigned nints);
static inline bool ty_is_llvm_ptr(const Type *t) { return t->kind == TY_LLVM_PTR; }
static inline Type *ty_llvm_func_result(const Type *t) { return t->params[t->nin]; }
static inline bool ty_llvm_func_vararg(const Type *t) { return t->width != 0; }
static inline bool ty_llvm_struct_packed(const Type *t) { return t->width & LLVM_STRUCT_PACKED; }
static inline int64_t ty_llvm_array_size(const Type *t) { return t->shape[0]; }
/* Whether values of type t may be operands of llvm ops (MLIR's
 * isCompatibleType): signless integers, floats, llvm types but void. */
bool ty_llvm_compatible(const Type *t);

/* ------------------------------------------------------------- attributes */

typedef enum AttrKind {
	AT_UNIT,          /* unit */
	AT_BOOL,          /* true / false */
	AT_INT,           /* 42 : i32 (type may be NULL: i64 by default) */
	AT_FLOAT,         /* 1.5 : f32 */
	AT_STRING,        /* "text" */
	AT_TYPE,          /* a type used as an attribute (function_type) */
	AT_ARRAY,         /* [a, b] */
	AT_DICT,          /* {name = attr, ...}, sorted by name */
	AT_SYMREF,        /* @name */
	AT_DENSE_ARRAY,   /* array<i32: 1, 2> */
	AT_OPAQUE,        /* #dialect.mnemonic<body>, kept as written */
	AT_LOC,           /* loc("file":line:col) and friends */
	AT_ELEMENTS,      /* dense<...> : vector<...>, tensor<...>, memref<...> */
	AT_AFFINE_MAP,    /* affine_map<(d0)[s0] -> (d0 + s0)> */
	AT_AFFINE_SET,    /* affine_set<(d0)[s0] : (d0 - s0 >= 0)> */
	AT__COUNT
} AttrKind;

struct NamedAttr {
	const char *name;          /* interned */
	Attr *attr;
};

/* Locations of explicit loc(...) attributes, reduced to what debug info
 * and diagnostics use: a file, a line and a column, or unknown. */
typedef struct LocInfo {
	const char *file;          /* interned; NULL for unknown */
	unsigned line, col;
	const char *name;          /* NameLoc's name, or NULL */
} LocInfo;

struct Attr {
	AttrKind kind;
	Type *type;                /* AT_INT, AT_FLOAT, AT_TYPE, AT_DENSE_ARRAY,
	                              AT_ELEMENTS (the shaped type) */
	union {
		bool b;                            /* AT_BOOL */
		int64_t i;                         /* AT_INT (bits sign-extended) */
		double f;                          /* AT_FLOAT */
		struct { const char *s; size_t len; } str; /* AT_STRING, AT_SYMREF, AT_OPAQUE */
		struct { Attr *const *elems; unsigned n; } arr;  /* AT_ARRAY */
		struct { const NamedAttr *ents; unsigned n; } dict; /* AT_DICT */
		struct { const int64_t *vals; unsigned n; } dense;  /* AT_DENSE_ARRAY */
		LocInfo loc;                       /* AT_LOC */
		/* AT_ELEMENTS: n is 1 for a splat, else the element count;
		 * read them with the at_elements_* functions below. */
		struct { const uint64_t *bits; unsigned n; } elems;
		AffineMap *map;                    /* AT_AFFINE_MAP */
		AffineSet *set;                    /* AT_AFFINE_SET */
	} u;
	unsigned hash;
};

Attr *at_unit(Ctx *c);
Attr *at_bool(Ctx *c, bool b);
Attr *at_int(Ctx *c, Type *t, int64_t v);
Attr *at_float(Ctx *c, Type *t, double v);
Attr *at_string(Ctx *c, const char *s, size_t len);
Attr *at_cstr(Ctx *c, const char *s);
Attr *at_type(Ctx *c, Type *t);
Attr *at_array(Ctx *c, Attr *const *elems, unsigned n);
Attr *at_dict(Ctx *c, const NamedAttr *ents, unsigned n);   /* sorts */
Attr *at_symref(Ctx *c, const char *name);
Attr *at_dense(Ctx *c, Type *elem, const int64_t *vals, unsigned n);
Attr *at_opaque(Ctx *c, const char *text, size_t len);
Attr *at_loc(Ctx *c, LocInfo loc);

/* ----------------------------------------------- dense elements attributes
 *
 * dense<...> : T, with T a vector, tensor or memref type of static shape
 * and iN, index or float elements.  Storage is one array of 64-bit words,
 * one per element in row-major order, or a single word when every
 * element is the same (a splat: at_elements makes it one whenever it
 * can, as MLIR does, so equal attributes are the same pointer):
 *   iN, index  the value's bits, sign-extended from the width (i1: 0, 1)
 *   floats     the IEEE bit pattern of the element type (f16 and bf16:
 *              16 bits, f32: 32, f64: 64), zero-extended
 * `bits` holds 1 or ty_num_elements(shaped) words. */
Attr *at_elements(Ctx *c, Type *shaped, const uint64_t *bits, size_t n);
/* A splat of one element's bits. */
Attr *at_elements_splat(Ctx *c, Type *shaped, uint64_t bits);
static inline Type *at_elements_type(const Attr *a) { return a->type->elem; }
static inline bool at_elements_is_splat(const Attr *a) { return a->u.elems.n == 1; }
/* The number of elements (that of the type, also for a splat). */
ASYNCC_API size_t at_elements_count(const Attr *a);
/* Element i's stored word (see above). */
static inline uint64_t at_elements_bits(const Attr *a, size_t i)
{
	return a->u.elems.bits[a->u.elems.n == 1 ? 0 : i];
}
/* Element i of an integer (iN, index) attribute, sign-extended. */
static inline int64_t at_elements_int(const Attr *a, size_t i)
{
	return (int64_t)at_elements_bits(a, i);
}
/* Element i of a float attribute, converted exactly to a double. */
double at_elements_float(const Attr *a, size_t i);

/* IEEE conversions between a float type's bit pattern and a double
 * (exact from bits; to bits rounds to nearest even, as MLIR parses). */
double float_from_bits(const Type *t, uint64_t bits);
ASYNCC_API uint64_t float_to_bits(const Type *t, double v);

/* ------------------------------------------------ affine maps and sets
 *
 * Affine expressions are uniqued in the Ctx like types: equal
 * expressions are the same pointer.  ae_* (affine.h) build them with
 * MLIR's simplifications (constants folded and moved right, and so on);
 * ae_binary_raw does not simplify.  A subtraction a - b is a + b * -1. */
typedef enum AffineKind {
	AE_ADD, AE_MUL, AE_MOD, AE_FLOORDIV, AE_CEILDIV,   /* binary */
	AE_CONST, AE_DIM, AE_SYM,
} AffineKind;

struct AffineExpr {
	AffineKind kind;
	unsigned pos;              /* AE_DIM, AE_SYM: d<pos>, s<pos> */
	int64_t c;                 /* AE_CONST */
	AffineExpr *l, *r;         /* binary kinds */
	unsigned depth;            /* 1 for a leaf, else 1 + the deeper side */
	bool symbolic;             /* no dims: symbols and constants only */
	unsigned hash;
};

/* (d0, ..., d<ndims-1>)[s0, ...] -> (res[0], ..., res[nres-1]) */
struct AffineMap {
	unsigned ndims, nsyms, nres;
	AffineExpr *const *res;
	unsigned hash;
};

/* (d0, ...)[s0, ...] : (cons[i] == 0 if eq[i] else cons[i] >= 0, ...) */
struct AffineSet {
	unsigned ndims, nsyms, ncons;
	AffineExpr *const *cons;
	const bool *eq;
	unsigned hash;
};

AffineExpr *ae_dim(Ctx *c, unsigned pos);
AffineExpr *ae_sym(Ctx *c, unsigned pos);
AffineExpr *ae_const(Ctx *c, int64_t v);
AffineExpr *ae_binary_raw(Ctx *c, AffineKind k, AffineExpr *l, AffineExpr *r);
AffineMap *affine_map_get(Ctx *c, unsigned ndims, unsigned nsyms,
                          AffineExpr *const *res, unsigned nres);
AffineSet *affine_set_get(Ctx *c, unsigned ndims, unsigned nsyms,
                          AffineExpr *const *cons, const bool *eq, unsigned ncons);
Attr *at_affine_map(Ctx *c, AffineMap *m);
/* Whether any affine map or set was made in c (the printer's aliases
 * need a first pass only then). */
bool ctx_has_affine(const Ctx *c);
Attr *at_affine_set(Ctx *c, AffineSet *s);

/* Entry of a dictionary attribute, or NULL. */
Attr *at_dict_get(const Attr *dict, const char *name);

/* Sign- or zero-extension of an integer attribute's value to its width. */
int64_t at_int_sext(const Attr *a);
uint64_t at_int_zext(const Attr *a);

/* ---------------------------------------------------------- SSA values */

struct Use {
	Value *value;
	Op *user;
	Use *next, **prevp;        /* in value->uses */
};

struct Value {
	Type *type;
	Use *uses;
	Op *def;                   /* defining op, or NULL for a block argument */
	Block *owner;              /* block of an argument */
	unsigned index;            /* result or argument number */
	Loc loc;                   /* arguments: where they were declared */
	/* Scratch word for the pass or printer that currently runs: numbering,
	 * liveness indices.  Nobody may rely on it across passes. */
	uintptr_t scratch;
};

static inline bool value_is_arg(const Value *v) { return v->def == NULL; }
static inline bool value_has_uses(const Value *v) { return v->uses != NULL; }
unsigned value_num_uses(const Value *v);
void value_replace_uses(Value *from, Value *to);
/* The op that contains value's definition point (for arguments, the op
 * whose region owns the block). */
Op *value_parent_op(const Value *v);

/* ------------------------------------------------------------ operations */

#include "ir/ops.h"        /* OpKind, OpInfo and the op table */

typedef struct Succ {
	Block *block;
	unsigned first, count;     /* operands passed to the block's arguments */
} Succ;

struct Op {
	OpKind kind;
	Loc loc;                   /* where it was written (or derived from) */
	Attr *dbgloc;              /* explicit loc(...) from the input, or NULL */
	Block *parent;
	Op *prev, *next;

	/* The arrays below are allocated with the op (op_new), in one
	 * piece; the counts sit together so that no padding separates the
	 * pointers. */
	Use *opnds;
	Value *res;
	Succ *succs;
	Region *regions;
	NamedAttr *attrs;          /* sorted by (interned) name string */
	/* Sizes of the operand groups of ops with AttrSizedOperandSegments
	 * (async.execute, scf.for, memref.alloc, cf.cond_br, ...). */
	unsigned *segs;
	unsigned nopnds, nres, nsucc, nregions, nattrs, nsegs;
};

static inline const OpInfo *op_info(const Op *op) { return &op_table[op->kind]; }
static inline Value *op_operand(const Op *op, unsigned i) { return op->opnds[i].value; }
static inline Value *op_result(Op *op, unsigned i) { return &op->res[i]; }
static inline bool op_is(const Op *op, OpKind k) { return op->kind == k; }
/* Inline: the verifier and the parser ask it several times per op. */
static inline bool op_has_trait(const Op *op, unsigned trait)
{
	return (op_table[op->kind].traits & trait) != 0;
}

/* Operands of segment `seg`: *first and return the count. */
ASYNCC_API unsigned op_segment(const Op *op, unsigned seg, unsigned *first);
Value *op_segment_operand(const Op *op, unsigned seg, unsigned i);

ASYNCC_API Attr *op_attr(const Op *op, const char *name);          /* interned or not */
void op_set_attr(Module *m, Op *op, const char *name, Attr *a);  /* NULL removes */
void op_remove_attr(Module *m, Op *op, const char *name);

/* Replace the whole operand list (uses are relinked). */
void op_set_operands(Module *m, Op *op, Value *const *vals, unsigned n);
void op_set_operand(Op *op, unsigned i, Value *v);
/* Drop all operand uses (before erasing an op whose results are dead). */
void op_drop_operands(Op *op);

/* The func-like op (func.func or async.func) an op is nested in, or NULL. */
Op *op_parent_func(const Op *op);
Op *op_parent_op(const Op *op);
/* Whether `op` is an ancestor of `inner` (or the op itself). */
bool op_is_ancestor(const Op *op, const Op *inner);

/* ------------------------------------------------------- blocks, regions */

struct Block {
	Region *parent;
	Block *prev, *next;
	Op *first, *last;
	Value **args;
	unsigned nargs, capargs;
	uintptr_t scratch;         /* pass-local, like Value.scratch */
};

struct Region {
	Op *parent;
	Block *first, *last;
};

Value *block_add_arg(Module *m, Block *b, Type *t, Loc loc);
void block_erase_arg(Block *b, unsigned i);   /* the argument must be unused */
Op *block_terminator(const Block *b);         /* last op if a terminator */
bool block_is_entry(const Block *b);
Op *block_parent_op(const Block *b);
ASYNCC_API unsigned block_num_succs(const Block *b);
ASYNCC_API Block *block_succ(const Block *b, unsigned i);

Block *region_entry(const Region *r);
bool region_empty(const Region *r);

/* --------------------------------------------------------- construction */

/* Create a detached op.  Result types are given; operands become uses.
 * Regions start empty; successors are set with op_set_succ. */
Op *op_new(Module *m, OpKind kind, Loc loc, Type *const *restypes, unsigned nres,
           Value *const *opnds, unsigned nopnds, unsigned nregions, unsigned nsucc);
void op_set_succ(Op *op, unsigned i, Block *b, unsigned first, unsigned count);
void op_set_segments(Module *m, Op *op, const unsigned *segs, unsigned n);

Block *block_new(Module *m);
void region_push_block(Region *r, Block *b);          /* append */
void region_insert_block(Region *r, Block *before, Block *b);  /* NULL: append */
void region_unlink_block(Block *b);
/* Move every block of `from` to the end of `to`. */
void region_take_blocks(Region *to, Region *from);

void block_push_op(Block *b, Op *op);                 /* append */
void block_insert_op(Block *b, Op *before, Op *op);   /* NULL: append */
void op_unlink(Op *op);
/* Unlink an op whose results are unused, dropping its operand uses and
 * those of everything nested in it. */
void op_erase(Op *op);
void op_move_before(Op *op, Op *pos);
/* Split `b` before `at`: `at` and everything after it move to a new block
 * inserted after `b`, which is returned. */
Block *block_split(Module *m, Block *b, Op *at);

/* Clone op (with nested regions) mapping operands through `map`
 * (a ValueMap filled as results and block arguments are cloned). */
typedef struct ValueMap ValueMap;
ValueMap *vmap_new(void);
void vmap_free(ValueMap *vm);
void vmap_put(ValueMap *vm, Value *from, Value *to);
Value *vmap_get(ValueMap *vm, Value *from);   /* from itself if unmapped */
void vmap_put_block(ValueMap *vm, Block *from, Block *to);
Block *vmap_get_block(ValueMap *vm, Block *from);
Op *op_clone(Module *m, Op *op, ValueMap *vm);
/* Clone all blocks of `from` to the end of `to`, mapping through vm. */
void region_clone_into(Module *m, Region *to, Region *from, ValueMap *vm);

/* An insertion point and a location: passes build ops through this. */
typedef struct Builder {
	Module *m;
	Block *block;
	Op *before;                /* NULL: at the end of block */
	Loc loc;
} Builder;

Builder builder_at_end(Module *m, Block *b);
Builder builder_before(Module *m, Op *op);
Builder builder_after(Module *m, Op *op);
Op *build(Builder *b, OpKind kind, Type *const *restypes, unsigned nres,
          Value *const *opnds, unsigned nopnds);
/* One-result shorthand: returns the result (or NULL without results). */
Value *build1(Builder *b, OpKind kind, Type *restype, Value *const *opnds, unsigned n);
Value *build_const_int(Builder *b, Type *t, int64_t v);   /* iN or index */
Value *build_const_float(Builder *b, Type *t, double v);
Op *build_br(Builder *b, Block *dest, Value *const *args, unsigned n);
Op *build_cond_br(Builder *b, Value *cond, Block *t, Value *const *targs, unsigned nt,
                  Block *f, Value *const *fargs, unsigned nf);

/* ------------------------------------------------------------- walking */

typedef enum { WALK_ADVANCE, WALK_SKIP, WALK_STOP } WalkResult;
typedef WalkResult (*OpWalkFn)(Op *op, void *arg);
/* Pre-order walk of op and everything nested.  WALK_SKIP does not enter
 * the op's regions.  The callback may not erase ops. */
ASYNCC_API WalkResult op_walk(Op *op, OpWalkFn fn, void *arg);
/* Post-order walk; the callback may erase the op it is given. */
void op_walk_post(Op *op, void (*fn)(Op *op, void *arg), void *arg);

/* ------------------------------------------------------------- modules */

struct Module {
	Ctx *ctx;
	Arena arena;
	Op *op;                    /* the builtin.module */
	struct SymTab *syms;       /* name -> func op; see module_lookup */
};

Module *module_new(Ctx *c, Loc loc);
void module_free(Module *m);
/* The module's block; NULL only for a malformed module read from text
 * (the verifier rejects it). */
ASYNCC_API Block *module_body(Module *m);

/* Function-like ops (func.func, async.func) by symbol name.  The table is
 * rebuilt on demand after passes add or rename functions. */
ASYNCC_API Op *module_lookup(Module *m, const char *name);
void module_add_symbol(Module *m, Op *func);    /* insert into the table */
void module_forget_symbols(Module *m);          /* after renames, erasures */
/* A fresh symbol name "base", "base_0", "base_1", ... not yet in use. */
const char *module_unique_name(Module *m, const char *base);
ASYNCC_API const char *func_name(const Op *func);
ASYNCC_API Type *func_type(const Op *func);
ASYNCC_API bool func_is_decl(const Op *func);
ASYNCC_API bool func_is_private(const Op *func);

/* -------------------------------------------------------------- context */

Ctx *ctx_new(void);
void ctx_free(Ctx *c);
ASYNCC_API Diag *ctx_diag(Ctx *c);
Arena *ctx_arena(Ctx *c);
const char *ctx_intern(Ctx *c, const char *s, size_t len);
const char *ctx_intern_cstr(Ctx *c, const char *s);

#endif
