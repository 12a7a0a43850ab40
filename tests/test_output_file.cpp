// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// output_file (exchange/output_file.hpp) used wrongly, fed a bad source or
// writing to a full disk (a file size limit): each failure is an io error
// naming what failed with errno, every later call fails, and nothing is left
// under the destination's name. The system-call
// failures a test cannot cause are listed in docs/hostile-input.md, "Coverage".
#include <doctest/doctest.h>

#include <cerrno>
#include <algorithm>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include <mlirbc/exchange/output_file.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

std::vector<std::byte> some_bytes(std::size_t n) { return test_support::pattern_bytes(n, 7); }

bool no_files_in(const fs::path& dir) { return fs::is_empty(dir); }

}  // namespace

TEST_CASE("output_file: a patch past what was written fails, and so does every later call") {
  const test_support::scratch_dir dir("output-file-patch");
  const fs::path p = dir.path / "out.bin";
  auto out = output_file::create(p.string());
  REQUIRE(out.has_value());
  const auto data = some_bytes(16);
  REQUIRE(out->write(data));
  CHECK(out->patch(0, std::span<const std::byte>(data).first(16)));  // within: fine
  CHECK_FALSE(out->patch(10, std::span<const std::byte>(data).first(7)));
  CHECK(out->failure().code == errc::io);
  CHECK(out->failure().value == static_cast<std::uint64_t>(EINVAL));
  CHECK(std::string(out->failure().message()).find("patch past the end") != std::string::npos);
  CHECK_FALSE(out->write(data));
  CHECK_FALSE(out->write_u8(1));
  CHECK_FALSE(out->pad(3, std::byte{0}));
  const error e = out->commit();
  CHECK(e.code == errc::io);
  CHECK_FALSE(fs::exists(p));
  out->discard();
  CHECK(no_files_in(dir.path));
}

