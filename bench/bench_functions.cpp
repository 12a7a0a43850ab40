// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Functions on demand (include/mlirbc/tasks/functions.hpp) on a generated module of
// ~1M ops (bench/gen_ir.hpp: ~20k functions of ~50 ops, mlir-opt 22 converts
// it to version 6 once per run):
//   fn_index:        function_index::build — the module's own ops only; every
//                    body is skipped by its section length
//   fn_walk/T:       every body walked (summary_visitor) on T threads
//   fn_walk_decode/T: the same plus decoding, through one attr_reader shared by
//                    all threads (fresh per iteration), each op's location,
//                    attribute dictionary and result types and each block
//                    argument's type
// Before timing: the index plus the bodies must account for every generated
// op, and the per-function summaries on T threads must equal the serial ones.
// Timed in wall-clock time (UseRealTime): the point is the speed-up.
#include <benchmark/benchmark.h>

#include <ctime>

#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/functions.hpp>

#include "common.hpp"
#include "gen_ir.hpp"

namespace {


std::vector<mlirbc::function_summary> summaries(const mlirbc::function_index& idx, unsigned threads) {
  auto s = mlirbc::summarize_functions(idx, threads);
  if (!s) bench::die(s.err().message());
  return std::move(*s);
}

// Checks the index and the serial/parallel agreement; returns the index.
mlirbc::function_index checked_index(const mlirbc::bytecode& b, const bench::ir_file& f, unsigned threads) {
  auto idx = mlirbc::function_index::build(b);
  if (!idx) bench::die(idx.err().message());
  const auto serial = summaries(*idx, 1);
  std::uint64_t ops = idx->ops_scanned();
  for (const auto& s : serial) ops += s.ops;
  if (ops != f.ops) bench::die("index + bodies saw a different op count than generated");
  if (summaries(*idx, threads) != serial) bench::die("parallel summaries differ from the serial ones");
  return std::move(*idx);
}

// CPU time of the whole process (all threads), in seconds.
double process_cpu_seconds() {
  timespec ts{};
  ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Records the process CPU time per iteration (all threads): with T threads
// and T idle cores it approaches T x the wall time; on a loaded machine it
// shows how much parallelism the threads actually got.
struct cpu_meter {
  double start = process_cpu_seconds();
  void report(benchmark::State& state) const {
    const double per_iter = (process_cpu_seconds() - start) / static_cast<double>(state.iterations());
    state.counters["process_cpu_ms"] = per_iter * 1e3;
  }
};

void finish(benchmark::State& state, const bench::ir_file& f, std::size_t functions) {
  state.SetItemsProcessed(static_cast<std::int64_t>(f.ops) * state.iterations());
  state.SetBytesProcessed(static_cast<std::int64_t>(f.ir_bytes) * state.iterations());
  state.counters["ops"] = static_cast<double>(f.ops);
  state.counters["functions"] = static_cast<double>(functions);
}

void fn_index(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  const auto idx = checked_index(opened->view(), *f, 2);
  for (auto _ : state) {
    auto i = mlirbc::function_index::build(opened->view());
    benchmark::DoNotOptimize(i->size());
  }
  state.counters["ops_scanned"] = static_cast<double>(idx.ops_scanned());
  finish(state, *f, idx.size());
}

void fn_walk(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  const auto threads = static_cast<unsigned>(state.range(1));
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  const auto idx = checked_index(opened->view(), *f, threads);
  cpu_meter cpu;
  for (auto _ : state) benchmark::DoNotOptimize(summaries(idx, threads).size());
  cpu.report(state);
  finish(state, *f, idx.size());
}

// Decodes what each op and block refers to through a shared reader.
struct decoding_visitor {
  const mlirbc::attr_reader* attrs = nullptr;
  mlirbc::error err;
  std::uint64_t decoded = 0;
  void need(const mlirbc::error& e) {
    if (e && !err) err = e;
    ++decoded;
  }
  mlirbc::walk_action on_op(const mlirbc::op_view& op) {
    need(attrs->attribute(op.location).err());
    if (op.has_attrs) need(attrs->attribute(op.attrs).err());
    for (std::uint64_t t : op.result_types) need(attrs->type(t).err());
    return err ? mlirbc::walk_action::stop : mlirbc::walk_action::advance;
  }
  void on_block_begin(const mlirbc::block_view& b) {
    for (const auto& a : b.args) need(attrs->type(a.type).err());
  }
};

void fn_walk_decode(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  const auto threads = static_cast<unsigned>(state.range(1));
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  const auto idx = checked_index(opened->view(), *f, threads);
  cpu_meter cpu;
  for (auto _ : state) {
    mlirbc::attr_reader attrs(opened->view(), mlirbc::default_dialects());
    std::vector<std::uint64_t> decoded(idx.size());
    const mlirbc::error e = mlirbc::for_each_function(idx, threads, [&](std::size_t i, mlirbc::ir_walker& w) {
      decoding_visitor v;
      v.attrs = &attrs;
      if (mlirbc::error err = idx.walk(i, w, v)) return err;
      decoded[i] = v.decoded;
      return v.err;
    });
    if (e) bench::die(e.message());
    benchmark::DoNotOptimize(decoded.data());
  }
  cpu.report(state);
  finish(state, *f, idx.size());
}

BENCHMARK(fn_index)->Arg(1000000)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(fn_walk)->Args({1000000, 1})->Args({1000000, 2})->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(fn_walk_decode)->Args({1000000, 1})->Args({1000000, 2})->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
