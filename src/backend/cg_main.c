/* cg_main.c - the C entry point of a program whose @main reads its
 * command line:
 *
 *   func.func @main(%argc: i32, %argv: memref<?x?xi8>) [-> i32]
 *
 * C calls main(int argc, char **argv); MLIR has no strings, so the
 * function gets the arguments as a matrix of bytes: one row per argument
 * (argv[0], the program, first), each NUL-padded to the width of the
 * longest argument and its NUL, so that every row is a C string.  The
 * function itself is emitted as the internal __asyncc_main, and main is
 * a wrapper that builds the matrix, calls it and frees the matrix:
 *
 *   int main(int argc, char **argv) {
 *     int64_t w = 1;
 *     for (i = 0; i < argc; i++) w = max(w, strlen(argv[i]) + 1);
 *     char *m = calloc(argc * w, 1);
 *     for (i = 0; i < argc; i++) memcpy(m + i * w, argv[i], strlen(argv[i]));
 *     int r = __asyncc_main(argc, m, m, 0, argc, w, w, 1);   (or 0)
 *     free(m);
 *     return r;
 *   }
 *
 * The JIT of asyncc -run calls the same main, so a program gets the same
 * arguments linked or run in process. */
#include "config.h"
#include "cg.h"

#include <string.h>

/* The name the body is emitted under. */
const char *const cg_argv_main_body = "__asyncc_main";

bool cg_is_argv_main(const Op *func)
{
	if (func->kind != OP_FUNC_FUNC)
		return false;
	Type *ft = func_type(func);
	if (strcmp(func_name(func), "main") != 0 || func_is_private(func) || func_is_decl(func) ||
	    ft->nin != 2 || ft->nout > 1)
		return false;
	Type *argc = ty_func_in(ft, 0), *argv = ty_func_in(ft, 1);
	bool i32 = argc->kind == TY_INT && argc->width == 32;
	bool matrix = argv->kind == TY_MEMREF && argv->rank == 2 && argv->shape[0] == IR_DYNAMIC &&
	              argv->shape[1] == IR_DYNAMIC && argv->elem->kind == TY_INT &&
	              argv->elem->width == 8 && !argv->strides && !argv->memspace;
	Type *r = ft->nout ? ty_func_out(ft, 0) : NULL;
	return i32 && matrix && (!r || (r->kind == TY_INT && r->width == 32));
}

/* A counted loop over i in [0, n): loop_begin opens the header (more
 * phis may be added there), loop_test branches to the body or the exit,
 * and loop_end closes the body. */
typedef struct Loop {
	LLVMBasicBlockRef from, head, body, exit;
	LLVMValueRef i;
} Loop;

static Loop loop_begin(Cg *g, LLVMValueRef fn)
{
	Loop l;
	l.from = LLVMGetInsertBlock(g->b);
	l.head = LLVMAppendBasicBlockInContext(g->lc, fn, "");
	l.body = LLVMAppendBasicBlockInContext(g->lc, fn, "");
	l.exit = LLVMAppendBasicBlockInContext(g->lc, fn, "");
	LLVMBuildBr(g->b, l.head);
	LLVMPositionBuilderAtEnd(g->b, l.head);
	l.i = LLVMBuildPhi(g->b, g->t_i64, "");
	LLVMValueRef zero = cg_i64(g, 0);
	LLVMAddIncoming(l.i, &zero, &l.from, 1);
	return l;
}

static void loop_test(Cg *g, Loop *l, LLVMValueRef n)
{
	LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, l->i, n, ""), l->body, l->exit);
	LLVMPositionBuilderAtEnd(g->b, l->body);
}

static void loop_end(Cg *g, Loop *l)
{
	LLVMValueRef next = LLVMBuildAdd(g->b, l->i, cg_i64(g, 1), "");
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	LLVMAddIncoming(l->i, &next, &from, 1);
	LLVMBuildBr(g->b, l->head);
	LLVMPositionBuilderAtEnd(g->b, l->exit);
}

/* strlen(argv[i]) */
static LLVMValueRef arg_len(Cg *g, LLVMValueRef argv, LLVMValueRef i, LLVMValueRef *arg)
{
	LLVMValueRef slot = LLVMBuildGEP2(g->b, g->t_ptr, argv, &i, 1, "");
	*arg = LLVMBuildLoad2(g->b, g->t_ptr, slot, "");
	return cg_call_rt(g, RT_STRLEN, arg, 1);
}

/* The width of a row: the longest argument and its NUL. */
static LLVMValueRef row_width(Cg *g, LLVMValueRef fn, LLVMValueRef argv, LLVMValueRef n)
{
	Loop l = loop_begin(g, fn);
	LLVMValueRef width = LLVMBuildPhi(g->b, g->t_i64, "");
	LLVMValueRef one = cg_i64(g, 1);
	LLVMAddIncoming(width, &one, &l.from, 1);
	loop_test(g, &l, n);
	LLVMValueRef arg, len = LLVMBuildAdd(g->b, arg_len(g, argv, l.i, &arg), cg_i64(g, 1), "");
	LLVMValueRef wider = LLVMBuildICmp(g->b, LLVMIntUGT, len, width, "");
	LLVMValueRef next = LLVMBuildSelect(g->b, wider, len, width, "");
	LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
	LLVMAddIncoming(width, &next, &from, 1);
	loop_end(g, &l);
	return width;
}

void cg_argv_main_define(Cg *g, Op *func, LLVMValueRef body)
{
	LLVMTypeRef params[2] = {g->t_i32, g->t_ptr};
	LLVMTypeRef ty = LLVMFunctionType(g->t_i32, params, 2, 0);
	LLVMValueRef fn = LLVMAddFunction(g->lm, "main", ty);
	LLVMBasicBlockRef saved = LLVMGetInsertBlock(g->b);
	LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->lc, fn, ""));
	LLVMValueRef argc = LLVMGetParam(fn, 0), argv = LLVMGetParam(fn, 1);
	LLVMValueRef n = LLVMBuildSExt(g->b, argc, g->t_i64, "");
	LLVMValueRef width = row_width(g, fn, argv, n);
	LLVMValueRef cargs[2] = {LLVMBuildMul(g->b, n, width, ""), cg_i64(g, 1)};
	LLVMValueRef m = cg_call_rt(g, RT_CALLOC, cargs, 2);
	Loop l = loop_begin(g, fn);
	loop_test(g, &l, n);
	LLVMValueRef arg, len = arg_len(g, argv, l.i, &arg);
	LLVMValueRef at = LLVMBuildMul(g->b, l.i, width, "");
	LLVMValueRef row = LLVMBuildGEP2(g->b, g->t_i8, m, &at, 1, "");
	LLVMBuildMemCpy(g->b, row, 1, arg, 1, len);
	loop_end(g, &l);
	LLVMValueRef args[8] = {argc, m, m, cg_i64(g, 0), n, width, width, cg_i64(g, 1)};
	LLVMValueRef r = LLVMBuildCall2(g->b, LLVMGlobalGetValueType(body), body, args, 8, "");
	cg_call_rt(g, RT_FREE, &m, 1);
	LLVMBuildRet(g->b, func_type(func)->nout ? r : cg_i32(g, 0));
	if (saved)
		LLVMPositionBuilderAtEnd(g->b, saved);
}
