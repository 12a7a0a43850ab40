// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// attr_type_table: the index of attribute and type entries (raw bytes, not decoded).
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "dialect_table.hpp"
#include "../base/populated_alloc.hpp"
#include "../base/result.hpp"
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
  result<std::string_view> text() const;
};

class attr_type_table {
 public:
  std::size_t num_attributes() const noexcept { return num_attrs_; }
  std::size_t num_types() const noexcept { return entries_.size() - num_attrs_; }

  // Unchecked access; i must be below num_attributes()/num_types().
  MLIRBC_ALWAYS_INLINE raw_entry attribute(std::size_t i) const noexcept { return make(i); }
  MLIRBC_ALWAYS_INLINE raw_entry type(std::size_t i) const noexcept { return make(num_attrs_ + i); }
  // The same for entries visited in table order: `hint` (0 to start) keeps
  // the dialect group of the last one, so consecutive entries skip the search.
  MLIRBC_ALWAYS_INLINE raw_entry attribute_in_order(std::size_t i, std::size_t& hint) const noexcept {
    return make_in(i, hint);
  }
  MLIRBC_ALWAYS_INLINE raw_entry type_in_order(std::size_t i, std::size_t& hint) const noexcept {
    return make_in(num_attrs_ + i, hint);
  }

  result<raw_entry> attribute_at(std::uint64_t i) const;
  result<raw_entry> type_at(std::uint64_t i) const;

  // AttrTypeOffset: numAttrs, numTypes, then groups of (dialect, count, count x
  // (size<<1 | custom)) covering first the attributes and then the types.
  // The sizes are laid back to back in the AttrType section, which they must fill.
  static result<attr_type_table> read(std::span<const std::byte> file, const section& offsets,
                                      const section& data, const dialect_table& dialects);

 private:
  // A run of consecutive entries owned by one dialect (an AttrTypeOffset
  // group), split further where its entries pass 2 GiB past its base.
  struct group {
    std::size_t first;  // entry index
    std::uint64_t base;  // payload offset of its first entry
    std::uint32_t dialect;
  };
  static constexpr std::uint64_t max_relative = (std::uint64_t{1} << 31) - 1;

  // Inline in both modes: every decoded entry starts here.
  raw_entry make(std::size_t i) const noexcept;
  raw_entry make_in(std::size_t i, std::size_t& group) const noexcept;
  raw_entry make_at(std::size_t i, std::size_t group) const noexcept;
  std::size_t group_of(std::size_t i) const noexcept;

  // Per entry: its start relative to its group's base << 1 | custom flag.
  // 4 bytes per entry; the dialect and base are found through groups_.
  std::vector<std::uint32_t, detail::populated_allocator<std::uint32_t>> entries_;
  std::vector<group> groups_;
  std::size_t num_attrs_ = 0;
  std::span<const std::byte> data_;
  std::uint64_t data_offset_ = 0;
};

MLIRBC_ALWAYS_INLINE std::size_t attr_type_table::group_of(std::size_t i) const noexcept {
  // The last group starting at or before i (groups are few: one per dialect run).
  const auto g = std::upper_bound(groups_.begin(), groups_.end(), i,
                                  [](std::size_t x, const group& gr) { return x < gr.first; });
  return static_cast<std::size_t>(g - groups_.begin()) - 1;
}

MLIRBC_ALWAYS_INLINE raw_entry attr_type_table::make_at(std::size_t i, std::size_t g) const noexcept {
  const group& gr = groups_[g];
  const std::uint64_t begin = gr.base + (entries_[i] >> 1);
  std::uint64_t end = data_.size();
  if (i + 1 < entries_.size()) {
    const bool next_starts = g + 1 < groups_.size() && groups_[g + 1].first == i + 1;
    end = groups_[next_starts ? g + 1 : g].base + (entries_[i + 1] >> 1);
  }
  return raw_entry{gr.dialect, (entries_[i] & 1u) != 0, data_offset_ + begin,
                   data_.subspan(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin))};
}

MLIRBC_ALWAYS_INLINE raw_entry attr_type_table::make(std::size_t i) const noexcept { return make_at(i, group_of(i)); }

MLIRBC_ALWAYS_INLINE raw_entry attr_type_table::make_in(std::size_t i, std::size_t& g) const noexcept {
  const bool inside = g < groups_.size() && groups_[g].first <= i && (g + 1 == groups_.size() || i < groups_[g + 1].first);
  if (!inside) g = group_of(i);
  return make_at(i, g);
}

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/attr_type_table.ipp"
#endif
