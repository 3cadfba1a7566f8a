/* diag.h - diagnostics: errors, warnings and notes tied to source text.
 *
 * Every stage reports through a Diag instead of printing or exiting.
 * Messages come out as clang and mlir-opt write them:
 *
 *   prog.mlir:3:12: error: use of undeclared SSA value %x
 *     %y = arith.addi %x, %c : i32
 *                     ^
 *
 * In verify mode (asyncc -verify-diagnostics) they are collected instead
 * and matched against "// expected-error {{...}}" comments in the input,
 * the way MLIR's tests check diagnostics. */
#ifndef ASYNCC_DIAG_H
#define ASYNCC_DIAG_H

#include "support/api.h"
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A position in a source file known to the Diag: file 0 is "unknown". */
typedef struct Loc {
	uint32_t file;
	uint32_t line, col;        /* 1-based; 0 when unknown */
} Loc;

static const Loc LOC_NONE = {0, 0, 0};

typedef struct SrcFile {
	const char *name;          /* as the user named it */
	const char *text;          /* NUL-terminated, owned by the Diag */
	size_t len;
	uint32_t *lines;           /* offset of each line start: built by the
	                            * Diag when a diagnostic first needs it */
	uint32_t nlines;
	size_t mapped;             /* nonzero: text is mmap'd, this many bytes */
	uint32_t first_line;       /* number of the text's first line: 1, or
	                            * where a -split-input-file chunk starts */
	bool no_verify;            /* skipped by diag_verify_end (split inputs) */
} SrcFile;

typedef enum DiagLevel { DIAG_NOTE, DIAG_REMARK, DIAG_WARNING, DIAG_ERROR } DiagLevel;

typedef struct Diag Diag;

Diag *diag_new(FILE *out);
void diag_free(Diag *d);

/* Register a source buffer; the Diag takes ownership of `text`, which
 * must be NUL-terminated at text[len].  Returns the file id for Locs. */
uint32_t diag_add_file(Diag *d, const char *name, char *text, size_t len);
/* The same for text mapped with mmap (map_len bytes, unmapped by the
 * Diag); text[len] must be NUL, as the zero fill of a mapping's last
 * page provides. */
uint32_t diag_add_mapped_file(Diag *d, const char *name, char *text, size_t len, size_t map_len);
ASYNCC_API const SrcFile *diag_file(const Diag *d, uint32_t id);
/* Leave a file's expected-* comments out of diag_verify_end: the file was
 * split into chunks that are checked instead. */
void diag_file_skip_verify(Diag *d, uint32_t id);
/* Number a file's lines from `line` (a chunk of a bigger file). */
void diag_file_set_first_line(Diag *d, uint32_t id, uint32_t line);

ASYNCC_API void diag_report(Diag *d, DiagLevel level, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
ASYNCC_API void diag_vreport(Diag *d, DiagLevel level, Loc loc, const char *fmt, va_list ap)
	__attribute__((format(printf, 4, 0)));
#define diag_error(d, loc, ...)   diag_report((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...) diag_report((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...)    diag_report((d), DIAG_NOTE, (loc), __VA_ARGS__)
/* A note of asyncc's own after an error: an explanation or a suggestion
 * that MLIR does not give.  It prints like any note, but
 * -verify-diagnostics only checks it where a test expects it, so that
 * tests written for mlir-opt pass unchanged. */
void diag_hint(Diag *d, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Errors reported so far (warnings count when -Werror is on). */
unsigned diag_errors(const Diag *d);

/* Where printed diagnostics go (stderr unless changed). */
void diag_set_output(Diag *d, FILE *out);
void diag_set_color(Diag *d, bool on);
void diag_set_werror(Diag *d, bool on);
void diag_set_no_warnings(Diag *d, bool on);
/* Name printed for diagnostics without a location ("asyncc"). */
void diag_set_progname(Diag *d, const char *name);

/* Verify mode: collect diagnostics from now on; diag_verify_end then
 * compares them with the expected-* comments of every registered file,
 * reports each mismatch as an error, and returns the number of them. */
void diag_verify_begin(Diag *d);
unsigned diag_verify_end(Diag *d);

#endif
