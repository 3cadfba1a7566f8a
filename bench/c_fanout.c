/* c_fanout.c - fanout.mlir written against asyncrt.h: spawn N tiny tasks
 * into a group, wait for all of them. */
#include <asyncrt.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 1000000 };

static int64_t *buf;

static void store(void *arg)
{
	intptr_t i = (intptr_t)arg;
	buf[i] = i;
}

int main(void)
{
	buf = malloc(N * sizeof *buf);
	asyncrt_group *g = asyncrt_group_create(N);
	for (intptr_t i = 0; i < N; i++)
		asyncrt_group_spawn(g, store, (void *)i);
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	printf("%lld\n", (long long)buf[N - 1]);
	free(buf);
	return 0;
}
