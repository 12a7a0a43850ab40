// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/byre_serial: ByteIR's serialization dialect `byre_serial` (what
// ByteIR's `--dump-byre` writes: runtime programs of byre ops, versioned like
// StableHLO's vhlo): its attribute and type encodings, and their text as
// ByteIR's tools print it.
//
// Type codes (ByteIR's Byre Bytecode.cpp): 0 bool, 1 bf16, 2 f16, 3 f32,
// 4 f64, 5 f8E4M3FN, 6 f8E5M2, 7 f8E4M3FNUZ, 8 f8E4M3B11FNUZ, 9 f8E5M2FNUZ,
// 10 index, 11-15 i4..i64, 16-20 ui4..ui64, 21 string, 22 memref,
// 23 ranked tensor, 24 function (each `_v1`). Attribute codes: 0 integer,
// 1 float, 2 unit, 3 array, 4 dictionary, 5 string, 6 type, 7 symbol ref,
// 8 dense int-or-float elements, 9 dense string elements, 10 dense array,
// 11 arg type, 12 memory effect. Layouts and printing rules: docs/dialects.md,
// "byre_serial". A code beyond these (a newer ByteIR) is declined: the entry
// stays opaque.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"
#include "tensor_literal.hpp"

namespace mlirbc::dialects {

struct byre_serial_dialect {
  static constexpr std::string_view dialect = "byre_serial";

  // ---------------------------------------------------------------- types
  enum class type_code : std::uint8_t { string = 21, memref = 22, ranked_tensor = 23, function = 24 };
  static constexpr std::uint64_t last_type_code = 24;
  // Codes 0-21 by code (21, string, stands for no builtin scalar).
  static const versioned_type_info& scalar_info(std::uint8_t code) noexcept;

  struct byre_type {
    std::uint8_t code = 0;
    std::vector<std::int64_t> shape;            // memref, ranked tensor (dynamic_dim for `?`)
    std::uint64_t element = 0;                  // memref, ranked tensor
    std::optional<std::uint64_t> extra;         // memref: memory space; ranked tensor: encoding
    std::vector<std::uint64_t> inputs, outputs; // function
    bool is(type_code c) const noexcept { return code == static_cast<std::uint8_t>(c); }
  };
  using type_value = byre_type;
  type_value decode_type(dialect_reader& r) const;
  void print_type(const byre_type& t, dialect_printer& p) const;

  // ---------------------------------------------------------------- attributes
  enum class attr_code : std::uint8_t {
    integer = 0, floating, unit, array, dictionary, string, type, symbol_ref, dense_elements, dense_strings,
    dense_array, arg_type, memory_effect,
  };
  static constexpr std::uint64_t last_attr_code = 12;

  struct byre_attribute {
    attr_code code = attr_code::unit;
    std::vector<std::uint64_t> refs;      // array elements; dictionary key, value, …; symbol root, nested…
    std::uint64_t type = 0;               // integer, float, type, dense elements/strings/array (element type)
    std::uint64_t bits = 0;               // integer, float: the value's bits; enums: the value
    std::uint32_t width = 0;              // integer
    float_kind fk{};                      // float
    std::vector<std::string_view> strings;  // dense strings (one: a splat)
    tensor_literal data;                  // dense elements; dense array (dims = {count})
    std::string_view text;                // string
  };
  using attribute_value = byre_attribute;
  attribute_value decode_attribute(dialect_reader& r) const;
  // The data of a dense int-or-float elements attribute, for constant_of (weights.hpp).
  std::optional<dense_data> dense_data_of(const byre_attribute& a) const;
  void print_attribute(const byre_attribute& a, dialect_printer& p) const;

 private:
  // The byre_serial type entry `idx` (nullptr: not decoded yet, or another dialect's type).
  static const byre_type* type_now(dialect_reader& r, std::uint64_t idx, bool& pending);
  // The element type of dense data: its format and builtin spelling; false
  // (after failing or declining `r`) when it has none or is not decoded yet.
  static bool element(dialect_reader& r, std::uint64_t idx, tensor_literal& d, std::string& text, bool& pending);
  static void decode_dense_elements(dialect_reader& r, byre_attribute& a);
  static void decode_dense_strings(dialect_reader& r, byre_attribute& a);
  static void decode_dense_array(dialect_reader& r, byre_attribute& a);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/byre_serial.ipp"
#endif
