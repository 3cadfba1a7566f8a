/* Race paths of the runtime, made deterministic.
 *
 * Each test puts the runtime in the state that a rare interleaving of
 * two threads leaves, on one thread: so a broken path fails every run,
 * not one in a million.  This program compiles the runtime's sources
 * into itself with ASYNCRT_TEST_HOOKS (tests/runtime/local.mk), so it
 * can call the internal functions of rt.h and set rt_test_hook, which
 * group_add calls at the two points where a member's completion on
 * another thread decides who counts it (see group_add in await.c).
 *
 *   group_add      the member completes before its group is linked in
 *                  it (group_add counts it, with its error) or after
 *                  (the completer counts it): counted once, error kept
 *   park           a wake-up posted before the thread parks: rt_park
 *                  returns at once and takes it
 *   last searcher  the last worker to stop searching wakes an idle one
 *                  to search in its place (sched.c); one that is not
 *                  the last wakes nobody
 *   back to work   a worker that goes back to work from the idle set,
 *                  because it saw work on its way to sleep or as the
 *                  watcher, goes back as a searcher, so the next
 *                  worker is woken when it finds its task (idle.c)
 *   phantom        a waker that counted itself searching and found
 *                  nobody idle looks again if a worker went idle
 *                  meanwhile (that worker left its work to it)
 *
 * The scheduler tests use contexts that no thread runs, and never start
 * the pool: every test runs in a process of its own, so the pool's
 * counters are theirs alone. */
#include "rt.h"
#include "testutil.h"

TestSuite(races, .timeout = RT_TEST_TIMEOUT);

/* ---- group_add and a member completing meanwhile -------------------- */

void (*rt_test_hook)(enum rt_hook where, struct obj *o);

static enum rt_hook race_at;     /* where the member completes */
static asyncrt_token *race_member;
static bool race_error;          /* with an error */

/* The other thread's part: complete the member, once, at race_at. */
static void complete_member(enum rt_hook where, struct obj *o)
{
	if (where != race_at || !race_member || o != &race_member->o)
		return;
	asyncrt_token *m = race_member;
	race_member = NULL;
	if (race_error)
		asyncrt_token_set_error(m);
	else
		asyncrt_token_emplace(m);
}

/* A group of two: the member that completes in group_add at `at`, and
 * a second one emplaced afterwards.  The group must be counting the
 * second one still (the first counted exactly once), then complete,
 * in error exactly when the first was. */
static void member_completes_at(enum rt_hook at, bool error)
{
	asyncrt_group *g = asyncrt_group_create(2);
	asyncrt_token *m = asyncrt_token_create();
	asyncrt_token *other = asyncrt_token_create();
	race_at = at;
	race_member = m;
	race_error = error;
	rt_test_hook = complete_member;
	cr_assert_eq(asyncrt_group_add(g, m), 0);
	rt_test_hook = NULL;
	cr_assert_null(race_member, "the hook never ran: group_add changed?");
	cr_assert(asyncrt_token_is_ready(m));
	cr_assert_eq(asyncrt_group_is_error(g), error,
	             "the member's error was %s by the group", error ? "lost" : "invented");
	cr_assert_not(asyncrt_group_is_ready(g), "the member was counted twice");
	cr_assert_eq(asyncrt_group_add(g, other), 1);
	asyncrt_token_emplace(other);
	cr_assert(asyncrt_group_is_ready(g), "the member was not counted");
	cr_assert_eq(asyncrt_group_is_error(g), error);
	asyncrt_group_await(g);
	asyncrt_drop_ref(m, 1);
	asyncrt_drop_ref(other, 1);
	asyncrt_drop_ref(g, 1);
	cr_assert(live_becomes(LIVE_ALL, 0));
}

/* Completed before the link: the completer saw no group, group_add
 * finds the state done and counts the member itself. */
Test(races, member_fails_before_link)
{
	member_completes_at(HOOK_GROUP_LINK, true);
}

