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
 * the empty brackets only.
 *
 * Lines are atomic.  `vector.print %x : i64` is two calls, printI64 then
 * printNewline, and MLIR's printers write each straight to stdout, so a
 * task on another thread can print between them ("12" "34" "\n" "\n").
 * Here each thread collects what it prints in a line buffer of its own,
 * and hands every complete line (a whole memref, for the memref
 * printers) to stdout in one fwrite, which stdio does under the stream's
 * lock: concurrent prints come out as whole lines, in some order, so
 * tests can compare outputs as multisets of lines.  The text still goes
 * through stdout's FILE, so on one thread it stays in program order with
 * C code's printf (both are in stdout's buffer, line by line), and stdout
 * is flushed as C flushes it (at exit; a crash loses what is buffered, as
 * with MLIR's printers).  What this gives up: a line printed partly by a
 * printer and partly by printf comes out with the printf text first.  A
 * partial line still buffered is written when its thread exits and, for
 * the thread that calls exit(), at exit. */
#include "rt.h"
#include "asyncrt_mlir.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

/* ---- the per-thread line buffer ---------------------------------------- */

struct linebuf {
	char *p;
	size_t len, cap;
	size_t seen;            /* p[0..seen) holds no newline */
};

static __thread struct linebuf *lb_self;
static pthread_key_t lb_key;
static pthread_once_t lb_once = PTHREAD_ONCE_INIT;

/* Write out what is buffered, complete lines or not, and free it. */
static void lb_release(struct linebuf *b)
{
	if (b->len)
		fwrite(b->p, 1, b->len, stdout);
	free(b->p);
	free(b);
}

static void lb_thread_exit(void *p)
{
	lb_self = NULL;
	lb_release(p);
}

/* exit(): the calling thread's partial line, before stdio's last flush. */
static void lb_at_exit(void)
{
	struct linebuf *b = lb_self;
	if (b) {
		lb_self = NULL;
		pthread_setspecific(lb_key, NULL);
		lb_release(b);
	}
}

static void lb_init(void)
{
	if (pthread_key_create(&lb_key, lb_thread_exit) != 0)
		rt_die("pthread_key_create failed");
	atexit(lb_at_exit);
}

static struct linebuf *lb(void)
{
	struct linebuf *b = lb_self;
	if (likely(b != NULL))
		return b;
	pthread_once(&lb_once, lb_init);
	b = calloc(1, sizeof *b);
	if (!b)
		rt_die("out of memory (print buffer)");
	pthread_setspecific(lb_key, b);
	lb_self = b;
	return b;
}

static char *lb_room(struct linebuf *b, size_t n)
{
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap : 128;
		while (cap < b->len + n)
			cap *= 2;
		char *p = realloc(b->p, cap);
		if (!p)
			rt_die("out of memory (print buffer of %zu bytes)", cap);
		b->p = p;
		b->cap = cap;
	}
	return b->p + b->len;
}

static void out(const char *s, size_t n)
{
	struct linebuf *b = lb();
	memcpy(lb_room(b, n), s, n);
	b->len += n;
}

static void outs(const char *s)
{
	out(s, strlen(s));
}

static void outc(char c)
{
	out(&c, 1);
}

