/* memref_utils.c - the memref helpers of MLIR's runner utilities that
 * are not printers: memrefCopy and the verifyMemRef family.
 *
 * memrefCopy is what MLIR's finalize-memref-to-llvm calls for a
 * memref.copy it cannot make a memcpy of (strided layouts, unranked
 * memrefs), and what asyncc calls when a side of the copy is unranked.
 * It walks the source's index space in row-major order, copying one
 * element of elem_size bytes at a time through both layouts, as
 * libmlir_c_runner_utils does; an empty memref copies nothing. */
#include "rt.h"
#include "asyncrt_mlir.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* The fields of a rank-r descriptor: allocated, aligned, offset,
 * sizes[r], strides[r]. */
static char *desc_data(void *d) { return ((char **)d)[1]; }
static int64_t *desc_words(void *d) { return (int64_t *)d; }

void memrefCopy(int64_t elem_size, asyncrt_unranked_memref *src, asyncrt_unranked_memref *dst)
{
	int64_t rank = src->rank;
	const int64_t *sw = desc_words(src->descriptor), *dw = desc_words(dst->descriptor);
	const int64_t *sizes = sw + 3, *sstr = sw + 3 + rank, *dstr = dw + 3 + rank;
	for (int64_t i = 0; i < rank; i++)
		if (sizes[i] == 0)
			return;
	char *s = desc_data(src->descriptor) + sw[2] * elem_size;
	char *d = desc_data(dst->descriptor) + dw[2] * elem_size;
	if (rank > 64)
		rt_die("memrefCopy: rank %lld is more than 64", (long long)rank);
	int64_t idx[64] = {0};
	int64_t si = 0, di = 0;
	for (;;) {
		memcpy(d + di * elem_size, s + si * elem_size, (size_t)elem_size);
		/* The next index, innermost dimension fastest. */
		int64_t axis = rank - 1;
		for (; axis >= 0; axis--) {
			si += sstr[axis];
			di += dstr[axis];
			if (++idx[axis] < sizes[axis])
				break;
			si -= sizes[axis] * sstr[axis];
			di -= sizes[axis] * dstr[axis];
			idx[axis] = 0;
		}
		if (axis < 0)
			return;
	}
}

/* ---- verifyMemRef ------------------------------------------------------
 *
 * verifyMemRef<T>(actual, expected) returns how many elements of actual
 * differ from expected, both read through actual's offset, sizes and
 * strides, or -1 if their shapes differ.  What libmlir_runner_utils does,
 * quirks included, as tests/runtime/memref_utils_diff.sh checks:
 *  - the shapes are compared only if actual's rank is not 0, and then
 *    the metadata of both is written to stderr on one line without a
 *    newline ("base@ = ... strides = [1]base@ = ...");
 *  - the first 10 differing elements are written to stderr, one a line:
 *    "A != E offset = N";
 *  - f32 and f64 elements are equal within a relative error of 1e-6 and
 *    1e-12 of the expected value, and never if either is infinite or a
 *    NaN; f16 and bf16 ones are compared bit for bit (0 != -0, a NaN
 *    equals itself), complex ones as C++'s operator== (a NaN part never
 *    equals), integers exactly. */

struct vtype {
	size_t size;
	bool (*same)(const void *a, const void *e);
	void (*put)(const void *p);
};

static bool same_bits(const void *a, const void *e, size_t n) { return memcmp(a, e, n) == 0; }
static bool same_1(const void *a, const void *e) { return same_bits(a, e, 1); }
static bool same_2(const void *a, const void *e) { return same_bits(a, e, 2); }
static bool same_4(const void *a, const void *e) { return same_bits(a, e, 4); }
static bool same_8(const void *a, const void *e) { return same_bits(a, e, 8); }

static bool same_f32(const void *pa, const void *pe)
{
	float a = *(const float *)pa, e = *(const float *)pe;
	return isfinite(a) && isfinite(e) && fabsf(a - e) <= 1e-6f * fabsf(e);
}

static bool same_f64(const void *pa, const void *pe)
{
	double a = *(const double *)pa, e = *(const double *)pe;
	return isfinite(a) && isfinite(e) && fabs(a - e) <= 1e-12 * fabs(e);
}

static bool same_c32(const void *pa, const void *pe)
{
	const float *a = pa, *e = pe;
	return a[0] == e[0] && a[1] == e[1];
}

static bool same_c64(const void *pa, const void *pe)
{
	const double *a = pa, *e = pe;
	return a[0] == e[0] && a[1] == e[1];
}

/* Elements as a C++ stream prints them (i8 as the character it holds). */
static void put_i8(const void *p) { fputc(*(const char *)p, stderr); }
static void put_i16(const void *p) { fprintf(stderr, "%d", *(const int16_t *)p); }
static void put_i32(const void *p) { fprintf(stderr, "%" PRId32, *(const int32_t *)p); }
static void put_i64(const void *p) { fprintf(stderr, "%" PRId64, *(const int64_t *)p); }
static void put_ind(const void *p) { fprintf(stderr, "%" PRIu64, *(const uint64_t *)p); }
static void put_f16(const void *p) { fprintf(stderr, "%g", (double)rt_half_to_float(*(const uint16_t *)p)); }
static void put_bf16(const void *p) { fprintf(stderr, "%g", (double)rt_bfloat_to_float(*(const uint16_t *)p)); }
static void put_f32(const void *p) { fprintf(stderr, "%g", (double)*(const float *)p); }
static void put_f64(const void *p) { fprintf(stderr, "%g", *(const double *)p); }

