/* object.c - tokens, values and groups: creation, references, state.
 *
 * Tokens and values start with two references, MLIR's convention: one is
 * the caller's, the other the producer's, which emplace / set_error
 * consumes.  A group starts with one, plus the self-reference it holds
 * while members are pending (await.c).  Values carry their storage in the
 * same block as the object. */
#include "rt.h"

#include <string.h>

void obj_destroy(struct obj *o)
{
	rt_count(rt_thread(), obj_kind_index(o), -1);
	o->kind = OBJ_DEAD;
	obj_site_clear(o);
	rt_free(o);
}


/* is_ready: compiled code asks before an await, and skips the await
 * when it says yes; statistics count that as an await found ready, a
 * trace as a dependency met. */
static bool obj_ready(struct obj *o)
{
	bool done = obj_is_done(o);
	if (done)
		RT_OBS(found_ready(o));
	return done;
}

void asyncrt_add_ref(void *obj, int64_t count)
{
	struct obj *o = obj;
	if (unlikely(!obj_is_live(o)))
		rt_bad_object(o, 0);
	if (unlikely(count < 0))
		rt_die("asyncrt_add_ref: negative count %lld", (long long)count);
	atomic_fetch_add_explicit(&o->refs, count, relaxed);
}

void asyncrt_drop_ref(void *obj, int64_t count)
{
	obj_drop(obj, count);
}

/* ---- tokens ----------------------------------------------------------- */

asyncrt_token *token_new(void)
{
	struct thread *t = rt_thread();
	asyncrt_token *tok = rt_alloc(sizeof *tok);
	obj_init(t, &tok->o, OBJ_TOKEN, 2, 0);
	return tok;
}

asyncrt_token *asyncrt_token_create(void)
{
	return token_new();
}

void asyncrt_token_emplace(asyncrt_token *t)
{
	obj_check(&t->o, OBJ_TOKEN);
	obj_complete(&t->o, false);
	obj_drop(&t->o, 1);
}

void asyncrt_token_set_error(asyncrt_token *t)
{
	obj_check(&t->o, OBJ_TOKEN);
	obj_complete(&t->o, true);
	obj_drop(&t->o, 1);
}

bool asyncrt_token_is_ready(asyncrt_token *t)
{
	obj_check(&t->o, OBJ_TOKEN);
	return obj_ready(&t->o);
}

bool asyncrt_token_is_error(asyncrt_token *t)
{
	obj_check(&t->o, OBJ_TOKEN);
	return atomic_load_explicit(&t->o.state, acquire) & ST_ERROR;
}

void asyncrt_token_await(asyncrt_token *t)
{
	obj_check(&t->o, OBJ_TOKEN);
	obj_await(&t->o);
}

void asyncrt_token_await_and_execute(asyncrt_token *t, asyncrt_fn *fn,
                                     void *arg)
{
	obj_check(&t->o, OBJ_TOKEN);
	obj_await_and_execute(&t->o, fn, arg);
}

/* ---- values ----------------------------------------------------------- */

/* Blocks are whole multiples of 16 bytes, so small storage is zeroed
 * 16 bytes at a time without a call to memset. */
static void zero_storage(uint64_t *w, size_t size)
{
	if (likely(size - 1 < 16)) {          /* 1 to 16 bytes */
		w[0] = w[1] = 0;
	} else if (size <= 64) {
		for (size_t i = 0; i < (size + 15) / 16; i++)
			w[2 * i] = w[2 * i + 1] = 0;
	} else if (size) {
		memset(w, 0, size);
	}
}

enum { VALUE_HEAD = (sizeof(asyncrt_value) + 15) & ~15 };

asyncrt_value *value_new(size_t size, size_t align)
{
	if (unlikely(!align || (align & (align - 1))))
		rt_die("value alignment %zu is not a power of two", align);
	struct thread *t = rt_thread();
	asyncrt_value *v;
	size_t off = VALUE_HEAD;
	if (likely(align <= 16)) {
		v = rt_alloc(off + size);
	} else {
		off = (sizeof(asyncrt_value) + align - 1) & ~(align - 1);
		v = rt_alloc_aligned(off + size, align);
	}
	obj_init(t, &v->o, OBJ_VALUE, 2, 0);
	v->o.aux = (uint32_t)off;
	zero_storage(value_storage(v), size);
	return v;
}