Test(races, member_completes_before_link)
{
	member_completes_at(HOOK_GROUP_LINK, false);
}

/* Completed after the link: the completer finds the group and counts
 * the member; group_add, finding the link taken, must not. */
Test(races, member_fails_after_link)
{
	member_completes_at(HOOK_GROUP_LINKED, true);
}

Test(races, member_completes_after_link)
{
	member_completes_at(HOOK_GROUP_LINKED, false);
}

/* ---- parking with a wake-up already posted -------------------------- */

/* An unpark that lands between a waiter's registration and its park
 * leaves a token: the park takes it and returns at once, leaving the
 * spot empty.  (Taken wrong, the park sleeps or spins for a wake-up
 * that already came: the time limit fails it.) */
Test(races, park_takes_a_posted_wakeup, .timeout = 10)
{
	struct parker p = {0};
	rt_unpark(&p);
	rt_park(&p);
	cr_assert_eq(atomic_load(&p.state), 0);
	rt_unpark(&p);
	rt_unpark(&p);            /* tokens do not add up */
	rt_park(&p);
	cr_assert_eq(atomic_load(&p.state), 0);
}

Test(races, timed_park_takes_a_posted_wakeup, .timeout = 10)
{
	struct parker p = {0};
	rt_unpark(&p);
	cr_assert(rt_park_timed(&p, 5ull * 1000 * 1000 * 1000));
	cr_assert_eq(atomic_load(&p.state), 0);
	/* Nothing posted: the sleep ends at its time, taking nothing. */
	cr_assert_not(rt_park_timed(&p, 1000 * 1000));
	cr_assert_eq(atomic_load(&p.state), 0);
}

/* ---- the last searcher hands its role on ---------------------------- */

/* A worker context that no thread runs, put in the idle set as
 * rt_go_idle puts a worker about to sleep (idle.c). */
static struct thread *sleeper(void)
{
	struct thread *t = rt_thread_new(true);
	atomic_fetch_add(&rt_pool.nidle, 1);
	atomic_fetch_or(&rt_pool.idle[t->id / 64], 1ull << (t->id % 64));
	return t;
}

static bool is_idle(struct thread *t)
{
	return atomic_load(&rt_pool.idle[t->id / 64]) & (1ull << (t->id % 64));
}

/* A worker context counted as searching, as search() counts it. */
static struct thread *searcher(void)
{
	struct thread *t = rt_thread_new(true);
	t->searching = true;
	atomic_fetch_add(&rt_pool.nsearching, 1);
	return t;
}

/* The last searcher found work and stops searching: other tasks may be
 * queued behind the one it took, and nobody looks for them now, so it
 * wakes a sleeper as the new searcher: taken off the idle set, counted
 * searching, its wake-up posted. */
Test(races, last_searcher_wakes_a_sleeper, .timeout = 10)
{
	struct thread *idle = sleeper();
	struct thread *s = searcher();
	rt_stop_searching(s);
	cr_assert_not(s->searching);
	cr_assert_not(is_idle(idle), "nobody was woken to search on");
	cr_assert_eq(atomic_load(&rt_pool.nidle), 0);
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 1);
	cr_assert(rt_park_timed(&idle->parker, 1000), "the wake-up was not posted");
}

/* Another searcher is still looking: nobody is woken. */
Test(races, other_searchers_wake_nobody, .timeout = 10)
{
	struct thread *idle = sleeper();
	struct thread *a = searcher();
	struct thread *b = searcher();
	rt_stop_searching(a);
	cr_assert(is_idle(idle));
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 1);
	cr_assert_not(rt_park_timed(&idle->parker, 1000));
	/* Then b is the last. */
	rt_stop_searching(b);
	cr_assert_not(is_idle(idle));
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 1);
	cr_assert(rt_park_timed(&idle->parker, 1000));
}

