/* Support modules: the arena, the hash tables, diagnostics (printing and
 * -verify-diagnostics), source loading and number printing. */
#include "config.h"
#include "unit.h"
#include "support/hash.h"

#include <stdint.h>
#include <unistd.h>
#include <zlib.h>

Test(arena, zeroed_aligned_and_large)
{
	Arena a;
	arena_init(&a);
	for (int i = 1; i < 2000; i++) {
		unsigned char *p = arena_alloc(&a, (size_t)(i % 37) + 1);
		cr_assert_eq((uintptr_t)p % 8, 0, "allocation %d is misaligned", i);
		for (int k = 0; k < i % 37 + 1; k++)
			cr_assert_eq(p[k], 0);
		memset(p, 0xAB, (size_t)(i % 37) + 1);
	}
	/* Bigger than any chunk. */
	char *big = arena_alloc(&a, 3 << 20);
	big[(3 << 20) - 1] = 1;
	cr_assert_eq(big[0], 0);
	int64_t v[] = {1, 2, 3};
	int64_t *g = arena_grow(&a, v, 3, 10, sizeof *v);
	cr_assert(g[0] == 1 && g[2] == 3 && g[9] == 0);
	cr_assert_str_eq(arena_strndup(&a, "hello", 4), "hell");
	cr_assert(a.total >= (3u << 20));
	arena_free(&a);
	cr_assert_null(a.chunk);
}

Test(hash, ptrmap_with_removals)
{
	PtrMap m;
	ptrmap_init(&m);
	static char keys[5000];
	for (int i = 0; i < 5000; i++)
		ptrmap_put(&m, &keys[i], (void *)(uintptr_t)(i + 1));
	cr_assert_eq(m.len, 5000);
	for (int i = 0; i < 5000; i += 2)
		ptrmap_del(&m, &keys[i]);
	cr_assert_eq(m.len, 2500);
	for (int i = 0; i < 5000; i++)
		cr_assert_eq((uintptr_t)ptrmap_get(&m, &keys[i]), i % 2 ? (uintptr_t)(i + 1) : 0);
	/* Reinserting reuses tombstones. */
	for (int i = 0; i < 5000; i += 2)
		ptrmap_put(&m, &keys[i], &keys[i]);
	cr_assert_eq(ptrmap_get(&m, &keys[42]), &keys[42]);
	ptrmap_put(&m, &keys[1], NULL);
	cr_assert_null(ptrmap_get(&m, &keys[1]));
	ptrmap_clear(&m);
	cr_assert(m.len == 0 && !ptrmap_get(&m, &keys[3]));
	ptrmap_free(&m);
}

Test(hash, strmap_keys_by_content)
{
	StrMap m;
	strmap_init(&m);
	char names[3000][8];
	for (int i = 0; i < 3000; i++) {
		snprintf(names[i], sizeof names[i], "%%v%d", i);
		unsigned n = (unsigned)strlen(names[i]);
		void **slot = strmap_slot(&m, names[i], n, hash_bytes(names[i], n, 0));
		cr_assert_null(*slot);
		*slot = names[i];
	}
	/* A different buffer with the same bytes finds the entry. */
	char probe[8] = "%v1234";
	cr_assert_eq(strmap_get(&m, probe, 6, hash_bytes(probe, 6, 0)), names[1234]);
	cr_assert_null(strmap_get(&m, probe, 2, hash_bytes(probe, 2, 0)), "a prefix is another key");
	cr_assert_eq(strmap_get(&m, probe, 5, hash_bytes(probe, 5, 0)), names[123], "lengths matter");
	strmap_del(&m, probe, 6, hash_bytes(probe, 6, 0));
	cr_assert_null(strmap_get(&m, probe, 6, hash_bytes(probe, 6, 0)));
	cr_assert_eq(m.len, 2999);
	strmap_put(&m, probe, 6, hash_bytes(probe, 6, 0), probe);
	cr_assert_eq(strmap_get(&m, names[1234], 6, hash_bytes(probe, 6, 0)), probe);
	strmap_free(&m);
}

/* The parser empties an isolated region's table for the next one: no
 * key survives, the capacity does, and the table fills again. */
Test(hash, strmap_clear_keeps_capacity)
{
	StrMap m;
	strmap_init(&m);
	strmap_clear(&m);
	cr_assert(m.cap == 0 && m.len == 0, "clearing an unallocated table");
	const char *keys[] = {"%x", "%y", "%c0", "%t2"};
	for (int round = 0; round < 3; round++) {
		for (unsigned i = 0; i < 4; i++) {
			unsigned n = (unsigned)strlen(keys[i]);
			void **slot = strmap_slot(&m, keys[i], n, hash_bytes(keys[i], n, 0));
			cr_assert_null(*slot, "round %d: %s left over", round, keys[i]);
			*slot = (void *)keys[i];
		}
		cr_assert_eq(m.len, 4);
		size_t cap = m.cap;
		strmap_clear(&m);
		cr_assert(m.len == 0 && m.used == 0 && m.cap == cap);
		cr_assert_null(strmap_get(&m, "%y", 2, hash_bytes("%y", 2, 0)));
	}
	strmap_free(&m);
}

