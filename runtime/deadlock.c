/* deadlock.c - awaits that nothing can end: the report, and the dump.
 *
 * The rule.  An object can be completed only by a running thread: a
 * task on a worker, or code of the program on a thread of its own.  So
 * if every thread of the process is either a pool worker asleep with
 * nothing to do or a thread asleep in an asyncrt await, and no task is
 * queued anywhere, nothing will ever complete what they wait for.  A
 * thread that the runtime does not know (one that never called it, but
 * may hold a token to complete later), or one that is running, is not
 * asleep in an await: it makes the count of waiting threads fall short
 * of the process's thread count (/proc/self/status), and there is no
 * report.  That rule has no false reports: it does not guess who holds
 * what.  (It has misses: a program with a thread that sleeps forever in
 * something else is never reported.)  Objects completed from signal
 * handlers are outside it, as they are outside the API's promises.
 *
 * The check.  A blocking await sleeps (rt_wait_park) at most the grace
 * period, ASYNCRT_DEADLOCK_GRACE_MS (1000 by default; 0: never check),
 * and then looks.  Finding every thread waiting, it looks again a moment
 * later (a thread between two states, a worker being woken, is caught
 * by one of the looks), then reports, writes the trace and statistics if
 * they are on, and ends the process with exit status 2.  Nothing of this
 * runs unless an await sleeps for the whole grace period.
 *
 * The dump.  ASYNCRT_DUMP=SIG (a number, or a name: QUIT, USR1...; by
 * default SIGQUIT, unless the program set its own handler) writes the
 * same picture of every thread and its wait to stderr and goes on. */
#define _GNU_SOURCE
#include "obs.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { EXIT_DEADLOCK = 2 };

uint64_t rt_deadlock_grace_ns = 1000ull * 1000 * 1000;
static _Atomic bool reporting;

/* ---- output without malloc or stdio (the dump runs in a handler) ---- */

static void out(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(int fd, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n > (int)sizeof buf - 1)
		n = (int)sizeof buf - 1;
	for (int off = 0; n > 0 && off < n;) {
		ssize_t w = write(fd, buf + off, (size_t)(n - off));
		if (w <= 0)
			break;
		off += (int)w;
	}
}

static const char *kind_word(const struct obj *o)
{
	switch (o->kind) {
	case OBJ_TOKEN: return "a token";
	case OBJ_VALUE: return "a value";
	case OBJ_GROUP: return "a group";
	default: return "an object";
	}
}

static bool is_idle(const struct thread *c)
{
	return atomic_load_explicit(&rt_pool.idle[c->id / 64], acquire) &
	       (1ull << (c->id % 64));
}

static const char *who(const struct thread *c, char *buf, size_t len)
{
	snprintf(buf, len, "%s %d", c->worker ? "worker" : "thread", c->id);
	return buf;
}

/* "file:line:col: func awaits a token" or "thread 3 awaits a token". */
static void await_line(int fd, const struct thread *c, struct obj *o,
                       const char *what)
{
	const asyncrt_site *s = c->wait_site;
	const asyncrt_site *cr = site_created(o);
	char w[32];
	if (s)
		out(fd, "%s: %s awaits %s%s", s->loc ? s->loc : "?",
		    s->func && *s->func ? s->func : who(c, w, sizeof w), kind_word(o), what);
	else
		out(fd, "asyncrt: %s awaits %s%s", who(c, w, sizeof w), kind_word(o), what);
	if (o->kind == OBJ_GROUP) {
		struct asyncrt_group *g = (struct asyncrt_group *)o;
		out(fd, " (%lld of %lld members pending)",
		    (long long)group_pending(g), (long long)g->size);
	}
	if (cr)
		out(fd, " (created at %s)", cr->loc ? cr->loc : "?");
	out(fd, "\n");
}

/* ---- coroutines suspended at a non-blocking await -----------------------
 * A continuation waiting on an object (await_and_execute: a coroutine of
 * async.execute or async.func at an async.await) is on no thread.  For
 * the report and the dump, the thread that suspends it writes it into a
 * slot of its own list, with plain stores, and whoever resumes it empties
 * the slot (one store).  A thread's list is chunks of SUSP_CHUNK slots,
 * taken round from a cursor: the next free slot is usually the one the
 * cursor is on, and a new chunk is added only when a whole turn found
 * none.  Readers (the report, with every thread asleep, and the dump)
 * read the slots where they lie. */
