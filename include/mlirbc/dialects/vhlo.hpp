// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/vhlo: StableHLO's versioned dialect `vhlo`, the dialect of StableHLO
// portable artifacts (what JAX, TensorFlow, PyTorch/XLA and IREE exchange):
// its attribute and type encodings, their text as StableHLO's tools print it,
// and the property layouts of its ops.
//
// Codes and layouts: docs/dialects.md ("vhlo"). The encoding is append-only
// (StableHLO's compatibility promise), so one decoder serves every release; a
// code this table does not know (a newer StableHLO) is declined: the entry stays
// opaque, never an error and never a guess.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/dense_data.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../model/op_schema.hpp"
#include "../model/shaped_types.hpp"
#include "tensor_literal.hpp"

namespace mlirbc::op_schema {
// Not tied to an MLIR release: StableHLO keeps every versioned op's layout forever.
// Defined with the bodies (impl/vhlo.ipp), with its generated table.
extern const schema_set vhlo_ops;
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

// The vhlo type codes' names and what scalar types stand for (docs/dialects.md).
namespace vhlo_types {
using scalar = versioned_scalar;
using type_info = versioned_type_info;
consteval type_info other(std::string_view m) { return {m, scalar::no, 0, false, float_kind{}, {}}; }
consteval type_info floating(std::string_view m, float_kind k, std::string_view b) { return {m, scalar::floating, 0, false, k, b}; }

// By code. tf32 really is spelled `tf31_v1` by StableHLO.
inline constexpr std::array<type_info, 43> type_table{{
    {"bool_v1", scalar::boolean, 1, false, {}, "i1"},
    other("complex_v1"),
    floating("bf16_v1", float_kind::bf16, "bf16"),
    floating("f16_v1", float_kind::f16, "f16"),
    floating("f32_v1", float_kind::f32, "f32"),
    floating("f64_v1", float_kind::f64, "f64"),
    floating("f8E4M3FN_v1", float_kind::f8E4M3FN, "f8E4M3FN"),
    floating("f8E5M2_v1", float_kind::f8E5M2, "f8E5M2"),
    other("func_v1"),
    {"index_v1", scalar::index, 64, false, {}, "index"},
    {"i4_v1", scalar::integer, 4, false, {}, "i4"},
    {"i8_v1", scalar::integer, 8, false, {}, "i8"},
    {"i16_v1", scalar::integer, 16, false, {}, "i16"},
    {"i32_v1", scalar::integer, 32, false, {}, "i32"},
    {"i64_v1", scalar::integer, 64, false, {}, "i64"},
    {"ui4_v1", scalar::integer, 4, true, {}, "ui4"},
    {"ui8_v1", scalar::integer, 8, true, {}, "ui8"},
    {"ui16_v1", scalar::integer, 16, true, {}, "ui16"},
    {"ui32_v1", scalar::integer, 32, true, {}, "ui32"},
    {"ui64_v1", scalar::integer, 64, true, {}, "ui64"},
    other("tensor_v1"),
    other("tensor_v1"),
    other("token_v1"),
    other("tuple_v1"),
    other("quant_v1"),
    other("unranked_tensor_v1"),
    other("witness_v1"),
    floating("f8E4M3FNUZ_v1", float_kind::f8E4M3FNUZ, "f8E4M3FNUZ"),
    floating("f8E5M2FNUZ_v1", float_kind::f8E5M2FNUZ, "f8E5M2FNUZ"),
    floating("f8E4M3B11FNUZ_v1", float_kind::f8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
    other("quant_per_axis_v1"),
    {"i2_v1", scalar::integer, 2, false, {}, "i2"},
    {"ui2_v1", scalar::integer, 2, true, {}, "ui2"},
    {"none_v1", scalar::none, 0, false, {}, "none"},
    floating("tf31_v1", float_kind::tf32, "tf32"),
    floating("f8E4M3_v1", float_kind::f8E4M3, "f8E4M3"),
    floating("f8E3M4_v1", float_kind::f8E3M4, "f8E3M4"),
    floating("f4E2M1FN_v1", float_kind::f4E2M1FN, "f4E2M1FN"),
    floating("f6E2M3FN_v1", float_kind::f6E2M3FN, "f6E2M3FN"),
    floating("f6E3M2FN_v1", float_kind::f6E3M2FN, "f6E3M2FN"),
    floating("f8E8M0FNU_v1", float_kind::f8E8M0FNU, "f8E8M0FNU"),
    other("buffer_v1"),
    other("future_v1"),
}};

}  // namespace vhlo_types

struct vhlo_dialect {
  static constexpr std::string_view dialect = "vhlo";

  // ---------------------------------------------------------------- types
  using scalar = vhlo_types::scalar;
  using type_info = vhlo_types::type_info;
  static constexpr const auto& type_table = vhlo_types::type_table;

  enum class type_code : std::uint8_t {
    boolean = 0, complex = 1, function = 8, index = 9, ranked_tensor = 20, ranked_tensor_with_encoding = 21,
    token = 22, tuple = 23, quant = 24, unranked_tensor = 25, witness = 26, quant_per_axis = 30, none = 33,
    ranked_buffer = 41, future = 42,
  };
  struct vhlo_type {
    std::uint8_t code = 0;  // index into type_table
    std::vector<std::int64_t> shape;             // tensor_v1, buffer_v1 (dynamic_dim for `?`)
    std::uint64_t element = 0;                   // complex, tensors, buffer
    bool has_encoding = false;
    std::uint64_t encoding = 0;                  // tensor_v1 with encoding (attribute)
    std::vector<std::uint64_t> types, results;   // func_v1 inputs/outputs; tuple_v1, future_v1 members
    // quant_v1, quant_per_axis_v1
    std::uint64_t flags = 0, storage = 0, expressed = 0, quantized_dimension = 0;
    std::vector<std::uint64_t> scales;           // f64 bit patterns
    std::vector<std::int64_t> zero_points;
    std::int64_t storage_min = 0, storage_max = 0;

