/* trace.c - ASYNCRT_TRACE=FILE: a Chrome trace-event JSON file of every
 * task run (what Perfetto, chrome://tracing and asyncrt-trace read).
 *
 * Tasks.  With tracing on, a task about to be queued (asyncrt_execute,
 * spawn, group_spawn, a continuation of await_and_execute, the *_at
 * calls) is wrapped: (fn, arg) becomes (trace_run, rec), a record with
 * the original pair, its site, a segment id, the segment it came from
 * and the time it was queued.  trace_run times the call and logs one
 * event.  The queues, the stealing and the inline fork-join paths see an
 * ordinary task, so the schedule is the one the program has without
 * tracing.
 *
 * A coroutine runs in segments: from its start (or a resumption) to its
 * next suspension.  Each segment is one "X" event on the thread that ran
 * it, named by the site of the async.execute / async.func call it comes
 * from, with its dependencies in args: "from" is the segment that spawned
 * it or, for a resumption, the segment that suspended at the await;
 * "ready" is the segment that completed what the await waited for.
 * Flow events ("s"/"f") draw the same arrows in Perfetto.
 *
 * Cost.  Recording is what every traced task pays, so it is kept to two
 * cache lines of plain stores and three reads of the cycle counter:
 *  - the record is one 64-byte line from a pool of the trace's own, per
 *    thread: whoever runs a task puts its record on its own free list
 *    and hands full batches of them back to a shared list under a lock
 *    (once per 256), so a record made on one thread and finished on
 *    another costs no atomic operation and no allocator bookkeeping;
 *  - the event is a fixed-size 64-byte binary record in the thread's own
 *    buffer: the segment id, the spawn's time and segment, the site (a
 *    pointer) and the start and end ticks.  One record per task carries
 *    both ends of its spawn arrow.  Names, microseconds and JSON are made
 *    only when a buffer is written out.
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

/* An event's first word: its kind and flags in the top 16 bits, a
 * segment id in the low 48 (ids are the thread's context id + 1 in bits
 * 32 and up, then a count: see buf_of). */
enum ev_kind { EV_TASK = 1, EV_DEPS, EV_SUSPEND, EV_STEAL, EV_PARK, EV_WAKE };
enum { F_RESUME = 1,           /* a resumption, not a task's first segment */
       F_FN = 2 };             /* the name is a function's, not a site */
#define ID_MASK ((UINT64_C(1) << 48) - 1)
#define HEAD(kind, flags, id) ((uint64_t)(kind) << 56 | (uint64_t)(flags) << 48 | (id))
#define HEAD_KIND(h) ((enum ev_kind)((h) >> 56))
#define HEAD_FLAGS(h) ((unsigned)((h) >> 48) & 0xff)

/* A task on its way from its spawn to its run: one cache line. */
struct rec {
	asyncrt_fn *fn;
	void *arg;
	uint64_t head;               /* flags, segment id */
	uint64_t from, task, ready;  /* spawner (or suspender), task, completer */
	uint64_t spawned;            /* ticks when it was queued */
	const void *name;            /* site, or function (F_FN) */
};

/* One event: one cache line, binary, in the logging thread's buffer. */
struct ev {
	uint64_t head;
	union {
		/* EV_TASK: a segment, with struct rec's fields from `from` on */
		struct { uint64_t start, end, from, task, ready, spawned;
		         const void *name; } t;
		/* EV_DEPS, right after its EV_TASK (count in the id bits):
		 * segments whose results it found complete */
		uint64_t deps[MAX_DEPS];
		/* EV_SUSPEND: the continuation's id in head, the await's site */
		struct { uint64_t ts; const asyncrt_site *site; } susp;
		/* EV_STEAL, EV_PARK, EV_WAKE */
		struct { uint64_t ts; int64_t parked, live; } s;
	};
};
_Static_assert(sizeof(struct rec) == 64 && sizeof(struct ev) == 64,
               "a record and an event are one cache line each");

/* The segment running on a thread (trace_run's frame). */
struct seg {
	uint64_t head;               /* flags, id */
	uint64_t task;
	const void *name;
	uint64_t deps[MAX_DEPS];
	unsigned ndeps;
};

/* A free record: a list, and a list of such lists (batches). */
struct free_rec {
	struct free_rec *next, *batch;
};

enum { BUF_EVENTS = 1024, POOL_BATCH = 256 };

