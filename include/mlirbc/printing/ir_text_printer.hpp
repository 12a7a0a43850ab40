// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The generic printer's internals (ir_printer.hpp): its two walks (the namer,
// the text printer) and the parallel print. Only bodies (the printer's, the
// view's op panel) and tests include this header, so a user's translation
// unit never parses it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/populated_alloc.hpp"
#include "../base/print_text.hpp"
#include "../ir/ir.hpp"
#include "../tables/bytecode.hpp"
#include "ir_print_attrs.hpp"
#include "ir_printer.hpp"

namespace mlirbc {
namespace detail {

void append_uint(std::string& out, std::uint64_t v);

// First walk: value names and types, region name counters, branch edges.
class ir_namer {
 public:
  struct value_info {
    std::uint64_t type = 0;
    std::uint64_t number = 0;  // relative to the region's first %N or %argN
    std::uint32_t result = 0;  // result number within its op
    bool arg_name = false;     // entry-block argument: %argN
    bool multi = false;        // result of an op with several results: %N#k
  };
  struct region_info {
    std::uint32_t parent = 0;
    value_info* values = nullptr;  // the region's values, in walk order
    std::uint64_t capacity = 0;    // slots at `values`
    std::uint64_t own_v = 0, own_a = 0;    // names taken by the region itself
    std::uint64_t tree_v = 0, tree_a = 0;  // ... and by all regions nested in it
    std::uint64_t later = 0, later_a = 0;  // tree totals of later sibling regions
    std::uint64_t start_v = 0, start_a = 0;
    std::uint32_t tree_regions = 0;  // the region and all regions nested in it
  };
  struct edge {
    std::uint32_t region;
    std::uint64_t target;
    std::uint64_t source;
    bool operator<(const edge& o) const noexcept {
      if (region != o.region) return region < o.region;
      if (target != o.target) return target < o.target;
      return source < o.source;
    }
  };

  // An isolated op with regions, and the walk id its first region gets.
  struct isolated_op {
    std::uint64_t offset;
    std::uint32_t first_region;
    std::uint64_t num_regions;
    std::uint32_t tree_regions = 0;  // its regions and all regions nested in them (set by finish)
    bool has_nested = false;         // an isolated op with regions inside it
  };

  std::vector<region_info> regions;
  std::vector<edge> edges;
  std::vector<isolated_op> isolated;  // in file order
  std::size_t isolated_leaves = 0;    // those without isolated ops inside (set by finish)
  const isolated_op* find_isolated(std::uint64_t op_offset) const;

  void on_region_begin(const region_view& r);
  void on_block_begin(const block_view& b);
  void on_op(const op_view& op);

  // MLIR names values region by region from a stack: a region's own values,
  // then its nested regions, the last one first. So a region's first name is
  // its parent's first name + the parent's own names + everything named in
  // the later siblings' trees. Region ids are pre-order, so children come
  // after parents and siblings in order.
  void finish();

  const value_info& value(const value_ref& v) const;
  // %argN, %N or %N#k (without #k when result_number is false).
  void append_name(std::string& out, const value_ref& ref, bool result_number = true) const;

