// string_table: the shared strings, each an O(1) string_view into the file.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "cursor.hpp"
#include "format_warnings.hpp"
#include "populated_alloc.hpp"
#include "result.hpp"
#include "sections.hpp"

namespace mlirbc {

class string_table {
 public:
  std::size_t size() const noexcept { return ends_.empty() ? 0 : ends_.size() - 1; }

  // String i without its terminating NUL; i must be < size().
  std::string_view operator[](std::size_t i) const noexcept {
    const std::uint64_t begin = ends_[i];
    const std::uint64_t len = ends_[i + 1] - begin - 1;
    return {data_ + begin, static_cast<std::size_t>(len)};
  }

  // Checked lookup for an index read from the file; errors name `offset`, the
  // position of the index varint.
  result<std::string_view> at(std::uint64_t i, section_id section, std::uint64_t offset) const {
    if (i >= size()) return error{errc::index_out_of_range, section, offset, "string index", i, size()};
    return (*this)[static_cast<std::size_t>(i)];
  }
  // Same, reporting the cursor's current position.
  result<std::string_view> at(std::uint64_t i, const cursor& where) const {
    return at(i, where.section(), where.offset());
  }

  // Layout: count, then the sizes (each including its NUL) in reverse order,
  // then the strings back to back in forward order, exactly filling the section.
  static result<string_table> read(std::span<const std::byte> file, const section& s, format_warnings& warnings) {
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
                                              "string is not NUL-terminated", i, n}))
          return e;
      }
    }
    return t;
  }

 private:
  const char* data_ = nullptr;
  std::vector<std::uint64_t, detail::populated_allocator<std::uint64_t>> ends_;  // ends_[i]..ends_[i+1] is string i with its NUL
};

}  // namespace mlirbc
