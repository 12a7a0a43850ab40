// The bodies of ecosystem.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../ecosystem.hpp"

namespace mlirbc::op_schema {
using namespace std::string_view_literals;  // the generated tables use "..."sv
#include "../../generated/op_schemas_byre_serial.inc"
#include "../../generated/op_schemas_chlo.inc"
#include "../../generated/op_schemas_flow.inc"
#include "../../generated/op_schemas_ifrt.inc"
#include "../../generated/op_schemas_quantum.inc"
#include "../../generated/op_schemas_sdy.inc"
#include "../../generated/op_schemas_stablehlo.inc"
#include "../../generated/op_schemas_stream.inc"
#include "../../generated/op_schemas_torch.inc"
#include "../../generated/op_schemas_torch_c.inc"
#include "../../generated/op_schemas_tt.inc"
#include "../../generated/op_schemas_util.inc"

namespace detail {
// The names say where each table came from (the generated headers have the commits).
// `false`: in version 0-4 files these ops' attributes print as mlir-opt 22, which
// does not know the dialects, prints them: all discardable (schema_set::legacy_inherent).
inline constexpr schema_set ecosystem[] = {
    {"ByteIR byre_serial", any_release, ops_byre_serial, fields_byre_serial, "byre_serial", false},
    {"StableHLO chlo", any_release, ops_chlo, fields_chlo, "chlo", false},
    {"IREE flow", any_release, ops_flow, fields_flow, "flow", false},
    {"XLA ifrt", any_release, ops_ifrt, fields_ifrt, "ifrt", false},
    {"Catalyst quantum", any_release, ops_quantum, fields_quantum, "quantum", false},
    {"Shardy sdy", any_release, ops_sdy, fields_sdy, "sdy", false},
    {"StableHLO stablehlo", any_release, ops_stablehlo, fields_stablehlo, "stablehlo", false},
    {"IREE stream", any_release, ops_stream, fields_stream, "stream", false},
    {"torch-mlir torch", any_release, ops_torch, fields_torch, "torch", false},
    {"torch-mlir torch_c", any_release, ops_torch_c, fields_torch_c, "torch_c", false},
    {"Triton tt", any_release, ops_tt, fields_tt, "tt", false},
    {"IREE util", any_release, ops_util, fields_util, "util", false},
};
}  // namespace detail

MLIRBC_INLINE std::span<const schema_set> ecosystem_sets() noexcept { return detail::ecosystem; }

}  // namespace mlirbc::op_schema
