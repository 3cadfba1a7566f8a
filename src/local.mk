# The compiler, in the order of its pipeline (README.md, "Layout"):
#
#   src/support/   arena, hash, vec, buf, diagnostics (one header each)
#   src/ir/        the IR: ops (ops.def, ops/*.def), types, attributes,
#                  affine maps, layouts, linalg's op descriptions (ir.h)
#   src/syntax/    MLIR text in and out            (syntax.h)
#   src/verify/    is the IR well formed?          (verify.h)
#   src/passes/    the lowering, in pipeline.c     (passes.h)
#   src/backend/   LLVM, a module loaded on demand (backend.h)
#   src/driver/    the asyncc program: cc's flags, jobs and outputs
#
# libasyncc.la holds every stage but the driver and the back end, so that
# unit tests and fuzzers link the same code.  Its symbols are hidden:
# only what backend.h declares as the back end's interface (ASYNCC_API)
# is exported from the executable.

noinst_LTLIBRARIES += src/libasyncc.la
src_libasyncc_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src $(ZLIB_CFLAGS)
src_libasyncc_la_CFLAGS = $(AM_CFLAGS)
src_libasyncc_la_SOURCES = \
	src/support/api.h \
	src/support/arena.c src/support/arena.h \
	src/support/hash.c src/support/hash.h \
	src/support/vec.c src/support/vec.h \
	src/support/buf.c src/support/buf.h \
	src/support/diag.c src/support/diag.h \
	src/ir/ctx.c src/ir/ir.c src/ir/ir.h src/ir/ir_llvm.c src/ir/ir_vector.c \
	src/ir/layout.c src/ir/layout.h \
	src/ir/fp.c src/ir/affine.h src/ir/affine.c src/ir/affine_map.c \
	src/ir/affine_expand.c \
	src/ir/linalg.h src/ir/linalg.c \
	src/ir/ops.c src/ir/ops.h src/ir/ops.def \
	src/ir/ops/builtin.def src/ir/ops/func.def src/ir/ops/arith.def \
	src/ir/ops/cf.def src/ir/ops/scf.def src/ir/ops/memref.def \
	src/ir/ops/vector.def src/ir/ops/async.def src/ir/ops/math.def \
	src/ir/ops/index.def src/ir/ops/llvm.def src/ir/ops/affine.def \
	src/ir/ops/linalg.def \
	src/ir/llvm_attrs.h src/ir/llvm_intr.h \
	src/syntax/syntax.h src/verify/verify.h src/passes/passes.h \
	src/backend/backend.h

include src/syntax/local.mk
include src/verify/local.mk
include src/passes/local.mk
include src/driver/local.mk
include src/backend/local.mk
