// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dense_data: tensor data an attribute stores inline (builtin `dense<…>`, a
// dialect's own tensor attribute such as vhlo's tensor_v1), as a view into the
// file. weights.hpp (constant_of) turns it into typed, zero-copy access; a dialect plug-in
// exposes its attributes' data through `dense_data_of` (dialect_registry.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "config.hpp"
#include "dense_text.hpp"

namespace mlirbc {

// How the elements sit in the stored bytes.
enum class dense_layout : std::uint8_t {
  elements,  // every element, row-major (booleans: one byte each)
  splat,     // one element that stands for all of them (booleans: one byte, 0 = false)
  bits,      // booleans packed 8 to a byte, lowest bit first
  all_true,  // booleans, every one true (vhlo's single 0xFF byte)
};

const char* layout_name(dense_layout l) noexcept;

// Bytes of `n` booleans packed 8 to a byte (written so that it cannot overflow).
constexpr std::uint64_t packed_bool_bytes(std::uint64_t n) noexcept { return n / 8 + (n % 8 != 0 ? 1 : 0); }

struct dense_data {
  std::span<const std::byte> bytes;      // as stored
  std::span<const std::int64_t> shape;   // static; owned by the attribute's node
  std::uint64_t num_elements = 0;
  dense_element_format format;           // the stored element encoding
  bool is_bool = false;                  // i1 elements (format.width == 1)
  dense_layout layout = dense_layout::elements;
  std::uint64_t type = 0;                // type index of the tensor type (builtin or the dialect's own)
  std::uint64_t element_type = 0;        // type index of its element type

  // Bytes the layout stores for elements of `element_bytes` bytes each
  // (booleans: 1); nullopt on overflow.
  std::optional<std::uint64_t> stored_size(std::uint64_t element_bytes) const noexcept;

  // Element i as a boolean (is_bool data only; i < num_elements).
  bool bit(std::uint64_t i) const noexcept;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dense_data.ipp"
#endif
