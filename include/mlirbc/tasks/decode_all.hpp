// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// decode_all: decode every attribute and type entry of a file, on any number
// of threads sharing one attr_reader.
//
// The work is a sequence of chunks handed out by one atomic counter, so every
// thread that calls decode_job::run() takes chunks until none are left: a
// caller can start helpers, do other work (e.g. an IR walk) and then join in.
// Types come first because attributes refer to them (integer widths, shaped
// types) and decoding them early keeps the attribute decodes shallow.
// attr_reader is safe to share (docs/attributes.md): when two threads reach
// the same entry first, both decode it and one copy is kept.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"

namespace mlirbc {

class decode_job {
 public:
  explicit decode_job(const attr_reader& r) noexcept
      : r_(&r),
        type_chunks_((r.num_types() + chunk - 1) / chunk),
        total_(type_chunks_ + (r.num_attributes() + chunk - 1) / chunk) {}

  decode_job(const decode_job&) = delete;
  decode_job& operator=(const decode_job&) = delete;

  // Decodes chunks until none remain. Safe to call from several threads at once.
  void run() noexcept;

  // Entries whose decoding failed (malformed); read after every run() returned.
  std::uint64_t attribute_errors() const noexcept { return attr_errors_.load(std::memory_order_relaxed); }
  std::uint64_t type_errors() const noexcept { return type_errors_.load(std::memory_order_relaxed); }

 private:
  // Large enough to make the counter cheap, small enough to balance two threads
  // whose other work (a walk) ends at different times.
  static constexpr std::size_t chunk = 2048;

  const attr_reader* r_;
  std::size_t type_chunks_;  // chunks [0, type_chunks_) are types, the rest attributes
  std::size_t total_;
  std::atomic<std::size_t> next_{0};
  std::atomic<std::uint64_t> attr_errors_{0};
  std::atomic<std::uint64_t> type_errors_{0};
};

struct decode_counts {
  std::uint64_t attribute_errors = 0;
  std::uint64_t type_errors = 0;
};

// Decodes every entry on `threads` threads (the caller's included; 0 means
// one per hardware thread). Afterwards every entry is either decoded in `r`
// (its node, or only its kind under retention::requested) or has a remembered
// error, so later lookups of kept nodes only read.
decode_counts decode_all(const attr_reader& r, unsigned threads = 1);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/decode_all.ipp"
#endif
