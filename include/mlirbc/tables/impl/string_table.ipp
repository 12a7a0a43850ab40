// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of string_table.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <functional>

#include "../string_table.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string_view string_table::operator[](std::size_t i) const noexcept {
  const std::uint64_t begin = ends_[i];
  const std::uint64_t len = ends_[i + 1] - begin - 1;
  return {data_ + begin, static_cast<std::size_t>(len)};
}

MLIRBC_INLINE std::uint32_t string_table::index_of(std::string_view view) const noexcept {
  const std::less<const char*> before;  // a total order, also for pointers elsewhere
  if (size() == 0 || before(view.data(), data_) || !before(view.data(), data_ + ends_.back())) return 0;
  const auto begin = static_cast<std::uint64_t>(view.data() - data_);
  const auto it = std::lower_bound(ends_.begin(), ends_.end(), begin);  // strings start at ends_[i]
  if (it == ends_.end() || *it != begin) return 0;
  const auto i = static_cast<std::size_t>(it - ends_.begin());
  if (i >= size() || (*this)[i].size() != view.size() || i >= UINT32_MAX) return 0;
  return static_cast<std::uint32_t>(i + 1);
}

MLIRBC_INLINE result<std::string_view> string_table::at(std::uint64_t i, section_id section, std::uint64_t offset) const {
  if (i >= size()) return error{errc::index_out_of_range, section, offset, "string index", i, size()};
  return (*this)[static_cast<std::size_t>(i)];
}

MLIRBC_INLINE result<std::string_view> string_table::at(std::uint64_t i, const cursor& where) const {
  return at(i, where.section(), where.offset());
}

MLIRBC_INLINE result<string_table> string_table::read(std::span<const std::byte> file, const section& s,
                                                      format_warnings& warnings, bool strict) {
  cursor c(file, s.offset, s.offset + s.length, section_id::string);
  // Each string needs a size varint and at least its NUL byte.
  const std::uint64_t n = c.count("string count", 2);
  if (!c.ok()) return c.err();
  string_table t;
  t.ends_.resize(static_cast<std::size_t>(n) + 1);
  // Sizes come last-string-first; store them so that ends_[i+1]-ends_[i] = size(i).
  std::uint64_t total = 0;
  for (std::uint64_t k = 0; k < n; ++k) {
    const std::uint64_t at = c.offset();
    const std::uint64_t size = c.varint("string size");
    if (!c.ok()) return c.err();
    if (size == 0 || size > s.length) {
      return error{errc::bad_string, section_id::string, at, "string size", size, s.length};
    }
    total += size;  // no overflow: both terms are <= the section length
    if (total > s.length) {
      return error{errc::count_too_large, section_id::string, at, "string sizes", total, s.length};
    }
    t.ends_[static_cast<std::size_t>(n - k)] = size;  // temporarily: size of string n-1-k at n-k
  }
  const std::uint64_t data_begin = c.offset();
  if (total != c.remaining()) {
    return error{errc::trailing_data, section_id::string, data_begin,
                 "string sizes do not tile the string data", total, c.remaining()};
  }
  // Prefix sums: ends_[i] = offset of string i relative to data_begin.
  t.ends_[0] = 0;
  for (std::size_t i = 1; i <= n; ++i) t.ends_[i] += t.ends_[i - 1];
  t.data_ = reinterpret_cast<const char*>(file.data() + data_begin);
  for (std::size_t i = 0; i < n; ++i) {
    // MLIR takes each string's length from its size and never looks at
    // the last byte, so a non-NUL there is a warning, not a refusal.
    if (t.data_[t.ends_[i + 1] - 1] != '\0') {
      if (error e = warnings.tolerate(error{errc::bad_string, section_id::string, data_begin + t.ends_[i + 1] - 1,
                                            "string is not NUL-terminated", i, n}, strict))
        return e;
    }
  }
  return t;
}

}
