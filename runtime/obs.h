/* obs.h - what stats.c and trace.c keep per thread.
 *
 * Each thread writes only its own struct obs_thread, with plain stores:
 * no counter is shared between threads, so counting costs no cache-line
 * traffic.  The summary at exit adds them up. */
#ifndef ASYNCRT_OBS_H
#define ASYNCRT_OBS_H

#include "rt.h"

enum obs_counter {
	C_TASKS,            /* tasks run (taken from a queue, or inline) */
	C_SPAWNS,           /* tasks queued */
	C_STEALS,           /* steals that got work */
	C_PARKS,            /* sleeps on the thread's parker */
	C_WAKES,            /* wake-ups this thread sent */
	C_AWAITS,           /* awaits (and is_ready calls that said yes:
	                       compiled code's awaits that found their
	                       operand complete ask only that)... */
	C_SUSPENDED,        /* ...of them, on an object not yet complete */
	C_PEAK_TASKS,       /* most tasks queued or running, as seen here */
	C_PEAK_OBJECTS,     /* most live tokens and values, as seen here */
	C__COUNT
};

struct trace_buf;

struct obs_thread {
	_Atomic int64_t c[C__COUNT];   /* written by the owner only */
	struct trace_buf *trace;       /* trace.c */
	struct obs_thread *next;       /* every one ever made (stats.c) */
	int id;                        /* the thread's context id */
	bool worker;
	bool compensation;             /* started to stand in for a blocked one */
};

static inline void obs_add(struct obs_thread *o, enum obs_counter c, int64_t d)
{
	int64_t v = atomic_load_explicit(&o->c[c], relaxed);
	atomic_store_explicit(&o->c[c], v + d, relaxed);
}

static inline void obs_max(struct obs_thread *o, enum obs_counter c, int64_t v)
{
	if (v > atomic_load_explicit(&o->c[c], relaxed))
		atomic_store_explicit(&o->c[c], v, relaxed);
}

/* Every thread's obs_thread, for the summary and the trace file. */
struct obs_thread *obs_all(void);
/* Tasks queued or running now, summed over the threads (approximate). */
int64_t obs_live_tasks(void);

/* trace.c */
void trace_init(const char *path);
void trace_finish(void);
void trace_steal(struct thread *t);
void trace_park(struct thread *t, bool asleep);

#endif
