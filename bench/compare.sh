#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Times the mlirbc CLI against mlir-opt 22 on the same files: alternating runs,
# median wall time, ratio (mlir-opt / mlirbc, >1 = mlirbc faster) and median
# peak RSS (GNU time). Prints a markdown table.
#
#   bench/compare.sh [BUILD_DIR]            (default: build-bench)
# Environment:
#   RUNS=5                  runs per command (alternating A, B, A, B, ...)
#   OPS="10000 100000"      generated module sizes (bench/gen_ir.hpp)
#   WEIGHT_MIB=256          weight file size (16 f32 blobs, made with mlirbc pack)
#   MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt
# `mlirbc stats` and `mlirbc dump` run once with their default (1 thread) and once
# with --threads 2.
# Inputs live in a temporary directory removed on exit.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BUILD=${1:-build-bench}
RUNS=${RUNS:-5}
OPS=${OPS:-"10000 100000"}
WEIGHT_MIB=${WEIGHT_MIB:-256}
# shellcheck source=bench/lib.sh
. bench/lib.sh
bench_setup compare

median() {  # column $2 of file $1
  sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

# compare LABEL FILE "OURS..." "THEIRS..."  (commands as strings; FILE appended)
compare() {
  local label=$1 file=$2 ours=$3 theirs=$4
  rm -f "$TMP/a" "$TMP/b"
  for ((i = 0; i < RUNS; ++i)); do
    # shellcheck disable=SC2086
    run_one "$TMP/a" $ours "$file"
    # shellcheck disable=SC2086
    run_one "$TMP/b" $theirs "$file"
  done
  local ta tb ra rb
  ta=$(median "$TMP/a" 1); tb=$(median "$TMP/b" 1)
  ra=$(median "$TMP/a" 2); rb=$(median "$TMP/b" 2)
  awk -v l="$label" -v o="${ours#"$BUILD"/tools/}" -v t="${theirs#"$(dirname "$MLIR_OPT")"/}" \
      -v ta="$ta" -v tb="$tb" -v ra="$ra" -v rb="$rb" 'BEGIN {
    printf "| %s | `%s` | %.1f ms | %.1f MiB | `%s` | %.1f ms | %.1f MiB | %.1fx | %.1fx |\n",
      l, o, ta / 1e6, ra / 1024, t, tb / 1e6, rb / 1024, tb / ta, rb / ra }'
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), kernel $(uname -r)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); runs per command: $RUNS (alternating)"
echo
echo "| file | mlirbc | median | peak RSS | mlir-opt 22 | median | peak RSS | time ratio | RSS ratio |"
echo "|---|---|---|---|---|---|---|---|---|"

# Process start-up cost on this machine (fork + exec under GNU time), for scale.
rm -f "$TMP/t"
for ((i = 0; i < RUNS; ++i)); do run_one "$TMP/t" /bin/true; done
awk -v t="$(median "$TMP/t" 1)" 'BEGIN { printf "| (start-up) | `/bin/true` | %.1f ms | | | | | | |\n", t / 1e6 }'

for n in $OPS; do
  generate_module "$n" "$TMP/ir$n.mlirbc"
  f="$TMP/ir$n.mlirbc"
  label="$n ops ($(( $(stat -c %s "$f") / 1024 )) KiB)"
  compare "$label" "$f" "$MLIRBC stats" "$MLIR_OPT -o /dev/null"
  compare "$label" "$f" "$MLIRBC stats --threads 2" "$MLIR_OPT -o /dev/null"
  compare "$label" "$f" "$MLIRBC dump" "$MLIR_OPT --mlir-print-op-generic"
  compare "$label" "$f" "$MLIRBC dump --threads 2" "$MLIR_OPT --mlir-print-op-generic"
  compare "$label" "$f" "$MLIRBC view --force -o $TMP/page.html" "$MLIR_OPT -o /dev/null"
done

# Weight file: 16 f32 blobs of WEIGHT_MIB/16 MiB each, from one random file.
per=$(( WEIGHT_MIB / 16 ))
head -c $(( per << 20 )) /dev/urandom > "$TMP/raw.bin"
specs=()
for i in $(seq 0 15); do specs+=("w$i=$TMP/raw.bin:f32"); done
"$MLIRBC" pack "$TMP/weights.mlirbc" "${specs[@]}" >/dev/null
rm -f "$TMP/raw.bin"
f="$TMP/weights.mlirbc"
label="weights ${WEIGHT_MIB} MiB"
compare "$label" "$f" "$MLIRBC resources" "$MLIR_OPT -o /dev/null"
compare "$label" "$f" "$MLIRBC view --force -o $TMP/page.html" "$MLIR_OPT -o /dev/null"
