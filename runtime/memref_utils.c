/* memref_utils.c - the memref helpers of MLIR's runner utilities that
 * are not printers.
 *
 * memrefCopy is what MLIR's finalize-memref-to-llvm calls for a
 * memref.copy it cannot make a memcpy of (strided layouts, unranked
 * memrefs), and what asyncc calls when a side of the copy is unranked.
 * It walks the source's index space in row-major order, copying one
 * element of elem_size bytes at a time through both layouts, as
 * libmlir_c_runner_utils does; an empty memref copies nothing. */
#include "rt.h"
#include "asyncrt_mlir.h"

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