enum { SUSP_CHUNK = 128,
       DUMP_SUSPENDED = 32 };   /* listed by the report and the dump */

struct suspended {
	struct obj *_Atomic o;       /* NULL: free */
	const asyncrt_site *site;
	asyncrt_fn *fn;
	void *arg;
};

struct susp_chunk {
	struct suspended s[SUSP_CHUNK];
	struct susp_chunk *_Atomic next;
};

/* A line each: the owners write theirs at every suspension. */
static struct susp_list {
	_Alignas(CACHE_LINE) struct susp_chunk *_Atomic first;
	struct susp_chunk *last, *cur;
	unsigned i, nchunks;
} susp[RT_MAX_THREADS];

static struct susp_chunk *susp_chunk_new(struct susp_list *l)
{
	struct susp_chunk *c = calloc(1, sizeof *c);
	if (!c)
		rt_die("out of memory (suspended continuations)");
	if (l->last)
		atomic_store_explicit(&l->last->next, c, release);
	else
		atomic_store_explicit(&l->first, c, release);
	l->last = c;
	l->nchunks++;
	return c;
}

struct suspended *rt_suspended_add(struct thread *t, struct obj *o,
                                   const asyncrt_site *site,
                                   asyncrt_fn *fn, void *arg)
{
	struct susp_list *l = &susp[t->id];
	if (unlikely(!l->cur))
		l->cur = susp_chunk_new(l), l->i = 0;
	struct susp_chunk *c = l->cur;
	unsigned i = l->i;
	for (unsigned seen = 0;; seen++) {
		if (i == SUSP_CHUNK) {
			struct susp_chunk *n = atomic_load_explicit(&c->next, relaxed);
			c = n ? n : atomic_load_explicit(&l->first, relaxed);
			i = 0;
		}
		if (!atomic_load_explicit(&c->s[i].o, relaxed))
			break;
		if (seen == l->nchunks * SUSP_CHUNK) {    /* a full turn */
			c = susp_chunk_new(l);
			i = 0;
			break;
		}
		i++;
	}
	struct suspended *s = &c->s[i];
	s->site = site;
	s->fn = fn;
	s->arg = arg;
	atomic_store_explicit(&s->o, o, release);
	l->cur = c;
	l->i = i + 1;
	return s;
}

void rt_suspended_remove(struct suspended *s)
{
	atomic_store_explicit(&s->o, NULL, release);
}

/* "PREFIXfile:line:col: funcTAG awaits a tokenWHAT (created at ...)" for
 * each listed continuation, at most max (then how many more).  func is
 * the await site's function, else the task's name (site.c task_name). */
static void suspended_lines(int fd, const char *prefix, const char *tag,
                            const char *what, int64_t max)
{
	int64_t n = 0;
	int nt = atomic_load_explicit(&rt_nthreads, acquire);
	for (int id = 0; id < nt; id++)
		for (struct susp_chunk *c = atomic_load_explicit(&susp[id].first, acquire); c;
		     c = atomic_load_explicit(&c->next, acquire))
			for (int i = 0; i < SUSP_CHUNK; i++) {
				struct suspended *s = &c->s[i];
				struct obj *o = atomic_load_explicit(&s->o, acquire);
				if (!o || n++ >= max)
					continue;
				char name[256];
				const asyncrt_site *cr = site_created(o);
				const char *who = s->site && s->site->func && *s->site->func
					? s->site->func : task_name((struct task){s->fn, s->arg}, name, sizeof name);
				out(fd, "%s%s%s%s%s awaits %s%s", prefix,
				    s->site ? (s->site->loc ? s->site->loc : "?") : "",
				    s->site ? ": " : "", who, tag, kind_word(o), what);
				if (cr)
					out(fd, " (created at %s)", cr->loc ? cr->loc : "?");
				out(fd, "\n");
			}
	if (n > max)
		out(fd, "%s... and %lld more\n", prefix, (long long)(n - max));
}

/* ---- the check ---------------------------------------------------------- */

