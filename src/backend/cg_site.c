/* cg_site.c - source locations for the runtime (asyncrt_site).
 *
 * Each async.runtime.create, await, await_and_resume and resume passes
 * the runtime a static descriptor of where it comes from, so that traces
 * name tasks and deadlock reports name awaits by their place in the
 * source:
 *
 *   @site = private global { ptr, ptr, i32 } { ptr @"prog.mlir:4:8",
 *                                               ptr @"main", i32 0 }
 *   call ptr @asyncrt_token_create_at(ptr @site)
 *
 * The descriptor is writable: the runtime numbers it (its i32) the
 * first time it sees it.  The location is the op's, which the async
 * lowering gives the ops it makes from the async.execute, async.await or
 * async.call they come from; an explicit loc("file":line:col) wins, as
 * in the debug line table (cg_debug.c). */
#include "config.h"
#include "cg.h"

#include <stdio.h>
#include <string.h>

static void site_loc(Cg *g, Op *op, char *buf, size_t len)
{
	Attr *a = op->dbgloc;
	if (a && a->kind == AT_LOC && a->u.loc.file && a->u.loc.line) {
		snprintf(buf, len, "%s:%u:%u", a->u.loc.file, a->u.loc.line, a->u.loc.col);
		return;
	}
	const SrcFile *f = op->loc.file ? diag_file(g->d, op->loc.file) : NULL;
	const char *name = f ? f->name : g->o->source_name ? g->o->source_name : "<stdin>";
	snprintf(buf, len, "%s:%u:%u", name, op->loc.line, op->loc.col);
}

LLVMValueRef cg_site(Cg *g, Op *op)
{
	char loc[1024];
	site_loc(g, op, loc, sizeof loc);
	const char *func = g->func ? func_name(g->func) : "";
	LLVMValueRef fields[3] = {
		cg_cstring(g, "site.loc", loc, strlen(loc)),
		cg_cstring(g, "site.func", func, strlen(func)),
		cg_i32(g, 0),
	};
	LLVMTypeRef types[3] = {g->t_ptr, g->t_ptr, g->t_i32};
	LLVMTypeRef ty = LLVMStructTypeInContext(g->lc, types, 3, 0);
	LLVMValueRef gv = LLVMAddGlobal(g->lm, ty, "site");
	LLVMSetInitializer(gv, LLVMConstNamedStruct(ty, fields, 3));
	LLVMSetLinkage(gv, LLVMPrivateLinkage);
	LLVMSetAlignment(gv, 8);
	return gv;
}
