/* calibrate.c - whether a parallel loop is worth fanning out.
 *
 * asyncc's scf.parallel (src/passes/parallel_for.c) asks, each time a
 * loop is about to run, asyncrt_parallel_worth(iterations, cost, leaves):
 * the loop has iterations iterations of about cost units of work each by
 * the compiler's static estimate, and the static rule would cut it into
 * leaves tasks.  The answer is leaves (fan out) or 1 (run every block in
 * place, in the calling thread).  The rule:
 *
 *   work   = iterations * cost * unit_ns
 *   W      = min(workers, leaves)
 *   saving = work - work / W                (the time W threads save)
 *   price  = dispatch_ns                    (a measured fork-join)
 *          + SLICE_NS when the machine is oversubscribed
 *   fan out iff saving > MARGIN * price
 *
 * What needs no measuring is decided first: one leaf or one worker runs
 * in place at once, and so does, on a busy machine, a loop whose saving
 * cannot pay for a slice.  unit_ns and dispatch_ns are measured once per
 * process, on the first loop that needs them (under a tenth of a
 * millisecond on an idle machine):
 *   - unit_ns: a dependent chain of integer multiply-adds, the kind of
 *     unit the static cost model counts (one per arithmetic op);
 *   - dispatch_ns: the median of up to CAL_ROUNDS fork-joins of an empty
 *     task per worker through a group, the way the generated code
 *     dispatches its leaves, within CAL_BUDGET_NS (one at least).
 * Oversubscription is measured too, not guessed, at most every SAMPLE_NS:
 * the load average (busy when it reaches the CPU count plus the loop's
 * own W threads), other processes' threads runnable at the moment (more
 * than the CPUs the W threads leave: crowded()), or this process's
 * involuntary context switches
 * (getrusage): a thread preempted more than BUSY_PER_S times a second
 * shares its CPU with other work, and a worker woken for a leaf may then
 * wait a scheduler slice for a CPU while the loop waits for its last
 * leaf: a loop of 100 us of work dispatched every time measured 0.54x of
 * its sequential build that way on a loaded 2-core machine.  On a loaded
 * machine only loops long against a slice fan out; they gain where the
 * scheduler gives each thread a share of the CPUs, not where one
 * session's threads share one (autogroup: bench/parallel.mlir measured
 * 1.02x there with 2 workers, at a load average of 15 to 20 on 2 CPUs).
 *
 * A loop the rule fans out still runs in place where it runs again and
 * again and its own times say that fanning it out does not pay (learn.c:
 * a memory-bound loop, whose traffic the static estimate does not count).
 *
 * ASYNCRT_PARALLEL_STATS=1 prints at exit how many loops ran in place
 * and how many fanned out, and the calibration. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

enum {
	CAL_ROUNDS = 5,            /* fork-joins timed; the median counts */
	CHAIN_STEPS = 1 << 12,     /* multiply-adds timed for unit_ns */
	MARGIN = 2,                /* the saving must pay the price twice */
	BUSY_PER_S = 50,           /* preemptions a second: oversubscribed */
};
#define CAL_BUDGET_NS 100e3        /* what the fork-joins may take in all */
#define SLICE_NS 3e6               /* a scheduler slice (CFS/EEVDF: ~3 ms) */
#define SAMPLE_NS 100e6            /* load and preemptions looked at this often */

