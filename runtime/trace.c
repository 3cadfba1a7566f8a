/* trace.c - ASYNCRT_TRACE=FILE: a Chrome trace-event JSON file of every
 * task run (what Perfetto, chrome://tracing and asyncrt-trace read).
 *
 * Tasks.  With tracing on, a task about to be queued (asyncrt_execute,
 * spawn, group_spawn, a continuation of await_and_execute, the *_at
 * calls) is wrapped: (fn, arg) becomes (trace_run, rec), a record with
 * the original pair, its site, a segment id and the segment it came
 * from.  trace_run times the call and logs one event.  The queues, the
 * stealing and the inline fork-join paths see an ordinary task, so the
 * schedule is the one the program has without tracing.
 *
 * A coroutine runs in segments: from its start (or a resumption) to its
 * next suspension.  Each segment is one "X" event on the thread that ran
 * it, named by the site of the async.execute / async.func call it comes
 * from, with its dependencies in args: "from" is the segment that spawned
 * it or, for a resumption, the segment that suspended at the await;
 * "ready" is the segment that completed what the await waited for.
 * Flow events ("s"/"f") draw the same arrows in Perfetto.
 *
 * Memory.  Each thread logs into its own buffer, with plain stores; a
 * full buffer is written out under a lock (so a long program's trace
 * grows on disk, not in memory), the rest at exit.  Past
 * ASYNCRT_TRACE_LIMIT events (default 4 million) events are dropped and
 * counted, and the file says so. */
#define _GNU_SOURCE
#include "obs.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEPS = 8 };         /* dependencies kept per segment */

enum ev_kind { EV_TASK, EV_SPAWN, EV_SUSPEND, EV_STEAL, EV_PARK, EV_WAKE };

struct ev {
	uint64_t ts, dur;
	uint64_t id;                 /* EV_TASK: the segment; else its target */
	uint64_t from, ready, task;
	const asyncrt_site *site;
	asyncrt_fn *name_fn;         /* when there is no site */
	int64_t count;               /* EV_PARK, EV_WAKE: parked workers */
	uint64_t deps[MAX_DEPS];     /* EV_TASK: segments whose results it found */
	uint8_t ndeps;
	uint8_t kind;
	bool resume;
};

struct rec {
	asyncrt_fn *fn;
	void *arg;
	const asyncrt_site *site;    /* the task's site */
	asyncrt_fn *name_fn;
	uint64_t id, from, ready, task;
	uint64_t deps[MAX_DEPS];
	uint8_t ndeps;
	bool resume;
};

enum { BUF_EVENTS = 4096 };

