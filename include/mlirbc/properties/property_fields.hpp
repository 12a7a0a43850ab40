// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// property_fields: the fields of one op property entry (v5+) decoded by a
// given layout (op_schema.hpp, docs/format.md §10.3), in order, into named
// values: attribute references (checked against their slot's class,
// property_slot_check.hpp), segment sizes, enums, native ODS values, and the
// fields a dialect plug-in decodes through property_reader.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../base/cursor.hpp"
#include "../tables/dialect_table.hpp"
#include "../base/error.hpp"
#include "op_layout_choice.hpp"
#include "../model/op_schema.hpp"
#include "../tables/property_table.hpp"
#include "../model/property_values.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// What a dialect plug-in's decode_property sees of one property entry: the
// bytes of its field (sticky errors, as dialect_reader), the attributes of
// the file, and the op's dialect version.
class property_reader {
 public:
  property_reader(cursor& c, const attr_reader& r, const op_name& op, std::uint64_t entry_offset) noexcept
      : c_(&c), r_(&r), op_(&op), entry_offset_(entry_offset) {}

  std::uint64_t varint(const char* what) noexcept { return c_->varint(what); }
  std::uint8_t byte(const char* what) noexcept { return c_->byte(what); }
  // A string-table index.
  std::string_view string(const char* what);
  // An attribute index, checked against the table.
  std::uint64_t attribute(const char* what) noexcept;
  const attr_reader& attributes() const noexcept { return *r_; }
  // The major version in the op's dialect version payload; `fallback` when the file has none.
  std::uint64_t dialect_major_version(std::uint64_t fallback) const noexcept;

  bool ok() const noexcept { return c_->ok(); }
  std::uint64_t offset() const noexcept { return c_->offset(); }
  std::uint64_t entry_offset() const noexcept { return entry_offset_; }
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept;

 private:
  cursor* c_;
  const attr_reader* r_;
  const op_name* op_;
  std::uint64_t entry_offset_;
};

namespace detail {

// One native property value of codec `codes` (op_schema::native_code); `level`
// is the current nibble (0 = outermost): nesting is bounded by the four codes
// of the table, never by the file.
props::value read_native(property_reader& r, cursor& c, std::uint16_t codes, unsigned level);

// v6 segment sizes: a sparse int32 array of `size` entries (docs/format.md §10.5):
// (n<<1 | sparse); dense: n values; sparse: n non-zero entries (value<<bits | index)
// after a bit width <= 8.
props::value read_segments_v6(cursor& c, std::size_t size);

// Decodes one field of a registered op's entry into `out` (nothing for an
// absent optional attribute without a default, or a segment field of the
// other version).
void read_field(const op_schema::field_desc& f, property_reader& pr, cursor& c, const attr_reader& r,
                const op_name& op, std::vector<property_value>& out);

// Decodes entry `e` by `layout`, consuming it exactly; values sorted by name.
result<std::vector<property_value>> decode_with(const op_layout& layout, const attr_reader& r,
                                                const op_name& op, const property_entry& e);

}  // namespace detail

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/property_fields.ipp"
#endif
