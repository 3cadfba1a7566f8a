/* spawn.c - the ways to start a task: asyncrt_execute, asyncrt_spawn
 * (with a token completed when the task returns) and asyncrt_group_spawn
 * (counted by a group, no token).  Where tasks go and how they are
 * found is sched.c's business. */
#include "rt.h"

void asyncrt_execute(asyncrt_fn *fn, void *arg)
{
	struct thread *t = rt_thread();
	RT_TRACE_WRAP(t, fn, arg, NULL, false);
	rt_spawn(t, fn, arg);
}

/* The task itself, run by whoever claimed it. */
void spawned_body(struct spawned *s)
{
	s->fn(s->arg);
	obj_complete(&s->tok.o, false);
}

/* The queue entry: runs the task unless an awaiting thread claimed it
 * first, and drops the task's reference either way.  The spawner needs
 * no exchange: it is the only thread that claims in place (rt.h). */
void spawned_run(void *p)
{
	struct spawned *s = p;
	bool mine;
	if (s->owner == rt_self) {
		mine = !atomic_load_explicit(&s->claimed, relaxed);
		if (mine)
			atomic_store_explicit(&s->claimed, 1, relaxed);
	} else {
		mine = spawned_claim(s);
	}
	if (mine)
		spawned_body(s);
	obj_drop(&s->tok.o, 1);
}

asyncrt_token *asyncrt_spawn(asyncrt_fn *fn, void *arg)
{
	struct thread *t = rt_thread();
	RT_TRACE_WRAP(t, fn, arg, NULL, false);
	struct spawned *s = rt_alloc(sizeof *s);
	obj_init(t, &s->tok.o, OBJ_TOKEN, 2, 0);
	s->tok.o.aux = TOKEN_SPAWNED;
	s->fn = fn;
	s->arg = arg;
	s->owner = t;
	atomic_init(&s->claimed, 0);
	rt_spawn(t, spawned_run, s);
	return &s->tok;
}

/* A task of asyncrt_group_spawn (struct group_task): nobody can wait
 * for it but its group, so it needs no token, only a note of the group. */
void group_task_run(void *p)
{
	struct group_task *gt = p;
	asyncrt_group *g = gt->g;
	gt->fn(gt->arg);
	rt_free(gt);
	group_member_done(g, false);
}

int64_t asyncrt_group_spawn(asyncrt_group *g, asyncrt_fn *fn, void *arg)
{
	obj_check(&g->o, OBJ_GROUP);
	struct thread *t = rt_thread();
	bool here = rt_saturated(t);
	RT_TRACE_WRAP(t, fn, arg, NULL, false);     /* run here or queued */
	if (here && g->size != GROUP_GROWABLE) {
		/* Run it here, as an OpenMP task may be: the queue is long
		 * enough to keep every worker busy, and this saves its memory
		 * traffic and the queue's growth.  It is added once it has
		 * run, and counted done in the same atomic add; the group
		 * cannot complete before, since its size counts it pending. */
		fn(arg);
		return group_ran_member(g);
	}
	int64_t rank = group_take_rank(g);
	if (here) {
		fn(arg);       /* growable: pending from the add on (await.c) */
		group_member_done(g, false);
		return rank;
	}
	struct group_task *gt = rt_alloc(sizeof *gt);
	*gt = (struct group_task){fn, arg, g};
	rt_spawn(t, group_task_run, gt);
	return rank;
}
