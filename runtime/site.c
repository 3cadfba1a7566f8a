/* site.c - source locations: where tasks start, awaits wait and objects
 * are created.
 *
 * asyncc passes a static asyncrt_site per place in the program to the
 * *_at entry points.  The runtime numbers a site the first time it sees
 * it (one CAS on the descriptor's id) so that a 32-bit number can stand
 * for it: an object created at a site keeps that number in the spare
 * word of its block header (struct hdr.pad), which costs no memory, and
 * obj_destroy clears it.  Code that passes no site (C callers, objects
 * built by MLIR's own pipeline) is named by the symbol of the function
 * it runs, from dladdr, when the executable exports it. */
#define _GNU_SOURCE
#include "rt.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

enum { MAX_SITES = 1 << 16 };

static const asyncrt_site *sites[MAX_SITES];
static _Atomic uint32_t nsites;

uint32_t site_id(const struct asyncrt_site *s)
{
	if (!s)
		return 0;
	_Atomic uint32_t *idp = (_Atomic uint32_t *)&((asyncrt_site *)s)->id;
	uint32_t id = atomic_load_explicit(idp, acquire);
	if (likely(id != 0 && id != UINT32_MAX))
		return id;
	if (id == 0) {
		uint32_t zero = 0;
		/* UINT32_MAX: being numbered; the winner publishes. */
		if (atomic_compare_exchange_strong_explicit(idp, &zero, UINT32_MAX,
		                                            acq_rel, acquire)) {
			uint32_t n = atomic_fetch_add_explicit(&nsites, 1, relaxed) + 1;
			if (n >= MAX_SITES)
				n = 0;          /* too many: unnamed from now on */
			else
				sites[n] = s;
			atomic_store_explicit(idp, n ? n : UINT32_MAX - 1, release);
			return n;
		}
	}
	while ((id = atomic_load_explicit(idp, acquire)) == UINT32_MAX)
		cpu_relax();
	return id < MAX_SITES ? id : 0;
}

const struct asyncrt_site *site_by_id(uint32_t id)
{
	return id && id < MAX_SITES ? sites[id] : NULL;
}

const char *site_name(const struct asyncrt_site *s, asyncrt_fn *fn,
                      char *buf, size_t len)
{
	if (s) {
		snprintf(buf, len, "%s%s%s", s->loc ? s->loc : "?",
		         s->func && *s->func ? " " : "", s->func ? s->func : "");
		return buf;
	}
	Dl_info info;
	if (fn && dladdr((void *)(uintptr_t)fn, &info) && info.dli_sname)
		snprintf(buf, len, "%s", info.dli_sname);
	else
		snprintf(buf, len, "%p", (void *)(uintptr_t)fn);
	return buf;
}

#ifdef RT_PLAIN_MALLOC
const struct asyncrt_site *site_created(struct obj *o)
{
	(void)o;
	return NULL;
}

static void *created_at(struct obj *o, asyncrt_site *site)
{
	(void)site;
	return o;
}
#else
const struct asyncrt_site *site_created(struct obj *o)
{
	return site_by_id(rt_header(o)->pad);
}

static void *created_at(struct obj *o, asyncrt_site *site)
{
	rt_header(o)->pad = site_id(site);
	return o;
}
#endif

asyncrt_token *asyncrt_token_create_at(asyncrt_site *site)
{
	return created_at(&token_new()->o, site);
}

asyncrt_value *asyncrt_value_create_at(size_t size, asyncrt_site *site)
{
	return created_at(&value_new(size, 16)->o, site);
}

/* ---- task functions and their sites -------------------------------------
 * Untraced, a queued task is a (fn, arg) pair: its site is gone by the
 * time the dump lists the queues.  asyncc makes one function per
 * async.execute, so the first site a function is queued from names it.
 * asyncrt_execute_at notes it the first time it sees a site (the site
 * is not numbered yet): after that, a load and a branch.  The table is
 * open addressing, filled once per site and never emptied; when it is
 * full, tasks are named by their symbol. */
enum { FN_SITES = 1024 };

static struct {
	_Atomic(asyncrt_fn *) fn;
	_Atomic(const asyncrt_site *) site;
} fn_sites[FN_SITES];

static size_t fn_slot(asyncrt_fn *fn)
{
	return (size_t)(((uintptr_t)fn >> 4) * 0x9e3779b97f4a7c15ull >> 54) % FN_SITES;
}

static void note_fn_site(asyncrt_fn *fn, const asyncrt_site *s)
{
	size_t h = fn_slot(fn);
	for (size_t k = 0; k < FN_SITES; k++) {
		size_t i = (h + k) % FN_SITES;
		asyncrt_fn *cur = NULL;
		if (atomic_compare_exchange_strong_explicit(&fn_sites[i].fn, &cur, fn,
		                                            acq_rel, acquire)) {
			atomic_store_explicit(&fn_sites[i].site, s, release);
			return;
		}
		if (cur == fn)
			return;         /* the first site it was seen at */
	}
}

const asyncrt_site *site_of_fn(asyncrt_fn *fn)
{
	size_t h = fn_slot(fn);
	for (size_t k = 0; k < FN_SITES; k++) {
		size_t i = (h + k) % FN_SITES;
		asyncrt_fn *cur = atomic_load_explicit(&fn_sites[i].fn, acquire);
		if (cur == fn)
			return atomic_load_explicit(&fn_sites[i].site, acquire);
		if (!cur)
			return NULL;
	}
	return NULL;
}

const char *task_name(struct task k, char *buf, size_t len)
{
	if (k.fn == spawned_run) {
		struct spawned *s = k.arg;
		k = (struct task){s->fn, s->arg};
	} else if (k.fn == group_task_run) {
		struct group_task *g = k.arg;
		k = (struct task){g->fn, g->arg};
	}
	const asyncrt_site *site = NULL;
	trace_unwrap(&k.fn, &k.arg, &site);
	return site_name(site ? site : site_of_fn(k.fn), k.fn, buf, len);
}

void asyncrt_execute_at(asyncrt_fn *fn, void *arg, asyncrt_site *site)
{
	struct thread *t = rt_thread();
	if (unlikely(site && !atomic_load_explicit((_Atomic uint32_t *)&site->id, relaxed))) {
		site_id(site);
		note_fn_site(fn, site);
	}
	RT_TRACE_WRAP(t, fn, arg, site, false);
	rt_spawn(t, fn, arg);
}

static void check_any(struct obj *o)
{
	if (unlikely(!obj_is_live(o)))
		rt_bad_object(o, 0);
}

void asyncrt_await_at(void *obj, asyncrt_site *site)
{
	struct obj *o = obj;
	check_any(o);
	if (!obj_is_done(o)) {
		struct thread *t = rt_thread();
		const asyncrt_site *prev = t->wait_site;
		t->wait_site = site;
		obj_await(o);
		t->wait_site = prev;
	}
	RT_OBS(depend(o));
}

void asyncrt_await_and_execute_at(void *obj, asyncrt_fn *fn, void *arg,
                                  asyncrt_site *site)
{
	struct obj *o = obj;
	check_any(o);
	obj_await_and_execute_at(o, fn, arg, site);
}
