// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fuzz_open: bytecode::open on arbitrary bytes, then everything a user can
// reach (tables, blobs through as<T>(), the full IR walk); see exercise.hpp.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include "exercise.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::byte> in(reinterpret_cast<const std::byte*>(data), size);
  if (const char* bad = mlirbc_fuzz::exercise(in)) {
    std::fprintf(stderr, "fuzz_open: broken promise: %s\n", bad);
    std::abort();
  }
  return 0;
}
