/* parse.h - reading MLIR text into a Module. */
#ifndef ASYNCC_PARSE_H
#define ASYNCC_PARSE_H

#include "ir.h"

/* Load a source file into the context's Diag: a path, "-" for standard
 * input; files ending in .gz are decompressed.  Returns the file id, or
 * 0 after reporting why it could not be read. */
uint32_t source_load(Ctx *c, const char *path);

/* -split-input-file: register one file per "// -----" chunk of a loaded
 * file (other chunks blanked, so line numbers hold); returns how many,
 * their ids in a malloc'd *chunks. */
unsigned source_split(Ctx *c, uint32_t file, uint32_t **chunks);

/* Parse a loaded file.  Returns NULL after reporting errors. */
Module *parse_module(Ctx *c, uint32_t file);

#endif
