// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of decode_all.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../../base/helper_thread.hpp"
#include "../decode_all.hpp"

namespace mlirbc {

MLIRBC_INLINE void decode_job::run() noexcept {
  std::uint64_t attr_errors = 0, type_errors = 0;
  for (;;) {
    const std::size_t c = next_.fetch_add(1, std::memory_order_relaxed);
    if (c >= total_) break;
    const bool is_type = c < type_chunks_;
    const std::size_t first = (is_type ? c : c - type_chunks_) * chunk;
    const std::size_t n = is_type ? r_->num_types() : r_->num_attributes();
    (is_type ? type_errors : attr_errors) +=
        r_->validate_range(is_type ? entry_kind::type : entry_kind::attribute, first, std::min(n, first + chunk));
  }
  attr_errors_.fetch_add(attr_errors, std::memory_order_relaxed);
  type_errors_.fetch_add(type_errors, std::memory_order_relaxed);
}

MLIRBC_INLINE decode_counts decode_all(const attr_reader& r, unsigned threads) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  decode_job job(r);
  std::vector<std::thread> helpers;
  helpers.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) helpers.push_back(start_helper([&job] { job.run(); }));
  job.run();
  for (auto& h : helpers) h.join();
  return {job.attribute_errors(), job.type_errors()};
}

}
