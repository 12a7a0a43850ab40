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

#include "attr_reader.hpp"

namespace mlirbc {

class decode_job {
 public:
  explicit decode_job(const attr_reader& r) noexcept
      : r_(&r), types_(r.num_types()), total_(r.num_types() + r.num_attributes()) {}

  decode_job(const decode_job&) = delete;
  decode_job& operator=(const decode_job&) = delete;

  // Decodes chunks until none remain. Safe to call from several threads at once.
  void run() noexcept {
    std::uint64_t attr_errors = 0, type_errors = 0;
    for (;;) {
      const std::size_t first = next_.fetch_add(chunk, std::memory_order_relaxed);
      if (first >= total_) break;
      const std::size_t last = std::min(total_, first + chunk);
      for (std::size_t i = first; i < last; ++i) {
        if (i < types_) type_errors += r_->type(i) ? 0u : 1u;
        else attr_errors += r_->attribute(i - types_) ? 0u : 1u;
      }
    }
    attr_errors_.fetch_add(attr_errors, std::memory_order_relaxed);
    type_errors_.fetch_add(type_errors, std::memory_order_relaxed);
  }

  // Entries whose decoding failed (malformed); read after every run() returned.
  std::uint64_t attribute_errors() const noexcept { return attr_errors_.load(std::memory_order_relaxed); }
  std::uint64_t type_errors() const noexcept { return type_errors_.load(std::memory_order_relaxed); }

 private:
  // Large enough to make the counter cheap, small enough to balance two threads
  // whose other work (a walk) ends at different times.
  static constexpr std::size_t chunk = 2048;

  const attr_reader* r_;
  std::size_t types_;
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
// one per hardware thread). Afterwards every entry is either published in `r`
// or has a remembered error, so later lookups only read.
inline decode_counts decode_all(const attr_reader& r, unsigned threads = 1) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  decode_job job(r);
  std::vector<std::thread> helpers;
  helpers.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) helpers.emplace_back([&job] { job.run(); });
  job.run();
  for (auto& h : helpers) h.join();
  return {job.attribute_errors(), job.type_errors()};
}

}  // namespace mlirbc
