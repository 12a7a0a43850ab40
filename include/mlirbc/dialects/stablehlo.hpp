// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/stablehlo: StableHLO's own attribute and type encodings (the
// `stablehlo` dialect as compilers keep it, e.g. Catalyst; portable artifacts
// use `vhlo` instead), and their text as StableHLO prints it.
//
// Attribute codes (StableHLO's StablehloBytecode.cpp): 1 channel_handle,
// 2 comparison_direction, 3 comparison_type, 4 conv, 5 dot, 6 fft_type,
// 7 gather, 8 precision, 9 rng_algorithm, 10 rng_distribution, 11 scatter,
// 12 transpose, 13 type_extensions (printed `#stablehlo.bounds<…>`),
// 14 output_operand_alias, 15 dot_algorithm, 16 result_accuracy_mode,
// 17 result_accuracy (0 is retired). Type code 0: token. Layouts and printing
// rules: docs/dialects.md, "stablehlo".
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"

namespace mlirbc::dialects {

struct stablehlo_dialect {
  static constexpr std::string_view dialect = "stablehlo";
  static constexpr std::uint64_t max_attr_code = 17;

  struct stablehlo_attribute {
    std::uint8_t code = 0;
    std::uint64_t value = 0;                      // an enum's value
    std::array<std::vector<std::int64_t>, 6> lists;  // dimension lists, in encoding order
    std::array<std::int64_t, 9> ints{};          // single dimensions and counts, in encoding order
    std::array<std::uint64_t, 3> types{};        // dot_algorithm's types
    std::uint64_t atol = 0, rtol = 0;             // result_accuracy: f64 bits
    std::uint64_t mode = 0;                       // result_accuracy: its mode attribute
  };
  using attribute_value = stablehlo_attribute;
  struct token_type {};
  using type_value = token_type;

  attribute_value decode_attribute(dialect_reader& r) const;
  void print_attribute(const stablehlo_attribute& a, dialect_printer& p) const;
  type_value decode_type(dialect_reader& r) const;
  void print_type(const token_type&, dialect_printer& p) const;

 private:
  static void dims(dialect_reader& r, std::vector<std::int64_t>& out, const char* what);
  // `[b, 0, 1, f]`: the spatial dimensions by position, b/f/i/o at the others;
  // false (nothing printed) when the numbers do not describe such a layout.
  static bool conv_dims(std::string& out, const std::vector<std::int64_t>& spatial,
                        std::array<std::pair<std::int64_t, char>, 2> others);
};

// CHLO, StableHLO's client dialect (kept beside stablehlo in non-portable
// modules): attribute code 0 comparison_direction, 1 comparison_type, both an
// enum value (StableHLO's ChloBytecode.cpp); printed `#chlo<comparison_direction
// LT>`. Its other attributes and its types are written as text.
struct chlo_dialect {
  static constexpr std::string_view dialect = "chlo";
  struct chlo_attribute {
    std::uint8_t code = 0;  // 0 comparison_direction, 1 comparison_type
    std::uint64_t value = 0;
  };
  using attribute_value = chlo_attribute;
  attribute_value decode_attribute(dialect_reader& r) const;
  void print_attribute(const chlo_attribute& a, dialect_printer& p) const;
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/stablehlo.ipp"
#endif