struct trace_buf {
	struct ev ev[BUF_EVENTS];
	unsigned n;
	int tid;                     /* the owner's context id */
	uint64_t next_id;            /* segment ids: thread id in the top bits */
	struct seg *cur;             /* the segment running now */
	int64_t dropped;
	struct free_rec *free;       /* records to hand out */
	struct free_rec *spill;      /* records finished here, */
	unsigned nspill;             /* a batch once POOL_BATCH */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;
static uint64_t written, limit = 4000000;
static bool first_event = true;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static struct free_rec *batches;     /* full batches, under pool_lock */

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
	struct trace_buf *b;
	if (posix_memalign((void **)&b, CACHE_LINE, sizeof *b) != 0)
		rt_die("out of memory (trace buffer)");
	memset(b, 0, sizeof *b);
	b->tid = t->id;
	b->next_id = ((uint64_t)t->id + 1) << 32;
	o->trace = b;
	return b;
}

/* ---- the record pool ------------------------------------------------------
 * Records are taken from b->free and given back to b->spill of whichever
 * thread ran the task; a full spill list goes to the shared batches. */
static struct free_rec *pool_refill(struct trace_buf *b)
{
	if (b->spill) {              /* what this thread finished itself */
		struct free_rec *f = b->spill;
		b->spill = NULL;
		b->nspill = 0;
		return f;
	}
	pthread_mutex_lock(&pool_lock);
	struct free_rec *f = batches;
	if (f)
		batches = f->batch;
	pthread_mutex_unlock(&pool_lock);
	if (f)
		return f;
	struct rec *chunk;
	if (posix_memalign((void **)&chunk, CACHE_LINE, POOL_BATCH * sizeof *chunk) != 0)
		rt_die("out of memory (trace records)");
	for (unsigned i = 0; i < POOL_BATCH; i++)
		((struct free_rec *)&chunk[i])->next =
			i + 1 < POOL_BATCH ? (struct free_rec *)&chunk[i + 1] : NULL;
	return (struct free_rec *)chunk;
}

static inline struct rec *rec_alloc(struct trace_buf *b)
{
	struct free_rec *f = b->free;
	if (unlikely(!f))
		f = pool_refill(b);
	b->free = f->next;
	return (struct rec *)f;
}

static void pool_spill(struct trace_buf *b)
{
	pthread_mutex_lock(&pool_lock);
	b->spill->batch = batches;
	batches = b->spill;
	pthread_mutex_unlock(&pool_lock);
	b->spill = NULL;
	b->nspill = 0;
}

static inline void rec_free(struct trace_buf *b, struct rec *r)
{
	struct free_rec *f = (struct free_rec *)r;
	f->next = b->spill;
	b->spill = f;
	if (unlikely(++b->nspill == POOL_BATCH))
		pool_spill(b);
}

/* ---- recording ------------------------------------------------------------ */

static void flush_full(struct trace_buf *b);

static inline struct ev *ev_new(struct trace_buf *b)
{
	if (unlikely(b->n == BUF_EVENTS))
		flush_full(b);
	return &b->ev[b->n++];
}

static void trace_run(void *p)
{
	struct rec *r = p;
	struct trace_buf *b = buf_of(rt_thread());
	struct seg s = {.head = r->head, .task = r->task, .name = r->name};
	uint64_t from = r->from, ready = r->ready, spawned = r->spawned;
	asyncrt_fn *fn = r->fn;
	void *arg = r->arg;
	/* Done with the record: the next task this thread queues reuses it
	 * while its line is still in this core's cache. */
	rec_free(b, r);
	struct seg *prev = b->cur;
	b->cur = &s;
	uint64_t start = ticks();
	fn(arg);
	uint64_t end = ticks();
	b->cur = prev;
	/* Room for the task and its dependencies: one flush never splits
	 * them. */
	if (unlikely(b->n + 2 > BUF_EVENTS))
		flush_full(b);
	struct ev *e = &b->ev[b->n++];
	e->head = HEAD(EV_TASK, 0, 0) | s.head;
	e->t.start = start;
	e->t.end = end;
	e->t.from = from;
	e->t.task = s.task;
	e->t.ready = ready;
	e->t.spawned = spawned;
	e->t.name = s.name;
	if (unlikely(s.ndeps)) {
		e = &b->ev[b->n++];
		e->head = HEAD(EV_DEPS, 0, s.ndeps);
		memcpy(e->deps, s.deps, sizeof s.deps);
	}
}

