// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of producer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../producer.hpp"

namespace mlirbc {

MLIRBC_INLINE std::uint32_t mlir_producer_major(std::string_view p) noexcept {
  if (p.substr(0, 4) != "MLIR") return 0;
  p.remove_prefix(4);
  std::uint32_t major = 0;
  std::size_t i = 0;
  for (; i < p.size() && i < 4 && p[i] >= '0' && p[i] <= '9'; ++i) major = major * 10 + static_cast<std::uint32_t>(p[i] - '0');
  if (i == 0 || (i < p.size() && p[i] != '.') || major < first_bytecode_release) return 0;
  return major;
}

}