__attribute__((format(printf, 1, 2)))
static void outf(const char *fmt, ...)
{
	struct linebuf *b = lb();
	char small[64];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		out(small, (size_t)n);
		return;
	}
	va_start(ap, fmt);
	vsnprintf(lb_room(b, (size_t)n + 1), (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/* The end of every printer: complete lines go to stdout in one fwrite,
 * the rest waits for its newline.  flush: then fflush, as std::endl. */
static void done(bool flush)
{
	struct linebuf *b = lb();
	size_t n = b->len;
	while (n > b->seen && b->p[n - 1] != '\n')
		n--;
	if (n > b->seen) {
		fwrite(b->p, 1, n, stdout);
		memmove(b->p, b->p + n, b->len - n);
		b->len -= n;
	}
	b->seen = b->len;
	if (flush)
		fflush(stdout);
}

/* ---- vector.print ----------------------------------------------------- */

void printI64(int64_t i)
{
	outf("%" PRId64, i);
}

void printU64(uint64_t u)
{
	outf("%" PRIu64, u);
}

float rt_half_to_float(uint16_t h)
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

float rt_bfloat_to_float(uint16_t b)
{
	uint32_t bits = (uint32_t)b << 16;
	float f;
	memcpy(&f, &bits, 4);
	return f;
}

void printF16(uint16_t bits)
{
	outf("%g", (double)rt_half_to_float(bits));
}

void printBF16(uint16_t bits)
{
	outf("%g", (double)rt_bfloat_to_float(bits));
}

void printF32(float f)
{
	outf("%g", (double)f);
}

void printF64(double d)
{
	outf("%g", d);
}

void printString(const char *s)
{
	outs(s);
	done(false);
}

void printCString(const char *s)
{
	outs(s);
	done(false);
}

void printOpen(void)
{
	outs("( ");
}

void printClose(void)
{
	outs(" )");
}

void printComma(void)
{
	outs(", ");
}

void printNewline(void)
{
	outc('\n');
	done(false);
}

/* ---- memrefs ---------------------------------------------------------- */

struct elem {
	size_t size;
	void (*print)(const void *p);
};

static void put_i8(const void *p) { outc(*(const char *)p); }
static void put_i16(const void *p) { outf("%d", *(const int16_t *)p); }
static void put_i32(const void *p) { outf("%" PRId32, *(const int32_t *)p); }
static void put_i64(const void *p) { outf("%" PRId64, *(const int64_t *)p); }
static void put_ind(const void *p) { outf("%" PRIu64, *(const uint64_t *)p); }
static void put_f32(const void *p) { outf("%g", (double)*(const float *)p); }
static void put_f64(const void *p) { outf("%g", *(const double *)p); }

static void put_c32(const void *p)
{
	const float *c = p;
	outf("(%g,%g)", (double)c[0], (double)c[1]);
}

static void put_c64(const void *p)
{
	const double *c = p;
	outf("(%g,%g)", c[0], c[1]);
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
		outf(i ? ", %" PRId64 : "%" PRId64, a[i]);
}

static void put_meta(const struct view *v)
{
	/* A C++ stream prints a null pointer as 0. */
	if (v->data)
		outf("base@ = %p", (const void *)v->data);
	else
		outs("base@ = 0");
	outf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [",
	     v->rank, v->offset);
	put_list(v->sizes, v->rank);
	outs("] strides = [");
	put_list(v->strides, v->rank);
	outc(']');
}

static void put_spaces(int64_t n)
{
	while (n-- > 0)
		outc(' ');
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
	outc('[');
	for (int64_t i = 0; i < n; i++) {
		if (i > 0)
			put_spaces(v->rank - dim + 1);
		put_data(v, dim - 1, off + i * strides[0], sizes + 1, strides + 1);
		if (i + 1 < n)
			outs(dim > 1 ? ", \n" : ", ");
	}
	outc(']');
}

static void print_memref(const char *prefix, const struct elem *e,
                         int64_t rank, void *desc)
{
	struct view v = view_of(e, rank, desc);
	outs(prefix);
	put_meta(&v);
	outs(" data = \n");
	if (rank == 0)
		outc('[');
	put_data(&v, rank, v.offset, v.sizes, v.strides);
	if (rank == 0)
		outc(']');
	outc('\n');
	done(true);             /* std::endl */
}

static void print_shape(const struct elem *e, asyncrt_unranked_memref *m)
{
	struct view v = view_of(e, m->rank, m->descriptor);
	outs("Unranked Memref ");
	put_meta(&v);
	outc('\n');
	done(false);
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

/* Memrefs of f16, bf16 and vector<4x4xf32> (libmlir_runner_utils has no
 * plain or shape forms of these).  A vector<4x4xf32> element prints as
 * MLIR's VectorDataPrinter lays it out:
 * "((a, b, c, d),   (e, f, g, h),   (...),  (...))". */
static void put_f16(const void *p)
{
	outf("%g", (double)rt_half_to_float(*(const uint16_t *)p));
}

static void put_bf16(const void *p)
{
	outf("%g", (double)rt_bfloat_to_float(*(const uint16_t *)p));
}

static void put_row4(const float *v)
{
	outf("(%g, %g, %g, %g)", (double)v[0], (double)v[1], (double)v[2], (double)v[3]);
}

static void put_v4x4(const void *p)
{
	const float *v = p;
	outc('(');
	put_row4(v);
	outs(",   ");
	put_row4(v + 4);
	outs(",   ");
	put_row4(v + 8);
	outs(",  ");
	put_row4(v + 12);
	outc(')');
}

static const struct elem F16 = {2, put_f16}, BF16 = {2, put_bf16},
	V4X4 = {64, put_v4x4};

void _mlir_ciface_printMemrefF16(asyncrt_unranked_memref *m)
{
	print_memref("Unranked Memref ", &F16, m->rank, m->descriptor);
}

void _mlir_ciface_printMemrefBF16(asyncrt_unranked_memref *m)
{
	print_memref("Unranked Memref ", &BF16, m->rank, m->descriptor);
}

void _mlir_ciface_printMemrefVector4x4xf32(void *desc)
{
	print_memref("Memref ", &V4X4, 2, desc);
}

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

/* MLIR's runner utilities report a benchmark's rate this way, on
 * standard error (upstream's sgemm-naive-codegen.mlir calls it). */
void printFlops(double flops)
{
	fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}
