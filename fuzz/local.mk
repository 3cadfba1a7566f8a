# libFuzzer targets (./configure --enable-fuzzing CC=clang-19).
#
#   fuzz_parse       any text: parse, verify, and printing round-trips
#   fuzz_lower       valid programs from fuzz/gen.c through the whole
#                    async lowering, the reference count checker and the
#                    printer; any diagnostic is a finding
#   fuzz_lower_text  any text: what verifies goes through the lowering
#   fuzz_compile     valid programs from fuzz/gen.c to an object file in
#                    memory through the LLVM back end
#
# The targets link copies of the compiler (libasyncc's sources) and of
# the back end (asyncc-llvm's sources) built once, from the same source
# lists, with the fuzzer's coverage instrumentation and ASan+UBSan, so
# that the rest of the build keeps its flags.  LLVM is not instrumented.
# fuzz/run.sh [TARGET] SECONDS [JOBS] seeds a corpus and runs a target;
# crashes it finds become tests: tests/frontend/fuzz-crashes/ for the
# parser, tests/lower/fuzz-crashes/ for the passes and the back end.

FUZZ_FLAGS = -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -g -O1
FUZZ_LIB_FLAGS = -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -g -O1
FUZZ_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src
FUZZ_SUPPORT = fuzz/harness.c fuzz/harness.h fuzz/gen.c fuzz/gen.h

if FUZZING
noinst_LIBRARIES = fuzz/libasyncc-fuzz.a fuzz/libbackend-fuzz.a
fuzz_libasyncc_fuzz_a_SOURCES = $(src_libasyncc_la_SOURCES) $(FUZZ_SUPPORT)
fuzz_libasyncc_fuzz_a_CPPFLAGS = $(src_libasyncc_la_CPPFLAGS) -I$(top_srcdir)/src
fuzz_libasyncc_fuzz_a_CFLAGS = $(AM_CFLAGS) $(FUZZ_LIB_FLAGS)
fuzz_libbackend_fuzz_a_SOURCES = $(src_backend_asyncc_llvm_la_SOURCES)
fuzz_libbackend_fuzz_a_CPPFLAGS = $(src_backend_asyncc_llvm_la_CPPFLAGS)
fuzz_libbackend_fuzz_a_CFLAGS = $(AM_CFLAGS) $(FUZZ_LIB_FLAGS)
FUZZ_LIBS = fuzz/libasyncc-fuzz.a $(ZLIB_LIBS) $(PTHREAD_LIBS)

noinst_PROGRAMS += fuzz/fuzz_parse fuzz/fuzz_lower fuzz/fuzz_lower_text fuzz/fuzz_compile
fuzz_fuzz_parse_SOURCES = fuzz/fuzz_parse.c
fuzz_fuzz_parse_CPPFLAGS = $(FUZZ_CPPFLAGS)
fuzz_fuzz_parse_CFLAGS = $(AM_CFLAGS) $(FUZZ_FLAGS)
fuzz_fuzz_parse_LDFLAGS = $(FUZZ_FLAGS)
fuzz_fuzz_parse_LDADD = $(FUZZ_LIBS)

fuzz_fuzz_lower_SOURCES = fuzz/fuzz_lower.c
fuzz_fuzz_lower_CPPFLAGS = $(FUZZ_CPPFLAGS)
fuzz_fuzz_lower_CFLAGS = $(AM_CFLAGS) $(FUZZ_FLAGS)
fuzz_fuzz_lower_LDFLAGS = $(FUZZ_FLAGS)
fuzz_fuzz_lower_LDADD = $(FUZZ_LIBS)

fuzz_fuzz_lower_text_SOURCES = fuzz/fuzz_lower.c
fuzz_fuzz_lower_text_CPPFLAGS = $(FUZZ_CPPFLAGS) -DFUZZ_LOWER_TEXT
fuzz_fuzz_lower_text_CFLAGS = $(AM_CFLAGS) $(FUZZ_FLAGS)
fuzz_fuzz_lower_text_LDFLAGS = $(FUZZ_FLAGS)
fuzz_fuzz_lower_text_LDADD = $(FUZZ_LIBS)

fuzz_fuzz_compile_SOURCES = fuzz/fuzz_compile.c
fuzz_fuzz_compile_CPPFLAGS = $(FUZZ_CPPFLAGS)
fuzz_fuzz_compile_CFLAGS = $(AM_CFLAGS) $(FUZZ_FLAGS)
fuzz_fuzz_compile_LDFLAGS = $(FUZZ_FLAGS) $(LLVM_LDFLAGS)
fuzz_fuzz_compile_LDADD = fuzz/libbackend-fuzz.a $(FUZZ_LIBS) $(LLVM_LIBS)
endif
EXTRA_DIST += fuzz/fuzz_parse.c fuzz/fuzz_lower.c fuzz/fuzz_compile.c \
	fuzz/harness.c fuzz/harness.h fuzz/run.sh fuzz/mlir.dict

# asyncc-gen prints fuzz/gen.c's programs: for the test suite (with -C,
# a runnable program's C reference, generated_run.sh's oracle), and to
# read what fuzz_lower and fuzz_compile found (asyncc-gen -F CRASH).
noinst_PROGRAMS += fuzz/asyncc-gen
fuzz_asyncc_gen_SOURCES = fuzz/gen_main.c fuzz/gen.c fuzz/gen.h
