/* cg_module.c - functions: declarations, linkage, attributes, bodies.
 *
 * A function body is emitted block by block in reverse post-order, so
 * that every value is defined before it is used (dominators come first)
 * and unreachable blocks, which MLIR allows to contain anything, are left
 * out.  Block arguments become phi nodes; each branch adds its operands
 * to the phis of the block it jumps to (cg_edge). */
#include "config.h"
#include "cg.h"
#include "cg_llvm.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool cg_error(Cg *g, Op *op, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	Loc loc = op ? op->loc : g->func ? g->func->loc : LOC_NONE;
	cg_report(g->d, DIAG_ERROR, loc, "%s", msg);
	g->failed = true;
	return false;
}

/* passthrough = ["attr", ["key", "value"]]: LLVM function attributes, as
 * MLIR's LLVM dialect forwards them. */
bool cg_passthrough(Cg *g, Op *func, LLVMValueRef fn)
{
	Attr *pt = op_attr(func, "passthrough");
	if (!pt)
		return true;
	if (pt->kind != AT_ARRAY)
		return cg_error(g, func, "'passthrough' must be an array of attribute names");
	for (unsigned i = 0; i < pt->u.arr.n; i++) {
		Attr *a = pt->u.arr.elems[i];
		LLVMAttributeRef attr;
		if (a->kind == AT_STRING) {
			unsigned k = LLVMGetEnumAttributeKindForName(a->u.str.s, a->u.str.len);
			attr = k ? LLVMCreateEnumAttribute(g->lc, k, 0)
			         : LLVMCreateStringAttribute(g->lc, a->u.str.s, (unsigned)a->u.str.len, "", 0);
		} else if (a->kind == AT_ARRAY && a->u.arr.n == 2 && a->u.arr.elems[0]->kind == AT_STRING &&
		           a->u.arr.elems[1]->kind == AT_STRING) {
			Attr *k = a->u.arr.elems[0], *v = a->u.arr.elems[1];
			attr = LLVMCreateStringAttribute(g->lc, k->u.str.s, (unsigned)k->u.str.len,
			                                 v->u.str.s, (unsigned)v->u.str.len);
		} else {
			return cg_error(g, func, "'passthrough' entries must be strings or [\"key\", \"value\"] pairs");
		}
		LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, attr);
	}
	return true;
}

bool cg_is_void_main(const Op *func)
{
	Type *ft = func_type(func);
	if (func->kind == OP_LLVM_FUNC)
		return !strcmp(func_name(func), "main") && ft->nin == 0 && !ty_llvm_func_vararg(ft) &&
		       ty_llvm_func_result(ft)->kind == TY_LLVM_VOID &&
		       !llvm_enum_attr(op_attr(func, "linkage"), "linkage", llvm_linkages);
	return !strcmp(func_name(func), "main") && !func_is_private(func) && ft->nin == 0 && ft->nout == 0;
}

LLVMValueRef cg_func_decl(Cg *g, Op *func)
{
	if (func->kind == OP_LLVM_FUNC)
		return cg_llvm_func_decl(g, func);
	const char *name = cg_is_argv_main(func) ? cg_argv_main_body : func_name(func);
	LLVMValueRef fn = LLVMGetNamedFunction(g->lm, name);
	if (fn)
		return fn;
	if (func_is_decl(func) && op_attr(func, "llvm.emit_c_interface"))
		return cg_ciface_decl_wrapper(g, func);
	/* C's main returns int: a @main without results returns 0, so that a
	 * linked program exits with status 0 rather than with whatever was
	 * left in the return register. */
	LLVMTypeRef ty = cg_is_void_main(func) ? LLVMFunctionType(g->t_i32, NULL, 0, 0)
	                                       : cg_func_type(g, func_type(func), func);
	if (!ty)
		return NULL;
	fn = LLVMAddFunction(g->lm, name, ty);
	if (!func_is_decl(func) && (func_is_private(func) || cg_is_argv_main(func)))
		/* A private symbol is invisible outside the module: internal
		 * linkage lets LLVM inline it and drop it (MLIR keeps it
		 * external, which also clashes when two objects are linked). */
		LLVMSetLinkage(fn, LLVMInternalLinkage);
	if (!cg_passthrough(g, func, fn))
		return NULL;
	return fn;
}

/* ---------------------------------------------------------------- edges */

static bool has_incoming_from(LLVMValueRef phi, LLVMBasicBlockRef bb)
{
	unsigned n = LLVMCountIncoming(phi);
	for (unsigned i = 0; i < n; i++)
		if (LLVMGetIncomingBlock(phi, i) == bb)
			return true;
	return false;
}

LLVMBasicBlockRef cg_edge(Cg *g, Op *op, unsigned i)
{
	Succ *s = &op->succs[i];
	LLVMBasicBlockRef to = cg_block(s->block);
	if (!s->count)
		return to;
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	LLVMValueRef first = cg_val(s->block->args[0]);
	if (has_incoming_from(first, from)) {
		/* The same block twice among one terminator's successors: a phi
		 * takes one value per predecessor, so the second edge goes
		 * through a block of its own. */
		LLVMBasicBlockRef tramp = LLVMAppendBasicBlockInContext(g->lc, g->fn, "");
		LLVMPositionBuilderAtEnd(g->b, tramp);
		LLVMBuildBr(g->b, to);
		LLVMPositionBuilderAtEnd(g->b, from);
		from = tramp;
		to = tramp;
	}
	for (unsigned k = 0; k < s->count; k++) {
		LLVMValueRef v = cg_opnd(op, s->first + k);
		LLVMBasicBlockRef bb = from;
		LLVMAddIncoming(cg_val(s->block->args[k]), &v, &bb, 1);
	}
	return to;
}

/* --------------------------------------------------------------- bodies */

