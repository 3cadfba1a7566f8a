/* parallel.c - asyncrt_parallel_for: a loop over [lo, hi) in chunks.
 *
 * The chunks are fixed by lo, hi and grain alone (chunk k is
 * [lo + k*grain, min(hi, lo + (k+1)*grain))), so a reduction into
 * per-chunk slots gives the same result on any pool.  They are handed
 * out by binary splitting: the caller keeps the left half of its range
 * and spawns the right half as a member of one group, whose members
 * split further the same way.  Idle workers steal the biggest halves
 * (the oldest, at the top of a deque); the caller then awaits the group
 * and, helping (help.c), runs the halves nobody stole and the pieces of
 * the stolen ones.  That is one spawn per chunk beyond the first, and a
 * loop of one chunk is a plain call. */
#include "rt.h"

enum { AUTO_CHUNKS_PER_WORKER = 16 };

struct loop {
	asyncrt_range_fn *fn;
	void *arg;
	int64_t lo, hi, grain;
	asyncrt_group *g;
};

struct piece {
	struct loop *loop;
	int64_t c0, c1;            /* chunks c0 .. c1-1 */
};

static void run_piece(void *p);

static void run_chunks(struct loop *l, int64_t c0, int64_t c1)
{
	while (c1 - c0 > 1) {
		int64_t mid = c0 + (c1 - c0) / 2;
		struct piece *p = rt_alloc(sizeof *p);
		*p = (struct piece){l, mid, c1};
		asyncrt_group_spawn(l->g, run_piece, p);
		c1 = mid;
	}
	int64_t lo = l->lo + c0 * l->grain;
	int64_t hi = l->hi - lo > l->grain ? lo + l->grain : l->hi;
	l->fn(lo, hi, l->arg);
}

static void run_piece(void *arg)
{
	struct piece p = *(struct piece *)arg;
	rt_free(arg);
	run_chunks(p.loop, p.c0, p.c1);
}

void asyncrt_parallel_for(int64_t lo, int64_t hi, int64_t grain,
                          asyncrt_range_fn *fn, void *arg)
{
	if (hi <= lo)
		return;
	uint64_t n = (uint64_t)hi - (uint64_t)lo;
	if (grain <= 0) {
		uint64_t parts = (uint64_t)rt_num_workers() * AUTO_CHUNKS_PER_WORKER;
		grain = (int64_t)((n + parts - 1) / parts);
	}
	uint64_t chunks = (n - 1) / (uint64_t)grain + 1;
	if (chunks == 1) {
		fn(lo, hi, arg);
		return;
	}
	struct loop l = {fn, arg, lo, hi, grain, group_new((int64_t)chunks - 1)};
	run_chunks(&l, 0, (int64_t)chunks);
	obj_await(&l.g->o);
	obj_drop(&l.g->o, 1);
}
