// tbb_chain.cc - c_chain.c with oneTBB: 200,000 steps, each a task that
// starts the next one when it is done (TBB has no continuations on
// arbitrary tasks; a task that runs its successor is the closest), main
// waiting once for the whole chain.
#include "tbb_common.h"
#include <tbb/task_group.h>

#include <cstdio>

enum { N = 200000 };

static long counter, steps;
static tbb::task_group *group;

static void step()
{
	counter++;
	if (++steps < N)
		group->run(step);
}

int main()
{
	auto threads = tbb_threads();
	tbb::task_group g;
	group = &g;
	g.run(step);
	g.wait();
	std::printf("%ld\n", counter);
	return 0;
}
