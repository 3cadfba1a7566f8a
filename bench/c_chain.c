/* c_chain.c - chain.mlir written against asyncrt.h: a "coroutine" in
 * continuation-passing style that N times spawns a task and awaits it
 * before spawning the next. */
#include <asyncrt.h>

#include <stdio.h>

enum { N = 200000 };

static long counter, steps;
static asyncrt_token *done;

static void bump(void *arg)
{
	(void)arg;
	counter++;
}

static void ping(void *prev)
{
	if (prev)
		asyncrt_drop_ref(prev, 1);
	if (steps++ == N) {
		asyncrt_token_emplace(done);
		return;
	}
	asyncrt_token *t = asyncrt_spawn(bump, NULL);
	asyncrt_token_await_and_execute(t, ping, t);
}

int main(void)
{
	done = asyncrt_token_create();
	ping(NULL);          /* starts on this thread, like async.call */
	asyncrt_token_await(done);
	asyncrt_drop_ref(done, 1);
	printf("%ld\n", counter);
	return 0;
}
