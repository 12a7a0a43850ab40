// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Header and section framing: magic, version, producer, and the top-level
// sections located (not decoded) as spans into the file.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string_view>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "../base/limits.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// One framed section: where its payload lies and how it was aligned.
struct section {
  section_id id = section_id::none;
  std::uint64_t header_offset = 0;  // offset of the id byte
  std::uint64_t offset = 0;         // offset of the first payload byte
  std::uint64_t length = 0;         // payload bytes (excludes alignment and padding)
  std::uint64_t alignment = 1;      // declared alignment (1 when none was declared)
  std::span<const std::byte> payload;
  bool present = false;
};

// Reads one section header and its payload from `c` (top-level or nested).
section read_section(cursor& c, const limits& lim);

// Header fields and the top-level sections of a file.
struct file_layout {
  std::uint64_t version = 0;
  std::string_view producer;
  std::array<section, num_section_ids> sections{};
  // An id-7 section at top level is meaningless but accepted (MLIR ignores it).
  bool has_stray_dialect_versions = false;

  const section& get(section_id id) const { return sections[static_cast<std::size_t>(id)]; }
};


result<file_layout> read_layout(std::span<const std::byte> file, const limits& lim);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/sections.ipp"
#endif
