#!/usr/bin/env bash
# Include cost: compile time and peak compiler memory of a short user program
# through <mlirbc.hpp>, in both modes (header-only, and compiled: declarations
# only, with -DMLIRBC_COMPILED_LIB; docs/design.md, "Two modes"), against a file
# holding only the standard headers the library includes (the baseline, listed
# from include/ at run time so it stays current). Reports the best of N runs of
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

best() {  # best user seconds and peak KiB of compiling $1 (more flags after it), over $runs runs
  local t m best_t="" best_m="" src=$1
  shift
  for _ in $(seq "$runs"); do
    read -r t m < <( { /usr/bin/time -f '%U %M' "$cxx" -std=c++20 -O2 -I"$root/include" "$@" \
                        -c "$work/$src" -o "$work/out.o" >/dev/null; } 2>&1 | tail -1)
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  echo "$best_t $best_m"
}

read -r base_t base_m < <(best std_only.cpp)
printf '%-30s %8s %10s %8s\n' program "user s" "peak MiB" "x std"
printf '%-30s %8.2f %10.0f %8s\n' "std headers only" "$base_t" "$((base_m / 1024))" 1.0
for p in weights_user readme_example; do
  for mode in header-only compiled; do
    flags=()
    [ "$mode" = compiled ] && flags=(-DMLIRBC_COMPILED_LIB)
    read -r t m < <(best "$p.cpp" "${flags[@]}")
    printf '%-30s %8.2f %10.0f %8.1f\n' "$p ($mode)" "$t" "$((m / 1024))" \
      "$(awk "BEGIN{print $t / $base_t}")"
  done
done
