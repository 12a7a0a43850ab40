#!/usr/bin/env bash
# Regenerates examples/weights.mlirbc from examples/weights.mlir with mlir-opt 22 at its
# default bytecode version. Run from anywhere; override the tool with MLIR_OPT_22.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
"$M22" --emit-bytecode weights.mlir -o weights.mlirbc
# Sanity check: mlir-opt must be able to read its own output back.
"$M22" weights.mlirbc -o /dev/null
