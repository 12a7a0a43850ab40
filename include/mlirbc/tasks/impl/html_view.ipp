// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of html_view.hpp (docs/design.md, "Two modes"). The page's script
// and styles are html_view_assets.ipp.
#pragma once

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <unordered_map>

#include "../../base/version.hpp"
#include "../../attributes/attr_reader.hpp"
#include "../../properties/op_layout_choice.hpp"
#include "../../printing/attr_printer.hpp"
#include "../../printing/ir_print_attrs.hpp"
#include "../../printing/ir_text_printer.hpp"
#include "../file_stats.hpp"
#include "../functions.hpp"
#include "../graph_layout.hpp"
#include "../html_view.hpp"
#include "../resource_listing.hpp"
#include "../tensor_stats.hpp"
#include "../weights.hpp"
#include "html_view_assets.ipp"

namespace mlirbc {

MLIRBC_INLINE std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace html_view_detail {

inline std::string num(std::uint64_t v) { return std::to_string(v); }

// 1536 -> "1.5 KiB".
inline std::string human_bytes(std::uint64_t v) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double d = static_cast<double>(v);
  int u = 0;
  while (d >= 1024 && u < 4) {
    d /= 1024;
    ++u;
  }
  char buf[32];
  if (u == 0) std::snprintf(buf, sizeof buf, "%" PRIu64 " B", v);
  else std::snprintf(buf, sizeof buf, "%.1f %s", d, units[u]);
  return buf;
}

inline std::string real(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

// A string inside a JSON document inside a <script> element: a '<' before '/'
// or '!' (or at the end) is written \u003c, so the text can neither close
// the element nor open a comment.
inline void json_string(std::string& out, std::string_view s) {
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const bool closing = c == '<' && (i + 1 == s.size() || s[i + 1] == '/' || s[i + 1] == '!');
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == 0x7f || closing) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

// A label for Graphviz: printable ASCII without quotes or backslashes (which
// Graphviz would read as escapes), at most `max` characters.
inline std::string dot_label(std::string_view s, std::size_t max = 40) {
  std::string out;
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (out.size() >= max) {
      out += "...";
      break;
    }
    out += (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') ? static_cast<char>(c) : '?';
  }
  return out;
}

// Text cut to `max` characters (on a UTF-8 boundary), with a note.
inline std::string cut(std::string s, std::uint64_t max) {
  if (s.size() <= max) return s;
  std::size_t at = static_cast<std::size_t>(max);
  while (at > 0 && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) --at;
  s.resize(at);
  s += " ... (cut at " + std::to_string(max) + " characters)";
  return s;
}

// The SVG element of Graphviz's output, without the XML prologue and doctype.
inline std::string svg_element(const std::string& doc) {
  const auto at = doc.find("<svg");
  return at == std::string::npos ? std::string{} : doc.substr(at);
}

inline std::uint64_t value_key(value_ref v) { return (std::uint64_t{v.region} << 32) | v.index; }

// Builds one function's graph for Graphviz while the walk visits its ops:
// ops are nodes (id "n<global index>", class "op"), nested regions clusters,
// and after the walk SSA values become edges. Each op's text is the dump's
// (detail::append_op_head/tail), its values named by the dump's namer, which
// walked the whole file first: the names are those mlir-opt prints.
struct graph_builder {
  ir_attrs* attrs = nullptr;
  const detail::ir_namer* names = nullptr;
  std::uint64_t limit = 0;  // ops to draw
  std::uint64_t base = 0;   // global index of the first node
  std::uint64_t max_text = 0;
  bool truncated = false;
  bool edges_cut = false;  // more than 4 edges per node: the rest not drawn
  std::string body;
  // Drawing the top level: functions (isolated ops with regions) are single
  // nodes; their bodies have graphs of their own.
  bool top_level = false;
  // Region ids of this walk as the namer's walk numbered them: a function's
  // walk restarts them at 1 (shift: its first region's id - 1); the top
  // level's skips the functions' regions, in O(1) from version 2 on, and its
  // ids then lag the namer's by the regions skipped so far (lag, per id).
  std::uint32_t shift = 0;
  bool skips_lag = false;
  std::uint32_t skipped = 0;
  std::vector<std::uint32_t> lag;

  struct node {
    std::string name, text;
    std::vector<value_ref> operands;
  };
  std::vector<node> nodes;
  // The node defining each value, or -1 for a block argument.
  std::unordered_map<std::uint64_t, std::int64_t> defs;
  std::vector<std::string> region_owner;  // names of the ops whose regions are open
  std::uint32_t top_depth = 0;
  int open_clusters = 0;
  std::vector<std::uint64_t> owners;  // offsets of the ops in region_owner

  value_ref global(value_ref v) const {
    if (top_level) return value_ref{v.region + (v.region < lag.size() ? lag[v.region] : skipped), v.index};
    return value_ref{v.region == 0 ? 0 : v.region + shift, v.index};
  }

  walk_action on_op(const op_view& op) {
    // The top level: the outermost op is the page's subject, not a node.
    if (top_level && op.depth == 0) return walk_action::advance;
    if (nodes.size() >= limit) {
      truncated = true;
      return walk_action::stop;
    }
    node n;
    n.name = op.name != nullptr ? op.name->full_name() : "?";
    n.operands.assign(op.operands.begin(), op.operands.end());
    for (std::size_t i = 0; i < op.result_types.size(); ++i)
      defs[value_key(value_ref{op.first_result.region, static_cast<std::uint32_t>(op.first_result.index + i)})] =
          static_cast<std::int64_t>(nodes.size());
    const auto map = [this](value_ref v) { return global(v); };
    detail::append_op_head(n.text, op, *names, *attrs, map);
    if (op.num_regions > 0) {  // the dump prints the bodies here; the panel does not
      n.text += " (";
      for (std::uint64_t r = 0; r < op.num_regions && r < 8; ++r) n.text += r == 0 ? "{...}" : ", {...}";
      if (op.num_regions > 8) n.text += ", ...";
      n.text += ")";
    }
    detail::append_op_tail(n.text, op, *names, *attrs, /*debuginfo=*/true, map);
    n.text = cut(std::move(n.text), max_text);
    const std::uint64_t id = base + nodes.size();
    body += "n" + num(id) + " [id=\"n" + num(id) + "\" class=\"op\" label=\"" + dot_label(n.name) + "\"];\n";
    const bool skip = top_level && op.depth == 1 && op.isolated && op.num_regions > 0;  // function_index's functions
    if (skip && skips_lag) {
      const detail::ir_namer::isolated_op* iso = names->find_isolated(op.offset);
      skipped += iso != nullptr ? iso->tree_regions : 0;
    }
    if (op.num_regions > 0 && !skip) {
      region_owner.push_back(n.name);
      owners.push_back(op.offset);
    }
    nodes.push_back(std::move(n));
    return skip ? walk_action::skip : walk_action::advance;
  }
  void on_op_end(const op_view& op) {
    if (!owners.empty() && owners.back() == op.offset) {
      owners.pop_back();
      region_owner.pop_back();
    }
  }
  void on_region_begin(const region_view& r) {
    if (top_level) {
      if (lag.size() <= r.id) lag.resize(r.id + 1);
      lag[r.id] = skipped;
    }
    if (top_depth == 0) top_depth = r.depth;
    if (r.depth == top_depth) return;
    body += "subgraph cluster_" + num(base) + "_" + num(r.id) + " { label=\"" +
            dot_label(region_owner.empty() ? std::string("?") : region_owner.back()) + " #" + num(r.index) +
            "\"; class=\"region\";\n";
    ++open_clusters;
  }
  void on_region_end(const region_view& r) {
    if (r.depth == top_depth || open_clusters == 0) return;
    body += "}\n";
    --open_clusters;
  }
  void on_block_begin(const block_view& b) {
    for (std::size_t i = 0; i < b.args.size(); ++i)
      defs[value_key(value_ref{b.first_arg.region, static_cast<std::uint32_t>(b.first_arg.index + i)})] = -1;
  }

  // The graph: nodes and clusters, the block arguments that ops use, and the edges.
  std::string finish(std::string_view title) {
    while (open_clusters > 0) {
      body += "}\n";
      --open_clusters;
    }
    std::string edges;
    std::size_t num_edges = 0;
    std::unordered_map<std::uint64_t, std::string> arg_nodes;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      for (const value_ref& v : nodes[i].operands) {
        const auto it = defs.find(value_key(v));
        if (it == defs.end()) continue;
        std::string from;
        if (it->second < 0) {
          auto [arg, added] = arg_nodes.try_emplace(it->first, "a" + num(base) + "_" + num(arg_nodes.size()));
          if (added) {
            std::string label;
            names->append_name(label, global(v));
            body += arg->second + " [class=\"arg\" shape=plaintext label=\"" + dot_label(label) + "\"];\n";
          }
          from = arg->second;
        } else {
          from = "n";  // appended, not "n" + ...: g++ 12 -O3 warns falsely (-Wrestrict) on that form here
          from += num(base + static_cast<std::uint64_t>(it->second));
        }
        if (++num_edges > 4 * nodes.size()) {  // an op with a huge operand list: the first ones only
          edges_cut = true;
          continue;
        }
        edges += from + " -> n" + num(base + i) + ";\n";
      }
    }
    // nslimit/searchsize/mclimit bound dot's network-simplex and crossing
    // passes: a constant used by every op of a function made them 10x slower
    // for a layout that is hardly better.
    return "digraph \"" + dot_label(title) +
           "\" {\ngraph [nslimit=2 nslimit1=2 searchsize=10 mclimit=0.1];\nnode [shape=box style=\"rounded,filled\" fillcolor=\"#eef3fb\" fontname=\"Helvetica\" "
           "fontsize=10 height=0.3];\nedge [arrowsize=0.6 color=\"#667788\"];\ngraph [fontname=\"Helvetica\" "
           "fontsize=9 color=\"#99aabb\"];\n" +
           body + edges + "}\n";
  }
};

// The dtype of a weight (its element type's text) and its shape ("4x4", "?" dynamic).
inline std::string shape_text(std::span<const std::int64_t> shape) {
  std::string s;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i > 0) s += 'x';
    s += shape[i] < 0 ? std::string("?") : std::to_string(shape[i]);
  }
  return shape.empty() ? "scalar" : s;
}

