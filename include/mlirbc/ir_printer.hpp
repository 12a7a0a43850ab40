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

template <class = void>
inline void append_uint(std::string& out, std::uint64_t v) {
  char buf[24];
  char* p = buf + sizeof buf;
  do {
    *--p = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  out.append(p, static_cast<std::size_t>(buf + sizeof buf - p));
}

// First walk: value names and types, region name counters, branch edges.
template <class = void>
class basic_ir_namer {
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

  void on_region_begin(const region_view& r) {
    if (regions.size() <= r.id) regions.resize(r.id + 1);
    region_info& ri = regions[r.id];
    ri.parent = r.parent;
    ri.value_base = values.size();
    values.resize(static_cast<std::size_t>(values.size() + r.num_values));
  }
  void on_block_begin(const block_view& b) {
    region_info& ri = regions[b.region];
    for (std::size_t i = 0; i < b.args.size(); ++i) {
      value_info& v = values[static_cast<std::size_t>(ri.value_base + b.first_arg.index + i)];
      v.type = b.args[i].type;
      v.arg_name = b.index == 0;
      v.number = v.arg_name ? ri.own_a++ : ri.own_v++;
    }
  }
  void on_op(const op_view& op) {
    region_info& ri = regions[op.region];
    if (!op.result_types.empty()) {
      const std::uint64_t number = ri.own_v++;
      for (std::size_t k = 0; k < op.result_types.size(); ++k) {
        value_info& v = values[static_cast<std::size_t>(ri.value_base + op.first_result.index + k)];
        v.type = op.result_types[k];
        v.number = number;
        v.result = static_cast<std::uint32_t>(k);
        v.multi = op.result_types.size() > 1;
      }
    }
    for (const std::uint64_t s : op.successors) edges.push_back(edge{op.region, s, op.block});
  }

  // MLIR names values region by region from a stack: a region's own values,
  // then its nested regions, the last one first. So a region's first name is
  // its parent's first name + the parent's own names + everything named in
  // the later siblings' trees. Region ids are pre-order, so children come
  // after parents and siblings in order.
  void finish() {
    for (std::size_t i = regions.size(); i-- > 1;) {
      region_info& r = regions[i];
      r.tree_v += r.own_v;
      r.tree_a += r.own_a;
      region_info& p = regions[r.parent];
      r.later = p.tree_v;  // p.tree_* so far = trees of the later siblings
      r.later_a = p.tree_a;
      p.tree_v += r.tree_v;
      p.tree_a += r.tree_a;
    }
    if (!regions.empty()) {
      regions[0].tree_v += regions[0].own_v;
      regions[0].tree_a += regions[0].own_a;
    }
    for (std::size_t i = 1; i < regions.size(); ++i) {
      region_info& r = regions[i];
      const region_info& p = regions[r.parent];
      r.start_v = p.start_v + p.own_v + r.later;
      r.start_a = p.start_a + p.own_a + r.later_a;
    }
    std::sort(edges.begin(), edges.end());
  }

  const value_info& value(const value_ref& v) const {
    return values[static_cast<std::size_t>(regions[v.region].value_base + v.index)];
  }
  // %argN, %N or %N#k (without #k when result_number is false).
  void append_name(std::string& out, const value_ref& ref, bool result_number = true) const {
    const value_info& v = value(ref);
    const region_info& r = regions[ref.region];
    if (v.arg_name) {
      out += "%arg";
      append_uint(out, r.start_a + v.number);
    } else {
      out += '%';
      append_uint(out, r.start_v + v.number);
      if (v.multi && result_number) {
        out += '#';
        append_uint(out, v.result);
      }
    }
  }
};
using ir_namer = basic_ir_namer<>;

// The resource block mlir-opt prints after the module when not in local
// scope: builtin dialect resources that an attribute refers to (in file
// order; declarations without data are left out), then every external
// resource. Blobs print as hex: the alignment as 4 little-endian bytes, then
// the data.
template <class = void>
inline error append_resource_trailer(const bytecode& b, std::string& out) {
  const resource_table& res = b.resources();
  // DenseResourceElementsAttr (builtin attribute code 16) holds the handle.
  std::vector<std::uint8_t> used(res.num_dialect_resources(), 0);
  const attr_type_table& at = b.attr_types();
  for (std::size_t i = 0; i < at.num_attributes(); ++i) {
    const raw_entry e = at.attribute(i);
    if (!e.custom || b.dialects().dialects[e.dialect].name != "builtin") continue;
    cursor c(b.bytes(), e.offset, e.offset + e.bytes.size(), section_id::attr_type);
    if (c.varint("attribute code") != 16 || !c.ok()) continue;
    (void)c.varint("type");
    const std::uint64_t h = c.varint("resource handle");
    if (c.ok() && h < used.size()) used[static_cast<std::size_t>(h)] = 1;
  }
  auto blob_hex = [&](const resource_entry& e) -> error {
    auto bl = b.get_blob(e);
    if (!bl) return bl.err();
    const std::uint32_t align = static_cast<std::uint32_t>(bl->alignment);
    const std::byte a[4] = {std::byte(align & 0xFF), std::byte((align >> 8) & 0xFF), std::byte((align >> 16) & 0xFF),
                            std::byte(align >> 24)};
    out += '"';
    print_detail::append_hex_bytes(std::span<const std::byte>(a, 4), out);
    const std::size_t mark = out.size();
    print_detail::append_hex_bytes(bl->data, out);
    out.erase(mark, 2);  // one "0x" prefix for both parts
    out += '"';
    return {};
  };
  std::string dialect_part, external_part;
  const std::size_t first_dialect = res.entries().size() - res.num_dialect_resources();
  for (const resource_group& g : res.groups()) {
    std::string body;
    for (std::uint32_t i = g.first; i < g.first + g.count; ++i) {
      const resource_entry& e = res.entries()[i];
      if (e.empty()) continue;
      if (!g.external && (g.name != "builtin" || e.kind != resource_kind::blob || !used[i - first_dialect])) continue;
      body += body.empty() ? "" : ",\n";
      body += "      ";
      if (e.rename != 0) print_detail::append_keyword_or_string(e.mlir_name(), body);
      else print_detail::append_keyword_or_string(e.key, body);
      body += ": ";
      std::swap(out, body);
      error err;
      switch (e.kind) {
        case resource_kind::blob: err = blob_hex(e); break;
        case resource_kind::boolean: out += e.bool_value ? "true" : "false"; break;
        case resource_kind::string: print_detail::append_quoted(e.string_value, out); break;
      }
      std::swap(out, body);
      if (err) return err;
    }
    if (body.empty()) continue;
    std::string& part = g.external ? external_part : dialect_part;
    part += part.empty() ? "" : ",\n";
    part += "    ";
    print_detail::append_keyword_or_string(g.name, part);
    part += ": {\n" + body + "\n    }";
  }
  if (dialect_part.empty() && external_part.empty()) return {};
  out += "\n{-#\n";
  if (!dialect_part.empty()) out += "  dialect_resources: {\n" + dialect_part + "\n  }";
  if (!dialect_part.empty() && !external_part.empty()) out += ",\n";
  if (!external_part.empty()) out += "  external_resources: {\n" + external_part + "\n  }";
  out += "\n#-}\n";
  return {};
}

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
    if (error e = detail::append_resource_trailer(b, tail)) return e;
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
template <class = void>
inline error print_generic(const bytecode& b, std::string& out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects()) {
  return print_generic(b, [&out](std::string_view s) { out.append(s); }, opt, dialects);
}

// Prints the module to a stdio stream.
template <class = void>
inline error print_generic(const bytecode& b, std::FILE* out, const print_options& opt = {},
                           const dialect_registry& dialects = default_dialects()) {
  return print_generic(b, [out](std::string_view s) { std::fwrite(s.data(), 1, s.size(), out); }, opt, dialects);
}

}  // namespace mlirbc
