/* serial_fib.c - fib.mlir's recursion in plain serial C, no runtime at
 * all: the floor an async.func recursion that never suspends is measured
 * against (bench/compiled_runtime.sh).  n is read through a volatile so
 * that the compiler cannot fold the answer. */
#include <stdint.h>
#include <stdio.h>

static int64_t fib(int64_t n)
{
	return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int main(void)
{
	volatile int64_t n = 30;
	printf("%lld\n", (long long)fib(n));
	return 0;
}
