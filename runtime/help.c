/* help.c - helping while waiting: a thread that awaits runs the work it
 * waits for, instead of sleeping while others do.
 *
 * What a waiter may run.  Running just any task on top of a waiting
 * frame deadlocks when that task, in turn, waits for something only the
 * buried frame will produce once it resumes (see block.c).  Some tasks
 * cannot do that, because whatever they wait for, the waiter waits for
 * too; those are the ones a waiter runs, in this order:
 *
 *   1. the awaited task itself: a token made by asyncrt_spawn whose task
 *      has not started, wherever it is queued, if the waiter spawned it
 *      (the waiter claims it, and the queue entry left behind becomes a
 *      tombstone that only drops a reference); a thread that awaits a
 *      token spawned elsewhere runs its task only from the bottom of its
 *      own deque;
 *   2. members of the awaited group queued at the bottom of the waiter's
 *      own deque (for a client thread, at the top of its injection
 *      queue);
 *   3. their descendants, stolen from the threads that run them
 *      ("leapfrogging", Wagner and Calder 1993; ForkJoinPool's
 *      helpStealer): a thread that runs a spawned token's task or a group
 *      member publishes a lineage frame, the object it works for and the
 *      bottom of its deque when the task started; every task pushed
 *      above that index since then was spawned by the task or its
 *      descendants.  A waiter steals only those, and only tasks of
 *      asyncrt_spawn and asyncrt_group_spawn.
 *
 * That makes fork-join deadlock-free and cheap whatever the order of the
 * awaits (spawn a, spawn b, await a: a runs here), OpenMP-style groups
 * (group_spawn twice, then group_await) included, and lets main() and
 * other client threads run their own tasks as TBB's wait() does.  The
 * one program it can hang is one whose detached task (spawned and never
 * awaited by its spawner) blocks on something that a frame waiting for
 * an ancestor of that task will only produce afterwards.
 *
 * Stack.  1 and 2 grow the stack as the same calls made sequentially
 * would; 3 nests only deeper into the awaited object's task tree, and at
 * most HELP_MAX_NEST levels.
 *
 * When a wait is not a block.  A worker that finds nothing to help with
 * and whose object is being worked on by another thread (a lineage frame
 * for it, or its spawned task claimed) is waiting for running work: it
 * sleeps, still counted as busy, and looks again from time to time.
 * Only an await that nobody works on for a while is a block, for which
 * block.c starts a compensation thread: so fork-join keeps the pool at
 * its size. */
#include "rt.h"

enum {
	HELP_MAX_NEST = 64,          /* leapfrogging levels on one stack */
	HELP_POLLS = 500,            /* polls without help before giving up */
	HELP_EVERY = 16,             /* polls between two looks for help */
};

/* ---- lineage frames --------------------------------------------------- */

/* The object task k works for: the spawned token (and its first group),
 * or the group of a group member.  NULL for any other task. */
static void *task_lineage(struct task k, void **obj2)
{
	*obj2 = NULL;
	if (k.fn == spawned_run) {
		struct spawned *s = k.arg;
		struct asyncrt_group *g = atomic_load_explicit(&s->tok.o.group, relaxed);
		if (g != GROUP_TAKEN)
			*obj2 = g;
		return s;
	}
	if (k.fn == group_task_run)
		return ((struct group_task *)k.arg)->g;
	return NULL;
}

/* The frame's fields are written while gen is odd (a seqlock): a frame
 * never pushed has gen 0, which no reader trusts (nlineage says it is
 * not there), a pushed one an even gen, a popped one an odd gen. */
bool rt_lineage_push(struct thread *t, struct task k)
{
	void *obj2, *obj = task_lineage(k, &obj2);
	if (!obj)
		return false;
	int d = atomic_load_explicit(&t->nlineage, relaxed);
	if (d < RT_MAX_LINEAGE) {
		struct lineage *f = &t->lineage[d];
		uint64_t gen = atomic_load_explicit(&f->gen, relaxed);
		atomic_store_explicit(&f->obj, obj, relaxed);
		atomic_store_explicit(&f->obj2, obj2, relaxed);
		struct deque *own = rt_own_deque(t);
		atomic_store_explicit(&f->base, own ? deque_bottom(own) : 0, relaxed);
		atomic_store_explicit(&f->gen, (gen | 1) + 1, release);   /* even */
	}
	atomic_store_explicit(&t->nlineage, d + 1, release);
	return true;
}

void rt_lineage_pop(struct thread *t)
{
	int d = atomic_load_explicit(&t->nlineage, relaxed) - 1;
	if (d < RT_MAX_LINEAGE) {
		struct lineage *f = &t->lineage[d];
		atomic_store_explicit(&f->gen,
		                      atomic_load_explicit(&f->gen, relaxed) + 1, relaxed);
		atomic_thread_fence(release);   /* odd before any new fields */
	}
	atomic_store_explicit(&t->nlineage, d, release);
}

