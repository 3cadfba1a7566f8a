/* coro.h - the coroutine machinery of a lowered async function.
 *
 * A function that may suspend (an outlined async.execute region, an
 * async.func, or a function converted by -feliminate-blocking-await)
 * becomes an LLVM switched-resume coroutine written with async.coro.*
 * and async.runtime.* ops, in the vocabulary of MLIR's
 * AsyncToAsyncRuntime:
 *
 *   ^entry(args):                     the ramp function's start
 *     %token = async.runtime.create   (if the function returns a token)
 *     %value = async.runtime.create   (one per returned value)
 *     %id  = async.coro.id
 *     %hdl = async.coro.begin %id
 *     cf.br ^body                     (or an initial suspend, see below)
 *   ^body ...                         the original blocks
 *   ^set_error:                       made on demand
 *     async.runtime.set_error %token / %value...; cf.br ^cleanup
 *   ^cleanup:                         the body finished
 *     async.coro.free %id, %hdl; cf.br ^suspend
 *   ^cleanup_destroy:                 destroyed while suspended
 *     async.coro.free %id, %hdl; cf.br ^suspend
 *   ^suspend:
 *     async.coro.end %hdl
 *     return %token, %value...        what the ramp returns to its caller
 *
 * Every suspension point is
 *     %s = async.coro.save %hdl
 *     async.runtime.await_and_resume %x, %hdl      (or runtime.resume)
 *     async.coro.suspend %s, ^suspend, ^resume, ^cleanup_destroy */
#ifndef ASYNCC_CORO_H
#define ASYNCC_CORO_H

#include "ir/ir.h"

typedef struct Coro {
	Op *func;
	Value *token;              /* returned completion token, or NULL */
	Value **values;            /* returned async values */
	unsigned nvalues;
	Value *id, *handle;
	Block *entry;              /* the ramp's first block */
	Block *set_error;          /* NULL until a lowering needs it */
	Block *cleanup, *cleanup_destroy, *suspend;
} Coro;

/* Give func (a func.func with a body whose results are an optional
 * !async.token followed by !async.values) the coroutine structure above.
 * With initial_suspend the coroutine suspends at once and asks the
 * runtime to resume it on a worker thread (async.execute); without, it
 * runs on the caller's thread until its first await ("hot start", as
 * async.func).  The function is marked presplitcoroutine. */
Coro *coro_setup(Module *m, Op *func, bool initial_suspend);
void coro_free(Coro *c);

/* The block that puts the token and values in the error state. */
Block *coro_set_error(Module *m, Coro *c);

/* Suspend before `at` until `x` (token, value or group) is ready: `at`
 * and what follows move to a continuation block, reached only when x is
 * not in error (else the coroutine's results are set to error).  Returns
 * the continuation. */
Block *coro_await(Module *m, Coro *c, Op *at, Value *x);

/* Replace a return-like op (async.yield, async.return, a func.return in
 * a converted function) with: store its operands into the returned
 * values, mark them and the token available, branch to cleanup. */
void coro_return(Module *m, Coro *c, Op *ret);

/* Replace a cf.assert with a branch to the error state when it fails. */
void coro_assert(Module *m, Coro *c, Op *assert_op);

#endif
