// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// resource_table: external and dialect resource groups; blobs as aligned spans.
//
// Opening reads only the ResourceOffset index; a blob's own header (alignment,
// length, padding) is read when the blob is asked for, so weight pages are not
// touched until used.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "dialect_table.hpp"
#include "../base/format_warnings.hpp"
#include "../base/limits.hpp"
#include "../base/result.hpp"
#include "sections.hpp"
#include "string_table.hpp"

namespace mlirbc {

constexpr const char* resource_kind_name(resource_kind k) noexcept {
  switch (k) {
    case resource_kind::blob: return "blob";
    case resource_kind::boolean: return "bool";
    case resource_kind::string: return "string";
  }
  return "unknown";
}

// The data of a blob resource: a view into the file.
struct blob {
  std::span<const std::byte> data;
  std::uint64_t alignment = 1;  // declared; data's file offset is a multiple of it
  std::uint64_t offset = 0;     // file offset of the first data byte
  // False in load_mode::read: `data` then has the right size but was never
  // read (its bytes are not the file's); as<T>() refuses, and the data is read
  // with bytecode_file::read_bytes(offset, ...).
  bool in_memory = true;

  // The data as a span of T; fails unless the size is a multiple of sizeof(T)
  // and the address is aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (!in_memory) return not_in_memory();
    if (data.size() % sizeof(T) != 0) {
      return error{errc::type_mismatch, section_id::resource, offset, "blob size is not a multiple of the element size",
                   data.size(), sizeof(T)};
    }
    if (reinterpret_cast<std::uintptr_t>(data.data()) % alignof(T) != 0) {
      return error{errc::type_mismatch, section_id::resource, offset, "blob address is not aligned for the element type",
                   reinterpret_cast<std::uintptr_t>(data.data()) % alignof(T), alignof(T)};
    }
    return std::span<const T>(reinterpret_cast<const T*>(data.data()), data.size() / sizeof(T));
  }
  error not_in_memory() const noexcept {
    return error{errc::unsupported, section_id::resource, offset,
                 "blob data is not in memory (load_mode::read): read it with bytecode_file::read_bytes"};
  }
};

struct resource_entry {
  std::uint32_t group = 0;  // index into resource_table::groups()
  // Nonzero when the key is already taken in its dialect: MLIR then names the
  // resource KEY_<rename> (mlir_name()), the first such name that is free.
  std::uint32_t rename = 0;
  std::string_view key;  // as stored
  resource_kind kind = resource_kind::blob;
  std::uint64_t offset = 0;  // file offset of the entry
  std::span<const std::byte> bytes;  // the whole entry (empty = declared or elided)
  bool bool_value = false;              // kind boolean (decoded at open: one byte)
  std::string_view string_value;        // kind string (decoded at open: a string index)

  bool empty() const noexcept { return bytes.empty(); }
  // The name MLIR gives the resource (what dense_resource<…> and the trailer print).
  std::string mlir_name() const;
};

// Where a blob entry's data lies in the file.
struct blob_layout {
  std::uint64_t alignment = 1;
  std::uint64_t data_offset = 0;  // file offset of the first data byte
  std::uint64_t length = 0;
};

// Parses the header of a blob entry e (not empty): alignment, length, 0xCB
// padding up to the alignment; the data must fill the rest of the entry.
// head(n) returns the entry's first n bytes (n <= entry size) as
// result<std::span<const std::byte>>: a view of the file
// (resource_table::get_blob) or bytes read with pread, which leaves the
// mapping untouched (bytecode_file::get_blob). Only the header and the
// padding are asked for, never the data.
template <class Head>
result<blob_layout> parse_blob_layout(const resource_entry& e, const limits& lim, Head&& head) {
  const std::uint64_t end = e.offset + e.bytes.size();
  auto first = head(std::min<std::uint64_t>(e.bytes.size(), 18));  // two varints of at most 9 bytes
  if (!first) return first.err();
  cursor c(*first, 0, first->size(), section_id::resource);
  auto in_file = [&](error err) {  // c's offsets are relative to the entry
    err.offset += e.offset;
    return err;
  };
  const std::uint64_t align_at = e.offset;
  const std::uint64_t alignment = c.varint("blob alignment");
  if (!c.ok()) return in_file(c.err());
  if (!std::has_single_bit(alignment) || alignment > lim.max_alignment)
    return error{errc::bad_alignment, section_id::resource, align_at,
                 "blob alignment (must be a power of two, so never 0)", alignment,
                 lim.max_alignment};
  const std::uint64_t length = c.varint("blob length");
  if (!c.ok()) return in_file(c.err());
  std::uint64_t pos = e.offset + c.offset();
  if (const std::uint64_t pad = padding_to_alignment(pos, alignment); pad != 0) {
    if (pad > end - pos) return error{errc::truncated, section_id::resource, pos, "blob padding", pad, end - pos};
    const std::uint64_t rel = pos - e.offset;
    auto padded = head(rel + pad);
    if (!padded) return padded.err();
    for (std::uint64_t i = 0; i < pad; ++i) {
      const std::byte b = (*padded)[static_cast<std::size_t>(rel + i)];
      if (b != padding_byte)
        return error{errc::bad_padding, section_id::resource, pos + i, "blob padding", static_cast<std::uint8_t>(b),
                     static_cast<std::uint8_t>(padding_byte)};
    }
    pos += pad;
  }
  if (length > end - pos) return error{errc::truncated, section_id::resource, pos, "blob data", length, end - pos};
  if (length < end - pos)
    return error{errc::trailing_data, section_id::resource, pos + length, "resource entry", end - pos - length, 0};
  return blob_layout{alignment, pos, length};
}

