// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// producer: what a file's producer string says about the writer. MLIR itself
// never reads it; mlirbc uses it to pick op property layouts (op_layout_choice.hpp)
// and the LLVM 16 vector encoding (dialects/builtin.hpp).
#pragma once

#include <cstdint>
#include <string_view>

#include "config.hpp"

namespace mlirbc {

// LLVM 16 is the first release that writes bytecode.
inline constexpr std::uint32_t first_bytecode_release = 16;

// The LLVM major release of an `MLIR<major>[.<rest>]` producer (`MLIR22.1.8`,
// `MLIR17.0.0git`); 0 for any other string, and for a release before bytecode
// existed (a damaged string: `MLIR2..1.8` must not select LLVM 16's encodings).
std::uint32_t mlir_producer_major(std::string_view p) noexcept;

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/producer.ipp"
#endif
