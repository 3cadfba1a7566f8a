/* stats.c - ASYNCRT_STATS=1: what the scheduler did, summed up at exit.
 *
 * The scheduler's hooks (RT_OBS in rt.h) call in here only while
 * ASYNCRT_STATS or ASYNCRT_TRACE is set; off, each hook is a load and a
 * branch never taken.  On, each thread counts in its own obs_thread
 * (obs.h) with plain stores.  Peaks (live tasks, live objects) need a
 * look at every thread: a thread takes one every 64 tasks it queues and
 * whenever it goes to sleep, so they are sampled, not exact.  The
 * summary goes to stderr after the pool has drained at exit, one line of
 * totals, then a line per thread that did anything. */
#include "obs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint32_t rt_obs;

static struct obs_thread *_Atomic all;
static _Atomic int64_t ncompensation;

struct obs_thread *obs_all(void)
{
	return atomic_load_explicit(&all, acquire);
}

struct obs_thread *obs_thread_get(struct thread *t)
{
	if (likely(t->obs != NULL))
		return t->obs;
	struct obs_thread *o = calloc(1, sizeof *o);
	if (!o)
		rt_die("out of memory (statistics)");
	o->id = t->id;
	o->worker = t->worker;
	o->next = atomic_load_explicit(&all, relaxed);
	while (!atomic_compare_exchange_weak_explicit(&all, &o->next, o,
	                                              release, relaxed))
		;
	t->obs = o;
	return o;
}

static bool env_on(const char *name)
{
	const char *s = getenv(name);
	return s && *s && strcmp(s, "0") != 0;
}

void rt_obs_init(void)
{
	const char *trace = getenv("ASYNCRT_TRACE");
	uint32_t f = 0;
	if (env_on("ASYNCRT_STATS"))
		f |= OBS_STATS;
	if (trace && *trace) {
		trace_init(trace);
		f |= OBS_TRACE;
	}
	rt_obs = f;
}

int64_t obs_live_tasks(void)
{
	int64_t n = 0;
	for (struct obs_thread *o = obs_all(); o; o = o->next)
		n += atomic_load_explicit(&o->c[C_SPAWNS], relaxed) -
		     atomic_load_explicit(&o->c[C_TASKS], relaxed);
	return n > 0 ? n : 0;
}

static int64_t live_objects(void)
{
	int64_t n = 0;
	int nt = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < nt; i++)
		for (int k = ASYNCRT_TOKEN; k <= ASYNCRT_VALUE; k++)
			n += atomic_load_explicit(&rt_threads[i]->live[k], relaxed);
	return n;
}

static void sample_peaks(struct obs_thread *o)
{
	obs_max(o, C_PEAK_TASKS, obs_live_tasks());
	obs_max(o, C_PEAK_OBJECTS, live_objects());
}

void obs_task_run(struct thread *t)
{
	obs_add(obs_thread_get(t), C_TASKS, 1);
}

void obs_spawn(struct thread *t)
{
	struct obs_thread *o = obs_thread_get(t);
	obs_add(o, C_SPAWNS, 1);
	if ((atomic_load_explicit(&o->c[C_SPAWNS], relaxed) & 63) == 1)
		sample_peaks(o);
}

void obs_steal(struct thread *t)
{
	obs_add(obs_thread_get(t), C_STEALS, 1);
	if (rt_obs & OBS_TRACE)
		trace_steal(t);
}

void obs_park(struct thread *t)
{
	if (!t)
		return;
	struct obs_thread *o = obs_thread_get(t);
	obs_add(o, C_PARKS, 1);
	sample_peaks(o);
	if (rt_obs & OBS_TRACE)
		trace_park(t, true);
}

void obs_unpark(void)
{
	struct thread *t = rt_self;
	if (!t)
		return;
	obs_add(obs_thread_get(t), C_WAKES, 1);
	if (rt_obs & OBS_TRACE)
		trace_park(t, false);
}

void obs_await(struct thread *t, bool suspended)
{
	obs_add(obs_thread_get(t), suspended ? C_SUSPENDED : C_AWAITS, 1);
}

void obs_found_ready(struct obj *o)
{
	struct thread *t = rt_self;
	if (t)
		obs_await(t, false);
	obs_depend(o);
}

void obs_compensate(void)
{
	atomic_fetch_add_explicit(&ncompensation, 1, relaxed);
}

static const char *const names[C__COUNT] = {
	"tasks", "spawns", "steals", "parks", "wakeups", "awaits",
	"suspended", "peak_tasks", "peak_objects",
};

static void print_stats(void)
{
	int64_t sum[C__COUNT] = {0};
	for (struct obs_thread *o = obs_all(); o; o = o->next)
		for (int c = 0; c < C__COUNT; c++) {
			int64_t v = atomic_load_explicit(&o->c[c], relaxed);
			sum[c] = c >= C_PEAK_TASKS ? (v > sum[c] ? v : sum[c]) : sum[c] + v;
		}
	fprintf(stderr, "asyncrt: stats: %lld tasks run, %lld queued, %lld steals, "
	        "%lld parks, %lld wake-ups, %lld awaits (%lld suspended, %lld ready), "
	        "peak %lld live tasks, peak %lld live tokens and values, "
	        "%lld compensation threads, %d pool size\n",
	        (long long)sum[C_TASKS], (long long)sum[C_SPAWNS],
	        (long long)sum[C_STEALS], (long long)sum[C_PARKS],
	        (long long)sum[C_WAKES], (long long)sum[C_AWAITS],
	        (long long)sum[C_SUSPENDED],
	        (long long)(sum[C_AWAITS] - sum[C_SUSPENDED]),
	        (long long)sum[C_PEAK_TASKS], (long long)sum[C_PEAK_OBJECTS],
	        (long long)atomic_load(&ncompensation), rt_pool.nworkers);
	fprintf(stderr, "asyncrt: stats: %-10s", "thread");
	for (int c = 0; c < C__COUNT; c++)
		fprintf(stderr, " %12s", names[c]);
	fputc('\n', stderr);
	/* The list is newest first: print it in the order of context ids. */
	for (int id = 0; id < RT_MAX_THREADS; id++)
		for (struct obs_thread *o = obs_all(); o; o = o->next) {
			if (o->id != id)
				continue;
			fprintf(stderr, "asyncrt: stats: %-6s%4d", o->worker ? "worker" : "client", o->id);
			for (int c = 0; c < C__COUNT; c++)
				fprintf(stderr, " %12lld", (long long)atomic_load_explicit(&o->c[c], relaxed));
			fputc('\n', stderr);
		}
}

void rt_obs_exit(void)
{
	if (rt_obs & OBS_STATS)
		print_stats();
	if (rt_obs & OBS_TRACE)
		trace_finish();
}
