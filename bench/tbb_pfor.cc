// tbb_pfor.cc - c_pfor.c with oneTBB's parallel_for (pfor_body.h).
#include "tbb_common.h"
#include "pfor_body.h"
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <atomic>
#include <cstdio>

int main()
{
	auto threads = tbb_threads();
	std::atomic<uint64_t> total{0};
	tbb::parallel_for(tbb::blocked_range<int64_t>(0, PFOR_N),
	                  [&](const tbb::blocked_range<int64_t> &r) {
		total += pfor_sum(r.begin(), r.end());
	});
	std::printf("%llu\n", (unsigned long long)total.load());
	return 0;
}
