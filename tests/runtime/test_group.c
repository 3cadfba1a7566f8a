/* Groups: ranks, completion, errors, continuations and lifetime. */
#include "testutil.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>

TestSuite(group, .timeout = RT_TEST_TIMEOUT);

Test(group, empty_group_is_complete)
{
	asyncrt_group *g = asyncrt_group_create(0);
	cr_assert(asyncrt_group_is_ready(g));
	cr_assert_not(asyncrt_group_is_error(g));
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_GROUP), 0);
}

Test(group, ranks_and_completion)
{
	enum { N = 10 };
	asyncrt_group *g = asyncrt_group_create(N);
	asyncrt_token *t[N];
	for (int i = 0; i < N; i++) {
		t[i] = asyncrt_token_create();
		if (i % 2)                       /* some complete before joining */
			asyncrt_token_emplace(t[i]);
		cr_assert_eq(asyncrt_group_add(g, t[i]), i);
	}
	for (int i = 0; i < N; i += 2) {
		cr_assert_not(asyncrt_group_is_ready(g));
		asyncrt_token_emplace(t[i]);
	}
	cr_assert(asyncrt_group_is_ready(g));
	cr_assert_not(asyncrt_group_is_error(g));
	asyncrt_group_await(g);
	for (int i = 0; i < N; i++)
		asyncrt_drop_ref(t[i], 1);
	asyncrt_drop_ref(g, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_TOKEN), 0);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_GROUP), 0);
}

Test(group, error_of_any_member)
{
	asyncrt_group *g = asyncrt_group_create(3);
	asyncrt_token *a = asyncrt_token_create();
	asyncrt_token *b = asyncrt_token_create();
	asyncrt_value *c = asyncrt_value_create(4);
	asyncrt_group_add(g, a);
	asyncrt_group_add(g, b);
	asyncrt_group_add_value(g, c);
	asyncrt_token_emplace(a);
	cr_assert_not(asyncrt_group_is_error(g));
	asyncrt_value_set_error(c);
	/* In error as soon as a member is, before the group completes. */
	cr_assert(asyncrt_group_is_error(g));
	cr_assert_not(asyncrt_group_is_ready(g));
	asyncrt_token_emplace(b);
	cr_assert(asyncrt_group_is_ready(g));
	cr_assert(asyncrt_group_is_error(g));
	asyncrt_drop_ref(a, 1);
	asyncrt_drop_ref(b, 1);
	asyncrt_drop_ref(c, 1);
	asyncrt_drop_ref(g, 1);
}

Test(group, member_in_error_before_joining)
{
	asyncrt_group *g = asyncrt_group_create(1);
	asyncrt_token *a = asyncrt_token_create();
	asyncrt_token_set_error(a);
	asyncrt_group_add(g, a);
	cr_assert(asyncrt_group_is_ready(g));
	cr_assert(asyncrt_group_is_error(g));
	asyncrt_drop_ref(a, 1);
	asyncrt_drop_ref(g, 1);
}

static atomic_int count;

static void bump(void *arg)
{
	(void)arg;
	atomic_fetch_add(&count, 1);
}

static void emplace_task(void *arg)
{
	asyncrt_token_emplace(arg);
}

Test(group, tasks_and_continuation)
{
	enum { N = 1000 };
	asyncrt_group *g = asyncrt_group_create(N);
	asyncrt_group_await_and_execute(g, bump, NULL);
	for (int i = 0; i < N; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(emplace_task, t);
		asyncrt_group_add(g, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	cr_assert(flag_becomes(&count, 1));
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
}

Test(group, lives_until_members_complete)
{
	asyncrt_group *g = asyncrt_group_create(1);
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_group_add(g, t);
	asyncrt_drop_ref(g, 1);          /* the member still points to it */
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_GROUP), 1);
	asyncrt_token_emplace(t);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_GROUP), 0);
	asyncrt_drop_ref(t, 1);
}

struct adder {
	asyncrt_group *g;
	int n;
	atomic_int *maxrank;
};

static void *add_many(void *p)
{
	struct adder *a = p;
	for (int i = 0; i < a->n; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(emplace_task, t);
		int r = (int)asyncrt_group_add(a->g, t);
		int m = atomic_load(a->maxrank);
		while (r > m && !atomic_compare_exchange_weak(a->maxrank, &m, r))
			;
		asyncrt_drop_ref(t, 1);
	}
	return NULL;
}

Test(group, members_added_from_several_threads)
{
	enum { T = 4, N = 2000 };
	atomic_int maxrank = 0;
	asyncrt_group *g = asyncrt_group_create(T * N);
	struct adder a = {g, N, &maxrank};
	pthread_t th[T];
	for (int i = 0; i < T; i++)
		pthread_create(&th[i], NULL, add_many, &a);
	for (int i = 0; i < T; i++)
		pthread_join(th[i], NULL);
	asyncrt_group_await(g);
	cr_assert_eq(atomic_load(&maxrank), T * N - 1);
	cr_assert_not(asyncrt_group_is_error(g));
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
}

/* Misuse is checked in every build type, not by assert. */
Test(group, more_members_than_size_is_caught, .signal = SIGABRT)
{
	asyncrt_group *g = asyncrt_group_create(1);
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_group_add(g, t);
	asyncrt_group_add(g, t);
}

static atomic_int spawned;

static void count_one(void *arg)
{
	atomic_fetch_add(&spawned, (int)(intptr_t)arg);
}

Test(group, spawn_members)
{
	enum { N = 5000 };
	asyncrt_group *g = asyncrt_group_create(N + 1);
	for (int i = 0; i < N; i++)
		cr_assert_eq(asyncrt_group_spawn(g, count_one, (void *)1), i);
	asyncrt_token *t = asyncrt_token_create();   /* mixed with a token */
	cr_assert_eq(asyncrt_group_add(g, t), N);
	cr_assert_not(asyncrt_group_is_ready(g));
	asyncrt_token_emplace(t);
	asyncrt_group_await(g);
	cr_assert_eq(atomic_load(&spawned), N);
	cr_assert_not(asyncrt_group_is_error(g));
	asyncrt_drop_ref(t, 1);
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(ASYNCRT_GROUP, 0));
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

/* With the pool busy and the caller's queue long, group tasks run in the
 * caller: one worker, held by a task spinning on a flag. */
static atomic_int release_worker, worker_held;
static atomic_int on_caller, total_run;
static pthread_t caller;

static void hold(void *arg)
{
	(void)arg;
	atomic_store(&worker_held, 1);
	while (!atomic_load(&release_worker))
		sched_yield();
}

static void note(void *arg)
{
	(void)arg;
	if (pthread_equal(pthread_self(), caller))
		atomic_fetch_add(&on_caller, 1);
	atomic_fetch_add(&total_run, 1);
}

Test(group, spawn_runs_in_caller_when_saturated)
{
	enum { N = 2000 };
	setenv("ASYNCRT_NUM_THREADS", "1", 1);
	caller = pthread_self();
	asyncrt_execute(hold, NULL);
	cr_assert(flag_becomes(&worker_held, 1));
	asyncrt_group *g = asyncrt_group_create(N);
	for (int i = 0; i < N; i++)
		asyncrt_group_spawn(g, note, NULL);
	cr_assert_geq(atomic_load(&on_caller), N - 100);
	atomic_store(&release_worker, 1);
	asyncrt_group_await(g);
	cr_assert_eq(atomic_load(&total_run), N);
	asyncrt_drop_ref(g, 1);
}
