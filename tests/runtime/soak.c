/* soak.c - the runtime under random load for a bounded time.
 *
 *   soak [SECONDS [SEED]]
 *
 * Round after round until SECONDS have passed (default 3), soak builds a
 * random dependency graph of up to MAX_NODES tasks and runs it.  Each
 * node is a token or a value (of one of many sizes and alignments); it
 * depends on up to MAX_DEPS earlier nodes and waits for them in one of
 * four ways, chosen at random:
 *
 *   continuation  one await_and_execute per input; the last to arrive
 *                 starts the node's task
 *   blocking      a task that blocks in asyncrt_*_await on each input
 *                 (so the pool must compensate for blocked workers)
 *   group         a group of the inputs, then group_await_and_execute
 *   spawn         asyncrt_spawn of a task that blocks on its inputs; the
 *                 node completes when the task returns
 *
 * A node's result is a function of its index and its inputs' results, or
 * an error: injected at random, or inherited from any input in error.
 * The same results are computed sequentially first; every node checks
 * what it reads (the whole storage of a value, byte by byte), main checks
 * every node it kept a reference to, and a group of all the nodes must be
 * in error exactly when some node is.  Main drops its reference to some
 * nodes at once, so objects die while others still use them.  After each
 * round every object must have been freed.  A watchdog aborts when no
 * round ends for WATCHDOG_S seconds: a deadlock fails instead of hanging.
 *
 * Spawned nodes are never injected errors (a spawn's token completes
 * when its task returns) but inherit them, carried beside the token.
 *
 * The pool size comes from ASYNCRT_NUM_THREADS (soak.sh runs 1, 2 and
 * many).  The last line sums up the run: rounds, tasks, errors, bytes. */
#define _POSIX_C_SOURCE 200809L
#include <asyncrt.h>
#include "live.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum {
	MAX_NODES = 4000,
	MAX_DEPS = 4,
	MAX_BLOCKING = 200,     /* nodes whose task blocks, per round: each may
	                           hold a thread, and the pool stops growing at
	                           1024 (see "Blocking awaits" in sched.c) */
	WATCHDOG_S = 60,
};

enum wait_kind { W_CONTINUATION, W_BLOCKING, W_GROUP, W_SPAWN, W_KINDS };

/* Value sizes (bytes) and alignments soak draws from; one value in
 * BIG_ONE_IN is 64 KiB instead. */
static const size_t value_sizes[] = {1, 2, 4, 8, 8, 8, 12, 16, 40, 64, 100, 256, 1000, 4096};
enum { BIG_SIZE = 65536, BIG_ONE_IN = 200 };
static const size_t value_aligns[] = {0, 32, 64, 4096};   /* 0: asyncrt_value_create */
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct node {
	/* The plan, fixed before the round starts. */
	int ndeps, deps[MAX_DEPS];
	enum wait_kind wait;
	bool is_value;
	size_t size, align;        /* values */
	bool inject_error;
	bool main_keeps;           /* main holds a reference until the end */
	int uses;                  /* later nodes reading this one */
	bool want_error;           /* sequentially computed */
	uint64_t want;             /* result, when !want_error */

	/* The run. */
	asyncrt_token *tok;        /* token nodes, and spawn's token */
	asyncrt_value *val;        /* value nodes */
	uint64_t result;           /* token nodes: written before emplace */
	bool spawn_error;          /* spawn: its token is never in error */
	atomic_int pending;        /* continuation: inputs still to come */
	atomic_int runs;           /* the body ran this many times */
};

static struct node nodes[MAX_NODES];
static int nnodes;

static atomic_long failures, tasks_run, errors_seen, value_bytes;
static atomic_long rounds_done;