 private:
  // The values of all regions, each region's contiguous, in blocks that never
  // move (a growing array copied itself and faulted in its pages twice).
  using value_block = std::vector<value_info, populated_allocator<value_info>>;
  static constexpr std::size_t values_per_block = std::size_t{1} << 16;
  std::vector<value_block> value_blocks_;
  std::size_t block_free_ = 0;  // unused values at the end of the last block
  value_info* take_values(std::size_t n);
  // The region's slots, at least `end` of them.
  value_info* values_up_to(region_info& ri, std::uint64_t end);
  // Per op depth: the index in `isolated` of the innermost isolated op around
  // (or at) the op last visited at that depth, or -1. In pre-order, entry d - 1
  // belongs to the parent of an op at depth d.
  std::vector<std::int64_t> isolated_path_;
};

// One op's generic text as the printer prints it, in the two parts around its
// regions: the head (results, name, operands, successors, properties) and the
// tail (discardable attributes, types, and with debuginfo the location). The
// printer and the page's op panel (tasks/html_view.hpp) both print ops with
// these. `global` maps a value of the caller's walk to the namer's whole walk
// (their region ids differ when a walk restarts or skips regions).
template <class Global>
void append_op_head(std::string& out, const op_view& op, const ir_namer& names, ir_attrs& attrs, Global global) {
  if (!op.result_types.empty()) {
    names.append_name(out, global(op.first_result), /*result_number=*/false);
    if (op.result_types.size() > 1) {
      out += ':';
      append_uint(out, op.result_types.size());
    }
    out += " = ";
  }
  out += '"';
  print_detail::append_escaped(op.name->dialect_name, out);
  if (!op.name->name.empty()) {
    out += '.';
    print_detail::append_escaped(op.name->name, out);
  }
  out += "\"(";
  for (std::size_t i = 0; i < op.operands.size(); ++i) {
    if (i) out += ", ";
    names.append_name(out, global(op.operands[i]));
  }
  out += ')';
  if (!op.successors.empty()) {
    out += '[';
    for (std::size_t i = 0; i < op.successors.size(); ++i) {
      if (i) out += ", ";
      out += "^bb";
      append_uint(out, op.successors[i]);
    }
    out += ']';
  }
  attrs.properties(out, op);
}

template <class Global>
void append_op_tail(std::string& out, const op_view& op, const ir_namer& names, ir_attrs& attrs, bool debuginfo,
                    Global global) {
  attrs.discardable(out, op);
  out += " : (";
  for (std::size_t i = 0; i < op.operands.size(); ++i) {
    if (i) out += ", ";
    attrs.type(out, names.value(global(op.operands[i])).type);
  }
  out += ") -> ";
  const auto& rt = op.result_types;
  if (rt.size() == 1 && !attrs.is_function_type(rt[0])) {
    attrs.type(out, rt[0]);
  } else {
    out += '(';
    for (std::size_t i = 0; i < rt.size(); ++i) {
      if (i) out += ", ";
      attrs.type(out, rt[i]);
    }
    out += ')';
  }
  if (debuginfo) {
    out += ' ';
    attrs.location(out, op.location);
  }
}

// The resource block mlir-opt prints after the module when not in local
// scope: builtin dialect resources that an attribute refers to, in the order
// of `mentioned` (resource_mentions::keys() of the printed text; declarations
// without data are left out), then every external resource in file order.
// Blobs print as hex: the alignment as 4 little-endian bytes, then the data.
error append_resource_trailer(const bytecode& b, const attr_reader& reader, const std::vector<std::string>& mentioned,
                              std::string& out);

// Whether printing can number a distinct attribute: the file has a builtin
// DistinctAttr entry, or a textual entry that mentions `distinct[`. Such ids
// follow print order, so a parallel print would number them differently.
bool may_print_distinct(const bytecode& b);

// The regions of an isolated op, stored in their own section, that the main
// printer of a parallel print skipped: printed by a task printer.
struct print_hole {
  lazy_regions regions;
  std::uint64_t op_offset = 0;
  std::uint64_t depth = 0;        // print depth of the op
  std::uint32_t first_region = 0;  // the first walk's id of its first region
  bool wrapped = false;           // the module wrapper is open
};

// Where the main printer of a parallel print hands the holes it leaves.
struct hole_sink {
  void* context = nullptr;
  void (*take)(void*, const print_hole&) = nullptr;
  void operator()(const print_hole& h) const { take(context, h); }
};

// Second walk: the text.
class ir_text_printer {
 public:
  ir_text_printer(const bytecode& b, const ir_namer& names, ir_attrs& attrs, const print_options& opt, chunk_sink sink)
      : b_(b), names_(names), attrs_(attrs), opt_(opt), sink_(sink) {}

