/* print_demo.c - drive the runner-utils printers of any library.
 *
 *   print_demo LIB...
 *
 * dlopens the libraries given and calls every printer libasyncrt
 * provides, through dlsym, on a fixed battery of values and memrefs:
 * all 65536 f16 and bf16 bit patterns, special and random floats, integer
 * extremes, memrefs of every element type and ranks 0 to 4 with offsets
 * and non-contiguous strides.  print_diff.sh runs it once on libasyncrt
 * and once on MLIR's libraries and compares the outputs. */
#include "demo_lib.h"

#include <asyncrt_mlir.h>      /* for the unranked memref type alone */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CALL(type, name, ...) ((type)demo_sym(name))(__VA_ARGS__)

typedef void (*fn_i64)(int64_t);
typedef void (*fn_u64)(uint64_t);
typedef void (*fn_u16)(uint16_t);
typedef void (*fn_f32)(float);
typedef void (*fn_f64)(double);
typedef void (*fn_str)(const char *);
typedef void (*fn_void)(void);
typedef void (*fn_ranked)(int64_t, void *);
typedef void (*fn_ptr)(void *);
typedef void (*fn_unranked)(asyncrt_unranked_memref *);

static uint64_t rng = 88172645463325252ull;

static uint64_t next(void)
{
	return demo_next(&rng);
}

static void scalars(void)
{
	static const int64_t ints[] = {0, 1, -1, 42, INT64_MAX, INT64_MIN};
	for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
		CALL(fn_i64, "printI64", ints[i]);
		CALL(fn_void, "printComma");
		CALL(fn_u64, "printU64", (uint64_t)ints[i]);
		CALL(fn_void, "printNewline");
	}
	static const double dbl[] = {0.0, -0.0, 1.0, 0.1, 1.0 / 3, 2.0 / 3, 1e-10,
		1e10, 123456, 1234567, 1e38, 1e300, 5e-324, DBL_MAX, DBL_MIN,
		FLT_MIN, 1e-45, 100000, 999999.5, 0.0001, 0.00001};
	for (size_t i = 0; i < sizeof dbl / sizeof *dbl; i++) {
		for (int s = 1; s >= -1; s -= 2) {
			CALL(fn_f32, "printF32", (float)(s * dbl[i]));
			CALL(fn_void, "printComma");
			CALL(fn_f64, "printF64", s * dbl[i]);
			CALL(fn_void, "printNewline");
		}
	}
	float specials[] = {INFINITY, -INFINITY, NAN, -NAN};
	for (int i = 0; i < 4; i++) {
		CALL(fn_f32, "printF32", specials[i]);
		CALL(fn_f64, "printF64", (double)specials[i]);
		CALL(fn_void, "printNewline");
	}
	for (int i = 0; i < 2000; i++) {
		uint64_t b = next();
		float f;
		double d;
		uint32_t b32 = (uint32_t)b;
		memcpy(&f, &b32, 4);
		memcpy(&d, &b, 8);
		CALL(fn_f32, "printF32", f);
		CALL(fn_void, "printComma");
		CALL(fn_f64, "printF64", d);
		CALL(fn_void, "printNewline");
	}
	for (uint32_t h = 0; h < 65536; h++) {
		CALL(fn_u16, "printF16", (uint16_t)h);
		CALL(fn_void, "printComma");
		CALL(fn_u16, "printBF16", (uint16_t)h);
		CALL(fn_void, "printNewline");
	}
	CALL(fn_void, "printOpen");
	CALL(fn_str, "printString", "a string");
	CALL(fn_void, "printClose");
	CALL(fn_str, "printString", "(another)");
	CALL(fn_void, "printNewline");
}

struct shape {
	int rank;
	int64_t off, sizes[4], strides[4];
};

static const struct shape shapes[] = {
	{0, 3, {0}, {0}},
	{1, 0, {1}, {1}},
	{1, 2, {5}, {1}},
	{1, 1, {4}, {3}},                   /* every third element */
	{2, 0, {2, 3}, {3, 1}},
	{2, 0, {3, 2}, {1, 3}},             /* transposed */
	{2, 4, {1, 4}, {4, 1}},
	{3, 0, {2, 2, 2}, {4, 2, 1}},
	{3, 1, {2, 1, 3}, {3, 3, 1}},
	{4, 0, {2, 1, 2, 2}, {4, 4, 2, 1}},
};

struct elemtype {
	const char *name;      /* as in printMemref<name> */
	size_t size;
	int plain;             /* has a non-ciface form */
	int shape;             /* has a printMemrefShape form */
};

