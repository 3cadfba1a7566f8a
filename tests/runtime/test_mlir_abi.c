/* The MLIR names (asyncrt_mlir.h), with MLIR's semantics: tokens and
 * values start with two references and emplace drops one; continuations
 * are coroutine (handle, resume) pairs.  The printers' formats are
 * checked here on a few cases; print_diff.sh compares them with MLIR's
 * own libraries exhaustively. */
#include "testutil.h"

#include <asyncrt_mlir.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

TestSuite(mlir_abi, .timeout = RT_TEST_TIMEOUT);

Test(mlir_abi, token_lifecycle)
{
	void *t = mlirAsyncRuntimeCreateToken();
	cr_assert_not(mlirAsyncRuntimeIsTokenError(t));
	mlirAsyncRuntimeAddRef(t, 1);
	mlirAsyncRuntimeEmplaceToken(t);
	mlirAsyncRuntimeAwaitToken(t);
	mlirAsyncRuntimeDropRef(t, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 1);
	mlirAsyncRuntimeDropRef(t, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);

	t = mlirAsyncRuntimeCreateToken();
	mlirAsyncRuntimeSetTokenError(t);
	cr_assert(mlirAsyncRuntimeIsTokenError(t));
	mlirAsyncRuntimeDropRef(t, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
}

Test(mlir_abi, value_lifecycle)
{
	void *v = mlirAsyncRuntimeCreateValue(24);
	double *d = mlirAsyncRuntimeGetValueStorage(v);
	cr_assert_eq((uintptr_t)d % 16, 0);
	d[2] = 2.5;
	mlirAsyncRuntimeEmplaceValue(v);
	mlirAsyncRuntimeAwaitValue(v);
	cr_assert_not(mlirAsyncRuntimeIsValueError(v));
	cr_assert_eq(((double *)mlirAsyncRuntimeGetValueStorage(v))[2], 2.5);
	mlirAsyncRuntimeDropRef(v, 1);

	v = mlirAsyncRuntimeCreateValue(8);
	mlirAsyncRuntimeSetValueError(v);
	cr_assert(mlirAsyncRuntimeIsValueError(v));
	mlirAsyncRuntimeDropRef(v, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 0);
}

Test(mlir_abi, group_lifecycle)
{
	void *g = mlirAsyncRuntimeCreateGroup(2);
	void *a = mlirAsyncRuntimeCreateToken();
	void *b = mlirAsyncRuntimeCreateToken();
	cr_assert_eq(mlirAsyncRuntimeAddTokenToGroup(a, g), 0);
	cr_assert_eq(mlirAsyncRuntimeAddTokenToGroup(b, g), 1);
	mlirAsyncRuntimeEmplaceToken(a);
	mlirAsyncRuntimeSetTokenError(b);
	mlirAsyncRuntimeAwaitAllInGroup(g);
	cr_assert(mlirAsyncRuntimeIsGroupError(g));
	mlirAsyncRuntimeDropRef(a, 1);
	mlirAsyncRuntimeDropRef(b, 1);
	mlirAsyncRuntimeDropRef(g, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_GROUP), 0);
}

/* A stand-in coroutine: resume(handle) records where it ran. */
struct coro {
	atomic_int resumed;
	pthread_t where;
	void *token;      /* emplaced on resume, if set */
};

static void resume(void *handle)
{
	struct coro *c = handle;
	c->where = pthread_self();
	atomic_fetch_add(&c->resumed, 1);
	if (c->token)
		mlirAsyncRuntimeEmplaceToken(c->token);
}

Test(mlir_abi, execute_runs_on_a_worker)
{
	struct coro c = {0};
	c.token = mlirAsyncRuntimeCreateToken();
	void *t = c.token;
	mlirAsyncRuntimeExecute(&c, resume);
	mlirAsyncRuntimeAwaitToken(t);
	cr_assert_eq(atomic_load(&c.resumed), 1);
	cr_assert_not(pthread_equal(c.where, pthread_self()));
	mlirAsyncRuntimeDropRef(t, 1);
}

