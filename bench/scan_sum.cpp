// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The C++ side of bench/python_weights.py: passes over every builtin blob of a
// weight file through the library (typed view of the mapping), reducing its
// 32-bit words with `sum` (modulo 2^32) or `xor` — the reductions the script
// runs in numpy (uint32 add.reduce, bitwise_xor.reduce). `fresh` maps the file
// anew for each pass (a first pass: every page is faulted in, from the page
// cache); `same` repeats on one mapping.
// Prints {"seconds": S, "sum": N, "bytes": B} for the fastest of passes 2..R.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include <mlirbc.hpp>

namespace {

template <bool Xor>
std::uint32_t pass(const mlirbc::bytecode_file& f, std::uint64_t& bytes) {
  std::uint32_t sum = 0;
  bytes = 0;
  for (const auto& e : f->resources().entries()) {
    if (e.kind != mlirbc::resource_kind::blob || e.empty()) continue;
    auto words = f.get_blob(e).value().as<std::uint32_t>().value();
    for (const std::uint32_t w : words) {
      if constexpr (Xor) sum ^= w;
      else sum += w;
    }
    bytes += words.size_bytes();
  }
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5 || (std::string(argv[2]) != "sum" && std::string(argv[2]) != "xor") ||
      (std::string(argv[3]) != "fresh" && std::string(argv[3]) != "same")) {
    std::fprintf(stderr, "usage: %s FILE.mlirbc sum|xor fresh|same REPEATS\n", argv[0]);
    return 2;
  }
  const bool use_xor = std::string(argv[2]) == "xor";
  const bool fresh = std::string(argv[3]) == "fresh";
  const int repeats = std::atoi(argv[4]);
  std::optional<mlirbc::bytecode_file> kept;
  double best = 1e300;
  std::uint32_t sum = 0;
  std::uint64_t bytes = 0;
  for (int r = 0; r < repeats; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    if (fresh || !kept) kept = mlirbc::bytecode_file::open(argv[1]).value();
    sum = use_xor ? pass<true>(*kept, bytes) : pass<false>(*kept, bytes);
    const std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    if (fresh) kept.reset();  // unmapped outside the timed part, as the Python side's close is
    if (r == 0) continue;  // the first pass warms up (and in `same` maps the pages)
    if (dt.count() < best) best = dt.count();
  }
  std::printf("{\"seconds\": %.6f, \"sum\": %u, \"bytes\": %llu}\n", best, sum, static_cast<unsigned long long>(bytes));
  return 0;
}
