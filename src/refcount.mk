# Reference counting pass sources (added to libasyncc)
src_libasyncc_la_SOURCES += src/refcount.c
