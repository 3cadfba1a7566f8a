/* await.c - waiting for tokens, values and groups.
 *
 * An object's state is one atomic word: two bits say complete / error,
 * and while the object is pending the rest of the word points to a stack
 * of waiters (struct waiter).  Adding a waiter is one CAS that fails if
 * the object completed meanwhile; completing is one exchange that takes
 * the whole stack.  So neither side takes a lock, and an object that
 * nobody waits for costs a single atomic operation to complete.
 *
 * Waiters are of three kinds: a continuation to run (await_and_execute),
 * a group to count down (group_add), and a thread to wake (a blocking
 * await; that node lives on the waiting thread's stack).
 *
 * Where continuations run.  When an object completes on a worker, its
 * last continuation goes to the worker's "next" slot and runs on that
 * worker as soon as the current task returns; any others are pushed to
 * the worker's deque.  On a client thread they are all pushed, so that
 * completing a token never makes a client thread run other people's
 * code.
 *
 * Not running the continuation inline, there and then, is what keeps
 * blocking awaits safe.  The completing task is usually in the middle of
 * a sequence (an async.execute sets its values available, then its
 * token); a continuation run on top of it that blocks on that token
 * would wait forever for a frame buried under it on the same stack.
 * The slot costs one return to the worker loop and keeps the
 * continuation on the core whose cache holds what it reads.  A task
 * that blocks, or that runs a task of its own, first moves the slot to
 * its deque, where other workers can take it (rt_flush_next).
 *
 * When await_and_execute finds the object already complete, the
 * continuation runs inline on any thread, as MLIR's runtime does: the
 * caller is a coroutine about to suspend and resuming it in place is the
 * cheapest way on; below it on the stack is only its own suspension or
 * a caller that waits for it anyway.  Those calls nest (a coroutine
 * awaiting complete objects one after another), so each thread counts
 * them and past RT_MAX_DEPTH pushes to its deque instead, which bounds
 * the stack. */
#include "rt.h"

enum { W_RESUME, W_GROUP, W_WAKE };

/* A waiter whose object is being worked on sleeps this long, then twice
 * as long... up to the maximum, between two looks for work to help with. */
static const uint64_t AWAIT_NAP_NS = 50 * 1000;
static const uint64_t AWAIT_NAP_MAX_NS = 1000 * 1000;

struct waiter {
	struct waiter *next;
	int kind;
	_Atomic int done;          /* W_WAKE: set once the waker is done with us */
	struct suspended *listed;  /* W_RESUME: for deadlock.c's listings */
	asyncrt_fn *fn;            /* W_RESUME */
	void *arg;                 /* W_RESUME: fn's; W_GROUP: the group;
	                              W_WAKE: the thread's parker */
};

_Static_assert(_Alignof(struct waiter) > ST_MASK, "state bits fit");

/* Push w on o's waiter stack; false if o is already complete. */
static bool add_waiter(struct obj *o, struct waiter *w)
{
	uintptr_t s = atomic_load_explicit(&o->state, acquire);
	do {
		if (s & ST_DONE)
			return false;
		w->next = (struct waiter *)s;
	} while (!atomic_compare_exchange_weak_explicit(&o->state, &s,
	                                                (uintptr_t)w, release,
	                                                acquire));
	return true;
}

/* Run a continuation here, nested, unless that nests too deep. */
static void resume_inline(struct thread *t, asyncrt_fn *fn, void *arg)
{
	if (t->depth < RT_MAX_DEPTH) {
		t->depth++;
		fn(arg);
		t->depth--;
	} else {
		rt_spawn(t, fn, arg);
	}
}

void obj_run_waiters(uintptr_t stack, bool error)
{
	struct waiter *w = (struct waiter *)stack;
	/* The stack holds them newest first; run them in the order they came. */
	struct waiter *fifo = NULL;
	while (w) {
		struct waiter *next = w->next;
		w->next = fifo;
		fifo = w;
		w = next;
	}
	struct thread *t = rt_thread();
	struct task last = {NULL, NULL};
	for (w = fifo; w; w = fifo) {
		fifo = w->next;
		switch (w->kind) {
		case W_WAKE: {
			struct parker *p = w->arg;
			/* After this store the node may be gone. */
			atomic_store_explicit(&w->done, 1, release);
			rt_unpark(p);
			break;
		}
		case W_GROUP:
			group_member_done(w->arg, error);
			rt_free(w);
			break;
		case W_RESUME:
			rt_suspended_remove(w->listed);
			RT_OBS(ready(t, w->fn, w->arg));
			if (last.fn)
				rt_spawn(t, last.fn, last.arg);
			last = (struct task){w->fn, w->arg};
			rt_free(w);
			break;
		}
	}
	if (!last.fn)
		return;
	if (!t->worker) {
		rt_spawn(t, last.fn, last.arg);
		return;
	}
	rt_flush_next(t);
	t->next = last;
}

/* Nap while another thread works on o, helping again after each nap;
 * true once w is done, false when nobody has worked on o for two looks
 * in a row, or (a worker) when tasks wait that no running worker will
 * get to: then the wait is a block. */
