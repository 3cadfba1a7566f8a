/* cg_debug.c - DWARF for -g: a compile unit for the input, a subprogram
 * per function, and a line table from the ops' locations, so that a
 * debugger can break at prog.mlir:LINE, step through ops and list the
 * source.
 *
 * An op's location is its explicit loc("file":line:col) when it has one
 * (mlir-opt's output with -mlir-print-debuginfo points back at the
 * original source that way), else where it was written.  Locations in
 * another file than the function's go through a lexical block file, as
 * DWARF wants. */
#include "config.h"
#include "cg.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAX_FILES = 16 };

struct Debug {
	LLVMDIBuilderRef di;
	LLVMMetadataRef cu, file;
	const char *file_name;          /* the compile unit's file */
	const char *dir;
	/* The current function: its subprogram and the scopes of other
	 * files' lines in it. */
	LLVMMetadataRef sp;
	struct FileScope { const char *name; LLVMMetadataRef scope; } files[MAX_FILES];
	unsigned nfiles;
	char cwd[PATH_MAX];
};

static const char *loc_file(Cg *g, Loc loc)
{
	const SrcFile *f = loc.file ? diag_file(g->d, loc.file) : NULL;
	return f ? f->name : NULL;
}

void dbg_begin(Cg *g)
{
	Debug *d = xcalloc(1, sizeof *d);
	g->dbg = d;
	d->di = LLVMCreateDIBuilder(g->lm);
	d->dir = g->o->comp_dir;
	if (!d->dir)
		d->dir = getcwd(d->cwd, sizeof d->cwd) ? d->cwd : ".";
	/* The name the locations use, which is the one the input was read
	 * under; the command line's spelling if the module has none. */
	d->file_name = loc_file(g, g->m->op->loc);
	if (!d->file_name)
		d->file_name = g->o->source_name ? g->o->source_name : "<stdin>";
	d->file = LLVMDIBuilderCreateFile(d->di, d->file_name, strlen(d->file_name), d->dir, strlen(d->dir));
	static const char producer[] = "asyncc " PACKAGE_VERSION;
	d->cu = LLVMDIBuilderCreateCompileUnit(
		d->di, LLVMDWARFSourceLanguageC, d->file, producer, sizeof producer - 1,
		g->o->opt_level > 0, "", 0, 0, "", 0, LLVMDWARFEmissionFull, 0, 0, 0, "", 0, "", 0);
	LLVMAddModuleFlag(g->lm, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
	                  LLVMValueAsMetadata(cg_i32(g, (int32_t)LLVMDebugMetadataVersion())));
	LLVMAddModuleFlag(g->lm, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
	                  LLVMValueAsMetadata(cg_i32(g, 5)));
}

void dbg_func(Cg *g, Op *func, LLVMValueRef fn)
{
	Debug *d = g->dbg;
	const char *name = func_name(func);
	LLVMMetadataRef ty = LLVMDIBuilderCreateSubroutineType(d->di, d->file, NULL, 0, LLVMDIFlagZero);
	unsigned line = func->loc.line;
	d->sp = LLVMDIBuilderCreateFunction(d->di, d->file, name, strlen(name), name, strlen(name),
	                                    d->file, line, ty, LLVMGetLinkage(fn) == LLVMInternalLinkage,
	                                    1, line, LLVMDIFlagPrototyped, g->o->opt_level > 0);
	LLVMSetSubprogram(fn, d->sp);
	d->nfiles = 0;
	LLVMSetCurrentDebugLocation2(g->b, LLVMDIBuilderCreateDebugLocation(g->lc, line, func->loc.col, d->sp, NULL));
}

/* The scope for lines of file `name` in the current function. */
static LLVMMetadataRef scope_for(Debug *d, const char *name)
{
	if (!name || !strcmp(name, d->file_name))
		return d->sp;
	for (unsigned i = 0; i < d->nfiles; i++)
		if (d->files[i].name == name || !strcmp(d->files[i].name, name))
			return d->files[i].scope;
	LLVMMetadataRef f = LLVMDIBuilderCreateFile(d->di, name, strlen(name), d->dir, strlen(d->dir));
	LLVMMetadataRef s = LLVMDIBuilderCreateLexicalBlockFile(d->di, d->sp, f, 0);
	if (d->nfiles < MAX_FILES)
		d->files[d->nfiles++] = (struct FileScope){name, s};
	return s;
}

void dbg_op(Cg *g, Op *op)
{
	Debug *d = g->dbg;
	const char *file;
	unsigned line, col;
	Attr *a = op->dbgloc;
	if (a && a->kind == AT_LOC && a->u.loc.file && a->u.loc.line) {
		file = a->u.loc.file;
		line = a->u.loc.line;
		col = a->u.loc.col;
	} else {
		file = loc_file(g, op->loc);
		line = op->loc.line;
		col = op->loc.col;
	}
	LLVMMetadataRef scope = scope_for(d, file);
	LLVMSetCurrentDebugLocation2(g->b, LLVMDIBuilderCreateDebugLocation(g->lc, line, col, scope, NULL));
}

void dbg_end(Cg *g)
{
	Debug *d = g->dbg;
	if (!d)
		return;
	LLVMDIBuilderFinalize(d->di);
	LLVMDisposeDIBuilder(d->di);
	free(d);
	g->dbg = NULL;
}
