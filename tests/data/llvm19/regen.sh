#!/usr/bin/env bash
# Regenerates the LLVM 19 fixtures with mlir-opt 19: the bytecode it writes and
# its own generic print, the expected output.
# - overflow: v6 (mlir-opt 22 cannot read the file: LLVM 22 changed these ops'
#   property layouts).
# - legacy_inherent: v0-4, whose inherent attributes are MLIR 19's (mlir-opt 22
#   refuses the file, or would print other defaults).
# Run from anywhere; override the tool with MLIR_OPT_19.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M19=${MLIR_OPT_19:-/usr/lib/llvm-19/bin/mlir-opt}
"$M19" --emit-bytecode overflow.mlir -o overflow.mlirbc
"$M19" --mlir-print-op-generic --mlir-print-local-scope overflow.mlirbc >overflow.generic.txt
for v in 0 1 2 3 4; do
  "$M19" --emit-bytecode --emit-bytecode-version=$v legacy_inherent.mlir -o legacy_inherent.v$v.mlirbc
  "$M19" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope \
    legacy_inherent.v$v.mlirbc >legacy_inherent.v$v.generic.txt
done
