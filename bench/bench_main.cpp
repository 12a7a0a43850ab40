// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Entry point of the benchmark suite (google-benchmark). Inputs are generated
// into a scratch directory that is removed at exit (bench/common.hpp).
//
// Extra modes for bench/compare.sh and bench/scale.sh (same generator as the
// IR benchmarks):
//   mlirbc_bench --gen-ir OPS OUT.mlir     write the generated module text
//   mlirbc_bench --walk FILE RUNS          structural walk of FILE (opened
//                                          once), one warm-up, then RUNS timed:
//                                          prints "ops ir_bytes median_seconds"
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

#include "gen_ir.hpp"

namespace {

int walk_file(const char* path, unsigned runs) {
  auto f = mlirbc::bytecode_file::open(path);
  if (!f) bench::die(f.err().message());
  const mlirbc::bytecode& b = f->view();
  std::uint64_t ops = 0;
  std::vector<double> seconds;
  for (unsigned i = 0; i <= runs; ++i) {  // run 0 warms up
    const auto t0 = std::chrono::steady_clock::now();
    ops = bench::walk_ops(b);
    const auto t1 = std::chrono::steady_clock::now();
    if (i > 0) seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
  }
  std::sort(seconds.begin(), seconds.end());
  std::printf("%llu %llu %.6f\n", static_cast<unsigned long long>(ops),
              static_cast<unsigned long long>(b.get_section(mlirbc::section_id::ir).length), seconds[seconds.size() / 2]);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::strcmp(argv[1], "--gen-ir") == 0) {
    const auto g = bench::generate_ir(std::strtoull(argv[2], nullptr, 10));
    std::ofstream out(argv[3], std::ios::binary);
    out << g.text;
    std::printf("%llu\n", static_cast<unsigned long long>(g.ops));
    return out ? 0 : 1;
  }
  if (argc == 4 && std::strcmp(argv[1], "--walk") == 0) {
    const unsigned long runs = std::strtoul(argv[3], nullptr, 10);
    if (runs == 0) bench::die("--walk: RUNS must be at least 1");
    return walk_file(argv[2], static_cast<unsigned>(runs));
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
