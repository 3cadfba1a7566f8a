/* The coroutine frame allocator. */
#include "testutil.h"

#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>

TestSuite(frame, .timeout = RT_TEST_TIMEOUT);

Test(frame, aligned_and_writable)
{
	for (size_t size = 0; size < 70000; size = size < 300 ? size + 1 : size * 5 / 4) {
		unsigned char *p = asyncrt_frame_alloc(size);
		cr_assert_not_null(p);
		cr_assert_eq((uintptr_t)p % 16, 0, "size %zu", size);
		memset(p, 0x5a, size);
		asyncrt_frame_free(p);
	}
	asyncrt_frame_free(NULL);
}

Test(frame, distinct_blocks)
{
	enum { N = 1000 };
	unsigned char *p[N];
	for (int i = 0; i < N; i++) {
		p[i] = asyncrt_frame_alloc(40);
		memset(p[i], i & 0xff, 40);
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < 40; j++)
			cr_assert_eq(p[i][j], i & 0xff);
	for (int i = 0; i < N; i++)
		asyncrt_frame_free(p[i]);
}

#ifndef TEST_ASAN
/* The free lists are per thread and LIFO: a block freed is the next one
 * handed out for its size class.  (Under AddressSanitizer frames come
 * from malloc, so that use-after-free is caught instead.) */
Test(frame, freed_block_is_reused)
{
	void *p = asyncrt_frame_alloc(100);
	asyncrt_frame_free(p);
	void *q = asyncrt_frame_alloc(100);
	cr_assert_eq(p, q);
	asyncrt_frame_free(q);
}
#endif

/* Blocks allocated on one thread and freed on another flow back through
 * the depot; hammer that path from a few threads at once. */
struct pipe {
	void *slot[256];
	atomic_int head, tail;
};

static void *producer(void *arg)
{
	struct pipe *pp = arg;
	for (int i = 0; i < 50000; i++) {
		void *p = asyncrt_frame_alloc((size_t)(16 + i % 200));
		memset(p, 1, 16);
		while (atomic_load(&pp->head) - atomic_load(&pp->tail) == 256)
			sched_yield();
		pp->slot[atomic_load(&pp->head) % 256] = p;
		atomic_fetch_add(&pp->head, 1);
	}
	return NULL;
}

static void *consumer(void *arg)
{
	struct pipe *pp = arg;
	for (int i = 0; i < 50000; i++) {
		while (atomic_load(&pp->head) == atomic_load(&pp->tail))
			sched_yield();
		void *p = pp->slot[atomic_load(&pp->tail) % 256];
		atomic_fetch_add(&pp->tail, 1);
		cr_assert_eq(((unsigned char *)p)[15], 1);
		asyncrt_frame_free(p);
	}
	return NULL;
}

Test(frame, freed_on_another_thread, .timeout = 120)
{
	static struct pipe pp[2];
	pthread_t th[4];
	for (int i = 0; i < 2; i++) {
		pthread_create(&th[2 * i], NULL, producer, &pp[i]);
		pthread_create(&th[2 * i + 1], NULL, consumer, &pp[i]);
	}
	for (int i = 0; i < 4; i++)
		pthread_join(th[i], NULL);
}