static int os_threads(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	if (!f)
		return -1;
	char line[256];
	int n = -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "Threads: %d", &n) == 1)
			break;
	fclose(f);
	return n;
}

/* Is every thread asleep in an await or idle, with nothing queued? */
static bool all_waiting(void)
{
	int nt = atomic_load_explicit(&rt_nthreads, acquire), waiting = 0, awaits = 0;
	for (int i = 0; i < nt; i++) {
		struct thread *c = rt_threads[i];
		if (!atomic_load_explicit(&c->in_use, acquire))
			continue;
		if (deque_size(&c->dq) > 0 || deque_size(&c->hdq) > 0 || c->next.fn)
			return false;
		struct obj *o = atomic_load_explicit(&c->wait_obj, acquire);
		/* Asleep, not running a task while it waits (rt_help). */
		if (o && !obj_is_done(o) && atomic_load_explicit(&c->wait_asleep, acquire))
			awaits++;
		else if (!(c->worker && is_idle(c)))
			return false;
		waiting++;
	}
	return awaits > 0 && waiting == os_threads();
}

static void report(void)
{
	int fd = 2;
	fflush(stdout);
	out(fd, "asyncrt: deadlock: every thread is waiting\n");
	int nt = atomic_load_explicit(&rt_nthreads, acquire);
	for (int i = 0; i < nt; i++) {
		struct thread *c = rt_threads[i];
		struct obj *o = atomic_load_explicit(&c->wait_obj, acquire);
		if (!atomic_load_explicit(&c->in_use, acquire) || !o)
			continue;
		/* One line per object: the first thread that waits for it;
		 * the others are notes under it. */
		bool seen = false;
		for (int j = 0; j < i; j++)
			seen |= atomic_load_explicit(&rt_threads[j]->in_use, acquire) &&
			        atomic_load_explicit(&rt_threads[j]->wait_obj, acquire) == o;
		if (seen)
			continue;
		await_line(fd, c, o, " that nothing can complete");
		for (int j = i + 1; j < nt; j++) {
			struct thread *d = rt_threads[j];
			if (!atomic_load_explicit(&d->in_use, acquire) ||
			    atomic_load_explicit(&d->wait_obj, acquire) != o)
				continue;
			out(fd, "asyncrt: note: also waiting for it: ");
			await_line(fd, d, o, "");
		}
	}
	suspended_lines(fd, "", " (suspended)", " that nothing can complete", DUMP_SUSPENDED);
	out(fd, "asyncrt: hint: a token or value made by async.runtime.create "
	    "(asyncrt_token_create) completes only when set available or in "
	    "error, and no thread is left that could; "
	    "ASYNCRT_DEADLOCK_GRACE_MS=0 turns this check off\n");
}

void rt_wait_park(struct thread *t)
{
	if (!rt_deadlock_grace_ns) {
		rt_park(&t->parker);
		return;
	}
	/* Asleep, for the other threads' looks, until it returns (its own
	 * looks included).  Two looks a moment apart agreeing is not a race. */
	atomic_store_explicit(&t->wait_asleep, true, release);
	bool stuck = !rt_park_timed(&t->parker, rt_deadlock_grace_ns) && all_waiting() &&
	             !rt_park_timed(&t->parker, rt_deadlock_grace_ns / 10 + 1000000) &&
	             all_waiting() && !atomic_exchange(&reporting, true);
	if (!stuck) {
		atomic_store_explicit(&t->wait_asleep, false, release);
		return;
	}
	report();
	rt_obs_exit();
	_exit(EXIT_DEADLOCK);
}

/* ---- the dump -----------------------------------------------------------
 * Queued tasks are listed by name, oldest first, at most DUMP_QUEUED of
 * a queue: its slots are read where they lie (a busy queue's list may be
 * a moment old), and named as the trace names them (site.c task_name). */
enum { DUMP_QUEUED = 8 };

static void list_queue(int fd, const struct thread *c, struct deque *d)
{
	struct task k[DUMP_QUEUED];
	int64_t n = deque_list(d, k, DUMP_QUEUED);
	if (n <= 0)
		return;
	char w[32], name[256];
	out(fd, "asyncrt: %s: %lld tasks queued%s\n", who(c, w, sizeof w),
	    (long long)n, n > 1 ? ", oldest first:" : ":");
	for (int64_t i = 0; i < n && i < DUMP_QUEUED; i++)
		out(fd, "asyncrt:   %s\n", task_name(k[i], name, sizeof name));
	if (n > DUMP_QUEUED)
		out(fd, "asyncrt:   ... and %lld more\n", (long long)(n - DUMP_QUEUED));
}

