/* c_parallel2d.c - parallel2d.mlir's loop written by hand in C with
 * POSIX threads, as a C programmer would: the rows cut into one static
 * slice per thread (no task, no queue), the threads meeting at a
 * pthread barrier after each of the 40 repetitions, the calling thread
 * one of them.  (A spinning barrier measured twice as slow on the 2-vCPU
 * machine this was written on: a spinner waits out its partner's
 * preemption.)  It prints what
 * the MLIR program prints: the checksum of b, then the seconds the 40
 * loops took.  ASYNCRT_NUM_THREADS sets the number of threads (2 if
 * unset), as it sets the workers of the asyncc build it is compared to. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { ROWS = 1024, COLS = 768, REPS = 40, MAX_THREADS = 64 };

static float *restrict a, *restrict b;
static int nthreads;
static pthread_barrier_t repetition;

static void *slice(void *arg)
{
	long id = (long)arg;
	int lo = (int)(ROWS * id / nthreads), hi = (int)(ROWS * (id + 1) / nthreads);
	for (int r = 0; r < REPS; r++) {
		for (int i = lo; i < hi; i++)
			for (int j = 0; j < COLS; j++) {
				float v = a[i * COLS + j];
				b[i * COLS + j] = v * 3.0f + v;
			}
		pthread_barrier_wait(&repetition);
	}
	return NULL;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(void)
{
	const char *env = getenv("ASYNCRT_NUM_THREADS");
	nthreads = env && atoi(env) > 0 ? atoi(env) : 2;
	if (nthreads > MAX_THREADS)
		nthreads = MAX_THREADS;
	a = malloc(sizeof(float) * ROWS * COLS);
	b = malloc(sizeof(float) * ROWS * COLS);
	if (!a || !b)
		return 1;
	for (int i = 0; i < ROWS; i++)
		for (int j = 0; j < COLS; j++)
			a[i * COLS + j] = (float)((i + j) % 7);
	pthread_barrier_init(&repetition, NULL, (unsigned)nthreads);
	pthread_t threads[MAX_THREADS];
	double t0 = now();
	for (long k = 1; k < nthreads; k++)
		pthread_create(&threads[k], NULL, slice, (void *)k);
	slice((void *)0);
	double t1 = now();
	for (long k = 1; k < nthreads; k++)
		pthread_join(threads[k], NULL);
	double sum = 0;
	for (int i = 0; i < ROWS * COLS; i++)
		sum += b[i];
	printf("%g\n%g\n", sum, t1 - t0);
	pthread_barrier_destroy(&repetition);
	free(a);
	free(b);
	return 0;
}
