/* print.c - the printing helpers of MLIR's runner utilities.
 *
 * vector.print lowers to printI64, printF32, printOpen...; the memref
 * printers are what printMemrefF32 and friends produce in MLIR tests.  The
 * output matches libmlir_c_runner_utils / libmlir_runner_utils byte for
 * byte (tests/runtime/print_diff.sh checks it): numbers as C++ streams
 * print them, which for floating point is printf's %g, an i8 element as
 * the character it holds (C++ prints a signed char that way), index as
 * unsigned.  One deliberate difference: MLIR prints an element of a
 * memref with a zero-sized dimension (reading out of bounds); we print
 * the empty brackets only. */
#include "rt.h"
#include "asyncrt_mlir.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

/* ---- vector.print ----------------------------------------------------- */

void printI64(int64_t i)
{
	printf("%" PRId64, i);
}

void printU64(uint64_t u)
{
	printf("%" PRIu64, u);
}

static float half_to_float(uint16_t h)
{
	uint32_t sign = (uint32_t)(h & 0x8000) << 16;
	uint32_t exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
	if (exp == 0x1f) {                       /* inf, nan */
		bits = sign | 0x7f800000u | (man << 13);
	} else if (exp) {                        /* normal */
		bits = sign | ((exp + 112) << 23) | (man << 13);
	} else {                                 /* zero, subnormal: man * 2^-24 */
		float f = (float)man * 0x1p-24f;
		memcpy(&bits, &f, 4);
		bits |= sign;
	}
	float f;
	memcpy(&f, &bits, 4);
	return f;
}

static float bfloat_to_float(uint16_t b)
{
	uint32_t bits = (uint32_t)b << 16;
	float f;
	memcpy(&f, &bits, 4);
	return f;
}

void printF16(uint16_t bits)
{
	printf("%g", (double)half_to_float(bits));
}

void printBF16(uint16_t bits)
{
	printf("%g", (double)bfloat_to_float(bits));
}

void printF32(float f)
{
	printf("%g", (double)f);
}

void printF64(double d)
{
	printf("%g", d);
}

void printString(const char *s)
{
	fputs(s, stdout);
}

void printCString(const char *s)
{
	fputs(s, stdout);
}

void printOpen(void)
{
	fputs("( ", stdout);
}

void printClose(void)
{
	fputs(" )", stdout);
}

void printComma(void)
{
	fputs(", ", stdout);
}

void printNewline(void)
{
	putchar('\n');
}

/* ---- memrefs ---------------------------------------------------------- */

struct elem {
	size_t size;
	void (*print)(const void *p);
};

static void put_i8(const void *p) { putchar(*(const char *)p); }
static void put_i16(const void *p) { printf("%d", *(const int16_t *)p); }
static void put_i32(const void *p) { printf("%" PRId32, *(const int32_t *)p); }
static void put_i64(const void *p) { printf("%" PRId64, *(const int64_t *)p); }
static void put_ind(const void *p) { printf("%" PRIu64, *(const uint64_t *)p); }
static void put_f32(const void *p) { printf("%g", (double)*(const float *)p); }
static void put_f64(const void *p) { printf("%g", *(const double *)p); }

static void put_c32(const void *p)
{
	const float *c = p;
	printf("(%g,%g)", (double)c[0], (double)c[1]);
}

static void put_c64(const void *p)
{
	const double *c = p;
	printf("(%g,%g)", c[0], c[1]);
}

static const struct elem I8 = {1, put_i8}, I16 = {2, put_i16},
	I32 = {4, put_i32}, I64 = {8, put_i64}, IND = {8, put_ind},
	F32 = {4, put_f32}, F64 = {8, put_f64}, C32 = {8, put_c32},
	C64 = {16, put_c64};

/* A strided memref descriptor of rank r, read as words:
 * allocated, aligned, offset, sizes[r], strides[r]. */
struct view {
	const struct elem *e;
	int64_t rank;
	const char *data;
	int64_t offset;
	const int64_t *sizes, *strides;
};

static struct view view_of(const struct elem *e, int64_t rank, void *desc)
{
	void **ptrs = desc;
	int64_t *words = desc;
	return (struct view){e, rank, ptrs[1], words[2], words + 3,
	                     words + 3 + rank};
}

static void put_list(const int64_t *a, int64_t n)
{
	for (int64_t i = 0; i < n; i++)
		printf(i ? ", %" PRId64 : "%" PRId64, a[i]);
}

