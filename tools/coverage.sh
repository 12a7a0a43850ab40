#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Source-based coverage (clang 14 + llvm-cov) of include/ over the test suite: builds BUILD_DIR
# with -fprofile-instr-generate -fcoverage-mapping, runs `meson test` (the README's test
# suite), merges the profiles, prints a summary per file and in total, writes an HTML report
# to BUILD_DIR/coverage-html, and fails when lines or branches of include/ fall below the
# floors (docs/hostile-input.md, "Coverage", says what they are and why).
#   tools/coverage.sh BUILD_DIR [MIN_LINES MIN_BRANCHES]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: tools/coverage.sh BUILD_DIR [MIN_LINES MIN_BRANCHES]}
min_lines=${2:-95.0}
min_branches=${3:-87.0}
llvm_bin=/usr/lib/llvm-14/bin
flags="-fprofile-instr-generate -fcoverage-mapping"

# (The flags go to meson, not CXXFLAGS/LDFLAGS: those would also reach the C compiler of
# CMake's probe, which is gcc.) Nothing is installed from this build, so no CMake package.
options=(-Dwerror=true -Db_lundef=false -Dstatic_cli=disabled -Dinstall=false
  "-Dcpp_args=$flags" "-Dcpp_link_args=$flags")
# Programs meson runs while it configures are instrumented too: their profiles are not wanted.
export LLVM_PROFILE_FILE=/dev/null
CXX=clang++ meson setup "$build" --wipe "${options[@]}" >/dev/null 2>&1 ||
  CXX=clang++ meson setup "$build" "${options[@]}" >/dev/null
ninja -C "$build" >/dev/null
rm -rf "$build/profiles" && mkdir -p "$build/profiles"
# %p: one file per process (the tests run the CLI many times); %m: per binary.
LLVM_PROFILE_FILE="$PWD/$build/profiles/%p-%m.profraw" meson test -C "$build" --no-rebuild --print-errorlogs
"$llvm_bin/llvm-profdata" merge -sparse "$build"/profiles/*.profraw -o "$build/coverage.profdata"

# Every instrumented program the tests ran: the test executables, the CLI, the Python module.
objects=()
while IFS= read -r f; do objects+=(-object "$f"); done < <(
  find "$build" -type f \( -perm -u+x -o -name '*.so' \) \( -path '*/tests/*' -o -path '*/tools/*' \
    -o -path '*/fuzz/*' -o -name '_mlirbc*.so' \) ! -name '*.p' ! -name '*.py' | sort)
# Only include/ counts (llvm-cov takes no negative look-ahead: name what lies outside it).
only_include=(-ignore-filename-regex='(/tests/|/tools/|/fuzz/|/python/|/src/|/usr/|/bench/)')
"$llvm_bin/llvm-cov" report "${objects[@]:1}" -instr-profile="$build/coverage.profdata" "${only_include[@]}" \
  >"$build/coverage-summary.txt"
"$llvm_bin/llvm-cov" show "${objects[@]:1}" -instr-profile="$build/coverage.profdata" "${only_include[@]}" \
  -format=html -output-dir="$build/coverage-html" >/dev/null
cat "$build/coverage-summary.txt"

# The TOTAL row: regions (cover, missed, %), functions (3), lines (3), branches (3).
/usr/bin/python3 - "$build/coverage-summary.txt" "$min_lines" "$min_branches" <<'PY'
import sys
total = next(l for l in open(sys.argv[1]) if l.startswith("TOTAL")).split()
lines, branches = float(total[9].rstrip("%")), float(total[12].rstrip("%"))
floor_lines, floor_branches = float(sys.argv[2]), float(sys.argv[3])
print(f"coverage of include/: lines {lines:.2f}% (floor {floor_lines}%), branches {branches:.2f}% (floor {floor_branches}%)")
if lines < floor_lines or branches < floor_branches:
    sys.exit("coverage below its floor")
PY
