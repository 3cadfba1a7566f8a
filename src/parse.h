/* parse.h - reading MLIR text into a Module. */
#ifndef ASYNCC_PARSE_H
#define ASYNCC_PARSE_H

#include "ir.h"

/* Load a source file into the context's Diag: a path, "-" for standard
 * input; files ending in .gz are decompressed.  Returns the file id, or
 * 0 after reporting why it could not be read. */
uint32_t source_load(Ctx *c, const char *path);

/* Parse a loaded file.  Returns NULL after reporting errors.  Errors in
 * one function of a module do not stop the parser from reporting those
 * of the next (up to a limit); the module is then still not returned. */
Module *parse_module(Ctx *c, uint32_t file);

/* A part of a loaded file: bytes [begin, end), starting at line `line`. */
typedef struct SrcPart {
	size_t begin, end;
	uint32_t line;
} SrcPart;

/* -split-input-file: the parts of a loaded file between lines that hold
 * "// -----" (as mlir-opt splits them).  Returns a malloc'd array and
 * its length in *n (at least one part). */
SrcPart *source_split(Ctx *c, uint32_t file, unsigned *n);

/* Parse one part; locations are those of the whole file. */
Module *parse_module_part(Ctx *c, uint32_t file, SrcPart part);

#endif
