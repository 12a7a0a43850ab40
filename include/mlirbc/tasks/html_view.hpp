// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// html_view: one self-contained HTML page that shows a file at a glance
// (docs/view.md): summary and warnings, where the bytes are (a treemap of
// sections and resource blobs), the weights with their statistics, op counts,
// functions and each function's dataflow graph (laid out by Graphviz,
// graph_layout.hpp), and a search box. Scripts, styles and data are inline;
// a Content-Security-Policy forbids every network request. What `mlirbc view`
// writes and the Python module's File.view() writes.
//
// The page is bounded whatever the input: tables, graphs, texts from the file
// and op texts are cut at the limits below, and the page says what it left out. Weight statistics
// stream over the mapped data (tensor_stats.hpp) in constant memory.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/format_warnings.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../tables/bytecode.hpp"

namespace mlirbc {

struct view_options {
  std::string_view title;           // shown as the page's title (the file's name)
  bool weight_stats = true;         // per-tensor statistics (streams over every blob)
  bool layout = true;               // run Graphviz (false: graphs and treemap are not drawn)
  std::uint64_t max_nodes = 300;    // ops drawn per function graph; the rest is summarised
  std::uint64_t max_drawn_ops = 1500;  // ops drawn over all graphs
  std::uint64_t max_graphs = 24;       // functions drawn
  std::uint64_t max_rows = 1000;       // rows of each table
  std::uint64_t max_op_text = 400;     // characters of a clicked op's text
  // The bound on the page: a page larger than this (long names in a hostile
  // file) is made again with smaller limits, and says so.
  std::uint64_t max_page = (std::uint64_t{5} << 20) - (std::uint64_t{64} << 10);
  std::uint64_t max_blocks = 200;      // resource blobs drawn in the treemap
  // The sink of the read's warnings (a copy of bytecode::warnings() to have
  // open's too); null: the page's own. The page lists them.
  format_warnings* warnings = nullptr;
};

struct view_page {
  std::string html;
  // What the page could not do or left out, one line each (Graphviz missing,
  // graphs cut at a limit...): the CLI prints them as notes.
  std::vector<std::string> notes;
};

// The page of file f read with `dialects`. Fails as a dump fails: on IR that
// cannot be walked or (strict) a format rule broken. Undecodable parts appear
// opaque, with their warnings.
result<view_page> html_view(const bytecode_file& f, const dialect_registry& dialects, const view_options& opt = {});

// A compact summary (an HTML table: version, producer, size, sections, op and
// resource counts) for notebooks: the Python module's File._repr_html_().
std::string html_summary(const bytecode& b, std::string_view title);

// `s` with & < > " ' written as character references.
std::string html_escape(std::string_view s);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/html_view.ipp"
#endif
