/* c_fib_order.c - fib(30) against asyncrt.h, both branches spawned and
 * awaited in the order they were spawned (the order a C programmer
 * writes without thinking about it). */
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
	asyncrt_token *ta = asyncrt_spawn(fib, &a);
	asyncrt_token *tb = asyncrt_spawn(fib, &b);
	asyncrt_token_await(ta);
	asyncrt_token_await(tb);
	asyncrt_drop_ref(ta, 1);
	asyncrt_drop_ref(tb, 1);
	f->r = a.r + b.r;
}

int main(void)
{
	struct fib f = {30, 0};
	fib(&f);
	printf("%ld\n", f.r);
	return 0;
}
