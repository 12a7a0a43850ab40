// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of property_values.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../property_values.hpp"

namespace mlirbc {
namespace props {

MLIRBC_INLINE value value::integer_of(std::int64_t n, unsigned bits) {
  return with([&](value& v) { v.kind = kind::integer, v.integer = n, v.bits = static_cast<std::uint8_t>(bits); });
}

MLIRBC_INLINE value value::list_of(props::kind k, std::vector<value> items, unsigned bits) {
  return with([&](value& v) { v.kind = k, v.items = std::move(items), v.bits = static_cast<std::uint8_t>(bits); });
}

MLIRBC_INLINE value value::enum_of(std::int64_t n, std::string text) {
  return with([&](value& v) { v.kind = kind::enum_case, v.integer = n, v.text = std::move(text); });
}

MLIRBC_INLINE value value::named(std::string_view n) && {
  name = n;
  return std::move(*this);
}

}
}
