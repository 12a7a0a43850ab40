// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of resource_table.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../resource_table.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string resource_entry::mlir_name() const {
  std::string out(key);
  if (rename != 0) out += "_" + std::to_string(rename);
  return out;
}

MLIRBC_INLINE result<blob> resource_table::get_blob(const resource_entry& e, const limits& lim) const {
  if (e.kind != resource_kind::blob) {
    return error{errc::bad_value, section_id::resource, e.offset, "resource is not a blob"};
  }
  if (e.empty()) return blob{{}, 1, e.offset};
  auto l = parse_blob_layout(e, lim, [&](std::uint64_t n) -> result<std::span<const std::byte>> {
    return e.bytes.first(static_cast<std::size_t>(n));
  });
  if (!l) return l.err();
  return blob_of(*l);
}

MLIRBC_INLINE blob resource_table::blob_of(const blob_layout& l) const noexcept {
  return blob{file_.subspan(static_cast<std::size_t>(l.data_offset), static_cast<std::size_t>(l.length)), l.alignment,
              l.data_offset, data_in_memory_};
}

MLIRBC_INLINE const resource_entry* resource_table::find(std::string_view group, std::string_view key) const noexcept {
  for (const auto& g : groups_) {
    if (g.name != group) continue;
    for (std::uint32_t i = g.first; i < g.first + g.count; ++i)
      if (entries_[i].key == key) return &entries_[i];
  }
  return nullptr;
}

MLIRBC_INLINE const resource_entry* resource_table::find(std::string_view key) const noexcept {
  for (const auto& e : entries_)
    if (e.key == key) return &e;
  return nullptr;
}

MLIRBC_INLINE result<const resource_entry*> resource_table::dialect_resource(std::uint64_t handle) const {
  if (handle >= num_dialect_resources()) {
    return error{errc::index_out_of_range, section_id::resource, 0, "dialect resource handle", handle,
                 num_dialect_resources()};
  }
  return &entries_[first_dialect_entry_ + static_cast<std::size_t>(handle)];
}

MLIRBC_INLINE std::optional<std::uint64_t> resource_table::handle_of(const resource_entry& e) const noexcept {
  const auto i = static_cast<std::size_t>(&e - entries_.data());
  if (i < first_dialect_entry_) return std::nullopt;
  return static_cast<std::uint64_t>(i - first_dialect_entry_);
}

MLIRBC_INLINE auto resource_table::read(std::span<const std::byte> file, const section& offsets,
                                     const section& data, const string_table& strings,
                                     const dialect_table& dialects, format_warnings& warnings,
                                     bool strict, const entry_loader* load) -> result<resource_table> {
  resource_table t;
  t.file_ = file;
  t.data_in_memory_ = load == nullptr;
  if (!offsets.present) return t;
  cursor c(file, offsets.offset, offsets.offset + offsets.length, section_id::resource_offset);
  // An external group needs at least its name and count bytes.
  const std::uint64_t num_external = c.count("external resource group count", 2);
  std::uint64_t pos = data.offset;
  const std::uint64_t data_end = data.offset + data.length;
  for (std::uint64_t g = 0; c.ok() && (g < num_external || !c.at_end()); ++g) {
    const bool external = g < num_external;
    const std::uint64_t at = c.offset();
    const std::uint64_t owner = c.varint(external ? "resource provider name" : "resource dialect");
    if (!c.ok()) break;
    resource_group grp;
    grp.external = external;
    if (external) {
      auto name = strings.at(owner, section_id::resource_offset, at);
      if (!name) return name.err();
      grp.name = *name;
    } else {
      if (owner >= dialects.dialects.size()) {
        return error{errc::index_out_of_range, section_id::resource_offset, at, "resource dialect", owner,
                     dialects.dialects.size()};
      }
      grp.name = dialects.dialects[static_cast<std::size_t>(owner)].name;
    }
    // Each entry needs a key, a size and a kind byte.
    const std::uint64_t count = c.count("resource count", 3);
    if (!c.ok()) break;
    if (t.entries_.size() + count > UINT32_MAX) {
      return error{errc::count_too_large, section_id::resource_offset, at, "resource count", count, UINT32_MAX};
    }
    grp.first = static_cast<std::uint32_t>(t.entries_.size());
    grp.count = static_cast<std::uint32_t>(count);
    if (!external && t.groups_.size() == num_external) t.first_dialect_entry_ = t.entries_.size();
    for (std::uint64_t k = 0; k < count; ++k) {
      resource_entry e;
      e.group = static_cast<std::uint32_t>(t.groups_.size());
      const std::uint64_t key_at = c.offset();
      auto key = strings.at(c.varint("resource key"), section_id::resource_offset, key_at);
      if (!c.ok()) break;
      if (!key) return key.err();
      e.key = *key;
      const std::uint64_t size_at = c.offset();
      const std::uint64_t size = c.varint("resource entry size");
      const std::uint64_t kind_at = c.offset();
      const std::uint8_t kind = c.byte("resource kind");
      if (!c.ok()) break;
      if (kind > 2) {
        return error{errc::bad_resource_kind, section_id::resource_offset, kind_at, "resource kind", kind, 2};
      }
      if (size > data_end - pos) {
        return error{errc::truncated, section_id::resource_offset, size_at,
                     "resource entry extends past the resource section", size, data_end - pos};
      }
      e.kind = static_cast<resource_kind>(kind);
      e.offset = pos;
      e.bytes = file.subspan(static_cast<std::size_t>(pos), static_cast<std::size_t>(size));
      if (load != nullptr && !e.empty())
        if (error le = (*load)(e); le) return le;
      if (auto decoded = decode_small_value(file, e, strings, warnings, strict); decoded) return decoded;
      pos += size;
      t.entries_.push_back(e);
    }
    t.groups_.push_back(grp);
  }
  if (!c.ok()) return c.err();
  if (t.groups_.size() <= num_external) t.first_dialect_entry_ = t.entries_.size();
  if (pos != data_end) {  // MLIR never reads them
    if (error e = warnings.tolerate(error{errc::trailing_data, section_id::resource, pos,
                                          "bytes after the last resource entry", data_end - pos, 0}, strict))
      return e;
  }
  if (error w = t.name_repeated_keys(warnings, strict)) return w;
  return t;
}

