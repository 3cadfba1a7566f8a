/* late_complete: a token completed by a thread of the program's own,
 * one the runtime does not know, after a delay longer than the deadlock
 * grace period.  Every thread the runtime knows is waiting meanwhile, so
 * only the rule of deadlock.c (count every thread of the process) keeps
 * this from being reported.  With "touch" the completer calls the
 * runtime once first (it then has a context, and is running). */
#include <asyncrt.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static int touch;

static void *completer(void *arg)
{
	if (touch)
		(void)asyncrt_num_workers();
	struct timespec ts = {1, 200 * 1000 * 1000};
	nanosleep(&ts, NULL);
	asyncrt_token_emplace(arg);
	return NULL;
}

int main(int argc, char **argv)
{
	touch = argc > 1 && strcmp(argv[1], "touch") == 0;
	asyncrt_token *t = asyncrt_token_create();
	pthread_t th;
	if (pthread_create(&th, NULL, completer, t) != 0)
		return 3;
	asyncrt_token_await(t);
	pthread_join(th, NULL);
	printf("completed: %d\n", asyncrt_token_is_ready(t));
	asyncrt_drop_ref(t, 1);
	return 0;
}
