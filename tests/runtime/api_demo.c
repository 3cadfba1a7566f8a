/* api_demo.c - a client of libasyncrt that knows only <asyncrt.h>.
 *
 * Built with the public include directory alone (and, by install.sh,
 * against the installed header and pkg-config flags), it walks through
 * the API as a C user would: tasks producing values, a group to wait for
 * them all, a continuation, errors, the frame allocator, and the
 * live-object count to show that everything was freed.  Exits 0 when
 * every check holds. */
#include <asyncrt.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int failures;

#define CHECK(c) \
	((c) ? (void)0 : (void)(failures++, fprintf(stderr, "api_demo:%d: %s\n", __LINE__, #c)))

/* A task squares its input into a value. */
struct square {
	long in;
	asyncrt_value *out;
};

static void square(void *arg)
{
	struct square *s = arg;
	*(long *)asyncrt_value_storage(s->out) = s->in * s->in;
	asyncrt_value_emplace(s->out);     /* gives up the producer's ref */
}

/* Runs once the group is complete. */
static void announce(void *arg)
{
	asyncrt_token_emplace(arg);
}

static int64_t live(void)
{
	return asyncrt_live_objects(ASYNCRT_TOKEN) +
	       asyncrt_live_objects(ASYNCRT_VALUE) +
	       asyncrt_live_objects(ASYNCRT_GROUP);
}

static void fail(void *arg)
{
	asyncrt_token_set_error(arg);
}

int main(void)
{
	enum { N = 64 };
	struct square sq[N];
	asyncrt_group *all = asyncrt_group_create(N);
	asyncrt_token *done = asyncrt_token_create();

	CHECK(asyncrt_num_workers() >= 1);
	asyncrt_group_await_and_execute(all, announce, done);
	for (int i = 0; i < N; i++) {
		sq[i].in = i;
		sq[i].out = asyncrt_value_create(sizeof(long));
		asyncrt_execute(square, &sq[i]);
		CHECK(asyncrt_group_add_value(all, sq[i].out) == i);
	}
	asyncrt_token_await(done);            /* the continuation ran */
	CHECK(asyncrt_group_is_ready(all));
	CHECK(!asyncrt_group_is_error(all));

	long sum = 0;
	for (int i = 0; i < N; i++) {
		asyncrt_value_await(sq[i].out);
		CHECK(!asyncrt_value_is_error(sq[i].out));
		sum += *(long *)asyncrt_value_storage(sq[i].out);
		asyncrt_drop_ref(sq[i].out, 1);
	}
	CHECK(sum == (long)(N - 1) * N * (2 * N - 1) / 6);
	printf("sum of squares below %d: %ld\n", N, sum);

	asyncrt_token *bad = asyncrt_token_create();
	asyncrt_execute(fail, bad);
	asyncrt_token_await(bad);
	CHECK(asyncrt_token_is_error(bad));
	asyncrt_drop_ref(bad, 1);

	void *frame = asyncrt_frame_alloc(200);
	CHECK(frame && (unsigned long)frame % 16 == 0);
	asyncrt_frame_free(frame);

	asyncrt_drop_ref(done, 1);
	asyncrt_drop_ref(all, 1);
	/* Workers may still be letting go of their last references. */
	struct timespec ms = {0, 1000000};
	for (int i = 0; i < 10000 && live() > 0; i++)
		nanosleep(&ms, NULL);
	CHECK(live() == 0);
	return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
