// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of format_warnings.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>

#include "../format_warnings.hpp"

namespace mlirbc {

MLIRBC_INLINE format_warnings::format_warnings(const format_warnings& o) {
  const std::lock_guard<std::mutex> lock(o.m_);
  keep_ = o.keep_;
  count_ = o.count_;
  kept_ = o.kept_;
  seen_ = o.seen_;
}

MLIRBC_INLINE format_warnings::format_warnings(format_warnings&& o) noexcept
    : keep_(o.keep_), count_(o.count_), kept_(std::move(o.kept_)), seen_(std::move(o.seen_)) {}

MLIRBC_INLINE format_warnings& format_warnings::operator=(format_warnings&& o) noexcept {
  keep_ = o.keep_;
  count_ = o.count_;
  kept_ = std::move(o.kept_);
  seen_ = std::move(o.seen_);
  return *this;
}

MLIRBC_INLINE format_warnings& format_warnings::operator=(const format_warnings& o) {
  if (this != &o) *this = format_warnings(o);  // the copy under o's lock, then a move
  return *this;
}

MLIRBC_INLINE bool format_warnings::report(const error& e) {
  const std::lock_guard<std::mutex> lock(m_);
  if (!seen_.insert(e.offset).second) return false;
  ++count_;
  // Keeping the lowest offsets (not the first reported) makes the list the
  // same whatever order threads report in.
  const auto at = static_cast<std::size_t>(
      std::upper_bound(kept_.begin(), kept_.end(), e.offset,
                       [](std::uint64_t off, const error& k) { return off < k.offset; }) - kept_.begin());
  if (kept_.size() >= keep_) {
    if (at == kept_.size()) return true;
    kept_.pop_back();
  }
  kept_.insert(kept_.begin() + static_cast<std::ptrdiff_t>(at), e);
  return true;
}

MLIRBC_INLINE std::vector<error> format_warnings::list() const {
  const std::lock_guard<std::mutex> lock(m_);
  return kept_;
}

MLIRBC_INLINE std::uint64_t format_warnings::count() const {
  const std::lock_guard<std::mutex> lock(m_);
  return count_;
}

}