// A small bar chart of the histogram, inline SVG.
inline std::string histogram_svg(const tensor_stats& s) {
  std::uint64_t top = 1;
  for (std::uint64_t c : s.histogram) top = std::max(top, c);
  std::string out = "<svg class=\"hist\" width=\"80\" height=\"20\" viewBox=\"0 0 80 20\">";
  for (std::size_t i = 0; i < tensor_stats::bins; ++i) {
    const double h = s.histogram[i] == 0 ? 0 : std::max(1.0, 20.0 * static_cast<double>(s.histogram[i]) / static_cast<double>(top));
    out += "<rect x=\"" + num(i * 5) + "\" y=\"" + real(20 - h) + "\" width=\"4\" height=\"" + real(h) + "\"><title>" +
           num(s.histogram[i]) + "</title></rect>";
  }
  return out + "</svg>";
}

// Every text from the file is cut to this many characters in a cell or an
// attribute, so that a row's size is bounded whatever the file holds.
constexpr std::uint64_t max_cell_text = 256;
inline std::string cell(std::string_view text) {
  return "<td>" + html_escape(cut(std::string(text), max_cell_text)) + "</td>";
}
inline std::string num_cell(std::uint64_t v, bool bytes = false) {
  return "<td class=\"num\" data-v=\"" + num(v) + "\">" + (bytes ? human_bytes(v) : num(v)) + "</td>";
}
inline std::string real_cell(double v) {
  return "<td class=\"num\" data-v=\"" + real(v) + "\">" + real(v) + "</td>";
}

