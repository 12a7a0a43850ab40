#!/usr/bin/env bash
# Regenerates the mutant fixtures: a fixture with one byte changed, and
# mlir-opt 22's generic print of the result, the expected output.
# - overstated_values.v1: dense.v1.mlirbc with byte 720 (a region's value
#   count, 0) set to 0x64, the first byte of a two-byte varint declaring 24876
#   values in a region whose bytes can define 44. mlir-opt 22 reads it (a
#   region may declare more values than it defines).
# Run from anywhere; override the tool with MLIR_OPT_22.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
M22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
cp ../dense.v1.mlirbc overstated_values.v1.mlirbc
printf '\x64' | dd of=overstated_values.v1.mlirbc bs=1 seek=720 conv=notrunc status=none
"$M22" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope \
  overstated_values.v1.mlirbc >overstated_values.v1.generic.txt
