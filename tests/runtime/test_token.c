/* Tokens: states, references, blocking and continuation awaits. */
#include "testutil.h"

#include <pthread.h>
#include <signal.h>

TestSuite(token, .timeout = RT_TEST_TIMEOUT);

Test(token, created_pending_with_two_references)
{
	asyncrt_token *t = asyncrt_token_create();
	cr_assert_not(asyncrt_token_is_ready(t));
	cr_assert_not(asyncrt_token_is_error(t));
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 1);
	asyncrt_token_emplace(t);            /* the producer's reference */
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 1);
	cr_assert(asyncrt_token_is_ready(t));
	cr_assert_not(asyncrt_token_is_error(t));
	asyncrt_drop_ref(t, 1);              /* the caller's: freed */
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
}

Test(token, set_error)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_set_error(t);
	cr_assert(asyncrt_token_is_ready(t));
	cr_assert(asyncrt_token_is_error(t));
	asyncrt_token_await(t);              /* complete: returns at once */
	asyncrt_drop_ref(t, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
}

Test(token, add_and_drop_references)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_add_ref(t, 3);               /* 5 */
	asyncrt_drop_ref(t, 0);              /* no-op */
	asyncrt_drop_ref(t, 2);              /* 3 */
	asyncrt_token_emplace(t);            /* 2 */
	asyncrt_drop_ref(t, 1);              /* 1 */
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 1);
	asyncrt_drop_ref(t, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
}

Test(token, many_tokens_counted)
{
	asyncrt_token *t[100];
	for (int i = 0; i < 100; i++)
		t[i] = asyncrt_token_create();
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 100);
	for (int i = 0; i < 100; i++) {
		asyncrt_token_emplace(t[i]);
		asyncrt_drop_ref(t[i], 1);
	}
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
}

static atomic_int ran;

static void emplace_task(void *arg)
{
	atomic_store(&ran, 1);
	asyncrt_token_emplace(arg);
}

Test(token, blocking_await_of_a_task)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_execute(emplace_task, t);
	asyncrt_token_await(t);
	cr_assert_eq(atomic_load(&ran), 1);
	cr_assert(asyncrt_token_is_ready(t));
	asyncrt_drop_ref(t, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

static void fail_task(void *arg)
{
	asyncrt_token_set_error(arg);
}

Test(token, error_from_a_task)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_execute(fail_task, t);
	asyncrt_token_await(t);
	cr_assert(asyncrt_token_is_error(t));
	asyncrt_drop_ref(t, 1);
}

struct cont {
	atomic_int done;
	pthread_t thread;
};

static void record(void *arg)
{
	struct cont *c = arg;
	c->thread = pthread_self();
	atomic_store(&c->done, 1);
}

Test(token, continuation_of_a_complete_token_runs_inline)
{
	struct cont c = {0};
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_emplace(t);
	asyncrt_token_await_and_execute(t, record, &c);
	cr_assert_eq(atomic_load(&c.done), 1);
	cr_assert(pthread_equal(c.thread, pthread_self()));
	asyncrt_drop_ref(t, 1);
}

Test(token, continuation_waits_for_emplace)
{
	struct cont c = {0};
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_await_and_execute(t, record, &c);
	cr_assert_eq(atomic_load(&c.done), 0);
	/* Completed on a client thread: the continuation goes to a worker. */
	asyncrt_token_emplace(t);
	cr_assert(flag_becomes(&c.done, 1));
	cr_assert_not(pthread_equal(c.thread, pthread_self()));
	asyncrt_drop_ref(t, 1);
}

Test(token, continuations_all_run, .timeout = 60)
{
	enum { N = 50 };
	struct cont c[N] = {0};
	asyncrt_token *t = asyncrt_token_create();
	for (int i = 0; i < N; i++)
		asyncrt_token_await_and_execute(t, record, &c[i]);
	asyncrt_execute(emplace_task, t);
	for (int i = 0; i < N; i++)
		cr_assert(flag_becomes(&c[i].done, 1));
	asyncrt_drop_ref(t, 1);
}

struct waiter_arg {
	asyncrt_token *t;
	atomic_int woke;
};

static void *blocking_waiter(void *p)
{
	struct waiter_arg *w = p;
	asyncrt_token_await(w->t);
	atomic_store(&w->woke, 1);
	return NULL;
}

Test(token, blocking_awaits_from_several_threads)
{
	enum { N = 4 };
	struct waiter_arg w[N];
	pthread_t th[N];
	asyncrt_token *t = asyncrt_token_create();
	for (int i = 0; i < N; i++) {
		w[i].t = t;
		atomic_init(&w[i].woke, 0);
		pthread_create(&th[i], NULL, blocking_waiter, &w[i]);
	}
	struct timespec ms = {0, 20 * 1000000};
	nanosleep(&ms, NULL);   /* let them sleep: the test is the wake-up */
	for (int i = 0; i < N; i++)
		cr_assert_eq(atomic_load(&w[i].woke), 0);
	asyncrt_token_emplace(t);
	for (int i = 0; i < N; i++) {
		pthread_join(th[i], NULL);
		cr_assert_eq(atomic_load(&w[i].woke), 1);
	}
	asyncrt_drop_ref(t, 1);
}

/* Misuse is checked in every build type, not by assert. */
Test(token, drop_below_zero_is_caught, .signal = SIGABRT)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_drop_ref(t, 3);
}

Test(token, completing_twice_is_caught, .signal = SIGABRT)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_add_ref(t, 1);
	asyncrt_token_emplace(t);
	asyncrt_token_emplace(t);
}
