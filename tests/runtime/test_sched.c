/* The pool: sizing, where tasks run, spawning from tasks, continuations,
 * and blocking awaits inside tasks (compensation). */
#define _GNU_SOURCE   /* sched_getaffinity, CPU_COUNT */
#include "testutil.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

TestSuite(sched, .timeout = RT_TEST_TIMEOUT);

Test(sched, num_workers_from_environment)
{
	setenv("ASYNCRT_NUM_THREADS", "3", 1);   /* before first use */
	cr_assert_eq(asyncrt_num_workers(), 3);
}

/* The CPUs this process may run on, counted here independently of the
 * runtime: what "one worker per CPU" means (up to 512, half of the
 * runtime's RT_MAX_WORKERS, the rest being for compensation). */
static int cpus_allowed(void)
{
	int n;
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) {
		n = CPU_COUNT(&set);
	} else {
		long c = sysconf(_SC_NPROCESSORS_ONLN);
		n = c > 0 ? (int)c : 1;
	}
	return n > 512 ? 512 : n;
}

Test(sched, bad_environment_falls_back)
{
	setenv("ASYNCRT_NUM_THREADS", "lots", 1);
	cr_assert_eq(asyncrt_num_workers(), cpus_allowed());
}

Test(sched, default_is_one_per_cpu)
{
	unsetenv("ASYNCRT_NUM_THREADS");
	cr_assert_eq(asyncrt_num_workers(), cpus_allowed());
}

static atomic_int hits;
static pthread_t main_thread;
static atomic_int on_main;

static void hit(void *arg)
{
	if (pthread_equal(pthread_self(), main_thread))
		atomic_fetch_add(&on_main, 1);
	atomic_fetch_add(&hits, 1);
	if (arg)
		asyncrt_token_emplace(arg);
}

