// tbb_fib_group.cc - fib(30) with both branches run as tasks of a
// task_group, then wait: the shape of c_fib_group.c and c_fib_order.c.
#include "tbb_common.h"
#include <tbb/task_group.h>

#include <cstdio>

static long fib(long n)
{
	if (n < 2)
		return n;
	long a, b;
	tbb::task_group g;
	g.run([&] { a = fib(n - 1); });
	g.run([&] { b = fib(n - 2); });
	g.wait();
	return a + b;
}

int main()
{
	auto threads = tbb_threads();
	std::printf("%ld\n", fib(30));
	return 0;
}
