// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dense_data.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dense_data.hpp"

namespace mlirbc {

MLIRBC_INLINE const char* layout_name(dense_layout l) noexcept {
  switch (l) {
    case dense_layout::elements: return "elements";
    case dense_layout::splat: return "splat";
    case dense_layout::bits: return "bits";
    case dense_layout::all_true: return "all_true";
  }
  return "?";
}

MLIRBC_INLINE std::optional<std::uint64_t> dense_data::stored_size(std::uint64_t element_bytes) const noexcept {
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

MLIRBC_INLINE bool dense_data::bit(std::uint64_t i) const noexcept {
  switch (layout) {
    case dense_layout::all_true: return true;
    case dense_layout::splat: return bytes[0] != std::byte{0};
    case dense_layout::bits:
      return ((static_cast<unsigned>(bytes[static_cast<std::size_t>(i / 8)]) >> (i % 8)) & 1u) != 0;
    case dense_layout::elements: return bytes[static_cast<std::size_t>(i)] != std::byte{0};
  }
  return false;
}

}