  // Main printer of a parallel print: the regions of isolated ops stored in
  // their own section are skipped, and handed to `holes` instead.
  void skip_lazy_regions(hole_sink holes) noexcept {
    holes_ = holes;
    skip_lazy_ = true;
  }
  // Task printer: prints the regions of the op of `h` (walked by walk_lazy,
  // whose region ids restart at 1) as the whole walk numbered them, appended
  // to `buffer` without flushing; take_text() returns it.
  void start_task(const print_hole& h, std::string&& buffer) {
    shift_ = h.first_region - 1;
    op_depth_stack_.assign(1, h.depth);
    wrapped_ = h.wrapped;
    top_seen_ = true;
    out_ = std::move(buffer);
    flush_at_ = SIZE_MAX;
  }
  std::string take_text() { return std::move(out_); }

  void on_region_begin(const region_view& r) {
    if (skip_lazy_) {  // ids after a skipped op lag the namer's by the regions skipped
      if (region_offset_.size() <= r.id) region_offset_.resize(r.id + 1);
      region_offset_[r.id] = skipped_regions_;
    }
    if (r.top_level) return;
    if (r.index > 0) out_ += ", ";
    out_ += "{\n";
  }
  void on_region_end(const region_view& r) {
    if (r.top_level) {
      if (wrapped_) {
        out_ += "}) : () -> ()";
        if (opt_.debuginfo) {
          out_ += " loc(\"";
          print_detail::append_escaped(opt_.source_name, out_);
          out_ += "\":0:0)";
        }
        out_ += '\n';
      }
      flush();
      return;
    }
    indent(op_depth_stack_.back());
    out_ += '}';
  }
  void on_block_begin(const block_view& bv) {
    if (bv.region == 0 && !top_seen_) {
      top_seen_ = true;
      // MLIR wraps the top-level ops in a module unless there is exactly one
      // builtin.module; decided at the first op when there is one op.
      top_ops_ = bv.num_ops;
      if (top_ops_ != 1) begin_wrap();
      if (top_ops_ == 0) out_ += "^bb0:\n";
      return;
    }
    const bool entry = bv.index == 0;
    if (entry && bv.args.empty() && bv.num_ops != 0) return;
    indent_label();
    out_ += "^bb";
    append_uint(out_, bv.index);
    if (!bv.args.empty()) {
      out_ += '(';
      for (std::size_t i = 0; i < bv.args.size(); ++i) {
        if (i) out_ += ", ";
        names_.append_name(out_, global(value_ref{bv.first_arg.region, static_cast<std::uint32_t>(bv.first_arg.index + i)}));
        out_ += ": ";
        attrs_.type(out_, bv.args[i].type);
        if (opt_.debuginfo) {
          out_ += ' ';
          if (bv.args[i].has_loc) {
            attrs_.location(out_, bv.args[i].loc);
          } else {
            out_ += "loc(unknown)";
          }
        }
      }
      out_ += ')';
    }
    out_ += ':';
    append_preds(global(bv.region), bv.index, entry);
    out_ += '\n';
  }

  walk_action on_op(const op_view& op) {
    if (op.depth == 0 && top_ops_ == 1 && !wrapped_ && !(op.name->dialect_name == "builtin" && op.name->name == "module")) {
      begin_wrap();
    }
    cur_depth_ = op.depth + (wrapped_ ? 1u : 0u);
    indent(cur_depth_);
    append_op_head(out_, op, names_, attrs_, [this](value_ref v) { return global(v); });
    if (op.num_regions != 0) {
      out_ += " (";
      op_depth_stack_.push_back(cur_depth_);
    }
    maybe_flush();
    // A task per innermost isolated op (a function, not the module around it).
    if (skip_lazy_ && op.isolated && b_.version() >= version_lazy_loading) {
      const ir_namer::isolated_op* iso = names_.find_isolated(op.offset);
      if (iso != nullptr && !iso->has_nested) {
        skipped_regions_ += iso->tree_regions;
        skipped_first_region_ = iso->first_region;  // for its hole, at on_op_end
        return walk_action::skip;
      }
    }
    return walk_action::advance;
  }

