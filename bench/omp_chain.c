/* omp_chain.c - chain with OpenMP tasks: spawn, wait, N times. */
#include <stdio.h>

enum { N = 200000 };

int main(void)
{
	long counter = 0;
#pragma omp parallel
#pragma omp single
	for (long i = 0; i < N; i++) {
#pragma omp task shared(counter)
		counter++;
#pragma omp taskwait
	}
	printf("%ld\n", counter);
	return 0;
}
