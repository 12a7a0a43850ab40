// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// property_table: the op property entries (version >= 5) as raw spans.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "../base/populated_alloc.hpp"
#include "../base/result.hpp"
#include "sections.hpp"

namespace mlirbc {

struct property_entry {
  std::uint64_t offset = 0;  // file offset of the first byte
  std::span<const std::byte> bytes;
};

class property_table {
 public:
  std::size_t size() const noexcept { return entries_.size(); }
  const property_entry& operator[](std::size_t i) const noexcept { return entries_[i]; }
  result<property_entry> at(std::uint64_t i) const;

  // count, then count x (size, bytes[size]), exactly filling the section.
  // An empty payload means no entries.
  static result<property_table> read(std::span<const std::byte> file, const section& s);

 private:
  std::vector<property_entry, detail::populated_allocator<property_entry>> entries_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/property_table.ipp"
#endif
