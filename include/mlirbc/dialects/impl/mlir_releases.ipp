// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of mlir_releases.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../mlir_releases.hpp"

namespace mlirbc::op_schema {

using namespace std::string_view_literals;  // the generated tables use "..."sv
#include "../../generated/op_schemas_llvm19.inc"
#include "../../generated/op_schemas_llvm22.inc"

MLIRBC_INLINE constexpr schema_set llvm22{"MLIR 22", 22, ops_llvm22, fields_llvm22, {}, true, &origin_llvm22};
MLIRBC_INLINE constexpr schema_set llvm19{"MLIR 19", 19, ops_llvm19, fields_llvm19, {}, true, &origin_llvm19};

}  // namespace mlirbc::op_schema