Test(mlir_abi, await_and_execute)
{
	struct coro ct = {0}, cv = {0}, cg = {0};
	void *t = mlirAsyncRuntimeCreateToken();
	void *v = mlirAsyncRuntimeCreateValue(8);
	void *g = mlirAsyncRuntimeCreateGroup(1);
	mlirAsyncRuntimeAwaitTokenAndExecute(t, &ct, resume);
	mlirAsyncRuntimeAwaitValueAndExecute(v, &cv, resume);
	mlirAsyncRuntimeAwaitAllInGroupAndExecute(g, &cg, resume);
	cr_assert_eq(atomic_load(&ct.resumed) + atomic_load(&cv.resumed) +
	             atomic_load(&cg.resumed), 0);
	mlirAsyncRuntimeAddTokenToGroup(t, g);
	mlirAsyncRuntimeEmplaceValue(v);
	mlirAsyncRuntimeEmplaceToken(t);
	cr_assert(flag_becomes(&ct.resumed, 1));
	cr_assert(flag_becomes(&cv.resumed, 1));
	cr_assert(flag_becomes(&cg.resumed, 1));
	/* Already complete: resumed inline, on this thread. */
	struct coro now = {0};
	mlirAsyncRuntimeAwaitTokenAndExecute(t, &now, resume);
	cr_assert_eq(atomic_load(&now.resumed), 1);
	cr_assert(pthread_equal(now.where, pthread_self()));
	mlirAsyncRuntimeDropRef(t, 1);
	mlirAsyncRuntimeDropRef(v, 1);
	mlirAsyncRuntimeDropRef(g, 1);
}

Test(mlir_abi, worker_count)
{
	cr_assert_eq(mlirAsyncRuntimGetNumWorkerThreads(), asyncrt_num_workers());
}

/* Run f with stdout going to a pipe; return what it printed. */
static char *capture(void (*f)(void))
{
	static char buf[4096];
	int fd[2];
	fflush(stdout);
	cr_assert_eq(pipe(fd), 0);
	int saved = dup(1);
	dup2(fd[1], 1);
	f();
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	close(fd[1]);
	ssize_t n = read(fd[0], buf, sizeof buf - 1);
	close(fd[0]);
	buf[n > 0 ? n : 0] = 0;
	return buf;
}

static void print_thread(void)
{
	mlirAsyncRuntimePrintCurrentThreadId();
}

Test(mlir_abi, print_current_thread_id)
{
	char want[64];
	snprintf(want, sizeof want, "Current thread id: %lu\n",
	         (unsigned long)pthread_self());
	cr_assert_str_eq(capture(print_thread), want);
}

static void print_scalars(void)
{
	printI64(-42);
	printComma();
	printU64(18446744073709551615u);
	printComma();
	printF32(0.1f);
	printComma();
	printF64(1e-7);
	printOpen();
	printF64(2.0 / 3.0);
	printClose();
	printString("x");
	printF16(0x3c00);        /* 1.0 */
	printBF16(0xc040);       /* -3.0 */
	printNewline();
}

Test(mlir_abi, vector_print_format)
{
	cr_assert_str_eq(capture(print_scalars),
	                 "-42, 18446744073709551615, 0.1, 1e-07( 0.666667 )x1-3\n");
}

static float m2x2[] = {1, 2.5f, -3, 1e10f};

static void print_memref(void)
{
	struct {
		float *alloc, *aligned;
		int64_t offset, sizes[2], strides[2];
	} d = {m2x2, m2x2, 0, {2, 2}, {2, 1}};
	printMemrefF32(2, &d);
	asyncrt_unranked_memref u = {2, &d};
	_mlir_ciface_printMemrefShapeF32(&u);
}

Test(mlir_abi, memref_format)
{
	char want[512];
	snprintf(want, sizeof want,
	         "Unranked Memref base@ = %p rank = 2 offset = 0 sizes = [2, 2] "
	         "strides = [2, 1] data = \n[[1,   2.5], \n [-3,   1e+10]]\n"
	         "Unranked Memref base@ = %p rank = 2 offset = 0 sizes = [2, 2] "
	         "strides = [2, 1]\n", (void *)m2x2, (void *)m2x2);
	cr_assert_str_eq(capture(print_memref), want);
}
