/* vec.h - small vectors: growable arrays with inline storage.
 *
 * Parsers and passes collect operands, types and ops into lists whose
 * size is usually a handful; SVEC keeps those in the struct itself and
 * only goes to malloc past N elements.
 *
 *   typedef SVEC(Op *, 16) OpVec;
 *   OpVec ops;
 *   svec_init(&ops);
 *   svec_push(&ops, op);
 *   ... ops.v[0 .. ops.n) ...
 *   svec_free(&ops);
 *
 * A vector must not be copied or moved once initialised: v may point
 * into it. */
#ifndef ASYNCC_VEC_H
#define ASYNCC_VEC_H

#include <stddef.h>
#include <stdlib.h>

#define SVEC(T, N) struct { T *v; unsigned n, cap; T small[N]; }
#define svec_init(s) ((void)((s)->v = (s)->small, (s)->n = 0, \
                      (s)->cap = (unsigned)(sizeof (s)->small / sizeof (s)->small[0])))
#define svec_reserve(s) ((s)->n == (s)->cap \
	? svec_grow_((void **)&(s)->v, &(s)->cap, (s)->small, sizeof *(s)->v) : (void)0)
#define svec_push(s, x) ((void)(svec_reserve(s), (s)->v[(s)->n++] = (x)))
#define svec_free(s) ((s)->v != (s)->small ? free((s)->v) : (void)0)

/* Double the capacity, moving out of the inline storage the first time. */
void svec_grow_(void **v, unsigned *cap, void *small, size_t elsz);

#endif
