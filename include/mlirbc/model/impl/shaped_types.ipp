// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of shaped_types.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../shaped_types.hpp"

namespace mlirbc {

MLIRBC_INLINE std::optional<std::uint64_t> static_element_count(std::span<const std::int64_t> shape) noexcept {
  std::uint64_t n = 1;
  for (const std::int64_t d : shape) {
    if (d < 0) return std::nullopt;
    const auto u = static_cast<std::uint64_t>(d);
    if (u != 0 && n > UINT64_MAX / u) return std::nullopt;
    n *= u;
  }
  return n;
}

MLIRBC_INLINE std::optional<shaped_view> shaped_of(const type& t) noexcept {
  if (const auto* r = t.get<types::ranked_tensor>()) return shaped_view{r->shape, r->element};
  if (const auto* v = t.get<types::vector>()) return shaped_view{v->shape, v->element};
  return std::nullopt;
}

}