static bool int_eq(const void *a, const void *b) { return *(const int *)a == *(const int *)b; }

Test(hash, uset_finds_equal_objects)
{
	USet s;
	uset_init(&s);
	static int vals[1000];
	for (int i = 0; i < 1000; i++) {
		vals[i] = i * 7;
		uset_insert(&s, (unsigned)(i % 13), &vals[i]);
	}
	int probe = 7 * 500;
	cr_assert_eq(uset_find(&s, 500 % 13, &probe, int_eq), &vals[500]);
	cr_assert_null(uset_find(&s, 501 % 13, &probe, int_eq), "a different hash is a miss");
	uset_free(&s);
}

/* ---------------------------------------------------------------- diag */

static Loc at(uint32_t file, uint32_t line, uint32_t col)
{
	return (Loc){file, line, col};
}

typedef struct DiagFix {
	Diag *d;
	FILE *out;
	char *buf;
	size_t len;
} DiagFix;

static uint32_t diag_fix(DiagFix *f, const char *src)
{
	f->buf = NULL;
	f->out = open_memstream(&f->buf, &f->len);
	f->d = diag_new(f->out);
	size_t n = strlen(src);
	char *copy = malloc(n + 1);
	memcpy(copy, src, n + 1);
	return diag_add_file(f->d, "d.mlir", copy, n);
}

static const char *diag_text(DiagFix *f)
{
	fflush(f->out);
	return f->buf ? f->buf : "";
}

static void diag_done(DiagFix *f)
{
	diag_free(f->d);
	fclose(f->out);
	free(f->buf);
}

Test(diag, plain_format)
{
	DiagFix f;
	uint32_t id = diag_fix(&f, "first line\n\tsecond\r\nthird");
	diag_error(f.d, at(id, 2, 2), "bad %s", "thing");
	diag_note(f.d, at(id, 3, 3), "see here");
	diag_warning(f.d, at(id, 1, 1), "careful");
	diag_error(f.d, LOC_NONE, "no place");
	cr_assert_str_eq(diag_text(&f),
		"d.mlir:2:2: error: bad thing\n\tsecond\n\t^\n"
		"d.mlir:3:3: note: see here\nthird\n  ^\n"
		"d.mlir:1:1: warning: careful\nfirst line\n^\n"
		"asyncc: error: no place\n");
	cr_assert_eq(diag_errors(f.d), 2, "notes and warnings are not errors");
	diag_done(&f);
}

Test(diag, options)
{
	DiagFix f;
	uint32_t id = diag_fix(&f, "x\n");
	diag_set_progname(f.d, "tool");
	diag_set_no_warnings(f.d, true);
	diag_warning(f.d, at(id, 1, 1), "hidden");
	cr_assert_str_empty(diag_text(&f));
	diag_set_no_warnings(f.d, false);
	diag_set_werror(f.d, true);
	diag_warning(f.d, LOC_NONE, "promoted");
	cr_assert_str_eq(diag_text(&f), "tool: error: promoted\n");
	cr_assert_eq(diag_errors(f.d), 1);
	diag_set_color(f.d, true);
	diag_error(f.d, at(id, 1, 1), "colored");
	cr_assert(strstr(diag_text(&f), "\033[1;31merror:"));
	cr_assert(strstr(diag_text(&f), "\033[1;32m^\033[0m"));
	diag_done(&f);
}

Test(diag, verify_mode_matches_comments)
{
	DiagFix f;
	uint32_t id = diag_fix(&f,
		"a // expected-error {{same line}}\n"
		"// expected-error @+1 {{next line}}\n"
		"b\n"
		"c\n"
		"// expected-note @-1 {{line above}} expected-warning @above {{also above}}\n"
		"// expected-error @1 {{absolute}}\n"
		"// expected-error @below {{never}}\n"
		"d\n");
	diag_verify_begin(f.d);
	diag_error(f.d, at(id, 1, 1), "it is the same line");
	diag_error(f.d, at(id, 3, 1), "a next line error");
	diag_note(f.d, at(id, 4, 1), "line above");
	diag_warning(f.d, at(id, 4, 1), "also above");
	diag_error(f.d, at(id, 1, 1), "absolute");
	diag_error(f.d, at(id, 8, 1), "unannounced");
	cr_assert_str_empty(diag_text(&f), "nothing is printed while collecting");
	unsigned bad = diag_verify_end(f.d);
	cr_assert_eq(bad, 2, "one missing, one unexpected:\n%s", diag_text(&f));
	cr_assert(strstr(diag_text(&f), "d.mlir:7:13: error: expected error \"never\" on line 8 was not produced"));
	cr_assert(strstr(diag_text(&f), "d.mlir:8:1: error: unexpected error: unannounced"));
	diag_done(&f);
}

Test(diag, verify_mode_rejects_malformed_comments)
{
	DiagFix f;
	diag_fix(&f, "// expected-error @+1 no braces\nx\n");
	diag_verify_begin(f.d);
	cr_assert_eq(diag_verify_end(f.d), 1);
	cr_assert(strstr(diag_text(&f), "expected-* comment without {{...}}"));
	diag_done(&f);
}

