/* thread.c - one context per thread that uses the runtime.
 *
 * A context holds what a thread touches on every task without atomics:
 * its task deque, its free lists and its live-object counters.  Worker
 * threads get theirs when the pool starts them; any other ("client")
 * thread gets one on its first call into the runtime, and gives it back
 * when it exits (through a pthread key destructor).
 *
 * Contexts are never freed: a client thread that exits may leave tasks in
 * its deque, which workers must still be able to steal, its counters
 * must still add up in the leak check, and other threads read any
 * context without a lock.  A context given back is reused by the next
 * thread of its kind (a pool thread that retired leaves an empty deque),
 * so their number is bounded by the largest number of threads that used
 * the runtime at the same time. */
#include "rt.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct thread *rt_threads[RT_MAX_THREADS];
_Atomic int rt_nthreads;
__thread struct thread *rt_self __attribute__((tls_model("initial-exec")));

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t exit_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void thread_exit(void *p);

static void make_key(void)
{
	if (pthread_key_create(&exit_key, thread_exit) != 0)
		rt_die("pthread_key_create failed");
}

static struct thread *context_new(bool worker)
{
	struct thread *t = aligned_alloc(CACHE_LINE, sizeof *t);
	if (!t)
		rt_die("out of memory (thread context)");
	memset(t, 0, sizeof *t);
	deque_init(&t->dq);
	deque_init(&t->hdq);
	t->worker = worker;
	int n = atomic_load_explicit(&rt_nthreads, relaxed);
	if (n == RT_MAX_THREADS)
		rt_die("more than %d threads use the runtime", RT_MAX_THREADS);
	t->id = n;
	t->rng = 0x9e3779b97f4a7c15ull * (uint64_t)(n + 1);
	rt_threads[n] = t;
	/* Publish after the context is complete: stealers scan up to here. */
	atomic_store_explicit(&rt_nthreads, n + 1, release);
	return t;
}

/* A context given back by a thread of the same kind, or a new one;
 * with reg_lock held. */
static struct thread *context_get(bool worker)
{
	int n = atomic_load_explicit(&rt_nthreads, relaxed);
	for (int i = 0; i < n; i++) {
		struct thread *c = rt_threads[i];
		if (c->worker == worker && !atomic_load_explicit(&c->in_use, relaxed)) {
			c->searching = false;
			c->depth = 0;
			c->next.fn = NULL;
			atomic_store_explicit(&c->blocked, false, relaxed);
			atomic_store_explicit(&c->in_use, true, relaxed);
			return c;
		}
	}
	struct thread *t = context_new(worker);
	atomic_store_explicit(&t->in_use, true, relaxed);
	return t;
}

/* A context for a pool thread about to be started. */
struct thread *rt_thread_new(bool worker)
{
	pthread_mutex_lock(&reg_lock);
	struct thread *t = context_get(worker);
	pthread_mutex_unlock(&reg_lock);
	return t;
}

/* The calling client thread's first call into the runtime. */
struct thread *rt_thread_attach(void)
{
	rt_init();
	pthread_once(&key_once, make_key);
	pthread_mutex_lock(&reg_lock);
	struct thread *t = context_get(false);
	pthread_mutex_unlock(&reg_lock);
	rt_self = t;
	pthread_setspecific(exit_key, t);
	return t;
}

/* Give a context back: free lists to the depots, the rest stays. */
void rt_thread_release(struct thread *t)
{
	rt_cache_flush(&t->cache);
	deque_trim(&t->dq);
	pthread_mutex_lock(&reg_lock);
	atomic_store_explicit(&t->in_use, false, relaxed);
	pthread_mutex_unlock(&reg_lock);
	if (rt_self == t)
		rt_self = NULL;
}

static void thread_exit(void *p)
{
	rt_thread_release(p);
}
