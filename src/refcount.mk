# Reference counting pass sources (added to libasyncc)
src_libasyncc_la_SOURCES += \
	src/bitset.h src/liveness.c src/liveness.h \
	src/refcount.c src/refcount.h src/refcount_policy.c \
	src/refcount_insert.c src/refcount_edges.c src/refcount_opt.c src/refcount_check.c
