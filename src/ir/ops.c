/* ops.c - the op table built from ops.def, and lookups into it. */
#include "config.h"
#include "ir/ir.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

const OpInfo op_table[OP__COUNT] = {
#define OP(e, name, syn, traits, nreg, sig, verify, inherent) \
	[OP_##e] = {name, syn, traits, nreg, sig, verify, inherent, sizeof(name) - 1},
#include "ops.def"
#undef OP
};

/* Name lookup: an open-addressing table built once.  It is immutable
 * afterwards, so lookups from several threads (fuzzers) need no lock. */
enum { NAME_SLOTS = 2048 };
static unsigned short name_slot[NAME_SLOTS];  /* OpKind + 1, 0 = empty */
static pthread_once_t name_once = PTHREAD_ONCE_INIT;

/* A few characters and the length tell the names apart well enough for
 * a table at most a quarter full; hashing every byte cost more than
 * probing.  Inlined whole: split, its call cost as much as it. */
static inline __attribute__((always_inline)) unsigned name_hash(const char *s, unsigned len)
{
	if (len < 3)
		return len;
	unsigned char a = (unsigned char)s[len - 1], b = (unsigned char)s[len - 2],
	              c = (unsigned char)s[len / 2], d = (unsigned char)s[len / 3];
	return len * 2654435761u ^ a * 40503u ^ b * 7919u ^ c * 131u ^ d * 17u;
}

/* Set (release) once the table is complete: a lookup checks it with
 * one load (acquire) and calls pthread_once only before then, instead
 * of a library call on every op parsed. */
static atomic_bool name_table_built;

static void build_name_table(void)
{
	_Static_assert(OP__COUNT < NAME_SLOTS / 4, "grow NAME_SLOTS");
	for (unsigned k = 0; k < OP__COUNT; k++) {
		const char *n = op_table[k].name;
		unsigned i = name_hash(n, op_table[k].name_len) % NAME_SLOTS;
		while (name_slot[i])
			i = (i + 1) % NAME_SLOTS;
		name_slot[i] = (unsigned short)(k + 1);
	}
	atomic_store_explicit(&name_table_built, true, memory_order_release);
}

/* Out of line, so that op_lookup saves no registers for a call it
 * makes once per process. */
static __attribute__((noinline, cold)) void name_table_init(void)
{
	pthread_once(&name_once, build_name_table);
}

/* Whether a[0..n) and b[0..n) are equal.  Most op names are 8 to 16
 * bytes long: two overlapping 8-byte words compare them, with no
 * memcmp call. */
static inline bool same_name(const char *a, const char *b, unsigned n)
{
	if (n < 8 || n > 16)
		return memcmp(a, b, n) == 0;
	uint64_t a0, b0, a1, b1;
	memcpy(&a0, a, 8);
	memcpy(&b0, b, 8);
	memcpy(&a1, a + n - 8, 8);
	memcpy(&b1, b + n - 8, 8);
	return a0 == b0 && a1 == b1;
}

OpKind op_lookup(const char *name, unsigned len)
{
	if (!atomic_load_explicit(&name_table_built, memory_order_acquire))
		name_table_init();
	unsigned i = name_hash(name, len) % NAME_SLOTS;
	for (; name_slot[i]; i = (i + 1) % NAME_SLOTS) {
		unsigned k = name_slot[i] - 1u;
		if (op_table[k].name_len == len && same_name(op_table[k].name, name, len))
			return (OpKind)k;
	}
	return OP__COUNT;
}

const char *op_region_dialect(OpKind k)
{
	switch (k) {
	case OP_MODULE: return "builtin";
	case OP_FUNC_FUNC: return "func";
	case OP_ASYNC_FUNC: return "async";
	default: return NULL;
	}
}

bool op_attr_is_inherent(OpKind k, const char *attr)
{
	size_t n = strlen(attr);
	for (const char *p = op_table[k].inherent; *p;) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len == n && memcmp(p, attr, n) == 0)
			return true;
		p += len + (e != NULL);
	}
	/* Segment sizes are part of every op that has them. */
	return (op_table[k].traits & T_SEGMENTS) && strcmp(attr, "operandSegmentSizes") == 0;
}

