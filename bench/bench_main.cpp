// Entry point of the benchmark suite (google-benchmark). Inputs are generated
// into a scratch directory that is removed at exit (bench/common.hpp).
//
// Extra mode for bench/compare.sh (same generator as the IR benchmarks):
//   mlirbc_bench --gen-ir OPS OUT.mlir     write the generated module text
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "gen_ir.hpp"

int main(int argc, char** argv) {
  if (argc == 4 && std::strcmp(argv[1], "--gen-ir") == 0) {
    const auto g = bench::generate_ir(std::strtoull(argv[2], nullptr, 10));
    std::ofstream out(argv[3], std::ios::binary);
    out << g.text;
    std::printf("%llu\n", static_cast<unsigned long long>(g.ops));
    return out ? 0 : 1;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