/* Read v's frame d: true, with its generation and base, if it is valid
 * and works for o. */
static bool frame_for(struct thread *v, int d, struct obj *o, uint64_t *gen,
                      int64_t *base)
{
	struct lineage *f = &v->lineage[d];
	uint64_t g = atomic_load_explicit(&f->gen, acquire);
	if (g & 1)
		return false;
	void *obj = atomic_load_explicit(&f->obj, relaxed);
	void *obj2 = atomic_load_explicit(&f->obj2, relaxed);
	*base = atomic_load_explicit(&f->base, relaxed);
	atomic_thread_fence(acquire);
	if (atomic_load_explicit(&f->gen, relaxed) != g)
		return false;
	*gen = g;
	return obj == o || obj2 == o;
}

static int frames_of(struct thread *v)
{
	int n = atomic_load_explicit(&v->nlineage, acquire);
	return n < RT_MAX_LINEAGE ? n : RT_MAX_LINEAGE;
}

bool rt_covered(struct obj *o)
{
	if (o->kind == OBJ_TOKEN && o->aux == TOKEN_SPAWNED)
		return atomic_load_explicit(&((struct spawned *)o)->claimed, acquire);
	struct thread *self = rt_self;
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++) {
		struct thread *v = rt_threads[i];
		if (v == self)
			continue;
		for (int d = frames_of(v) - 1; d >= 0; d--) {
			uint64_t gen;
			int64_t base;
			if (frame_for(v, d, o, &gen, &base))
				return true;
		}
	}
	return false;
}

bool rt_starved(void)
{
	if (atomic_load_explicit(&rt_pool.nnapping, seq_cst) <
	    atomic_load_explicit(&rt_pool.nstarted, seq_cst) -
	    atomic_load_explicit(&rt_pool.nblocked, seq_cst))
		return false;
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++) {
		struct thread *v = rt_threads[i];
		/* A helping client takes its own hdq back. */
		if (deque_size(&v->dq) > 0 ||
		    (!v->worker && !atomic_load_explicit(&v->in_help, seq_cst) &&
		     deque_size(&v->hdq) > 0))
			return true;
	}
	return false;
}

/* ---- running a task here ---------------------------------------------- */

/* A task to leapfrog to: one of asyncrt_spawn or asyncrt_group_spawn,
 * read while the frame it was found under is still the same one.  Every
 * push at an index at or above the frame's base while the frame lasts
 * comes from its task or a descendant; the slot was written before it
 * was read, and the frame still stood after that, so the task descends
 * from the frame's (it stays one once taken, whatever the frame does). */
struct leap {
	_Atomic uint64_t *gen;
	uint64_t want;
};

static bool leapable(struct task k, void *ctx)
{
	struct leap *l = ctx;
	if (k.fn != spawned_run && k.fn != group_task_run)
		return false;
	atomic_thread_fence(acquire);
	return atomic_load_explicit(l->gen, relaxed) == l->want;
}

/* Run k on this stack; frame: publish its lineage while it runs;
 * claimed: k is a spawned task this thread claimed (its body runs, the
 * queue entry stays).  A client helps on its helping deque: what the
 * task spawns goes there, and what is left there when the client stops
 * helping goes to the workers. */
static void run_here(struct thread *t, struct task k, bool frame, bool claimed)
{
	int depth = t->depth;
	t->helping++;
	bool pushed = frame && rt_lineage_push(t, k);
	RT_OBS(task_run(t));
	if (claimed)
		spawned_body(k.arg);
	else
		k.fn(k.arg);
	if (pushed)
		rt_lineage_pop(t);
	t->depth = depth;
	rt_flush_next(t);
	rt_pop_tombstones(t);
	if (--t->helping == 0 && !t->worker && deque_size(&t->hdq) > 0)
		rt_notify(false);
}

/* A claimed entry at the bottom is read in place while another entry
 * lies above it (no thief can take it then); a lone one is taken first,
 * and put back if it turns out to be live. */
void rt_pop_tombstones_slow(struct thread *t)
{
	struct task k;
	struct deque *d = rt_own_deque(t);
	if (!d)
		return;
	if (!deque_peek(d, &k)) {
		t->claims = 0;    /* an empty deque holds no tombstones */
		return;
	}
	while (k.fn == spawned_run) {
		struct spawned *s = k.arg;
		if (deque_size(d) > 1 &&
		    !atomic_load_explicit(&s->claimed, relaxed))
			return;
		if (!deque_take(d, &k))
			return;
		if (!atomic_load_explicit(&s->claimed, acquire)) {
			deque_push(d, k);         /* a live task: back where it was */
			return;
		}
		spawned_run(s);               /* drops the entry's reference */
		if (t->claims > 0)
			t->claims--;
		if (!deque_peek(d, &k))
			return;
	}
}

static bool spawned_only(struct task k, void *ctx)
{
	(void)ctx;
	return k.fn == spawned_run;
}

