/* mlir_abi.c - the functions MLIR's convert-async-to-llvm calls.
 *
 * Same names, signatures and behaviour as LLVM 19's
 * libmlir_async_runtime (see asyncrt_mlir.h), mapped onto the asyncrt
 * objects: an MLIR token is an asyncrt_token, a coroutine (handle,
 * resume) is a task (resume, handle).  These call the internal functions
 * directly rather than the exported asyncrt_* ones, to stay off the PLT. */
#include "rt.h"
#include "asyncrt_mlir.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>

void mlirAsyncRuntimeAddRef(void *obj, int64_t count)
{
	asyncrt_add_ref(obj, count);
}

void mlirAsyncRuntimeDropRef(void *obj, int64_t count)
{
	obj_drop(obj, count);
}

void *mlirAsyncRuntimeCreateToken(void)
{
	return token_new();
}

void *mlirAsyncRuntimeCreateValue(int64_t size)
{
	if (size < 0)
		rt_die("value of negative size %lld", (long long)size);
	return value_new((size_t)size, 16);
}

void *mlirAsyncRuntimeCreateGroup(int64_t size)
{
	return group_new(size);
}

/* Compiled code asks asyncrt_parallel_worth (calibrate.c) whether a
 * multi-block scf.parallel fans out, through a weak reference
 * (src/passes/parallel_for.c), and a weak reference pulls no member out
 * of libasyncrt.a: a static link would quietly keep the static rule.
 * Every such loop creates a group through this file, so this file refers
 * to it for them. */
__attribute__((used)) static int64_t (*const parallel_worth_ref)(int64_t, int64_t,
                                                                int64_t) =
	asyncrt_parallel_worth;

int64_t mlirAsyncRuntimeAddTokenToGroup(void *token, void *group)
{
	struct obj *t = token;
	obj_check(t, OBJ_TOKEN);
	obj_check((struct obj *)group, OBJ_GROUP);
	return group_add(group, t);
}

static void complete(void *obj, enum obj_kind kind, bool error)
{
	struct obj *o = obj;
	obj_check(o, kind);
	obj_complete(o, error);
	obj_drop(o, 1);      /* the producer's reference */
}

void mlirAsyncRuntimeEmplaceToken(void *token)
{
	complete(token, OBJ_TOKEN, false);
}

void mlirAsyncRuntimeEmplaceValue(void *value)
{
	complete(value, OBJ_VALUE, false);
}

void mlirAsyncRuntimeSetTokenError(void *token)
{
	complete(token, OBJ_TOKEN, true);
}

void mlirAsyncRuntimeSetValueError(void *value)
{
	complete(value, OBJ_VALUE, true);
}

bool mlirAsyncRuntimeIsTokenError(void *token)
{
	struct obj *o = token;
	obj_check(o, OBJ_TOKEN);
	return atomic_load_explicit(&o->state, acquire) & ST_ERROR;
}

bool mlirAsyncRuntimeIsValueError(void *value)
{
	struct obj *o = value;
	obj_check(o, OBJ_VALUE);
	return atomic_load_explicit(&o->state, acquire) & ST_ERROR;
}

bool mlirAsyncRuntimeIsGroupError(void *group)
{
	return asyncrt_group_is_error(group);
}

void mlirAsyncRuntimeAwaitToken(void *token)
{
	obj_check((struct obj *)token, OBJ_TOKEN);
	obj_await(token);
}

void mlirAsyncRuntimeAwaitValue(void *value)
{
	obj_check((struct obj *)value, OBJ_VALUE);
	obj_await(value);
}

void mlirAsyncRuntimeAwaitAllInGroup(void *group)
{
	obj_check((struct obj *)group, OBJ_GROUP);
	obj_await(group);
}

void *mlirAsyncRuntimeGetValueStorage(void *value)
{
	asyncrt_value *v = value;
	obj_check(&v->o, OBJ_VALUE);
	if (atomic_load_explicit(&v->o.state, relaxed) & ST_ERROR)
		rt_die("storage of value %p, which is in error", (void *)v);
	return value_storage(v);
}

void mlirAsyncRuntimeExecute(mlir_coro_handle h, mlir_coro_resume r)
{
	struct thread *t = rt_thread();
	asyncrt_fn *fn = r;
	void *arg = h;
	RT_TRACE_WRAP(t, fn, arg, SITE_CORO, false);
	rt_spawn(t, fn, arg);
}

void mlirAsyncRuntimeAwaitTokenAndExecute(void *token, mlir_coro_handle h,
                                          mlir_coro_resume r)
{
	obj_check((struct obj *)token, OBJ_TOKEN);
	obj_await_and_execute(token, r, h);
}

void mlirAsyncRuntimeAwaitValueAndExecute(void *value, mlir_coro_handle h,
                                          mlir_coro_resume r)
{
	obj_check((struct obj *)value, OBJ_VALUE);
	obj_await_and_execute(value, r, h);
}

void mlirAsyncRuntimeAwaitAllInGroupAndExecute(void *group, mlir_coro_handle h,
                                               mlir_coro_resume r)
{
	obj_check((struct obj *)group, OBJ_GROUP);
	obj_await_and_execute(group, r, h);
}

/* The size alone: the generated code asks it before deciding whether a
 * parallel loop fans out, and one run in place needs no pool. */
int64_t mlirAsyncRuntimGetNumWorkerThreads(void)
{
	return rt_pool_size();
}

/* mlir-cpu-runner's hooks.  The runner calls init when it loads the
 * library, and destroy before it throws away the code it compiled: the
 * pool must be drained and stopped by then, since a worker still
 * finishing a coroutine would be running code that is about to be
 * unmapped (MLIR's runtime waits for its thread pool there too).  init
 * receives an llvm::StringMap to fill with symbols; that is a C++ type,
 * and there is no need: the runner loads the library RTLD_GLOBAL, and its
 * process-wide symbol lookup finds every exported function. */
void __mlir_execution_engine_init(void *export_symbols)
{
	(void)export_symbols;
	rt_init();
}

void __mlir_execution_engine_destroy(void)
{
	rt_sched_shutdown();
}

/* std::this_thread::get_id() prints as the pthread_t number in
 * libstdc++; std::endl flushes. */
void mlirAsyncRuntimePrintCurrentThreadId(void)
{
	printf("Current thread id: %lu\n", (unsigned long)pthread_self());
	fflush(stdout);
}
