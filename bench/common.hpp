// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Shared pieces of the benchmarks: a scratch directory removed at exit,
// deterministic weight files made with the writer, checksums, resident memory
// and page-cache eviction.
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <mlirbc.hpp>

namespace bench {

namespace fs = std::filesystem;

// Every generated input lives here; the directory is removed at exit (also
// after a failed check), so multi-GiB files never outlive the run.
// MLIRBC_BENCH_DIR overrides the parent directory (default: the system temp dir).
inline const fs::path& scratch() {
  struct dir {
    fs::path path;
    dir() {
      const char* parent = std::getenv("MLIRBC_BENCH_DIR");
      path = fs::path(parent != nullptr ? parent : fs::temp_directory_path().string()) /
             ("mlirbc-bench-" + std::to_string(::getpid()));
      fs::create_directories(path);
    }
    ~dir() {
      std::error_code ec;
      fs::remove_all(path, ec);
    }
  };
  static dir d;
  return d.path;
}

[[noreturn]] inline void die(const std::string& what) {
  std::fprintf(stderr, "benchmark setup failed: %s\n", what.c_str());
  std::error_code ec;
  fs::remove_all(scratch(), ec);
  std::exit(1);
}

// Deterministic 64-bit words: splitmix64 of the word index.
inline std::uint64_t word_at(std::uint64_t i) noexcept {
  std::uint64_t z = i + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Order-dependent checksum of 32-bit words (the scan kernel of the benchmarks).
// Four independent lanes so that the compiler can vectorise it.
inline std::uint64_t checksum_u32(const std::uint32_t* p, std::size_t n) noexcept {
  std::uint64_t a = 0, b = 0, c = 0, d = 0;
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    a += p[i];
    b += p[i + 1] ^ 0x5555u;
    c += p[i + 2];
    d += p[i + 3] ^ 0xAAAAu;
  }
  for (; i < n; ++i) a += p[i];
  return a + 3 * b + 5 * c + 7 * d;
}

// Resident set size of this process in bytes (from /proc/self/statm).
inline std::uint64_t resident_bytes() {
  std::ifstream in("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  in >> size >> resident;
  return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}

// Drops the file's pages from the page cache (fails silently for mapped pages).
inline void evict(const fs::path& p) {
  const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  (void)::fdatasync(fd);
  (void)::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
  ::close(fd);
}

struct weight_file {
  fs::path path;
  std::uint64_t data_bytes = 0;          // total blob bytes
  std::size_t count = 0;                 // number of weights
  std::vector<std::string> names;
  std::vector<std::uint64_t> checksums;  // checksum_u32 of each blob
};

// A weight file of `count` f32 weights holding `total` data bytes in all,
// written with the writer from a generator (never held in memory), then
// verified through the reader before any timing. Cached per (total, count).
inline const weight_file& make_weight_file(std::uint64_t total, std::size_t count, std::uint64_t alignment = 64) {
  static std::map<std::pair<std::uint64_t, std::size_t>, weight_file> cache;
  auto key = std::make_pair(total, count);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  weight_file wf;
  wf.path = scratch() / ("weights-" + std::to_string(total) + "-" + std::to_string(count) + ".mlirbc");
  wf.data_bytes = total;
  wf.count = count;
  const std::uint64_t each = total / count;
  if (each % 8 != 0 || each * count != total) die("weight size must split into 8-byte words");
  std::vector<mlirbc::weight> ws(count);
  std::vector<std::uint64_t> sums(count);
  for (std::size_t i = 0; i < count; ++i) {
    mlirbc::weight& w = ws[i];
    w.name = "layer" + std::to_string(i) + ".weight";
    w.type = mlirbc::element_type::f32;
    w.shape = {static_cast<std::int64_t>(each / 4)};
    w.alignment = alignment;
    w.size = each;
    const std::uint64_t first_word = i * (each / 8);
    std::uint64_t* sum = &sums[i];
    w.source = [first_word, sum](std::uint64_t off, std::span<std::byte> out) {
      // Chunks start at multiples of chunk_size (a multiple of 16), so the
      // per-chunk checksums add up to the checksum of the whole blob.
      for (std::size_t k = 0; k + 8 <= out.size(); k += 8) {
        const std::uint64_t v = word_at(first_word + (off + k) / 8);
        std::memcpy(out.data() + k, &v, 8);
      }
      *sum += checksum_u32(reinterpret_cast<const std::uint32_t*>(out.data()), out.size() / 4);
      return true;
    };
    wf.names.push_back(w.name);
  }
  mlirbc::write_options opt;
  opt.chunk_size = std::size_t{4} << 20;
  auto r = mlirbc::write_weights_file(wf.path.string(), ws, opt);
  if (!r) die(wf.path.string() + ": " + r.err().message());
  // Verify through the reader: every blob where the writer said, with the data generated.
  {
    auto f = mlirbc::bytecode_file::open(wf.path.string());
    if (!f) die(f.err().message());
    for (std::size_t i = 0; i < count; ++i) {
      auto b = f->view().find_blob("builtin", wf.names[i]);
      if (!b || b->offset != r->data_offsets[i]) die("blob " + wf.names[i] + " not found where written");
      auto words = b->template as<std::uint32_t>();
      if (!words) die(words.err().message());
      if (checksum_u32(words->data(), words->size()) != sums[i]) die("blob " + wf.names[i] + ": checksum mismatch");
    }
  }
  wf.checksums = sums;
  evict(wf.path);  // leave the page cache as the benchmark expects to find it
  return cache.emplace(key, std::move(wf)).first->second;
}

inline std::string human_size(std::uint64_t n) {
  const char* unit[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (n >= 1024 && n % 1024 == 0 && u < 4) {
    n /= 1024;
    ++u;
  }
  return std::to_string(n) + unit[u];
}

}  // namespace bench
