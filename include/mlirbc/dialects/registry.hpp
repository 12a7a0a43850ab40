// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/registry: the default set of dialect plug-ins, assembled in this one
// place. The reader's core includes no dialect; programs that include
// <mlirbc.hpp> get this set wherever a registry is optional.
#pragma once

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"
#include "builtin.hpp"
#include "byre_serial.hpp"
#include "dlti.hpp"
#include "ecosystem.hpp"
#include "llvm.hpp"
#include "mlir_releases.hpp"
#include "quant.hpp"
#include "sdy.hpp"
#include "stablehlo.hpp"
#include "vhlo.hpp"
#include "vifrt.hpp"

namespace mlirbc {

// Plug-ins for the dialects that mlir-opt's upstream dialects write with
// their own encodings (builtin, llvm, quant) or whose text MLIR re-prints
// differently from what the file holds (dlti), StableHLO's vhlo (the dialect
// of its portable artifacts, with its ops' layouts), Shardy's sdy attributes
// (meshes and shardings in JAX exports), StableHLO's own stablehlo attributes
// and token type and chlo's comparison attributes (compilers that keep
// stablehlo, e.g. Catalyst), ByteIR's
// byre_serial attributes and types (its serialized runtime programs), XLA's
// vifrt (the versioned dialect of IFRT programs, with its ops' layouts), the op property
// layouts of MLIR 22 and 19, and those of the ecosystem's dialects with public
// ODS (ecosystem.hpp: sdy, stablehlo, chlo, torch, torch_c, util, flow, stream,
// tt, quantum, byre_serial). MLIR's internal `test` dialect
// is not in it: add dialects::test_dialect (dialects/test.hpp) to read files
// of mlir-opt's test suite as mlir-opt does.
const dialect_registry& default_dialects();

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/registry.ipp"
#endif