static bool nap_while_covered(struct thread *t, struct obj *o, struct waiter *w)
{
	uint64_t period = AWAIT_NAP_NS;
	int uncovered = 0;
	bool done;
	while (!(done = atomic_load_explicit(&w->done, acquire))) {
		uncovered = rt_covered(o) ? 0 : uncovered + 1;
		if (uncovered >= 2 || (t->worker && rt_starved()))
			break;
		rt_park_timed(&t->parker, period);
		period = period * 2 < AWAIT_NAP_MAX_NS ? period * 2 : AWAIT_NAP_MAX_NS;
		while (!obj_is_done(o) && rt_help_once(t, o))
			;
	}
	return done;
}

/* A worker's wait, after helping found nothing more to do.  It naps
 * counted as napping (rt_starved), and its queue is open to others as a
 * blocked worker's is (sched.c, idle.c). */
static void await_in_worker(struct thread *t, struct obj *o, struct waiter *w)
{
	rt_flush_next(t);
	atomic_store_explicit(&t->napping, true, seq_cst);
	atomic_fetch_add_explicit(&rt_pool.nnapping, 1, seq_cst);
	if (deque_size(&t->dq) > 0)
		rt_notify(false);   /* the tasks we leave behind need a taker */
	bool done = nap_while_covered(t, o, w);
	atomic_fetch_sub_explicit(&rt_pool.nnapping, 1, seq_cst);
	atomic_store_explicit(&t->napping, false, relaxed);
	if (done)
		return;
	bool replaced = rt_block_begin(t);
	while (!atomic_load_explicit(&w->done, acquire))
		if (replaced || !rt_help(t))
			rt_wait_park(t);
	rt_block_end(t);
}

void obj_await_and_execute_at(struct obj *o, asyncrt_fn *fn, void *arg,
                              const struct asyncrt_site *site)
{
	struct thread *t = rt_thread();
	RT_OBS(await(t, false));
	if (!obj_is_done(o)) {
		RT_TRACE_WRAP(t, fn, arg, site, true);
		struct waiter *w = rt_alloc(sizeof *w);
		w->kind = W_RESUME;
		w->fn = fn;
		w->arg = arg;
		/* Listed before it is on o: once on o it may run at once. */
		w->listed = rt_suspended_add(t, o, site, fn, arg);
		if (add_waiter(o, w)) {
			RT_OBS(await(t, true));
			return;
		}
		rt_suspended_remove(w->listed);
		rt_free(w);
	}
	resume_inline(t, fn, arg);
}

void obj_await_and_execute(struct obj *o, asyncrt_fn *fn, void *arg)
{
	obj_await_and_execute_at(o, fn, arg, NULL);
}

/* A client thread's wait, after helping found nothing more to do: it
 * naps while others work on o, then sleeps until the waker lets go of w
 * (not just until o completes). */
static void client_sleep(struct thread *t, struct obj *o, struct waiter *w)
{
	if (nap_while_covered(t, o, w))
		return;
	/* Asleep, it takes nothing back: its helping deque is the workers'. */
	bool helping = atomic_load_explicit(&t->in_help, relaxed);
	atomic_store_explicit(&t->in_help, false, seq_cst);
	if (deque_size(&t->hdq) > 0)
		rt_notify(false);
	while (!atomic_load_explicit(&w->done, acquire))
		rt_wait_park(t);
	atomic_store_explicit(&t->in_help, helping, seq_cst);
}

/* After helping: sleep on the thread's parker with a W_WAKE node on the
 * object, napping (and helping again) while others work on it. */
static void await_sleep(struct thread *t, struct obj *o)
{
	struct waiter w = {.kind = W_WAKE, .arg = &t->parker};
	atomic_init(&w.done, 0);
	if (!add_waiter(o, &w))
		return;
	RT_OBS(await(t, true));
	/* What it waits for, for deadlock.c: it sleeps through rt_wait_park. */
	struct obj *prev_wait = rt_wait_begin(t, o);
	if (t->worker)
		await_in_worker(t, o, &w);
	else
		client_sleep(t, o, &w);
	rt_wait_end(t, prev_wait);
}

/* Blocking await.  Help first (help.c): run the awaited work here while
 * there is any, polling the object in between.  Then sleep on the
 * thread's parker with a W_WAKE node on the object.  A worker whose
 * object is being worked on elsewhere sleeps a while at a time and looks
 * for help again; once nobody works on it, the wait is a block and the
 * worker hands its place in the pool to another thread (block.c). */
static void client_wait(struct thread *t, struct obj *o);

void obj_await(struct obj *o)
{
	struct thread *t = rt_thread();
	RT_OBS(await(t, false));
	if (obj_is_done(o))
		return;
	if (t->worker || atomic_load_explicit(&t->in_help, relaxed)) {
		/* Fork-join's common case, before the polling loop: the
		 * awaited task, or the group's members, queued here. */
		while (rt_help_own(t, o))
			if (obj_is_done(o))
				return;
		if (rt_help_wait(t, o))
			return;
		await_sleep(t, o);
		return;
	}
	client_wait(t, o);
}