void obs_wrap(struct thread *t, asyncrt_fn **fn, void **arg,
              const asyncrt_site *site, bool resume)
{
	if (*fn == trace_run)
		return;
	struct trace_buf *b = buf_of(t);
	struct seg *cur = b->cur;
	struct rec *r = rec_alloc(b);
	uint64_t id = ++b->next_id, now = ticks();
	unsigned flags = 0;
	r->fn = *fn;
	r->arg = *arg;
	r->from = cur ? cur->head & ID_MASK : 0;
	r->task = id;
	r->ready = 0;
	r->spawned = now;
	r->name = site;
	if (site == SITE_CORO) {
		/* An MLIR coroutine: its frame starts with its resume function,
		 * whose symbol names the outlined function. */
		r->name = *(asyncrt_fn **)*arg;
		flags = F_FN;
	} else if (!site) {
		r->name = (const void *)(uintptr_t)*fn;
		flags = F_FN;
	}
	if (resume) {
		flags |= F_RESUME;
		if (cur) {
			/* A suspension: the rest of the running task.  It keeps
			 * the task's name; the await's own site goes on the
			 * instant. */
			r->task = cur->task;
			r->name = cur->name;
			flags = (HEAD_FLAGS(cur->head) & F_FN) | F_RESUME;
		}
		struct ev *e = ev_new(b);
		e->head = HEAD(EV_SUSPEND, 0, id);
		e->susp.ts = now;
		e->susp.site = site == SITE_CORO ? NULL : site;
	}
	r->head = HEAD(0, flags, id);
	*fn = trace_run;
	*arg = r;
}

bool trace_unwrap(asyncrt_fn **fn, void **arg, const asyncrt_site **site)
{
	if (*fn != trace_run)
		return false;
	struct rec *r = *arg;
	*fn = r->fn;
	*arg = r->arg;
	*site = HEAD_FLAGS(r->head) & F_FN ? NULL : r->name;
	return true;
}

void obs_ready(struct thread *t, asyncrt_fn *fn, void *arg)
{
	if (fn != trace_run)
		return;
	struct seg *cur = buf_of(t)->cur;
	((struct rec *)arg)->ready = cur ? cur->head & ID_MASK : 0;
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
	struct seg *cur = t && t->obs && t->obs->trace ? t->obs->trace->cur : NULL;
	uint64_t seg = cur ? cur->head & ID_MASK : 0;
	if (in_object(o)) {
		/* Low bits never 0 in an id: aux == 0 says "none". */
		o->aux = (uint32_t)seg;
		rt_header(o)->unused = (uint16_t)(seg >> 32);
		return;
	}
	size_t i = slot_of(o);
	atomic_store_explicit(&ctab[i].obj, 0, relaxed);
	atomic_store_explicit(&ctab[i].seg, seg, release);
	atomic_store_explicit(&ctab[i].obj, (uintptr_t)o, release);
}

void obs_depend(struct obj *o)
{
	if (!(rt_obs & OBS_TRACE))
		return;
	struct thread *t = rt_self;
	struct seg *cur = t && t->obs && t->obs->trace ? t->obs->trace->cur : NULL;
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
	struct ev *e = ev_new(buf_of(t));
	e->head = HEAD(EV_STEAL, 0, 0);
	e->s.ts = ticks();
}

void trace_park(struct thread *t, bool asleep)
{
	struct ev *e = ev_new(buf_of(t));
	e->head = HEAD(asleep ? EV_PARK : EV_WAKE, 0, 0);
	e->s.ts = ticks();
	e->s.parked = atomic_load_explicit(&rt_pool.nidle, relaxed);
	e->s.live = obs_live_tasks();
}

/* ---- writing ------------------------------------------------------------
 * A million tasks make a few million JSON events: each is formatted by
 * hand into a line (printf's float formatting costs more than the rest
 * of a task's tracing) and written with one call, fields that are zero
 * are left out, and names are made once per site or function. */

enum { LINE_MAX_EVENT = 8192 };    /* an event's JSON is shorter */
static struct {
	char s[1 << 20];             /* events, written out when nearly full */
	size_t n;
} line;

static void flush_line(void);

static void put_mem(const char *s, size_t n)
{
	memcpy(line.s + line.n, s, n);
	line.n += n;
}

