#!/usr/bin/env bash
# Regenerates the LLVM 19 fixture from overflow.mlir with mlir-opt 19: the
# bytecode it writes and its own generic print, the expected output (mlir-opt 22
# cannot read the file: LLVM 22 changed these ops' property layouts).
# Run from anywhere; override the tool with MLIR_OPT_19.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M19=${MLIR_OPT_19:-/usr/lib/llvm-19/bin/mlir-opt}
"$M19" --emit-bytecode overflow.mlir -o overflow.mlirbc
"$M19" --mlir-print-op-generic --mlir-print-local-scope overflow.mlirbc >overflow.generic.txt
