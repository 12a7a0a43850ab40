// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of attr_type_table.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../attr_type_table.hpp"

namespace mlirbc {

MLIRBC_INLINE result<std::string_view> raw_entry::text() const {
  if (custom) return error{errc::bad_value, section_id::attr_type, offset, "entry is not textual"};
  if (bytes.empty() || bytes.back() != std::byte{0}) {
    return error{errc::bad_string, section_id::attr_type, offset + bytes.size(),
                 "textual entry must end with its only NUL"};
  }
  std::string_view s(reinterpret_cast<const char*>(bytes.data()), bytes.size() - 1);
  if (s.find('\0') != std::string_view::npos) {
    return error{errc::bad_string, section_id::attr_type, offset + s.find('\0'),
                 "textual entry holds a NUL before its end"};
  }
  return s;
}

MLIRBC_INLINE result<raw_entry> attr_type_table::attribute_at(std::uint64_t i) const {
  if (i >= num_attributes())
    return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", i, num_attributes()};
  return attribute(static_cast<std::size_t>(i));
}

MLIRBC_INLINE result<raw_entry> attr_type_table::type_at(std::uint64_t i) const {
  if (i >= num_types())
    return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", i, num_types()};
  return type(static_cast<std::size_t>(i));
}

MLIRBC_INLINE auto attr_type_table::read(std::span<const std::byte> file, const section& offsets,
                                      const section& data, const dialect_table& dialects) -> result<attr_type_table> {
  cursor c(file, offsets.offset, offsets.offset + offsets.length, section_id::attr_type_offset);
  attr_type_table t;
  const std::uint64_t num_attrs = c.count("attribute count");
  const std::uint64_t num_types = c.count("type count");
  if (!c.ok()) return c.err();
  // Every entry takes at least one size byte after its counts.
  if (num_attrs + num_types > c.remaining()) {
    return error{errc::count_too_large, section_id::attr_type_offset, offsets.offset,
                 "attribute + type count", num_attrs + num_types, c.remaining()};
  }
  t.num_attrs_ = static_cast<std::size_t>(num_attrs);
  // reserve + push_back: the index is written once (no zero-fill pass first).
  t.entries_.reserve(static_cast<std::size_t>(num_attrs + num_types));
  std::uint64_t pos = 0;  // relative to the AttrType payload
  std::size_t next = 0;
  for (const std::uint64_t end : {num_attrs, num_attrs + num_types}) {
    while (next < end) {
      const std::uint64_t at = c.offset();
      const std::uint64_t dialect = c.varint("entry group dialect");
      const std::uint64_t count = c.varint("entry group size");
      if (!c.ok()) return c.err();
      if (dialect >= dialects.dialects.size()) {
        return error{errc::index_out_of_range, section_id::attr_type_offset, at, "entry group dialect",
                     dialect, dialects.dialects.size()};
      }
      if (count > end - next) {
        return error{errc::count_too_large, section_id::attr_type_offset, at, "entry group size", count,
                     end - next};
      }
      if (count != 0) t.groups_.push_back(group{next, pos, static_cast<std::uint32_t>(dialect)});
      for (std::uint64_t k = 0; k < count; ++k, ++next) {
        const std::uint64_t size_at = c.offset();
        const auto f = c.flagged_varint("entry size");
        if (!c.ok()) return c.err();
        if (f.value > data.length - pos) {
          return error{errc::truncated, section_id::attr_type_offset, size_at,
                       "entry extends past the attr/type section", pos + f.value, data.length};
        }
        // A new group when the offset from the group's base would not fit in 31 bits.
        if (pos - t.groups_.back().base > max_relative)
          t.groups_.push_back(group{next, pos, static_cast<std::uint32_t>(dialect)});
        t.entries_.push_back(static_cast<std::uint32_t>((pos - t.groups_.back().base) << 1 | (f.flag ? 1u : 0u)));
        pos += f.value;
      }
    }
  }
  c.expect_end("attr/type offset section");
  if (!c.ok()) return c.err();
  if (pos != data.length) {
    return error{errc::trailing_data, section_id::attr_type, data.offset + pos,
                 "bytes after the last attr/type entry", data.length - pos, 0};
  }
  t.data_ = data.payload;
  t.data_offset_ = data.offset;
  return t;
}

}
