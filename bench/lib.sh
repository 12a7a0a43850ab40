# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# shellcheck shell=bash
# Shared by the benchmark scripts (sourced, not run): the tools, a temporary
# directory, one timed run of a command, and the generated IR module.

# bench_setup SCRIPT : from BUILD (the meson build directory), sets MLIRBC,
# BENCH (mlirbc_bench), TIME (GNU time) and MLIR_OPT (default mlir-opt 22),
# exits unless each is executable, and makes TMP, a temporary directory
# removed on exit.
bench_setup() {
  MLIRBC=$BUILD/tools/mlirbc
  BENCH=$BUILD/bench/mlirbc_bench
  TIME=/usr/bin/time
  MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
  local tool
  for tool in "$MLIRBC" "$BENCH" "$MLIR_OPT" "$TIME"; do
    [ -x "$tool" ] || { echo "$1: missing $tool (build with -Dbench=true; apt-get install time mlir-22-tools)" >&2; exit 1; }
  done
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/mlirbc-$1.XXXXXX")
  trap 'rm -rf "$TMP"' EXIT
}

# run_one OUTFILE CMD... : appends "nanoseconds peak_kib" of one run of CMD
# (stdout discarded) to OUTFILE; exits with CMD's stderr if it fails.
# Wall time comes from bash's EPOCHREALTIME (no `date` processes inside the
# timed interval): it covers GNU time starting the command, the command, and
# GNU time writing its report.
run_one() {
  local out=$1 t0 t1
  shift
  t0=${EPOCHREALTIME/[.,]/}
  if ! "$TIME" -f "%M" -o "$TMP/rss" "$@" >/dev/null 2>"$TMP/err"; then
    echo "failed: $*" >&2; cat "$TMP/err" >&2; exit 1
  fi
  t1=${EPOCHREALTIME/[.,]/}
  echo "$(( (t1 - t0) * 1000 )) $(tail -n1 "$TMP/rss")" >> "$out"
}

# generate_module OPS OUT : the benchmark module of about OPS ops
# (bench/gen_ir.hpp), written as bytecode by mlir-opt.
generate_module() {
  "$BENCH" --gen-ir "$1" "$TMP/gen.mlir" > /dev/null
  "$MLIR_OPT" --emit-bytecode "$TMP/gen.mlir" -o "$2"
  rm -f "$TMP/gen.mlir"
}
