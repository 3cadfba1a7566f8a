# The verifier (verify.h): structure, dominance and symbols in verify.c,
# the checks particular to each op (the VERIFY column of ops.def) in one
# file per dialect, what those share in verify_common.c.
src_libasyncc_la_SOURCES += \
	src/verify/verifier.h src/verify/shape.def src/verify/verify.c \
	src/verify/verify_dominance.c src/verify/verify_common.c \
	src/verify/verify_func.c src/verify/verify_arith.c src/verify/verify_cf.c \
	src/verify/verify_scf.c src/verify/verify_memref.c src/verify/verify_async.c \
	src/verify/verify_memref_view.c src/verify/verify_memref_ops.c src/verify/verify_memref_dma.c \
	src/verify/verify_math.c src/verify/verify_index.c src/verify/verify_func_values.c \
	src/verify/verify_scf_more.c \
	src/verify/verify_llvm.h src/verify/verify_llvm.c src/verify/verify_llvm_mem.c \
	src/verify/verify_llvm_func.c src/verify/verify_llvm_atomic.c \
	src/verify/verify_llvm_eh.c src/verify/verify_llvm_vector.c \
	src/verify/verify_llvm_attrs.c src/verify/verify_llvm_global.c \
	src/verify/verify_llvm_intr.c src/verify/verify_memref_transpose.c \
	src/verify/verify_affine.c src/verify/verify_linalg.c \
	src/verify/verify_vector.h src/verify/verify_vector.c src/verify/verify_vector_shape.c \
	src/verify/verify_vector_contract.c src/verify/verify_vector_mem.c \
	src/verify/verify_vector_mask.c src/verify/verify_vector_warp.c