#define CHECK(c) \
	((c) ? (void)0 : (void)(atomic_fetch_add(&failures, 1), \
	                        fprintf(stderr, "soak:%d: %s\n", __LINE__, #c)))

/* ---- randomness and the plan ------------------------------------------ */

static uint64_t rng_state;

static uint64_t rnd(void)
{
	/* splitmix64 */
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static unsigned below(unsigned n) { return (unsigned)(rnd() % n); }

static uint64_t mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	return x ^ (x >> 33);
}

/* What fits in a value of `size` bytes: results are truncated to it. */
static uint64_t fit(uint64_t r, size_t size)
{
	return size >= 8 ? r : r & ((1ull << (8 * size)) - 1);
}

static void plan_round(void)
{
	nnodes = 1 + (int)below(MAX_NODES);
	/* Now and then an error-free round, so that long graphs complete. */
	unsigned error_rate = below(3) == 0 ? 0 : 1 + below(8);    /* per 10000 */
	int blocking = 0;
	for (int i = 0; i < nnodes; i++) {
		struct node *n = &nodes[i];
		memset(n, 0, sizeof *n);
		n->ndeps = i == 0 ? 0 : (int)below(MAX_DEPS + 1);
		for (int d = 0; d < n->ndeps; d++)
			/* Mostly recent nodes: deep chains, not only wide fans. */
			n->deps[d] = below(4) ? i - 1 - (int)below((unsigned)(i < 16 ? i : 16))
			                      : (int)below((unsigned)i);
		n->wait = (enum wait_kind)below(W_KINDS);
		if ((n->wait == W_BLOCKING || n->wait == W_SPAWN) && blocking++ >= MAX_BLOCKING)
			n->wait = W_CONTINUATION;
		n->is_value = n->wait != W_SPAWN && below(2);
		n->size = below(BIG_ONE_IN) ? value_sizes[below(COUNT(value_sizes))] : BIG_SIZE;
		n->align = value_aligns[below(COUNT(value_aligns))];
		n->inject_error = n->wait != W_SPAWN && below(10000) < error_rate;
		n->main_keeps = below(4) != 0;

		uint64_t r = mix((uint64_t)i + 1);
		bool err = n->inject_error;
		for (int d = 0; d < n->ndeps; d++) {
			nodes[n->deps[d]].uses++;
			err |= nodes[n->deps[d]].want_error;
			r += nodes[n->deps[d]].want;
		}
		n->want_error = err;
		n->want = err ? 0 : n->is_value ? fit(r, n->size) : r;
	}
}

/* ---- objects ------------------------------------------------------------ */

static void *obj_of(struct node *n)
{
	return n->is_value ? (void *)n->val : (void *)n->tok;
}

/* Byte k of a value holding r. */
static uint8_t pattern(uint64_t r, size_t k)
{
	return k < 8 ? (uint8_t)(r >> (8 * k)) : (uint8_t)(r * 31 + k);
}

static uint64_t read_result(struct node *n)
{
	if (!n->is_value)
		return n->result;
	const uint8_t *p = asyncrt_value_storage(n->val);
	uint64_t r = 0;
	for (size_t k = 0; k < n->size && k < 8; k++)
		r |= (uint64_t)p[k] << (8 * k);
	for (size_t k = 0; k < n->size; k++)
		if (p[k] != pattern(r, k)) {
			CHECK(!"a value's storage holds what was written");
			break;
		}
	if (n->align)
		CHECK(((uintptr_t)p & (n->align - 1)) == 0);
	return r;
}

static bool is_error(struct node *n)
{
	if (n->wait == W_SPAWN)
		return n->spawn_error;
	return n->is_value ? asyncrt_value_is_error(n->val)
	                   : asyncrt_token_is_error(n->tok);
}

static void await_blocking(struct node *n)
{
	if (n->is_value)
		asyncrt_value_await(n->val);
	else
		asyncrt_token_await(n->tok);
}

/* ---- node bodies -------------------------------------------------------- */

/* Read the inputs (complete by now), drop the references this node held
 * on them, and complete the node. */
static void finish(struct node *n)
{
	atomic_fetch_add(&n->runs, 1);
	atomic_fetch_add(&tasks_run, 1);
	uint64_t r = mix((uint64_t)(n - nodes) + 1);
	bool err = n->inject_error;
	for (int d = 0; d < n->ndeps; d++) {
		struct node *in = &nodes[n->deps[d]];
		CHECK(is_error(in) == in->want_error);
		if (is_error(in)) {
			err = true;
		} else {
			uint64_t v = read_result(in);
			CHECK(v == in->want);
			r += v;
		}
		asyncrt_drop_ref(obj_of(in), 1);
	}
	CHECK(err == n->want_error);
	if (err)
		atomic_fetch_add(&errors_seen, 1);
	if (n->wait == W_SPAWN) {
		/* The spawn's token completes when we return. */
		n->spawn_error = err;
		n->result = err ? 0 : r;
		return;
	}
	if (!n->is_value) {
		n->result = r;
		if (err)
			asyncrt_token_set_error(n->tok);
		else
			asyncrt_token_emplace(n->tok);
		return;
	}
	if (err) {
		asyncrt_value_set_error(n->val);
		return;
	}
	uint8_t *p = asyncrt_value_storage(n->val);
	r = fit(r, n->size);
	for (size_t k = 0; k < n->size; k++)
		p[k] = pattern(r, k);
	atomic_fetch_add(&value_bytes, (long)n->size);
	asyncrt_value_emplace(n->val);
}

static void run_blocking(void *arg)
{
	struct node *n = arg;
	for (int d = 0; d < n->ndeps; d++)
		await_blocking(&nodes[n->deps[d]]);
	finish(n);
}

static void run_task(void *arg)
{
	finish(arg);
}

static void input_arrived(void *arg)
{
	struct node *n = arg;
	if (atomic_fetch_sub(&n->pending, 1) == 1)
		asyncrt_execute(run_task, n);
}

/* ---- a round ------------------------------------------------------------ */

static void start(struct node *n, asyncrt_group *all)
{
	/* The node's own object, created before anything can depend on it
	 * (a spawned node's token comes from asyncrt_spawn, below). */
	if (n->is_value)
		n->val = n->align ? asyncrt_value_create_aligned(n->size, n->align)
		                  : asyncrt_value_create(n->size);
	else if (n->wait != W_SPAWN)
		n->tok = asyncrt_token_create();

	switch (n->wait) {
	case W_CONTINUATION:
		atomic_store(&n->pending, n->ndeps + 1);
		for (int d = 0; d < n->ndeps; d++) {
			struct node *in = &nodes[n->deps[d]];
			if (in->is_value)
				asyncrt_value_await_and_execute(in->val, input_arrived, n);
			else
				asyncrt_token_await_and_execute(in->tok, input_arrived, n);
		}
		input_arrived(n);
		break;
	case W_BLOCKING:
		asyncrt_execute(run_blocking, n);
		break;
	case W_GROUP: {
		asyncrt_group *g = asyncrt_group_create(n->ndeps);
		for (int d = 0; d < n->ndeps; d++) {
			struct node *in = &nodes[n->deps[d]];
			if (in->is_value)
				asyncrt_group_add_value(g, in->val);
			else
				asyncrt_group_add(g, in->tok);
		}
		asyncrt_group_await_and_execute(g, run_task, n);
		asyncrt_drop_ref(g, 1);
		break;
	}
	case W_SPAWN:
		n->tok = asyncrt_spawn(run_blocking, n);
		break;
	case W_KINDS:
		abort();
	}

	if (n->is_value)
		asyncrt_group_add_value(all, n->val);
	else
		asyncrt_group_add(all, n->tok);
	/* A reference for each later node that reads this one, to drop when
	 * it has: taken now, while main's reference keeps the object alive. */
	if (n->uses)
		asyncrt_add_ref(obj_of(n), n->uses);
}

static void run_round(void)
{
	plan_round();
	bool any_error = false;
	asyncrt_group *all = asyncrt_group_create(nnodes);
	for (int i = 0; i < nnodes; i++) {
		start(&nodes[i], all);
		any_error |= nodes[i].want_error;
		/* Later nodes take their own references: main may let go. */
		if (!nodes[i].main_keeps)
			asyncrt_drop_ref(obj_of(&nodes[i]), 1);
	}
	asyncrt_group_await(all);
	CHECK(asyncrt_group_is_error(all) == any_error);
	asyncrt_drop_ref(all, 1);

	for (int i = 0; i < nnodes; i++) {
		struct node *n = &nodes[i];
		CHECK(atomic_load(&n->runs) == 1);
		if (!n->main_keeps)
			continue;
		CHECK(is_error(n) == n->want_error);
		if (!n->want_error)
			CHECK(read_result(n) == n->want);
		asyncrt_drop_ref(obj_of(n), 1);
	}
	/* Continuations may still be letting go of their references. */
	CHECK(live_becomes(LIVE_ALL, 0));
	atomic_fetch_add(&rounds_done, 1);
}

/* ---- the watchdog ------------------------------------------------------- */

static void *watchdog(void *arg)
{
	(void)arg;
	long seen = -1;
	int still = 0;
	for (;;) {
		sleep(1);
		long now = atomic_load(&rounds_done);
		still = now == seen ? still + 1 : 0;
		seen = now;
		if (still >= WATCHDOG_S) {
			fprintf(stderr, "soak: no round finished in %d s (round %ld, "
			        "%ld tasks run in all): deadlock\n",
			        WATCHDOG_S, now + 1, atomic_load(&tasks_run));
			abort();
		}
	}
	return NULL;
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 3;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : (uint64_t)time(NULL);
	rng_state = seed;
	printf("soak: seed %llu, %d workers, %.0f s\n", (unsigned long long)seed,
	       asyncrt_num_workers(), seconds);
	fflush(stdout);

	pthread_t dog;
	pthread_create(&dog, NULL, watchdog, NULL);
	pthread_detach(dog);

	double t0 = now_s();
	while (now_s() - t0 < seconds && atomic_load(&failures) == 0)
		run_round();
	double t = now_s() - t0;

	printf("soak: %ld rounds, %ld tasks, %ld in error, %ld value bytes in %.1f s "
	       "(%.2f M tasks/s), %ld failures\n",
	       atomic_load(&rounds_done), atomic_load(&tasks_run),
	       atomic_load(&errors_seen), atomic_load(&value_bytes), t,
	       (double)atomic_load(&tasks_run) / t / 1e6, atomic_load(&failures));
	if (atomic_load(&failures))
		printf("soak: to replay: soak %.0f %llu\n", seconds, (unsigned long long)seed);
	return atomic_load(&failures) ? 1 : 0;
}