struct resource_group {
  bool external = false;       // keyed by a provider name; otherwise by a dialect
  std::string_view name;       // provider name or dialect name
  std::uint32_t first = 0;     // first entry index
  std::uint32_t count = 0;
};

class resource_table {
 public:
  const std::vector<resource_group>& groups() const noexcept { return groups_; }
  const std::vector<resource_entry>& entries() const noexcept { return entries_; }
  std::size_t size() const noexcept { return entries_.size(); }

  // Blob data of entry i (kind blob, not empty): alignment, length, 0xCB padding, data.
  result<blob> get_blob(const resource_entry& e, const limits& lim = {}) const;
  // The blob a parsed layout describes (a view into the file; nothing is read).
  blob blob_of(const blob_layout& l) const noexcept;

  // Entry by group name and key (the first match), or nullptr.
  const resource_entry* find(std::string_view group, std::string_view key) const noexcept;
  // Entry by key in any group (the first match), or nullptr.
  const resource_entry* find(std::string_view key) const noexcept;

  // Dialect resource handles (as in dense_resource) number the entries of all
  // dialect groups in file order; external groups do not count.
  std::size_t num_dialect_resources() const noexcept { return entries_.size() - first_dialect_entry_; }
  result<const resource_entry*> dialect_resource(std::uint64_t handle) const;
  // The inverse: the handle of `e`, an entry of entries(); nullopt for an
  // entry of an external group, which has none.
  std::optional<std::uint64_t> handle_of(const resource_entry& e) const noexcept;

  // Called for each non-empty entry before it is decoded, when the file's
  // bytes are brought in on demand (load_mode::read): it loads the entry's
  // value, or a blob's header, and the blobs' data is then not in memory.
  using entry_loader = std::function<error(const resource_entry&)>;

  // ResourceOffset: numExternal, external groups (provider name, group), then
  // dialect groups (dialect idx, group) to the end; group = count x (key, size, kind).
  static result<resource_table> read(std::span<const std::byte> file, const section& offsets,
                                     const section& data, const string_table& strings,
                                     const dialect_table& dialects, format_warnings& warnings, bool strict,
                                     const entry_loader* load = nullptr);

 private:
  // Bool and string entries are tiny; decode them at open. Returns an error or ok.
  static error decode_small_value(std::span<const std::byte> file, resource_entry& e,
                                  const string_table& strings, format_warnings& warnings, bool strict);

  // MLIR registers each dialect resource under a name unique in its dialect: a
  // key already taken gets the suffix _1, _2, … (the first free name). Names
  // are worked out only when a key repeats (a format warning each), without
  // copying keys: a name is (dialect, stored key, suffix).
  struct taken_name {
    std::string_view dialect, key;
    std::uint32_t suffix = 0;
    std::size_t length() const noexcept { return key.size() + (suffix == 0 ? 0 : 1 + std::to_string(suffix).size()); }
    char at(std::size_t i, const std::string& digits) const noexcept {
      if (i < key.size()) return key[i];
      return i == key.size() ? '_' : digits[i - key.size() - 1];
    }
  };
  struct taken_hash {
    std::size_t operator()(const taken_name& n) const noexcept {
      std::uint64_t h = 1469598103934665603ull;
      auto mix = [&](char c) { h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull; };
      for (char c : n.dialect) mix(c);
      mix('\0');
      for (char c : n.key) mix(c);
      if (n.suffix != 0) {
        mix('_');
        for (char c : std::to_string(n.suffix)) mix(c);
      }
      return static_cast<std::size_t>(h);
    }
  };
  struct taken_equal {
    bool operator()(const taken_name& a, const taken_name& b) const {
      if (a.dialect != b.dialect || a.length() != b.length()) return false;
      const std::string da = a.suffix == 0 ? std::string() : std::to_string(a.suffix);
      const std::string db = b.suffix == 0 ? std::string() : std::to_string(b.suffix);
      for (std::size_t i = 0; i < a.length(); ++i)
        if (a.at(i, da) != b.at(i, db)) return false;
      return true;
    }
  };
  struct pair_hash {
    std::size_t operator()(const std::pair<std::string_view, std::string_view>& p) const noexcept {
      return std::hash<std::string_view>{}(p.first) * 31 + std::hash<std::string_view>{}(p.second);
    }
  };

  error name_repeated_keys(format_warnings& warnings, bool strict);

  std::span<const std::byte> file_;
  std::vector<resource_group> groups_;
  std::vector<resource_entry> entries_;
  std::size_t first_dialect_entry_ = 0;
  bool data_in_memory_ = true;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/resource_table.ipp"
#endif