static struct {
	pthread_once_t stats_once, unit_once, dispatch_once;
	double unit_ns, dispatch_ns;
	/* The preemption rate: last sample, and whether it said busy. */
	pthread_mutex_t lock;
	double sampled_at;
	long nivcsw;
	_Atomic bool busy, looked;
	_Atomic int64_t in_place, fanned_out;
	bool stats;
} cal = {.stats_once = PTHREAD_ONCE_INIT, .unit_once = PTHREAD_ONCE_INIT,
         .dispatch_once = PTHREAD_ONCE_INIT, .lock = PTHREAD_MUTEX_INITIALIZER};

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* A task that only completes its token, and lets go of it. */
static void emplace_task(void *arg)
{
	asyncrt_token_emplace(arg);
	asyncrt_drop_ref(arg, 1);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* One unit: a dependent multiply-add step counts 4 (mul, add, the loop's
 * increment and compare), as the static model counts an scf.for step. */
static double chain_ns(void)
{
	uint64_t x = 1;
	double t0 = now_ns();
	for (uint64_t i = 0; i < CHAIN_STEPS; i++) {
		x = x * 6364136223846793005u + i;
		__asm__ volatile("" : "+r"(x));
	}
	return (now_ns() - t0) / (4.0 * CHAIN_STEPS);
}

/* The fastest of three: a preemption while timing is not the work's. */
static double measure_unit_ns(void)
{
	double best = chain_ns();
	for (int r = 0; r < 2; r++) {
		double t = chain_ns();
		best = t < best ? t : best;
	}
	return best;
}

/* Fork-joins of one empty task per worker, CAL_ROUNDS of them or as many
 * as fit in CAL_BUDGET_NS (at least one: on a loaded machine one takes
 * hundreds of microseconds); the median.  The tasks are started the way
 * the generated code starts its leaves, with asyncrt_execute and a token
 * each in a group: tasks that the waiting thread may not run itself
 * (help.c), so that workers are woken for them and the waiter sleeps
 * until they are done, as it does for the leaves.  (Members spawned with
 * asyncrt_group_spawn would run in the caller, a tenth of a microsecond
 * each, and every loop would fan out.) */
static double fork_join_ns(int w)
{
	double t0 = now_ns();
	asyncrt_group *g = asyncrt_group_create(w);
	for (int i = 0; i < w; i++) {
		asyncrt_token *k = asyncrt_token_create();
		asyncrt_add_ref(k, 1);          /* the task's */
		asyncrt_execute(emplace_task, k);
		asyncrt_group_add(g, k);
		asyncrt_drop_ref(k, 1);
	}
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	return now_ns() - t0;
}

/* The first fork-join is not timed: it waits for the pool's threads to
 * start, a price paid once, which made a process that timed it run
 * every loop in place. */
static double measure_dispatch_ns(void)
{
	int w = rt_num_workers(), n = 0;
	double t[CAL_ROUNDS];
	fork_join_ns(w);
	double start = now_ns();
	while (n < CAL_ROUNDS && (n == 0 || now_ns() - start < CAL_BUDGET_NS))
		t[n++] = fork_join_ns(w);
	qsort(t, n, sizeof t[0], cmp_double);
	return t[n / 2];
}

static void print_stats(void)
{
	fprintf(stderr, "asyncrt: parallel loops: %lld in place, %lld fanned out\n",
	        (long long)cal.in_place, (long long)cal.fanned_out);
	int64_t learned = rt_learned_in_place();
	if (learned)
		fprintf(stderr, "asyncrt: parallel loops: %lld of those in place "
		        "on their own times (learn.c)\n", (long long)learned);
}

static void stats_setup(void)
{
	const char *s = getenv("ASYNCRT_PARALLEL_STATS");
	cal.stats = s && *s && strcmp(s, "0") != 0;
	if (cal.stats)
		atexit(print_stats);
}

/* Whether the load average says the CPUs are taken: at least one
 * runnable thread per CPU besides the loop's own (w workers). */
static bool loaded(int64_t w)
{
	double load;
	return getloadavg(&load, 1) == 1 && load >= rt_cpu_count() + w;
}

/* Whether other processes' threads are runnable right now, more of
 * them than the CPUs the loop's w workers leave, plus one: the fourth
 * field of /proc/loadavg counts the runnable threads of the whole
 * machine, this process's running ones (the caller, its pool's threads
 * neither idle nor blocked) included.  The load average follows a change of load a
 * minute late; this sees a build started a moment ago (niced or not:
 * bench/parallel2d.mlir measured 0.56x of its sequential build beside
 * two niced compilers on 2 CPUs, at a load average under 2). */
static bool crowded(int64_t w)
{
	char buf[128];
	int fd = open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	int runnable;
	if (n <= 0)
		return false;
	buf[n] = 0;
	if (sscanf(buf, "%*s %*s %*s %d/", &runnable) != 1)
		return false;
	int own = 1 + atomic_load_explicit(&rt_pool.nstarted, relaxed) -
	          atomic_load_explicit(&rt_pool.nidle, relaxed) -
	          atomic_load_explicit(&rt_pool.nblocked, relaxed);
	/* One more is the moment's noise (the shell of a pipeline starting,
	 * a daemon waking), not a machine that stays crowded. */
	return runnable - own > rt_cpu_count() - w + 1;
}

/* The unit cost, and the start of the first preemption window. */
static void calibrate_unit(void)
{
	cal.unit_ns = measure_unit_ns();
	struct rusage ru;
	if (getrusage(RUSAGE_SELF, &ru) == 0) {
		cal.nivcsw = ru.ru_nivcsw;
		cal.sampled_at = now_ns();
	}
}

static void calibrate_dispatch(void)
{
	double t0 = now_ns();
	cal.dispatch_ns = measure_dispatch_ns();
	if (cal.stats)
		fprintf(stderr, "asyncrt: parallel loops: a unit of work %.3f ns, "
		        "a fork-join on %d workers %.1f us (calibration %.1f us)\n",
		        cal.unit_ns, rt_num_workers(), cal.dispatch_ns / 1e3, (now_ns() - t0) / 1e3);
}

/* Whether the machine is oversubscribed: the load average, or this
 * process's threads preempted more than BUSY_PER_S times a second over
 * the last window.  A fresh look every SAMPLE_NS at most, by whichever
 * caller gets the lock; the first at the first loop that asks. */
static bool oversubscribed(int64_t w)
{
	double t = now_ns();
	if ((!cal.looked || t - cal.sampled_at >= SAMPLE_NS) &&
	    pthread_mutex_trylock(&cal.lock) == 0) {
		struct rusage ru;
		bool busy = loaded(w) || crowded(w);
		if (cal.looked && getrusage(RUSAGE_SELF, &ru) == 0) {
			double dt = t - cal.sampled_at;
			busy |= (ru.ru_nivcsw - cal.nivcsw) * 1e9 / dt > BUSY_PER_S;
			cal.nivcsw = ru.ru_nivcsw;
			cal.sampled_at = t;
		}
		cal.busy = busy;
		cal.looked = true;
		pthread_mutex_unlock(&cal.lock);
	}
	return cal.busy;
}

/* The rule at the top of the file.  What needs no measuring is decided
 * first: one leaf or one worker runs in place without a calibration, and
 * on a busy machine a loop that cannot pay for a slice runs in place
 * before any fork-join is timed. */
static bool worth(int64_t iterations, int64_t cost, int64_t leaves)
{
	int64_t w = rt_pool_size();        /* a loop run in place starts no pool */
	if (w > leaves)
		w = leaves;
	if (w <= 1)
		return false;
	pthread_once(&cal.unit_once, calibrate_unit);
	double work = (double)iterations * (double)cost * cal.unit_ns;
	double saving = work - work / (double)w;
	bool busy = oversubscribed(w);
	if (busy && saving <= MARGIN * SLICE_NS)
		return false;
	pthread_once(&cal.dispatch_once, calibrate_dispatch);
	return saving > MARGIN * (cal.dispatch_ns + (busy ? SLICE_NS : 0));
}

ASYNCRT_API int64_t asyncrt_parallel_worth(int64_t iterations, int64_t cost, int64_t leaves)
{
	pthread_once(&cal.stats_once, stats_setup);
	bool fan_out = rt_learned_fan_out(iterations, cost, leaves,
	                                  leaves > 1 && worth(iterations, cost, leaves));
	atomic_fetch_add_explicit(fan_out ? &cal.fanned_out : &cal.in_place, 1, relaxed);
	return fan_out ? leaves : leaves < 1 ? leaves : 1;
}
