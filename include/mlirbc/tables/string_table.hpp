// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// string_table: the shared strings, each an O(1) string_view into the file.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "../base/format_warnings.hpp"
#include "../base/populated_alloc.hpp"
#include "../base/result.hpp"
#include "sections.hpp"

namespace mlirbc {

class string_table {
 public:
  std::size_t size() const noexcept { return ends_.empty() ? 0 : ends_.size() - 1; }

  // String i without its terminating NUL; i must be < size().
  std::string_view operator[](std::size_t i) const noexcept;
  // 1 + the index of the string that `view` is (the same bytes of the file, as
  // the strings an attribute reader hands out are), 0 when it is none of them.
  std::uint32_t index_of(std::string_view view) const noexcept;

  // Checked lookup for an index read from the file; errors name `offset`, the
  // position of the index varint.
  result<std::string_view> at(std::uint64_t i, section_id section, std::uint64_t offset) const;
  // Same, reporting the cursor's current position.
  result<std::string_view> at(std::uint64_t i, const cursor& where) const;

  // Layout: count, then the sizes (each including its NUL) in reverse order,
  // then the strings back to back in forward order, exactly filling the section.
  static result<string_table> read(std::span<const std::byte> file, const section& s, format_warnings& warnings,
                                    bool strict);

 private:
  const char* data_ = nullptr;
  std::vector<std::uint64_t, detail::populated_allocator<std::uint64_t>> ends_;  // ends_[i]..ends_[i+1] is string i with its NUL
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/string_table.ipp"
#endif
