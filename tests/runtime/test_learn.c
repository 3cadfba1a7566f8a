/* A parallel loop that runs again and again fans out only where its own
 * times say that pays (runtime/learn.c).  Each test plays a loop: it asks
 * asyncrt_parallel_worth, as the generated code does before each run,
 * about a loop whose static estimate makes the rule fan it out on any
 * machine, loaded or not, and then takes as long as a run would take the
 * way it was told (a busy wait on the clock, so that a loaded machine
 * stretches both ways alike).  The verdicts must be, call by call: the
 * rule's (fanned out), five in place and four more fanned out (learning),
 * then the faster way. */
#define _DEFAULT_SOURCE
#include "testutil.h"

#include <signal.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

TestSuite(learn, .timeout = RT_TEST_TIMEOUT);

enum { LEAVES = 4, LEARN = 5, RELEARN = 500 };

/* A loop the rule fans out whatever the load: 2^40 units of work. */
static const int64_t ITERATIONS = INT64_C(1) << 20, COST = INT64_C(1) << 20;

static uint64_t now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static void busy_us(uint64_t us)
{
	uint64_t end = now_us() + us;
	while (now_us() < end)
		;
}

/* One run of loop `cost` (the key) that takes in_us in place and out_us
 * fanned out; true if it was fanned out. */
static bool run_loop(int64_t cost, uint64_t in_us, uint64_t out_us)
{
	int64_t n = asyncrt_parallel_worth(ITERATIONS, cost, LEAVES);
	cr_assert(n == 1 || n == LEAVES, "verdict %lld", (long long)n);
	busy_us(n == 1 ? in_us : out_us);
	return n == LEAVES;
}

static void start(void)
{
	cr_assert_eq(asyncrt_set_num_workers(2), 0);
}

/* Whether call i (from 0) of a loop that comes back to itself fans out:
 * the rule's way, learning's (in place, then fanned out), the verdict. */
static bool expected_way(int i, bool verdict)
{
	if (i == 0)
		return true;
	if (i <= LEARN)
		return false;
	return i < 2 * LEARN ? true : verdict;
}

/* calls runs of a loop, whose verdict must be want. */
static void expect_learned(int calls, uint64_t in_us, uint64_t out_us, bool want)
{
	for (int i = 0; i < calls; i++) {
		bool out = run_loop(COST, in_us, out_us);
		bool expect = expected_way(i, want);
		cr_assert_eq(out, expect, "call %d: %s", i + 1,
		             out ? "fanned out" : "in place");
	}
}

Test(learn, a_loop_that_loses_runs_in_place)
{
	start();
	expect_learned(30, 300, 600, false);
}

Test(learn, a_loop_that_gains_fans_out)
{
	start();
	expect_learned(30, 600, 300, true);
}

/* Two loops taking turns on one thread have no periods: the rule alone,
 * which fans both out, however much that loses. */
Test(learn, loops_taking_turns_keep_the_rule)
{
	start();
	for (int i = 0; i < 30; i++) {
		cr_assert(run_loop(COST, 200, 400), "call %d of the first", i + 1);
		cr_assert(run_loop(COST + 1, 200, 400), "call %d of the second", i + 1);
	}
}

/* The machine changes: after RELEARN verdicts the loop learns again. */
Test(learn, a_loop_learns_again)
{
	start();
	expect_learned(2 * LEARN + 1, 200, 400, false);
	for (int i = 2 * LEARN + 1; i < RELEARN + 2 * LEARN; i++)
		cr_assert_not(run_loop(COST, 50, 100), "call %d", i + 1);
	/* Learning again, now that fanning out pays. */
	for (int i = 0; i < 2 * LEARN + 10; i++) {
		bool out = run_loop(COST, 400, 200);
		cr_assert_eq(out, i >= LEARN, "call %d after relearning began", i + 1);
	}
}

/* ---- a crowded machine ------------------------------------------------- */

/* Other processes' threads runnable now, more than the CPUs: a loop
 * whose saving cannot pay for a scheduler slice runs in place at once,
 * without waiting a minute for the load average to say so (calibrate.c).
 * The spinners die with the test (PR_SET_PDEATHSIG). */
Test(learn, a_crowded_machine_runs_a_short_loop_in_place)
{
	start();
	enum { MAX_SPINNERS = 256 };
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int n = (int)(cpus > 0 && cpus < MAX_SPINNERS - 2 ? cpus : MAX_SPINNERS - 2) + 2;
	pid_t spinners[MAX_SPINNERS];
	for (int i = 0; i < n; i++) {
		spinners[i] = fork();
		cr_assert_geq(spinners[i], 0, "fork");
		if (spinners[i] == 0) {
			prctl(PR_SET_PDEATHSIG, SIGKILL);
			for (;;)
				;
		}
	}
	busy_us(20000);    /* they are running by now */
	/* About 2 ms of work by the static estimate: a saving of 1 ms. */
	int64_t verdict = asyncrt_parallel_worth(INT64_C(1) << 16, INT64_C(1) << 7, LEAVES);
	for (int i = 0; i < n; i++) {
		kill(spinners[i], SIGKILL);
		waitpid(spinners[i], NULL, 0);
	}
	cr_assert_eq(verdict, 1, "fanned out on a crowded machine");
}
