// tbb_chain.cc - c_chain.c with oneTBB: 200,000 steps, each two tasks
// as in c_chain.c (the spawned bump, then the continuation that starts
// the next step).  TBB has no continuations on arbitrary tasks; a task
// that runs its successor when it is done is the closest.  main() waits
// once for the whole chain.
#include "tbb_common.h"
#include <tbb/task_group.h>

#include <cstdio>

enum { N = 200000 };

static long counter, steps;
static tbb::task_group *group;

static void ping();

static void bump()
{
	counter++;
	group->run(ping);        // the continuation
}

static void ping()
{
	if (steps++ == N)
		return;
	group->run(bump);
}

int main()
{
	auto threads = tbb_threads();
	tbb::task_group g;
	group = &g;
	g.run(ping);
	g.wait();
	std::printf("%ld\n", counter);
	return 0;
}
