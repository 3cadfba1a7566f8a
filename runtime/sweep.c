/* sweep.c - giving the memory of a burst back to the system.
 *
 * A program that once held a million live objects leaves a million free
 * blocks behind, most of them in the depots' magazines (alloc.c): the
 * threads that freed them kept only a magazine or two each.  A sweep
 * takes every full magazine out of the depots, counts the blocks it finds
 * per slab (a block's slab is its address rounded down, slab.c), and a
 * slab that has as many free blocks in the sweep's hands as were ever
 * carved from it holds nothing anybody uses: its blocks are taken out of
 * the magazines and the slab goes back to the system.  The rest goes
 * back to the depots.  Magazines emptied that way are swept the same
 * way, from the stack of empty ones.  The sweep touches the magazines
 * and one line per slab, never the blocks, so it is quick even for
 * hundreds of megabytes, and nothing on the allocation and free paths
 * changes: they only count what they put into the depots (once per
 * magazine, in a thread-local count that goes to the shared one a
 * NOTE_BATCH at a time, so that threads spilling at once do not fight
 * over its cache line).
 *
 * When.  Sweeping in the middle of a burst would give back what is about
 * to be carved again, so a sweep is due only after SWEEP_MIN bytes went
 * into the depots since the last one, and runs only once that count has
 * stood still for a while: an idle worker sees to it (idle.c), poked
 * when the sweep becomes due.  Free blocks still on threads' own lists
 * are out of reach; idle workers flush theirs first, and a client thread
 * holds at most a few magazines' worth per class. */
#include "rt.h"

static const uint64_t SWEEP_MIN = 4u << 20;
static const size_t NOTE_BATCH = 1u << 20;

static _Atomic uint64_t pushed;        /* bytes ever put into the depots */
static _Atomic uint64_t swept;         /* pushed, at the last sweep */
static _Atomic bool due;
static pthread_mutex_t sweep_lock = PTHREAD_MUTEX_INITIALIZER;

static __thread size_t unnoted __attribute__((tls_model("initial-exec")));

void rt_sweep_note(size_t bytes)
{
	bytes += unnoted;
	unnoted = 0;
	if (bytes < NOTE_BATCH) {
		unnoted = bytes;
		return;
	}
	uint64_t p = atomic_fetch_add_explicit(&pushed, bytes, relaxed) + bytes;
	if (p - atomic_load_explicit(&swept, relaxed) >= SWEEP_MIN &&
	    !atomic_load_explicit(&due, relaxed) &&
	    !atomic_exchange_explicit(&due, true, relaxed))
		rt_poke_idle();
}

bool rt_sweep_due(void)
{
	return atomic_load_explicit(&due, relaxed);
}

uint64_t rt_sweep_mark(void)
{
	return atomic_load_explicit(&pushed, relaxed);
}

/* Count one free object of slab s; seen lists the slabs counted. */
static void count(struct slab *s, struct slab **seen)
{
	if (s->sweep_n++ == 0) {
		s->sweep_next = *seen;
		*seen = s;
	}
}

/* Mark the slabs all of whose objects were counted. */
static void judge(struct slab *seen)
{
	for (struct slab *s = seen; s; s = s->sweep_next)
		s->sweep_free = !atomic_load_explicit(&s->carving, acquire) &&
		                s->sweep_n == s->nblocks;
}

/* Give the marked slabs back; reset the others' counts. */
static void give_back(struct slab *seen)
{
	while (seen) {
		struct slab *s = seen;
		seen = s->sweep_next;
		if (s->sweep_free) {
			rt_slab_free(s);
		} else {
			s->sweep_n = 0;
			s->sweep_next = NULL;
		}
	}
}

/* Take the blocks of freed slabs out of m; true if any are left. */
static bool compact(struct mag *m)
{
	uint32_t j = 0;
	for (uint32_t i = 0; i < m->n; i++)
		if (!rt_slab_of(m->blk[i])->sweep_free)
			m->blk[j++] = m->blk[i];
	m->n = j;
	return j > 0;
}

/* One class.  The magazines emptied go onto *empty. */
static void sweep_class(int cls, struct mag **empty)
{
	struct mag *chain = rt_depot_take(cls);
	if (!chain)
		return;
	struct slab *seen = NULL;
	for (struct mag *m = chain; m; m = m->next)
		for (uint32_t i = 0; i < m->n; i++)
			count(rt_slab_of(m->blk[i]), &seen);
	judge(seen);
	struct mag *keep = NULL, *last = NULL;
	while (chain) {
		struct mag *m = chain;
		chain = m->next;
		if (compact(m)) {
			m->next = keep;
			keep = m;
			last = last ? last : m;
		} else {
			m->next = *empty;
			*empty = m;
		}
	}
	give_back(seen);
	if (keep)
		rt_depot_put(cls, keep, last);
}

/* The empty magazines: those just emptied and the shared stack. */
static void sweep_mags(struct mag *chain)
{
	struct mag *more = rt_empties_take();
	if (!chain) {
		chain = more;
	} else if (more) {
		struct mag *end = chain;
		while (end->next)
			end = end->next;
		end->next = more;
	}
	struct slab *seen = NULL;
	for (struct mag *m = chain; m; m = m->next)
		count(rt_slab_of(m), &seen);
	judge(seen);
	struct mag *keep = NULL, *last = NULL;
	while (chain) {
		struct mag *m = chain;
		chain = m->next;
		if (!rt_slab_of(m)->sweep_free) {
			m->next = keep;
			keep = m;
			last = last ? last : m;
		}
	}
	give_back(seen);
	if (keep)
		rt_empties_put(keep, last);
}

void rt_sweep(void)
{
	if (pthread_mutex_trylock(&sweep_lock) != 0)
		return;
	atomic_store_explicit(&swept, atomic_load_explicit(&pushed, relaxed), relaxed);
	atomic_store_explicit(&due, false, relaxed);
	struct mag *empty = NULL;
	for (int cls = 0; cls < NCLASS; cls++)
		sweep_class(cls, &empty);
	sweep_mags(empty);
	pthread_mutex_unlock(&sweep_lock);
}
