/* block.c - blocking awaits in worker threads: compensation threads.
 *
 * An await first helps (help.c): it runs the awaited task, the group's
 * members and their descendants, and naps while others work on its
 * object.  What is left is a block: an await of something nobody works
 * on.  A worker that blocks does not run other tasks while it waits.  Running them on top of the blocked frame (help-while-
 * waiting) deadlocks when such a task, in turn, waits for something only
 * the blocked frame will produce once it resumes: the frame is buried
 * under the task on the same stack.  It also grows the stack without
 * bound.  Instead the blocked worker hands its place to another thread
 * (compensation, as Java's ForkJoinPool does for managed blockers): if
 * fewer than nworkers threads are left unblocked, a new worker is
 * started, and the blocked one sleeps until its object completes.  Every
 * task therefore runs on a stack of its own, and nested blocking awaits
 * make progress with any pool size, 1 included.  Only past
 * RT_MAX_WORKERS threads does a blocked worker fall back to running tasks
 * itself while it waits (rt_help).
 *
 * Once the blocks are over, the pool has more threads than it needs.
 * Those beyond nworkers that stay idle for a while leave (rt_retire,
 * called from idle.c), so a long-running program does not keep the
 * threads of its deepest nesting for the rest of its life.  Retiring and
 * blocking race on two counters: a blocker adds itself to nblocked and
 * then reads nstarted, a retiree takes itself out of nstarted and then
 * reads nblocked (both seq_cst), so at least one of them sees the
 * other; a retiree that finds the pool short of unblocked threads stays.
 *
 * One task is safe to run on the blocked stack: the one that completes
 * the awaited token, if it has not started.  Whatever it waits for, the
 * blocked frame was waiting for too.  So awaiting a token made by
 * asyncrt_spawn first looks at the bottom of the worker's own deque, and
 * if that is the token's task, takes it and runs it right there (the
 * "pop the child if nobody stole it" of Cilk and ForkJoinPool).  That
 * makes fork-join with blocking awaits cheap, and grows the stack no more
 * than the same calls made sequentially would. */
#include "rt.h"

#define pool rt_pool

/* Unblocked pool threads, counting this many more blocked ones. */
static int unblocked(int more_blocked)
{
	return atomic_load_explicit(&pool.nstarted, seq_cst) -
	       atomic_load_explicit(&pool.nblocked, seq_cst) - more_blocked;
}

/* Make sure nworkers pool threads are not blocked.  False when that
 * takes more than RT_MAX_WORKERS threads (or thread creation fails). */
static bool compensate(void)
{
	bool ok = true;
	pthread_mutex_lock(&pool.grow_lock);
	while (unblocked(0) < pool.nworkers) {
		if (atomic_load(&pool.nstarted) >= RT_MAX_WORKERS || !rt_start_worker()) {
			ok = false;
			break;
		}
		RT_OBS(compensate());
	}
	pthread_mutex_unlock(&pool.grow_lock);
	return ok;
}

bool rt_block_begin(struct thread *t)
{
	rt_stop_searching(t);
	rt_flush_next(t);
	atomic_store_explicit(&t->blocked, true, seq_cst);
	atomic_fetch_add_explicit(&pool.nblocked, 1, seq_cst);
	rt_alive_dec();
	bool ok = true;
	if (unblocked(0) < pool.nworkers)
		ok = compensate();
	if (deque_size(&t->dq) > 0)
		rt_notify(false);   /* the tasks we leave behind need a taker */
	return ok;
}

/* Back from a blocking await.  The thread that stood in for this one
 * is now one too many: have an idle one leave, in time (idle.c). */
void rt_block_end(struct thread *t)
{
	atomic_fetch_add_explicit(&pool.nalive, 1, seq_cst);
	atomic_fetch_sub_explicit(&pool.nblocked, 1, seq_cst);
	atomic_store_explicit(&t->blocked, false, relaxed);
	if (rt_surplus())
		rt_poke_idle();
}

bool rt_surplus(void)
{
	return unblocked(0) > pool.nworkers;
}

bool rt_retire(struct thread *t)
{
	(void)t;
	bool ok = false;
	pthread_mutex_lock(&pool.grow_lock);
	if (!atomic_load_explicit(&pool.stopping, acquire) && rt_surplus()) {
		atomic_fetch_sub_explicit(&pool.nstarted, 1, seq_cst);
		ok = unblocked(0) >= pool.nworkers;
		if (!ok)
			atomic_fetch_add_explicit(&pool.nstarted, 1, seq_cst);
	}
	pthread_mutex_unlock(&pool.grow_lock);
	if (ok && rt_surplus())
		rt_poke_idle();     /* the next one */
	return ok;
}

bool rt_help(struct thread *t)
{
	struct task k;
	if (!deque_take(&t->dq, &k) && !rt_steal_pass(t, &k))
		return false;
	int depth = t->depth;
	RT_OBS(task_run(t));
	k.fn(k.arg);
	t->depth = depth;
	rt_flush_next(t);
	return true;
}

/* Only the owner pushes, so a successful take after a matching peek
 * returns the very task peeked. */
bool rt_run_if_next(struct thread *t, asyncrt_fn *fn, void *arg)
{
	struct task k;
	struct deque *d = rt_own_deque(t);
	if (!d || !deque_peek(d, &k) || k.fn != fn || k.arg != arg ||
	    !deque_take(d, &k))
		return false;
	RT_OBS(task_run(t));
	k.fn(k.arg);
	rt_flush_next(t);
	return true;
}
