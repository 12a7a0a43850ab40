#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# How the IR commands scale with module size: the generated module (bench/gen_ir.hpp)
# at each size in OPS, written by mlir-opt 22 at run time (never committed), then
#   walk   the structural walk in process (mlirbc_bench --walk: median of RUNS warm walks)
#   stats  `mlirbc stats FILE`, median wall time of RUNS runs and peak RSS (GNU time)
#   dump   `mlirbc dump FILE > /dev/null`, likewise
# Prints a markdown table (time per op, and its ratio to the smallest size's) and
# writes CSV=scale.csv for bench/plot_scale.py.
#
#   bench/scale.sh [BUILD_DIR]          (default: build-bench; needs -Dbench=true)
# Environment:
#   OPS="100000 1000000 10000000"   module sizes (10M: ~210 MiB of bytecode; mlir-opt
#                                   needs ~60 s and ~4.6 GiB to write it)
#   RUNS=3   CSV=scale.csv   MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BUILD=${1:-build-bench}
OPS=${OPS:-"100000 1000000 10000000"}
RUNS=${RUNS:-3}
CSV=${CSV:-scale.csv}
# shellcheck source=bench/lib.sh
. bench/lib.sh
bench_setup scale

# timed OUT CMD... : RUNS runs of CMD; OUT gets "median_seconds max_peak_kib".
timed() {
  local out=$1
  shift
  : > "$TMP/runs"
  for ((i = 0; i < RUNS; ++i)); do run_one "$TMP/runs" "$@"; done
  sort -n -k1 "$TMP/runs" | awk '{t[NR]=$1; if ($2 > m) m = $2} END {printf "%.6f %d\n", t[int((NR+1)/2)] / 1e9, m}' > "$out"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); runs: $RUNS"
echo "ops,file_bytes,ir_bytes,walk_s,stats_s,stats_rss_kib,dump_s,dump_rss_kib" > "$CSV"
for n in $OPS; do
  generate_module "$n" "$TMP/ir.mlirbc"
  read -r ops ir_bytes walk_s < <("$BENCH" --walk "$TMP/ir.mlirbc" "$RUNS")
  timed "$TMP/stats" "$MLIRBC" stats "$TMP/ir.mlirbc"
  timed "$TMP/dump" "$MLIRBC" dump "$TMP/ir.mlirbc"
  read -r stats_s stats_rss < "$TMP/stats"
  read -r dump_s dump_rss < "$TMP/dump"
  echo "$ops,$(stat -c %s "$TMP/ir.mlirbc"),$ir_bytes,$walk_s,$stats_s,$stats_rss,$dump_s,$dump_rss" >> "$CSV"
  rm -f "$TMP/ir.mlirbc"
done

echo
echo "| ops | file | walk | per op | stats | per op | stats peak RSS (bound) | dump | per op | dump peak RSS |"
echo "|---|---|---|---|---|---|---|---|---|---|"
awk -F, 'NR == 1 { next }
  function mib(k) { return k / 1024 }
  {
    w = $4 / $1 * 1e9; s = $5 / $1 * 1e9; d = $7 / $1 * 1e9
    if (!base) { bw = w; bs = s; bd = d; base = 1 }
    bound = 1.2 * $2 / 1048576 + 64
    printf "| %d | %.1f MiB | %.1f ms | %.1f ns (%.2fx) | %.0f ms | %.0f ns (%.2fx) | %.0f MiB (%.0f) | %.0f ms | %.0f ns (%.2fx) | %.0f MiB |\n",
      $1, $2 / 1048576, $4 * 1e3, w, w / bw, $5 * 1e3, s, s / bs, mib($6), bound, $7 * 1e3, d, d / bd, mib($8)
  }' "$CSV"
echo
echo "(per op: ratio to the first size; stats bound: 1.2 x file + 64 MiB; CSV: $CSV)"
