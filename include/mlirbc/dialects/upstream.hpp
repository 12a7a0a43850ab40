// dialects/upstream: the registry of decoders for every upstream dialect that
// mlir-opt 22 writes with its own bytecode encoding (besides builtin, which
// attr_reader decodes itself): llvm (debug info and loop attributes), quant
// (quantized types) and test (mlir-opt's test dialect, versioned). The tosa
// dialect registers a bytecode interface with no entries (always textual).
#pragma once

#include "../dialect_hooks.hpp"
#include "llvm.hpp"
#include "quant.hpp"
#include "test.hpp"

namespace mlirbc {

inline const dialect_registry& dialect_registry::upstream() {
  static const dialect_registry r = [] {
    dialect_registry d;
    d.add(dialects::llvm_dialect{}).add(dialects::quant_dialect{}).add(dialects::test_dialect{});
    return d;
  }();
  return r;
}

}  // namespace mlirbc
