// dialects/mlir_releases: the op property layouts of MLIR's releases (every
// upstream dialect), generated from each release's ODS by
// tools/gen_op_schemas.py (docs/op-schemas.md).
#pragma once

#include "../op_schema.hpp"

namespace mlirbc::op_schema {

using namespace std::string_view_literals;  // the generated tables use "..."sv
#include "../generated/op_schemas_llvm19.inc"
#include "../generated/op_schemas_llvm22.inc"

inline constexpr schema_set llvm22{"MLIR 22", 22, ops_llvm22, fields_llvm22, overflow_flags_llvm22};
inline constexpr schema_set llvm19{"MLIR 19", 19, ops_llvm19, fields_llvm19, overflow_flags_llvm19};

}  // namespace mlirbc::op_schema