static void put_c32(const void *p)
{
	const float *c = p;
	fprintf(stderr, "(%g,%g)", (double)c[0], (double)c[1]);
}

static void put_c64(const void *p)
{
	const double *c = p;
	fprintf(stderr, "(%g,%g)", c[0], c[1]);
}

static const struct vtype V_I8 = {1, same_1, put_i8}, V_I16 = {2, same_2, put_i16},
	V_I32 = {4, same_4, put_i32}, V_I64 = {8, same_8, put_i64},
	V_IND = {8, same_8, put_ind}, V_F16 = {2, same_2, put_f16},
	V_BF16 = {2, same_2, put_bf16}, V_F32 = {4, same_f32, put_f32},
	V_F64 = {8, same_f64, put_f64}, V_C32 = {8, same_c32, put_c32},
	V_C64 = {16, same_c64, put_c64};

static void put_meta(const asyncrt_unranked_memref *m)
{
	const int64_t *w = desc_words(m->descriptor);
	const char *data = desc_data(m->descriptor);
	if (data)
		fprintf(stderr, "base@ = %p", (const void *)data);
	else
		fputs("base@ = 0", stderr);   /* as a C++ stream prints null */
	fprintf(stderr, " rank = %" PRId64 " offset = %" PRId64 " sizes = [", m->rank, w[2]);
	for (int64_t i = 0; i < m->rank; i++)
		fprintf(stderr, i ? ", %" PRId64 : "%" PRId64, w[3 + i]);
	fputs("] strides = [", stderr);
	for (int64_t i = 0; i < m->rank; i++)
		fprintf(stderr, i ? ", %" PRId64 : "%" PRId64, w[3 + m->rank + i]);
	fputc(']', stderr);
}

struct vwalk {
	const struct vtype *t;
	const char *a, *e;
	int64_t printed;
};

static int64_t verify_dim(struct vwalk *w, int64_t dim, int64_t off,
                          const int64_t *sizes, const int64_t *strides)
{
	if (dim == 0) {
		const char *a = w->a + off * (int64_t)w->t->size;
		const char *e = w->e + off * (int64_t)w->t->size;
		if (w->t->same(a, e))
			return 0;
		if (w->printed < 10) {
			w->t->put(a);
			fputs(" != ", stderr);
			w->t->put(e);
			fprintf(stderr, " offset = %" PRId64 "\n", off);
			w->printed++;
		}
		return 1;
	}
	int64_t errors = 0;
	for (int64_t i = 0; i < sizes[0]; i++)
		errors += verify_dim(w, dim - 1, off + i * strides[0], sizes + 1, strides + 1);
	return errors;
}

static int64_t verify(const struct vtype *t, asyncrt_unranked_memref *actual,
                      asyncrt_unranked_memref *expected)
{
	int64_t r = actual->rank;
	const int64_t *aw = desc_words(actual->descriptor), *ew = desc_words(expected->descriptor);
	for (int64_t i = 0; i < r; i++) {
		if (expected->rank != r || aw[2] != ew[2] || aw[3 + i] != ew[3 + i] ||
		    aw[3 + r + i] != ew[3 + r + i]) {
			put_meta(actual);
			put_meta(expected);
			return -1;
		}
	}
	struct vwalk w = {t, desc_data(actual->descriptor), desc_data(expected->descriptor), 0};
	return verify_dim(&w, r, aw[2], aw + 3, aw + 3 + r);
}

#define VERIFY(name, type)                                                   \
	int64_t _mlir_ciface_verifyMemRef##name(asyncrt_unranked_memref *a,  \
	                                        asyncrt_unranked_memref *e)  \
	{                                                                    \
		return verify(&type, a, e);                                  \
	}
#define VERIFY_PLAIN(name, type)                                             \
	VERIFY(name, type)                                                   \
	int64_t verifyMemRef##name(int64_t rank, void *a, void *e)           \
	{                                                                    \
		asyncrt_unranked_memref ua = {rank, a}, ue = {rank, e};      \
		return verify(&type, &ua, &ue);                              \
	}
VERIFY(I8, V_I8)
VERIFY(I16, V_I16)
VERIFY_PLAIN(I32, V_I32)
VERIFY(I64, V_I64)
VERIFY(F16, V_F16)
VERIFY(BF16, V_BF16)
VERIFY_PLAIN(F32, V_F32)
VERIFY_PLAIN(F64, V_F64)
VERIFY_PLAIN(Ind, V_IND)
VERIFY_PLAIN(C32, V_C32)
VERIFY_PLAIN(C64, V_C64)
