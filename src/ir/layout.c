/* layout.c - strided layouts of memref types (see layout.h): the
 * inference MLIR's memref ops do on types, shared by their verifiers
 * and by the back end, which must agree on it. */
#include "config.h"
#include "ir/layout.h"

#include <string.h>

int64_t layout_mul(int64_t a, int64_t b)
{
	if (a == IR_DYNAMIC || b == IR_DYNAMIC)
		return IR_DYNAMIC;
	return (int64_t)((uint64_t)a * (uint64_t)b);
}

int64_t layout_add(int64_t a, int64_t b)
{
	if (a == IR_DYNAMIC || b == IR_DYNAMIC)
		return IR_DYNAMIC;
	return (int64_t)((uint64_t)a + (uint64_t)b);
}

void layout_strides(const Type *t, int64_t *strides, int64_t *offset)
{
	if (t->strides) {
		memcpy(strides, t->strides, t->rank * sizeof *strides);
		*offset = t->offset;
		return;
	}
	int64_t s = 1;
	for (unsigned i = t->rank; i-- > 0;) {
		strides[i] = s;
		s = layout_mul(s, t->shape[i]);
	}
	*offset = 0;
}

bool layout_is_static(const Type *t)
{
	int64_t strides[LAYOUT_MAX_RANK], offset;
	layout_strides(t, strides, &offset);
	if (offset == IR_DYNAMIC)
		return false;
	for (unsigned i = 0; i < t->rank; i++)
		if (t->shape[i] == IR_DYNAMIC || strides[i] == IR_DYNAMIC)
			return false;
	return true;
}

Type *layout_subview(Ctx *c, const Type *src, const int64_t *offsets, const int64_t *sizes,
                     const int64_t *strides)
{
	int64_t ss[LAYOUT_MAX_RANK], off, rs[LAYOUT_MAX_RANK];
	layout_strides(src, ss, &off);
	for (unsigned i = 0; i < src->rank; i++) {
		off = layout_add(off, layout_mul(offsets[i], ss[i]));
		rs[i] = layout_mul(ss[i], strides[i]);
	}
	return ty_memref(c, src->elem, src->rank, sizes, rs, off, src->memspace);
}

bool layout_shape_reduction(const int64_t *full, unsigned nfull, const int64_t *reduced,
                            unsigned nreduced, bool *drop)
{
	unsigned r = 0;
	for (unsigned i = 0; i < nfull; i++) {
		drop[i] = false;
		if (r < nreduced && full[i] == reduced[r]) {
			r++;
			continue;
		}
		if (full[i] != 1)
			return false;
		drop[i] = true;
	}
	return r == nreduced;
}

/* How often stride s occurs among n strides. */
static unsigned count_of(const int64_t *strides, unsigned n, int64_t s)
{
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++)
		k += strides[i] == s;
	return k;
}

bool layout_dropped_dims(const Type *full, const Type *reduced, const int64_t *sizes, bool *dropped)
{
	unsigned n = full->rank, ndrop = 0;
	for (unsigned i = 0; i < n; i++) {
		dropped[i] = full->rank != reduced->rank && sizes[i] == 1;
		ndrop += dropped[i];
	}
	if (full->rank == reduced->rank || ndrop + reduced->rank == n)
		return true;
	/* More unit sizes than dropped dimensions: a dimension is dropped
	 * when its stride is too.  Count each stride's occurrences in both
	 * types; a unit dimension whose stride occurs more often in the full
	 * type than in the reduced one is dropped. */
	int64_t fs[LAYOUT_MAX_RANK], rs[LAYOUT_MAX_RANK], foff, roff;
	layout_strides(full, fs, &foff);
	layout_strides(reduced, rs, &roff);
	unsigned unaccounted[LAYOUT_MAX_RANK];
	for (unsigned i = 0; i < n; i++)
		unaccounted[i] = count_of(fs, n, fs[i]);
	ndrop = 0;
	for (unsigned i = 0; i < n; i++) {
		if (!dropped[i])
			continue;
		unsigned have = unaccounted[i], want = count_of(rs, reduced->rank, fs[i]);
		if (have < want)
			return false;
		if (have == want) {
			dropped[i] = false;
			continue;
		}
		/* One fewer of this stride is left unaccounted for. */
		for (unsigned k = 0; k < n; k++)
			if (fs[k] == fs[i])
				unaccounted[k]--;
		ndrop++;
	}
	return ndrop + reduced->rank == n;
}

Type *layout_expand(Ctx *c, const Type *src, const int64_t *shape, unsigned rank, const Reassoc *r)
{
	if (layout_is_identity(src))
		return ty_memref(c, src->elem, rank, shape, NULL, 0, src->memspace);
	int64_t ss[LAYOUT_MAX_RANK], off, rs[LAYOUT_MAX_RANK];
	layout_strides(src, ss, &off);
	/* Each group's innermost dimension takes the source stride; the
	 * ones outside it multiply by the sizes inside. */
	for (unsigned g = 0; g < r->ngroups; g++) {
		int64_t s = ss[g];
		for (unsigned d = r->first[g + 1]; d-- > r->first[g];) {
			rs[d] = s;
			s = layout_mul(s, shape[d]);
		}
	}
	for (unsigned d = r->ngroups ? r->first[r->ngroups] : 0; d < rank; d++)
		rs[d] = 1;
	return ty_memref(c, src->elem, rank, shape, rs, off, src->memspace);
}

bool layout_collapse(const Type *src, const Reassoc *r, int64_t *strides, int64_t *offset)
{
	int64_t ss[LAYOUT_MAX_RANK];
	layout_strides(src, ss, offset);
	const int64_t *shape = src->shape;
	/* A group's stride is that of its last dimension not of size 1:
	 * unit dimensions' strides mean nothing.  A dynamic size there may
	 * turn out to be 1, so the stride is unknown. */
	for (unsigned g = 0; g < r->ngroups; g++) {
		unsigned first = r->first[g], last = r->first[g + 1] - 1;
		while (last > first && shape[last] == 1)
			last--;
		strides[g] = shape[last] != IR_DYNAMIC || last == first ? ss[last] : IR_DYNAMIC;
	}
	/* Each group must be contiguous where the strides say so. */
	for (unsigned g = 0; g < r->ngroups; g++) {
		int64_t s = strides[g];
		for (unsigned d = r->first[g + 1] - 1; d > r->first[g]; d--) {
			s = layout_mul(s, shape[d]);
			if (shape[d - 1] == 1)
				continue;
			if (s != IR_DYNAMIC && ss[d - 1] != IR_DYNAMIC && s != ss[d - 1])
				return false;
		}
	}
	return true;
}
