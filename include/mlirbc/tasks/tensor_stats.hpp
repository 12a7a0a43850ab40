// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tensor_stats: summary statistics of a weight's elements — min, max, mean,
// standard deviation, NaN/Inf counts, fraction of zeros and a small value
// histogram — computed by streaming over the data where it lies (two passes
// over the mapping, constant memory), for integer and floating-point
// elements. What `mlirbc view` shows per tensor.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "../base/config.hpp"
#include "weights.hpp"

namespace mlirbc {

struct tensor_stats {
  static constexpr std::size_t bins = 16;
  std::uint64_t count = 0;   // elements
  std::uint64_t finite = 0;  // elements that are neither NaN nor infinite
  std::uint64_t nan = 0, inf = 0, zeros = 0;
  double min = 0, max = 0, mean = 0, stddev = 0;  // over the finite elements
  // Finite elements by value, in `bins` equal ranges from min to max (all in
  // the first when min == max).
  std::array<std::uint64_t, bins> histogram{};
};

// The statistics of w's data; nullopt when it has no usable data or its
// element kind has none (complex, unsupported).
std::optional<tensor_stats> compute_tensor_stats(const weight_view& w);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/tensor_stats.ipp"
#endif
