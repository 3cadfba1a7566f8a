/* gen_main.c - asyncc-gen: print programs of fuzz/gen.c.
 *
 *   asyncc-gen [-r] [-n OPS] SEED        a program from a seed's bytes
 *   asyncc-gen [-r] [-n OPS] -f FILE     a program from a file's bytes
 *                                        (a fuzzer's input)
 * -r: a runnable program (with @main).  The first line of the output says
 * whether to compile with -feliminate-blocking-await. */
#include "gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t *seed_bytes(unsigned long long seed, size_t n)
{
	uint8_t *b = malloc(n);
	if (!b)
		abort();
	uint64_t x = seed * 0x9e3779b97f4a7c15ull + 1;
	for (size_t i = 0; i < n; i++) {
		/* xorshift64* */
		x ^= x >> 12;
		x ^= x << 25;
		x ^= x >> 27;
		b[i] = (uint8_t)((x * 0x2545f4914f6cdd1dull) >> 56);
	}
	return b;
}

static uint8_t *file_bytes(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		exit(2);
	}
	size_t cap = 4096;
	uint8_t *b = malloc(cap);
	*n = 0;
	size_t got;
	while (b && (got = fread(b + *n, 1, cap - *n, f)) > 0)
		if ((*n += got) == cap)
			b = realloc(b, cap *= 2);
	fclose(f);
	if (!b)
		abort();
	return b;
}

int main(int argc, char **argv)
{
	GenConfig cfg = {0};
	const char *file = NULL, *seed = NULL;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-r") == 0)
			cfg.runnable = true;
		else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			cfg.max_ops = (unsigned)strtoul(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "-f") == 0 && i + 1 < argc)
			file = argv[++i];
		else
			seed = argv[i];
	}
	if (!file && !seed) {
		fprintf(stderr, "usage: asyncc-gen [-r] [-n OPS] SEED | -f FILE\n");
		return 2;
	}
	size_t n = 4096;
	uint8_t *bytes = file ? file_bytes(file, &n) : seed_bytes(strtoull(seed, NULL, 10), n);
	char *text = gen_program(bytes, n, &cfg);
	fputs(text, stdout);
	free(text);
	free(bytes);
	return 0;
}