const char *const cmpi_predicates[10] = {
	"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
};

const char *const cmpf_predicates[16] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
};

int predicate_lookup(const char *const *names, int n, const char *s, unsigned len)
{
	for (int i = 0; i < n; i++)
		if (strncmp(names[i], s, len) == 0 && names[i][len] == 0)
			return i;
	return -1;
}

/* Edit distance (insertions, deletions, substitutions) between two short
 * strings, or a large number when either is too long to bother. */
static unsigned edit_distance(const char *a, unsigned na, const char *b, unsigned nb)
{
	enum { MAXLEN = 64 };
	if (na > MAXLEN || nb > MAXLEN)
		return MAXLEN;
	unsigned row[MAXLEN + 1];
	for (unsigned j = 0; j <= nb; j++)
		row[j] = j;
	for (unsigned i = 1; i <= na; i++) {
		unsigned diag = row[0];
		row[0] = i;
		for (unsigned j = 1; j <= nb; j++) {
			unsigned up = row[j];
			unsigned best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[nb];
}

/* Close enough to be a typo: at most 3 edits, and at most a third of
 * the word (so "x" does not suggest "eq"). */
static bool is_typo(unsigned dist, unsigned len)
{
	return dist > 0 && dist <= 3 && dist * 3 <= len;
}

const char *closest_name(const char *s, unsigned len, const char *const *names, unsigned n)
{
	const char *best = NULL;
	unsigned best_dist = ~0u;
	for (unsigned i = 0; i < n; i++) {
		unsigned d = edit_distance(s, len, names[i], (unsigned)strlen(names[i]));
		if (d < best_dist) {
			best_dist = d;
			best = names[i];
		}
	}
	return best && is_typo(best_dist, len) ? best : NULL;
}

const char *op_suggest(const char *name, unsigned len)
{
	bool qualified = memchr(name, '.', len) != NULL;
	const char *best = NULL;
	unsigned best_dist = ~0u;
	for (unsigned k = 0; k < OP__COUNT; k++) {
		const char *full = op_table[k].name;
		/* An unqualified name is compared with the part after the
		 * dialect: "addi" finds "arith.addi". */
		const char *cand = qualified ? full : strchr(full, '.') + 1;
		unsigned d = edit_distance(name, len, cand, (unsigned)strlen(cand));
		if (!qualified && d == 0)
			return full;
		if (d < best_dist) {
			best_dist = d;
			best = full;
		}
	}
	return is_typo(best_dist, len) ? best : NULL;
}

/* ------------------------------------------------------------ signatures */

Type *sig_type(Ctx *c, char letter)
{
	switch (letter) {
	case 'b': return ty_i1(c);
	case 'x': return ty_index(c);
	case 'T': return ty_simple(c, TY_TOKEN);
	case 'G': return ty_simple(c, TY_GROUP);
	case 'I': return ty_simple(c, TY_CORO_ID);
	case 'H': return ty_simple(c, TY_CORO_HANDLE);
	case 'S': return ty_simple(c, TY_CORO_STATE);
	default: return NULL;
	}
}

unsigned sig_num_operands(const char *sig)
{
	const char *gt = strchr(sig, '>');
	return gt ? (unsigned)(gt - sig) : 0;
}

int index_cmp_pred(const Attr *a)
{
	static const char prefix[] = "#index<cmp_predicate ";
	size_t n = sizeof prefix - 1;
	if (!a || a->kind != AT_OPAQUE || a->u.str.len <= n + 1 ||
	    memcmp(a->u.str.s, prefix, n) != 0 || a->u.str.s[a->u.str.len - 1] != '>')
		return -1;
	return predicate_lookup(cmpi_predicates, 10, a->u.str.s + n, (unsigned)(a->u.str.len - n - 1));
}
