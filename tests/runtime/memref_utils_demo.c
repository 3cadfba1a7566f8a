/* memref_utils_demo.c - drive the memref runner utilities that
 * print_demo leaves out: the f16, bf16 and vector<4x4xf32> memref
 * printers and the verifyMemRef family, of any library.
 *
 *   memref_utils_demo LIB...
 *
 * The printers write to stdout; verifyMemRef writes the differences it
 * finds to stderr, and this program writes each result there too.
 * memref_utils_diff.sh runs it on libasyncrt and on MLIR's libraries and
 * compares both streams. */
#include "demo_lib.h"

#include <asyncrt_mlir.h>      /* for the unranked memref type alone */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*fn_unranked)(asyncrt_unranked_memref *);
typedef void (*fn_ptr)(void *);
typedef int64_t (*fn_verify)(asyncrt_unranked_memref *, asyncrt_unranked_memref *);
typedef int64_t (*fn_verify_plain)(int64_t, void *, void *);

struct shape {
	int rank;
	int64_t off, sizes[3], strides[3];
};

static const struct shape shapes[] = {
	{0, 3, {0}, {0}},
	{1, 2, {5}, {1}},
	{1, 1, {4}, {3}},
	{2, 0, {2, 3}, {3, 1}},
	{2, 0, {3, 2}, {1, 3}},
	{2, 1, {1, 1}, {1, 1}},
	{3, 1, {2, 1, 3}, {3, 3, 1}},
};
#define NSHAPES (sizeof shapes / sizeof *shapes)

static uint64_t rng = 0x2545f4914f6cdd1dull;

static uint64_t next(void)
{
	return demo_next(&rng);
}

static void halfs(void)
{
	static uint16_t data[64];
	static const uint16_t special[] = {0x0000, 0x8000, 0x3c00, 0x7c00, 0xfc00, 0x7e00,
	                                   0x0001, 0x03ff, 0x7bff, 0x3555, 0xc000, 0x7f80};
	static const char *const names[] = {"_mlir_ciface_printMemrefF16", "_mlir_ciface_printMemrefBF16"};
	for (int n = 0; n < 2; n++) {
		for (int i = 0; i < 64; i++)
			data[i] = i < 12 ? special[i] : (uint16_t)next();
		for (size_t s = 0; s < NSHAPES; s++) {
			const struct shape *sh = &shapes[s];
			struct desc d;
			asyncrt_unranked_memref u = {sh->rank, pack(&d, sh->rank, data, sh->off, sh->sizes, sh->strides)};
			printf("== %s shape %zu\n", names[n], s);
			((fn_unranked)demo_sym(names[n]))(&u);
		}
	}
}

static void vectors(void)
{
	static float data[8][16];
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 16; j++)
			data[i][j] = (float)(i * 16 + j) / 3 - 20;
	data[0][5] = INFINITY;
	data[0][6] = NAN;
	data[0][7] = -0.0f;
	static const struct shape vshapes[] = {
		{2, 0, {1, 1}, {1, 1}},
		{2, 1, {2, 3}, {3, 1}},
		{2, 0, {2, 2}, {1, 4}},
		{2, 2, {3, 1}, {2, 1}},
	};
	for (size_t s = 0; s < sizeof vshapes / sizeof *vshapes; s++) {
		const struct shape *sh = &vshapes[s];
		struct desc d;
		printf("== _mlir_ciface_printMemrefVector4x4xf32 shape %zu\n", s);
		((fn_ptr)demo_sym("_mlir_ciface_printMemrefVector4x4xf32"))(
			pack(&d, 2, data, sh->off, sh->sizes, sh->strides));
	}
}

struct vtype {
	const char *name;
	size_t size;
	int plain;             /* has a non-ciface form */
	int kind;              /* 0 integer, 1 f32, 2 f64, 3 half, 4 c32, 5 c64 */
};

static const struct vtype vtypes[] = {
	{"I8", 1, 0, 0}, {"I16", 2, 0, 0}, {"I32", 4, 1, 0}, {"I64", 8, 0, 0},
	{"F16", 2, 0, 3}, {"BF16", 2, 0, 3}, {"F32", 4, 1, 1}, {"F64", 8, 1, 2},
	{"Ind", 8, 1, 0}, {"C32", 8, 1, 4}, {"C64", 16, 1, 5},
};

/* Expected values and an actual copy of them that differs here and
 * there: by a relative error just inside or outside the tolerance, by
 * a sign of zero, by infinities and NaNs (floating point), by one bit
 * or a printable character (integers). */
