// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mapped_file (tables/mapped_file.hpp) asked for what the readers never ask:
// a folder, reads past the end in each load mode, a file cut after it was
// opened (pread backends), a copy that has no descriptor, every access
// hint, and long reads around the page cache (O_DIRECT) and through it. Each read that cannot be served says so (false, or truncated with the
// offset), never reads memory it does not own.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
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
    // Assigned to itself (through a reference, as generic code would): it keeps its file.
    mapped_file& same = to;
    to = std::move(same);
    CHECK(to.size() == big_data.size());
    CHECK(!to.read_exactly(0, tail));
    CHECK(std::equal(tail.begin(), tail.end(), big_data.begin()));
  }
}

TEST_CASE("mapped_file: an empty file, in each load mode, and reads of no bytes") {
  const test_support::scratch_dir dir("mapped-file-empty");
  const fs::path empty = dir.path / "empty.bin", some = dir.path / "some.bin";
  test_support::write_file(empty, std::vector<std::byte>{});
  test_support::write_file(some, test_support::pattern_bytes(10, 7));
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    CAPTURE(static_cast<int>(mode));
    mapped_file m;
    REQUIRE(!m.open(empty.string(), mode));
    CHECK(m.empty());
    CHECK(m.bytes().empty());
    CHECK_FALSE(m.can_read_at());  // nothing mapped, no descriptor kept
    for (const access_hint h : {access_hint::normal, access_hint::willneed}) m.advise(h);
    CHECK(m.empty());
    std::vector<std::byte> none, one(1);
    CHECK(!m.read_exactly(0, none));
    CHECK(m.read_exactly(0, one).code == errc::truncated);
    // A file with bytes: reading none of them at its end is no error either.
    REQUIRE(!m.open(some.string(), mode));
    CHECK(!m.read_exactly(10, none));
    CHECK(m.read_exactly(10, one).code == errc::truncated);
  }
}

namespace {

// Whether the kernel answers cachestat(2) (Linux 6.5+; number 451 where the
// library calls it by that number, tables/impl/mapped_file.ipp): without it the
// library never knows a range is cold, and never reads around the page cache.
bool kernel_has_cachestat(int fd) {
#if defined(__x86_64__) || defined(__aarch64__) || defined(__riscv)
  struct {
    std::uint64_t off, len;
  } range{0, 0};
  std::uint64_t stat[5] = {};
  return ::syscall(451, fd, &range, stat, 0) == 0;
#else
  (void)fd;
  return false;
#endif
}

// Pages of [offset, offset + length) of `p` in the page cache (mincore on a
// mapping that is never touched).
std::size_t cached_pages(const fs::path& p, std::uint64_t offset, std::uint64_t length) {
  const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC);
  REQUIRE(fd >= 0);
  struct stat st {};
  REQUIRE(::fstat(fd, &st) == 0);
  const auto size = static_cast<std::size_t>(st.st_size);
  void* m = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
  ::close(fd);
  REQUIRE(m != MAP_FAILED);
  const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  const std::size_t first = static_cast<std::size_t>(offset) / page;
  const std::size_t end = std::min<std::size_t>((static_cast<std::size_t>(offset + length) + page - 1) / page,
                                                (size + page - 1) / page);
  std::vector<unsigned char> in(end - first);
  const int r = ::mincore(static_cast<std::byte*>(m) + first * page, (end - first) * page, in.data());
  ::munmap(m, size);
  REQUIRE(r == 0);
  return static_cast<std::size_t>(std::count_if(in.begin(), in.end(), [](unsigned char c) { return (c & 1) != 0; }));
}

// Writes the file out and drops it from the page cache: the next read is cold.
void drop_from_cache(const fs::path& p) {
  const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC);
  REQUIRE(fd >= 0);
  CHECK(::fsync(fd) == 0);
  CHECK(::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0);
  ::close(fd);
}

// A buffer of n bytes whose address agrees with file offset `offset` modulo
// direct_read_alignment, plus `skew`.
struct placed_buffer {
  std::vector<std::byte> storage;
  std::span<std::byte> bytes;
  placed_buffer(std::size_t n, std::uint64_t offset, std::size_t skew) : storage(n + 2 * direct_read_alignment) {
    const auto base = reinterpret_cast<std::uintptr_t>(storage.data());
    const std::size_t want = (offset + skew) % direct_read_alignment;
    const std::size_t at = (want + direct_read_alignment - base % direct_read_alignment) % direct_read_alignment;
    bytes = std::span<std::byte>(storage).subspan(at, n);
  }
};

struct env_override {
  explicit env_override(const char* value) { ::setenv("MLIRBC_DIRECT_IO", value, 1); }
  ~env_override() { ::unsetenv("MLIRBC_DIRECT_IO"); }
  env_override(const env_override&) = delete;
  env_override& operator=(const env_override&) = delete;
};

}  // namespace

