// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/mlir_releases: the op property layouts of MLIR's releases (every
// upstream dialect), generated from each release's ODS by
// tools/gen_op_schemas.py (docs/op-schemas.md).
#pragma once

#include "../base/config.hpp"
#include "../model/op_schema.hpp"

namespace mlirbc::op_schema {

// The tables are large (about 0.5 MB of source): they are defined with the
// bodies (impl/mlir_releases.ipp), so a compiled-mode program does not parse them.
extern const schema_set llvm22;
extern const schema_set llvm19;

}  // namespace mlirbc::op_schema

#if MLIRBC_WITH_BODIES
#include "impl/mlir_releases.ipp"
#endif
