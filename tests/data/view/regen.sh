#!/usr/bin/env bash
# Regenerates the view fixtures from src/*.mlir with mlir-opt 22 (its default
# bytecode version). Run from anywhere; override the tool with MLIR_OPT_22.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
for src in src/*.mlir; do
  name=$(basename "$src" .mlir)
  "$M22" --allow-unregistered-dialect --emit-bytecode "$src" -o "$name.mlirbc"
done
