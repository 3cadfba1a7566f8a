/* gen_main.c - asyncc-gen: print programs of fuzz/gen.c.
 *
 *   asyncc-gen [-r [-m]] [-n OPS] SEED   a program from a seed's bytes
 *   asyncc-gen [-r [-m]] [-n OPS] -f FILE  a program from a file's bytes
 *   asyncc-gen -r [-m] -C [-n OPS] SEED  not the program: its C reference,
 *                                        which prints what it prints
 *   asyncc-gen [-n OPS] -F FILE          the program of an input of
 *                                        fuzz_lower or fuzz_compile: its
 *                                        first byte's low bit is -r
 *   asyncc-gen [-r] -B SEED              no program: the input of those
 *                                        targets for `asyncc-gen [-r] SEED`
 *                                        (fuzz/run.sh's seed corpus)
 * -r: a runnable program (with @main); -m (with -r): one that MLIR 19's
 * own pipeline can compile too (see gen.h).  The first line of the output
 * says whether to compile with -feliminate-blocking-await. */
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
	bool fuzz_input = false, bytes_only = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-r") == 0)
			cfg.runnable = true;
		else if (strcmp(argv[i], "-m") == 0)
			cfg.mlir_compatible = true;
		else if (strcmp(argv[i], "-C") == 0)
			cfg.c_reference = true;
		else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			cfg.max_ops = (unsigned)strtoul(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "-B") == 0)
			bytes_only = true;
		else if ((strcmp(argv[i], "-f") == 0 || strcmp(argv[i], "-F") == 0) && i + 1 < argc) {
			fuzz_input = argv[i][1] == 'F';
			file = argv[++i];
		}
		else
			seed = argv[i];
	}
	if (!file && !seed) {
		fprintf(stderr, "usage: asyncc-gen [-r [-m] [-C]] [-n OPS] SEED | -f FILE | -F FILE | -B SEED\n");
		return 2;
	}
	if (cfg.c_reference && !cfg.runnable) {
		fprintf(stderr, "asyncc-gen: -C needs -r (a runnable program)\n");
		return 2;
	}
	size_t n = 4096;
	uint8_t *bytes = file ? file_bytes(file, &n) : seed_bytes(strtoull(seed, NULL, 10), n);
	if (bytes_only && !file) {
		putchar(cfg.runnable ? 1 : 0);
		fwrite(bytes, 1, n, stdout);
		free(bytes);
		return 0;
	}
	uint8_t *from = bytes;
	if (fuzz_input && n > 0) {
		cfg.runnable = bytes[0] & 1;
		from++;
		n--;
	}
	char *text = gen_program(from, n, &cfg);
	fputs(cfg.c_reference ? cfg.c_text : text, stdout);
	free(text);
	free(cfg.c_text);
	free(bytes);
	return 0;
}
