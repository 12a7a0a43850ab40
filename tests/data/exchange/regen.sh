#!/usr/bin/env bash
# Regenerates the strip/export/attach fixtures with mlir-opt 22: from
# src/exchange.mlir, exchange.vN.mlirbc for bytecode versions 0, 4 and 6 (v0-4
# keep inherent attributes in the attribute dictionary, v5+ in properties); from
# src/mlp_weight.mlir, mlp_weight.vN.mlirbc for 5 and 6 (a Resource section that
# starts aligned without declaring it).
# Run from anywhere; override the tool with MLIR_OPT_22.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
for v in 0 4 6; do
  "$M22" --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=$v src/exchange.mlir -o exchange.v$v.mlirbc
done
for v in 5 6; do
  "$M22" --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=$v src/mlp_weight.mlir -o mlp_weight.v$v.mlirbc
done