/* A client's outermost await: while it helps, what is left on its
 * helping deque is its own to take back (rt_starved); before it sleeps
 * for good, and when it leaves, that is for the workers. */
static void client_wait(struct thread *t, struct obj *o)
{
	atomic_store_explicit(&t->in_help, true, seq_cst);
	if (!rt_help_wait(t, o))
		await_sleep(t, o);
	atomic_store_explicit(&t->in_help, false, seq_cst);
	if (deque_size(&t->hdq) > 0)
		rt_notify(false);
	deque_trim(&t->dq);   /* a quiet moment for a client's queues */
	if (!t->helping)
		deque_trim(&t->hdq);
}

/* ---- groups ----------------------------------------------------------- */

/* A group with members to wait for holds a reference to itself, dropped
 * when the last one completes: tokens can then point to their group
 * without a reference each. */
void group_member_done(struct asyncrt_group *g, bool error)
{
	if (error)
		atomic_fetch_add_explicit(&g->nerrors, 1, relaxed);
	uint64_t c = atomic_fetch_sub_explicit(&g->count, 1, acq_rel);
	if (unlikely(GROUP_PENDING(c) == 0))
		rt_group_full(g);          /* more completions than members */
	if (GROUP_PENDING(c) == 1) {
		obj_complete(&g->o, false);
		obj_drop(&g->o, 1);
	}
}

/* The member m completed: count it in the group it links to, unless
 * group_add already did (whoever exchanges the link out counts). */
void obj_group_done(struct obj *m, bool error)
{
	struct asyncrt_group *g = atomic_exchange_explicit(&m->group, GROUP_TAKEN,
	                                                   seq_cst);
	if (g != NULL && g != GROUP_TAKEN)
		group_member_done(g, error);
}

/* A member's first group goes in its group field; a race with the
 * member's completion is settled Dekker-style: the adder stores the link
 * then reads the state, the completer stores the state then reads the
 * link (all seq_cst), so at least one of them sees the other, and the one
 * that exchanges the link out counts the member.  Further groups get a
 * waiter node. */
/* A member's rank.  A growable group counts the member pending now; it
 * is still open then (not awaited yet) or has a pending member, maybe
 * the caller itself, so it cannot have completed meanwhile. */
int64_t group_take_rank(struct asyncrt_group *g)
{
	if (g->size != GROUP_GROWABLE) {
		uint64_t c = atomic_fetch_add_explicit(&g->count, GROUP_RANK_ONE,
		                                       relaxed);
		if (unlikely(GROUP_RANK(c) >= g->size))
			rt_group_full(g);
		return GROUP_RANK(c);
	}
	uint64_t c = atomic_fetch_add_explicit(&g->count, GROUP_RANK_ONE + 1,
	                                       relaxed);
	if (unlikely(GROUP_PENDING(c) == 0))
		rt_die("member added to growable group %p after it completed",
		       (void *)g);
	return GROUP_RANK(c);     /* modulo 2^32 past that many members */
}

/* A member of a fixed-size group that ran in the caller as it was added
 * (asyncrt_group_spawn): its rank and its completion in one add. */
int64_t group_ran_member(struct asyncrt_group *g)
{
	uint64_t c = atomic_fetch_add_explicit(&g->count, GROUP_RANK_ONE - 1,
	                                       acq_rel);
	if (unlikely(GROUP_RANK(c) >= g->size || GROUP_PENDING(c) == 0))
		rt_group_full(g);
	if (GROUP_PENDING(c) == 1) {
		obj_complete(&g->o, false);
		obj_drop(&g->o, 1);
	}
	return GROUP_RANK(c);
}

/* The first await of a growable group drops the hold it was created
 * with: from then on it completes when its members have. */
void group_close(struct asyncrt_group *g)
{
	if (g->size == GROUP_GROWABLE &&
	    atomic_load_explicit(&g->open, relaxed) &&
	    atomic_exchange_explicit(&g->open, false, acq_rel))
		group_member_done(g, false);
}

int64_t group_add(struct asyncrt_group *g, struct obj *m)
{
	int64_t rank = group_take_rank(g);
	if (!obj_is_done(m)) {
		struct asyncrt_group *none = NULL;
		RT_TEST_HOOK(HOOK_GROUP_LINK, m);
		if (atomic_compare_exchange_strong_explicit(&m->group, &none, g,
		                                            seq_cst, seq_cst)) {
			RT_TEST_HOOK(HOOK_GROUP_LINKED, m);
			if (!(atomic_load_explicit(&m->state, seq_cst) & ST_DONE))
				return rank;
			if (atomic_exchange_explicit(&m->group, GROUP_TAKEN,
			                             seq_cst) != g)
				return rank;       /* the completer counted it */
			group_member_done(g, atomic_load_explicit(&m->state, acquire) & ST_ERROR);
			return rank;
		}
		struct waiter *w = rt_alloc(sizeof *w);
		w->kind = W_GROUP;
		w->arg = g;
		if (add_waiter(m, w))
			return rank;
		rt_free(w);
	}
	group_member_done(g, atomic_load_explicit(&m->state, acquire) & ST_ERROR);
	return rank;
}
