# The compiler, in the order of its pipeline (README.md, "Layout"):
#
#   src/*.c        support (arena, hash, vec, buf), diagnostics and the IR
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
	src/api.h \
	src/arena.c src/arena.h \
	src/hash.c src/hash.h \
	src/vec.c src/vec.h \
	src/buf.c src/buf.h \
	src/diag.c src/diag.h \
	src/ctx.c src/ir.c src/ir.h src/ir_llvm.c src/ir_vector.c \
	src/layout.c src/layout.h \
	src/fp.c src/affine.h src/affine.c src/affine_map.c src/affine_expand.c \
	src/linalg.h src/linalg.c \
	src/ops.c src/ops.h src/ops.def \
	src/ops/builtin.def src/ops/func.def src/ops/arith.def src/ops/cf.def \
	src/ops/scf.def src/ops/memref.def src/ops/vector.def src/ops/async.def \
	src/ops/math.def src/ops/index.def src/ops/llvm.def src/llvm_attrs.h \
	src/ops/affine.def src/ops/linalg.def \
	src/syntax.h src/verify.h src/passes.h src/backend.h

include src/syntax/local.mk
include src/verify/local.mk
include src/passes/local.mk
include src/driver/local.mk
include src/backend/local.mk
