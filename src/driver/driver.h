/* driver.h - the cc-compatible driver, shared by the files of src/driver/.
 *
 * The driver works like cc's: every input gets a file type from its
 * name, the file type says which stages it goes through, and the flags
 * say where to stop.  Planning turns that into a list of jobs (an
 * in-process compile per .mlir, a cc command per .c or .s, one link);
 * -### prints the jobs, otherwise they run in order.  Outputs are
 * written to a temporary file next to the target and renamed when
 * complete, so that no failed or interrupted job leaves anything behind.
 *
 *   main.c           main()
 *   driver.c         main flow: classify inputs, plan, run, exit status
 *   strings.c        argv vectors and the strings a run keeps
 *   opts.c           the option table, parsing, --help
 *   rsp.c            @file response files
 *   mlir.c           the in-process compile of one .mlir
 *   exec.c           running and printing external commands
 *   out.c            atomic outputs, temporaries, signal cleanup
 *   deps.c           -MD/-MF/-MT/-MQ/-MP dependency files
 *   header.c         --emit-header: C declarations of a module
 *   toolpaths.c      where the back end and the runtime are
 *   backend_load.c   loading the back end (backend.h) on first use */
#ifndef ASYNCC_DRIVER_H
#define ASYNCC_DRIVER_H

#include <stdbool.h>
#include <stdio.h>

#include "backend/backend.h"
#include "passes/passes.h"
#include "syntax/syntax.h"

int driver_main(int argc, char **argv);

/* -------------------------------------------------- strings (strings.c) */

/* A growable, NULL-terminated vector of strings (an argv being built).
 * It stores pointers and owns only its array (sv_free).  The strings the
 * driver formats for argvs, plans and dependency lists are kept with
 * str_keep and freed together when driver_main returns. */
typedef struct StrVec {
	char **v;
	unsigned n, cap;
} StrVec;