TEST_CASE("mapped_file: long reads of an uncached range go around the page cache, with the same bytes") {
  const test_support::scratch_dir dir("mapped-file-direct");
  const fs::path p = dir.path / "data.bin";
  const auto data = test_support::pattern_bytes((3u << 20) + 1234, 6);
  test_support::write_file(p, data);
  // Off the alignment at both ends: a head and a tail through the page cache.
  const std::uint64_t offset = 3 * direct_read_alignment + 100;
  const std::size_t length = (2u << 20) + 777;
  const std::uint64_t middle = offset + direct_read_alignment - 100;  // the first aligned byte
  const std::size_t middle_pages = (length - (direct_read_alignment - 100)) / direct_read_alignment;
  auto same = [&](std::span<const std::byte> got) {
    return std::equal(got.begin(), got.end(), data.begin() + static_cast<std::ptrdiff_t>(offset));
  };

  mapped_file m;
  REQUIRE(!m.open(p.string(), load_mode::read));
  drop_from_cache(p);
  const bool cold = cached_pages(p, middle, middle_pages * direct_read_alignment) == 0;
  if (!m.reads_direct() || !cold || !kernel_has_cachestat(m.fd())) {
    // A file system without O_DIRECT (tmpfs on older kernels), one whose pages cannot be
    // dropped, or a kernel before 6.5 (Debian 12's 6.1): every read goes through the cache.
    MESSAGE("direct reads not exercised here (O_DIRECT: " << m.reads_direct() << ", dropped from cache: " << cold
            << ", cachestat: " << kernel_has_cachestat(m.fd()) << ")");
    placed_buffer out(length, offset, 0);
    REQUIRE(!m.read_exactly(offset, out.bytes));
    CHECK(same(out.bytes));
    return;
  }

  SUBCASE("memory placed like the file: the middle is read with O_DIRECT") {
    placed_buffer out(length, offset, 0);
    REQUIRE(!m.read_exactly(offset, out.bytes));
    CHECK(same(out.bytes));
    // Read through the page cache, the middle would be cached now; the head's readahead may cache a few pages.
    CHECK(cached_pages(p, middle, middle_pages * direct_read_alignment) < middle_pages / 4);
  }
  SUBCASE("memory placed otherwise: through the page cache") {
    placed_buffer out(length, offset, 8);
    REQUIRE(!m.read_exactly(offset, out.bytes));
    CHECK(same(out.bytes));
    CHECK(cached_pages(p, middle, middle_pages * direct_read_alignment) == middle_pages);
  }
  SUBCASE("a warm range: through the page cache") {
    std::vector<std::byte> warm(length);
    REQUIRE(!m.read_exactly(offset, warm));  // not placed: cached
    REQUIRE(cached_pages(p, middle, middle_pages * direct_read_alignment) == middle_pages);
    placed_buffer out(length, offset, 0);
    REQUIRE(!m.read_exactly(offset, out.bytes));
    CHECK(same(out.bytes));
  }
  SUBCASE("MLIRBC_DIRECT_IO=0: no direct reads") {
    const env_override off("0");
    mapped_file buffered;
    REQUIRE(!buffered.open(p.string(), load_mode::read));
    CHECK_FALSE(buffered.reads_direct());
    placed_buffer out(length, offset, 0);
    REQUIRE(!buffered.read_exactly(offset, out.bytes));
    CHECK(same(out.bytes));
    CHECK(cached_pages(p, middle, middle_pages * direct_read_alignment) == middle_pages);
  }
  SUBCASE("a file cut inside the direct part: truncated, where it now ends") {
    const std::uint64_t cut = middle + (1u << 20) + 1000;  // off the alignment: the direct read ends short
    fs::resize_file(p, cut);
    drop_from_cache(p);
    placed_buffer out(length, offset, 0);
    const error e = m.read_exactly(offset, out.bytes);
    CHECK(e.code == errc::truncated);
    CHECK(e.offset == cut);
    CHECK(e.value == length);
    CHECK(e.limit == cut - offset);
    CHECK(std::equal(out.bytes.begin(), out.bytes.begin() + static_cast<std::ptrdiff_t>(cut - offset),
                     data.begin() + static_cast<std::ptrdiff_t>(offset)));
  }
}

TEST_CASE("mapped_file: long reads on tmpfs (O_DIRECT refused by older kernels) give the same bytes") {
  const fs::path shm = "/dev/shm";
  std::error_code ec;
  if (!fs::is_directory(shm, ec)) {
    MESSAGE("no /dev/shm");
    return;
  }
  const fs::path p = shm / ("mlirbc-direct-" + std::to_string(::getpid()));
  const auto data = test_support::pattern_bytes((2u << 20) + 5000, 7);
  test_support::write_file(p, data);
  mapped_file m;
  REQUIRE(!m.open(p.string(), load_mode::read));
  placed_buffer out((2u << 20) + 1000, 2000, 0);
  const error e = m.read_exactly(2000, out.bytes);
  fs::remove(p, ec);
  REQUIRE(!e);
  CHECK(std::equal(out.bytes.begin(), out.bytes.end(), data.begin() + 2000));
}
