/* dump_demo: three tasks block on a token that main completes only
 * after it has raised SIGQUIT: the dump must list the three waits, with
 * the sites declared here, and the program must go on and exit 0.  With
 * "never", nobody completes the token: a deadlock the C API reports
 * with the same sites. */
#include <asyncrt.h>

#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static asyncrt_site gate_site = {"dump_demo.c:20:2", "main", 0};
static asyncrt_site wait_site = {"dump_demo.c:30:3", "waiter", 0};
static asyncrt_token *gate;
static atomic_int started;

static void waiter(void *arg)
{
	atomic_fetch_add(&started, 1);
	asyncrt_await_at(gate, &wait_site);
	asyncrt_token_emplace(arg);
}

int main(int argc, char **argv)
{
	bool never = argc > 1 && strcmp(argv[1], "never") == 0;
	gate = asyncrt_token_create_at(&gate_site);
	asyncrt_group *g = asyncrt_group_create(3);
	for (int i = 0; i < 3; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_group_add(g, t);
		asyncrt_execute(waiter, t);
		asyncrt_drop_ref(t, 1);
	}
	while (atomic_load(&started) < 3) {
		struct timespec ts = {0, 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	struct timespec ts = {0, 100 * 1000 * 1000};
	nanosleep(&ts, NULL);     /* the three are asleep in their awaits */
	if (!never) {
		raise(SIGQUIT);
		asyncrt_token_emplace(gate);
	}
	asyncrt_group_await(g);
	printf("done\n");
	asyncrt_drop_ref(g, 1);
	asyncrt_drop_ref(gate, 1);
	return 0;
}