struct trace_buf {
	struct ev ev[BUF_EVENTS];
	unsigned n;
	uint64_t next_id;            /* segment ids: thread id in the top bits */
	struct rec *cur;             /* the segment running now */
	int64_t dropped;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;
static uint64_t t0, written, limit = 4000000;
static bool first_event = true;

static struct trace_buf *buf_of(struct thread *t)
{
	struct obs_thread *o = obs_thread_get(t);
	if (likely(o->trace != NULL))
		return o->trace;
	struct trace_buf *b = calloc(1, sizeof *b);
	if (!b)
		rt_die("out of memory (trace buffer)");
	b->next_id = ((uint64_t)t->id + 1) << 32;
	o->trace = b;
	return b;
}

static struct ev *ev_new(struct trace_buf *b, enum ev_kind k);

static void trace_run(void *p)
{
	struct rec *r = p;
	struct thread *t = rt_thread();
	struct trace_buf *b = buf_of(t);
	struct rec *prev = b->cur;
	b->cur = r;
	uint64_t start = rt_now_ns();
	r->fn(r->arg);
	uint64_t end = rt_now_ns();
	b->cur = prev;
	struct ev *e = ev_new(b, EV_TASK);
	if (e)
		*e = (struct ev){.ts = start, .dur = end - start, .id = r->id,
		                 .from = r->from, .ready = r->ready, .task = r->task,
		                 .site = r->site, .name_fn = r->name_fn,
		                 .kind = EV_TASK, .resume = r->resume, .ndeps = r->ndeps};
	if (e)
		memcpy(e->deps, r->deps, sizeof r->deps);
	rt_free(r);
}

void obs_wrap(struct thread *t, asyncrt_fn **fn, void **arg,
              const asyncrt_site *site, bool resume)
{
	if (*fn == trace_run)
		return;
	struct trace_buf *b = buf_of(t);
	struct rec *cur = b->cur;
	struct rec *r = rt_alloc(sizeof *r);
	*r = (struct rec){.fn = *fn, .arg = *arg, .site = site, .name_fn = *fn, .ndeps = 0,
	                  .id = ++b->next_id, .from = cur ? cur->id : 0,
	                  .resume = resume};
	if (site == SITE_CORO) {
		/* An MLIR coroutine: its frame starts with its resume function,
		 * whose symbol names the outlined function. */
		r->site = NULL;
		r->name_fn = *(asyncrt_fn **)*arg;
	}
	r->task = r->id;
	if (resume && cur) {
		/* A suspension: the rest of the running task.  It keeps the
		 * task's name; the await's own site goes on the instant. */
		r->task = cur->task;
		r->site = cur->site;
		r->name_fn = cur->name_fn;
	}
	struct ev *e = ev_new(b, resume ? EV_SUSPEND : EV_SPAWN);
	if (e)
		*e = (struct ev){.ts = rt_now_ns(), .id = r->id, .from = r->from,
		                 .site = resume ? site : NULL, .kind = resume ? EV_SUSPEND : EV_SPAWN};
	*fn = trace_run;
	*arg = r;
}

void obs_ready(struct thread *t, asyncrt_fn *fn, void *arg)
{
	if (fn != trace_run)
		return;
	struct rec *cur = buf_of(t)->cur;
	((struct rec *)arg)->ready = cur ? cur->id : 0;
}

/* ---- who completed what --------------------------------------------------
 * An await that finds its object complete (compiled code asks is_ready
 * first and then does not suspend) depends on the segment that completed
 * it: a table, indexed by the object's address, remembers the last
 * completer of each.  Entries are overwritten, not freed: a collision
 * loses an edge, never invents one (the key is checked). */
enum { CTAB = 1 << 16 };
static struct { _Atomic uintptr_t obj; _Atomic uint64_t seg; } ctab[CTAB];

static size_t slot_of(const struct obj *o)
{
	return ((uintptr_t)o >> 4) * 0x9e3779b97f4a7c15ull >> 48;
}

void obs_complete(struct obj *o)
{
	if (!(rt_obs & OBS_TRACE))
		return;
	struct thread *t = rt_self;
	struct rec *cur = t && t->obs && t->obs->trace ? t->obs->trace->cur : NULL;
	size_t i = slot_of(o);
	atomic_store_explicit(&ctab[i].obj, 0, relaxed);
	atomic_store_explicit(&ctab[i].seg, cur ? cur->id : 0, release);
	atomic_store_explicit(&ctab[i].obj, (uintptr_t)o, release);
}

void obs_depend(struct obj *o)
{
	if (!(rt_obs & OBS_TRACE))
		return;
	struct thread *t = rt_self;
	struct rec *cur = t && t->obs && t->obs->trace ? t->obs->trace->cur : NULL;
	if (!cur)
		return;
	size_t i = slot_of(o);
	if (atomic_load_explicit(&ctab[i].obj, acquire) != (uintptr_t)o)
		return;
	uint64_t seg = atomic_load_explicit(&ctab[i].seg, acquire);
	if (atomic_load_explicit(&ctab[i].obj, acquire) != (uintptr_t)o || !seg)
		return;
	for (unsigned k = 0; k < cur->ndeps; k++)
		if (cur->deps[k] == seg)
			return;
	if (cur->ndeps < MAX_DEPS)
		cur->deps[cur->ndeps++] = seg;
}

void trace_steal(struct thread *t)
{
	struct ev *e = ev_new(buf_of(t), EV_STEAL);
	if (e)
		*e = (struct ev){.ts = rt_now_ns(), .kind = EV_STEAL};
}

void trace_park(struct thread *t, bool asleep)
{
	struct ev *e = ev_new(buf_of(t), asleep ? EV_PARK : EV_WAKE);
	if (e)
		*e = (struct ev){.ts = rt_now_ns(), .kind = asleep ? EV_PARK : EV_WAKE,
		                 .count = atomic_load_explicit(&rt_pool.nidle, relaxed),
		                 .task = (uint64_t)obs_live_tasks()};
}

/* ---- writing ------------------------------------------------------------ */

/* JSON string contents: the names are file names and symbols. */
static void put_str(const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", *s);
		else
			fputc(*s, out);
	}
}

