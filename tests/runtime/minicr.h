/* minicr.h - the part of criterion's interface the tests use (the
 * runtime's, the front end's unit tests and tests/refcount/liveness_test),
 * for builds where criterion cannot run: under ThreadSanitizer criterion
 * aborts at start-up ("Could not initialize inheritable arena", criterion
 * issue #274), since its shared arena collides with TSan's memory
 * layout.  Same test sources, same semantics: every test runs in a child
 * process of its own, .signal names the signal it must die of, .timeout
 * bounds it, and a failed assertion fails that test alone. */
#ifndef ASYNCRT_MINICR_H
#define ASYNCRT_MINICR_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

struct minicr_test {
	const char *suite, *name;
	void (*fn)(void);
	int signal;
	double timeout;
	struct minicr_test *next;
};

static struct minicr_test *minicr_tests;

/* TestSuite(s, .init = f, .fini = g): run around each test of suite s;
 * .timeout: the bound of its tests that give none. */
struct minicr_suite {
	const char *name;
	void (*init)(void), (*fini)(void);
	double timeout;
	struct minicr_suite *next;
};

static struct minicr_suite *minicr_suites;

#define TestSuite(s, ...)                                                  \
	static struct minicr_suite s##_suite = {.name = #s, __VA_ARGS__};   \
	__attribute__((constructor)) static void s##_suite_reg(void)        \
	{                                                                   \
		s##_suite.next = minicr_suites;                             \
		minicr_suites = &s##_suite;                                 \
	}

#define Test(s, n, ...)                                                    \
	static void s##_##n(void);                                          \
	static struct minicr_test s##_##n##_t = {                           \
		.suite = #s, .name = #n, .fn = s##_##n, __VA_ARGS__};       \
	__attribute__((constructor)) static void s##_##n##_reg(void)        \
	{                                                                   \
		s##_##n##_t.next = minicr_tests;                            \
		minicr_tests = &s##_##n##_t;                                \
	}                                                                   \
	static void s##_##n(void)

static void minicr_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: assertion failed: %s\n", file, line, what);
	fflush(NULL);
	_exit(1);
}

/* Extra message arguments, as criterion takes, are accepted and ignored. */
#define cr_assert(c, ...) ((c) ? (void)0 : minicr_fail(__FILE__, __LINE__, #c))
#define cr_assert_not(c, ...) cr_assert(!(c))
#define cr_assert_eq(a, b, ...) cr_assert((a) == (b))
#define cr_assert_neq(a, b, ...) cr_assert((a) != (b))
#define cr_assert_null(p, ...) cr_assert((p) == NULL)
#define cr_assert_str_empty(s, ...) cr_assert((s)[0] == '\0')
#define cr_assert_geq(a, b, ...) cr_assert((a) >= (b))
#define cr_assert_gt(a, b, ...) cr_assert((a) > (b))
#define cr_assert_lt(a, b, ...) cr_assert((a) < (b))
#define cr_assert_leq(a, b, ...) cr_assert((a) <= (b))
#define cr_assert_not_null(p, ...) cr_assert((p) != NULL)
#define cr_assert_str_eq(a, b, ...) cr_assert(strcmp((a), (b)) == 0)
#define cr_assert_fail(...) minicr_fail(__FILE__, __LINE__, "cr_assert_fail")

static int minicr_run(struct minicr_test *t)
{
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		return 0;
	if (pid == 0) {
		const struct minicr_suite *su = minicr_suites;
		while (su && strcmp(su->name, t->suite) != 0)
			su = su->next;
		double timeout = t->timeout > 0 ? t->timeout : su && su->timeout > 0 ? su->timeout : 600;
		alarm((unsigned)timeout);
		if (su && su->init)
			su->init();
		t->fn();
		if (su && su->fini)
			su->fini();
		fflush(NULL);
		_exit(0);
	}
	int st;
	waitpid(pid, &st, 0);
	if (t->signal)
		return WIFSIGNALED(st) && WTERMSIG(st) == t->signal;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

int main(void)
{
	int run = 0, failed = 0;
	for (struct minicr_test *t = minicr_tests; t; t = t->next) {
		int ok = minicr_run(t);
		printf("[%s] %s::%s\n", ok ? "PASS" : "FAIL", t->suite, t->name);
		run++;
		failed += !ok;
	}
	printf("Tested: %d | Passing: %d | Failing: %d\n", run, run - failed, failed);
	return failed ? 1 : 0;
}

#endif
