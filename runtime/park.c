/* park.c - a parking spot holding at most one wake-up token.
 *
 * state: 1 a token is there, 0 empty, -1 the owner sleeps.  park() turns
 * 1 into 0 and returns, or 0 into -1 and sleeps; unpark() stores 1 and
 * wakes the sleeper only if it saw -1, so an unpark with nobody asleep is
 * one atomic exchange and no system call.  On Linux the sleep is a futex
 * on the state word itself; elsewhere a mutex and condition variable
 * shared by all parkers stand in (slower, but parking is the slow path).
 * rt_park_timed sleeps at most a given time: idle workers use it for
 * what they do after a while asleep (idle.c). */
#include "rt.h"

enum { NOTIFIED = 1, EMPTY = 0, PARKED = -1 };

#include <time.h>

#ifdef __linux__
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

static void futex_wait(_Atomic int32_t *w, int32_t v)
{
	syscall(SYS_futex, (int32_t *)w, FUTEX_WAIT_PRIVATE, v, NULL, NULL, 0);
}

static void futex_wait_ns(_Atomic int32_t *w, int32_t v, uint64_t ns)
{
	struct timespec rel = {(time_t)(ns / 1000000000u), (long)(ns % 1000000000u)};
	syscall(SYS_futex, (int32_t *)w, FUTEX_WAIT_PRIVATE, v, &rel, NULL, 0);
}

static void futex_wake(_Atomic int32_t *w)
{
	syscall(SYS_futex, (int32_t *)w, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#else
#include <pthread.h>

static pthread_mutex_t park_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t park_cv = PTHREAD_COND_INITIALIZER;

static void futex_wait(_Atomic int32_t *w, int32_t v)
{
	pthread_mutex_lock(&park_mu);
	while (atomic_load(w) == v)
		pthread_cond_wait(&park_cv, &park_mu);
	pthread_mutex_unlock(&park_mu);
}

static void futex_wait_ns(_Atomic int32_t *w, int32_t v, uint64_t ns)
{
	struct timespec abs;
	clock_gettime(CLOCK_REALTIME, &abs);
	uint64_t nsec = (uint64_t)abs.tv_nsec + ns;
	abs.tv_sec += (time_t)(nsec / 1000000000u);
	abs.tv_nsec = (long)(nsec % 1000000000u);
	pthread_mutex_lock(&park_mu);
	if (atomic_load(w) == v)
		pthread_cond_timedwait(&park_cv, &park_mu, &abs);
	pthread_mutex_unlock(&park_mu);
}

static void futex_wake(_Atomic int32_t *w)
{
	(void)w;
	pthread_mutex_lock(&park_mu);
	pthread_cond_broadcast(&park_cv);
	pthread_mutex_unlock(&park_mu);
}
#endif

void rt_park(struct parker *p)
{
	if (atomic_fetch_sub_explicit(&p->state, 1, acquire) == NOTIFIED)
		return;
	RT_OBS(park(rt_self));
	for (;;) {
		futex_wait(&p->state, PARKED);
		int32_t want = NOTIFIED;
		if (atomic_compare_exchange_strong_explicit(&p->state, &want, EMPTY,
		                                            acquire, acquire))
			return;
	}
}

/* One sleep of at most ns; whatever ends it, the state goes back to
 * empty, and the token, if there is one now, is consumed. */
bool rt_park_timed(struct parker *p, uint64_t ns)
{
	if (atomic_fetch_sub_explicit(&p->state, 1, acquire) == NOTIFIED)
		return true;
	RT_OBS(park(rt_self));
	futex_wait_ns(&p->state, PARKED, ns);
	return atomic_exchange_explicit(&p->state, EMPTY, acquire) == NOTIFIED;
}

void rt_unpark(struct parker *p)
{
	if (atomic_exchange_explicit(&p->state, NOTIFIED, release) == PARKED) {
		RT_OBS(unpark());
		futex_wake(&p->state);
	}
}
