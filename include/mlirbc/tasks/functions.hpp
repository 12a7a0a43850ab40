// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// functions: the isolated ops directly inside the top-level op (func.func and
// the like), indexed by byte range without decoding their bodies, decoded one
// at a time on demand or all at once on several threads.
//
// Indexing walks only the top level: every op directly inside a top-level op
// is skipped (walk_action::skip). From version 2 on the regions of an
// isolated op are one length-delimited nested section, so skipping a body
// costs O(1) and indexing touches only the module's own ops. Versions 0/1
// store the regions inline; indexing then walks (and validates) the bodies
// sequentially once to find where each ends — the "sequential skip".
//
// Either way an entry's `regions` is a lazy_regions handle (the section
// payload, or the inline bytes of v0/v1), and ir_walker::walk_lazy decodes it
// on its own: an isolated op's regions form their own value scope, so no
// state from outside them is needed. That is what makes bodies independent,
// and safe to walk concurrently: each thread uses its own ir_walker over the
// shared read-only bytecode view (and may share one thread-safe attr_reader).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "../ir/ir.hpp"
#include "../properties/op_properties.hpp"

namespace mlirbc {

// The op's header fields (offset, name, location, attributes, properties)
// come from op_header.
struct function_entry : op_header {
  std::uint64_t ordinal = 0;  // position among all ops directly inside the top-level op(s)
  std::uint64_t end = 0;      // file offset just past the op and its regions
  std::uint64_t num_regions = 0;
  bool in_section = false;  // v2+: the regions are a nested IR section
  lazy_regions regions;     // what ir_walker::walk_lazy decodes

  std::uint64_t size() const noexcept { return end - offset; }
  // view() with the op's regions too (no results/operands: an isolated op
  // inside a module has none that matter here), e.g. for weights_of().
  op_view header() const noexcept;
};

class function_index {
 public:
  // Indexes the isolated ops with regions directly inside the top-level op(s).
  // Validates everything it reads (for v0/v1 that is every body). The
  // indexing walk, and the walks of bodies by walk(i, v) and
  // for_each_function, report what MLIR tolerates to `warnings` (ir_walker).
  static result<function_index> build(const bytecode& b, format_warnings* warnings = nullptr);

  const bytecode& file() const noexcept { return *b_; }
  std::span<const function_entry> functions() const noexcept;
  std::size_t size() const noexcept { return fns_.size(); }
  const function_entry& operator[](std::size_t i) const noexcept { return fns_[i]; }
  // Ops the indexing walk decoded (v2+: only the top levels; v0/v1: all).
  std::uint64_t ops_scanned() const noexcept { return ops_scanned_; }
  // The sink given to build (nullptr: none).
  format_warnings* warning_sink() const noexcept { return warnings_; }

  // Walks the regions of function i (not the op itself) with visitor v. Region
  // ids restart at 1; op and region depths are those of the whole file.
  template <class V>
  error walk(std::size_t i, ir_walker& w, V& v) const {
    return w.walk_lazy(fns_[i].regions, v);
  }
  template <class V>
  error walk(std::size_t i, V& v) const {
    ir_walker w(*b_, warnings_);
    return walk(i, w, v);
  }

 private:
  const bytecode* b_ = nullptr;
  std::vector<function_entry> fns_;
  std::uint64_t ops_scanned_ = 0;
  format_warnings* warnings_ = nullptr;
};

// Calls fn(i, walker) -> error for every function i of idx, on up to `threads`
// threads (0 or 1: on the calling thread, in order). Each thread has its own
// ir_walker; fn must be safe to call concurrently for different i (write
// results into slot i of a pre-sized vector, share only thread-safe readers).
// Work is split by size: consecutive functions are grouped into chunks of
// about equal byte size (several per thread, so one big function does not
// leave the others idle), handed out in file order. On failure no new chunk is
// started and the error of the first failing function in file order is
// returned, the same one a serial run returns; fn may have run for some later
// functions.
namespace detail {
// The function-by-function callback of for_each_function, with its type erased
// so that the thread pool and the chunking are compiled once, with the bodies.
struct function_callback {
  error (*call)(void* fn, std::size_t i, ir_walker& w);
  void* fn;
};
error for_each_function(const function_index& idx, unsigned threads, function_callback fn);
}  // namespace detail

template <class F>
error for_each_function(const function_index& idx, unsigned threads, F&& fn) {
  using callable = std::remove_reference_t<F>;
  const detail::function_callback erased{
      [](void* f, std::size_t i, ir_walker& w) -> error { return (*static_cast<callable*>(f))(i, w); },
      const_cast<void*>(static_cast<const void*>(std::addressof(fn)))};
  return detail::for_each_function(idx, threads, erased);
}

// Position-independent totals and a 64-bit digest of what a walk of one
// function's regions sees: op names, masks, attribute/type/location indices,
// operands, successors, blocks and their arguments, region shapes. Region ids
// and depths are taken relative to the function, so the same function gives
// the same summary from function_index::walk and from inside a full walk.
struct function_summary {
  std::uint64_t ops = 0;
  std::uint64_t regions = 0;
  std::uint64_t blocks = 0;
  std::uint64_t block_args = 0;
  std::uint64_t hash = 0xcbf29ce484222325ull;
  friend bool operator==(const function_summary&, const function_summary&) = default;
};

// Visitor that fills a function_summary; feed it the hooks of one function's
// regions (fresh visitor per function).
class summary_visitor {
 public:
  function_summary sum;

  void on_region_begin(const region_view& r);
  void on_block_begin(const block_view& b);
  walk_action on_op(const op_view& op);

 private:
  void mix(std::uint64_t x) noexcept;
  bool started_ = false;
  std::uint32_t region_base_ = 0;
  std::uint32_t depth_base_ = 0;
};

// Summaries of all functions of idx, on `threads` threads; identical for any
// thread count.
result<std::vector<function_summary>> summarize_functions(const function_index& idx, unsigned threads);

// The symbol name of a function (its `sym_name`): from the attribute
// dictionary (v0-4) or the decoded properties (v5+). Empty if it has none.
result<std::string_view> symbol_name(const attr_reader& r, const function_entry& f);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/functions.ipp"
#endif
