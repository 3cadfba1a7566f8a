# The verifier (verify.h): structure, dominance and symbols in verify.c,
# the checks particular to each op (the VERIFY column of ops.def) in
# verify_ops.c.
src_libasyncc_la_SOURCES += \
	src/verify/verifier.h src/verify/verify.c src/verify/verify_ops.c
