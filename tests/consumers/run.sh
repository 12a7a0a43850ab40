#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds and runs one tiny consumer of each way into mlirbc, against this
# checkout, in a scratch directory (CI runs it; needs cmake, pkg-config, g++, clang):
#   - the single header is current (tools/amalgamate.py --check);
#   - install to a scratch prefix: headers, libmlirbc.a, mlirbc.pc, mlirbc-compiled.pc,
#     the CMake package;
#   - in both modes (header-only, and compiled: docs/design.md, "Two modes"): CMake
#     find_package(mlirbc) (mlirbc::mlirbc, mlirbc::compiled), pkg-config (mlirbc,
#     mlirbc-compiled), a meson project with mlirbc as a subproject (which must
#     build nothing of mlirbc but the library it links, and install nothing), and
#     a program with only single_include/mlirbc.hpp beside it (compiled: one more
#     file defines MLIRBC_IMPLEMENTATION): each prints a fixture's module, compared
#     with mlir-opt's print of it (tests/data/*.generic.txt);
#   - the -fno-exceptions consumer, with g++ and with clang++.
# Usage: tests/consumers/run.sh [SCRATCH_DIR]   (default: a new temporary directory)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE=$ROOT/tests/consumers
WORK=${1:-$(mktemp -d /tmp/mlirbc-consumers.XXXXXX)}
mkdir -p "$WORK"
rm -rf "$WORK/build-install" "$WORK/prefix" "$WORK/cmake" "$WORK/meson_subproject" "$WORK/single"
FIXTURE=$ROOT/tests/data/resources.v6.mlirbc
EXPECTED=$ROOT/tests/data/resources.v6.generic.txt
WARN=(-std=c++20 -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Wsign-conversion -Werror)

step() { echo "-- consumers: $*"; }
fail() { echo "consumers: FAILED: $*" >&2; exit 1; }
# same_as_mlir_opt NAME PROGRAM: the program's print of the fixture is mlir-opt's.
same_as_mlir_opt() {
  "$2" "$FIXTURE" >"$WORK/$1.out" || fail "$1: $2 exited with status $?"
  diff -u "$EXPECTED" "$WORK/$1.out" >&2 || fail "$1: output differs from $EXPECTED"
}

step "single header is current"
/usr/bin/python3 "$ROOT/tools/amalgamate.py" --check

step "install to $WORK/prefix"
meson setup "$WORK/build-install" "$ROOT" --prefix="$WORK/prefix" -Dtests=false -Dtools=false >/dev/null
meson install -C "$WORK/build-install" --quiet >/dev/null
PC=$(find "$WORK/prefix" -name mlirbc.pc)
CMAKE_CONFIG=$(find "$WORK/prefix" -name mlirbcConfig.cmake)
[ -n "$PC" ] && [ -n "$CMAKE_CONFIG" ] && [ -f "$WORK/prefix/include/mlirbc.hpp" ] ||
  fail "install: missing mlirbc.pc, mlirbcConfig.cmake or include/mlirbc.hpp"
[ -f "$(dirname "$PC")/mlirbc-compiled.pc" ] && [ -n "$(find "$WORK/prefix" -name libmlirbc.a)" ] ||
  fail "install: missing mlirbc-compiled.pc or libmlirbc.a"
[ -f "$(dirname "$CMAKE_CONFIG")/mlirbcConfigVersion.cmake" ] || fail "install: missing mlirbcConfigVersion.cmake"
# The Python package (built when python3-dev and pybind11-dev are present), with its stub.
PY_MODULE=$(find "$WORK/prefix" -path '*/mlirbc/_mlirbc.cpython-*.so')
if [ -n "$PY_MODULE" ]; then
  for f in __init__.py __init__.pyi py.typed; do
    [ -f "$(dirname "$PY_MODULE")/$f" ] || fail "install: missing $f in the Python package"
  done
  PYTHONPATH=$(dirname "$(dirname "$PY_MODULE")") /usr/bin/python3 -c \
    'import mlirbc, sys; f = mlirbc.open(sys.argv[1]); assert f["dense_weight"].shape == (4, 4)' \
    "$ROOT/examples/weights.mlirbc" || fail "install: the installed Python module does not work"
fi

