// The bodies of attributes.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../attributes.hpp"

namespace mlirbc {

MLIRBC_INLINE bool ap_int::is_zero() const noexcept {
  for (auto w : words)
    if (w != 0) return false;
  return true;
}

MLIRBC_INLINE bool attribute::is_location() const noexcept {
  const auto k = kind();
  return k == attr_kind::callsite_loc || k == attr_kind::file_loc || k == attr_kind::fused_loc ||
         k == attr_kind::name_loc || k == attr_kind::unknown_loc;
}

}
