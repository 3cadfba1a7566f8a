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
#include <time.h>

enum { MAX_DEPS = 4 };         /* dependencies kept per segment */

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

enum { BUF_EVENTS = 1024 };

struct trace_buf {
	struct ev ev[BUF_EVENTS];
	unsigned n;
	uint64_t next_id;            /* segment ids: thread id in the top bits */
	struct rec *cur;             /* the segment running now */
	int64_t dropped;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;
static uint64_t written, limit = 4000000;
static bool first_event = true;

/* ---- time -----------------------------------------------------------------
 * Events are stamped with the cycle counter where it runs at a constant
 * rate (x86's invariant TSC: a few nanoseconds, where clock_gettime
 * costs tens in a virtual machine), converted to nanoseconds when
 * written: the rate is measured against CLOCK_MONOTONIC from trace_init
 * to the moment of writing, over at least the 10 ms trace_init waits. */
static uint64_t tick0, ns0;
static double ns_per_tick = 1.0;

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static bool use_tsc;
static inline uint64_t ticks(void)
{
	return use_tsc ? __rdtsc() : rt_now_ns();
}
static bool tsc_invariant(void)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[4096];
	bool constant = false, nonstop = false;
	while (f && fgets(line, sizeof line, f) && !(constant && nonstop)) {
		constant |= strstr(line, " constant_tsc") != NULL;
		nonstop |= strstr(line, " nonstop_tsc") != NULL;
	}
	if (f)
		fclose(f);
	return constant && nonstop;
}
#else
static const bool use_tsc = false;
static inline uint64_t ticks(void)
{
	return rt_now_ns();
}
static bool tsc_invariant(void)
{
	return false;
}
#endif

static void calibrate(void)
{
	if (!use_tsc)
		return;
	uint64_t t = ticks(), n = rt_now_ns();
	if (t > tick0 && n > ns0)
		ns_per_tick = (double)(n - ns0) / (double)(t - tick0);
}

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
	uint64_t start = ticks();
	r->fn(r->arg);
	uint64_t end = ticks();
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
		*e = (struct ev){.ts = ticks(), .id = r->id, .from = r->from,
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
 * it.  A token or group keeps that segment's id in itself: the low 32
 * bits in obj.aux (which only values use), the thread's bits in the
 * block header's spare half-word; the lines are the ones completing
 * writes anyway.  (A global table would cost a cache miss per
 * completion, paid at the next locked instruction.)  Values, and every
 * object where blocks have no header (AddressSanitizer builds), go
 * through a table indexed by address: a collision loses an edge, never
 * invents one (the key is checked). */
enum { CTAB = 1 << 16 };
static struct { _Atomic uintptr_t obj; _Atomic uint64_t seg; } ctab[CTAB];

static size_t slot_of(const struct obj *o)
{
	return ((uintptr_t)o >> 4) * 0x9e3779b97f4a7c15ull >> 48;
}

#ifdef RT_PLAIN_MALLOC
static bool in_object(const struct obj *o)
{
	(void)o;
	return false;
}
#else
static bool in_object(const struct obj *o)
{
	return o->kind != OBJ_VALUE;
}
#endif

void obs_complete(struct obj *o)
{
	if (!(rt_obs & OBS_TRACE))
		return;
	struct thread *t = rt_self;
	struct rec *cur = t && t->obs && t->obs->trace ? t->obs->trace->cur : NULL;
	uint64_t seg = cur ? cur->id : 0;
	if (in_object(o)) {
		/* Low bits never 0 in an id: aux == 0 says "none". */
		o->aux = (uint32_t)seg;
		rt_header(o)->unused = (uint16_t)(seg >> 32);
		return;
	}
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
	uint64_t seg;
	if (in_object(o)) {
		/* Complete, so written before the state said so (acquire). */
		seg = o->aux ? ((uint64_t)rt_header(o)->unused << 32) | o->aux : 0;
	} else {
		size_t i = slot_of(o);
		if (atomic_load_explicit(&ctab[i].obj, acquire) != (uintptr_t)o)
			return;
		seg = atomic_load_explicit(&ctab[i].seg, acquire);
		if (atomic_load_explicit(&ctab[i].obj, acquire) != (uintptr_t)o)
			return;
	}
	if (!seg)
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
		*e = (struct ev){.ts = ticks(), .kind = EV_STEAL};
}

void trace_park(struct thread *t, bool asleep)
{
	struct ev *e = ev_new(buf_of(t), asleep ? EV_PARK : EV_WAKE);
	if (e)
		*e = (struct ev){.ts = ticks(), .kind = asleep ? EV_PARK : EV_WAKE,
		                 .count = atomic_load_explicit(&rt_pool.nidle, relaxed),
		                 .task = (uint64_t)obs_live_tasks()};
}

/* ---- writing ------------------------------------------------------------
 * A million tasks make a few million events: they are formatted by hand
 * into the stdio buffer (printf's float formatting costs more than the
 * rest of a task's tracing), and fields that are zero are left out. */

static void put(const char *s)
{
	fputs_unlocked(s, out);
}

static void put_u64(uint64_t v)
{
	char buf[24], *p = buf + sizeof buf;
	*--p = 0;
	do
		*--p = (char)('0' + v % 10);
	while (v /= 10);
	fputs_unlocked(p, out);
}

/* Nanoseconds as microseconds with three decimals. */
static void put_us(uint64_t ns)
{
	put_u64(ns / 1000);
	char frac[5] = {'.', (char)('0' + ns / 100 % 10), (char)('0' + ns / 10 % 10),
	                (char)('0' + ns % 10), 0};
	fputs_unlocked(frac, out);
}

/* A field: ,"key":value */
static void put_field(const char *key, uint64_t v)
{
	fputc_unlocked(',', out);
	fputc_unlocked('"', out);
	put(key);
	put("\":");
	put_u64(v);
}

/* JSON string contents: the names are file names and symbols. */
static void put_str(const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc_unlocked('\\', out);
		if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", *s);
		else
			fputc_unlocked(*s, out);
	}
}

