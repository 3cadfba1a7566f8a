/* cg.h - the LLVM back end's private interface.
 *
 * The back end turns a runtime-level module (func, arith, cf, memref,
 * vector.print, async.runtime.*, async.coro.*) into an LLVM module through
 * the LLVM C API, the way MLIR's convert-*-to-llvm passes followed by
 * mlir-translate would, then runs LLVM's pass pipeline and writes an
 * object, assembly, IR or bitcode, or runs @main in a JIT.
 *
 *   cg_target.c    LLVM initialisation, the target machine, passes, output
 *   cg_types.c     types and the calling convention (memref expansion)
 *   cg_module.c    functions: declarations, linkage, attributes, bodies
 *   cg_ciface.c    _mlir_ciface_ wrappers (llvm.emit_c_interface)
 *   cg_main.c      C's main for an @main that reads its command line
 *   cg_ops.c       the table from OpKind to the function emitting it
 *   cg_arith.c     arith          cg_cf.c      cf, func calls and return
 *   cg_math.c      math           cg_index.c   index
 *   cg_pow.c       math's integer powers
 *   cg_dense.c     dense<...> constants (vectors, global bodies)
 *   cg_memref.c    memref         cg_print.c   vector.print
 *   cg_memref_view.c, cg_memref_copy.c, cg_memref_ops.c   the rest of memref
 *   cg_vector*.c   the vector dialect (cg_vector.h)
 *   cg_async.c     async.runtime  cg_coro.c    async.coro
 *   cg_runtime.c   declarations of the runtime and C library functions
 *   cg_debug.c     DWARF from the ops' locations (-g)
 *   cg_context.c   an LLVM context, and the module built in it (cg_build)
 *   cg_jit.c       run(): ORC LLJIT
 *   cg_partition.c large objects: the module cut into parts
 *   cg_parallel.c  the parts compiled on several threads
 *   cg_link.c      the parts' objects joined with ld -r
 *   backend.c      the exported Backend: emit() and run()
 *
 * Environment, for tests and measurements: ASYNCC_PART_OPS (ops per
 * part, 0 for one piece), ASYNCC_THREADS (threads for the parts),
 * ASYNCC_LD (the linker joining them).
 *
 * Every SSA value's LLVM value lives in Value.scratch and every block's
 * LLVM block in Block.scratch while a function is being emitted. */
#ifndef ASYNCC_CG_H
#define ASYNCC_CG_H

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "backend/backend.h"
#include "ir/ir.h"

/* Functions the generated code calls: the runtime's MLIR-compatible
 * entry points, the runner utilities' printers and the C library. */
typedef enum RtFn {
	RT_NONE,
#define RTFN(e, name, sig) RT_##e,
#include "cg_runtime.def"
#undef RTFN
	RT__COUNT
} RtFn;

typedef struct Debug Debug;
typedef struct CgScope CgScope;

typedef struct Cg {
	Module *m;
	Diag *d;
	const CodegenOptions *o;

	LLVMContextRef lc;
	LLVMModuleRef lm;
	LLVMBuilderRef b;
	LLVMTargetDataRef td;           /* owned by the module's data layout */

	/* Types used everywhere. */
	LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_ptr, t_index, t_token;

	/* Lazily declared callees, by RtFn. */
	LLVMValueRef rt[RT__COUNT];
	LLVMTypeRef rt_type[RT__COUNT];
	LLVMValueRef resume_fn;         /* __resume(ptr): llvm.coro.resume */

	/* The function being emitted. */
	Op *func;
	LLVMValueRef fn;
	bool void_main;                 /* @main() emitted as int main() */
	bool frame_aligned_alloc;       /* its frame from aligned_alloc */
	struct AssertFail { LLVMValueRef msg; LLVMBasicBlockRef block; } fails[8];
	unsigned nfails;                /* cf.assert failure blocks so far */

	/* Compiling in parts: the part of each function of the module (in
	 * order), and the one being compiled; part_of is NULL otherwise. */
	const uint32_t *part_of;
	uint32_t part;

	CgScope *scope;                 /* regions being emitted in place */
	Debug *dbg;                     /* NULL without -g */
	Arena arena;                    /* scratch arrays, freed with the Cg */
	bool failed;
} Cg;