/* -------------------------------------------------------------- source */

static char *write_temp(const char *text, size_t n, bool gz)
{
	char *path = strdup("/tmp/asyncc-unit-XXXXXX");
	int fd = mkstemp(path);
	cr_assert(fd >= 0);
	if (gz) {
		gzFile g = gzdopen(fd, "wb");
		gzwrite(g, text, (unsigned)n);
		gzclose(g);
	} else {
		cr_assert_eq(write(fd, text, n), (ssize_t)n);
		close(fd);
	}
	return path;
}

Test(source, plain_compressed_and_missing)
{
	Unit u;
	unit_init(&u);
	const char *text = "func.func private @f()\n";
	for (int gz = 0; gz < 2; gz++) {
		char *path = write_temp(text, strlen(text), gz);
		uint32_t id = source_load(u.c, path);
		cr_assert_neq(id, 0, "%s", unit_diags(&u));
		const SrcFile *f = diag_file(ctx_diag(u.c), id);
		cr_assert_eq(f->len, strlen(text));
		cr_assert_str_eq(f->text, text);
		unlink(path);
		free(path);
	}
	/* Large enough to be mapped: still NUL-terminated. */
	size_t n = 100001;
	char *big = malloc(n);
	memset(big, ' ', n);
	char *path = write_temp(big, n, false);
	uint32_t id = source_load(u.c, path);
	cr_assert_neq(id, 0);
	cr_assert_eq(diag_file(ctx_diag(u.c), id)->text[n], 0);
	Module *m = parse_module(u.c, id);
	cr_assert_not_null(m);
	module_free(m);
	unlink(path);
	free(path);
	free(big);
	cr_assert_eq(source_load(u.c, "/nonexistent/x.mlir"), 0);
	assert_diag(&u, "cannot open '/nonexistent/x.mlir'");
	unit_fini(&u);
}

static unsigned split(Unit *u, const char *text, uint32_t **chunks)
{
	return source_split(u->c, unit_file(u, text), chunks);
}

static const SrcFile *chunk(Unit *u, uint32_t id)
{
	return diag_file(ctx_diag(u->c), id);
}

Test(source, split_edges)
{
	Unit u;
	unit_init(&u);
	uint32_t *c;
	cr_assert_eq(split(&u, "a\nb\n", &c), 1);
	cr_assert(chunk(&u, c[0])->len == 4 && chunk(&u, c[0])->first_line == 1);
	free(c);
	/* A trailing separator leaves an empty last chunk, as in mlir-opt. */
	cr_assert_eq(split(&u, "a\n// -----", &c), 2);
	cr_assert(chunk(&u, c[0])->len == 2 && chunk(&u, c[1])->len == 0);
	free(c);
	cr_assert_eq(split(&u, "// ---- not a separator\n\t// -----x\nb", &c), 2);
	cr_assert_str_eq(chunk(&u, c[1])->text, "b");
	cr_assert_eq(chunk(&u, c[1])->first_line, 3);
	free(c);
	/* Many chunks: each holds its own text only. */
	char text[20000] = "";
	for (int i = 0; i < 1000; i++)
		strcat(text, "x\n// -----\n");
	cr_assert_eq(split(&u, text, &c), 1001);
	cr_assert(chunk(&u, c[999])->len == 2 && chunk(&u, c[999])->first_line == 1999);
	free(c);
	unit_fini(&u);
}

/* --------------------------------------------------------------- print */

static const char *float_text(Type *t, double v)
{
	static char out[64];
	Buf b;
	buf_init(&b);
	buf_float(&b, t, v);
	snprintf(out, sizeof out, "%s", b.data);
	buf_free(&b);
	return out;
}

/* The expected texts are mlir-opt-19's for the same attributes. */
Test(print, floats_read_back_exactly)
{
	Ctx *c = ctx_new();
	Type *f32 = ty_simple(c, TY_F32), *f64 = ty_simple(c, TY_F64);
	cr_assert_str_eq(float_text(f64, 1.5), "1.500000e+00");
	cr_assert_str_eq(float_text(f64, 2.0), "2.000000e+00");
	cr_assert_str_eq(float_text(f64, 1e300), "1.000000e+300");
	cr_assert_str_eq(float_text(f32, (float)0.1), "1.000000e-01");
	cr_assert_str_eq(float_text(f64, 0.1), "1.000000e-01");
	cr_assert_str_eq(float_text(f64, -0.0), "-0.000000e+00");
	cr_assert_str_eq(float_text(f32, 1.0 / 0.0), "0x7F800000");
	cr_assert_str_eq(float_text(f64, -1.0 / 0.0), "0xFFF0000000000000");
	cr_assert_str_eq(float_text(f64, 1.0 / 3.0), "0.33333333333333331");
	double third = 1.0 / 3.0;
	cr_assert(strtod(float_text(f64, third), NULL) == third);
	ctx_free(c);
}
