/* omp_fib_group.c - fib(30) with both branches as OpenMP tasks, then a
 * taskwait: the shape of c_fib_group.c and c_fib_order.c. */
#include <stdio.h>

static long fib(long n)
{
	if (n < 2)
		return n;
	long a, b;
#pragma omp task shared(a)
	a = fib(n - 1);
#pragma omp task shared(b)
	b = fib(n - 2);
#pragma omp taskwait
	return a + b;
}

int main(void)
{
	long r;
#pragma omp parallel
#pragma omp single
	r = fib(30);
	printf("%ld\n", r);
	return 0;
}
