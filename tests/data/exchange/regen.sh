#!/usr/bin/env bash
# Regenerates the strip/export/attach fixtures from src/exchange.mlir with
# mlir-opt 22: exchange.vN.mlirbc for bytecode versions 0, 4 and 6 (v0-4 keep
# inherent attributes in the attribute dictionary, v5+ in properties).
# Run from anywhere; override the tool with MLIR_OPT_22.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
for v in 0 4 6; do
  "$M22" --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=$v src/exchange.mlir -o exchange.v$v.mlirbc
done
