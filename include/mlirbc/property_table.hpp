// property_table: the op property entries (version >= 5) as raw spans.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cursor.hpp"
#include "populated_alloc.hpp"
#include "result.hpp"
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
  result<property_entry> at(std::uint64_t i) const {
    if (i >= size()) return error{errc::index_out_of_range, section_id::ir, 0, "properties index", i, size()};
    return entries_[static_cast<std::size_t>(i)];
  }

  // count, then count x (size, bytes[size]), exactly filling the section.
  // An empty payload means no entries.
  static result<property_table> read(std::span<const std::byte> file, const section& s) {
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

 private:
  std::vector<property_entry, detail::populated_allocator<property_entry>> entries_;
};

}  // namespace mlirbc