  void on_op_end(const op_view& op) {
    if (skip_lazy_ && op.lazy.present) {
      flush();
      holes_(print_hole{op.lazy, op.offset, op_depth_stack_.back(), skipped_first_region_, wrapped_});
    }
    if (op.num_regions != 0) {
      out_ += ')';
      op_depth_stack_.pop_back();
    }
    append_op_tail(out_, op, names_, attrs_, opt_.debuginfo, [this](value_ref v) { return global(v); });
    out_ += '\n';
    maybe_flush();
  }

  void flush() {
    if (!out_.empty()) sink_(std::string_view(out_));
    out_.clear();
  }

 private:
  static constexpr std::size_t flush_size = 1u << 16;

  // A region id of this printer's walk as the namer's whole walk numbered it.
  std::uint32_t global(std::uint32_t region) const noexcept {
    if (skip_lazy_) return region + region_offset_[region];
    return region == 0 ? 0 : region + shift_;
  }
  value_ref global(value_ref v) const noexcept { return value_ref{global(v.region), v.index}; }

  void maybe_flush() {
    if (out_.size() >= flush_at_) flush();
  }
  void begin_wrap() {
    wrapped_ = true;
    out_ += "\"builtin.module\"() ({\n";
  }
  void indent(std::uint64_t depth) { out_.append(static_cast<std::size_t>(2 * depth), ' '); }
  // Block labels sit two columns left of the block's ops.
  void indent_label() {
    const std::uint64_t d = op_depth_stack_.empty() ? 0 : op_depth_stack_.back();
    indent(d);
  }

  void append_preds(std::uint32_t region, std::uint64_t block, bool entry) {
    const auto& e = names_.edges;
    auto it = std::lower_bound(e.begin(), e.end(), ir_namer::edge{region, block, 0});
    auto end = it;
    while (end != e.end() && end->region == region && end->target == block) ++end;
    if (it == end) {
      if (!entry) out_ += "  // no predecessors";
      return;
    }
    if (end - it == 1) {  // exactly one edge (MLIR's getSinglePredecessor)
      out_ += "  // pred: ^bb";
      append_uint(out_, it->source);
      return;
    }
    out_ += "  // ";
    append_uint(out_, static_cast<std::uint64_t>(end - it));
    out_ += " preds: ";
    for (auto p = it; p != end; ++p) {
      if (p != it) out_ += ", ";
      out_ += "^bb";
      append_uint(out_, p->source);
    }
  }

  const bytecode& b_;
  const ir_namer& names_;
  ir_attrs& attrs_;
  const print_options& opt_;
  chunk_sink sink_;
  hole_sink holes_{};
  std::string out_;
  std::vector<std::uint64_t> op_depth_stack_;  // print depth of each op whose regions are open
  std::uint64_t cur_depth_ = 0;
  std::uint64_t top_ops_ = 0;
  bool top_seen_ = false;
  bool wrapped_ = false;
  bool skip_lazy_ = false;
  std::uint32_t shift_ = 0;  // task printer: its first region's id - 1
  // Main printer of a parallel print: regions skipped so far, and that count
  // when each region of its walk began.
  std::uint32_t skipped_regions_ = 0;
  std::uint32_t skipped_first_region_ = 0;  // of the op whose regions were just skipped
  std::vector<std::uint32_t> region_offset_;
  std::size_t flush_at_ = flush_size;
};


struct parallel_print {
  error walk;     // malformed IR met by a walk (the text ends with that task)
  error failure;  // the first thing that could not be printed, in text order
};

// The second walk of print_generic on opt.threads threads: the main printer
// prints the text outside the regions of isolated ops stored in their own
// section; tasks print those regions into buffers; `out` receives the pieces
// in file order, each task's text as soon as it and everything before it is
// done. At most 2 x threads tasks run ahead of the text written. Every walk
// and the shared reader report to opt.warnings, which keeps one warning per
// byte in file order: the list is a one-thread print's.
parallel_print print_in_parallel(const bytecode& b, const ir_namer& names, ir_attrs& attrs, const print_options& opt,
                                 chunk_sink out);

}  // namespace detail

}  // namespace mlirbc