/* A client's claimed task usually sits alone in its injection queue (a
 * round trip from main()): take the tombstone back at once, rather than
 * leave it to a worker, which would have to be woken for it. */
static void drop_client_tombstone(struct thread *t)
{
	struct task k;
	if (deque_size(&t->dq) != 1 ||
	    deque_steal_above(&t->dq, INT64_MIN, spawned_only, NULL, &k) <= 0)
		return;
	if (atomic_load_explicit(&((struct spawned *)k.arg)->claimed, acquire))
		spawned_run(k.arg);             /* drops the entry's reference */
	else
		rt_spawn(t, k.fn, k.arg);       /* live after all: queue it again */
}

/* Run s's task here, claimed, where it is queued deeper than the bottom
 * of the deque: out of line, so that help_self's common case (the task
 * at the bottom) needs no stack frame of its own. */
static __attribute__((noinline)) bool claim_self(struct thread *t,
                                                 struct spawned *s)
{
	if (!spawned_claim(s))
		return false;
	t->claims++;
	if (!t->worker)
		drop_client_tombstone(t);   /* before: it could run for long */
	/* No lineage frame: the frame of the task that awaits covers what
	 * this one spawns, and nobody else is likely to wait for it. */
	run_here(t, (struct task){spawned_run, s}, false, true);
	return true;
}

/* 1: the awaited spawned token's own task, if nobody started it: from
 * the bottom of this thread's deque if it is there (no tombstone), else,
 * if this thread spawned it, claimed wherever it is queued.  Another
 * thread that awaits it leaves it to its queue (see struct spawned). */
static bool help_self(struct thread *t, struct obj *o)
{
	struct spawned *s = (struct spawned *)o;
	if (rt_run_if_next(t, spawned_run, s)) {
		rt_pop_tombstones(t);
		return true;
	}
	return s->owner == t && claim_self(t, s);
}

static bool is_member(struct task k, struct obj *g)
{
	return k.fn == group_task_run &&
	       &((struct group_task *)k.arg)->g->o == g;
}

static bool group_only(struct task k, void *ctx)
{
	(void)ctx;
	return k.fn == group_task_run;
}

/* 2: a member of group g queued at the bottom of t's own deque, or
 * (a client) at the top of its injection queue.  Out of line, so that
 * rt_help_own's path for tokens needs no stack frame. */
static __attribute__((noinline)) bool help_member(struct thread *t,
                                                  struct obj *g)
{
	struct task k;
	struct deque *d = rt_own_deque(t);
	if (d && deque_peek(d, &k) && k.fn == group_task_run && deque_take(d, &k)) {
		if (is_member(k, g)) {
			/* No frame: only this thread waits for g, and the frames
			 * below cover what the member spawns. */
			run_here(t, k, false, false);
			return true;
		}
		deque_push(d, k);
	}
	/* From the injection queue only at the tail of a burst: while it is
	 * long, the workers take it in batches, and one more thread taking
	 * single tasks off its top only slows them down (fan-out). */
	if (t->worker || deque_size(&t->dq) > 2 * rt_pool.nworkers ||
	    deque_steal_above(&t->dq, INT64_MIN, group_only, NULL, &k) <= 0)
		return false;
	if (!is_member(k, g)) {
		rt_spawn(t, k.fn, k.arg);
		return false;
	}
	run_here(t, k, false, false);
	return true;
}

/* 3: a descendant of o's task or members, from a thread working on it. */
static bool leapfrog(struct thread *t, struct obj *o)
{
	if (t->helping >= HELP_MAX_NEST)
		return false;
	int n = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < n; i++) {
		struct thread *v = rt_threads[i];
		if (v == t)
			continue;
		for (int d = 0; d < frames_of(v); d++) {
			uint64_t gen;
			int64_t base;
			struct task k;
			if (!frame_for(v, d, o, &gen, &base))
				continue;
			struct leap l = {&v->lineage[d].gen, gen};
			if (deque_steal_above(rt_steal_deque(v), base, leapable, &l, &k) <= 0)
				break;   /* the outermost frame's range holds the rest */
			run_here(t, k, true, false);
			return true;
		}
	}
	return false;
}

bool rt_help_own(struct thread *t, struct obj *o)
{
	if (o->kind == OBJ_TOKEN)
		return o->aux == TOKEN_SPAWNED && help_self(t, o);
	return o->kind == OBJ_GROUP && help_member(t, o);
}

bool rt_help_once(struct thread *t, struct obj *o)
{
	return rt_help_own(t, o) || leapfrog(t, o);
}

bool rt_help_wait(struct thread *t, struct obj *o)
{
	for (int polls = 0; polls < HELP_POLLS; polls++) {
		if (obj_is_done(o))
			return true;
		if (polls % HELP_EVERY == 0 && rt_help_once(t, o)) {
			polls = -1;
			continue;
		}
		cpu_relax();
	}
	return obj_is_done(o);
}
