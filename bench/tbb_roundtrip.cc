// tbb_roundtrip.cc - c_roundtrip.c with oneTBB: run one task and wait
// for it, 200,000 times, from main().
#include "tbb_common.h"
#include <tbb/task_group.h>

#include <cstdio>

enum { N = 200000 };

static long counter;

int main()
{
	auto threads = tbb_threads();
	tbb::task_group g;
	for (int i = 0; i < N; i++) {
		g.run([] { counter++; });
		g.wait();
	}
	std::printf("%ld\n", counter);
	return 0;
}