/* Blocks reachable from the entry in reverse post-order; marks them by
 * setting scratch to 1.  Returns the count. */
static unsigned rpo(Cg *g, Region *r, Block ***out)
{
	unsigned nblocks = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->scratch = 0;
		nblocks++;
	}
	Block **order = CG_ALLOC(g, nblocks, Block *);
	struct Frame { Block *b; unsigned next; } *stack = CG_ALLOC(g, nblocks, struct Frame);
	unsigned sp = 0, n = nblocks;
	r->first->scratch = 1;
	stack[sp++] = (struct Frame){r->first, 0};
	while (sp) {
		struct Frame *f = &stack[sp - 1];
		if (f->next < block_num_succs(f->b)) {
			Block *s = block_succ(f->b, f->next++);
			if (!s->scratch) {
				s->scratch = 1;
				stack[sp++] = (struct Frame){s, 0};
			}
			continue;
		}
		order[--n] = f->b;   /* post-order, filled from the back */
		sp--;
	}
	*out = order + n;
	return nblocks - n;
}

static bool emit_ops(Cg *g, Block *b)
{
	LLVMPositionBuilderAtEnd(g->b, cg_block(b));
	for (Op *op = b->first; op; op = op->next) {
		CgOpFn fn = cg_op_table[op->kind];
		if (!fn)
			return cg_error(g, op, "'%s' cannot be compiled to LLVM IR: it should have been lowered before code generation",
			                op_info(op)->name);
		if (g->dbg)
			dbg_op(g, op);
		if (!fn(g, op))
			return false;
	}
	return true;
}

/* Descriptors assembled at function entry (or for a call) whose fields
 * were all read through cg_extract are left unused: erase them, last
 * first, so that chains unravel. */
static void prune_dead_aggregates(LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetLastBasicBlock(fn); bb; bb = LLVMGetPreviousBasicBlock(bb)) {
		LLVMValueRef i = LLVMGetLastInstruction(bb);
		while (i) {
			LLVMValueRef prev = LLVMGetPreviousInstruction(i);
			if (LLVMIsAInsertValueInst(i) && !LLVMGetFirstUse(i))
				LLVMInstructionEraseFromParent(i);
			i = prev;
		}
	}
}

static bool emit_body(Cg *g, Op *func, LLVMValueRef fn)
{
	g->func = func;
	g->fn = fn;
	g->void_main = cg_is_void_main(func);
	g->nfails = 0;
	Region *r = &func->regions[0];
	Block **order;
	unsigned n = rpo(g, r, &order);

	/* LLVM blocks in the source order, for readable IR. */
	for (Block *b = r->first; b; b = b->next)
		b->scratch = b->scratch ? (uintptr_t)LLVMAppendBasicBlockInContext(g->lc, fn, "") : 0;
	if (g->dbg)
		dbg_func(g, func, fn);

	/* Entry arguments are the parameters, regrouped into descriptors. */
	Block *entry = r->first;
	LLVMPositionBuilderAtEnd(g->b, cg_block(entry));
	unsigned p = 0;
	for (unsigned i = 0; i < entry->nargs; i++) {
		Type *t = entry->args[i]->type;
		unsigned w = cg_arg_width(t);
		LLVMValueRef *fields = CG_ALLOC(g, w, LLVMValueRef);
		for (unsigned k = 0; k < w; k++)
			fields[k] = LLVMGetParam(fn, p++);
		cg_set(entry->args[i], cg_pack_arg(g, t, fields));
	}
	/* Other blocks' arguments are phis, filled in by the branches. */
	for (unsigned i = 1; i < n; i++) {
		Block *b = order[i];
		if (!b->nargs)
			continue;
		LLVMPositionBuilderAtEnd(g->b, cg_block(b));
		for (unsigned k = 0; k < b->nargs; k++) {
			LLVMTypeRef t = cg_type(g, b->args[k]->type);
			if (!t)
				return false;
			cg_set(b->args[k], LLVMBuildPhi(g->b, t, ""));
		}
	}
	for (unsigned i = 0; i < n; i++)
		if (!emit_ops(g, order[i]))
			return false;
	prune_dead_aggregates(fn);
	g->func = NULL;
	return true;
}

/* Whether the i-th function of the module is defined in this module:
 * all are, unless the module is compiled in parts (cg_partition.c). */
static bool mine(const Cg *g, unsigned i)
{
	return !g->part_of || g->part_of[i] == g->part;
}

bool cg_module(Cg *g)
{
	Block *body = module_body(g->m);
	unsigned i = 0;
	/* This module's definitions first, so that they keep the input's
	 * order; what they call is declared when first called (cg_call). */
	for (Op *f = body->first; f; f = f->next, i++) {
		/* llvm.func and llvm.mlir.global are all declared first, as
		 * bodies and initializers may take their addresses. */
		if (f->kind != OP_FUNC_FUNC) {
			if (!cg_llvm_declare(g, f))
				return false;
			continue;
		}
		if (!func_is_decl(f) && mine(g, i) && !cg_func_decl(g, f))
			return false;
	}
	i = 0;
	for (Op *f = body->first; f; f = f->next, i++) {
		if (f->kind != OP_FUNC_FUNC && f->kind != OP_LLVM_FUNC) {
			if (!cg_llvm_define(g, f))
				return false;
			continue;
		}
		if (func_is_decl(f) || !mine(g, i))
			continue;
		LLVMValueRef fn = cg_func_decl(g, f);
		if (!emit_body(g, f, fn))
			return false;
		if (f->kind == OP_FUNC_FUNC && op_attr(f, "llvm.emit_c_interface"))
			cg_ciface_define(g, f, fn);
		if (cg_is_argv_main(f))
			cg_argv_main_define(g, f, fn);
	}
	return !g->failed;
}
