/* pfor_body.h - the parallel-for benchmark's loop body, shared by the
 * asyncrt, TBB and OpenMP versions: N iterations of a cheap hash, summed
 * (integer sums: the same total in any order). */
#include <stdint.h>

enum { PFOR_N = 50 * 1000 * 1000 };

static inline uint64_t pfor_sum(int64_t lo, int64_t hi)
{
	uint64_t s = 0;
	for (int64_t i = lo; i < hi; i++) {
		uint64_t x = (uint64_t)i * 0x9e3779b97f4a7c15ull;
		x ^= x >> 29;
		x *= 0xbf58476d1ce4e5b9ull;
		s += x >> 48;
	}
	return s;
}