/* The last searcher with nobody idle: no searcher is left counted. */
Test(races, last_searcher_with_nobody_idle, .timeout = 10)
{
	struct thread *s = searcher();
	rt_stop_searching(s);
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 0);
	cr_assert_eq(atomic_load(&rt_pool.nidle), 0);
}

/* ---- back to work from the idle set --------------------------------- */

/* A client thread's context with n tasks in its injection queue, none
 * of which ever runs: only their presence matters here. */
static void never_run(void *arg)
{
	(void)arg;
	cr_assert_fail("a task of the test's queue ran");
}

static struct thread *client_with_queue(int n)
{
	struct thread *c = rt_thread_new(false);
	for (int i = 0; i < n; i++)
		deque_push(&c->dq, (struct task){never_run, NULL});
	return c;
}

/* The last searcher gives up just as a client queues two tasks; the
 * client saw it searching and woke nobody.  On its way to sleep it sees
 * the tasks and goes back to work: as a searcher, so that taking the
 * first task wakes a sleeper for the second.  (Back as a plain worker,
 * it took one, and the other waited for ever with two workers asleep.) */
Test(races, back_from_idle_as_a_searcher, .timeout = 10)
{
	struct thread *idle = sleeper();
	struct thread *s = searcher();
	client_with_queue(2);
	cr_assert_eq(rt_go_idle(s), IDLE_WORK, "it went to sleep with work in view");
	cr_assert(s->searching, "back to work, but not as a searcher");
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 1);
	rt_stop_searching(s);        /* it found the first task */
	cr_assert_not(is_idle(idle), "nobody was woken for the second task");
	cr_assert(rt_park_timed(&idle->parker, 1000), "the wake-up was not posted");
}

/* The watcher's looks cover the deques whose owners take their tasks
 * back, not a client's injection queue.  With a searcher counted (so
 * that its first look, on the way to sleep, leaves the task to that
 * searcher) and nobody busy, it resigns on its first wake-up and must
 * go to the task it then sees, as a searcher; watching on, it looked
 * for ever while the other sleepers counted on it. */
Test(races, watcher_goes_to_a_client_queue, .timeout = 10)
{
	struct thread *w = rt_thread_new(true);
	struct thread *s = searcher();
	client_with_queue(1);
	cr_assert_eq(rt_go_idle(w), IDLE_WORK);
	cr_assert(w->searching);
	cr_assert_eq(atomic_load(&rt_pool.nwatching), 0, "it left and still watches");
	cr_assert_eq(atomic_load(&rt_pool.nidle), 0);
	(void)s;
}

/* ---- a waker that found nobody --------------------------------------- */

/* A worker going idle counts itself in nidle, then sets its bit in the
 * idle set.  A spawner sees nidle, counts itself searching and finds no
 * bit yet; meanwhile the worker sets its bit and, seeing a searcher
 * counted, sleeps, leaving the new task to it.  The spawner must then
 * look again and wake it. */
static struct thread *half_idle;

static void finish_going_idle(enum rt_hook where, struct obj *o)
{
	(void)o;
	if (where != HOOK_WAKE_NOBODY || !half_idle)
		return;
	atomic_fetch_or(&rt_pool.idle[half_idle->id / 64],
	                1ull << (half_idle->id % 64));
	half_idle = NULL;
}

Test(races, waker_looks_again_for_a_new_sleeper, .timeout = 10)
{
	struct thread *idle = rt_thread_new(true);
	atomic_fetch_add(&rt_pool.nidle, 1);     /* counted, no bit yet */
	half_idle = idle;
	rt_test_hook = finish_going_idle;
	rt_notify(false);
	rt_test_hook = NULL;
	cr_assert_null(half_idle, "the hook never ran: wake_searcher changed?");
	cr_assert_not(is_idle(idle), "the new sleeper was left asleep");
	cr_assert_eq(atomic_load(&rt_pool.nsearching), 1);
	cr_assert(rt_park_timed(&idle->parker, 1000), "the wake-up was not posted");
}
