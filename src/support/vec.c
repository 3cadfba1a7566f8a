/* vec.c - the slow path of SVEC; see vec.h. */
#include "config.h"
#include "support/vec.h"
#include "support/arena.h"

#include <string.h>

void svec_grow_(void **v, unsigned *cap, void *small, size_t elsz)
{
	unsigned ncap = *cap * 2;
	if (*v == small) {
		void *n = xmalloc(ncap * elsz);
		memcpy(n, small, *cap * elsz);
		*v = n;
	} else {
		*v = xrealloc(*v, ncap * elsz);
	}
	*cap = ncap;
}
