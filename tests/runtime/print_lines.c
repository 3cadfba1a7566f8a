/* print_lines.c - the runner-utils printers from many threads at once.
 *
 * Each of THREADS pthreads and TASKS runtime tasks prints LINES lines,
 * each line a vector.print of two numbers made of six printer calls
 * ("( t, i )" as printOpen, printI64, printComma, printI64, printClose,
 * printNewline), every few lines a memref of two rows (printMemrefI64,
 * three lines in one call).  Meanwhile the main thread alternates printer
 * lines with printf lines, "main i" and "printf i", which must come out
 * in that order.  At the end a thread leaves a partial line ("late")
 * when it exits, and the main thread one ("tail") at exit: both must
 * still be written.  print_lines.sh checks the output line by line: with
 * printers that are not line-atomic the six calls of one line would be
 * cut by other threads' text. */
#include <asyncrt.h>
#include <asyncrt_mlir.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

enum { THREADS = 8, TASKS = 8, LINES = 2000 };

static void lines(int64_t who)
{
	int64_t data[4] = {who, -who, who * 1000, 7};
	/* memref<2x2xi64>: allocated, aligned, offset, sizes, strides. */
	struct { void *alloc, *aligned; int64_t off, sizes[2], strides[2]; } m = {
		data, data, 0, {2, 2}, {2, 1}};
	for (int64_t i = 0; i < LINES; i++) {
		printOpen();
		printI64(who);
		printComma();
		printI64(i);
		printClose();
		printNewline();
		if (i % 500 == 0)
			printMemrefI64(2, &m);
	}
}

static void *thread_main(void *arg)
{
	lines((int64_t)(intptr_t)arg);
	return NULL;
}

static void task_main(void *arg)
{
	lines((int64_t)(intptr_t)arg);
}

static void *leave_partial(void *arg)
{
	(void)arg;
	printString("late");
	return NULL;
}

int main(void)
{
	pthread_t th[THREADS];
	asyncrt_token *tk[TASKS];
	for (int i = 0; i < THREADS; i++)
		pthread_create(&th[i], NULL, thread_main, (void *)(intptr_t)(i + 1));
	for (int i = 0; i < TASKS; i++)
		tk[i] = asyncrt_spawn(task_main, (void *)(intptr_t)(THREADS + i + 1));
	for (int i = 0; i < LINES; i++) {
		if (i % 2) {
			printf("printf %d\n", i);
		} else {
			printString("main ");
			printI64(i);
			printNewline();
		}
	}
	for (int i = 0; i < THREADS; i++)
		pthread_join(th[i], NULL);
	for (int i = 0; i < TASKS; i++) {
		asyncrt_token_await(tk[i]);
		asyncrt_drop_ref(tk[i], 1);
	}
	pthread_t late;
	pthread_create(&late, NULL, leave_partial, NULL);
	pthread_join(late, NULL);
	printNewline();           /* ends "late": its thread wrote it at exit */
	printString("tail");
	return 0;
}