/* Nanoseconds since trace_init, from ticks(). */
static uint64_t ns_of(uint64_t t)
{
	int64_t d = (int64_t)(t - tick0);
	return d > 0 ? (uint64_t)((double)d * ns_per_tick) : 0;
}

/* The start of an event: {"name":"NAME","cat":"CAT","ph":"PH","ts":TS,"pid":1,"tid":TID */
static void begin(const char *name, const char *cat, const char *ph, uint64_t ts, int tid)
{
	put(first_event ? "\n{\"name\":\"" : ",\n{\"name\":\"");
	first_event = false;
	put_str(name);
	if (cat) {
		put("\",\"cat\":\"");
		put(cat);
	}
	put("\",\"ph\":\"");
	put(ph);
	put("\",\"ts\":");
	put_us(ns_of(ts));
	put(",\"pid\":1");
	if (tid >= 0)
		put_field("tid", (uint64_t)tid);
}

/* Names by function pointer, for tasks without a site: dladdr is slow,
 * and a program has few task functions. */
static const char *fn_name(asyncrt_fn *fn)
{
	enum { N = 256 };
	static struct { asyncrt_fn *fn; char name[128]; } cache[N];
	size_t i = ((uintptr_t)fn >> 4) % N;
	if (cache[i].fn != fn) {
		site_name(NULL, fn, cache[i].name, sizeof cache[i].name);
		cache[i].fn = fn;
	}
	return cache[i].name;
}