void sv_push(StrVec *s, const char *str);
void sv_pushf(StrVec *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sv_append(StrVec *s, const StrVec *from);
void sv_free(StrVec *s);
/* A malloc'd string the caller frees. */
char *str_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Hand a malloc'd string to the driver: it lives until driver_main
 * returns, which frees every kept string. */
char *str_keep(char *s);
/* Free every kept string (at the end of driver_main). */
void str_keep_free(void);

/* --------------------------------------------------------- file types */

typedef enum FileType {
	FT_MLIR,        /* .mlir and "-": compiled in process */
	FT_MLIR_GZ,     /* .mlir.gz: the same, decompressed while read */
	FT_C,           /* .c: the system C compiler */
	FT_ASM,         /* .s: the system C compiler assembles it */
	FT_ASM_CPP,     /* .S: preprocessed and assembled by cc */
	FT_OBJECT,      /* .o */
	FT_ARCHIVE,     /* .a */
	FT_SHARED,      /* .so, .so.N */
	FT_OTHER,       /* anything else goes to the link, as with cc */
	FT__COUNT
} FileType;

typedef enum Stage {
	ST_PARSE,       /* read, parse, verify */
	ST_LOWER,       /* async lowering to runtime calls and coroutines */
	ST_CODEGEN,     /* scf to cf, then LLVM: object, assembly, IR, bitcode */
	ST_CC,          /* cc -c / -S / -fsyntax-only */
	ST_LINK,        /* cc objects... -lasyncrt */
	ST__COUNT
} Stage;

#define STAGE(s) (1u << (s))

/* What the command line asks for.  Each mode stops after one stage and
 * has its own kind of output (see the table in driver.c). */
typedef enum Mode {
	MODE_LINK,          /* default: an executable or -shared library */
	MODE_OBJECT,        /* -c */
	MODE_ASM,           /* -S */
	MODE_SYNTAX,        /* -fsyntax-only */
	MODE_PRINT_INPUT,   /* --print-ir=input */
	MODE_PRINT_RUNTIME, /* --print-ir=runtime */
	MODE_PRINT_CF,      /* --print-ir=cf: what the back end receives */
	MODE_HEADER,        /* --emit-header */
	MODE_RUN,           /* -run FILE [args...] */
	MODE__COUNT
} Mode;

typedef struct ModeInfo {
	const char *flag;          /* how a job of this mode is spelled */
	unsigned stages;           /* STAGE() bits of the stages it runs */
	const char *suffix;        /* default output: x.SUFFIX, "-" stdout, NULL none */
	const char *llvm_suffix;   /* the same with -emit-llvm */
} ModeInfo;

extern const ModeInfo mode_info[MODE__COUNT];

/* ------------------------------------------------------------- driver */

typedef struct Input {
	const char *path;          /* as named on the command line */
	FileType type;
	unsigned stages;           /* STAGE() bits it goes through */
	const char *object;        /* what the link gets for it */
} Input;

/* Arguments of the link in command-line order: inputs stand where they
 * were named, because -l and archives depend on their position. */
typedef struct LinkItem {
	const char *arg;           /* a flag, or NULL for inputs[input] */
	int input;
} LinkItem;

typedef struct Deps {
	bool on;                   /* -MD or -MMD */
	const char *file;          /* -MF */
	StrVec targets;            /* -MT as given, -MQ already make-quoted */
	bool phony;                /* -MP */
	StrVec ccflags;            /* the same flags, for .c compiles */
} Deps;

typedef struct Driver {
	const char *argv0;
	Ctx *ctx;                  /* shared by every .mlir input */
	Diag *diag;

	/* Flags as parsed; resolve_mode() turns them into `mode`. */
	bool flag_c, flag_S, flag_syntax, flag_header;
	/* --emit-header=FILE: the header too, written by the same compile
	 * (with -c or -S), or alone when nothing else is asked for. */
	const char *header_file;
	Mode print_ir;             /* MODE_PRINT_* or MODE_LINK for none */
	Mode mode;

	bool emit_llvm, verbose, dry_run, verify_diags, split_input;
	int color;                 /* 1 always, 0 never, -1 auto */
	bool werror, no_warnings;
	const char *output;        /* -o */
	PrintOptions print;
	CodegenOptions cg;
	Pipeline pipe;             /* -f flags, --pass=, --print-ir-after-all */
	const char *opt_flag;      /* -O as written, for the equivalent command */
	const char *cpu, *triple;
	const char *entry;         /* -e, --entry=: -run's entry point, else the linker's */
	Deps deps;

	StrVec cc;                 /* the host C compiler, split into words */
	StrVec ccflags;            /* flags cc gets for .c and .s inputs */
	LinkItem *link;
	unsigned nlink, caplink;
	Input *in;
	unsigned nin, capin;

	/* -run FILE args...: the program's argv (argv[0] is FILE). */
	int run_argc;
	char **run_argv;
} Driver;

/* opts.c: parse argv (response files already expanded).  Returns
 * -1 to go on, or an exit status for --help, --version and errors. */
int parse_args(Driver *d, int argc, char **argv);
void add_input(Driver *d, const char *path);
void print_help(FILE *f);
void print_version(FILE *f);

/* rsp.c: expand @file arguments, gcc's way.  Arguments after
 * "-run FILE" belong to the program and are left alone. */
bool expand_response_files(Diag *d, int *argc, char ***argv);

/* mlir.c: compile one .mlir input as the mode says, writing to
 * `out` ("-" standard output, NULL none; with out_is_temp, a temporary
 * of temp_file() written in place).  Returns an exit status: 0, 1 after
 * errors, or the program's status for -run. */
int compile_mlir(Driver *d, const Input *in, const char *out, bool out_is_temp);
/* The asyncc command that does the same as compile_mlir, for -v/-###. */
void mlir_job_argv(const Driver *d, const Input *in, Mode mode, const char *out, StrVec *argv);

/* exec.c */
void print_command(FILE *f, char *const *argv);
/* Run a command (argv[0] looked up in PATH); its exit status, or -1
 * after reporting that it could not run or was killed. */
int run_command(Diag *d, char *const *argv);

/* out.c: atomic outputs and the files to remove on failure. */
typedef struct OutFile {
	const char *path;          /* final path, "-" for standard output */
	char *tmp;                 /* temporary next to it; NULL for stdout
	                            * and devices, written in place */
	FILE *fp;
} OutFile;

void cleanup_init(void);
/* Remove `path` if the run fails or is interrupted before the output
 * written there is committed. */
void out_guard(const char *path);
/* Open a temporary next to `path` (or standard output for "-"). */
FILE *out_open(Diag *d, OutFile *o, const char *path);
/* Open a temporary of temp_file() itself; it stays a temporary. */
FILE *out_open_in_place(Diag *d, OutFile *o, const char *path);
/* ok: flush, set the mode, rename into place; !ok: remove the
 * temporary and whatever is at the path.  False after reporting. */
bool out_close(Diag *d, OutFile *o, bool ok);
/* Write `path` atomically, unless it already holds exactly `data`: then
 * leave it alone, modification time included.  "-" is standard output. */
bool out_write_if_changed(Diag *d, const char *path, const char *data, size_t len);
/* For a command that writes `path` itself: a fresh temporary next to
 * it, to be passed to out_commit_temp or out_discard_temp.  With
 * dry_run, only the name (with XXXXXX) and nothing is created.  For a
 * device such as /dev/null, the path itself. */
char *out_temp_for(Diag *d, const char *path, bool dry_run);
bool out_commit_temp(Diag *d, const char *tmp, const char *path, bool executable);
void out_discard_temp(const char *tmp, const char *path);
/* A temporary $TMPDIR/asyncc-STEM-XXXXXX.SUFFIX, removed at exit. */
char *temp_file(Diag *d, const char *stem, const char *suffix, bool dry_run);
/* Whether the path is one the driver may remove on failure: a regular
 * file or nothing (never /dev/null or a directory). */
bool removable(const char *path);
/* The running child, killed and reaped by the signal handler. */
void cleanup_set_child(int pid);

/* deps.c: the dependency file for one compiled .mlir, whose
 * object (the make target) is `object`; `also`, if not NULL, is a second
 * target written by the same compile (--emit-header=FILE). */
bool write_deps(Driver *d, const Input *in, const char *object, const char *also);
/* Quote a file name for make, as -MQ does. */
char *make_quote(const char *s);
/* Name of the dep file for an input: -MF, else OUTPUT or INPUT with .d. */
const char *deps_path(const Driver *d, const Input *in);

/* header.c: C declarations of the module's public functions. */
bool emit_c_header(Module *m, const char *source, Buf *b);

/* Name helpers (driver.c). */
const char *path_base(const char *path);
/* The base name without the input's extension plus `suffix`. */
char *default_output(const char *path, const char *suffix);

#endif
