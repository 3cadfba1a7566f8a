/* async_lower.h - state shared by the parts of the async lowering:
 * async_to_runtime.c drives it and calls blocking_await.c, which converts
 * blocking functions into coroutines; async_lower.c keeps the list of
 * coroutines both add to.  The calls go one way: async_to_runtime.c ->
 * blocking_await.c -> async_lower.c. */
#ifndef ASYNCC_ASYNC_LOWER_H
#define ASYNCC_ASYNC_LOWER_H

#include "ir/ir.h"
#include "passes/passes.h"
#include "support/hash.h"

typedef enum CoroKind {
	CORO_EXECUTE,      /* outlined async.execute: starts suspended */
	CORO_FUNC,         /* async.func: starts on the caller's thread */
	CORO_CONVERTED,    /* func.func turned coroutine by
	                      -feliminate-blocking-await, also hot-started */
} CoroKind;

typedef struct PendingCoro {
	Op *func;
	CoroKind kind;
	unsigned nawait;           /* CORO_EXECUTE: leading arguments to await
	                              (dependencies, then async.value operands) */
} PendingCoro;

typedef struct Lowering {
	Module *m;
	const LowerOptions *opts;
	PendingCoro *coros;
	unsigned ncoros, capcoros;
	PtrMap is_coro;            /* func op -> non-NULL if a coroutine */
} Lowering;

void lowering_add_coro(Lowering *l, Op *func, CoroKind kind, unsigned nawait);
bool lowering_is_coro(const Lowering *l, const Op *func);

/* -feliminate-blocking-await: every func.func with an async.await or
 * async.await_all (and without async.allowed_to_block) becomes a
 * coroutine returning a token and values; its call sites await those,
 * which may make their functions blocking in turn, and so on. */
void eliminate_blocking_awaits(Lowering *l);

/* Whether func carries the unit attribute async.allowed_to_block. */
bool func_allowed_to_block(const Op *func);

#endif