    const type_info& info() const noexcept { return type_table[code]; }
    bool is(type_code c) const noexcept { return code == static_cast<std::uint8_t>(c); }
  };
  using type_value = vhlo_type;

  type_value decode_type(dialect_reader& r) const;

  void print_type(const vhlo_type& t, dialect_printer& p) const;

  // ---------------------------------------------------------------- attributes

  enum class attr_code : std::uint8_t {
    array = 1, boolean = 2, comparison_direction = 3, comparison_type = 4, api_version = 5, dictionary = 6,
    fft_type = 7, floating = 8, integer = 9, output_operand_alias = 10, precision = 11, rng_algorithm = 12,
    rng_distribution = 13, string = 14, tensor = 15, transpose = 16, type = 17, type_extensions = 18,
    result_accuracy_mode = 19, result_accuracy = 20, sub_axis_info = 21, axis_ref = 22,
    replica_group_mesh_axes = 23, mesh_axis = 24, mesh = 25,
  };
  static constexpr std::uint64_t last_attr_code = 25;

  // Enum attributes print as `#vhlo<mnemonic CASE>`.
  struct enum_info {
    std::string_view mnemonic;
    std::uint32_t first = 0;  // value of cases[0]
    std::array<std::string_view, 6> cases{};
  };
  static const enum_info* enum_of(attr_code c) noexcept;

  // The data of a tensor_v1 attribute (its `shape` span is filled by dense_data_of).
  using tensor_data = tensor_literal;

  struct vhlo_attribute {
    std::uint8_t code = 0;
    std::vector<std::uint64_t> refs;   // array elements; dictionary key, value, key, …; struct parameters
    bool flag = false;                 // bool_v1 value; axis_ref/mesh: the optional parameter is present
    std::uint32_t enum_value = 0;
    std::uint64_t type = 0;            // float_v1, integer_v1, tensor_v1, type_v1
    std::uint64_t lo = 0, hi = 0;      // float_v1/integer_v1 bits; result_accuracy atol (lo), rtol (hi)
    std::uint32_t width = 0;           // integer_v1
    bool is_signed = true;             // integer_v1
    std::string_view builtin_type;     // integer_v1: `i32`, `ui8`, `index`
    std::string_view text;             // string_v1
    std::vector<std::int64_t> ints, ints2;  // type_extensions bounds; output_operand_alias index lists
    std::int64_t number = 0, number2 = 0;   // operandIndex; sub_axis pre_size/size; mesh_axis size; ulps
    tensor_data data;                  // tensor_v1

    attr_code kind() const noexcept { return static_cast<attr_code>(code); }
  };
  using attribute_value = vhlo_attribute;

  attribute_value decode_attribute(dialect_reader& r) const;

  // The data of a tensor_v1 attribute, for constant_of (weights.hpp; no other attribute has any).
  std::optional<dense_data> dense_data_of(const vhlo_attribute& a) const;

  void print_attribute(const vhlo_attribute& a, dialect_printer& p) const;

  // ---------------------------------------------------------------- op layouts

  static std::span<const op_schema::schema_set> op_schemas();

 private:
  // ---- decoding helpers

  static void types(dialect_reader& r, std::vector<std::uint64_t>& out, const char* what);
  static void attributes(dialect_reader& r, std::vector<std::uint64_t>& out, std::size_t per_item, const char* what);
  static void signed_list(dialect_reader& r, std::vector<std::int64_t>& out, const char* what);
  static void quant_types(dialect_reader& r, vhlo_type& t);

  // The vhlo type entry `idx` (nullptr: not decoded yet, or not a vhlo type).
  static const vhlo_type* vhlo_type_now(dialect_reader& r, std::uint64_t idx, bool& pending);

  // float_v1: the value's width comes from its vhlo float type.
  static void decode_float(dialect_reader& r, vhlo_attribute& a);

  // integer_v1: the value's width comes from its vhlo integer (or index) type.
  static void decode_integer(dialect_reader& r, vhlo_attribute& a);

  // tensor_v1: a static ranked tensor type and its data blob, kept as a view.
  static void decode_tensor(dialect_reader& r, vhlo_attribute& a);

  // The builtin element format and text of a vhlo element type (complex of a
  // scalar, or a scalar); false when it has none (quantized, token, …).
  static bool element_format(dialect_reader& r, const vhlo_type& e, tensor_data& d, std::string& text, bool& pending);

  static unsigned float_info_bits(float_kind k) noexcept { return mlirbc::info(k).bits; }

  // ---- printing helpers

  static std::optional<std::string_view> case_name(const enum_info& e, std::uint32_t v) noexcept;
  static std::string_view attr_mnemonic(attr_code c) noexcept;
  static std::uint8_t type_code_of(const dialect_printer& p, std::uint64_t idx) noexcept;
  static std::string dim_text(std::int64_t d) { return d == dynamic_dim ? "?" : std::to_string(d); }
  // `[16, ?]`
  static std::string dims(std::span<const std::int64_t> v);
  // StableHLO prints an empty type list of a function as `()`.
  static void type_array(dialect_printer& p, std::span<const std::uint64_t> ts);
  static void quant_head(const vhlo_type& t, dialect_printer& p);
  static void quant_tail(const vhlo_type& t, dialect_printer& p);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/vhlo.ipp"
#endif