inline std::string left_out(std::uint64_t shown, std::uint64_t all, const char* what) {
  if (shown >= all) return {};
  return "<p class=\"note\">" + num(all - shown) + " more " + what + " not shown (limit " + num(shown) + ").</p>";
}

}  // namespace html_view_detail

MLIRBC_INLINE std::string html_summary(const bytecode& b, std::string_view title) {
  using namespace html_view_detail;
  std::string h = "<table class=\"mlirbc-summary\"><caption>" + html_escape(title) + "</caption>";
  h += "<tr><th>version</th><td>" + num(b.version()) + "</td></tr>";
  h += "<tr><th>producer</th><td>" + html_escape(b.producer()) + "</td></tr>";
  h += "<tr><th>size</th><td>" + human_bytes(b.bytes().size()) + " (" + num(b.bytes().size()) + " bytes)</td></tr>";
  std::string dialects;
  for (const auto& d : b.dialects().dialects) dialects += (dialects.empty() ? "" : ", ") + std::string(d.name);
  h += "<tr><th>dialects</th><td>" + html_escape(dialects) + "</td></tr>";
  h += "<tr><th>op names</th><td>" + num(b.dialects().op_names.size()) + "</td></tr>";
  h += "<tr><th>attributes / types</th><td>" + num(b.attr_types().num_attributes()) + " / " +
       num(b.attr_types().num_types()) + "</td></tr>";
  h += "<tr><th>resources</th><td>" + num(b.resources().size()) + "</td></tr>";
  std::string sections;
  const auto& ss = b.layout().sections;
  for (std::size_t id = 0; id < ss.size(); ++id)
    if (ss[id].present)
      sections += (sections.empty() ? "" : ", ") + std::string(section_name(static_cast<section_id>(id))) + " " +
                  human_bytes(ss[id].length);
  h += "<tr><th>sections</th><td>" + html_escape(sections) + "</td></tr>";
  const std::uint64_t warnings = b.warnings().count();
  if (warnings > 0) h += "<tr><th>warnings</th><td>" + num(warnings) + "</td></tr>";
  return h + "</table>";
}