Test(sched, every_task_runs_once_on_a_worker)
{
	enum { N = 10000 };
	main_thread = pthread_self();
	asyncrt_group *g = asyncrt_group_create(N);
	for (int i = 0; i < N; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(hit, t);
		asyncrt_group_add(g, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	cr_assert_eq(atomic_load(&hits), N);
	cr_assert_eq(atomic_load(&on_main), 0);
	asyncrt_drop_ref(g, 1);
}

/* A binary tree of tasks, each spawning its children from a worker. */
static atomic_int nodes;

static void tree(void *arg)
{
	intptr_t depth = (intptr_t)arg;
	atomic_fetch_add(&nodes, 1);
	if (depth > 0) {
		asyncrt_execute(tree, (void *)(depth - 1));
		asyncrt_execute(tree, (void *)(depth - 1));
	}
}

Test(sched, tasks_spawn_tasks)
{
	asyncrt_execute(tree, (void *)(intptr_t)12);
	cr_assert(flag_becomes(&nodes, (1 << 13) - 1));
}

/* Blocking awaits inside tasks, nested: each level spawns the next and
 * blocks on it.  With one worker this needs compensation threads. */
static void nest(void *arg);

struct level {
	int depth;
	asyncrt_token *done;
};

static void nest(void *arg)
{
	struct level *l = arg;
	if (l->depth > 0) {
		struct level child = {l->depth - 1, asyncrt_token_create()};
		asyncrt_execute(nest, &child);
		asyncrt_token_await(child.done);
		asyncrt_drop_ref(child.done, 1);
	}
	asyncrt_token_emplace(l->done);
}

static void nested_blocking(const char *workers)
{
	setenv("ASYNCRT_NUM_THREADS", workers, 1);
	struct level top = {20, asyncrt_token_create()};
	asyncrt_execute(nest, &top);
	asyncrt_token_await(top.done);
	asyncrt_drop_ref(top.done, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

Test(sched, nested_blocking_awaits_one_worker, .timeout = 60)
{
	nested_blocking("1");
}

Test(sched, nested_blocking_awaits_two_workers, .timeout = 60)
{
	nested_blocking("2");
}

/* The helping trap: a task waits for something that the frame blocked
 * beneath it would produce.  X spawns Y (which waits for t2) and Z, waits
 * for Z, then completes t2.  Helping Y on X's stack would deadlock. */
static asyncrt_token *t2, *tz, *tx;

static void y_task(void *arg)
{
	(void)arg;
	asyncrt_token_await(t2);
	asyncrt_drop_ref(t2, 1);
}

static void z_task(void *arg)
{
	(void)arg;
	asyncrt_token_emplace(tz);
}

static void x_task(void *arg)
{
	(void)arg;
	asyncrt_execute(y_task, NULL);
	asyncrt_execute(z_task, NULL);
	asyncrt_token_await(tz);
	asyncrt_drop_ref(tz, 1);
	asyncrt_token_emplace(t2);
	asyncrt_token_emplace(tx);
}

Test(sched, no_inversion_deadlock_one_worker, .timeout = 60)
{
	setenv("ASYNCRT_NUM_THREADS", "1", 1);
	t2 = asyncrt_token_create();
	tz = asyncrt_token_create();
	tx = asyncrt_token_create();
	asyncrt_execute(x_task, NULL);
	asyncrt_token_await(tx);
	asyncrt_drop_ref(tx, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

/* A chain of continuations: each step creates a token, registers the
 * next step on it and completes it from a task. */
struct chain {
	int left;
	asyncrt_token *done;
};

static void step(void *arg);

static void complete_task(void *arg)
{
	asyncrt_token_emplace(arg);
}

static void step(void *arg)
{
	struct chain *c = arg;
	if (c->left-- == 0) {
		asyncrt_token_emplace(c->done);
		return;
	}
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_execute(complete_task, t);
	asyncrt_token_await_and_execute(t, step, c);
	asyncrt_drop_ref(t, 1);
}

Test(sched, long_continuation_chain)
{
	struct chain c = {100000, asyncrt_token_create()};
	asyncrt_execute(step, &c);
	asyncrt_token_await(c.done);
	cr_assert_eq(c.left, -1);
	asyncrt_drop_ref(c.done, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

/* Continuations of already-complete tokens run inline; a long run of
 * them must not grow the stack without bound. */
static asyncrt_token *ready;
static atomic_int inline_left;

static void again(void *arg)
{
	(void)arg;
	if (atomic_fetch_sub(&inline_left, 1) > 1)
		asyncrt_token_await_and_execute(ready, again, NULL);
}

Test(sched, inline_continuations_are_bounded)
{
	ready = asyncrt_token_create();
	asyncrt_token_emplace(ready);
	inline_left = 1000000;   /* would overflow any stack if all nested */
	asyncrt_token_await_and_execute(ready, again, NULL);
	/* Nested calls would crash the test; continuations lost on the way
	 * would leave the count short of 0, which must fail, not spin. */
	cr_assert(flag_becomes(&inline_left, 0), "%d continuations never ran",
	          atomic_load(&inline_left));
	asyncrt_drop_ref(ready, 1);
}

/* A client thread may exit with tasks still queued in its deque. */
static void *spawn_and_leave(void *arg)
{
	for (int i = 0; i < 1000; i++)
		asyncrt_execute(hit, NULL);
	(void)arg;
	return NULL;
}

Test(sched, tasks_of_an_exited_thread_still_run)
{
	main_thread = pthread_self();
	for (int i = 0; i < 8; i++) {
		pthread_t th;
		pthread_create(&th, NULL, spawn_and_leave, NULL);
		pthread_join(th, NULL);
	}
	cr_assert(flag_becomes(&hits, 8000));
}

/* asyncrt_spawn: a token completed when the task returns. */
static atomic_int spawned_ran;
static pthread_t spawned_on;

static void spawned_body(void *arg)
{
	spawned_on = pthread_self();
	atomic_store(&spawned_ran, (int)(intptr_t)arg);
}

Test(sched, spawn_completes_its_token)
{
	asyncrt_token *t = asyncrt_spawn(spawned_body, (void *)7);
	asyncrt_token_await(t);
	cr_assert_eq(atomic_load(&spawned_ran), 7);
	cr_assert(asyncrt_token_is_ready(t));
	cr_assert_not(asyncrt_token_is_error(t));
	asyncrt_drop_ref(t, 1);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}

/* With one worker nobody can steal the child: awaiting it must run it
 * on the awaiting worker itself, without blocking. */
static void parent(void *arg)
{
	asyncrt_token *done = arg;
	asyncrt_token *child = asyncrt_spawn(spawned_body, (void *)1);
	asyncrt_token_await(child);
	cr_assert(pthread_equal(spawned_on, pthread_self()));
	asyncrt_drop_ref(child, 1);
	asyncrt_token_emplace(done);
}

Test(sched, awaiting_an_unstarted_spawn_runs_it_inline)
{
	setenv("ASYNCRT_NUM_THREADS", "1", 1);
	asyncrt_token *done = asyncrt_token_create();
	asyncrt_execute(parent, done);
	asyncrt_token_await(done);
	asyncrt_drop_ref(done, 1);
	cr_assert_eq(atomic_load(&spawned_ran), 1);
}

/* Fork-join fib with spawn and blocking await. */
struct fib {
	long n, r;
};

static void fib_task(void *arg)
{
	struct fib *f = arg;
	if (f->n < 2) {
		f->r = f->n;
		return;
	}
	struct fib a = {f->n - 1, 0}, b = {f->n - 2, 0};
	asyncrt_token *t = asyncrt_spawn(fib_task, &a);
	fib_task(&b);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	f->r = a.r + b.r;
}

Test(sched, fork_join_fib, .timeout = 120)
{
	struct fib f = {20, 0};
	asyncrt_token *t = asyncrt_spawn(fib_task, &f);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	cr_assert_eq(f.r, 6765);
	cr_assert(live_becomes(ASYNCRT_TOKEN, 0));
}
