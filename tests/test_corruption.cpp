// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Exhaustive deterministic corruption: every truncation of every fixture and
// every single-bit flip of one small fixture per bytecode version go through
// fuzz/exercise.hpp (open, every table, every blob as<T>, the full IR walk).
// Each must end in an error or a valid result whose views stay inside the
// input; crashes, hangs and UB are caught by the sanitizer builds.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>

#include "../fuzz/exercise.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using bytes = std::vector<std::byte>;

namespace {

std::vector<fs::path> fixtures(const fs::path& dir, std::uintmax_t max_size) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().extension() == ".mlirbc" && e.file_size() <= max_size) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Runs exercise on a fresh allocation of exactly the given bytes, so that ASan
// sees any read past the end.
const char* run(const bytes& src, std::size_t n, mlirbc_fuzz::outcome* o = nullptr) {
  const bytes copy(src.begin(), src.begin() + static_cast<std::ptrdiff_t>(n));
  return mlirbc_fuzz::exercise(copy, o);
}

}  // namespace

TEST_CASE("corruption: every project fixture opens and walks completely") {
  const auto files = fixtures(test_support::data_dir(), 64 * 1024);
  REQUIRE(files.size() >= 90);
  for (const auto& p : files) {
    const bytes b = test_support::read_bytes(p);
    mlirbc_fuzz::outcome o;
    CAPTURE(p.filename().string());
    const char* bad = run(b, b.size(), &o);
    if (bad != nullptr) FAIL_CHECK("broken promise: " << std::string(bad));
    INFO(o.err.message());
    CHECK(o.opened);
    CHECK(o.walked);
    // (tests/data/ecosystem_attrs/ holds attribute and type entries with no IR.)
    if (p.parent_path().filename() != "ecosystem_attrs") CHECK(o.ops > 0);
  }
}

TEST_CASE("corruption: every truncation of every project fixture (<= 64 KiB)") {
  std::size_t n = 0;
  for (const auto& p : fixtures(test_support::data_dir(), 64 * 1024)) {
    const bytes b = test_support::read_bytes(p);
    for (std::size_t len = 0; len < b.size(); ++len) {
      mlirbc_fuzz::outcome o;
      const char* bad = run(b, len, &o);
      if (bad != nullptr || o.opened) {
        CAPTURE(p.filename().string());
        CAPTURE(len);
        if (bad != nullptr) FAIL_CHECK("broken promise: " << std::string(bad));
        CHECK_FALSE(o.opened);  // a strict prefix always misses bytes the file declares
      }
      ++n;
    }
  }
  CHECK(n > 50000);
}

TEST_CASE("corruption: truncations of a deterministic sample of the shared corpus") {
  const auto all = fixtures(test_support::corpus_dir(), 64 * 1024);
  if (all.empty()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  // Every 97th file (sorted by path), each cut at up to ~600 points: every
  // byte of the first 128, then an even stride.
  std::size_t files = 0;
  for (std::size_t i = 0; i < all.size(); i += 97) {
    const bytes b = test_support::read_bytes(all[i]);
    const std::size_t stride = std::max<std::size_t>(1, b.size() / 500);
    for (std::size_t len = 0; len < b.size(); len += len < 128 ? 1 : stride) {
      const char* bad = run(b, len);
      if (bad != nullptr) {
        CAPTURE(all[i].string());
        CAPTURE(len);
        FAIL_CHECK("broken promise: " << std::string(bad));
      }
    }
    ++files;
  }
  CHECK(files >= 10);
}

TEST_CASE("corruption: every bit flip of one small fixture per version") {
  // Small fixtures covering attributes, resources, properties and regions.
  const std::vector<std::string> names = {
      "attributes.v0", "attributes.v1", "isolated.v2", "branches.v3", "resources.v4", "properties.v5", "attributes.v6",
  };
  std::size_t flips = 0;
  std::size_t opened = 0;
  std::size_t walked = 0;
  for (const auto& name : names) {
    bytes b = test_support::read_bytes(test_support::data_dir() / (name + ".mlirbc"));
    REQUIRE(!b.empty());
    for (std::size_t i = 0; i < b.size(); ++i) {
      for (unsigned bit = 0; bit < 8; ++bit) {
        b[i] ^= static_cast<std::byte>(1u << bit);
        mlirbc_fuzz::outcome o;
        const char* bad = run(b, b.size(), &o);
        if (bad != nullptr) {
          CAPTURE(name);
          CAPTURE(i);
          CAPTURE(bit);
          FAIL_CHECK("broken promise: " << std::string(bad));
        }
        opened += o.opened ? 1 : 0;
        walked += o.walked ? 1 : 0;
        ++flips;
        b[i] ^= static_cast<std::byte>(1u << bit);
      }
    }
  }
  MESSAGE(flips << " flips: " << opened << " opened, " << walked << " walked completely");
  CHECK(flips > 50000);
  // Many flips land in names, payload bytes or unused bits, so a good share must
  // still open; this shows the test reaches the walk, not just the header.
  CHECK(opened > flips / 10);
  CHECK(walked > flips / 20);
}