namespace html_view_detail {
MLIRBC_INLINE result<view_page> page_with(const bytecode_file& f, const dialect_registry& dialects, const view_options& opt);
}

// The page with the given limits; when it comes out larger than max_page
// (text of a hostile file: long names, many operands), again with smaller
// limits, until it fits.
MLIRBC_INLINE result<view_page> html_view(const bytecode_file& f, const dialect_registry& dialects,
                                          const view_options& opt) {
  view_options o = opt;
  for (int attempt = 0;; ++attempt) {
    auto page = html_view_detail::page_with(f, dialects, o);
    if (!page || page->html.size() <= opt.max_page || attempt == 3) {
      if (page && attempt > 0)
        page->notes.push_back("limits reduced " + std::to_string(attempt) + " times to keep the page small");
      return page;
    }
    o.max_rows = std::max<std::uint64_t>(1, o.max_rows / 8);
    o.max_nodes = std::max<std::uint64_t>(1, o.max_nodes / 8);
    o.max_drawn_ops = std::max<std::uint64_t>(o.max_nodes, o.max_drawn_ops / 8);
    o.max_graphs = std::max<std::uint64_t>(1, o.max_graphs / 8);
    o.max_op_text = std::max<std::uint64_t>(40, o.max_op_text / 4);
    o.max_blocks = std::max<std::uint64_t>(1, o.max_blocks / 8);
  }
}