static void fill(const struct vtype *t, char *e, char *a, int n, int variant)
{
	for (int i = 0; i < n; i++) {
		char *pe = e + (size_t)i * t->size, *pa = a + (size_t)i * t->size;
		int change = variant == 0 ? 0 : variant == 1 ? (i % 7 == 3) : (i % 2 == 0);
		switch (t->kind) {
		case 0:
			for (size_t k = 0; k < t->size; k++)
				pe[k] = (char)('a' + (i + (int)k) % 26);
			memcpy(pa, pe, t->size);
			if (change)
				pa[0] = (char)('A' + i % 26);
			break;
		case 1: {
			static const float tweak[] = {1 + 5e-7f, 1 + 2e-6f, 1, 1, 1, 1};
			float x = (float)i / 3 - 4, y = x;
			int k = (i / 7) % 6;
			if (change)
				y = k < 2 ? x * tweak[k] : k == 2 ? -x : k == 3 ? INFINITY : k == 4 ? NAN : x + 1;
			if (i == 12)
				x = y = 0, y = change ? -0.0f : 0;
			memcpy(pe, &x, 4);
			memcpy(pa, &y, 4);
			break;
		}
		case 2: {
			static const double tweak[] = {1 + 5e-13, 1 + 2e-12, 1, 1, 1, 1};
			double x = (double)i * 1e3 / 7 - 50, y = x;
			int k = (i / 7) % 6;
			if (change)
				y = k < 2 ? x * tweak[k] : k == 2 ? -x : k == 3 ? -INFINITY : k == 4 ? NAN : x / 2;
			memcpy(pe, &x, 8);
			memcpy(pa, &y, 8);
			break;
		}
		case 3: {
			uint16_t x = (uint16_t)(0x3c00 + i * 37), y = x;
			if (change)
				y = i % 3 ? (uint16_t)(x ^ 1) : (uint16_t)(x ^ 0x8000);
			if (i == 5)
				x = y = 0x7e00;         /* a NaN equals itself, bit for bit */
			memcpy(pe, &x, 2);
			memcpy(pa, &y, 2);
			break;
		}
		case 4: {
			float x[2] = {(float)i, -(float)i / 4}, y[2] = {x[0], x[1]};
			if (change)
				y[i % 2] += i % 3 ? 0.5f : NAN;
			memcpy(pe, x, 8);
			memcpy(pa, y, 8);
			break;
		}
		default: {
			double x[2] = {i * 0.1, 1e20 / (i + 1)}, y[2] = {x[0], x[1]};
			if (change)
				y[i % 2] = i % 3 ? y[i % 2] * 2 : NAN;
			memcpy(pe, x, 16);
			memcpy(pa, y, 16);
			break;
		}
		}
	}
}

static void verify_one(const struct vtype *t, const char *what, int ra, void *da, int re, void *de)
{
	char name[64];
	asyncrt_unranked_memref ua = {ra, da}, ue = {re, de};
	fprintf(stderr, "== verifyMemRef%s %s\n", t->name, what);
	snprintf(name, sizeof name, "_mlir_ciface_verifyMemRef%s", t->name);
	int64_t r = ((fn_verify)demo_sym(name))(&ua, &ue);
	fprintf(stderr, "\n-> %lld\n", (long long)r);
	if (t->plain && ra == re) {
		snprintf(name, sizeof name, "verifyMemRef%s", t->name);
		r = ((fn_verify_plain)demo_sym(name))(ra, da, de);
		fprintf(stderr, "\n-> plain %lld\n", (long long)r);
	}
}

static void verifies(void)
{
	static _Alignas(16) char e[64 * 16], a[64 * 16];
	char what[64];
	for (size_t t = 0; t < sizeof vtypes / sizeof *vtypes; t++) {
		const struct vtype *vt = &vtypes[t];
		for (int variant = 0; variant < 3; variant++) {
			fill(vt, e, a, 64, variant);
			for (size_t s = 0; s < NSHAPES; s++) {
				const struct shape *sh = &shapes[s];
				struct desc da, de;
				snprintf(what, sizeof what, "variant %d shape %zu", variant, s);
				verify_one(vt, what, sh->rank, pack(&da, sh->rank, a, sh->off, sh->sizes, sh->strides),
				           sh->rank, pack(&de, sh->rank, e, sh->off, sh->sizes, sh->strides));
			}
			/* 40 elements: more than the ten differences printed. */
			struct desc da, de;
			int64_t size = 40, stride = 1;
			snprintf(what, sizeof what, "variant %d 40 elements", variant);
			verify_one(vt, what, 1, pack(&da, 1, a, 0, &size, &stride), 1, pack(&de, 1, e, 0, &size, &stride));
		}
		/* Shapes that differ: offset, size, stride, rank; a rank-0
		 * actual is never compared for shape. */
		static const struct { int ra, re; int64_t oa, oe, sa[2], se[2], ta[2], te[2]; } bad[] = {
			{1, 1, 0, 1, {4}, {4}, {1}, {1}},
			{2, 2, 0, 0, {2, 3}, {2, 4}, {3, 1}, {3, 1}},
			{2, 2, 0, 0, {2, 3}, {2, 3}, {3, 1}, {4, 1}},
			{2, 1, 0, 0, {2, 3}, {2}, {3, 1}, {3}},
			{1, 2, 0, 0, {6}, {6, 1}, {1}, {1, 1}},
			{0, 1, 2, 5, {0}, {3}, {0}, {1}},
		};
		fill(vt, e, a, 64, 0);
		for (size_t b = 0; b < sizeof bad / sizeof *bad; b++) {
			struct desc da, de;
			snprintf(what, sizeof what, "mismatch %zu", b);
			verify_one(vt, what, bad[b].ra, pack(&da, bad[b].ra, a, bad[b].oa, bad[b].sa, bad[b].ta),
			           bad[b].re, pack(&de, bad[b].re, e, bad[b].oe, bad[b].se, bad[b].te));
		}
	}
}

int main(int argc, char **argv)
{
	setvbuf(stderr, NULL, _IONBF, 0);
	if (demo_open("memref_utils_demo", argc, argv))
		return 2;
	halfs();
	vectors();
	fflush(stdout);
	verifies();
	return 0;
}
