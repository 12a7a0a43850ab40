// dense_data: tensor data an attribute stores inline (builtin `dense<…>`, a
// dialect's own tensor attribute such as vhlo's tensor_v1), as a view into the
// file. constants.hpp turns it into typed, zero-copy access; a dialect plug-in
// exposes its attributes' data through `dense_data_of` (dialect_registry.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "dense_text.hpp"

namespace mlirbc {

// How the elements sit in the stored bytes.
enum class dense_layout : std::uint8_t {
  elements,  // every element, row-major (booleans: one byte each)
  splat,     // one element that stands for all of them (booleans: one byte, 0 = false)
  bits,      // booleans packed 8 to a byte, lowest bit first
  all_true,  // booleans, every one true (vhlo's single 0xFF byte)
};

inline const char* layout_name(dense_layout l) noexcept {
  switch (l) {
    case dense_layout::elements: return "elements";
    case dense_layout::splat: return "splat";
    case dense_layout::bits: return "bits";
    case dense_layout::all_true: return "all_true";
  }
  return "?";
}

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
  std::optional<std::uint64_t> stored_size(std::uint64_t element_bytes) const noexcept {
    switch (layout) {
      case dense_layout::elements:
        if (element_bytes != 0 && num_elements > UINT64_MAX / element_bytes) return std::nullopt;
        return num_elements * element_bytes;
      case dense_layout::splat: return element_bytes;
      case dense_layout::bits: return packed_bool_bytes(num_elements);
      case dense_layout::all_true: return 1;
    }
    return std::nullopt;
  }

  // Element i as a boolean (is_bool data only; i < num_elements).
  bool bit(std::uint64_t i) const noexcept {
    switch (layout) {
      case dense_layout::all_true: return true;
      case dense_layout::splat: return bytes[0] != std::byte{0};
      case dense_layout::bits:
        return ((static_cast<unsigned>(bytes[static_cast<std::size_t>(i / 8)]) >> (i % 8)) & 1u) != 0;
      case dense_layout::elements: return bytes[static_cast<std::size_t>(i)] != std::byte{0};
    }
    return false;
  }
};

}  // namespace mlirbc