static void dump_threads(int fd);

void asyncrt_dump(int fd)
{
	/* Reading other threads' queues is a steal pass's reading: announce
	 * one (deque.c frees no buffer it could be reading), unless this
	 * thread was in one when the signal came, whose announcement holds. */
	struct thread *self = rt_self;
	bool announce = self && !atomic_load_explicit(&self->stealing, acquire);
	if (announce) {
		atomic_store_explicit(&self->stealing,
		                      atomic_load_explicit(&rt_steal_epoch, acquire), release);
		rt_fence_light();
	}
	dump_threads(fd);
	if (announce)
		atomic_store_explicit(&self->stealing, 0, release);
	suspended_lines(fd, "asyncrt: suspended: ", "", "", DUMP_SUSPENDED);
	out(fd, "asyncrt: dump: live objects: %lld tokens, %lld values, %lld groups\n",
	    (long long)asyncrt_live_objects(ASYNCRT_TOKEN),
	    (long long)asyncrt_live_objects(ASYNCRT_VALUE),
	    (long long)asyncrt_live_objects(ASYNCRT_GROUP));
}

static void dump_threads(int fd)
{
	int nt = atomic_load_explicit(&rt_nthreads, acquire);
	out(fd, "asyncrt: dump: pool of %d workers, %d threads known\n",
	    rt_pool.nworkers, nt);
	for (int i = 0; i < nt; i++) {
		struct thread *c = rt_threads[i];
		if (!atomic_load_explicit(&c->in_use, acquire))
			continue;
		char w[32];
		struct obj *o = atomic_load_explicit(&c->wait_obj, acquire);
		if (o && !obj_is_done(o)) {
			out(fd, "asyncrt: %s: ", who(c, w, sizeof w));
			await_line(fd, c, o, "");
		} else {
			out(fd, "asyncrt: %s: %s\n", who(c, w, sizeof w),
			    c->worker && is_idle(c) ? "idle" : "running");
		}
		list_queue(fd, c, &c->dq);
		if (!c->worker)
			list_queue(fd, c, &c->hdq);
	}
}

static void on_dump_signal(int sig)
{
	(void)sig;
	asyncrt_dump(2);
}

static int signal_of(const char *s)
{
	if (!s)
		return SIGQUIT;
	if (!*s || strcmp(s, "0") == 0 || strcasecmp(s, "none") == 0)
		return 0;
	char *end;
	long n = strtol(s, &end, 10);
	if (!*end)
		return n > 0 && n < NSIG ? (int)n : 0;
	if (strncasecmp(s, "SIG", 3) == 0)
		s += 3;
	static const struct { const char *name; int sig; } names[] = {
		{"QUIT", SIGQUIT}, {"USR1", SIGUSR1}, {"USR2", SIGUSR2},
		{"HUP", SIGHUP}, {"INT", SIGINT}, {"TERM", SIGTERM},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcasecmp(s, names[i].name) == 0)
			return names[i].sig;
	fprintf(stderr, "asyncrt: ignoring ASYNCRT_DUMP=%s (want a signal)\n", s);
	return 0;
}

void rt_deadlock_init(void)
{
	const char *g = getenv("ASYNCRT_DEADLOCK_GRACE_MS");
	if (g && *g) {
		char *end;
		long long ms = strtoll(g, &end, 10);
		if (*end || ms < 0)
			fprintf(stderr, "asyncrt: ignoring ASYNCRT_DEADLOCK_GRACE_MS=%s "
			        "(want milliseconds, 0 for off)\n", g);
		else
			rt_deadlock_grace_ns = (uint64_t)ms * 1000000ull;
	}
	int sig = signal_of(getenv("ASYNCRT_DUMP"));
	struct sigaction old;
	if (!sig || sigaction(sig, NULL, &old) != 0 || old.sa_handler != SIG_DFL)
		return;         /* off, or the program handles it itself */
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_dump_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}
