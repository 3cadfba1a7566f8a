// tbb_fib.cc - fib(30) with oneTBB's task_group, the textbook way (one
// branch run as a task, the other called, then wait).
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
	b = fib(n - 2);
	g.wait();
	return a + b;
}

int main()
{
	auto threads = tbb_threads();
	std::printf("%ld\n", fib(30));
	return 0;
}
