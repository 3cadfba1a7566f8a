/* omp_pfor.c - c_pfor.c with an OpenMP parallel for (pfor_body.h). */
#include "pfor_body.h"

#include <stdio.h>

int main(void)
{
	uint64_t total = 0;
#pragma omp parallel for reduction(+:total) schedule(static)
	for (int64_t i = 0; i < PFOR_N; i++)
		total += pfor_sum(i, i + 1);
	printf("%llu\n", (unsigned long long)total);
	return 0;
}
