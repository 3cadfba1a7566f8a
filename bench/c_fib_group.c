/* c_fib_group.c - fib(30) against asyncrt.h the OpenMP way: both
 * branches group_spawn'ed into a group of two, then group_await. */
#include <asyncrt.h>

#include <stdio.h>

struct fib {
	long n, r;
};

static void fib(void *arg)
{
	struct fib *f = arg;
	if (f->n < 2) {
		f->r = f->n;
		return;
	}
	struct fib a = {f->n - 1, 0}, b = {f->n - 2, 0};
	asyncrt_group *g = asyncrt_group_create(2);
	asyncrt_group_spawn(g, fib, &a);
	asyncrt_group_spawn(g, fib, &b);
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);
	f->r = a.r + b.r;
}

int main(void)
{
	struct fib f = {30, 0};
	fib(&f);
	printf("%ld\n", f.r);
	return 0;
}
