// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Blob scan bandwidth: reading weight data through the library (find_blob +
// as<T>()) against the same scan over a plain mmap of the same bytes, and
// against memcpy bandwidth, in the same run. Warm = pages already in the page
// cache and mapped; cold = evicted with posix_fadvise(DONTNEED) before each
// iteration, mapping included in the time.
//
// All scans run the same kernel (bench::checksum_u32) over the same byte
// ranges and check the result against the checksum computed when the file
// was generated.
#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "common.hpp"

namespace {

constexpr std::uint64_t scan_bytes = std::uint64_t{256} << 20;
constexpr std::size_t scan_weights = 16;

const bench::weight_file& scan_file() { return bench::make_weight_file(scan_bytes, scan_weights); }

// Blob byte ranges (file offsets), looked up once through the reader.
struct range {
  std::uint64_t offset, size;
};
const std::vector<range>& ranges() {
  static std::vector<range> r = [] {
    std::vector<range> out;
    auto f = mlirbc::bytecode_file::open(scan_file().path.string());
    if (!f) bench::die(f.err().message());
    for (const auto& name : scan_file().names) {
      auto b = f->view().find_blob("builtin", name);
      if (!b) bench::die(b.err().message());
      out.push_back({b->offset, b->data.size()});
    }
    return out;
  }();
  return r;
}

void check(std::size_t i, std::uint64_t sum) {
  if (sum != scan_file().checksums[i]) bench::die("scan checksum mismatch");
}

// Scans every blob through the library's typed view.
std::uint64_t scan_library(const mlirbc::bytecode& b) {
  std::uint64_t total = 0;
  const auto& wf = scan_file();
  for (std::size_t i = 0; i < wf.count; ++i) {
    auto blob = b.find_blob("builtin", wf.names[i]);
    if (!blob) bench::die(blob.err().message());
    auto words = blob->template as<std::uint32_t>();
    if (!words) bench::die(words.err().message());
    const std::uint64_t s = bench::checksum_u32(words->data(), words->size());
    check(i, s);
    total += s;
  }
  return total;
}

// The same scan over a raw mapping of the file at the same offsets.
std::uint64_t scan_raw(const std::byte* base) {
  std::uint64_t total = 0;
  const auto& rs = ranges();
  for (std::size_t i = 0; i < rs.size(); ++i) {
    const auto* p = reinterpret_cast<const std::uint32_t*>(base + rs[i].offset);
    const std::uint64_t s = bench::checksum_u32(p, static_cast<std::size_t>(rs[i].size / 4));
    check(i, s);
    total += s;
  }
  return total;
}

struct raw_map {
  const std::byte* data = nullptr;
  std::size_t size = 0;
  explicit raw_map(const bench::fs::path& p) {
    const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) bench::die("open " + p.string());
    struct stat st {};
    ::fstat(fd, &st);
    size = static_cast<std::size_t>(st.st_size);
    void* m = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    if (m == MAP_FAILED) bench::die("mmap " + p.string());
    data = static_cast<const std::byte*>(m);
  }
  ~raw_map() { ::munmap(const_cast<std::byte*>(data), size); }
  raw_map(const raw_map&) = delete;
  raw_map& operator=(const raw_map&) = delete;
};

void finish(benchmark::State& state) {
  state.SetBytesProcessed(static_cast<std::int64_t>(scan_bytes) * state.iterations());
  state.SetLabel(bench::human_size(scan_bytes) + " in " + std::to_string(scan_weights) + " blobs");
}

void scan_blob_as_warm(benchmark::State& state) {
  auto f = mlirbc::bytecode_file::open(scan_file().path.string());
  if (!f) bench::die(f.err().message());
  benchmark::DoNotOptimize(scan_library(f->view()));  // fault the pages in
  for (auto _ : state) benchmark::DoNotOptimize(scan_library(f->view()));
  finish(state);
}

void scan_plain_mmap_warm(benchmark::State& state) {
  (void)ranges();
  raw_map m(scan_file().path);
  benchmark::DoNotOptimize(scan_raw(m.data));
  for (auto _ : state) benchmark::DoNotOptimize(scan_raw(m.data));
  finish(state);
}

void memcpy_warm(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(scan_bytes);
  std::unique_ptr<std::byte[]> src(new std::byte[n]), dst(new std::byte[n]);
  std::memset(src.get(), 1, n);
  std::memset(dst.get(), 2, n);
  for (auto _ : state) {
    std::memcpy(dst.get(), src.get(), n);
    benchmark::ClobberMemory();
  }
  finish(state);
}

void scan_blob_as_cold(benchmark::State& state) {
  const auto& wf = scan_file();
  for (auto _ : state) {
    state.PauseTiming();
    bench::evict(wf.path);
    state.ResumeTiming();
    auto f = mlirbc::bytecode_file::open(wf.path.string());
    if (!f) bench::die(f.err().message());
    benchmark::DoNotOptimize(scan_library(f->view()));
  }
  finish(state);
}

void scan_plain_mmap_cold(benchmark::State& state) {
  const auto& wf = scan_file();
  (void)ranges();
  for (auto _ : state) {
    state.PauseTiming();
    bench::evict(wf.path);
    state.ResumeTiming();
    raw_map m(wf.path);
    benchmark::DoNotOptimize(scan_raw(m.data));
  }
  finish(state);
}

// Both warm scans interleaved in one loop (order alternating), so that load
// from other processes hits both alike; ratio = plain time / library time
// (>= 1 means the library path is at least as fast).
void scan_paired_warm(benchmark::State& state) {
  auto f = mlirbc::bytecode_file::open(scan_file().path.string());
  if (!f) bench::die(f.err().message());
  raw_map m(scan_file().path);
  benchmark::DoNotOptimize(scan_library(f->view()));
  benchmark::DoNotOptimize(scan_raw(m.data));
  using clock = std::chrono::steady_clock;
  double lib = 0, raw = 0;
  bool lib_first = true;
  for (auto _ : state) {
    for (int k = 0; k < 2; ++k) {
      const auto t0 = clock::now();
      if (lib_first == (k == 0)) {
        benchmark::DoNotOptimize(scan_library(f->view()));
        lib += std::chrono::duration<double>(clock::now() - t0).count();
      } else {
        benchmark::DoNotOptimize(scan_raw(m.data));
        raw += std::chrono::duration<double>(clock::now() - t0).count();
      }
    }
    lib_first = !lib_first;
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["library_GiBps"] = static_cast<double>(scan_bytes) * n / lib / (1 << 30);
  state.counters["plain_mmap_GiBps"] = static_cast<double>(scan_bytes) * n / raw / (1 << 30);
  state.counters["ratio"] = raw / lib;
  state.SetBytesProcessed(static_cast<std::int64_t>(2 * scan_bytes) * state.iterations());
  state.SetLabel("library and plain mmap scans interleaved");
}

BENCHMARK(scan_paired_warm)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(scan_blob_as_warm)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(scan_plain_mmap_warm)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(memcpy_warm)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(scan_blob_as_cold)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(scan_plain_mmap_cold)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
