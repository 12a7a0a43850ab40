// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dialect_table.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dialect_table.hpp"

namespace mlirbc {

MLIRBC_INLINE std::string op_name::full_name() const {
  std::string out(dialect_name);
  if (!name.empty()) {
    out += '.';
    out += name;
  }
  return out;
}

MLIRBC_INLINE auto dialect_table::read(std::span<const std::byte> file, const section& s,
                                    std::uint64_t version, const string_table& strings,
                                    const limits& lim, format_warnings& warnings) -> result<dialect_table> {
  cursor c(file, s.offset, s.offset + s.length, section_id::dialect);
  dialect_table t;
  const std::uint64_t n = c.count("dialect count");
  if (!c.ok()) return c.err();
  t.dialects.resize(static_cast<std::size_t>(n));
  for (auto& d : t.dialects) {
    const std::uint64_t name_at = c.offset();
    std::uint64_t name_idx = 0;
    if (version >= version_dialect_versioning) {
      const auto f = c.flagged_varint("dialect name");
      name_idx = f.value;
      d.has_version = f.flag;
    } else {
      name_idx = c.varint("dialect name");
    }
    if (!c.ok()) return c.err();
    auto name = strings.at(name_idx, section_id::dialect, name_at);
    if (!name) return name.err();
    d.name = *name;
    if (d.has_version) {
      const std::uint64_t at = c.offset();
      const section v = read_section(c, lim);
      if (!c.ok()) return c.err();
      if (v.id != section_id::dialect_versions) {
        return error{errc::bad_section_id, section_id::dialect, at,
                     "expected a dialect version section (id 7)", static_cast<std::uint64_t>(v.id), 7};
      }
      d.version = v.payload;
      d.version_offset = v.offset;
    }
  }
  if (error e = t.read_builtin_version(file, lim, warnings)) return e;
  // Total op-name count (from version 4): the writer's exact total, but MLIR
  // only reserves by it, so a wrong one is a warning. Each name takes at least
  // a byte, which bounds the reservation.
  const bool has_total = version >= version_elide_unknown_block_arg_loc;
  const std::uint64_t total_at = c.offset();
  std::uint64_t total = 0;
  if (has_total) {
    total = c.varint("op name count");
    if (!c.ok()) return c.err();
    t.op_names.reserve(static_cast<std::size_t>(std::min(total, c.remaining())));
  }
  while (!c.at_end()) {  // (every read returns on an error: c is fine here)
    const std::uint64_t at = c.offset();
    const std::uint64_t dialect = c.varint("op name dialect");
    const std::uint64_t count = c.count("op name group size");
    if (!c.ok()) return c.err();
    if (dialect >= t.dialects.size()) {
      return error{errc::index_out_of_range, section_id::dialect, at, "op name dialect", dialect,
                   t.dialects.size()};
    }
    for (std::uint64_t k = 0; k < count; ++k) {
      op_name op;
      op.dialect = static_cast<std::uint32_t>(dialect);
      op.dialect_name = t.dialects[static_cast<std::size_t>(dialect)].name;
      const std::uint64_t name_at = c.offset();
      std::uint64_t name_idx = 0;
      if (version >= version_native_properties) {
        const auto f = c.flagged_varint("op name");
        name_idx = f.value;
        op.registered = f.flag;
      } else {
        name_idx = c.varint("op name");
      }
      if (!c.ok()) return c.err();
      auto name = strings.at(name_idx, section_id::dialect, name_at);
      if (!name) return name.err();
      op.name = *name;
      t.op_names.push_back(op);
    }
  }
  if (has_total && total != t.op_names.size()) {
    if (error e = warnings.tolerate(error{errc::bad_value, section_id::dialect, total_at,
                                          "op name count differs from the op names listed", total,
                                          t.op_names.size()}, lim.strict))
      return e;
  }
  return t;
}

MLIRBC_INLINE error dialect_table::read_builtin_version(std::span<const std::byte> file, const limits& lim,
                                                        format_warnings& warnings) {
  for (const auto& d : dialects) {
    if (d.name != "builtin" || !d.has_version) continue;
    cursor c(file, d.version_offset, d.version_offset + d.version.size(), section_id::dialect_versions);
    builtin_version = c.varint("builtin dialect version");
    if (!c.ok()) return c.err();
    // MLIR 23 reads one varint and nothing after it.
    if (!c.at_end()) {
      if (error e = warnings.tolerate(error{errc::trailing_data, section_id::dialect_versions, c.offset(),
                                            "bytes after the builtin dialect version", c.remaining(), 0},
                                      lim.strict))
        return e;
    }
  }
  return {};
}

}