asyncrt_value *asyncrt_value_create_aligned(size_t size, size_t align)
{
	return value_new(size, align);
}

asyncrt_value *asyncrt_value_create(size_t size)
{
	return value_new(size, 16);
}

void *asyncrt_value_storage(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	return value_storage(v);
}

void asyncrt_value_emplace(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	obj_complete(&v->o, false);
	obj_drop(&v->o, 1);
}

void asyncrt_value_set_error(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	obj_complete(&v->o, true);
	obj_drop(&v->o, 1);
}

bool asyncrt_value_is_ready(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	return obj_ready(&v->o);
}

bool asyncrt_value_is_error(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	return atomic_load_explicit(&v->o.state, acquire) & ST_ERROR;
}

void asyncrt_value_await(asyncrt_value *v)
{
	obj_check(&v->o, OBJ_VALUE);
	obj_await(&v->o);
}

void asyncrt_value_await_and_execute(asyncrt_value *v, asyncrt_fn *fn,
                                     void *arg)
{
	obj_check(&v->o, OBJ_VALUE);
	obj_await_and_execute(&v->o, fn, arg);
}

/* ---- groups ----------------------------------------------------------- */

asyncrt_group *group_new(int64_t size)
{
	if (unlikely(size < 0))
		rt_die("group of negative size %lld", (long long)size);
	if (unlikely(size > GROUP_MAX_SIZE))
		rt_die("group of %lld members: at most %lld", (long long)size,
		       (long long)GROUP_MAX_SIZE);
	struct thread *t = rt_thread();
	asyncrt_group *g = rt_alloc_aligned(sizeof *g, CACHE_LINE);
	obj_init(t, &g->o, OBJ_GROUP, size > 0 ? 2 : 1, size > 0 ? 0 : ST_DONE);
	atomic_init(&g->count, (uint64_t)size);    /* all pending, none added */
	atomic_init(&g->nerrors, 0);
	atomic_init(&g->open, false);
	g->size = size;
	return g;
}

/* Growable: pending starts at one, the hold the first await drops. */
asyncrt_group *asyncrt_group_create_growable(void)
{
	asyncrt_group *g = group_new(1);
	atomic_store_explicit(&g->open, true, relaxed);
	g->size = GROUP_GROWABLE;
	return g;
}

asyncrt_group *asyncrt_group_create(int64_t size)
{
	return group_new(size);
}

int64_t asyncrt_group_add(asyncrt_group *g, asyncrt_token *t)
{
	obj_check(&g->o, OBJ_GROUP);
	obj_check(&t->o, OBJ_TOKEN);
	return group_add(g, &t->o);
}

int64_t asyncrt_group_add_value(asyncrt_group *g, asyncrt_value *v)
{
	obj_check(&g->o, OBJ_GROUP);
	obj_check(&v->o, OBJ_VALUE);
	return group_add(g, &v->o);
}

bool asyncrt_group_is_ready(asyncrt_group *g)
{
	obj_check(&g->o, OBJ_GROUP);
	return obj_ready(&g->o);
}

bool asyncrt_group_is_error(asyncrt_group *g)
{
	obj_check(&g->o, OBJ_GROUP);
	return atomic_load_explicit(&g->nerrors, acquire) > 0;
}

void asyncrt_group_await(asyncrt_group *g)
{
	obj_check(&g->o, OBJ_GROUP);
	group_close(g);
	obj_await(&g->o);
}

void asyncrt_group_await_and_execute(asyncrt_group *g, asyncrt_fn *fn,
                                     void *arg)
{
	obj_check(&g->o, OBJ_GROUP);
	group_close(g);
	obj_await_and_execute(&g->o, fn, arg);
}
