#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Include cost: compile time and peak compiler memory of a short user program
# through <mlirbc.hpp>, in both modes (header-only, and compiled: declarations
# only, with -DMLIRBC_COMPILED_LIB; docs/design.md, "Two modes"), against a file
# holding only the standard headers the library includes (the baseline, listed
# from include/ at run time so it stays current). Reports the best of N interleaved runs of
# each and its ratio to the baseline.
#   bench/include_cost.sh [CXX] [RUNS]      (default: c++ 3)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cxx="${1:-c++}"
runs="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

{
  grep -rhoE '^#include <[a-z_/.]+>' "$root/include" | sort -u
  echo 'int main() { return 0; }'
} > "$work/std_only.cpp"
cp "$root/bench/include_cost/weights_user.cpp" "$work/"
sed -n '/^```cpp$/,/^```$/p' "$root/README.md" | sed '1d;/^```$/,$d' > "$work/readme_example.cpp"

# One compile: "user-seconds peak-KiB" of compiling $1 (more flags after it).
measure() {
  local src=$1
  shift
  { /usr/bin/time -f '%U %M' "$cxx" -std=c++20 -O2 -I"$root/include" "$@" -c "$work/$src" -o "$work/out.o" \
      >/dev/null; } 2>&1 | tail -1
}

# The runs are interleaved (each round compiles the baseline and every program once), so a
# machine that speeds up or slows down between rounds moves the baseline with the programs.
names=("std headers only" "weights_user (header-only)" "weights_user (compiled)"
       "readme_example (header-only)" "readme_example (compiled)")
srcs=(std_only.cpp weights_user.cpp weights_user.cpp readme_example.cpp readme_example.cpp)
modes=("" "" -DMLIRBC_COMPILED_LIB "" -DMLIRBC_COMPILED_LIB)
best_t=() best_m=()
for _ in $(seq "$runs"); do
  for i in "${!srcs[@]}"; do
    flags=()
    [ -n "${modes[$i]}" ] && flags=("${modes[$i]}")
    read -r t m < <(measure "${srcs[$i]}" "${flags[@]}")
    if [ -z "${best_t[$i]:-}" ] || awk "BEGIN{exit !($t < ${best_t[$i]})}"; then best_t[$i]=$t; fi
    if [ -z "${best_m[$i]:-}" ] || [ "$m" -lt "${best_m[$i]}" ]; then best_m[$i]=$m; fi
  done
done

printf '%-30s %8s %10s %8s\n' program "user s" "peak MiB" "x std"
for i in "${!srcs[@]}"; do
  printf '%-30s %8.2f %10.0f %8.2f\n' "${names[$i]}" "${best_t[$i]}" "$((best_m[$i] / 1024))" \
    "$(awk "BEGIN{print ${best_t[$i]} / ${best_t[0]}}")"
done
