# The LLVM back end: a module the asyncc executable dlopens when it has
# code to generate (see src/backend/backend.h), so that only runs that need LLVM
# pay for loading it.  Its undefined IR symbols resolve against the
# executable, which exports them (-export-dynamic).

pkglib_LTLIBRARIES += src/backend/asyncc-llvm.la
src_backend_asyncc_llvm_la_SOURCES = \
	src/backend/cg.h src/backend/cg_runtime.def \
	src/backend/backend.c \
	src/backend/cg_context.c \
	src/backend/cg_target.c \
	src/backend/cg_sanitize.c \
	src/backend/cg_types.c \
	src/backend/cg_module.c \
	src/backend/cg_ciface.c \
	src/backend/cg_main.c \
	src/backend/cg_ops.c \
	src/backend/cg_arith.c \
	src/backend/cg_dense.c \
	src/backend/cg_math.c \
	src/backend/cg_pow.c \
	src/backend/cg_index.c \
	src/backend/cg_cf.c \
	src/backend/cg_memref.c \
	src/backend/cg_memref_view.c \
	src/backend/cg_memref_copy.c \
	src/backend/cg_memref_ops.c \
	src/backend/cg_print.c \
	src/backend/cg_vector.h \
	src/backend/cg_vector.c \
	src/backend/cg_vector_ops.c \
	src/backend/cg_vector_shape.c \
	src/backend/cg_vector_reduce.c \
	src/backend/cg_vector_contract.c \
	src/backend/cg_vector_mem.c \
	src/backend/cg_vector_transfer.c \
	src/backend/cg_async.c \
	src/backend/cg_site.c \
	src/backend/cg_coro.c \
	src/backend/cg_runtime.c \
	src/backend/cg_debug.c \
	src/backend/cg_jit.c \
	src/backend/cg_partition.c \
	src/backend/cg_parallel.c \
	src/backend/cg_link.c \
	src/backend/cg_llvm.h \
	src/backend/cg_llvm.c \
	src/backend/cg_llvm_call.c \
	src/backend/cg_llvm_intr.c \
	src/backend/cg_llvm_jit.c \
	src/backend/cg_llvm_module.c \
	src/backend/cg_llvm_atomic.c \
	src/backend/cg_llvm_eh.c \
	src/backend/cg_llvm_vector.c
src_backend_asyncc_llvm_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src $(LLVM_CFLAGS)
src_backend_asyncc_llvm_la_CFLAGS = $(AM_CFLAGS)
src_backend_asyncc_llvm_la_LDFLAGS = -module -avoid-version -shared $(LLVM_LDFLAGS)
src_backend_asyncc_llvm_la_LIBADD = $(LLVM_LIBS) $(PTHREAD_LIBS)
