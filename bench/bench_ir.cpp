// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// IR benchmarks on modules of 10k / 100k / 1M ops: generated text (gen_ir.hpp)
// converted to bytecode by mlir-opt 22 once per run (cached in the scratch
// directory), then
//   ir_walk:  structural walk (every op, region, block, operand checked)
//   ir_walk_general: the same with every op read by the general reader
//             (ir_walker::use_op_runs(false)), the walk before runs of ops
//   ir_walk_decode: the walk + decoding every attribute and type the ops and
//             blocks reference (locations, attr dicts, result and argument
//             types), then every remaining table entry, with a fresh
//             attr_reader per iteration (its cache would hide the cost)
//   ir_dump:  the generic printer into a string (what `mlirbc dump` prints)
// Before timing, the walk's op count must equal the generator's.
#include <benchmark/benchmark.h>


#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/decode_all.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "common.hpp"
#include "gen_ir.hpp"

namespace {

// Decodes what each op and block refers to; returns the number of decodes.
struct decoding_visitor {
  const mlirbc::attr_reader* attrs;
  std::uint64_t decoded = 0;
  void need(const mlirbc::error& e) {
    if (e) bench::die(e.message());
    ++decoded;
  }
  void attr(std::uint64_t i) { need(attrs->attribute(i).err()); }
  void type(std::uint64_t i) { need(attrs->type(i).err()); }
  void on_op(const mlirbc::op_view& op) {
    attr(op.location);
    if (op.has_attrs) attr(op.attrs);
    for (std::uint64_t t : op.result_types) type(t);
  }
  void on_block_begin(const mlirbc::block_view& b) {
    for (const auto& a : b.args) {
      type(a.type);
      if (a.has_loc) attr(a.loc);
    }
  }
};

std::uint64_t walk_decode(const mlirbc::bytecode& b) {
  mlirbc::attr_reader attrs(b, mlirbc::default_dialects());
  decoding_visitor v{&attrs};
  mlirbc::ir_walker w(b);
  if (mlirbc::error e = w.walk(v)) bench::die(e.message());
  for (std::uint64_t i = 0; i < attrs.num_attributes(); ++i) v.attr(i);
  for (std::uint64_t i = 0; i < attrs.num_types(); ++i) v.type(i);
  return v.decoded;
}

void finish(benchmark::State& state, const bench::ir_file& f) {
  state.SetItemsProcessed(static_cast<std::int64_t>(f.ops) * state.iterations());
  state.counters["ops"] = static_cast<double>(f.ops);
  state.counters["file_bytes"] = static_cast<double>(bench::fs::file_size(f.path));
}

void walk(benchmark::State& state, bool op_runs) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  if (bench::walk_ops(opened->view(), op_runs) != f->ops) bench::die("walk saw a different op count than generated");
  for (auto _ : state) benchmark::DoNotOptimize(bench::walk_ops(opened->view(), op_runs));
  state.SetBytesProcessed(static_cast<std::int64_t>(f->ir_bytes) * state.iterations());
  finish(state, *f);
}

void ir_walk(benchmark::State& state) { walk(state, true); }
void ir_walk_general(benchmark::State& state) { walk(state, false); }

void ir_walk_decode(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  const auto& b = opened->view();
  if (bench::walk_ops(b) != f->ops) bench::die("walk saw a different op count than generated");
  for (auto _ : state) benchmark::DoNotOptimize(walk_decode(b));
  state.SetBytesProcessed(static_cast<std::int64_t>(f->ir_bytes) * state.iterations());
  state.counters["attributes"] = static_cast<double>(b.attr_types().num_attributes());
  state.counters["types"] = static_cast<double>(b.attr_types().num_types());
  finish(state, *f);
}

// decode_all on a fresh reader: every attribute and type entry, on 1 or 2
// threads, keeping every node (retention 0 = all) or only kinds (1 = requested).
void ir_decode_all(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  const unsigned threads = static_cast<unsigned>(state.range(1));
  const auto keep = state.range(2) == 0 ? mlirbc::retention::all : mlirbc::retention::requested;
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  const auto& b = opened->view();
  {
    mlirbc::attr_reader r(b, mlirbc::default_dialects(), keep);
    const mlirbc::decode_counts c = mlirbc::decode_all(r, threads);
    if (c.attribute_errors + c.type_errors != 0) bench::die("decode_all failed on a generated module");
  }
  for (auto _ : state) {
    mlirbc::attr_reader r(b, mlirbc::default_dialects(), keep);
    benchmark::DoNotOptimize(mlirbc::decode_all(r, threads).attribute_errors);
  }
  const auto entries = b.attr_types().num_attributes() + b.attr_types().num_types();
  state.SetItemsProcessed(static_cast<std::int64_t>(entries) * state.iterations());
  state.counters["entries"] = static_cast<double>(entries);
  state.counters["threads"] = threads;
  state.counters["kinds_only"] = keep == mlirbc::retention::requested ? 1 : 0;
}

void ir_dump(benchmark::State& state) {
  const bench::ir_file* f = bench::module_file(static_cast<std::uint64_t>(state.range(0)));
  if (f == nullptr) return state.SkipWithError("mlir-opt 22 not installed");
  auto opened = mlirbc::bytecode_file::open(f->path);
  if (!opened) bench::die(opened.err().message());
  std::string out;
  if (mlirbc::error e = mlirbc::print_generic(opened->view(), out)) bench::die(e.message());
  const std::size_t printed = out.size();
  for (auto _ : state) {
    out.clear();
    if (mlirbc::error e = mlirbc::print_generic(opened->view(), out)) bench::die(e.message());
    benchmark::DoNotOptimize(out.data());
  }
  if (out.size() != printed) bench::die("dump is not deterministic");
  state.SetBytesProcessed(static_cast<std::int64_t>(printed) * state.iterations());  // output bytes
  finish(state, *f);
}

BENCHMARK(ir_walk)->Arg(10000)->Arg(100000)->Arg(1000000)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(ir_walk_general)->Arg(100000)->Arg(1000000)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(ir_walk_decode)->Arg(10000)->Arg(100000)->Arg(1000000)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(ir_decode_all)->ArgsProduct({{100000, 1000000}, {1, 2}, {0, 1}})->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(ir_dump)->Arg(10000)->Arg(100000)->Arg(1000000)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
