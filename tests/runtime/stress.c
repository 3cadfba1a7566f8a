/* stress.c - concurrency stress for the runtime, sized to finish in a few
 * seconds on two cores even under ThreadSanitizer.
 *
 *   stress spawn   client threads spawn tasks that spawn tasks; results
 *                  are awaited by blocking, by continuation, through
 *                  groups, or not at all (references dropped at once)
 *   stress nested  blocking awaits nested inside tasks: a binary tree
 *                  of tasks each blocking on its children, plus tasks
 *                  that block on work queued behind them
 *   stress chain   continuation chains started from several threads
 *   stress handoff rounds of a fork-join whose members block until one
 *                  of them, queued behind them, runs: every round needs
 *                  the pool to wake sleepers for tasks left in main()'s
 *                  queue while workers give up searching and block
 *                  (lost wake-ups there hung one run in four)
 *
 * Each mode checks its own arithmetic and that every object was freed. */
#include <asyncrt.h>
#include "live.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

#define CHECK(c) \
	((c) ? (void)0 : (void)(failures++, fprintf(stderr, "stress:%d: %s\n", __LINE__, #c)))

/* Every object of the mode is freed, soon. */
static void expect_all_freed(void)
{
	CHECK(live_becomes(LIVE_ALL, 0));
}

/* ---- spawn -------------------------------------------------------------- */

enum { SPAWN_THREADS = 6, SPAWN_ROUNDS = 1500 };

static atomic_long spawn_sum, cont_sum;

struct job {
	long n;
	asyncrt_value *v;
	asyncrt_token *t;
};

/* Writes n into v, completes v and t, and now and then spawns a
 * fire-and-forget child whose objects nobody waits for. */
static void job_run(void *arg);

static void orphan(void *arg)
{
	asyncrt_token *t = arg;
	atomic_fetch_add(&spawn_sum, 1);
	asyncrt_token_emplace(t);
}

static void job_run(void *arg)
{
	struct job *j = arg;
	*(long *)asyncrt_value_storage(j->v) = j->n;
	if (j->n % 7 == 0) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(orphan, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_value_emplace(j->v);
	asyncrt_token_emplace(j->t);
	free(j);
}

static void add_value(void *arg)
{
	asyncrt_value *v = arg;
	atomic_fetch_add(&cont_sum, *(long *)asyncrt_value_storage(v));
	asyncrt_drop_ref(v, 1);
}

static void *spawner(void *arg)
{
	long base = (long)(intptr_t)arg * SPAWN_ROUNDS;
	asyncrt_group *g = asyncrt_group_create(SPAWN_ROUNDS);
	for (long i = 0; i < SPAWN_ROUNDS; i++) {
		struct job *j = malloc(sizeof *j);
		j->n = base + i;
		j->v = asyncrt_value_create(sizeof(long));
		j->t = asyncrt_token_create();
		asyncrt_value *v = j->v;
		asyncrt_token *t = j->t;
		asyncrt_execute(job_run, j);
		asyncrt_group_add(g, t);
		switch (i % 3) {
		case 0:                       /* blocking */
			asyncrt_value_await(v);
			atomic_fetch_add(&cont_sum, *(long *)asyncrt_value_storage(v));
			asyncrt_drop_ref(v, 1);
			break;
		case 1:                       /* continuation owns the ref */
			asyncrt_value_await_and_execute(v, add_value, v);
			break;
		default:                      /* nobody looks */
			atomic_fetch_add(&cont_sum, base + i);
			asyncrt_drop_ref(v, 1);
		}
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	CHECK(!asyncrt_group_is_error(g));
	asyncrt_drop_ref(g, 1);
	return NULL;
}

static void stress_spawn(void)
{
	pthread_t th[SPAWN_THREADS];
	for (intptr_t i = 0; i < SPAWN_THREADS; i++)
		pthread_create(&th[i], NULL, spawner, (void *)i);
	for (int i = 0; i < SPAWN_THREADS; i++)
		pthread_join(th[i], NULL);
	expect_all_freed();
	long n = (long)SPAWN_THREADS * SPAWN_ROUNDS;
	CHECK(atomic_load(&cont_sum) == n * (n - 1) / 2);
	long orphans = 0;
	for (long i = 0; i < n; i++)
		orphans += i % 7 == 0;
	CHECK(atomic_load(&spawn_sum) == orphans);
}

/* ---- nested ------------------------------------------------------------- */

struct node {
	int depth;
	long result;
	asyncrt_token *done;
};

/* Counts the leaves below it, blocking on its two children. */
static void node_run(void *arg)
{
	struct node *n = arg;
	if (n->depth == 0) {
		n->result = 1;
	} else {
		struct node kid[2];
		for (int i = 0; i < 2; i++) {
			kid[i].depth = n->depth - 1;
			kid[i].done = asyncrt_token_create();
			asyncrt_execute(node_run, &kid[i]);
		}
		n->result = 0;
		for (int i = 0; i < 2; i++) {
			asyncrt_token_await(kid[i].done);
			asyncrt_drop_ref(kid[i].done, 1);
			n->result += kid[i].result;
		}
	}
	asyncrt_token_emplace(n->done);
}

/* Blocks on a token that only a task queued after it completes. */
static void emplace_later(void *arg)
{
	asyncrt_token_emplace(arg);
}

static void block_on_queued(void *arg)
{
	asyncrt_token *done = arg;
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_execute(emplace_later, t);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	asyncrt_token_emplace(done);
}

static void stress_nested(void)
{
	for (int round = 0; round < 3; round++) {
		struct node root = {7, 0, asyncrt_token_create()};
		asyncrt_execute(node_run, &root);
		asyncrt_token_await(root.done);
		asyncrt_drop_ref(root.done, 1);
		CHECK(root.result == 1 << 7);
	}
	enum { M = 64 };
	asyncrt_group *g = asyncrt_group_create(M);
	for (int i = 0; i < M; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(block_on_queued, t);
		asyncrt_group_add(g, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	expect_all_freed();
}

/* ---- chain -------------------------------------------------------------- */

enum { CHAIN_THREADS = 4, CHAINS = 8, CHAIN_STEPS = 3000 };

static atomic_long steps;

struct link {
	int left;
	asyncrt_token *done;
};

static void link_step(void *arg);

static void link_emplace(void *arg)
{
	asyncrt_token_emplace(arg);
}

static void link_step(void *arg)
{
	struct link *l = arg;
	if (l->left-- == 0) {
		asyncrt_token_emplace(l->done);
		return;
	}
	atomic_fetch_add(&steps, 1);
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_execute(link_emplace, t);
	asyncrt_token_await_and_execute(t, link_step, l);
	asyncrt_drop_ref(t, 1);
}

static void *chainer(void *arg)
{
	(void)arg;
	struct link l[CHAINS];
	for (int i = 0; i < CHAINS; i++) {
		l[i].left = CHAIN_STEPS;
		l[i].done = asyncrt_token_create();
		asyncrt_execute(link_step, &l[i]);
	}
	for (int i = 0; i < CHAINS; i++) {
		asyncrt_token_await(l[i].done);
		asyncrt_drop_ref(l[i].done, 1);
	}
	return NULL;
}

static void stress_chain(void)
{
	pthread_t th[CHAIN_THREADS];
	for (int i = 0; i < CHAIN_THREADS; i++)
		pthread_create(&th[i], NULL, chainer, NULL);
	for (int i = 0; i < CHAIN_THREADS; i++)
		pthread_join(th[i], NULL);
	CHECK(atomic_load(&steps) == (long)CHAIN_THREADS * CHAINS * CHAIN_STEPS);
	expect_all_freed();
}

/* ---- handoff ------------------------------------------------------------ */

enum { HANDOFF_ROUNDS = 2000, HANDOFF_LEAVES = 64, HANDOFF_WAITERS = 4 };

static asyncrt_token *handoff_ready;
static asyncrt_token *handoff_leaves[HANDOFF_LEAVES];
static atomic_long leaves_run;

static void handoff_leaf(void *arg)
{
	(void)arg;
	atomic_fetch_add_explicit(&leaves_run, 1, memory_order_relaxed);
}

/* Blocks until the producer has spawned the leaves, then awaits them
 * newest first: none of them is this thread's to run. */
static void handoff_waiter(void *arg)
{
	(void)arg;
	asyncrt_token_await(handoff_ready);
	for (int i = HANDOFF_LEAVES - 1; i >= 0; i--)
		asyncrt_token_await(handoff_leaves[i]);
}

static void handoff_producer(void *arg)
{
	(void)arg;
	for (int i = 0; i < HANDOFF_LEAVES; i++)
		handoff_leaves[i] = asyncrt_spawn(handoff_leaf, NULL);
	asyncrt_token_emplace(handoff_ready);
	for (int i = 0; i < HANDOFF_LEAVES; i++)
		asyncrt_token_await(handoff_leaves[i]);
}

static void stress_handoff(void)
{
	for (int round = 0; round < HANDOFF_ROUNDS; round++) {
		handoff_ready = asyncrt_token_create();
		asyncrt_group *g = asyncrt_group_create(HANDOFF_WAITERS + 1);
		for (int i = 0; i < HANDOFF_WAITERS; i++)
			asyncrt_group_spawn(g, handoff_waiter, NULL);
		asyncrt_group_spawn(g, handoff_producer, NULL);   /* queued last */
		handoff_waiter(NULL);
		asyncrt_group_await(g);
		asyncrt_drop_ref(g, 1);
		for (int i = 0; i < HANDOFF_LEAVES; i++)
			asyncrt_drop_ref(handoff_leaves[i], 1);
		asyncrt_drop_ref(handoff_ready, 1);
	}
	CHECK(atomic_load(&leaves_run) == (long)HANDOFF_ROUNDS * HANDOFF_LEAVES);
	expect_all_freed();
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	if (!strcmp(mode, "spawn"))
		stress_spawn();
	else if (!strcmp(mode, "nested"))
		stress_nested();
	else if (!strcmp(mode, "chain"))
		stress_chain();
	else if (!strcmp(mode, "handoff"))
		stress_handoff();
	else {
		fprintf(stderr, "usage: stress spawn|nested|chain|handoff\n");
		return 2;
	}
	printf("stress %s: %d workers, %s\n", mode, asyncrt_num_workers(),
	       failures ? "FAILED" : "ok");
	return failures ? 1 : 0;
}
