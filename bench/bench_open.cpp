// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Open + index + list resources of weight files from 1 MiB to 4 GiB.
//
// The time must not grow with the blob sizes (open reads only metadata), and
// mapping the file must not make blob pages resident. Each file holds the same
// 256 f32 weights, only their sizes change, so the metadata is the same size.
//
//   open_index: bytecode_file::open + walk the resource index (key, kind, size)
//   open_list:  the same + each blob's header (alignment, data offset, length),
//               i.e. everything `mlirbc resources` prints
//   open_list_madv_random: open_list after madvise(MADV_RANDOM) on the mapping
//               (no readahead, so fewer pages around each blob header)
//   open_list_pread: the same listing, blob headers read with pread
//               (bytecode_file::get_blob, what `mlirbc resources` does), after
//               the same advice (which also turns off the fd's readahead)
//   *_cold:     the file's pages are evicted from the page cache first
//
// Time = open + list only (manual timing); close_us = the munmap afterwards.
// Counters: rss_growth_KiB = resident memory while the file is open and listed
// minus before opening (one untimed probe); files/s; bytes_per_second = file
// size / time (flat time => throughput proportional to size).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <memory>

#include "common.hpp"

namespace {

constexpr std::size_t num_weights = 256;

// Largest file size to generate; MLIRBC_BENCH_MAX_BYTES lowers it (quick runs).
std::uint64_t max_bytes() {
  const char* s = std::getenv("MLIRBC_BENCH_MAX_BYTES");
  return s != nullptr ? std::strtoull(s, nullptr, 10) : std::uint64_t{4} << 30;
}

struct listing {
  std::uint64_t entries = 0;
  std::uint64_t data_bytes = 0;
};

// How a listing reads the file.
enum class mode {
  index,         // key, kind and entry size from the ResourceOffset index only
  headers,       // + each blob's header (alignment, data offset, length)
  headers_rand,  // the same after madvise(MADV_RANDOM) on the mapping
  headers_pread, // headers read with pread instead of through the mapping
};

const char* mode_name(mode m) {
  switch (m) {
    case mode::index: return "open_index";
    case mode::headers: return "open_list";
    case mode::headers_rand: return "open_list_madv_random";
    case mode::headers_pread: return "open_list_pread";
  }
  return "?";
}

// Opens the file; with mode::headers_rand / headers_pread, advises random access.
mlirbc::bytecode_file open_file(const std::string& path, mode m) {
  auto f = mlirbc::bytecode_file::open(path);
  if (!f) bench::die(f.err().message());
  if (m == mode::headers_rand || m == mode::headers_pread) f->mapping().advise(mlirbc::access_hint::random);
  return std::move(*f);
}

// Lists the resources of an open file.
listing list(const mlirbc::bytecode_file& f, mode m) {
  listing out;
  const auto& b = f.view();
  for (const auto& e : b.resources().entries()) {
    benchmark::DoNotOptimize(e.key.data());
    ++out.entries;
    if (m != mode::index) {
      auto blob = m == mode::headers_pread ? f.get_blob(e) : b.get_blob(e);
      if (!blob) bench::die(blob.err().message());
      out.data_bytes += blob->data.size();
    } else {
      out.data_bytes += e.bytes.size();
    }
  }
  return out;
}

void bm_open(benchmark::State& state, mode m, bool cold) {
  const auto size = static_cast<std::uint64_t>(state.range(0));
  const bench::weight_file& wf = bench::make_weight_file(size, num_weights);
  const std::string path = wf.path.string();
  const std::uint64_t file_size = bench::fs::file_size(wf.path);
  // One untimed probe for the resident-memory growth, in the state the timed
  // loop sees (cold: evicted; warm: after one listing warmed the page cache).
  if (cold) {
    bench::evict(wf.path);
  } else {
    benchmark::DoNotOptimize(list(open_file(path, m), m));
  }
  std::uint64_t growth = 0;
  {
    const std::uint64_t before = bench::resident_bytes();
    auto f = open_file(path, m);
    benchmark::DoNotOptimize(list(f, m));
    const std::uint64_t after = bench::resident_bytes();
    growth = after > before ? after - before : 0;
  }
  // Manual timing: open + list is timed; closing (munmap) is timed separately
  // and reported as close_us, because on this VM the TLB flush of munmap costs
  // more than everything else.
  using clock = std::chrono::steady_clock;
  listing l{};
  double close_seconds = 0;
  for (auto _ : state) {
    if (cold) bench::evict(wf.path);
    const auto t0 = clock::now();
    auto f = std::make_unique<mlirbc::bytecode_file>(open_file(path, m));
    l = list(*f, m);
    benchmark::DoNotOptimize(l);
    const auto t1 = clock::now();
    f.reset();
    const auto t2 = clock::now();
    state.SetIterationTime(std::chrono::duration<double>(t1 - t0).count());
    close_seconds += std::chrono::duration<double>(t2 - t1).count();
  }
  state.counters["close_us"] = close_seconds * 1e6 / static_cast<double>(state.iterations());
  if (l.entries != num_weights) bench::die("wrong resource count");
  if (m != mode::index && l.data_bytes != wf.data_bytes) bench::die("blob sizes do not add up");
  state.SetBytesProcessed(static_cast<std::int64_t>(file_size) * state.iterations());
  state.SetItemsProcessed(static_cast<std::int64_t>(num_weights) * state.iterations());
  state.counters["file_bytes"] = static_cast<double>(file_size);
  state.counters["rss_growth_KiB"] = static_cast<double>(growth) / 1024.0;
  state.SetLabel(bench::human_size(size) + " in " + std::to_string(num_weights) + " blobs");
}

void register_all() {
  for (std::uint64_t size = std::uint64_t{1} << 20; size <= max_bytes(); size *= 4) {
    for (bool cold : {false, true}) {
      for (mode m : {mode::index, mode::headers, mode::headers_rand, mode::headers_pread}) {
        const std::string name = std::string(mode_name(m)) + (cold ? "_cold" : "");
        benchmark::RegisterBenchmark(name.c_str(), [m, cold](benchmark::State& s) { bm_open(s, m, cold); })
            ->Arg(static_cast<std::int64_t>(size))
            ->UseManualTime()
            ->Unit(benchmark::kMicrosecond);
      }
    }
  }
}

const bool registered = (register_all(), true);

}  // namespace
