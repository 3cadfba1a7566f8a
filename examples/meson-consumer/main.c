/* main.c - a C program calling functions compiled by asyncc.
 *
 * square.h comes from `asyncc --emit-header square.mlir`; sum_below is
 * declared by hand, as a header for sum.mlir would declare it. */
#include <inttypes.h>
#include <stdio.h>

#include <asyncrt.h>

#include "square.h"

int64_t sum_below(int64_t n);

int main(void)
{
	int failures = 0;

	int64_t s = sum_below(1000);
	printf("sum_below(1000) = %" PRId64 "\n", s);
	failures += s != 499500;

	int64_t q = sum_of_squares(3, 4);
	printf("sum_of_squares(3, 4) = %" PRId64 "\n", q);
	failures += q != 25;

	/* An async function called from C: await its value with the
	 * runtime's API, read it, and drop the caller's reference. */
	asyncrt_value *v = square(12);
	asyncrt_value_await(v);
	int64_t sq = asyncrt_value_is_error(v) ? -1 : *(int64_t *)asyncrt_value_storage(v);
	asyncrt_drop_ref(v, 1);
	printf("square(12) = %" PRId64 "\n", sq);
	failures += sq != 144;

	return failures != 0;
}
