# MLIR's textual format (syntax.h): reading files, the lexer, the generic
# parser and printer, and each dialect's custom assembly forms
# (syntax.def; parser.h, printer.h and forms.h are their toolkits).
src_libasyncc_la_SOURCES += \
	src/syntax/source.c src/syntax/split.c \
	src/syntax/lex.c src/syntax/lex.h \
	src/syntax/parser.h src/syntax/parse.c src/syntax/parse_type.c src/syntax/parse_attr.c \
	src/syntax/printer.h src/syntax/print.c src/syntax/print_names.c src/syntax/print_alias.c \
	src/syntax/parse_tbaa.c \
	src/syntax/parse_elements.c src/syntax/parse_affine.c \
	src/syntax/print_elements.c src/syntax/print_float.c src/syntax/print_affine.c \
	src/syntax/forms.h src/syntax/syntax.def src/syntax/syntax.c \
	src/syntax/syntax_func.c src/syntax/syntax_arith.c src/syntax/syntax_cf.c \
	src/syntax/syntax_scf.c src/syntax/syntax_memref.c src/syntax/syntax_async.c \
	src/syntax/syntax_memref_view.c src/syntax/syntax_memref_ops.c src/syntax/syntax_memref_dma.c \
	src/syntax/syntax_math.c src/syntax/syntax_index.c src/syntax/syntax_scf_more.c \
	src/syntax/syntax_llvm.h src/syntax/syntax_llvm.c src/syntax/syntax_llvm_mem.c \
	src/syntax/syntax_llvm_func.c src/syntax/syntax_llvm_types.c \
	src/syntax/syntax_llvm_atomic.c src/syntax/syntax_llvm_eh.c \
	src/syntax/syntax_llvm_vector.c src/syntax/syntax_llvm_intr.c \
	src/syntax/syntax_affine.c src/syntax/syntax_affine_parallel.c src/syntax/syntax_linalg.c \
	src/syntax/syntax_affine_dma.c \
	src/syntax/syntax_vector.h src/syntax/syntax_vector.c src/syntax/syntax_vector_mem.c \
	src/syntax/syntax_vector_contract.c src/syntax/syntax_vector_reshape.c \
	src/syntax/syntax_vector_mask.c src/syntax/syntax_vector_warp.c