static double us(uint64_t ns)
{
	return (double)(ns - t0) / 1000.0;
}

static void sep(void)
{
	fputs(first_event ? "\n" : ",\n", out);
	first_event = false;
}

static void write_task(const struct ev *e, int tid)
{
	char name[512];
	site_name(e->site, e->name_fn, name, sizeof name);
	sep();
	fputs("{\"name\":\"", out);
	put_str(name);
	fprintf(out, "\",\"cat\":\"task\",\"ph\":\"X\",\"ts\":%.3f,\"dur\":%.3f,"
	        "\"pid\":1,\"tid\":%d,\"args\":{\"id\":%" PRIu64 ",\"task\":%" PRIu64
	        ",\"from\":%" PRIu64 ",\"ready\":%" PRIu64 ",\"resume\":%s",
	        us(e->ts), (double)e->dur / 1000.0, tid, e->id, e->task,
	        e->from, e->ready, e->resume ? "true" : "false");
	fputs(",\"deps\":[", out);
	for (unsigned k = 0; k < e->ndeps; k++)
		fprintf(out, "%s%" PRIu64, k ? "," : "", e->deps[k]);
	fputc(']', out);
	if (e->site) {
		fputs(",\"site\":\"", out);
		put_str(e->site->loc ? e->site->loc : "");
		fputs("\",\"func\":\"", out);
		put_str(e->site->func ? e->site->func : "");
		fputc('"', out);
	}
	fputs("}}", out);
	/* The arrow into this segment (from its spawn or its suspension,
	 * logged by the thread that did it) ends here. */
	{
		sep();
		fprintf(out, "{\"name\":\"%s\",\"cat\":\"dep\",\"ph\":\"f\",\"bp\":\"e\","
		        "\"id\":%" PRIu64 ",\"ts\":%.3f,\"pid\":1,\"tid\":%d}",
		        e->resume ? "resume" : "spawn", e->id, us(e->ts), tid);
	}
}

