// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Errors: a small trivially copyable value naming what went wrong and where.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "config.hpp"
#include "encoding.hpp"

namespace mlirbc {

enum class errc : std::uint8_t {
  ok = 0,
  io,                    // the file could not be opened, sized or mapped
  truncated,             // a read ran past the end of its section or file
  bad_magic,             // the file does not start with "ML\xEFR"
  unsupported_version,   // version newer than this reader knows
  bad_varint,            // a varint does not fit its field
  bad_section_id,        // a section id outside 0..8
  duplicate_section,     // the same top-level section appears twice
  missing_section,       // a required section is absent
  bad_alignment,         // an alignment that is not a power of two, or too large
  bad_padding,           // a padding byte that is not 0xCB
  trailing_data,         // bytes left over where the format requires exact consumption
  count_too_large,       // a count larger than the bytes that could back it
  index_out_of_range,    // an index into a table past its end
  bad_string,            // a string that is not NUL-terminated where it must be
  bad_resource_kind,     // a resource entry kind outside 0..2
  bad_value,             // a field holds a value the format does not allow
  limit_exceeded,        // a configured limit (depth, size, budget) was hit
  not_found,             // a lookup by name found nothing
  type_mismatch,         // typed access whose size or alignment does not fit
  unsupported,           // valid input this reader cannot decode
};

constexpr const char* errc_text(errc code) noexcept {
  switch (code) {
    case errc::ok: return "no error";
    case errc::io: return "I/O error";
    case errc::truncated: return "unexpected end of data";
    case errc::bad_magic: return "not MLIR bytecode (bad magic number)";
    case errc::unsupported_version: return "unsupported bytecode version";
    case errc::bad_varint: return "malformed varint";
    case errc::bad_section_id: return "invalid section id";
    case errc::duplicate_section: return "duplicate section";
    case errc::missing_section: return "missing required section";
    case errc::bad_alignment: return "invalid alignment";
    case errc::bad_padding: return "invalid padding byte (expected 0xCB)";
    case errc::trailing_data: return "unexpected trailing data";
    case errc::count_too_large: return "count larger than the data that could hold it";
    case errc::index_out_of_range: return "index out of range";
    case errc::bad_string: return "malformed string";
    case errc::bad_resource_kind: return "invalid resource kind";
    case errc::bad_value: return "invalid value";
    case errc::limit_exceeded: return "limit exceeded";
    case errc::not_found: return "not found";
    case errc::type_mismatch: return "size or alignment does not fit the requested type";
    case errc::unsupported: return "unsupported encoding";
  }
  return "unknown error";
}

// `what` is a string literal with static storage (never owned, so `error`
// stays trivially copyable); `value`/`limit` add the numbers a message needs.
struct [[nodiscard]] error {
  errc code = errc::ok;
  section_id section = section_id::none;
  std::uint64_t offset = 0;  // absolute byte offset in the file
  const char* what = "";     // the field or item being read
  std::uint64_t value = 0;   // offending value, when meaningful
  std::uint64_t limit = 0;   // the bound it broke, when meaningful
  // 1 + the index of the op name (dialect_table::op_names) the error concerns,
  // 0 when none; bytecode::describe names that op.
  std::uint32_t op = 0;
  // 1 + the index of the string (bytecode::strings) naming the attribute the
  // error concerns, 0 when none; bytecode::describe names it.
  std::uint32_t name = 0;

  explicit operator bool() const noexcept { return code != errc::ok; }

  // "section 'string', byte 17: string count: count larger than ... (value 9000, limit 12)"
  std::string message() const;
  // The same, naming `subject` after the place: "section 'properties', byte 9: op 'x.y': ...",
  // and `attribute` after it: "op 'x.y', attribute 'z': ...".
  std::string message_about(std::string_view subject, std::string_view attribute = {}) const;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/error.ipp"
#endif
