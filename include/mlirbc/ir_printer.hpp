// ir_printer: prints the IR in MLIR's generic op form, byte-identical to
// `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//  --mlir-print-local-scope [--mlir-print-debuginfo]`.
//
// Two walks: the first records what a one-pass print cannot know yet (value
// types and names, which MLIR assigns in an order that differs from file
// order, forward references, block predecessors); the second streams the text
// in chunks to a sink. Memory is proportional to the number of values,
// regions and branch edges, never to the output size.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"
#include "bytecode.hpp"
#include "dialects/registry.hpp"
#include "ir.hpp"
#include "ir_print_attrs.hpp"
#include "print_text.hpp"

namespace mlirbc {

struct print_options {
  bool debuginfo = false;  // ` loc(...)` after every op and block argument
  // Printed in the location of the module MLIR wraps around top-level ops that
  // are not a single builtin.module (loc("NAME":0:0)); mlir-opt uses the path.
  std::string_view source_name = "-";
  // Append the `{-# dialect_resources / external_resources #-}` block that
  // mlir-opt prints without --mlir-print-local-scope (it omits it with it).
  bool resources = false;
  // If set, receives the deviations MLIR tolerates that the print met, by byte
  // offset (those found at open are bytecode::warnings()): a negative
  // dimension, a v0-4 inherent attribute of a kind its property does not allow
  // (left out, as MLIR leaves it out), a registered op that no known release
  // defines (its properties read as MLIR reads an unknown op's), ... In strict
  // mode each is the print's error instead.
  std::vector<error>* warnings = nullptr;
};

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
    std::uint64_t value_base = 0;  // first entry of the region in values
    std::uint64_t own_v = 0, own_a = 0;    // names taken by the region itself
    std::uint64_t tree_v = 0, tree_a = 0;  // ... and by all regions nested in it
    std::uint64_t later = 0, later_a = 0;  // tree totals of later sibling regions
    std::uint64_t start_v = 0, start_a = 0;
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

  std::vector<region_info> regions;
  std::vector<value_info> values;
  std::vector<edge> edges;

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
};

// The resource block mlir-opt prints after the module when not in local
// scope: builtin dialect resources that an attribute refers to (in file
// order; declarations without data are left out), then every external
// resource. Blobs print as hex: the alignment as 4 little-endian bytes, then
// the data.
error append_resource_trailer(const bytecode& b, const attr_reader& reader, std::string& out);

// Second walk: the text.
template <class Sink>
class ir_text_printer {
 public:
  ir_text_printer(const bytecode& b, const ir_namer& names, ir_attrs& attrs, const print_options& opt, Sink& sink)
      : b_(b), names_(names), attrs_(attrs), opt_(opt), sink_(sink) {
    out_.reserve(flush_size + 4096);
  }

  void on_region_begin(const region_view& r) {
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
        names_.append_name(out_, value_ref{bv.first_arg.region, static_cast<std::uint32_t>(bv.first_arg.index + i)});
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
    append_preds(bv.region, bv.index, entry);
    out_ += '\n';
  }

  walk_action on_op(const op_view& op) {
    if (op.depth == 0 && top_ops_ == 1 && !wrapped_ && !(op.name->dialect_name == "builtin" && op.name->name == "module")) {
      begin_wrap();
    }
    cur_depth_ = op.depth + (wrapped_ ? 1u : 0u);
    indent(cur_depth_);
    if (!op.result_types.empty()) {
      names_.append_name(out_, op.first_result, /*result_number=*/false);
      if (op.result_types.size() > 1) {
        out_ += ':';
        append_uint(out_, op.result_types.size());
      }
      out_ += " = ";
    }
    out_ += '"';
    print_detail::append_escaped(op.name->dialect_name, out_);
    if (!op.name->name.empty()) {
      out_ += '.';
      print_detail::append_escaped(op.name->name, out_);
    }
    out_ += "\"(";
    for (std::size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      names_.append_name(out_, op.operands[i]);
    }
    out_ += ')';
    if (!op.successors.empty()) {
      out_ += '[';
      for (std::size_t i = 0; i < op.successors.size(); ++i) {
        if (i) out_ += ", ";
        out_ += "^bb";
        append_uint(out_, op.successors[i]);
      }
      out_ += ']';
    }
    attrs_.properties(out_, op);
    if (op.num_regions != 0) {
      out_ += " (";
      op_depth_stack_.push_back(cur_depth_);
    }
    maybe_flush();
    return walk_action::advance;
  }

  void on_op_end(const op_view& op) {
    if (op.num_regions != 0) {
      out_ += ')';
      op_depth_stack_.pop_back();
    }
    attrs_.discardable(out_, op);
    out_ += " : (";
    for (std::size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      attrs_.type(out_, names_.value(op.operands[i]).type);
    }
    out_ += ") -> ";
    const auto& rt = op.result_types;
    if (rt.size() == 1 && !attrs_.is_function_type(rt[0])) {
      attrs_.type(out_, rt[0]);
    } else {
      out_ += '(';
      for (std::size_t i = 0; i < rt.size(); ++i) {
        if (i) out_ += ", ";
        attrs_.type(out_, rt[i]);
      }
      out_ += ')';
    }
    if (opt_.debuginfo) {
      out_ += ' ';
      attrs_.location(out_, op.location);
    }
    out_ += '\n';
    maybe_flush();
  }

  void flush() {
    if (!out_.empty()) sink_(std::string_view(out_));
    out_.clear();
  }

 private:
  static constexpr std::size_t flush_size = 1u << 16;

  void maybe_flush() {
    if (out_.size() >= flush_size) flush();
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
  Sink& sink_;
  std::string out_;
  std::vector<std::uint64_t> op_depth_stack_;  // print depth of each op whose regions are open
  std::uint64_t cur_depth_ = 0;
  std::uint64_t top_ops_ = 0;
  bool top_seen_ = false;
  bool wrapped_ = false;
};

}  // namespace detail

// Prints the module to `sink`, a callable taking std::string_view chunks,
// decoding attributes and types with `dialects`.
template <class Sink>
  requires requires(Sink& s, std::string_view v) { s(v); }
error print_generic(const bytecode& b, Sink&& sink, const print_options& opt = {},
                    const dialect_registry& dialects = default_dialects()) {
  detail::ir_namer names;
  ir_walker w(b);
  if (error e = w.walk(names)) return e;
  names.finish();
  ir_attrs attrs(b, dialects);
  detail::ir_text_printer<std::remove_reference_t<Sink>> p(b, names, attrs, opt, sink);
  if (error e = w.walk(p)) return e;
  p.flush();
  if (opt.resources) {
    std::string tail;
    if (error e = detail::append_resource_trailer(b, attrs.reader(), tail)) return e;
    if (!tail.empty()) sink(std::string_view(tail));
  }
  if (opt.warnings != nullptr) {
    std::vector<error> met = attrs.warnings();
    met.insert(met.end(), w.warnings().begin(), w.warnings().end());
    std::sort(met.begin(), met.end(), [](const error& x, const error& y) { return x.offset < y.offset; });
    opt.warnings->insert(opt.warnings->end(), met.begin(), met.end());
  }
  return attrs.first_error();
}

// Prints the module into a string.
error print_generic(const bytecode& b, std::string& out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects());

// Prints the module to a stdio stream.
error print_generic(const bytecode& b, std::FILE* out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects());

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/ir_printer.ipp"
#endif
