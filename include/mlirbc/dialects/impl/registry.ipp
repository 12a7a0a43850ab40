// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of registry.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../registry.hpp"

namespace mlirbc {

MLIRBC_INLINE const dialect_registry& default_dialects() {
  static const dialect_registry r = [] {
    dialect_registry d;
    d.add(dialects::builtin_dialect{})
        .add(dialects::llvm_dialect{})
        .add(dialects::quant_dialect{})
        .add(dialects::dlti_dialect{})
        .add(dialects::vhlo_dialect{})
        .add(dialects::sdy_dialect{})
        .add(dialects::stablehlo_dialect{})
        .add(dialects::chlo_dialect{})
        .add(dialects::byre_serial_dialect{})
        .add(dialects::vifrt_dialect{});
    d.add_op_schemas(op_schema::llvm22).add_op_schemas(op_schema::llvm19);
    for (const op_schema::schema_set& s : op_schema::ecosystem_sets()) d.add_op_schemas(s);
    return d;
  }();
  return r;
}

}
