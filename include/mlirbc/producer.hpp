// producer: what a file's producer string says about the writer. MLIR itself
// never reads it; mlirbc uses it to pick op property layouts (op_properties.hpp)
// and the LLVM 16 vector encoding (dialects/builtin.hpp).
#pragma once

#include <cstdint>
#include <string_view>

namespace mlirbc {

// LLVM 16 is the first release that writes bytecode.
inline constexpr std::uint32_t first_bytecode_release = 16;

// The LLVM major release of an `MLIR<major>[.<rest>]` producer (`MLIR22.1.8`,
// `MLIR17.0.0git`); 0 for any other string, and for a release before bytecode
// existed (a damaged string: `MLIR2..1.8` must not select LLVM 16's encodings).
inline std::uint32_t mlir_producer_major(std::string_view p) noexcept {
  if (p.substr(0, 4) != "MLIR") return 0;
  p.remove_prefix(4);
  std::uint32_t major = 0;
  std::size_t i = 0;
  for (; i < p.size() && i < 4 && p[i] >= '0' && p[i] <= '9'; ++i) major = major * 10 + static_cast<std::uint32_t>(p[i] - '0');
  if (i == 0 || (i < p.size() && p[i] != '.') || major < first_bytecode_release) return 0;
  return major;
}

}  // namespace mlirbc