MLIRBC_INLINE result<view_page> html_view_detail::page_with(const bytecode_file& f, const dialect_registry& dialects,
                                                            const view_options& opt) {
  using namespace html_view_detail;
  const bytecode& b = f.view();
  format_warnings own = b.warnings();
  format_warnings* sink = opt.warnings != nullptr ? opt.warnings : &own;
  view_page page;
  std::string laid_out_by;  // the Graphviz version its first drawing names

  auto stats = compute_stats(f, dialects);
  if (!stats) return stats.err();
  attr_reader reader(b, dialects, sink);
  auto uses = weight_index::build(reader, {}, sink);
  if (!uses) return uses.err();
  auto resources = list_resources(f, reader, *uses);
  if (!resources) return resources.err();
  auto fns = function_index::build(b, sink);
  if (!fns) return fns.err();
  auto sums = summarize_functions(*fns, 1);
  if (!sums) return sums.err();
  const op_layout_plan plan = plan_op_layouts(b, dialects);

  std::string& h = page.html;
  h.reserve(1 << 20);
  h += "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
       "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline'; "
       "style-src 'unsafe-inline'; img-src data:\">\n<title>";
  h += html_escape(opt.title) + " - mlirbc view</title>\n<style>" + std::string(view_assets::style) + "</style>\n";
  h += "<script>" + std::string(view_assets::error_capture) + "</script>\n</head><body>\n";
  h += "<header><h1>" + html_escape(opt.title) +
       "</h1><input id=\"search\" type=\"search\" placeholder=\"search ops, symbols, weight keys\">"
       "<nav><a href=\"#summary\">summary</a> <a href=\"#bytes\">bytes</a> <a href=\"#weights\">weights</a> "
       "<a href=\"#ir\">IR</a></nav></header>\n<main>\n";

  // Summary.
  h += "<section id=\"summary\"><h2>Summary</h2><div class=\"row\"><table class=\"kv\">";
  h += "<tr><th>version</th><td id=\"version\">" + num(b.version()) + "</td></tr>";
  h += "<tr><th>producer</th>" + cell(b.producer()) + "</tr>";
  h += "<tr><th>size</th><td id=\"file-size\" data-v=\"" + num(b.bytes().size()) + "\">" +
       human_bytes(b.bytes().size()) + " (" + num(b.bytes().size()) + " bytes)</td></tr>";
  std::string ds;
  for (const auto& d : b.dialects().dialects) ds += (ds.empty() ? "" : ", ") + std::string(d.name);
  h += "<tr><th>dialects</th>" + cell(ds) + "</tr>";
  std::string layouts;
  if (plan.release != nullptr) layouts = std::string(plan.release->name);
  else {
    layouts = "per op, the first that fits of";
    for (std::size_t i = 0; i < plan.by_fit.size(); ++i) layouts += (i == 0 ? " " : ", ") + std::string(plan.by_fit[i]->name);
  }
  for (const auto* s : plan.dialect_sets) layouts += "; " + std::string(s->name);
  h += "<tr><th>op layouts</th><td>" + html_escape(layouts) + "</td></tr>";
  for (const auto& [name, n] : stats->property_layouts)
    h += "<tr><th>ops read with " + html_escape(name) + "</th><td>" + num(n) + "</td></tr>";
  h += "</table><table class=\"kv\">";
  for (const stats_count& c : stats_counts)
    if (c.key != "version")
      h += "<tr><th>" + std::string(c.label) + "</th><td class=\"num\" id=\"count-" + std::string(c.key) + "\">" +
           num((*stats).*(c.member)) + "</td></tr>";
  h += "</table></div>";
  // Warnings: those of the stats' read (open, decoding, the walk) and of this page's.
  std::vector<error> warnings = stats->warnings;
  for (const error& e : sink->list())
    if (std::none_of(warnings.begin(), warnings.end(), [&](const error& w) { return w.offset == e.offset; }))
      warnings.push_back(e);
  std::sort(warnings.begin(), warnings.end(), [](const error& x, const error& y) { return x.offset < y.offset; });
  const std::uint64_t warning_count = std::max<std::uint64_t>(stats->warning_count, warnings.size());
  h += "<h3>Warnings: <span id=\"warning-count\">" + num(warning_count) + "</span></h3>";
  if (!warnings.empty()) {
    h += "<table class=\"sortable searchable\" id=\"warnings\"><thead><tr><th>section</th><th>byte</th><th>warning</th></tr></thead><tbody>";
    std::uint64_t shown = 0;
    for (const error& e : warnings) {
      if (shown++ >= opt.max_rows) break;
      h += "<tr>" + cell(section_name(e.section)) + num_cell(e.offset) + cell(b.describe(e)) + "</tr>";
    }
    h += "</tbody></table>" + left_out(std::min<std::uint64_t>(opt.max_rows, warnings.size()), warning_count, "warnings");
  }
  h += "</section>\n";

  // Where the bytes are: a treemap (patchwork) and the sections' table.
  h += "<section id=\"bytes\"><h2>Where the bytes are</h2><div class=\"row\">";
  std::uint64_t in_sections = 0;
  h += "<table class=\"sortable\" id=\"sections\"><thead><tr><th>section</th><th>offset</th><th>bytes</th></tr></thead><tbody>";
  const auto& ss = b.layout().sections;
  for (std::size_t id = 0; id < ss.size(); ++id) {
    if (!ss[id].present) continue;
    in_sections += ss[id].length;
    h += "<tr>" + cell(section_name(static_cast<section_id>(id))) + num_cell(ss[id].offset) +
         num_cell(ss[id].length, true) + "</tr>";
  }
  const std::uint64_t framing = b.bytes().size() > in_sections ? b.bytes().size() - in_sections : 0;
  h += "<tr>" + cell("(header and framing)") + num_cell(0) + num_cell(framing, true) + "</tr></tbody></table>";
  std::uint64_t blob_bytes = 0;
  std::vector<const listed_resource*> blobs;
  for (const listed_resource& r : *resources) {
    if (r.entry->kind != resource_kind::blob) continue;
    blob_bytes += r.size;
    blobs.push_back(&r);
  }
  if (opt.layout) {
    std::vector<const listed_resource*> biggest = blobs;
    std::sort(biggest.begin(), biggest.end(), [](auto* x, auto* y) { return x->size > y->size; });
    if (biggest.size() > opt.max_blocks) biggest.resize(static_cast<std::size_t>(opt.max_blocks));
    // Areas in square inches: the whole file is about 11 x 11 inches, so that
    // the labels' 9-point text is readable at the size the page shows it.
    const double scale = 120.0 / static_cast<double>(std::max<std::uint64_t>(1, b.bytes().size()));
    auto area = [&](std::uint64_t bytes) { return real(std::max(0.001, static_cast<double>(bytes) * scale)); };
    std::string g = "graph bytes {\nnode [style=filled fontname=\"Helvetica\" fontsize=9 fillcolor=\"#dde8f5\" color=\"#ffffff\"];\n";
    for (std::size_t id = 0; id < ss.size(); ++id) {
      if (!ss[id].present || ss[id].length == 0) continue;
      const std::string name = section_name(static_cast<section_id>(id));
      if (static_cast<section_id>(id) == section_id::resource && !biggest.empty()) {
        g += "subgraph cluster_resource { label=\"resource\";\n";
        std::uint64_t drawn = 0;
        for (std::size_t i = 0; i < biggest.size(); ++i) {
          drawn += biggest[i]->size;
          g += "b" + num(i) + " [fillcolor=\"#f5e3c8\" label=\"" + dot_label(biggest[i]->entry->key, 24) + "\\n" +
               human_bytes(biggest[i]->size) + "\" area=" + area(biggest[i]->size) + "];\n";
        }
        const std::uint64_t rest = ss[id].length > drawn ? ss[id].length - drawn : 0;
        if (rest > 0) g += "brest [label=\"other resource bytes\\n" + human_bytes(rest) + "\" area=" + area(rest) + "];\n";
        g += "}\n";
      } else {
        g += "s" + num(id) + " [label=\"" + name + "\\n" + human_bytes(ss[id].length) + "\" area=" + area(ss[id].length) + "];\n";
      }
    }
    if (framing > 0) g += "framing [label=\"header\\n" + human_bytes(framing) + "\" area=" + area(framing) + "];\n";
    g += "}\n";
    std::string why;
    if (auto svg = graphviz_svg("patchwork", g, why)) {
      laid_out_by = graphviz_version_in(*svg);
      h += "<div class=\"treemap\">" + svg_element(*svg) + "</div>";
    } else {
      h += "<p class=\"note\" id=\"no-layout\">Treemap not drawn: " + html_escape(why) + ".</p>";
      page.notes.push_back("treemap not drawn: " + why);
    }
    h += "</div>";
    if (blobs.size() > biggest.size())
      h += "<p class=\"note\">The treemap draws the " + num(biggest.size()) + " largest of " + num(blobs.size()) + " blobs.</p>";
  }
  if (!opt.layout) h += "</div>";
  h += "</section>\n";

  // Weights.
  h += "<section id=\"weights\"><h2>Weights</h2><p>Resource blobs: <span id=\"weights-count\">" + num(blobs.size()) +
       "</span>, <span id=\"weights-bytes\" data-v=\"" + num(blob_bytes) + "\">" + num(blob_bytes) + "</span> bytes (" +
       human_bytes(blob_bytes) + ").</p>";
  h += "<table class=\"sortable searchable\" id=\"weights-table\"><thead><tr><th>key</th><th>dialect</th><th>dtype</th>"
       "<th>shape</th><th>bytes</th><th>align</th><th>offset</th><th>used by</th>";
  if (opt.weight_stats) h += "<th>min</th><th>max</th><th>mean</th><th>std</th><th>NaN</th><th>Inf</th><th>zeros</th><th>histogram</th>";
  h += "</tr></thead><tbody>";
  attr_printer printer(reader);
  std::uint64_t rows = 0;
  for (const listed_resource* r : blobs) {
    if (rows++ >= opt.max_rows) break;
    const weight_view* w = r->uses.empty() ? nullptr : &r->uses.front().use->w;
    std::string dtype = "?", shape = "?";
    if (w != nullptr) {
      dtype.clear();
      if (printer.print_type(w->element.type, dtype)) dtype = "?";
      shape = shape_text(w->shape);
    }
    std::string used;
    for (std::size_t i = 0; i < r->uses.size() && i < 8; ++i) used += (i == 0 ? "" : ", ") + r->uses[i].op;
    if (r->uses.size() > 8) used += ", ... (" + num(r->uses.size()) + " uses)";
    h += "<tr data-key=\"" + html_escape(cut(std::string(r->entry->key), max_cell_text)) + "\">" + cell(r->entry->mlir_name()) + cell(r->group->name) +
         cell(dtype) + cell(shape) + num_cell(r->size) + num_cell(r->alignment) + num_cell(r->offset) + cell(used);
    if (opt.weight_stats) {
      std::optional<tensor_stats> s;
      if (w != nullptr && w->ok()) s = compute_tensor_stats(*w);
      if (s) {
        const double zeros = s->count == 0 ? 0 : static_cast<double>(s->zeros) / static_cast<double>(s->count);
        h += real_cell(s->min) + real_cell(s->max) + real_cell(s->mean) + real_cell(s->stddev) + num_cell(s->nan) +
             num_cell(s->inf) + real_cell(zeros) + "<td>" + histogram_svg(*s) + "</td>";
      } else {
        h += "<td colspan=\"8\" class=\"note\">" + html_escape(w == nullptr ? "no typed use" : w->ok() ? "no statistics for this element type" : w->message()) + "</td>";
      }
    }
    h += "</tr>\n";
  }
  h += "</tbody></table>" + left_out(std::min<std::uint64_t>(opt.max_rows, blobs.size()), blobs.size(), "weights");
  h += "</section>\n";

  // IR: op counts by dialect and op, functions, graphs.
  h += "<section id=\"ir\"><h2>IR</h2>";
  std::map<std::string, std::uint64_t> by_dialect;
  for (const auto& [name, n] : stats->op_counts) by_dialect[name.substr(0, name.find('.'))] += n;
  std::vector<std::pair<std::string, std::uint64_t>> dialect_counts(by_dialect.begin(), by_dialect.end());
  std::sort(dialect_counts.begin(), dialect_counts.end(), [](auto& x, auto& y) { return x.second > y.second; });
  auto bars = [&](const char* id, const std::vector<std::pair<std::string, std::uint64_t>>& counts) {
    std::uint64_t top = 1;
    for (const auto& c : counts) top = std::max(top, c.second);
    std::string t = "<table class=\"bars sortable searchable\" id=\"" + std::string(id) + "\"><thead><tr><th>name</th><th>ops</th><th></th></tr></thead><tbody>";
    std::uint64_t shown = 0;
    for (const auto& [name, n] : counts) {
      if (shown++ >= opt.max_rows) break;
      t += "<tr>" + cell(name) + num_cell(n) + "<td><div class=\"bar\" style=\"width:" +
           real(100.0 * static_cast<double>(n) / static_cast<double>(top)) + "%\"></div></td></tr>";
    }
    return t + "</tbody></table>" + left_out(std::min<std::uint64_t>(opt.max_rows, counts.size()), counts.size(), "names");
  };
  h += "<h3>Ops by dialect</h3>" + bars("dialect-counts", dialect_counts);
  h += "<h3>Ops by name</h3>" + bars("op-counts", stats->op_counts);

  h += "<h3>Functions: " + num(fns->size()) + "</h3><table class=\"sortable searchable\" id=\"functions\"><thead><tr>"
       "<th>#</th><th>symbol</th><th>op</th><th>ops</th><th>bytes</th><th>offset</th><th>graph</th></tr></thead><tbody>";
  ir_attrs attrs(b, reader);
  std::string graphs_dot;
  std::vector<std::size_t> drawn_fns;
  std::vector<std::uint64_t> drawn_nodes;
  std::string op_data = "[";
  std::uint64_t drawn_ops = 0;
  std::vector<std::string> symbols(fns->size());
  // The top level, when it holds more than functions (module-level constants,
  // meshes, globals): a graph of its own, functions as single nodes.
  std::uint64_t in_functions = 0;
  for (const function_summary& s : *sums) in_functions += s.ops;
  std::uint64_t outermost = 0;
  {
    struct depth0 {
      std::uint64_t* n;
      walk_action on_op(const op_view& op) {
        if (op.depth == 0) ++*n;
        return walk_action::skip;
      }
    } v{&outermost};
    ir_walker w(b);
    if (error e = w.walk(v)) return e;
  }
  const std::uint64_t top_ops = stats->ops - std::min(stats->ops, in_functions + outermost);
  // The dump's first walk, which names the values as mlir-opt does, for the
  // ops' texts: only when graphs are drawn.
  detail::ir_namer names;
  if (opt.layout) {
    ir_walker w(b, sink);
    if (error e = w.walk(names)) return e;
    names.finish();
  }
  bool top_drawn = false;
  if (opt.layout && top_ops > fns->size()) {
    graph_builder g;
    g.attrs = &attrs;
    g.names = &names;
    g.limit = std::min(opt.max_nodes, opt.max_drawn_ops);  // max_drawn_ops >= max_nodes in practice
    g.max_text = opt.max_op_text;
    g.top_level = true;
    g.skips_lag = b.version() >= version_lazy_loading;
    ir_walker w(b, sink);
    if (error e = w.walk(g)) return e;
    for (std::size_t n = 0; n < g.nodes.size(); ++n) {
      op_data += n == 0 ? "" : ",";
      json_string(op_data, g.nodes[n].text);
    }
    graphs_dot += g.finish("top level");
    drawn_nodes.push_back(g.nodes.size());
    drawn_ops += g.nodes.size();
    top_drawn = true;
  }
  // Functions without ops (declarations) have no graph to draw: the limits left out the others.
  std::uint64_t with_ops = 0;
  for (std::size_t i = 0; i < fns->size(); ++i) {
    const function_entry& fe = (*fns)[i];
    auto sym = symbol_name(reader, fe);
    symbols[i] = sym ? std::string(*sym) : std::string();
    const std::uint64_t ops = (*sums)[i].ops;
    with_ops += ops > 0 ? 1 : 0;
    std::string graph = "not drawn";
    // A function is drawn whole (up to max_nodes) or not at all: the budget
    // never cuts a graph that the per-graph limit does not.
    const detail::ir_namer::isolated_op* iso = opt.layout ? names.find_isolated(fe.offset) : nullptr;
    if (iso != nullptr && drawn_fns.size() < opt.max_graphs && ops > 0 &&
        std::min(ops, opt.max_nodes) <= opt.max_drawn_ops - drawn_ops) {
      graph_builder g;
      g.attrs = &attrs;
      g.names = &names;
      g.shift = iso->first_region - 1;
      g.limit = opt.max_nodes;
      g.base = drawn_ops;
      g.max_text = opt.max_op_text;
      if (error e = fns->walk(i, g)) return e;
      for (std::size_t n = 0; n < g.nodes.size(); ++n) {
        op_data += (drawn_ops + n == 0) ? "" : ",";
        json_string(op_data, g.nodes[n].text);
      }
      graphs_dot += g.finish(symbols[i].empty() ? "f" + num(i) : symbols[i]);
      drawn_fns.push_back(i);
      drawn_nodes.push_back(g.nodes.size());
      drawn_ops += g.nodes.size();
      graph = g.truncated ? "first " + num(g.nodes.size()) + " ops" : "drawn";
      if (g.edges_cut) graph += ", first " + num(4 * g.nodes.size()) + " edges";
    }
    if (i < opt.max_rows)
      h += "<tr>" + num_cell(i) + cell(symbols[i]) + cell(fe.name != nullptr ? fe.name->full_name() : "?") +
           num_cell(ops) + num_cell(fe.size(), true) + num_cell(fe.offset) + cell(graph) + "</tr>";
  }
  op_data += "]";
  h += "</tbody></table>" + left_out(std::min<std::uint64_t>(opt.max_rows, fns->size()), fns->size(), "functions");

  h += "<h3>Dataflow graphs</h3>";
  if (!opt.layout) {
    h += "<p class=\"note\" id=\"no-graphs\">Graphs not drawn (layout turned off).</p>";
  } else if (!drawn_fns.empty() || top_drawn) {
    std::string why;
    std::vector<std::string> svgs;
    if (auto all = graphviz_svg("dot", graphs_dot, why)) {
      if (laid_out_by.empty()) laid_out_by = graphviz_version_in(*all);
      // One document per graph, in order.
      std::size_t at = 0;
      while ((at = all->find("<svg", at)) != std::string::npos) {
        const auto end = all->find("</svg>", at);
        if (end == std::string::npos) break;
        svgs.push_back(all->substr(at, end + 6 - at));
        at = end + 6;
      }
    }
    const std::size_t expected = drawn_fns.size() + (top_drawn ? 1 : 0);
    if (svgs.size() != expected) {
      if (why.empty()) why = "Graphviz (dot) returned " + num(svgs.size()) + " graphs for " + num(expected);
      h += "<p class=\"note\" id=\"no-layout-graphs\">Graphs not drawn: " + html_escape(why) + ".</p>";
      page.notes.push_back("graphs not drawn: " + why);
    } else {
      h += "<p>Click an op to see its text (as <code>mlirbc dump</code> and mlir-opt print it; regions as {...}).</p>";
      for (std::size_t k = 0; k < expected; ++k) {
        const bool top = top_drawn && k == 0;
        const std::size_t i = top ? 0 : drawn_fns[k - (top_drawn ? 1 : 0)];
        const std::uint64_t ops = top ? top_ops : (*sums)[i].ops;
        const std::string name = top ? "top level (functions as single nodes)"
                                     : symbols[i].empty() ? "function " + num(i) : "@" + symbols[i];
        h += "<details class=\"graph\"" + std::string(k == 0 ? " open" : "") + " data-function=\"" +
             (top ? std::string("top") : num(i)) + "\" data-ops=\"" + num(ops) + "\" data-drawn=\"" +
             num(drawn_nodes[k]) + "\"><summary>" + html_escape(name) + " (" + num(ops) + " ops" +
             (ops > drawn_nodes[k] ? ", first " + num(drawn_nodes[k]) + " drawn" : "") + ")</summary>" + svgs[k] +
             "</details>\n";
      }
    }
  }
  if (with_ops > drawn_fns.size() && opt.layout) {
    h += "<p class=\"note\">" + num(with_ops - drawn_fns.size()) + " of " + num(with_ops) +
         " functions with ops not drawn (limits: " + num(opt.max_graphs) + " graphs, " + num(opt.max_drawn_ops) + " ops).</p>";
    page.notes.push_back(num(with_ops - drawn_fns.size()) + " functions not drawn (limits)");
  }
  h += "</section>\n</main>\n<aside id=\"op-panel\"><h3>Op</h3><pre id=\"op-text\">Click an op in a graph.</pre></aside>\n";
  h += "<footer>Written by mlirbc " MLIRBC_VERSION_STRING;
  if (!laid_out_by.empty()) h += "; graphs laid out by " + html_escape(laid_out_by);
  h += ". <span id=\"console-errors\" data-count=\"0\"></span> <span id=\"network-requests\"></span></footer>\n";
  h += "<script type=\"application/json\" id=\"op-data\">" + op_data + "</script>\n";
  h += "<script>" + std::string(view_assets::script) + "</script>\n</body></html>\n";
  return page;
}

}  // namespace mlirbc
