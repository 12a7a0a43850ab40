// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of sections.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../sections.hpp"

namespace mlirbc {

MLIRBC_INLINE section read_section(cursor& c, const limits& lim) {
  section s;
  s.header_offset = c.offset();
  const std::uint8_t id_and_align = c.byte("section id");
  const std::uint8_t id = id_and_align & section_id_mask;
  if (c.ok() && id >= num_section_ids) {
    c.fail_at(s.header_offset, errc::bad_section_id, "section id", id, num_section_ids - 1);
  }
  s.id = static_cast<section_id>(id);
  const std::uint64_t length = c.varint("section length");
  if (id_and_align & section_aligned_flag) {
    const std::uint64_t at = c.offset();
    s.alignment = c.varint("section alignment");
    if (c.ok() && (!std::has_single_bit(s.alignment) || s.alignment > lim.max_alignment)) {
      c.fail_at(at, errc::bad_alignment, "section alignment", s.alignment, lim.max_alignment);
    }
    if (c.ok()) c.align_to(s.alignment, "section padding");
  }
  s.offset = c.offset();
  s.length = length;
  s.payload = c.bytes(length, "section payload");
  s.present = c.ok();
  return s;
}

MLIRBC_INLINE result<file_layout> read_layout(std::span<const std::byte> file, const limits& lim) {
  file_layout out;
  cursor c(file, 0, file.size(), section_id::header);
  const auto m = c.bytes(4, "magic");
  if (!c.ok() || !std::equal(m.begin(), m.end(), magic.begin())) {
    return error{errc::bad_magic, section_id::header, 0, "magic"};
  }
  const std::uint64_t version_at = c.offset();
  out.version = c.varint("version");
  if (c.ok() && out.version > max_version) {
    return error{errc::unsupported_version, section_id::header, version_at, "version", out.version,
                 max_version};
  }
  out.producer = c.cstring("producer");
  if (!c.ok()) return c.err();

  while (!c.at_end()) {
    const std::uint64_t at = c.offset();
    section s = read_section(c, lim);
    if (!c.ok()) {
      error e = c.err();
      e.section = s.id <= section_id::properties ? s.id : section_id::none;
      return e;
    }
    if (s.id == section_id::dialect_versions) {
      out.has_stray_dialect_versions = true;
      continue;
    }
    auto& slot = out.sections[static_cast<std::size_t>(s.id)];
    if (slot.present) return error{errc::duplicate_section, s.id, at, "top-level section"};
    slot = s;
  }

  for (section_id id : {section_id::string, section_id::dialect, section_id::attr_type,
                        section_id::attr_type_offset, section_id::ir}) {
    if (!out.get(id).present) return error{errc::missing_section, id, file.size(), "required section"};
  }
  const bool has_res = out.get(section_id::resource).present;
  const bool has_res_off = out.get(section_id::resource_offset).present;
  if (has_res != has_res_off) {
    const section_id missing = has_res ? section_id::resource_offset : section_id::resource;
    return error{errc::missing_section, missing, file.size(), "resource sections come in pairs"};
  }
  const bool has_props = out.get(section_id::properties).present;
  if (out.version >= version_native_properties && !has_props) {
    return error{errc::missing_section, section_id::properties, file.size(),
                 "properties section (required from version 5)"};
  }
  if (out.version < version_native_properties && has_props) {
    return error{errc::bad_section_id, section_id::properties,
                 out.get(section_id::properties).header_offset,
                 "properties section in a file older than version 5"};
  }
  return out;
}

}
