// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Bodies of resource_rewrite.hpp.
#pragma once

#include <algorithm>
#include <bit>
#include <vector>

#include "../../base/cursor.hpp"
#include "../resource_rewrite.hpp"

namespace mlirbc {

namespace rewrite_detail {

// How one entry's bytes are produced in the output.
struct entry_plan {
  enum class source : std::uint8_t { none, verbatim, blob } from = source::none;
  std::span<const std::byte> verbatim;  // bool and string entries, as stored
  std::uint64_t alignment = 1;
  int fd = -1;                          // blob data: `length` bytes of fd (or of the input's memory when -1)
  std::uint64_t data_offset = 0, length = 0;
  std::uint64_t header = 0, padding = 0;  // varint bytes and padding, laid out relative to the section
  std::uint64_t size() const noexcept {
    return from == source::verbatim ? verbatim.size() : from == source::blob ? header + padding + length : 0;
  }
};

inline bool put_varint(output_file& out, std::uint64_t v) {
  std::byte buf[9];
  const std::size_t n = encode_varint(v, buf);
  return out.write(std::span<const std::byte>(buf, n));
}

inline void append_varint(std::vector<std::byte>& out, std::uint64_t v) {
  std::byte buf[9];
  const std::size_t n = encode_varint(v, buf);
  out.insert(out.end(), buf, buf + n);
}

// A section header, its alignment declared by MLIR's rule.
inline bool put_section_header(output_file& out, std::uint8_t id, std::uint64_t length, std::uint64_t alignment) {
  std::byte buf[9];
  const std::size_t n = encode_varint(length, buf);
  const bool declare = section_declares_alignment(out.position() + 1 + n, alignment);
  if (!out.write_u8(static_cast<std::uint8_t>(id | (declare ? section_aligned_flag : 0))) ||
      !out.write(std::span<const std::byte>(buf, n)))
    return false;
  if (!declare) return true;
  if (!put_varint(out, alignment)) return false;
  return out.pad(padding_to_alignment(out.position(), alignment), padding_byte);
}

}  // namespace rewrite_detail

MLIRBC_INLINE error rewrite_resources(const bytecode_file& in, std::span<const resource_change> changes,
                                      output_file& out, rewrite_summary* summary) {
  using namespace rewrite_detail;
  using act = resource_change::action;
  const bytecode& bc = in.view();
  const auto& table = bc.resources();
  const auto& entries = table.entries();
  const std::span<const std::byte> file = bc.bytes();
  if (changes.size() != entries.size())
    return error{errc::bad_value, section_id::resource_offset, 0, "one change per resource entry", changes.size(),
                 entries.size()};
  rewrite_summary sum;

  // 1. Each entry's bytes, and the largest blob alignment.
  std::vector<entry_plan> plans(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const resource_entry& e = entries[i];
    const resource_change& c = changes[i];
    const bool dialect_blob = e.kind == resource_kind::blob && !table.groups()[e.group].external;
    entry_plan& p = plans[i];
    if (c.what != act::keep && !dialect_blob)
      return error{errc::bad_value, section_id::resource, e.offset,
                   "only blobs of dialect resource groups can be dropped or replaced"};
    if (c.what == act::drop) {
      if (!e.empty()) ++sum.dropped;
      continue;
    }
    if (c.what == act::replace) {
      if (!std::has_single_bit(c.alignment) || c.alignment > bc.limits_used().max_alignment)
        return error{errc::bad_alignment, section_id::resource, e.offset, "replacement blob alignment", c.alignment,
                     bc.limits_used().max_alignment};
      p = {entry_plan::source::blob, {}, c.alignment, c.fd, c.offset, c.size};
      ++sum.replaced;
      continue;
    }
    if (e.empty()) continue;
    if (e.kind != resource_kind::blob) {
      p.from = entry_plan::source::verbatim;
      p.verbatim = e.bytes;
      continue;
    }
    auto b = in.get_blob(e);  // header by pread: the data's pages stay untouched
    if (!b) return b.err();
    p = {entry_plan::source::blob, {}, b->alignment, in.mapping().fd(), b->offset, b->data.size()};
    ++sum.kept;
  }

  // 2. Blob layout relative to the Resource section's start, aligned to the largest alignment.
  std::uint64_t section_alignment = 1, resource_length = 0;
  for (const entry_plan& p : plans)
    if (p.from == entry_plan::source::blob) section_alignment = std::max(section_alignment, p.alignment);
  for (entry_plan& p : plans) {
    if (p.from == entry_plan::source::blob) {
      std::byte tmp[9];
      p.header = encode_varint(p.alignment, tmp) + encode_varint(p.length, tmp);
      p.padding = padding_to_alignment(resource_length + p.header, p.alignment);
      sum.blob_bytes += p.length;
    }
    resource_length += p.size();
  }
  sum.alignment = section_alignment;

  // 3. The index: the original's groups, keys and kinds with the new sizes.
  const section& index = bc.get_section(section_id::resource_offset);
  std::vector<std::byte> new_index;
  if (index.present) {
    cursor c(file, index.offset, index.offset + index.length, section_id::resource_offset);
    const std::uint64_t num_external = c.varint("external resource group count");
    append_varint(new_index, num_external);
    std::size_t next = 0;
    for (std::uint64_t g = 0; c.ok() && (g < num_external || !c.at_end()); ++g) {
      append_varint(new_index, c.varint("resource group owner"));
      const std::uint64_t count = c.varint("resource count");
      append_varint(new_index, count);
      for (std::uint64_t k = 0; c.ok() && k < count; ++k, ++next) {
        append_varint(new_index, c.varint("resource key"));
        (void)c.varint("resource entry size");
        const std::uint8_t kind = c.byte("resource kind");
        if (next >= plans.size()) break;
        append_varint(new_index, plans[next].size());
        new_index.push_back(static_cast<std::byte>(kind));
      }
    }
    if (!c.ok()) return c.err();
    if (next != plans.size())
      return error{errc::bad_value, section_id::resource_offset, index.offset, "resource entries re-read", next,
                   plans.size()};
  }

  // 4. The header, then every section in the original order.
  cursor c(file, 0, file.size(), section_id::header);
  (void)c.bytes(4, "magic");
  (void)c.varint("version");
  (void)c.cstring("producer");
  if (!c.ok()) return c.err();
  if (!out.write(file.subspan(0, static_cast<std::size_t>(c.offset())))) return out.failure();
  while (c.ok() && !c.at_end()) {
    const section s = read_section(c, bc.limits_used());
    if (!c.ok()) return c.err();
    const bool aligned = (std::to_integer<std::uint8_t>(file[static_cast<std::size_t>(s.header_offset)]) &
                          section_aligned_flag) != 0;
    const auto id = static_cast<std::uint8_t>(s.id);
    bool ok = true;
    if (s.id == section_id::resource_offset) {
      ok = put_section_header(out, id, new_index.size(), 1) && out.write(new_index);
    } else if (s.id == section_id::resource) {
      ok = put_section_header(out, id, resource_length, section_alignment);
      const std::uint64_t start = out.position();
      for (std::size_t i = 0; ok && i < plans.size(); ++i) {
        const entry_plan& p = plans[i];
        if (p.from == entry_plan::source::verbatim) {
          ok = out.write(p.verbatim);
        } else if (p.from == entry_plan::source::blob) {
          ok = put_varint(out, p.alignment) && put_varint(out, p.length) && out.pad(p.padding, padding_byte);
          if (ok && (out.position() - start) % p.alignment != 0)  // cannot happen: the layout above
            return error{errc::bad_alignment, section_id::resource, out.position(), "rewritten blob data"};
          if (!ok) break;
          if (p.fd >= 0) {
            ok = out.copy_from(p.fd, p.data_offset, p.length);
          } else {  // the input was read into memory (load_mode::copy)
            ok = out.write(file.subspan(static_cast<std::size_t>(p.data_offset), static_cast<std::size_t>(p.length)));
          }
        }
      }
    } else if (aligned) {  // padding depends on where the section lands now
      ok = put_section_header(out, id, s.length, s.alignment) && out.write(s.payload);
    } else {
      ok = out.write(file.subspan(static_cast<std::size_t>(s.header_offset),
                                  static_cast<std::size_t>(s.offset + s.length - s.header_offset)));
    }
    if (!ok) return out.failure();
  }
  if (summary != nullptr) *summary = sum;
  return {};
}

}  // namespace mlirbc
