/* c_roundtrip.c - 200,000 spawn-and-await round trips from main(), a
 * thread that is not a worker. */
#include <asyncrt.h>

#include <stdio.h>

enum { N = 200000 };

static long counter;

static void bump(void *arg)
{
	(void)arg;
	counter++;
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		asyncrt_token *t = asyncrt_spawn(bump, NULL);
		asyncrt_token_await(t);
		asyncrt_drop_ref(t, 1);
	}
	printf("%ld\n", counter);
	return 0;
}
