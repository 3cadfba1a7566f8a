/* leaker.c - leaves objects alive at exit, for leak.sh.
 *
 *   leaker none         frees everything, exits 0
 *   leaker token|value|group
 *                       leaves one of that kind, exits 0
 *   leaker all          leaves 2 tokens, 1 value, 1 group, exits 0
 *   leaker fail         leaves a token and exits 3 */
#include <asyncrt.h>

#include <stdlib.h>
#include <string.h>

static void emplace(void *arg)
{
	asyncrt_token_emplace(arg);
}

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "none";
	/* Some real work first, so that the pool is up and busy. */
	asyncrt_group *g = asyncrt_group_create(100);
	for (int i = 0; i < 100; i++) {
		asyncrt_token *t = asyncrt_token_create();
		asyncrt_execute(emplace, t);
		asyncrt_group_add(g, t);
		asyncrt_drop_ref(t, 1);
	}
	asyncrt_group_await(g);
	asyncrt_drop_ref(g, 1);

	if (!strcmp(what, "token") || !strcmp(what, "all") || !strcmp(what, "fail"))
		asyncrt_token_create();
	if (!strcmp(what, "all"))
		asyncrt_token_create();
	if (!strcmp(what, "value") || !strcmp(what, "all"))
		asyncrt_value_create(8);
	if (!strcmp(what, "group") || !strcmp(what, "all"))
		asyncrt_group_create(0);
	return !strcmp(what, "fail") ? 3 : 0;
}