static void write_event(const struct ev *e, int tid)
{
	switch (e->kind) {
	case EV_TASK:
		write_task(e, tid);
		return;
	case EV_SPAWN:
	case EV_SUSPEND:
		sep();
		fprintf(out, "{\"name\":\"%s\",\"cat\":\"dep\",\"ph\":\"s\",\"id\":%" PRIu64
		        ",\"ts\":%.3f,\"pid\":1,\"tid\":%d}",
		        e->kind == EV_SPAWN ? "spawn" : "resume", e->id, us(e->ts), tid);
		sep();
		fprintf(out, "{\"name\":\"%s\",\"cat\":\"sched\",\"ph\":\"i\",\"s\":\"t\","
		        "\"ts\":%.3f,\"pid\":1,\"tid\":%d,\"args\":{\"to\":%" PRIu64,
		        e->kind == EV_SPAWN ? "spawn" : "suspend", us(e->ts), tid, e->id);
		if (e->site) {
			fputs(",\"site\":\"", out);
			put_str(e->site->loc ? e->site->loc : "");
			fputc('"', out);
		}
		fputs("}}", out);
		return;
	case EV_STEAL:
		sep();
		fprintf(out, "{\"name\":\"steal\",\"cat\":\"sched\",\"ph\":\"i\",\"s\":\"t\","
		        "\"ts\":%.3f,\"pid\":1,\"tid\":%d}", us(e->ts), tid);
		return;
	case EV_PARK:
	case EV_WAKE:
		sep();
		fprintf(out, "{\"name\":\"%s\",\"cat\":\"sched\",\"ph\":\"i\",\"s\":\"t\","
		        "\"ts\":%.3f,\"pid\":1,\"tid\":%d}",
		        e->kind == EV_PARK ? "park" : "wake", us(e->ts), tid);
		sep();
		fprintf(out, "{\"name\":\"parked workers\",\"ph\":\"C\",\"ts\":%.3f,"
		        "\"pid\":1,\"args\":{\"parked\":%" PRId64 "}}", us(e->ts), e->count);
		sep();
		fprintf(out, "{\"name\":\"live tasks\",\"ph\":\"C\",\"ts\":%.3f,"
		        "\"pid\":1,\"args\":{\"tasks\":%" PRIu64 "}}", us(e->ts), e->task);
		return;
	}
}

/* Write b's events out (and empty it); the caller holds lock. */
static void flush_locked(struct trace_buf *b, int tid)
{
	for (unsigned i = 0; i < b->n; i++) {
		if (written >= limit) {
			b->dropped += b->n - i;
			break;
		}
		write_event(&b->ev[i], tid);
		written++;
	}
	b->n = 0;
}

static struct ev *ev_new(struct trace_buf *b, enum ev_kind k)
{
	(void)k;
	if (unlikely(b->n == BUF_EVENTS)) {
		struct thread *t = rt_self;
		pthread_mutex_lock(&lock);
		if (out)
			flush_locked(b, t ? t->id : -1);
		else
			b->dropped += b->n, b->n = 0;
		pthread_mutex_unlock(&lock);
	}
	return &b->ev[b->n++];
}

void trace_init(const char *path)
{
	out = fopen(path, "w");
	if (!out) {
		fprintf(stderr, "asyncrt: cannot write the trace to %s: ", path);
		perror(NULL);
		return;
	}
	const char *l = getenv("ASYNCRT_TRACE_LIMIT");
	if (l && *l)
		limit = strtoull(l, NULL, 10);
	t0 = rt_now_ns();
	fputs("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[", out);
}

void trace_finish(void)
{
	pthread_mutex_lock(&lock);
	if (!out) {
		pthread_mutex_unlock(&lock);
		return;
	}
	int64_t dropped = 0;
	for (struct obs_thread *o = obs_all(); o; o = o->next) {
		sep();
		fprintf(out, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":%d,"
		        "\"args\":{\"name\":\"%s %d\"}}", o->id,
		        o->worker ? "worker" : "client", o->id);
		if (o->trace) {
			flush_locked(o->trace, o->id);
			dropped += o->trace->dropped;
		}
	}
	if (dropped) {
		sep();
		fprintf(out, "{\"name\":\"asyncrt: %" PRId64 " events dropped (ASYNCRT_TRACE_LIMIT=%"
		        PRIu64 ")\",\"ph\":\"i\",\"s\":\"g\",\"ts\":%.3f,\"pid\":1,\"tid\":0}",
		        dropped, limit, us(rt_now_ns()));
	}
	fprintf(out, "\n],\"otherData\":{\"events\":%" PRIu64 ",\"dropped\":%" PRId64
	        ",\"workers\":%d}}\n", written, dropped, rt_pool.nworkers);
	fclose(out);
	out = NULL;
	pthread_mutex_unlock(&lock);
}
