/* omp_fanout.c - fanout with OpenMP tasks (gcc -fopenmp). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 1000000 };

int main(void)
{
	int64_t *buf = malloc(N * sizeof *buf);
#pragma omp parallel
#pragma omp single
	{
		for (long i = 0; i < N; i++) {
#pragma omp task firstprivate(i)
			buf[i] = i;
		}
#pragma omp taskwait
	}
	printf("%lld\n", (long long)buf[N - 1]);
	free(buf);
	return 0;
}