/* n zeroed elements of scratch memory, alive until the Cg is freed. */
#define CG_ALLOC(g, n, T) ((T *)arena_alloc(&(g)->arena, (size_t)(n) * sizeof(T) + 1))

/* ------------------------------------------------------------- values */

static inline LLVMValueRef cg_val(Value *v) { return (LLVMValueRef)v->scratch; }
static inline void cg_set(Value *v, LLVMValueRef x) { v->scratch = (uintptr_t)x; }
static inline LLVMValueRef cg_opnd(Op *op, unsigned i) { return cg_val(op_operand(op, i)); }
static inline LLVMBasicBlockRef cg_block(Block *b) { return (LLVMBasicBlockRef)b->scratch; }

/* Report an error at op (or the function being emitted) and fail. */
bool cg_error(Cg *g, Op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* ------------------------------------------------------------- types */

/* The LLVM type of an MLIR type (memrefs: their descriptor), or NULL
 * after an error. */
LLVMTypeRef cg_type(Cg *g, Type *t);
/* {ptr, ptr, i64, [rank x i64], [rank x i64]} */
LLVMTypeRef cg_memref_desc_type(Cg *g, unsigned rank);
LLVMTypeRef cg_umemref_type(Cg *g);   /* {i64, ptr} */
/* The function type under MLIR's default calling convention: memref
 * arguments expanded into their fields, several results packed into a
 * struct.  NULL after an error. */
LLVMTypeRef cg_func_type(Cg *g, Type *ft, Op *at);
/* The type results are returned in (void, the one result, or a struct). */
LLVMTypeRef cg_result_type(Cg *g, Type *ft, Op *at);
/* Number of LLVM parameters one MLIR argument of type t expands to. */
unsigned cg_arg_width(Type *t);
/* Append the expanded fields of value x (of MLIR type t) to args. */
void cg_expand_arg(Cg *g, Type *t, LLVMValueRef x, LLVMValueRef *args, unsigned *n);
/* Field idx of an aggregate, without an instruction when it is known. */
LLVMValueRef cg_extract(Cg *g, LLVMValueRef agg, unsigned idx);
/* Rebuild a value of MLIR type t from its expanded fields. */
LLVMValueRef cg_pack_arg(Cg *g, Type *t, LLVMValueRef *fields);

/* Constants. */
LLVMValueRef cg_i64(Cg *g, int64_t v);
/* A dense elements attribute (dense<...> : T) as an LLVM constant
 * (cg_dense.c): of cg_type(T) for a vector type; for a tensor or memref
 * type nested arrays, [d0 x [d1 x ... elem]], the body of a global as
 * MLIR's memref.global lowering lays it out (a scalar for rank 0).
 * NULL after reporting an error (a huge non-zero constant). */
LLVMValueRef cg_dense_constant(Cg *g, Attr *a);
/* A float attribute's value (of type t, LLVM type lt) as a constant,
 * a signalling NaN kept as it is. */
LLVMValueRef cg_float_attr_const(Cg *g, Type *t, LLVMTypeRef lt, double v);
LLVMValueRef cg_index(Cg *g, int64_t v);
LLVMValueRef cg_i32(Cg *g, int32_t v);
/* Constants of a scalar type, or splats of a vector type (cg_vector.c),
 * for code that works on both; elem with as many lanes as `like` has,
 * when that is a vector. */
LLVMValueRef cg_const_int(LLVMTypeRef t, unsigned long long v, bool sext);
LLVMValueRef cg_const_real(LLVMTypeRef t, double v);
LLVMTypeRef cg_type_like(LLVMTypeRef like, LLVMTypeRef elem);

/* ------------------------------------------------------------ runtime */

/* Declare (once) and call a runtime or C library function. */
LLVMValueRef cg_rt_func(Cg *g, RtFn f);
LLVMValueRef cg_call_rt(Cg *g, RtFn f, LLVMValueRef *args, unsigned n);
/* Call an overloaded or plain LLVM intrinsic by name. */
LLVMValueRef cg_call_intrinsic(Cg *g, const char *name, LLVMTypeRef *overload, unsigned nover,
                               LLVMValueRef *args, unsigned nargs);
/* A private constant NUL-terminated string (merged with equal ones). */
LLVMValueRef cg_cstring(Cg *g, const char *name, const char *s, size_t len);
/* A static asyncrt_site for op: its location and function (cg_site.c). */
LLVMValueRef cg_site(Cg *g, Op *op);

/* ----------------------------------------------------------- module */

/* Op emission: one function per op kind, in cg_ops.c's table. */
typedef bool (*CgOpFn)(Cg *g, Op *op);
extern const CgOpFn cg_op_table[OP__COUNT];

bool cg_module(Cg *g);
/* The LLVM function of a func.func (or llvm.func), declared on first use. */
LLVMValueRef cg_func_decl(Cg *g, Op *func);
/* passthrough = ["attr", ["key", "value"]] onto fn's attributes. */
bool cg_passthrough(Cg *g, Op *func, LLVMValueRef fn);
/* Whether func is a public @main() without results (emitted returning
 * i32 0, as C wants of main). */
bool cg_is_void_main(const Op *func);
/* A new LLVM block right after prev, so that the IR reads in order. */
LLVMBasicBlockRef cg_block_after(Cg *g, LLVMBasicBlockRef prev);
/* Branch from the current block along successor i of op, adding the
 * successor's block arguments to its phis. */
LLVMBasicBlockRef cg_edge(Cg *g, Op *op, unsigned i);
/* @main(%argc: i32, %argv: memref<?x?xi8>) [-> i32] (cg_main.c): its
 * body is emitted as cg_argv_main_body, and C's main is a wrapper that
 * builds the argument matrix from argv. */
bool cg_is_argv_main(const Op *func);
extern const char *const cg_argv_main_body;
void cg_argv_main_define(Cg *g, Op *func, LLVMValueRef body);
/* _mlir_ciface_ wrapper for a definition; a wrapper calling the
 * _mlir_ciface_ function for a declaration. */
void cg_ciface_define(Cg *g, Op *func, LLVMValueRef fn);
LLVMValueRef cg_ciface_decl_wrapper(Cg *g, Op *func);

/* Memref helpers shared by the memref and print code (cg_memref.c).
 * Sizes, strides and offsets are i64, as in the descriptor; the ones the
 * type knows are constants. */
LLVMValueRef cg_memref_field(Cg *g, LLVMValueRef desc, unsigned field, int elem);
enum { MR_ALLOCATED, MR_ALIGNED, MR_OFFSET, MR_SIZES, MR_STRIDES };
LLVMValueRef cg_to_i64(Cg *g, LLVMValueRef v);
LLVMValueRef cg_to_index(Cg *g, LLVMValueRef v);
LLVMValueRef cg_memref_size(Cg *g, Type *t, LLVMValueRef desc, unsigned i);
LLVMValueRef cg_memref_stride(Cg *g, Type *t, LLVMValueRef desc, unsigned i);
LLVMValueRef cg_memref_offset(Cg *g, Type *t, LLVMValueRef desc);
/* The stride of dim i if the type fixes it, else IR_DYNAMIC. */
int64_t cg_memref_static_stride(Type *t, unsigned i);
/* The address of element idx (index or i64 values) of a ranked memref. */
LLVMValueRef cg_memref_elem_ptr(Cg *g, Type *t, LLVMValueRef desc, LLVMValueRef *idx);
/* A descriptor of type t from its fields. */
LLVMValueRef cg_memref_desc(Cg *g, Type *t, LLVMValueRef allocated, LLVMValueRef aligned,
                            LLVMValueRef offset, LLVMValueRef *sizes, LLVMValueRef *strides);
/* The unranked memref {rank, pointer to a copy of x on the stack}. */
LLVMValueRef cg_memref_to_unranked(Cg *g, Type *from, LLVMValueRef x);
/* Unranked memrefs leaving a function: a copy of the descriptor on the
 * heap for the return, moved onto the caller's stack after the call. */
LLVMValueRef cg_umemref_to_heap(Cg *g, LLVMValueRef u);
/* The size in bytes of a descriptor of the (i64) rank given. */
LLVMValueRef cg_umemref_bytes(Cg *g, LLVMValueRef rank);
LLVMValueRef cg_umemref_to_stack(Cg *g, LLVMValueRef u);
/* A stack slot in the function's entry block. */
LLVMValueRef cg_entry_alloca(Cg *g, LLVMTypeRef t);

/* Ops whose region the back end emits in place (memref.alloca_scope,
 * memref.generic_atomic_rmw): the entry block's arguments are `args`,
 * and the region's terminator finds what its parent set up in the
 * innermost CgScope of that op (cg_scope_of). */
typedef struct CgScope {
	Op *op;
	LLVMBasicBlockRef cont;         /* where the region exits to */
	LLVMValueRef *phis;             /* in cont: the op's results */
	unsigned nphis;
	LLVMValueRef state[3];          /* the op's own (saved stack, address, ...) */
	struct CgScope *outer;
} CgScope;
bool cg_inline_region(Cg *g, Region *r, LLVMValueRef *args);
CgScope *cg_scope_of(Cg *g, Op *op);

/* LLVM's predicates in the order MLIR numbers them (cg_arith.c): arith's
 * CmpIPredicate, which llvm.icmp and index.cmp follow too, and
 * CmpFPredicate, which llvm.fcmp follows. */
extern const LLVMIntPredicate cg_icmp_pred[10];
extern const LLVMRealPredicate cg_fcmp_pred[16];

/* Per-op emitters (see cg_ops.c). */
bool cg_constant(Cg *g, Op *op);
bool cg_int_binop(Cg *g, Op *op);
bool cg_float_binop(Cg *g, Op *op);
bool cg_intrinsic_binop(Cg *g, Op *op);
bool cg_int_div(Cg *g, Op *op);
bool cg_negf(Cg *g, Op *op);
bool cg_cmpi(Cg *g, Op *op);
bool cg_cmpf(Cg *g, Op *op);
bool cg_select(Cg *g, Op *op);
bool cg_cast(Cg *g, Op *op);
bool cg_remsi(Cg *g, Op *op);
bool cg_add_extended(Cg *g, Op *op);
bool cg_mul_extended(Cg *g, Op *op);
/* The op's #arith.fastmath<...> flags on an instruction that takes them. */
void cg_fastmath(Op *op, LLVMValueRef inst);
/* A float rounded to bf16 (to nearest, ties to even) without libgcc. */
LLVMValueRef cg_trunc_bf16(Cg *g, LLVMValueRef x);

bool cg_math(Cg *g, Op *op);      /* cg_math.c: the math dialect */
/* Integer powers by squaring (cg_pow.c): math.ipowi, math.fpowi. */
LLVMValueRef cg_ipowi(Cg *g, LLVMValueRef base, LLVMValueRef p);
LLVMValueRef cg_fpowi(Cg *g, Op *op, LLVMValueRef x, LLVMValueRef n);
LLVMValueRef cg_fpowi_call(Cg *g, LLVMValueRef x, LLVMValueRef n);
bool cg_index_binop(Cg *g, Op *op);   /* cg_index.c: the index dialect */
bool cg_index_cmp(Cg *g, Op *op);
bool cg_index_constant(Cg *g, Op *op);
bool cg_index_cast(Cg *g, Op *op);
bool cg_index_sizeof(Cg *g, Op *op);

bool cg_br(Cg *g, Op *op);
bool cg_cond_br(Cg *g, Op *op);
bool cg_assert(Cg *g, Op *op);
bool cg_call(Cg *g, Op *op);
bool cg_return(Cg *g, Op *op);
bool cg_switch(Cg *g, Op *op);
bool cg_func_constant(Cg *g, Op *op);
bool cg_call_indirect(Cg *g, Op *op);

bool cg_alloc(Cg *g, Op *op);
bool cg_alloca(Cg *g, Op *op);
bool cg_dealloc(Cg *g, Op *op);
bool cg_load(Cg *g, Op *op);
bool cg_store(Cg *g, Op *op);
bool cg_memref_cast(Cg *g, Op *op);
bool cg_dim(Cg *g, Op *op);
/* cg_memref_view.c */
bool cg_subview(Cg *g, Op *op);
bool cg_transpose(Cg *g, Op *op);
bool cg_reinterpret_cast(Cg *g, Op *op);
bool cg_expand_shape(Cg *g, Op *op);
bool cg_collapse_shape(Cg *g, Op *op);
bool cg_view(Cg *g, Op *op);
bool cg_reshape(Cg *g, Op *op);
bool cg_memory_space_cast(Cg *g, Op *op);
bool cg_rank(Cg *g, Op *op);
bool cg_extract_strided_metadata(Cg *g, Op *op);
bool cg_extract_aligned_pointer(Cg *g, Op *op);
/* cg_memref_copy.c */
bool cg_copy(Cg *g, Op *op);
bool cg_realloc(Cg *g, Op *op);
/* cg_memref_ops.c */
bool cg_global(Cg *g, Op *op);
bool cg_get_global(Cg *g, Op *op);
bool cg_alloca_scope(Cg *g, Op *op);
bool cg_alloca_scope_return(Cg *g, Op *op);
bool cg_atomic_rmw(Cg *g, Op *op);
bool cg_generic_atomic_rmw(Cg *g, Op *op);
bool cg_atomic_yield(Cg *g, Op *op);
bool cg_assume_alignment(Cg *g, Op *op);
bool cg_prefetch(Cg *g, Op *op);

bool cg_print(Cg *g, Op *op);

/* The vector dialect (cg_vector_ops.c, cg_vector_shape.c, cg_vector_reduce.c,
 * cg_vector_contract.c, cg_vector_mem.c, cg_vector_transfer.c; helpers in
 * cg_vector.h). */
bool cg_vec_broadcast(Cg *g, Op *op);
bool cg_vec_from_elements(Cg *g, Op *op);      /* and splat */
bool cg_vec_extract(Cg *g, Op *op);
bool cg_vec_insert(Cg *g, Op *op);
bool cg_vec_extractelement(Cg *g, Op *op);
bool cg_vec_insertelement(Cg *g, Op *op);
bool cg_vec_step(Cg *g, Op *op);
bool cg_vec_constant_mask(Cg *g, Op *op);
bool cg_vec_create_mask(Cg *g, Op *op);
bool cg_vec_extract_strided_slice(Cg *g, Op *op);
bool cg_vec_insert_strided_slice(Cg *g, Op *op);
bool cg_vec_shuffle(Cg *g, Op *op);
bool cg_vec_transpose(Cg *g, Op *op);
bool cg_vec_shape_cast(Cg *g, Op *op);
bool cg_vec_bitcast(Cg *g, Op *op);
bool cg_vec_type_cast(Cg *g, Op *op);
bool cg_vec_interleave(Cg *g, Op *op);
bool cg_vec_deinterleave(Cg *g, Op *op);
bool cg_vec_flat_transpose(Cg *g, Op *op);
bool cg_vec_matrix_multiply(Cg *g, Op *op);
bool cg_vec_fma(Cg *g, Op *op);
bool cg_vec_reduction(Cg *g, Op *op);
bool cg_vec_multi_reduction(Cg *g, Op *op);
bool cg_vec_scan(Cg *g, Op *op);
bool cg_vec_outerproduct(Cg *g, Op *op);
bool cg_vec_contract(Cg *g, Op *op);
bool cg_vec_load(Cg *g, Op *op);
bool cg_vec_store(Cg *g, Op *op);
bool cg_vec_masked_load(Cg *g, Op *op);        /* and expandload */
bool cg_vec_masked_store(Cg *g, Op *op);       /* and compressstore */
bool cg_vec_gather(Cg *g, Op *op);
bool cg_vec_scatter(Cg *g, Op *op);
bool cg_vec_transfer_read(Cg *g, Op *op);
bool cg_vec_transfer_write(Cg *g, Op *op);

bool cg_rt_create(Cg *g, Op *op);
bool cg_rt_create_group(Cg *g, Op *op);
bool cg_rt_by_kind(Cg *g, Op *op);
bool cg_rt_await_and_resume(Cg *g, Op *op);
bool cg_rt_resume(Cg *g, Op *op);
bool cg_rt_store(Cg *g, Op *op);
bool cg_rt_load(Cg *g, Op *op);
bool cg_rt_add_to_group(Cg *g, Op *op);
bool cg_rt_refcount(Cg *g, Op *op);
bool cg_rt_num_workers(Cg *g, Op *op);

bool cg_coro_id(Cg *g, Op *op);
bool cg_coro_begin(Cg *g, Op *op);
bool cg_coro_free(Cg *g, Op *op);
bool cg_coro_end(Cg *g, Op *op);
bool cg_coro_save(Cg *g, Op *op);
bool cg_coro_suspend(Cg *g, Op *op);

/* ------------------------------------------------------------- debug */

void dbg_begin(Cg *g);
void dbg_func(Cg *g, Op *func, LLVMValueRef fn);
void dbg_op(Cg *g, Op *op);     /* set the location of what op emits */
void dbg_end(Cg *g);

/* ------------------------------------------------------------ target */

/* The target machine for o's triple (the host's by default), CPU,
 * optimisation level and relocation model; NULL after reporting. */
LLVMTargetMachineRef cg_target_machine(Diag *d, const CodegenOptions *o);
/* Run the optimisation pipeline (default<On>, coroutine splitting
 * included at every level). */
bool cg_run_passes(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, const CodegenOptions *o);
/* -fsanitize=: mark the module's functions and run LLVM's
 * instrumentation passes over it, after the optimisation pipeline, as
 * clang does (cg_sanitize.c).  Nothing to do without o->sanitize. */
bool cg_sanitize(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, const CodegenOptions *o);
bool cg_write(Diag *d, LLVMModuleRef lm, LLVMTargetMachineRef tm, EmitKind kind,
              char **out, size_t *len);

/* LLVM's diagnostics for one context, reported through d; errors
 * counted (one context is used by one thread). */
typedef struct DiagSink {
	Diag *d;
	unsigned errors;
} DiagSink;

/* Discard value names and route LLVM's diagnostics through sink. */
void cg_context_setup(LLVMContextRef lc, Diag *d, DiagSink *sink);

/* Build the LLVM module for m in context lc with tm's data layout: the
 * whole module, or with part_of the functions of one part.  NULL after
 * reporting errors. */
LLVMModuleRef cg_build(Module *m, const CodegenOptions *o, LLVMContextRef lc,
                       LLVMTargetMachineRef tm, const uint32_t *part_of, uint32_t part);

/* ---------------------------------------------------------------- parts */

/* Assign the module's functions to parts of about `budget` ops each,
 * keeping private functions with their callers; *part_of (malloc'd)
 * holds each function's part.  Returns the number of parts. */
unsigned cg_partition(Module *m, size_t budget, uint32_t **part_of);
/* Build, optimise and write one part (or, with part_of NULL, the whole
 * module) in an LLVM context of its own. */
typedef bool (*CgEmitFn)(Module *m, const CodegenOptions *o, LLVMTargetMachineRef tm,
                         const uint32_t *part_of, uint32_t part, EmitKind kind,
                         char **out, size_t *len);
/* Emit every part into objs/lens (indexed by part), on several threads
 * (cg_parallel.c); tm serves one of them.  False after reporting. */
bool cg_emit_parts(Module *m, const CodegenOptions *o, LLVMTargetMachineRef tm,
                   const uint32_t *part_of, unsigned nparts, EmitKind kind, CgEmitFn emit,
                   char **objs, size_t *lens);
/* Diagnostics and symbol lookups from code that may run on several
 * threads at once. */
void cg_report(Diag *d, DiagLevel level, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
Op *cg_lookup(Module *m, const char *name);
/* Join relocatable objects into one with the system linker (ld -r, or
 * $ASYNCC_LD -r).  1 on success; 0 after reporting an error; -1 when
 * there is no linker to run, so that the caller can do without. */
int cg_link_objects(Diag *d, char *const *objs, size_t *lens, unsigned n,
                    char **out, size_t *len);

int cg_jit_run(Module *m, const CodegenOptions *o, const char *runtime_lib, int argc, char **argv);

#endif
