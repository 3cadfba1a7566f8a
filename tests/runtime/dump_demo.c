/* dump_demo: three tasks block on a token that main completes only
 * after it has raised SIGQUIT: the dump must list the three waits, with
 * the sites declared here, and the program must go on and exit 0.  With
 * "never", nobody completes the token: a deadlock the C API reports
 * with the same sites.  With "queued" (and one worker, kept busy), main
 * queues ten tasks (five from queued_site, one from later_site, four
 * asyncrt_spawn()s of later's function) and leaves a continuation
 * suspended on a token (asyncrt_await_and_execute_at) before it raises
 * SIGQUIT: the dump lists the first eight by site, then says how many
 * more, and the suspended continuation with its await's site. */
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

static asyncrt_site queued_site = {"dump_demo.c:40:3", "queued", 0};
static asyncrt_site later_site = {"dump_demo.c:41:3", "later", 0};
static asyncrt_site resume_site = {"dump_demo.c:42:3", "resumed", 0};
static asyncrt_site latch_site = {"dump_demo.c:43:2", "main", 0};
static atomic_int release_worker, ran;

static void spinner(void *arg)
{
	(void)arg;
	atomic_fetch_add(&started, 1);
	while (!atomic_load(&release_worker))
		;
}

static void queued(void *arg)
{
	(void)arg;
	atomic_fetch_add(&ran, 1);
}

static void later(void *arg)
{
	(void)arg;
	atomic_fetch_add(&ran, 1);
}

static int queued_mode(void)
{
	asyncrt_execute(spinner, NULL);
	while (atomic_load(&started) < 1) {
		struct timespec ts = {0, 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	for (int i = 0; i < 5; i++)
		asyncrt_execute_at(queued, NULL, &queued_site);
	asyncrt_execute_at(later, NULL, &later_site);
	asyncrt_token *tok[4];
	for (int i = 0; i < 4; i++)
		tok[i] = asyncrt_spawn(later, NULL);
	asyncrt_token *latch = asyncrt_token_create_at(&latch_site);
	asyncrt_await_and_execute_at(latch, queued, NULL, &resume_site);
	raise(SIGQUIT);
	asyncrt_token_emplace(latch);
	asyncrt_drop_ref(latch, 1);
	atomic_store(&release_worker, 1);
	for (int i = 0; i < 4; i++) {
		asyncrt_token_await(tok[i]);
		asyncrt_drop_ref(tok[i], 1);
	}
	while (atomic_load(&ran) < 11) {
		struct timespec ts = {0, 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	printf("done\n");
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "queued") == 0)
		return queued_mode();
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
