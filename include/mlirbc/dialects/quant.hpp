// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/quant: the quant dialect's custom type encodings (LLVM 22), and
// their text as mlir-opt 22 prints it.
//
// Type codes (QuantDialectBytecode.td): 1 any, 2 any with expressed type,
// 3 calibrated, 4 uniform, 5 uniform per-axis, 6 uniform sub-channel (0 is
// reserved). Layouts: docs/dialects.md. The storage type must be an integer
// type (LLVM 22 has no float storage types); its width and the Signed flag
// decide `i8`/`u8` and the default storage bounds.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"

namespace mlirbc::dialects {

struct quant_dialect {
  static constexpr std::string_view dialect = "quant";

  enum class kind : std::uint8_t { any = 1, any_expressed = 2, calibrated = 3, uniform = 4, per_axis = 5, sub_channel = 6 };
  struct quantized_type {
    kind k = kind::any;
    std::uint64_t flags = 0;  // bit 0: signed storage
    std::uint64_t storage_type = 0;
    std::uint32_t storage_width = 0;
    bool has_expressed = false;
    std::uint64_t expressed_type = 0;
    std::int64_t storage_min = 0, storage_max = 0;
    std::vector<std::uint64_t> scales;               // f64 bit patterns (uniform: one; per-axis: one per slice)
    std::vector<std::int64_t> zero_points;   // same count as scales
    std::uint64_t quantized_dimension = 0;   // per-axis
    std::vector<std::int64_t> quantized_dimensions, block_sizes;  // sub-channel
    std::uint64_t scales_attr = 0, zero_points_attr = 0;          // sub-channel: dense elements
    std::uint64_t calibrated_min = 0, calibrated_max = 0;         // f64 bits
    bool is_signed() const noexcept { return (flags & 1u) != 0; }
  };
  using type_value = quantized_type;

  type_value decode_type(dialect_reader& r) const;

  void print_type(const quantized_type& q, dialect_printer& p) const;

 private:
  void storage(const quantized_type& q, dialect_printer& p) const;
  static void params(std::uint64_t scale_bits, std::int64_t zero_point, dialect_printer& p);
  // Nested `{...}` by the scales' shape, each `scale[:zero_point]`.
  static void sub_channel_params(const quantized_type& q, dialect_printer& p);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/quant.ipp"
#endif
