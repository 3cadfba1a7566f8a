/* omp_roundtrip.c - c_roundtrip.c with OpenMP: a task and a taskwait,
 * 200,000 times, from the thread that runs main()'s single region. */
#include <stdio.h>

enum { N = 200000 };

static long counter;

int main(void)
{
#pragma omp parallel
#pragma omp single
	for (int i = 0; i < N; i++) {
#pragma omp task
		counter++;
#pragma omp taskwait
	}
	printf("%ld\n", counter);
	return 0;
}
