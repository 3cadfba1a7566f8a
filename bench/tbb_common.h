// tbb_common.h - the oneTBB benchmarks' pool size: TBB_NUM_THREADS, as
// ASYNCRT_NUM_THREADS and OMP_NUM_THREADS set the others'.
#include <tbb/global_control.h>

#include <cstdlib>
#include <memory>

static std::unique_ptr<tbb::global_control> tbb_threads()
{
	const char *s = std::getenv("TBB_NUM_THREADS");
	if (!s || !*s)
		return nullptr;
	return std::make_unique<tbb::global_control>(
		tbb::global_control::max_allowed_parallelism, std::atoi(s));
}
