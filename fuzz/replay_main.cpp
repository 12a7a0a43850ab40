// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Replay driver: feeds every file named on the command line (directories are
// walked recursively, in sorted order) to LLVMFuzzerTestOneInput, one fresh
// exactly-sized buffer per input. Linked with each fuzz target in the normal
// build, so the seed corpus and tests/regressions/ run as plain tests without
// libFuzzer. Exit status: 0 when every input ran; a broken promise aborts.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  std::size_t replayed = 0;
  for (int i = 1; i < argc; ++i) {
    const fs::path arg(argv[i]);
    std::vector<fs::path> files;
    if (fs::is_directory(arg)) {
      for (const auto& e : fs::recursive_directory_iterator(arg))
        if (e.is_regular_file() && e.path().filename() != "README.md") files.push_back(e.path());
      std::sort(files.begin(), files.end());
    } else if (fs::is_regular_file(arg)) {
      files.push_back(arg);
    } else {
      std::fprintf(stderr, "replay: %s: no such file or directory\n", argv[i]);
      return 2;
    }
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      const std::vector<char> chars((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      // A fresh allocation of exactly the input's size (nullptr-free even when empty).
      std::vector<std::uint8_t> buf(chars.begin(), chars.end());
      buf.reserve(1);
      LLVMFuzzerTestOneInput(buf.data(), buf.size());
      ++replayed;
    }
  }
  std::printf("replayed %zu inputs\n", replayed);
  return replayed == 0 ? 1 : 0;
}
