/* c_fib.c - fib.mlir's recursion written against asyncrt.h the way a C
 * user would: fork-join, spawning one branch and awaiting it. */
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
	asyncrt_token *t = asyncrt_spawn(fib, &a);
	fib(&b);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	f->r = a.r + b.r;
}

int main(void)
{
	struct fib f = {30, 0};
	asyncrt_token *t = asyncrt_spawn(fib, &f);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
	printf("%ld\n", f.r);
	return 0;
}