TEST_CASE("output_file: copy_from a bad descriptor, or past the end of its file") {
  const test_support::scratch_dir dir("output-file-copy");
  const fs::path src = dir.path / "src.bin";
  const auto data = some_bytes(100);
  test_support::write_file(src, data);
  const int fd = ::open(src.string().c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  for (const bool observed : {false, true}) {
    CAPTURE(observed);
    const output_file::observe_fn observe = observed ? output_file::observe_fn([](std::span<const std::byte>) {})
                                                     : output_file::observe_fn{};
    {
      auto out = output_file::create((dir.path / "a.bin").string());
      REQUIRE(out.has_value());
      CHECK_FALSE(out->copy_from(-1, 0, 10, observe));
      CHECK(out->failure().code == errc::io);
      CHECK(out->failure().value == static_cast<std::uint64_t>(EBADF));
    }
    {
      // 100 bytes from offset 50 of a 100-byte file: 50 copied, then nothing more to read.
      auto out = output_file::create((dir.path / "b.bin").string());
      REQUIRE(out.has_value());
      CHECK_FALSE(out->copy_from(fd, 50, 100, observe));
      CHECK(out->failure().value == static_cast<std::uint64_t>(EIO));
      CHECK(std::string(out->failure().message()).find("shorter than its index says") != std::string::npos);
      CHECK(out->failure().offset == 50);  // where the output was when the input ran out
    }
  }
  ::close(fd);
  fs::remove(src);
  CHECK(no_files_in(dir.path));
}

TEST_CASE("output_file: writes after commit fail; a destination whose folder is gone cannot be committed") {
  const test_support::scratch_dir dir("output-file-commit");
  const fs::path p = dir.path / "out.bin";
  auto out = output_file::create(p.string());
  REQUIRE(out.has_value());
  REQUIRE(out->write(some_bytes(8)));
  REQUIRE(!out->commit());
  CHECK(fs::file_size(p) == 8);
  CHECK_FALSE(out->write(some_bytes(8)));
  CHECK_FALSE(out->write_u8(0));
  // A copy or a patch after commit: the file is closed, and the failure says so.
  CHECK_FALSE(out->copy_from(0, 0, 1));
  CHECK(out->failure().value == static_cast<std::uint64_t>(EBADF));
  CHECK(std::string(out->failure().message()).find("write after close") != std::string::npos);
  CHECK_FALSE(out->patch(0, some_bytes(1)));
  CHECK(fs::file_size(p) == 8);

  const fs::path sub = dir.path / "gone";
  fs::create_directories(sub);
  auto lost = output_file::create((sub / "out.bin").string());
  REQUIRE(lost.has_value());
  REQUIRE(lost->write(some_bytes(8)));
  fs::remove_all(sub);
  const error e = lost->commit();
  CHECK(e.code == errc::io);
  CHECK(e.value == static_cast<std::uint64_t>(ENOENT));
  CHECK(std::string(e.message()).find("rename") != std::string::npos);
  CHECK_FALSE(fs::exists(sub));
}

TEST_CASE("output_file: move assignment hands over the temporary file") {
  const test_support::scratch_dir dir("output-file-move");
  auto a = output_file::create((dir.path / "a.bin").string());
  auto b = output_file::create((dir.path / "b.bin").string());
  REQUIRE(a.has_value());
  REQUIRE(b.has_value());
  REQUIRE(a->write(some_bytes(5)));
  *b = std::move(*a);  // b's own temporary is discarded
  REQUIRE(b->write(some_bytes(3)));
  CHECK(b->position() == 8);
  REQUIRE(!b->commit());
  CHECK(fs::file_size(dir.path / "a.bin") == 8);
  CHECK_FALSE(fs::exists(dir.path / "b.bin"));
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++files;
  CHECK(files == 1);
}

namespace {

// The failure every call below must report: the write that met the file size limit.
void check_full(const output_file& out) {
  CHECK(out.failure().code == errc::io);
  CHECK(out.failure().value == static_cast<std::uint64_t>(EFBIG));
}

}  // namespace

TEST_CASE("output_file: a write that meets a full disk fails with its errno at every call that reaches the file") {
  const test_support::scratch_dir dir("output-file-full");
  const fs::path p = dir.path / "out.bin";
  const fs::path src = dir.path / "src.bin";
  test_support::write_file(src, some_bytes(5000));
  const int fd = ::open(src.string().c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  const test_support::file_size_limit full(100);
  auto fresh = [&] {
    auto out = output_file::create(p.string(), 4096);
    REQUIRE(out.has_value());
    return std::move(*out);
  };
  {  // a span larger than the buffer goes straight to the file
    output_file out = fresh();
    CHECK_FALSE(out.write(some_bytes(5000)));
    check_full(out);
    CHECK(std::string(out.failure().message()).find("write failed") != std::string::npos);
    CHECK_FALSE(out.write(some_bytes(1)));  // later calls fail too, with the first failure kept
    CHECK(out.commit().value == static_cast<std::uint64_t>(EFBIG));
  }
  {  // the buffer fills and is flushed
    output_file out = fresh();
    REQUIRE(out.write(some_bytes(3000)));
    CHECK_FALSE(out.write(some_bytes(3000)));
    check_full(out);
  }
  {  // padding
    output_file out = fresh();
    CHECK_FALSE(out.pad(5000, std::byte{0}));
    check_full(out);
  }
  {  // buffered bytes flushed at commit, before a copy and before a patch
    output_file out = fresh();
    REQUIRE(out.write(some_bytes(200)));
    CHECK(out.commit().value == static_cast<std::uint64_t>(EFBIG));
    output_file copy = fresh();
    REQUIRE(copy.write(some_bytes(200)));
    CHECK_FALSE(copy.copy_from(fd, 0, 10));
    check_full(copy);
    output_file patch = fresh();
    REQUIRE(patch.write(some_bytes(200)));
    CHECK_FALSE(patch.patch(0, some_bytes(4)));
    check_full(patch);
  }
  for (const bool observed : {false, true}) {  // a copy by the kernel, and one through a buffer
    CAPTURE(observed);
    output_file out = fresh();
    std::uint64_t seen = 0;
    const output_file::observe_fn observe =
        observed ? output_file::observe_fn([&](std::span<const std::byte> b) { seen += b.size(); })
                 : output_file::observe_fn{};
    CHECK_FALSE(out.copy_from(fd, 0, 5000, observe));
    check_full(out);
    CHECK(seen == (observed ? 5000u : 0u));  // the bytes read were seen before the write failed
  }
  ::close(fd);
  fs::remove(src);
  CHECK(no_files_in(dir.path));
}

TEST_CASE("output_file: a patch that meets the file size limit fails in its own write") {
  const test_support::scratch_dir dir("output-file-patch-full");
  auto out = output_file::create((dir.path / "out.bin").string(), 4096);
  REQUIRE(out.has_value());
  REQUIRE(out->write(some_bytes(5000)));  // larger than the buffer: on disk before the limit
  const test_support::file_size_limit full(100);
  CHECK_FALSE(out->patch(4000, some_bytes(4)));
  check_full(*out);
  CHECK(std::string(out->failure().message()).find("write failed") != std::string::npos);
  out->discard();
  CHECK(no_files_in(dir.path));
}

TEST_CASE("output_file: the signal handler's table lists eight open files; the handler removes their temporaries") {
  const test_support::scratch_dir dir("output-file-table");
  std::vector<output_file> open;
  for (int i = 0; i < 9; ++i) {
    auto out = output_file::create((dir.path / ("out" + std::to_string(i))).string());
    REQUIRE(out.has_value());
    REQUIRE(out->write(some_bytes(8)));
    open.push_back(std::move(*out));
  }
  std::size_t temporaries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++temporaries;
  CHECK(temporaries == 9);
  // A ninth file, and a path longer than a slot holds, are not listed.
  CHECK(output_detail::temporaries().add("x") == -1);
  output_file::discard_all_in_signal_handler();
  std::size_t left = 0;
  for (const auto& e : fs::directory_iterator(dir.path)) {
    ++left;
    CHECK(e.path().filename().string().starts_with("out8.partial-"));
  }
  CHECK(left == 1);
  open.clear();  // closes all; the ninth removes its own temporary
  CHECK(no_files_in(dir.path));
  // A committed file is no temporary: the handler leaves it.
  auto kept = output_file::create((dir.path / "kept").string());
  REQUIRE(kept.has_value());
  REQUIRE(!kept->commit());
  output_file::discard_all_in_signal_handler();
  CHECK(fs::exists(dir.path / "kept"));
  fs::remove(dir.path / "kept");
  const std::string too_long(output_detail::open_temporaries::path_max, 'a');
  CHECK(output_detail::temporaries().add(too_long) == -1);
  const int slot = output_detail::temporaries().add("/nonexistent/x");
  CHECK(slot >= 0);
  output_detail::temporaries().remove(slot);
}

TEST_CASE("output_file: a pipe as the source is copied through a buffer, where reading at an offset fails") {
  const test_support::scratch_dir dir("output-file-pipe");
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  REQUIRE(::write(fds[1], "hello", 5) == 5);
  auto out = output_file::create((dir.path / "out.bin").string());
  REQUIRE(out.has_value());
  CHECK_FALSE(out->copy_from(fds[0], 0, 5));  // copy_file_range refuses a pipe (EINVAL); pread cannot seek it
  CHECK(out->failure().value == static_cast<std::uint64_t>(ESPIPE));
  CHECK(std::string(out->failure().message()).find("read failed") != std::string::npos);
  ::close(fds[0]);
  ::close(fds[1]);
}

TEST_CASE("output_file: progress is reported as copied data is written; an empty write changes nothing") {
  const test_support::scratch_dir dir("output-file-progress");
  const fs::path src = dir.path / "src.bin";
  test_support::write_file(src, some_bytes(3000));
  const int fd = ::open(src.string().c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  auto out = output_file::create((dir.path / "out.bin").string());
  REQUIRE(out.has_value());
  std::vector<std::uint64_t> seen;
  out->on_progress([&](std::uint64_t written) { seen.push_back(written); });
  REQUIRE(out->write(some_bytes(10)));
  CHECK(out->write(std::span<const std::byte>()));
  CHECK(out->position() == 10);
  REQUIRE(out->copy_from(fd, 0, 3000));
  REQUIRE_FALSE(seen.empty());
  CHECK(std::is_sorted(seen.begin(), seen.end()));
  CHECK(seen.back() == 3010);
  REQUIRE(!out->commit());
  CHECK(fs::file_size(dir.path / "out.bin") == 3010);
  ::close(fd);
}
