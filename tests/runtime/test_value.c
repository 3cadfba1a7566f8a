/* Values: storage (size, alignment, zeroing), completion, errors. */
#include "testutil.h"

#include <stdint.h>
#include <string.h>

TestSuite(value, .timeout = RT_TEST_TIMEOUT);

Test(value, storage_is_zeroed_and_16_aligned)
{
	for (size_t size = 0; size <= 300; size++) {
		asyncrt_value *v = asyncrt_value_create(size);
		unsigned char *p = asyncrt_value_storage(v);
		cr_assert_eq((uintptr_t)p % 16, 0, "size %zu", size);
		for (size_t i = 0; i < size; i++)
			cr_assert_eq(p[i], 0, "size %zu byte %zu", size, i);
		memset(p, 0xab, size);
		asyncrt_value_emplace(v);
		asyncrt_drop_ref(v, 1);
	}
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 0);
}

Test(value, larger_alignment_is_honoured)
{
	static const size_t aligns[] = {1, 8, 16, 32, 64, 128, 4096, 65536};
	for (size_t i = 0; i < sizeof aligns / sizeof *aligns; i++) {
		for (size_t size = 1; size < 5000; size = size * 3 + 1) {
			asyncrt_value *v = asyncrt_value_create_aligned(size, aligns[i]);
			unsigned char *p = asyncrt_value_storage(v);
			size_t want = aligns[i] < 16 ? 16 : aligns[i];
			cr_assert_eq((uintptr_t)p % want, 0, "align %zu", aligns[i]);
			cr_assert_eq(p[0], 0);
			cr_assert_eq(p[size - 1], 0);
			memset(p, 0xcd, size);
			asyncrt_value_set_error(v);
			asyncrt_drop_ref(v, 1);
		}
	}
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 0);
}

Test(value, big_storage)
{
	size_t size = 3u << 20;
	asyncrt_value *v = asyncrt_value_create(size);
	unsigned char *p = asyncrt_value_storage(v);
	cr_assert_eq(p[size - 1], 0);
	memset(p, 1, size);
	asyncrt_value_emplace(v);
	asyncrt_drop_ref(v, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 0);
}

static void produce(void *arg)
{
	asyncrt_value *v = arg;
	int64_t *x = asyncrt_value_storage(v);
	x[0] = 42;
	x[1] = -7;
	asyncrt_value_emplace(v);
}

Test(value, produced_by_a_task)
{
	asyncrt_value *v = asyncrt_value_create(2 * sizeof(int64_t));
	cr_assert_not(asyncrt_value_is_ready(v));
	asyncrt_execute(produce, v);
	asyncrt_value_await(v);
	cr_assert(asyncrt_value_is_ready(v));
	cr_assert_not(asyncrt_value_is_error(v));
	int64_t *x = asyncrt_value_storage(v);
	cr_assert_eq(x[0], 42);
	cr_assert_eq(x[1], -7);
	asyncrt_drop_ref(v, 1);
	cr_assert(live_becomes(ASYNCRT_VALUE, 0));
}

static void fail(void *arg)
{
	asyncrt_value_set_error(arg);
}

Test(value, error)
{
	asyncrt_value *v = asyncrt_value_create(8);
	asyncrt_execute(fail, v);
	asyncrt_value_await(v);
	cr_assert(asyncrt_value_is_ready(v));
	cr_assert(asyncrt_value_is_error(v));
	asyncrt_drop_ref(v, 1);
}

struct seen {
	asyncrt_value *v;
	atomic_int got;
};

static void read_it(void *arg)
{
	struct seen *s = arg;
	atomic_store(&s->got, (int)*(int64_t *)asyncrt_value_storage(s->v));
}

Test(value, continuation_sees_the_storage)
{
	struct seen s = {asyncrt_value_create(8), 0};
	asyncrt_value_await_and_execute(s.v, read_it, &s);
	asyncrt_execute(produce, s.v);
	cr_assert(flag_becomes(&s.got, 42));
	asyncrt_drop_ref(s.v, 1);
}

Test(value, references)
{
	asyncrt_value *v = asyncrt_value_create(1);
	asyncrt_add_ref(v, 2);
	asyncrt_value_emplace(v);
	asyncrt_drop_ref(v, 2);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 1);
	asyncrt_drop_ref(v, 1);
	cr_assert_eq(asyncrt_live_objects(ASYNCRT_VALUE), 0);
}