#define put(lit) put_mem((lit), sizeof(lit) - 1)

static void put_str(const char *s)
{
	put_mem(s, strlen(s));
}

static void put_u64(uint64_t v)
{
	char buf[24], *p = buf + sizeof buf;
	do
		*--p = (char)('0' + v % 10);
	while (v /= 10);
	put_mem(p, (size_t)(buf + sizeof buf - p));
}

/* Nanoseconds as microseconds with three decimals. */
static void put_us(uint64_t ns)
{
	put_u64(ns / 1000);
	char frac[4] = {'.', (char)('0' + ns / 100 % 10), (char)('0' + ns / 10 % 10),
	                (char)('0' + ns % 10)};
	put_mem(frac, sizeof frac);
}

/* A field: ,"key":value */
#define put_field(key, v) (put(",\"" key "\":"), put_u64(v))

/* An event is complete: write the events out when the next might not
 * fit (one write of a megabyte, past stdio's buffer). */
static void end_event(void)
{
	if (line.n > sizeof line.s - LINE_MAX_EVENT)
		flush_line();
}

static void flush_line(void)
{
	fwrite_unlocked(line.s, 1, line.n, out);
	line.n = 0;
}

/* JSON string contents (the names are file names and symbols) into
 * buf, at most len bytes with its NUL. */
static void escape(char *buf, size_t len, const char *s)
{
	size_t n = 0;
	for (; *s && n + 7 < len; s++) {
		if (*s == '"' || *s == '\\')
			buf[n++] = '\\';
		if ((unsigned char)*s < 0x20)
			n += (size_t)snprintf(buf + n, len - n, "\\u%04x", *s);
		else
			buf[n++] = *s;
	}
	buf[n] = 0;
}

/* Nanoseconds since trace_init, from ticks(). */
static uint64_t ns_of(uint64_t t)
{
	int64_t d = (int64_t)(t - tick0);
	return d > 0 ? (uint64_t)((double)d * ns_per_tick) : 0;
}

/* The start of an event: {"name":"NAME","cat":"CAT","ph":"PH","ts":TS,"pid":1,"tid":TID
 * (NAME already escaped). */
static void begin(const char *name, const char *cat, const char *ph, uint64_t ts, int tid)
{
	if (first_event)
		put("\n{\"name\":\"");
	else
		put(",\n{\"name\":\"");
	first_event = false;
	put_str(name);
	if (cat) {
		put("\",\"cat\":\"");
		put_str(cat);
	}
	put("\",\"ph\":\"");
	put_str(ph);
	put("\",\"ts\":");
	put_us(ns_of(ts));
	put(",\"pid\":1");
	if (tid >= 0)
		put_field("tid", (uint64_t)tid);
}

/* A task's name and its site's args, escaped, by site or function: a
 * program has few of them, and dladdr is slow. */
struct name {
	const void *key;
	bool fn;
	char name[256];
	char args[512];              /* ,"site":"LOC","func":"FUNC" or "" */
};

static const struct name *name_of(const void *key, bool fn)
{
	enum { N = 256 };
	static struct name cache[N];
	struct name *c = &cache[((uintptr_t)key >> 4) % N];
	if (c->key == key && c->fn == fn && key)
		return c;
	char raw[512], loc[240], func[240];
	const asyncrt_site *site = fn ? NULL : key;
	site_name(site, fn ? (asyncrt_fn *)(uintptr_t)key : NULL, raw, sizeof raw);
	escape(c->name, sizeof c->name, raw);
	c->args[0] = 0;
	if (site) {
		escape(loc, sizeof loc, site->loc ? site->loc : "");
		escape(func, sizeof func, site->func ? site->func : "");
		snprintf(c->args, sizeof c->args, ",\"site\":\"%s\",\"func\":\"%s\"", loc, func);
	}
	c->key = key;
	c->fn = fn;
	return c;
}

/* The thread a segment id was made on (buf_of). */
static int tid_of(uint64_t id)
{
	return (int)((id & ID_MASK) >> 32) - 1;
}

/* A segment, the arrow into it (from its spawn or suspension, on the
 * thread that did it) and its dependencies (deps: NULL or its EV_DEPS). */
