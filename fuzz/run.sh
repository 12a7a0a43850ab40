#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs libFuzzer targets for a fixed time, in parallel, and fails on any finding.
#   fuzz/run.sh BUILD_DIR SECONDS TARGET...      e.g. fuzz/run.sh build-fuzz 300 open attrs
# The seed corpus of each target is generated here from tests/data (every
# version) and tests/regressions, into BUILD_DIR/fuzz-corpus/TARGET (new
# inputs found by the run land there too); crashes go to BUILD_DIR/fuzz-artifacts/.
# Inputs are capped at MAX_LEN bytes (default 8192; larger seeds are left to
# the replay tests): small inputs keep the runs fast. Extra libFuzzer options
# come from FUZZ_ARGS (default: none).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$1"; seconds="$2"; shift 2
[ $# -gt 0 ] || { echo "usage: $0 BUILD_DIR SECONDS TARGET..." >&2; exit 2; }
artifacts="$build/fuzz-artifacts"
max_len="${MAX_LEN:-8192}"
mkdir -p "$artifacts"

seed() {  # seed TARGET DIR
  local t="$1" dir="$2"
  mkdir -p "$dir"
  local inputs=("$root"/tests/data/*.mlirbc "$root"/tests/data/ecosystem_attrs/*.mlirbc "$root"/tests/regressions/*)
  # The layout-file parser: layout files, and a few bytecode files it must refuse.
  [ "$t" = layouts ] && inputs=("$root"/tests/data/layouts/*.layouts "$root"/tests/data/empty.v6.mlirbc)
  # The safetensors reader: files mlirbc export wrote, and a bytecode file it must refuse.
  [ "$t" = safetensors ] && inputs=("$root"/tests/data/safetensors/*.safetensors "$root"/tests/data/empty.v6.mlirbc)
  for f in "${inputs[@]}"; do
    [ -f "$f" ] || continue
    case "$f" in *.md) continue ;; esac
    [ "$(stat -c %s "$f")" -le "$max_len" ] || continue
    cp "$f" "$dir/$(basename "$f")"
    if [ "$t" = attrs ]; then
      # Picks mode (see fuzz_attrs.cpp): one pick of index 0, then the file.
      printf '\001\000\000' | cat - "$f" > "$dir/pick-$(basename "$f")"
    fi
  done
}

pids=()
for t in "$@"; do
  bin="$build/fuzz/fuzz_$t"
  [ -x "$bin" ] || { echo "fuzz/run.sh: $bin not built" >&2; exit 2; }
  corpus="$build/fuzz-corpus/$t"
  seed "$t" "$corpus"
  echo "== fuzz_$t: ${seconds}s, $(ls "$corpus" | wc -l) seeds"
  # -error_exitcode: any crash, leak, UB report or broken promise fails the run;
  # -timeout: an input that takes over 10 s counts as a hang.
  dict="$root/fuzz/mlirbc.dict"
  [ -f "$root/fuzz/$t.dict" ] && dict="$root/fuzz/$t.dict"
  "$bin" "$corpus" -dict="$dict" -max_total_time="$seconds" \
    -error_exitcode=77 -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" -print_final_stats=1 \
    -artifact_prefix="$artifacts/$t-" ${FUZZ_ARGS:-} >"$build/fuzz-$t.log" 2>&1 &
  pids+=("$!")
done

status=0
i=0
for t in "$@"; do
  if wait "${pids[$i]}"; then
    echo "fuzz_$t: no findings ($(grep -E '^stat::number_of_executed_units' "$build/fuzz-$t.log" | awk '{print $2}') runs)"
  else
    status=1
    echo "fuzz_$t: FAILED; last lines of $build/fuzz-$t.log:"
    tail -40 "$build/fuzz-$t.log"
    ls -1 "$artifacts" | sed 's/^/  artifact: /'
  fi
  i=$((i + 1))
done
exit $status