static void put_meta(const struct view *v)
{
	/* A C++ stream prints a null pointer as 0. */
	if (v->data)
		printf("base@ = %p", (const void *)v->data);
	else
		fputs("base@ = 0", stdout);
	printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [",
	       v->rank, v->offset);
	put_list(v->sizes, v->rank);
	fputs("] strides = [", stdout);
	put_list(v->strides, v->rank);
	putchar(']');
}

static void put_spaces(int64_t n)
{
	while (n-- > 0)
		putchar(' ');
}

/* dim dimensions are left to print, the outermost at sizes[0].  Elements
 * after the first of a row are indented by rank - dim + 1 spaces, and
 * rows after the first end with ",\n" (MLIR's layout). */
static void put_data(const struct view *v, int64_t dim, int64_t off,
                     const int64_t *sizes, const int64_t *strides)
{
	if (dim == 0) {
		v->e->print(v->data + off * (int64_t)v->e->size);
		return;
	}
	int64_t n = sizes[0];
	putchar('[');
	for (int64_t i = 0; i < n; i++) {
		if (i > 0)
			put_spaces(v->rank - dim + 1);
		put_data(v, dim - 1, off + i * strides[0], sizes + 1, strides + 1);
		if (i + 1 < n)
			fputs(dim > 1 ? ", \n" : ", ", stdout);
	}
	putchar(']');
}

static void print_memref(const char *prefix, const struct elem *e,
                         int64_t rank, void *desc)
{
	struct view v = view_of(e, rank, desc);
	fputs(prefix, stdout);
	put_meta(&v);
	fputs(" data = \n", stdout);
	if (rank == 0)
		putchar('[');
	put_data(&v, rank, v.offset, v.sizes, v.strides);
	if (rank == 0)
		putchar(']');
	putchar('\n');
	fflush(stdout);         /* std::endl */
}

static void print_shape(const struct elem *e, asyncrt_unranked_memref *m)
{
	struct view v = view_of(e, m->rank, m->descriptor);
	fputs("Unranked Memref ", stdout);
	put_meta(&v);
	putchar('\n');
}

#define UNRANKED(name, elem)                                              \
	void printMemref##name(int64_t rank, void *desc)                  \
	{                                                                 \
		print_memref("Unranked Memref ", &elem, rank, desc);      \
	}                                                                 \
	void _mlir_ciface_printMemref##name(asyncrt_unranked_memref *m)   \
	{                                                                 \
		print_memref("Unranked Memref ", &elem, m->rank,          \
		             m->descriptor);                              \
	}                                                                 \
	void _mlir_ciface_printMemrefShape##name(asyncrt_unranked_memref *m) \
	{                                                                 \
		print_shape(&elem, m);                                    \
	}
UNRANKED(I32, I32)
UNRANKED(I64, I64)
UNRANKED(F32, F32)
UNRANKED(F64, F64)
UNRANKED(Ind, IND)
UNRANKED(C32, C32)
UNRANKED(C64, C64)

/* MLIR has no plain printMemrefI8 / I16, nor a shape printer for I16. */
void _mlir_ciface_printMemrefI8(asyncrt_unranked_memref *m)
{
	print_memref("Unranked Memref ", &I8, m->rank, m->descriptor);
}

void _mlir_ciface_printMemrefShapeI8(asyncrt_unranked_memref *m)
{
	print_shape(&I8, m);
}

void _mlir_ciface_printMemrefI16(asyncrt_unranked_memref *m)
{
	print_memref("Unranked Memref ", &I16, m->rank, m->descriptor);
}

#define RANKED(name, rank, elem)                                          \
	void _mlir_ciface_printMemref##name(void *desc)                   \
	{                                                                 \
		print_memref("Memref ", &elem, rank, desc);               \
	}
RANKED(0dF32, 0, F32)
RANKED(1dF32, 1, F32)
RANKED(2dF32, 2, F32)
RANKED(3dF32, 3, F32)
RANKED(4dF32, 4, F32)
RANKED(1dI8, 1, I8)
RANKED(1dI32, 1, I32)
RANKED(1dI64, 1, I64)
RANKED(1dF64, 1, F64)
RANKED(1dInd, 1, IND)
RANKED(1dC32, 1, C32)
RANKED(1dC64, 1, C64)

/* ---- time ------------------------------------------------------------- */

int64_t _mlir_ciface_nanoTime(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

double rtclock(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6;
}