static void write_task(const struct ev *e, const struct ev *deps, int tid)
{
	uint64_t id = e->head & ID_MASK;
	bool resume = HEAD_FLAGS(e->head) & F_RESUME;
	const struct name *n = name_of(e->t.name, HEAD_FLAGS(e->head) & F_FN);
	begin(n->name, "task", "X", e->t.start, tid);
	put(",\"dur\":");
	put_us((uint64_t)((double)(e->t.end - e->t.start) * ns_per_tick));
	put(",\"args\":{\"id\":");
	put_u64(id);
	if (e->t.task != id)
		put_field("task", e->t.task);
	if (e->t.from)
		put_field("from", e->t.from);
	if (e->t.ready)
		put_field("ready", e->t.ready);
	if (resume)
		put(",\"resume\":true");
	if (deps) {
		put(",\"deps\":[");
		for (unsigned k = 0; k < (deps->head & ID_MASK); k++) {
			if (k)
				put(",");
			put_u64(deps->deps[k]);
		}
		put("]");
	}
	put_str(n->args);
	put("}}");
	const char *arrow = resume ? "resume" : "spawn";
	begin(arrow, "dep", "s", e->t.spawned, tid_of(id));
	put_field("id", id);
	put("}");
	begin(arrow, "dep", "f", e->t.start, tid);
	put(",\"bp\":\"e\"");
	put_field("id", id);
	put("}");
	end_event();
}

static void write_event(const struct ev *e, int tid)
{
	switch (HEAD_KIND(e->head)) {
	case EV_TASK:
	case EV_DEPS:
		return;              /* flush_locked: write_task */
	case EV_SUSPEND:
		begin("suspend", "sched", "i", e->susp.ts, tid);
		put(",\"s\":\"t\",\"args\":{\"to\":");
		put_u64(e->head & ID_MASK);
		if (e->susp.site) {
			char loc[256];
			escape(loc, sizeof loc, e->susp.site->loc ? e->susp.site->loc : "");
			put(",\"site\":\"");
			put_str(loc);
			put("\"");
		}
		put("}}");
		break;
	case EV_STEAL:
		begin("steal", "sched", "i", e->s.ts, tid);
		put(",\"s\":\"t\"}");
		break;
	case EV_PARK:
	case EV_WAKE:
		begin(HEAD_KIND(e->head) == EV_PARK ? "park" : "wake", "sched", "i", e->s.ts, tid);
		put(",\"s\":\"t\"}");
		begin("parked workers", NULL, "C", e->s.ts, -1);
		put(",\"args\":{\"parked\":");
		put_u64((uint64_t)e->s.parked);
		put("}}");
		begin("live tasks", NULL, "C", e->s.ts, -1);
		put(",\"args\":{\"tasks\":");
		put_u64((uint64_t)e->s.live);
		put("}}");
		break;
	}
	end_event();
}

/* Write b's events out (and empty it); the caller holds lock.  A task
 * and its dependencies are one event. */
static void flush_locked(struct trace_buf *b, int tid)
{
	calibrate();
	for (unsigned i = 0; i < b->n; i++) {
		const struct ev *e = &b->ev[i];
		if (HEAD_KIND(e->head) == EV_DEPS)
			continue;
		if (written >= limit) {
			b->dropped++;
			continue;
		}
		if (HEAD_KIND(e->head) == EV_TASK) {
			const struct ev *d = i + 1 < b->n && HEAD_KIND(b->ev[i + 1].head) == EV_DEPS
				? &b->ev[i + 1] : NULL;
			write_task(e, d, tid);
		} else {
			write_event(e, tid);
		}
		written++;
	}
	b->n = 0;
}

static void flush_full(struct trace_buf *b)
{
	pthread_mutex_lock(&lock);
	if (out) {
		flush_locked(b, b->tid);
	} else {
		for (unsigned i = 0; i < b->n; i++)
			b->dropped += HEAD_KIND(b->ev[i].head) != EV_DEPS;
		b->n = 0;
	}
	pthread_mutex_unlock(&lock);
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
		put(",\"args\":{\"name\":\"");
		put_str(o->worker ? "worker " : "client ");
		put_u64((uint64_t)o->id);
		put("\"}}");
		end_event();
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
		end_event();
	}
	flush_line();
	fprintf(out, "\n],\"otherData\":{\"events\":%" PRIu64 ",\"dropped\":%" PRId64
	        ",\"workers\":%d}}\n", written, dropped, rt_pool.nworkers);
	fclose(out);
	out = NULL;
	pthread_mutex_unlock(&lock);
}
