/* parse.h - reading MLIR text into a Module. */
#ifndef ASYNCC_PARSE_H
#define ASYNCC_PARSE_H

#include "ir.h"

/* Load a source file into the context's Diag: a path, "-" for standard
 * input; gzip data (whatever the name) is decompressed.  Returns the file
 * id, or 0 after reporting why it could not be read. */
uint32_t source_load(Ctx *c, const char *path);

/* -split-input-file: register one file per "// -----" chunk of a loaded
 * file, each holding its chunk's text and numbering its lines as the
 * whole file does; returns how many, their ids in a malloc'd *chunks.
 * The whole file's expected-* comments are left to the chunks. */
unsigned source_split(Ctx *c, uint32_t file, uint32_t **chunks);

/* Parse a loaded file.  Returns NULL after reporting errors.  Errors in
 * one function of a module do not stop the parser from reporting those
 * of the next (up to a limit); the module is then still not returned. */
Module *parse_module(Ctx *c, uint32_t file);

#endif
