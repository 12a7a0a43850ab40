// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The include-cost probe: a short program of the kind most users write (open a
// weight file, take one tensor), through the one public header.
#include <mlirbc.hpp>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  auto file = mlirbc::bytecode_file::open(argv[1]);
  if (!file) return std::fprintf(stderr, "%s\n", file.err().message().c_str()), 1;
  auto blob = file->view().find_blob("builtin", "dense_weight");
  if (!blob) return std::fprintf(stderr, "%s\n", blob.err().message().c_str()), 1;
  auto floats = blob->as<float>();
  if (!floats) return std::fprintf(stderr, "%s\n", floats.err().message().c_str()), 1;
  std::printf("%zu floats, first %g\n", floats->size(), static_cast<double>((*floats)[0]));
  return 0;
}
