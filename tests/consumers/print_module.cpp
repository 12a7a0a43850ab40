// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The consumer every way in builds (tests/consumers/run.sh): prints a bytecode
// file's module in MLIR's generic form, which run.sh compares with mlir-opt's.
// "mlirbc.hpp" finds the single header beside this file, or <prefix>/include.
#include "mlirbc.hpp"

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.mlirbc\n", argv[0]);
    return 2;
  }
  auto file = mlirbc::bytecode_file::open(argv[1]);
  if (!file) {
    std::fprintf(stderr, "%s: %s\n", argv[1], file.err().message().c_str());
    return 1;
  }
  if (mlirbc::error e = mlirbc::print_generic(file->view(), stdout)) {
    std::fprintf(stderr, "%s: %s\n", argv[1], e.message().c_str());
    return 1;
  }
  return 0;
}
