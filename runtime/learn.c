/* learn.c - parallel loops that run again and again: the verdict learned
 * from their own times.
 *
 * calibrate.c's rule predicts a loop's saving from the compiler's static
 * estimate of its work, which counts operations, not memory traffic.  A
 * memory-bound loop gains nothing from a second thread where both share
 * one memory bus, and then loses the fork-join: bench/parallel2d.mlir
 * (1024x768 floats, 40 times) measured 0.89x of its sequential build
 * when fanned out on this 2-CPU machine, where the same loop written by
 * hand with pthreads measured 0.80x.  No estimate made at compile time
 * knows the machine's memory bandwidth, so where a loop runs again and
 * again (a time step, a repetition), its own times decide.
 *
 * A loop is known by what the generated code asks about it: its
 * iterations, its cost per iteration and its leaves.  The time from one
 * asyncrt_parallel_worth call of a thread to its next call, for the same
 * loop, is a period: the loop once, run the way the first call said,
 * plus whatever the program did before it came back to the loop, which
 * is the same either way.  So a loop that the rule would fan out, and
 * that comes back to itself, runs in place for LEARN_RUNS periods and
 * fanned out for as many, and fans out from then on only if the median
 * fanned-out period was shorter than the median in-place one by
 * LEARN_MARGIN.  Every
 * RELEARN_RUNS verdicts it learns again: the machine's load changes.
 *
 *   calls     1            2 .. 6     7 .. 10      11 ...
 *   verdict   fanned out   in place   fanned out   the faster of the two
 *             (the rule: nothing to time it against yet)
 *
 * A loop that runs once, or that its thread runs between other loops,
 * has no periods and is decided by the rule alone, as is every loop
 * beyond the LOOPS this file keeps.  Learning costs LEARN_RUNS runs of
 * the slower way in every RELEARN_RUNS + 2 * LEARN_RUNS. */
#include "rt.h"

#include <string.h>

enum {
	LEARN_RUNS = 5,            /* periods timed each way */
	RELEARN_RUNS = 500,        /* verdicts before learning again */
	LOOPS = 64,                /* loops kept (a power of two) */
	PROBES = 4,                /* slots looked at for a loop */
};
#define LEARN_MARGIN 0.95      /* fanned out must take at most this much */

enum { IN_PLACE, FANNED_OUT };
enum { LEARNING = -1 };

struct loop_record {
	int64_t iterations, cost, leaves;   /* the key; leaves 0: a free slot */
	double period[2][LEARN_RUNS];       /* [IN_PLACE], [FANNED_OUT] */
	int nperiods[2];
	int verdict;                        /* LEARNING, IN_PLACE or FANNED_OUT */
	int runs;                           /* verdicts since it was learned */
};

static struct {
	pthread_mutex_t lock;
	struct loop_record loops[LOOPS];
	_Atomic int64_t learned_in_place;   /* verdicts of learning: in place */
} learn = {.lock = PTHREAD_MUTEX_INITIALIZER};

/* The calling thread's last call: its loop (NULL: none, or one not
 * learned), when, and which way it ran. */
static _Thread_local struct {
	struct loop_record *loop;
	uint64_t at;
	int way;
} last;

static uint64_t key_hash(int64_t iterations, int64_t cost, int64_t leaves)
{
	uint64_t h = (uint64_t)iterations * 0x9E3779B97F4A7C15u;
	h ^= (uint64_t)cost * 0xC2B2AE3D27D4EB4Fu;
	h ^= (uint64_t)leaves * 0x165667B19E3779F9u;
	return h ^ (h >> 29);
}

/* The loop's record, made if there is room; NULL if there is none. */
static struct loop_record *find(int64_t iterations, int64_t cost, int64_t leaves)
{
	uint64_t h = key_hash(iterations, cost, leaves);
	for (int i = 0; i < PROBES; i++) {
		struct loop_record *r = &learn.loops[(h + (uint64_t)i) & (LOOPS - 1)];
		if (r->leaves == 0) {
			*r = (struct loop_record){iterations, cost, leaves, .verdict = LEARNING};
			return r;
		}
		if (r->iterations == iterations && r->cost == cost && r->leaves == leaves)
			return r;
	}
	return NULL;
}

static double median_of(double *v, int n)
{
	double s[LEARN_RUNS];
	memcpy(s, v, (size_t)n * sizeof *s);
	for (int i = 1; i < n; i++)          /* insertion sort: n is 5 */
		for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
			double t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	return s[n / 2];
}

/* The way r runs now: learning, each way in turn, else its verdict until
 * it is due to learn again.  A run that follows another loop's, on its
 * thread, is likely to be followed by another loop's too, and then has
 * no period: while learning, it goes the rule's way. */
static int next_way(struct loop_record *r, bool follows_itself)
{
	if (r->verdict == LEARNING) {
		if (!follows_itself)
			return FANNED_OUT;
		if (r->nperiods[IN_PLACE] < LEARN_RUNS)
			return IN_PLACE;
		if (r->nperiods[FANNED_OUT] < LEARN_RUNS)
			return FANNED_OUT;
		double in = median_of(r->period[IN_PLACE], LEARN_RUNS);
		double out = median_of(r->period[FANNED_OUT], LEARN_RUNS);
		r->verdict = out <= LEARN_MARGIN * in ? FANNED_OUT : IN_PLACE;
		r->runs = 0;
	}
	if (++r->runs > RELEARN_RUNS) {
		r->verdict = LEARNING;
		r->nperiods[IN_PLACE] = r->nperiods[FANNED_OUT] = 0;
		return IN_PLACE;
	}
	return r->verdict;
}

bool rt_learned_fan_out(int64_t iterations, int64_t cost, int64_t leaves,
                        bool rule)
{
	if (!rule) {
		last.loop = NULL;     /* another loop ran in between */
		return false;
	}
	uint64_t now = rt_now_ns();
	if (pthread_mutex_trylock(&learn.lock) != 0) {
		last.loop = NULL;
		return true;
	}
	struct loop_record *r = find(iterations, cost, leaves);
	int way = FANNED_OUT;
	if (r) {
		int *n = &r->nperiods[last.way];
		if (last.loop == r && r->verdict == LEARNING && *n < LEARN_RUNS)
			r->period[last.way][(*n)++] = (double)(now - last.at);
		way = next_way(r, last.loop == r);
		if (way == IN_PLACE && r->verdict != LEARNING)
			atomic_fetch_add_explicit(&learn.learned_in_place, 1, relaxed);
	}
	pthread_mutex_unlock(&learn.lock);
	last.loop = r;
	last.at = now;
	last.way = way;
	return way == FANNED_OUT;
}

int64_t rt_learned_in_place(void)
{
	return atomic_load_explicit(&learn.learned_in_place, relaxed);
}
