/* c_pfor.c - a parallel loop with asyncrt_parallel_for (pfor_body.h). */
#include <asyncrt.h>
#include "pfor_body.h"

#include <stdatomic.h>
#include <stdio.h>

static _Atomic uint64_t total;

static void body(int64_t lo, int64_t hi, void *arg)
{
	(void)arg;
	atomic_fetch_add_explicit(&total, pfor_sum(lo, hi), memory_order_relaxed);
}

int main(void)
{
	asyncrt_parallel_for(0, PFOR_N, 0, body, NULL);
	printf("%llu\n", (unsigned long long)total);
	return 0;
}
