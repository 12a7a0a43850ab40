// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of property_table.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../property_table.hpp"

namespace mlirbc {

MLIRBC_INLINE result<property_entry> property_table::at(std::uint64_t i) const {
  if (i >= size()) return error{errc::index_out_of_range, section_id::ir, 0, "properties index", i, size()};
  return entries_[static_cast<std::size_t>(i)];
}

MLIRBC_INLINE result<property_table> property_table::read(std::span<const std::byte> file, const section& s) {
  property_table t;
  if (!s.present || s.length == 0) return t;
  cursor c(file, s.offset, s.offset + s.length, section_id::properties);
  const std::uint64_t n = c.count("properties count");
  t.entries_.reserve(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n && c.ok(); ++i) {
    const std::uint64_t size = c.varint("properties entry size");
    property_entry e;
    e.offset = c.offset();
    e.bytes = c.bytes(size, "properties entry");
    t.entries_.push_back(e);
  }
  c.expect_end("properties section");
  if (!c.ok()) return c.err();
  return t;
}

}
