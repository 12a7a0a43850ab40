// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of functions.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>
#include <atomic>
#include <thread>

#include "../../base/helper_thread.hpp"
#include "../functions.hpp"

namespace mlirbc {

MLIRBC_INLINE op_view function_entry::header() const noexcept {
  op_view v = view();
  v.num_regions = num_regions;
  v.isolated = true;
  v.depth = 1;
  if (in_section) v.lazy = regions;
  return v;
}

MLIRBC_INLINE result<function_index> function_index::build(const bytecode& b, format_warnings* warnings) {
  function_index idx;
  idx.b_ = &b;
  idx.warnings_ = warnings;
  struct visitor {
    const ir_walker* w = nullptr;
    function_index* idx = nullptr;
    std::uint64_t ordinal = 0;
    std::uint64_t regions_at = 0;
    bool pending = false;
    walk_action on_op(const op_view& op) {
      if (op.depth == 0) return walk_action::advance;  // the module: look inside
      // depth 1: an op directly inside the module; never look inside.
      const std::uint64_t ord = ordinal++;
      if (op.num_regions == 0 || !op.isolated) return walk_action::skip;
      function_entry f;
      static_cast<op_header&>(f) = op_header::of(op);
      f.ordinal = ord;
      f.num_regions = op.num_regions;
      idx->fns_.push_back(f);
      regions_at = w->position();
      pending = true;
      return walk_action::skip;
    }
    void on_op_end(const op_view& op) {
      if (op.depth != 1 || !pending || idx->fns_.back().offset != op.offset) return;
      pending = false;
      function_entry& f = idx->fns_.back();
      f.end = w->position();
      if (op.lazy.present) {
        f.in_section = true;
        f.regions = op.lazy;
      } else {  // v0/v1: the regions are the inline bytes after the header
        f.regions.offset = regions_at;
        f.regions.length = f.end - regions_at;
        f.regions.num_regions = op.num_regions;
        f.regions.depth = op.depth + 1;
        f.regions.present = true;
      }
    }
  };
  ir_walker walker(b, warnings);
  visitor v;
  v.w = &walker;
  v.idx = &idx;
  if (error e = walker.walk(v)) return e;
  idx.ops_scanned_ = walker.ops_visited();
  return idx;
}

MLIRBC_INLINE void summary_visitor::on_region_begin(const region_view& r) {
  if (!started_) {
    started_ = true;
    region_base_ = r.id - 1;
    depth_base_ = r.depth - 1;
  }
  ++sum.regions;
  mix(0x52);
  mix(r.id - region_base_);
  mix(r.index);
  mix(r.num_blocks);
  mix(r.num_values);
  mix(r.depth - depth_base_);
}

MLIRBC_INLINE void summary_visitor::on_block_begin(const block_view& b) {
  ++sum.blocks;
  sum.block_args += b.args.size();
  mix(0x42);
  mix(b.region - region_base_);
  mix(b.index);
  mix(b.num_ops);
  for (const block_arg& a : b.args) {
    mix(a.type);
    mix(a.has_loc ? a.loc + 1 : 0);
  }
  mix(b.use_list_orders.size());
}

MLIRBC_INLINE walk_action summary_visitor::on_op(const op_view& op) {
  ++sum.ops;
  mix(0x4F);
  mix(op.name_index);
  mix(op.mask);
  mix(op.location);
  mix(op.has_attrs ? op.attrs + 1 : 0);
  mix(op.has_properties ? op.properties + 1 : 0);
  mix(op.result_types.size());
  for (std::uint64_t t : op.result_types) mix(t);
  mix(op.operands.size());
  for (const value_ref& v : op.operands) {
    mix(v.region - region_base_);
    mix(v.index);
  }
  mix(op.successors.size());
  for (std::uint64_t s : op.successors) mix(s);
  mix(op.use_list_orders.size());
  mix(op.num_regions * 2 + (op.isolated ? 1 : 0));
  mix(op.depth - depth_base_);
  return walk_action::advance;
}

MLIRBC_INLINE void summary_visitor::mix(std::uint64_t x) noexcept {
  // One multiply and shift per word: order-dependent, cheap next to the walk.
  sum.hash = (sum.hash ^ x) * 0x9E3779B97F4A7C15ull;
  sum.hash ^= sum.hash >> 29;
}

MLIRBC_INLINE result<std::vector<function_summary>> summarize_functions(const function_index& idx, unsigned threads) {
  std::vector<function_summary> out(idx.size());
  error e = for_each_function(idx, threads, [&](std::size_t i, ir_walker& w) -> error {
    summary_visitor v;
    if (error err = idx.walk(i, w, v)) return err;
    out[i] = v.sum;
    return {};
  });
  if (e) return e;
  return out;
}

MLIRBC_INLINE result<std::string_view> symbol_name(const attr_reader& r, const function_entry& f) {
  const bytecode& b = r.file();
  std::uint64_t attr = no_attr;
  if (f.has_attrs) {
    auto dict = r.dictionary(f.attrs);
    if (!dict) return dict.err();
    for (const named_attr& na : *dict)
      if (na.name == "sym_name") attr = na.value;
  }
  if (attr == no_attr && f.has_properties && f.name != nullptr) {
    auto entry = b.properties().at(f.properties);
    if (!entry) return entry.err();
    auto props = properties_or_opaque(r, *f.name, *entry);  // opaque: no name to be found
    if (!props) return props.err();
    for (const property_value& p : props->values)
      if (p.name == "sym_name") attr = p.attr();
  }
  if (attr == no_attr) return std::string_view{};
  auto a = r.attribute(attr);
  if (!a) return a.err();
  if (const auto* s = (*a)->get<attrs::string>()) return s->value;
  return std::string_view{};
}

MLIRBC_INLINE error detail::for_each_function(const function_index& idx, unsigned threads, function_callback fn) {
  const std::size_t n = idx.size();
  if (threads <= 1 || n <= 1) {
    ir_walker w(idx.file(), idx.warning_sink());
    for (std::size_t i = 0; i < n; ++i)
      if (error e = fn.call(fn.fn, i, w)) return e;
    return {};
  }
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  std::uint64_t total = 0;
  for (const function_entry& f : idx.functions()) total += f.regions.length + 1;
  const std::uint64_t target = std::max<std::uint64_t>(1, total / (std::uint64_t{threads} * 8));
  std::vector<std::size_t> chunk_first{0};
  std::uint64_t acc = 0;
  for (std::size_t i = 0; i < n; ++i) {
    acc += idx[i].regions.length + 1;
    if (acc >= target && i + 1 < n) {
      chunk_first.push_back(i + 1);
      acc = 0;
    }
  }
  chunk_first.push_back(n);
  const std::size_t chunks = chunk_first.size() - 1;

  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  struct failure {
    std::size_t index = SIZE_MAX;
    error e;
  };
  std::vector<failure> fails(threads);
  auto work = [&](unsigned t) {
    ir_walker w(idx.file(), idx.warning_sink());
    for (;;) {
      if (failed.load(std::memory_order_acquire)) return;
      const std::size_t c = next.fetch_add(1, std::memory_order_relaxed);
      if (c >= chunks) return;
      for (std::size_t i = chunk_first[c]; i < chunk_first[c + 1]; ++i) {
        if (error e = fn.call(fn.fn, i, w)) {
          fails[t] = failure{i, e};
          failed.store(true, std::memory_order_release);
          return;
        }
      }
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) pool.push_back(start_helper([&work, t] { work(t); }));
  work(0);
  for (auto& th : pool) th.join();
  const failure* first = nullptr;
  for (const failure& f : fails)
    if (f.e && (first == nullptr || f.index < first->index)) first = &f;
  return first != nullptr ? first->e : error{};
}

MLIRBC_INLINE std::span<const function_entry> function_index::functions() const noexcept {
  return {fns_.data(), fns_.size()};
}

}