step "pkg-config"
export PKG_CONFIG_PATH=$(dirname "$PC")
# shellcheck disable=SC2046  # pkg-config prints several words
c++ "${WARN[@]}" "$HERE/print_module.cpp" $(pkg-config --cflags --libs mlirbc) -o "$WORK/pkgconfig_print_module"
same_as_mlir_opt pkgconfig "$WORK/pkgconfig_print_module"
pkg-config --cflags mlirbc-compiled | grep -q -- '-DMLIRBC_COMPILED_LIB' || fail "pkg-config: mlirbc-compiled lacks MLIRBC_COMPILED_LIB"
# shellcheck disable=SC2046
c++ "${WARN[@]}" "$HERE/print_module.cpp" $(pkg-config --cflags --libs mlirbc-compiled) -o "$WORK/pkgconfig_compiled"
same_as_mlir_opt pkgconfig_compiled "$WORK/pkgconfig_compiled"

step "CMake find_package(mlirbc)"
mkdir -p "$WORK/cmake"
cp "$HERE/cmake/CMakeLists.txt" "$HERE/print_module.cpp" "$WORK/cmake/"
cmake -S "$WORK/cmake" -B "$WORK/cmake/build" -G Ninja -DCMAKE_PREFIX_PATH="$WORK/prefix" \
  -DCMAKE_CXX_FLAGS="${WARN[*]}" >/dev/null
cmake --build "$WORK/cmake/build" >/dev/null
same_as_mlir_opt cmake "$WORK/cmake/build/print_module"
same_as_mlir_opt cmake_compiled "$WORK/cmake/build/print_module_compiled"

step "meson subproject"
M=$WORK/meson_subproject
mkdir -p "$M/subprojects"
cp "$HERE/meson_subproject/meson.build" "$HERE/print_module.cpp" "$M/"
ln -sfn "$ROOT" "$M/subprojects/mlirbc"
meson setup "$M/build" "$M" --force-fallback-for=mlirbc >/dev/null
# Only the consumer's own targets and the library one of them links, no test:
# nothing else of mlirbc (its tests, CLI, fuzz, benchmarks).
names() { meson introspect "$1" "$M/build" | /usr/bin/python3 -c 'import json, sys; print(*sorted(t["name"] for t in json.load(sys.stdin)))'; }
[ "$(names --targets)" = "mlirbc print_module print_module_compiled" ] ||
  fail "meson subproject: targets besides the consumers and libmlirbc: $(names --targets)"
[ -z "$(names --tests)" ] || fail "meson subproject: mlirbc added tests: $(names --tests)"
ninja -C "$M/build" >/dev/null
same_as_mlir_opt meson_subproject "$M/build/print_module"
same_as_mlir_opt meson_subproject_compiled "$M/build/print_module_compiled"
meson install -C "$M/build" --destdir "$M/staged" --quiet >/dev/null
installed=$(cd "$M/staged" && find . -type f -o -type l)
[ "$(echo "$installed" | sed 's|.*/||' | sort | tr '\n' ' ')" = "print_module print_module_compiled " ] ||
  fail "meson subproject: mlirbc installed files into the consumer's prefix: $installed"

step "single header only"
mkdir -p "$WORK/single"
cp "$ROOT/single_include/mlirbc.hpp" "$HERE/print_module.cpp" "$WORK/single/"
(cd "$WORK/single" && c++ "${WARN[@]}" -pthread print_module.cpp -o print_module)
same_as_mlir_opt single_header "$WORK/single/print_module"
# Compiled mode with the single header: one file of the program holds the bodies.
printf '#define MLIRBC_IMPLEMENTATION\n#include "mlirbc.hpp"\n' >"$WORK/single/mlirbc_impl.cpp"
(cd "$WORK/single" && c++ "${WARN[@]}" -DMLIRBC_COMPILED_LIB -pthread print_module.cpp mlirbc_impl.cpp -o print_module_compiled)
same_as_mlir_opt single_header_compiled "$WORK/single/print_module_compiled"

for cxx in g++ clang++; do
  step "-fno-exceptions with $cxx"
  # shellcheck disable=SC2046
  "$cxx" "${WARN[@]}" -fno-exceptions "$HERE/no_exceptions/main.cpp" $(pkg-config --cflags --libs mlirbc) \
    -o "$WORK/no_exceptions_$cxx"
  "$WORK/no_exceptions_$cxx" "$FIXTURE"
done
echo "consumers: all ways in work"
