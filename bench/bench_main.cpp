// Entry point of the benchmark suite (google-benchmark). Inputs are generated
// into a scratch directory that is removed at exit (bench/common.hpp).
#include <benchmark/benchmark.h>

BENCHMARK_MAIN();