static const struct elemtype types[] = {
	{"I8", 1, 0, 1}, {"I16", 2, 0, 0}, {"I32", 4, 1, 1}, {"I64", 8, 1, 1},
	{"F32", 4, 1, 1}, {"F64", 8, 1, 1}, {"Ind", 8, 1, 1}, {"C32", 8, 1, 1},
	{"C64", 16, 1, 1},
};

/* Fill n elements of a type with recognisable, varied values. */
static void fill(const struct elemtype *t, void *data, int n)
{
	for (int i = 0; i < n; i++) {
		char *p = (char *)data + (size_t)i * t->size;
		if (!strcmp(t->name, "I8"))
			*p = (char)('A' + i % 26);
		else if (!strcmp(t->name, "I16"))
			*(int16_t *)p = (int16_t)(i * 1000 - 7000);
		else if (!strcmp(t->name, "I32"))
			*(int32_t *)p = i * 100003 - 1000000;
		else if (!strcmp(t->name, "I64"))
			*(int64_t *)p = (int64_t)i * 1000000007 - 3;
		else if (!strcmp(t->name, "Ind"))
			*(uint64_t *)p = (uint64_t)i * 0x9e3779b97f4a7c15ull;
		else if (!strcmp(t->name, "F32"))
			*(float *)p = (float)i / 7 - 1;
		else if (!strcmp(t->name, "F64"))
			*(double *)p = (double)i * 1e3 / 3;
		else if (!strcmp(t->name, "C32"))
			((float *)p)[0] = (float)i / 4, ((float *)p)[1] = -(float)i;
		else
			((double *)p)[0] = i * 0.1, ((double *)p)[1] = 1e20 / (i + 1);
	}
}

static void memrefs(void)
{
	static _Alignas(16) char data[64 * 16];
	char name[64];
	for (size_t t = 0; t < sizeof types / sizeof *types; t++) {
		fill(&types[t], data, 64);
		for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
			const struct shape *sh = &shapes[s];
			struct desc d;
			void *dp = pack(&d, sh->rank, data, sh->off, sh->sizes, sh->strides);
			asyncrt_unranked_memref u = {sh->rank, dp};
			printf("== %s shape %zu\n", types[t].name, s);
			snprintf(name, sizeof name, "_mlir_ciface_printMemref%s", types[t].name);
			CALL(fn_unranked, name, &u);
			if (types[t].plain) {
				snprintf(name, sizeof name, "printMemref%s", types[t].name);
				CALL(fn_ranked, name, sh->rank, dp);
			}
			if (types[t].shape) {
				snprintf(name, sizeof name, "_mlir_ciface_printMemrefShape%s", types[t].name);
				CALL(fn_unranked, name, &u);
			}
		}
	}
	/* The ranked forms. */
	static const struct { const char *name; int rank; const char *type; } ranked[] = {
		{"_mlir_ciface_printMemref0dF32", 0, "F32"},
		{"_mlir_ciface_printMemref1dF32", 1, "F32"},
		{"_mlir_ciface_printMemref2dF32", 2, "F32"},
		{"_mlir_ciface_printMemref3dF32", 3, "F32"},
		{"_mlir_ciface_printMemref4dF32", 4, "F32"},
		{"_mlir_ciface_printMemref1dI8", 1, "I8"},
		{"_mlir_ciface_printMemref1dI32", 1, "I32"},
		{"_mlir_ciface_printMemref1dI64", 1, "I64"},
		{"_mlir_ciface_printMemref1dF64", 1, "F64"},
		{"_mlir_ciface_printMemref1dInd", 1, "Ind"},
		{"_mlir_ciface_printMemref1dC32", 1, "C32"},
		{"_mlir_ciface_printMemref1dC64", 1, "C64"},
	};
	for (size_t r = 0; r < sizeof ranked / sizeof *ranked; r++) {
		for (size_t t = 0; t < sizeof types / sizeof *types; t++)
			if (!strcmp(types[t].name, ranked[r].type))
				fill(&types[t], data, 64);
		for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
			const struct shape *sh = &shapes[s];
			if (sh->rank != ranked[r].rank)
				continue;
			struct desc d;
			printf("== %s shape %zu\n", ranked[r].name, s);
			CALL(fn_ptr, ranked[r].name,
			     pack(&d, sh->rank, data, sh->off, sh->sizes, sh->strides));
		}
	}
}

int main(int argc, char **argv)
{
	if (demo_open("print_demo", argc, argv))
		return 2;
	scalars();
	fflush(stdout);
	memrefs();
	fflush(stdout);
	return 0;
}
