// decode_all: decode every attribute and type entry of a file, on any number
// of threads sharing one attr_reader.
//
// The work is a sequence of chunks handed out by one atomic counter, so every
// thread that calls decode_job::run() takes chunks until none are left: a
// caller can start helpers, do other work (e.g. an IR walk) and then join in.
// Types come first because attributes refer to them (integer widths, shaped
// types) and decoding them early keeps the attribute decodes shallow.
// Consecutive chunks lie in different pages of the reader's node table: the
// first decode in a page allocates and first-touches it (about a millisecond
// for 2 MiB on a VM), so threads that start different pages do that in
// parallel instead of waiting for one another.
// attr_reader is safe to share (docs/attributes.md): when two threads reach
// the same entry first, both decode it and one copy is kept.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

#include "config.hpp"
#include "attr_reader.hpp"

namespace mlirbc {

class decode_job {
 public:
  explicit decode_job(const attr_reader& r) noexcept
      : r_(&r),
        types_{r.num_types(), attr_reader::type_page_entries},
        attrs_{r.num_attributes(), attr_reader::attribute_page_entries},
        total_(types_.chunks() + attrs_.chunks()) {}

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

  // One table (types or attributes) cut into pages of `per_page` entries and
  // each page into chunks; chunk k is chunk k / pages of page k % pages, so
  // chunks 0, 1, 2, ... start pages 0, 1, 2, ... first.
  struct table {
    std::size_t n;
    std::size_t per_page;

    std::size_t pages() const noexcept { return (n + per_page - 1) / per_page; }
    std::size_t chunks_per_page() const noexcept { return (std::min(n, per_page) + chunk - 1) / chunk; }
    std::size_t chunks() const noexcept { return pages() * chunks_per_page(); }
    std::pair<std::size_t, std::size_t> chunk_range(std::size_t k) const noexcept {
      const std::size_t page = k % pages(), sub = k / pages();
      const std::size_t page_end = std::min(n, (page + 1) * per_page);
      const std::size_t first = std::min(page_end, page * per_page + sub * chunk);
      return {first, std::min(page_end, first + chunk)};
    }
  };

  const attr_reader* r_;
  table types_;
  table attrs_;
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
