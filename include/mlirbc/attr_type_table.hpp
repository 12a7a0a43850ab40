// attr_type_table: the index of attribute and type entries (raw bytes, not decoded).
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <span>
#include <string_view>
#include <vector>

#include "cursor.hpp"
#include "dialect_table.hpp"
#include "populated_alloc.hpp"
#include "result.hpp"
#include "sections.hpp"

namespace mlirbc {

enum class entry_kind : std::uint8_t { attribute, type };

// One attribute or type entry, as stored: the dialect that owns it and its bytes.
struct raw_entry {
  std::uint32_t dialect = 0;
  bool custom = false;  // dialect-defined binary encoding; otherwise textual fallback
  std::uint64_t offset = 0;  // absolute file offset of the first byte
  std::span<const std::byte> bytes;

  // The assembly text of a textual-fallback entry (without its NUL).
  result<std::string_view> text() const {
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
};

class attr_type_table {
 public:
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return entries_.size() - num_attrs_; }

  // Unchecked access; i must be below num_attributes()/num_types().
  raw_entry attribute(std::size_t i) const noexcept { return make(i); }
  raw_entry type(std::size_t i) const noexcept { return make(num_attrs_ + i); }

  result<raw_entry> attribute_at(std::uint64_t i) const {
    if (i >= num_attributes())
      return error{errc::index_out_of_range, section_id::attr_type, 0, "attribute index", i, num_attributes()};
    return attribute(static_cast<std::size_t>(i));
  }
  result<raw_entry> type_at(std::uint64_t i) const {
    if (i >= num_types())
      return error{errc::index_out_of_range, section_id::attr_type, 0, "type index", i, num_types()};
    return type(static_cast<std::size_t>(i));
  }

  // AttrTypeOffset: numAttrs, numTypes, then groups of (dialect, count, count x
  // (size<<1 | custom)) covering first the attributes and then the types.
  // The sizes are laid back to back in the AttrType section, which they must fill.
  static result<attr_type_table> read(std::span<const std::byte> file, const section& offsets,
                                      const section& data, const dialect_table& dialects) {
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

 private:
  // A run of consecutive entries owned by one dialect (an AttrTypeOffset
  // group), split further where its entries pass 2 GiB past its base.
  struct group {
    std::size_t first;  // entry index
    std::uint64_t base;  // payload offset of its first entry
    std::uint32_t dialect;
  };
  static constexpr std::uint64_t max_relative = (std::uint64_t{1} << 31) - 1;

  raw_entry make(std::size_t i) const noexcept {
    // The last group starting at or before i (groups are few: one per dialect run).
    const auto g = std::prev(std::upper_bound(groups_.begin(), groups_.end(), i,
                                              [](std::size_t x, const group& gr) { return x < gr.first; }));
    const std::uint64_t begin = g->base + (entries_[i] >> 1);
    std::uint64_t end = data_.size();
    if (i + 1 < entries_.size()) {
      const auto next = std::next(g) != groups_.end() && std::next(g)->first == i + 1 ? std::next(g) : g;
      end = next->base + (entries_[i + 1] >> 1);
    }
    return raw_entry{g->dialect, (entries_[i] & 1u) != 0, data_offset_ + begin,
                     data_.subspan(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin))};
  }

  // Per entry: its start relative to its group's base << 1 | custom flag.
  // 4 bytes per entry; the dialect and base are found through groups_.
  std::vector<std::uint32_t, detail::populated_allocator<std::uint32_t>> entries_;
  std::vector<group> groups_;
  std::size_t num_attrs_ = 0;
  std::span<const std::byte> data_;
  std::uint64_t data_offset_ = 0;
};

}  // namespace mlirbc