static void write_task(const struct ev *e, int tid)
{
	char name[512];
	const char *n = e->site ? site_name(e->site, NULL, name, sizeof name) : fn_name(e->name_fn);
	begin(n, "task", "X", e->ts, tid);
	put(",\"dur\":");
	put_us((uint64_t)((double)e->dur * ns_per_tick));
	put(",\"args\":{\"id\":");
	put_u64(e->id);
	if (e->task != e->id)
		put_field("task", e->task);
	if (e->from)
		put_field("from", e->from);
	if (e->ready)
		put_field("ready", e->ready);
	if (e->resume)
		put(",\"resume\":true");
	if (e->ndeps) {
		put(",\"deps\":[");
		for (unsigned k = 0; k < e->ndeps; k++) {
			if (k)
				fputc_unlocked(',', out);
			put_u64(e->deps[k]);
		}
		fputc_unlocked(']', out);
	}
	if (e->site) {
		put(",\"site\":\"");
		put_str(e->site->loc ? e->site->loc : "");
		put("\",\"func\":\"");
		put_str(e->site->func ? e->site->func : "");
		fputc_unlocked('"', out);
	}
	put("}}");
	/* The arrow into this segment (from its spawn or its suspension,
	 * logged by the thread that did it) ends here. */
	begin(e->resume ? "resume" : "spawn", "dep", "f", e->ts, tid);
	put(",\"bp\":\"e\"");
	put_field("id", e->id);
	fputc_unlocked('}', out);
}

static void write_event(const struct ev *e, int tid)
{
	switch (e->kind) {
	case EV_TASK:
		write_task(e, tid);
		return;
	case EV_SPAWN:
	case EV_SUSPEND:
		begin(e->kind == EV_SPAWN ? "spawn" : "resume", "dep", "s", e->ts, tid);
		put_field("id", e->id);
		fputc_unlocked('}', out);
		if (e->kind == EV_SUSPEND) {
			begin("suspend", "sched", "i", e->ts, tid);
			put(",\"s\":\"t\",\"args\":{\"to\":");
			put_u64(e->id);
			if (e->site) {
				put(",\"site\":\"");
				put_str(e->site->loc ? e->site->loc : "");
				fputc_unlocked('"', out);
			}
			put("}}");
		}
		return;
	case EV_STEAL:
		begin("steal", "sched", "i", e->ts, tid);
		put(",\"s\":\"t\"}");
		return;
	case EV_PARK:
	case EV_WAKE:
		begin(e->kind == EV_PARK ? "park" : "wake", "sched", "i", e->ts, tid);
		put(",\"s\":\"t\"}");
		begin("parked workers", NULL, "C", e->ts, -1);
		put(",\"args\":{\"parked\":");
		put_u64((uint64_t)e->count);
		put("}}");
		begin("live tasks", NULL, "C", e->ts, -1);
		put(",\"args\":{\"tasks\":");
		put_u64(e->task);
		put("}}");
		return;
	}
}

/* Write b's events out (and empty it); the caller holds lock. */
static void flush_locked(struct trace_buf *b, int tid)
{
	calibrate();
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
#if defined(__x86_64__) || defined(__i386__)
	use_tsc = tsc_invariant();
#endif
	tick0 = ticks();
	ns0 = rt_now_ns();
	struct timespec ten_ms = {0, 10 * 1000 * 1000};
	nanosleep(&ten_ms, NULL);
	calibrate();
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
		begin("thread_name", NULL, "M", tick0, o->id);
		fprintf(out, ",\"args\":{\"name\":\"%s %d\"}}",
		        o->worker ? "worker" : "client", o->id);
		if (o->trace) {
			flush_locked(o->trace, o->id);
			dropped += o->trace->dropped;
		}
	}
	if (dropped) {
		char note[128];
		snprintf(note, sizeof note, "asyncrt: %" PRId64 " events dropped "
		         "(ASYNCRT_TRACE_LIMIT=%" PRIu64 ")", dropped, limit);
		begin(note, NULL, "i", ticks(), 0);
		put(",\"s\":\"g\"}");
	}
	fprintf(out, "\n],\"otherData\":{\"events\":%" PRIu64 ",\"dropped\":%" PRId64
	        ",\"workers\":%d}}\n", written, dropped, rt_pool.nworkers);
	fclose(out);
	out = NULL;
	pthread_mutex_unlock(&lock);
}