MLIRBC_INLINE auto resource_table::decode_small_value(std::span<const std::byte> file, resource_entry& e,
                                  const string_table& strings, format_warnings& warnings,
                                  bool strict) -> error {
  if (e.empty() || e.kind == resource_kind::blob) return {};
  cursor c(file, e.offset, e.offset + e.bytes.size(), section_id::resource);
  if (e.kind == resource_kind::boolean) {
    const std::uint8_t b = c.byte("bool resource");  // the entry is not empty: the byte is there
    if (b > 1) {  // MLIR reads any other byte as true
      if (error w = warnings.tolerate(error{errc::bad_value, section_id::resource, e.offset, "bool resource", b, 1}, strict))
        return w;
    }
    e.bool_value = b != 0;
  } else {
    auto s = strings.at(c.varint("string resource"), section_id::resource, e.offset);
    if (c.ok() && !s) return s.err();
    if (s) e.string_value = *s;
  }
  c.expect_end("resource entry");
  return c.err();
}

MLIRBC_INLINE error resource_table::name_repeated_keys(format_warnings& warnings, bool strict) {
  const std::size_t first = first_dialect_entry_;
  if (entries_.size() - first < 2) return {};
  {
    std::vector<std::pair<std::string_view, std::string_view>> sorted;
    sorted.reserve(entries_.size() - first);
    for (std::size_t i = first; i < entries_.size(); ++i) sorted.emplace_back(groups_[entries_[i].group].name, entries_[i].key);
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) return {};
  }
  std::unordered_set<taken_name, taken_hash, taken_equal> taken;
  taken.reserve(entries_.size() - first);
  std::unordered_map<std::pair<std::string_view, std::string_view>, std::uint32_t, pair_hash> next;
  for (std::size_t i = first; i < entries_.size(); ++i) {
    resource_entry& e = entries_[i];
    const std::string_view dialect = groups_[e.group].name;
    if (taken.insert({dialect, e.key, 0}).second) continue;
    std::uint32_t& k = next[{dialect, e.key}];
    if (k == 0) k = 1;
    while (!taken.insert({dialect, e.key, k}).second) ++k;
    e.rename = k++;
    if (error w = warnings.tolerate(error{errc::bad_value, section_id::resource, e.offset,
                                          "resource key used twice in its dialect: MLIR renames this one KEY_<value>",
                                          e.rename, 0}, strict))
      return w;
  }
  return {};
}

}
