/* stats_demo N: N tasks, each completing a token of a group that main
 * awaits: ASYNCRT_STATS must count exactly N tasks run and N queued. */
#include <asyncrt.h>

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static atomic_long ran;

static void task(void *arg)
{
	atomic_fetch_add(&ran, 1);
	asyncrt_token_emplace(arg);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;
	asyncrt_group *g = asyncrt_group_create(n);
	for (long i = 0; i < n; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_group_add(g, t);
		asyncrt_execute(task, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	printf("ran %ld\n", atomic_load(&ran));
	return 0;
}
