// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mapped_file (tables/mapped_file.hpp) asked for what the readers never ask:
// a folder, reads past the end in each load mode, a file cut after it was
// opened (pread backends), a copy that has no descriptor, and every access
// hint. Each read that cannot be served says so (false, or truncated with the
// offset), never reads memory it does not own.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc/tables/mapped_file.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

TEST_CASE("mapped_file: a folder is not a regular file") {
  const test_support::scratch_dir dir("mapped-file-folder");
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    mapped_file m;
    const error e = m.open(dir.path.string(), mode);
    CHECK(e.code == errc::io);
    CHECK(e.value == static_cast<std::uint64_t>(EINVAL));
    CHECK(std::string(e.message()).find("not a regular file") != std::string::npos);
    CHECK(m.empty());
  }
}

TEST_CASE("mapped_file: reads past the end, in each load mode") {
  const test_support::scratch_dir dir("mapped-file-reads");
  const fs::path p = dir.path / "data.bin";
  const auto data = test_support::pattern_bytes(100, 3);
  test_support::write_file(p, data);
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    CAPTURE(static_cast<int>(mode));
    mapped_file m;
    REQUIRE(!m.open(p.string(), mode));
    REQUIRE(m.size() == 100);
    std::vector<std::byte> out(10);
    // Within the file: the same bytes whatever the backend.
    REQUIRE(!m.read_exactly(90, out));
    CHECK(std::equal(out.begin(), out.end(), data.begin() + 90));
    // Past it: truncated, at the end of what could be read.
    const error e = m.read_exactly(95, out);
    CHECK(e.code == errc::truncated);
    CHECK(e.offset == (m.is_copy() ? 95u : 100u));
    CHECK(e.value == 10);
    CHECK(m.read_exactly(200, out).code == errc::truncated);
    // read_at: only with a descriptor, and only for bytes the file has.
    CHECK(m.can_read_at() == !m.is_copy());
    CHECK(m.read_at(0, out) == m.can_read_at());
    CHECK_FALSE(m.read_at(95, out));
    // load: nothing to do past the end or outside load_mode::read.
    CHECK(!m.load(100, 10));
    CHECK(!m.load(1000, 1));
    if (mode == load_mode::read) {
      REQUIRE(!m.load(95, 100));  // clipped to the file
      CHECK(std::equal(m.bytes().begin() + 95, m.bytes().end(), data.begin() + 95));
    }
  }
}

TEST_CASE("mapped_file: a file cut after it was opened (the pread backends say where it ended)") {
  const test_support::scratch_dir dir("mapped-file-cut");
  const fs::path p = dir.path / "data.bin";
  test_support::write_file(p, test_support::pattern_bytes(100, 4));
  mapped_file m;
  REQUIRE(!m.open(p.string(), load_mode::read));
  fs::resize_file(p, 40);
  std::vector<std::byte> out(30);
  const error e = m.read_exactly(20, out);
  CHECK(e.code == errc::truncated);
  CHECK(e.offset == 40);  // the first byte the file no longer has
  CHECK(e.value == 30);
  CHECK(e.limit == 20);   // bytes read before it ended
  CHECK(m.load(50, 10).code == errc::truncated);
}

TEST_CASE("mapped_file: every access hint, on each backend (a hint never fails)") {
  const test_support::scratch_dir dir("mapped-file-advise");
  const fs::path p = dir.path / "data.bin";
  const auto data = test_support::pattern_bytes(3 * 4096 + 5, 5);
  test_support::write_file(p, data);
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    mapped_file m;
    REQUIRE(!m.open(p.string(), mode));
    for (const access_hint h : {access_hint::normal, access_hint::sequential, access_hint::random,
                                access_hint::willneed, access_hint::dontneed}) {
      m.advise(h);
      m.advise(h, 4097, 100);
      m.advise(h, data.size() + 1, 10);  // past the end: nothing
    }
    // The data is what it was (dontneed on a private read-only mapping drops no bytes).
    if (mode != load_mode::read) CHECK(std::equal(m.bytes().begin(), m.bytes().end(), data.begin()));
  }
}

TEST_CASE("mapped_file: move assignment gives up the old file and takes the other's, in each load mode") {
  const test_support::scratch_dir dir("mapped-file-move");
  const fs::path small = dir.path / "small.bin", big = dir.path / "big.bin";
  const auto small_data = test_support::pattern_bytes(10, 5), big_data = test_support::pattern_bytes(5000, 6);
  test_support::write_file(small, small_data);
  test_support::write_file(big, big_data);
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    CAPTURE(static_cast<int>(mode));
    mapped_file to, from;
    REQUIRE(!to.open(small.string(), mode));
    REQUIRE(!from.open(big.string(), mode));
    to = std::move(from);
    CHECK(from.empty());
    CHECK(from.fd() == -1);
    CHECK(to.size() == big_data.size());
    CHECK(to.is_copy() == (mode == load_mode::copy));
    CHECK(to.reads_on_demand() == (mode == load_mode::read));
    std::vector<std::byte> tail(100);
    CHECK(!to.read_exactly(big_data.size() - tail.size(), tail));
    CHECK(std::equal(tail.begin(), tail.end(), big_data.end() - 100));
  }
}
