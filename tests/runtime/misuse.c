/* misuse.c - programs that misuse the runtime, one per mode, for
 * misuse.sh: each must end with one "asyncrt: ..." line on stderr that
 * names the mistake, and a failing status, in every build type.
 *
 *   misuse MODE      MODE: see the table at the end; "ok" misuses nothing */
#include <asyncrt.h>
#include <asyncrt_mlir.h>

#include <stdio.h>
#include <string.h>

static void nothing(void *arg)
{
	(void)arg;
}

static void group_add_overflow(void)
{
	asyncrt_group *g = asyncrt_group_create(1);
	asyncrt_token *a = asyncrt_token_create(), *b = asyncrt_token_create();
	asyncrt_group_add(g, a);
	asyncrt_group_add(g, b);
}

static void group_spawn_overflow(void)
{
	asyncrt_group *g = asyncrt_group_create(2);
	for (int i = 0; i < 3; i++)
		asyncrt_group_spawn(g, nothing, NULL);
	asyncrt_group_await(g);
}

/* A group counts its members in 32 bits (rt.h, struct asyncrt_group). */
static void group_too_big(void)
{
	asyncrt_group_create((int64_t)1 << 32);
}

/* MLIR's lowering adds through its own entry point. */
static void mlir_group_overflow(void)
{
	void *g = mlirAsyncRuntimeCreateGroup(0);
	mlirAsyncRuntimeAddTokenToGroup(mlirAsyncRuntimeCreateToken(), g);
}

static void drop_never_held(void)
{
	asyncrt_token *t = asyncrt_token_create();   /* two references */
	asyncrt_drop_ref(t, 3);
}

static void drop_after_last(void)
{
	asyncrt_value *v = asyncrt_value_create(8);
	asyncrt_drop_ref(v, 2);
	asyncrt_drop_ref(v, 1);
}

static void mlir_drop_after_last(void)
{
	void *t = mlirAsyncRuntimeCreateToken();
	mlirAsyncRuntimeDropRef(t, 2);
	mlirAsyncRuntimeDropRef(t, 1);
}

static void await_after_last(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_token_emplace(t);
	asyncrt_drop_ref(t, 1);
	asyncrt_token_await(t);
}

static void add_ref_after_last(void)
{
	asyncrt_group *g = asyncrt_group_create(0);
	asyncrt_drop_ref(g, 1);
	asyncrt_add_ref(g, 1);
}

/* A negative count would make add_ref a drop that skips drop's checks. */
static void add_ref_negative(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_add_ref(t, -1);
}

static void complete_twice(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_add_ref(t, 1);
	asyncrt_token_emplace(t);
	asyncrt_token_emplace(t);
}

static void wrong_kind(void)
{
	asyncrt_token *t = asyncrt_token_create();
	asyncrt_value_storage((asyncrt_value *)t);
}

static void frame_freed_twice(void)
{
	void *p = asyncrt_frame_alloc(64);
	asyncrt_frame_free(p);
	asyncrt_frame_free(p);
}

static void ok(void)
{
	asyncrt_token *t = asyncrt_spawn(nothing, NULL);
	asyncrt_token_await(t);
	asyncrt_drop_ref(t, 1);
}

static const struct {
	const char *name;
	void (*run)(void);
} modes[] = {
	{"group_add_overflow", group_add_overflow},
	{"group_spawn_overflow", group_spawn_overflow},
	{"mlir_group_overflow", mlir_group_overflow},
	{"group_too_big", group_too_big},
	{"drop_never_held", drop_never_held},
	{"drop_after_last", drop_after_last},
	{"mlir_drop_after_last", mlir_drop_after_last},
	{"await_after_last", await_after_last},
	{"add_ref_after_last", add_ref_after_last},
	{"add_ref_negative", add_ref_negative},
	{"complete_twice", complete_twice},
	{"wrong_kind", wrong_kind},
	{"frame_freed_twice", frame_freed_twice},
	{"ok", ok},
};

int main(int argc, char **argv)
{
	for (size_t i = 0; argc == 2 && i < sizeof modes / sizeof *modes; i++) {
		if (strcmp(argv[1], modes[i].name) == 0) {
			modes[i].run();
			return 0;
		}
	}
	fprintf(stderr, "usage: misuse MODE\n");
	return 2;
}
