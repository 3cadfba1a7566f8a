// tbb_fanout.cc - c_fanout.c with oneTBB: 1,000,000 tiny tasks in one
// task_group, then wait.
#include "tbb_common.h"
#include <tbb/task_group.h>

#include <cstdint>
#include <cstdio>
#include <vector>

enum { N = 1000000 };

int main()
{
	auto threads = tbb_threads();
	std::vector<int64_t> buf(N);
	tbb::task_group g;
	for (int64_t i = 0; i < N; i++)
		g.run([&buf, i] { buf[i] = i; });
	g.wait();
	std::printf("%lld\n", (long long)buf[N - 1]);
	return 0;
}
