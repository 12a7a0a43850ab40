// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc view (tasks/html_view.hpp, docs/view.md): the page of every fixture
// has every weight key and the byte total the library lists, one graph node
// per op of each drawn function (counted by the library's own walk), each
// op's text as the dump prints it (value names included), no
// network reference, escaped file text and a bounded size; the statistics
// match the data; the CLI writes the page whole, beside the input or where
// told, and refuses to replace a file unless --force.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/tasks/functions.hpp>
#include <mlirbc/tasks/graph_layout.hpp>
#include <mlirbc/tasks/html_view.hpp>
#include <mlirbc/tasks/resource_listing.hpp>
#include <mlirbc/tasks/tensor_stats.hpp>
#include <mlirbc/writing/writer.hpp>

#include "support.hpp"

namespace fs = std::filesystem;
using namespace mlirbc;

namespace {

constexpr std::size_t max_page = 5u << 20;

// Asked once per PATH (tests change it): each question starts `dot -V`, which
// takes as long as a small layout.
bool have_graphviz() {
  static std::map<std::string, bool> known;
  const char* path = std::getenv("PATH");
  const auto [it, added] = known.try_emplace(path != nullptr ? path : "", false);
  if (added) it->second = !graphviz_version().empty();
  return it->second;
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + what.size())) ++n;
  return n;
}

std::string attribute(const std::string& tag, const std::string& name) {
  const std::string key = " " + name + "=\"";
  const auto at = tag.find(key);
  if (at == std::string::npos) return {};
  const auto end = tag.find('"', at + key.size());
  return tag.substr(at + key.size(), end - at - key.size());
}

// One drawn graph of a page: its function, its op count as the page states it,
// the ops drawn, and the op nodes of its SVG.
struct drawn_graph {
  bool top = false;  // the top level's graph (functions as single nodes)
  std::uint64_t function = 0, ops = 0, drawn = 0, nodes = 0;
};
std::vector<drawn_graph> graphs_of(const std::string& html) {
  std::vector<drawn_graph> out;
  for (std::size_t at = html.find("<details class=\"graph\""); at != std::string::npos;
       at = html.find("<details class=\"graph\"", at + 1)) {
    const auto tag_end = html.find('>', at);
    const auto end = html.find("</details>", at);
    const std::string tag = html.substr(at, tag_end - at);
    drawn_graph g;
    const std::string fn = attribute(tag, "data-function");
    g.top = fn == "top";
    g.function = g.top ? 0 : std::stoull(fn);
    g.ops = std::stoull(attribute(tag, "data-ops"));
    g.drawn = std::stoull(attribute(tag, "data-drawn"));
    g.nodes = count(html.substr(at, end - at), "class=\"node op\"");
    out.push_back(g);
  }
  return out;
}

// The checks every page passes, against what the library lists for the file.
void check_page(const fs::path& p, const bytecode_file& f, const std::string& html, const view_options& opt) {
  CAPTURE(p.string());
  CHECK(html.size() < max_page);
  CHECK(html.starts_with("<!DOCTYPE html>"));
  CHECK(html.find("default-src 'none'") != std::string::npos);
  // No reference that a browser would fetch.
  static const std::regex remote(R"((src|href)\s*=\s*["']?\s*(https?:|//))", std::regex::icase);
  CHECK_FALSE(std::regex_search(html, remote));

  // Weights: every blob key, and the byte total.
  auto listed = list_resources(f);
  REQUIRE(listed);
  std::uint64_t blob_bytes = 0, blobs = 0;
  for (const listed_resource& r : *listed) {
    if (r.entry->kind != resource_kind::blob) continue;
    blob_bytes += r.size;
    if (blobs++ < opt.max_rows) CHECK(html.find("data-key=\"" + html_escape(r.entry->key) + "\"") != std::string::npos);
  }
  CHECK(html.find("id=\"weights-bytes\" data-v=\"" + std::to_string(blob_bytes) + "\"") != std::string::npos);
  CHECK(html.find("id=\"weights-count\">" + std::to_string(blobs) + "<") != std::string::npos);

  // Graphs: one op node per op the library's walk counts, up to the limit.
  auto fns = function_index::build(f.view());
  REQUIRE(fns);
  auto sums = summarize_functions(*fns, 1);
  REQUIRE(sums);
  const auto graphs = graphs_of(html);
  if (!have_graphviz()) {
    CHECK(graphs.empty());
    return;
  }
  std::uint64_t with_ops = 0, to_draw = 0, in_functions = 0;
  for (const function_summary& s : *sums) {
    with_ops += s.ops > 0 ? 1 : 0;
    to_draw += std::min(s.ops, opt.max_nodes);
    in_functions += s.ops;
  }
  // The ops of the top level: all, less those in functions and the outermost ops.
  auto stats = compute_stats(f, mlir_opt_dialects());
  REQUIRE(stats);
  struct outermost_counter {
    std::uint64_t n = 0;
    walk_action on_op(const op_view& op) {
      n += op.depth == 0 ? 1 : 0;
      return walk_action::skip;
    }
  } outermost;
  ir_walker w(f.view());
  REQUIRE_FALSE(w.walk(outermost));
  const std::uint64_t top_ops = stats->ops - in_functions - outermost.n;
  const bool top_drawn = top_ops > fns->size();
  CHECK((!graphs.empty() && graphs[0].top) == top_drawn);
  to_draw += top_drawn ? std::min(top_ops, opt.max_nodes) : 0;
  if (to_draw <= opt.max_drawn_ops)
    CHECK(graphs.size() == std::min<std::uint64_t>(with_ops, opt.max_graphs) + (top_drawn ? 1 : 0));
  for (const drawn_graph& g : graphs) {
    REQUIRE(g.function < sums->size() + (g.top ? 1 : 0));
    CHECK(g.ops == (g.top ? top_ops : (*sums)[g.function].ops));
    CHECK(g.nodes == g.drawn);
    CHECK(g.drawn <= opt.max_nodes);
    CHECK(g.nodes == std::min(g.ops, opt.max_nodes));
  }
}

// The op texts of the page (its op-data JSON array: strings as
// html_view_detail::json_string writes them).
std::vector<std::string> op_texts(const std::string& html) {
  std::vector<std::string> out;
  const std::string open = "id=\"op-data\">[";
  auto at = html.find(open);
  if (at == std::string::npos) return out;
  at += open.size();
  while (at < html.size() && html[at] == '"') {
    std::string s;
    for (++at; at < html.size() && html[at] != '"'; ++at) {
      if (html[at] != '\\') {
        s += html[at];
      } else if (html[at + 1] == 'u') {
        s += static_cast<char>(std::stoi(html.substr(at + 2, 4), nullptr, 16));
        at += 5;
      } else {
        s += html[++at];
      }
    }
    out.push_back(std::move(s));
    at += html[at + 1] == ',' ? 2u : 1u;
  }
  return out;
}

// Each op text of the page is the line the dump (with locations) prints for
// that op, value names included; an op with regions shows them as {...}, its
// head and tail being the dump's first and last line of the op.
std::size_t check_op_texts(const bytecode& b, const std::string& html) {
  std::string dumped;
  print_options po;
  po.debuginfo = true;
  REQUIRE_FALSE(print_generic(b, dumped, po, mlir_opt_dialects()));
  std::set<std::string> lines;
  for (std::size_t at = 0; at < dumped.size();) {
    auto end = dumped.find('\n', at);
    if (end == std::string::npos) end = dumped.size();
    const auto first = dumped.find_first_not_of(' ', at);
    if (first < end) lines.insert(dumped.substr(first, end - first));
    at = end + 1;
  }
  std::size_t checked = 0;
  for (const std::string& t : op_texts(html)) {
    if (t.find(" ... (cut at ") != std::string::npos) continue;
    CAPTURE(t);
    const auto regions = t.find(" ({...}");
    if (regions == std::string::npos) {
      CHECK(lines.count(t) != 0);
    } else {
      const auto tail = t.find(')', regions + 2);  // the end of the list ({...}, ... or , ...)
      const std::string head = t.substr(0, regions) + " ({";
      CHECK(std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.starts_with(head); }));
      CHECK(lines.count("}" + t.substr(tail)) != 0);
    }
    ++checked;
  }
  return checked;
}

std::vector<std::byte> floats(std::initializer_list<float> v) {
  std::vector<std::byte> out(v.size() * 4);
  std::size_t i = 0;
  for (float x : v) std::memcpy(out.data() + 4 * i++, &x, 4);
  return out;
}

}  // namespace

TEST_CASE("the page of every fixture has the file's weights and one graph node per op") {
  std::vector<fs::path> files = test_support::fixture_files();
  files.push_back(fs::path(MLIRBC_TEST_DATA) / ".." / ".." / "examples" / "weights.mlirbc");
  for (const fs::path& p : fs::directory_iterator(test_support::data_dir() / "ecosystem_attrs")) files.push_back(p);
  std::size_t pages = 0, op_texts_checked = 0;
  for (const fs::path& p : files) {
    CAPTURE(p.string());
    auto f = bytecode_file::open(p.string());
    if (!f) continue;  // the fixtures of unreadable files are refused at open, as by every command
    const view_options opt;
    auto page = html_view(*f, mlir_opt_dialects(), opt);
    std::string dumped;
    const error dump_error = print_generic(f->view(), dumped, {}, mlir_opt_dialects());
    // The page fails where the dump fails, and only there.
    CHECK(static_cast<bool>(page) == !dump_error);
    if (!page) continue;
    ++pages;
    check_page(p, *f, page->html, opt);
    if (have_graphviz()) op_texts_checked += check_op_texts(f->view(), page->html);
  }
  CHECK(pages > 50);
  if (have_graphviz()) CHECK(op_texts_checked > 1000);
}

TEST_CASE("the pages of the StableHLO and Shardy fixtures draw their ops with the dump's text") {
  if (!have_graphviz()) return;  // the sweep above checks that no graph is drawn then
  for (const char* name : {"stablehlo_mlp", "shardy_meshes"}) {
    for (const char* version : {".v0.mlirbc", ".v6.mlirbc"}) {
      const fs::path p = test_support::data_dir() / (std::string(name) + version);
      CAPTURE(p.string());
      auto f = bytecode_file::open(p.string());
      REQUIRE(f);
      auto page = html_view(*f, mlir_opt_dialects());
      REQUIRE(page);
      check_page(p, *f, page->html, {});
      const auto graphs = graphs_of(page->html);
      std::uint64_t drawn = 0;
      for (const drawn_graph& g : graphs) drawn += g.drawn;
      auto stats = compute_stats(*f, mlir_opt_dialects());
      REQUIRE(stats);
      auto fns = function_index::build(f->view());
      REQUIRE(fns);
      // Every op but the module is a node (all are under the limits); the
      // functions themselves only in the top level's graph, when it has one.
      const bool top = !graphs.empty() && graphs[0].top;
      CHECK(top == (std::string(name) == "shardy_meshes"));
      CHECK(drawn + 1 + (top ? 0 : fns->size()) == stats->ops);
      CHECK(check_op_texts(f->view(), page->html) == drawn);
      const std::string texts = page->html.substr(page->html.find("id=\"op-data\""));
      CHECK(texts.find(std::string(name) == "stablehlo_mlp" ? "stablehlo.reduce" : "#sdy.sharding<@mesh_xy") !=
            std::string::npos);
    }
  }
}

TEST_CASE("text from the file is escaped in the page") {
  test_support::scratch_dir dir("view-escape");
  const fs::path p = dir.path / "hostile.mlirbc";
  const auto data = floats({1, 2});
  std::vector<weight> w(1);
  w[0].name = "w";
  w[0].shape = {2};
  w[0].data = data;
  write_options wo;
  wo.producer = "<script>alert('x')</script>&\"";
  REQUIRE(write_weights_file(p.string(), w, wo));
  auto f = bytecode_file::open(p.string());
  REQUIRE(f);
  view_options opt;
  opt.title = "<b>title</b>";
  auto page = html_view(*f, mlir_opt_dialects(), opt);
  REQUIRE(page);
  CHECK(page->html.find("<script>alert") == std::string::npos);
  CHECK(page->html.find("<b>title") == std::string::npos);
  CHECK(page->html.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;") != std::string::npos);
  CHECK(page->html.find("&lt;b&gt;title&lt;/b&gt;") != std::string::npos);
  CHECK(html_escape("a<>&\"'b") == "a&lt;&gt;&amp;&quot;&#39;b");
}

TEST_CASE("statistics stream over a weight's data") {
  test_support::scratch_dir dir("view-stats");
  const fs::path p = dir.path / "stats.mlirbc";
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  const auto data = floats({0, 1, nan, inf, -2, 0, 0.5f, -inf});
  std::vector<weight> w(1);
  w[0].name = "mixed";
  w[0].shape = {8};
  w[0].data = data;
  REQUIRE(write_weights_file(p.string(), w, {}));
  auto f = bytecode_file::open(p.string());
  REQUIRE(f);
  attr_reader r(f->view(), mlir_opt_dialects());
  auto idx = weight_index::build(r);
  REQUIRE(idx);
  REQUIRE(idx->uses().size() == 1);
  auto s = compute_tensor_stats(idx->uses()[0].w);
  REQUIRE(s);
  CHECK(s->count == 8);
  CHECK(s->nan == 1);
  CHECK(s->inf == 2);
  CHECK(s->finite == 5);
  CHECK(s->zeros == 2);
  CHECK(s->min == -2);
  CHECK(s->max == 1);
  CHECK(s->mean == doctest::Approx((0 + 1 - 2 + 0 + 0.5) / 5));
  const double m = (0 + 1 - 2 + 0 + 0.5) / 5;
  const double var = (m * m + (1 - m) * (1 - m) + (-2 - m) * (-2 - m) + m * m + (0.5 - m) * (0.5 - m)) / 5;
  CHECK(s->stddev == doctest::Approx(std::sqrt(var)));
  std::uint64_t in_bins = 0;
  for (std::uint64_t c : s->histogram) in_bins += c;
  CHECK(in_bins == s->finite);
  CHECK(s->histogram.front() == 1);  // -2
  CHECK(s->histogram.back() == 1);   // 1

  // The bundled example's integer and bf16 weights against their values read through the library.
  auto ex = bytecode_file::open((fs::path(MLIRBC_TEST_DATA) / ".." / ".." / "examples" / "weights.mlirbc").string());
  REQUIRE(ex);
  attr_reader er(ex->view(), mlir_opt_dialects());
  auto eidx = weight_index::build(er);
  REQUIRE(eidx);
  std::size_t checked = 0;
  for (const resource_use& u : eidx->uses()) {
    auto st = compute_tensor_stats(u.w);
    REQUIRE(st);
    CAPTURE(std::string(u.w.key));
    if (auto v = u.w.as<std::int8_t>(); v && u.w.element.kind == element_kind::integer) {
      double lo = 1e9, hi = -1e9;
      for (std::int8_t x : *v) lo = std::min(lo, double(x)), hi = std::max(hi, double(x));
      CHECK(st->min == lo);
      CHECK(st->max == hi);
      ++checked;
    }
    if (auto v = u.w.as<std::int64_t>(); v && u.w.element.kind == element_kind::integer) {
      double sum = 0;
      for (std::int64_t x : *v) sum += double(x);
      CHECK(st->mean == doctest::Approx(sum / double(v->size())));
      ++checked;
    }
    if (auto v = u.w.as<std::uint16_t>(); v && u.w.element.kind == element_kind::floating) {  // bf16: an f32's upper half
      double lo = 1e300;
      for (std::uint16_t x : *v) {
        const std::uint32_t bits = std::uint32_t{x} << 16;
        float fl;
        std::memcpy(&fl, &bits, 4);
        lo = std::min(lo, double(fl));
      }
      CHECK(st->min == lo);
      ++checked;
    }
  }
  CHECK(checked == 3);
}

TEST_CASE("the page stays bounded: tables, graphs and texts are cut and say so") {
  test_support::scratch_dir dir("view-bounded");
  const fs::path p = dir.path / "many.mlirbc";
  const std::size_t n = 3000;
  const auto data = floats({1, 2, 3, 4});
  std::vector<weight> w(n);
  for (std::size_t i = 0; i < n; ++i) {
    w[i].name = "weight_with_a_long_name_" + std::to_string(i);
    w[i].shape = {4};
    w[i].data = data;
  }
  REQUIRE(write_weights_file(p.string(), w, {}));
  auto f = bytecode_file::open(p.string());
  REQUIRE(f);
  const view_options opt;
  auto page = html_view(*f, mlir_opt_dialects(), opt);
  REQUIRE(page);
  check_page(p, *f, page->html, opt);
  CHECK(count(page->html, "<tr data-key=") == opt.max_rows);
  CHECK(page->html.find(std::to_string(n - opt.max_rows) + " more weights not shown") != std::string::npos);
  // A page over max_page is made again with smaller limits, and says so.
  view_options small = opt;
  small.max_page = page->html.size() / 4;
  auto smaller = html_view(*f, mlir_opt_dialects(), small);
  REQUIRE(smaller);
  CHECK(smaller->html.size() <= small.max_page);
  CHECK(smaller->notes.back().starts_with("limits reduced"));
  CHECK(smaller->html.find("id=\"weights-count\">" + std::to_string(n) + "<") != std::string::npos);
  CHECK(count(smaller->html, "<tr data-key=") < opt.max_rows);
  if (have_graphviz()) {
    const auto graphs = graphs_of(page->html);
    REQUIRE(graphs.size() == 1);
    CHECK(graphs[0].nodes == opt.max_nodes);
    CHECK(graphs[0].ops > opt.max_nodes);
  }
}

namespace {
test_support::command_result run_cli(const std::string& args) {
  return test_support::run_command(std::string(MLIRBC_CLI) + " " + args + " 2>/dev/null");
}
}  // namespace

TEST_CASE("mlirbc view writes FILE.html beside FILE, refuses to replace it without --force, and -o -") {
  test_support::scratch_dir dir("view-cli");
  const fs::path in = dir.path / "weights.mlirbc";
  fs::copy_file(fs::path(MLIRBC_TEST_DATA) / ".." / ".." / "examples" / "weights.mlirbc", in);
  const fs::path out = dir.path / "weights.mlirbc.html";
  const std::string q = "'" + in.string() + "'";
  REQUIRE(run_cli("view " + q).status == 0);
  const std::string first = test_support::read_text(out);
  CHECK(first.starts_with("<!DOCTYPE html>"));
  CHECK(first.find("data-key=\"dense_weight\"") != std::string::npos);
  test_support::write_file(out, std::string_view("mine"));
  CHECK(run_cli("view " + q).status == 1);
  CHECK(test_support::read_text(out) == "mine");
  CHECK(run_cli("view --force " + q).status == 0);
  CHECK(test_support::read_text(out) == first);
  const auto to_stdout = run_cli("view -o - " + q);
  CHECK(to_stdout.status == 0);
  CHECK(to_stdout.out == first);
  CHECK(run_cli("view --max-nodes 0 " + q).status == 2);
  // A file that cannot be read: the usual error and no page.
  const fs::path bad = dir.path / "bad.mlirbc";
  test_support::write_file(bad, std::string_view("ML\xefR garbage"));
  CHECK(run_cli("view '" + bad.string() + "'").status == 1);
  CHECK_FALSE(fs::exists(dir.path / "bad.mlirbc.html"));
  for (const auto& e : fs::directory_iterator(dir.path))
    CHECK(e.path().string().find(".partial") == std::string::npos);
}

namespace {

// Sets an environment variable for as long as it lives (unset: nullptr).
struct scoped_env {
  std::string name;
  std::optional<std::string> saved;
  scoped_env(const char* n, const char* value) : name(n) {
    if (const char* old = std::getenv(n)) saved = old;
    if (value != nullptr) ::setenv(n, value, 1);
    else ::unsetenv(n);
  }
  scoped_env(const scoped_env&) = delete;
  scoped_env& operator=(const scoped_env&) = delete;
  ~scoped_env() {
    if (saved) ::setenv(name.c_str(), saved->c_str(), 1);
    else ::unsetenv(name.c_str());
  }
};

void write_script(const fs::path& p, const std::string& body) {
  test_support::write_file(p, "#!/bin/sh\n" + body);
  fs::permissions(p, fs::perms::owner_all);
}

bool has_note(const view_page& page, const std::string& start) {
  return std::any_of(page.notes.begin(), page.notes.end(), [&](const std::string& n) { return n.starts_with(start); });
}

}  // namespace

TEST_CASE("without Graphviz, or with one that fails, the page says what was not drawn and why, and has the rest") {
  const fs::path in = test_support::data_dir() / "functions.v6.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  auto sums = summarize_functions(*function_index::build(f->view()), 1);
  REQUIRE(sums);
  test_support::scratch_dir dir("view-no-graphviz");
  const scoped_env path("PATH", dir.path.string().c_str());

  // Nothing on PATH: not installed.
  CHECK(graphviz_version().empty());
  std::string why;
  CHECK_FALSE(graphviz_svg("dot", "digraph { a }", why));
  CHECK(why == "Graphviz (dot) is not installed");
  auto page = html_view(*f, mlir_opt_dialects());
  REQUIRE(page);
  CHECK(has_note(*page, "treemap not drawn: Graphviz (patchwork) is not installed"));
  CHECK(has_note(*page, "graphs not drawn: Graphviz (dot) is not installed"));
  CHECK(page->html.find("id=\"no-layout\"") != std::string::npos);
  CHECK(page->html.find("id=\"no-layout-graphs\"") != std::string::npos);
  CHECK(page->html.find("graphs laid out by") == std::string::npos);
  check_page(in, *f, page->html, {});  // weights and tables all there; no graph

  // A patchwork that fails, and a dot that draws one graph whatever it is given.
  write_script(dir.path / "patchwork", "echo 'patchwork: out of order' >&2\nexit 3\n");
  write_script(dir.path / "dot",
               "if [ \"$1\" = -V ]; then printf 'dot - graphviz version 0.0 (test)\\r\\n' >&2; exit 0; fi\n"
               "cat >/dev/null\nprintf '<!-- Generated by graphviz version 0.0 (test)\\r\\n -->\\n<svg>one</svg>\\n'\n");
  CHECK(graphviz_version() == "graphviz version 0.0 (test)");
  CHECK_FALSE(graphviz_svg("patchwork", "graph { a }", why));
  CHECK(why == "Graphviz (patchwork) failed: patchwork: out of order\n");
  auto odd = html_view(*f, mlir_opt_dialects());
  REQUIRE(odd);
  std::uint64_t with_ops = 0;
  for (const function_summary& s : *sums) with_ops += s.ops > 0 ? 1 : 0;
  REQUIRE(with_ops > 1);
  CHECK(has_note(*odd, "treemap not drawn: Graphviz (patchwork) failed: patchwork: out of order"));
  CHECK(has_note(*odd, "graphs not drawn: Graphviz (dot) returned 1 graphs for " + std::to_string(with_ops)));
  CHECK(odd->html.find("graphs laid out by graphviz version 0.0 (test)") != std::string::npos);
  CHECK(graphs_of(odd->html).empty());

  // A dot whose SVG never ends: no graph is taken from it.
  write_script(dir.path / "dot", "cat >/dev/null\necho '<svg>cut'\n");
  view_options no_treemap;
  no_treemap.weight_stats = false;
  auto cut = html_view(*f, mlir_opt_dialects(), no_treemap);
  REQUIRE(cut);
  CHECK(has_note(*cut, "graphs not drawn: Graphviz (dot) returned 0 graphs for " + std::to_string(with_ops)));

  // A program that a signal ends ran, with status -1; one that exits 127 is one the shell could not find.
  write_script(dir.path / "killed", "kill -9 $$\n");
  write_script(dir.path / "missing", "exit 127\n");
  const graphviz_run killed = run_graphviz("killed", "", "");
  CHECK(killed.ran);
  CHECK(killed.status == -1);
  CHECK_FALSE(graphviz_svg("killed", "digraph { a }", why));
  CHECK(why.starts_with("Graphviz (killed) failed: "));
  CHECK_FALSE(run_graphviz("missing", "", "").ran);

  // A dot that exits 0 without SVG has failed too; -V failing: no version; a version
  // without the word "graphviz": the whole line.
  write_script(dir.path / "dot", "exit 0\n");
  CHECK_FALSE(graphviz_svg("dot", "digraph { a }", why));
  CHECK(why == "Graphviz (dot) failed: ");
  write_script(dir.path / "dot", "exit 2\n");
  CHECK(graphviz_version().empty());
  write_script(dir.path / "dot", "echo 'dot 9.0' >&2\n");
  CHECK(graphviz_version() == "dot 9.0");
}

TEST_CASE("a page names the Graphviz version its drawings say, the one dot -V says, without asking dot -V") {
  CHECK(graphviz_version_in("<svg>no comment</svg>").empty());
  if (!have_graphviz()) return;
  std::string why;
  const auto svg = graphviz_svg("dot", "digraph { a -> b }", why);
  REQUIRE(svg);
  CHECK(graphviz_version_in(*svg) == graphviz_version());
  auto f = bytecode_file::open((test_support::data_dir() / "functions.v6.mlirbc").string());
  REQUIRE(f);
  auto page = html_view(*f, mlir_opt_dialects());
  REQUIRE(page);
  CHECK(page->html.find("graphs laid out by " + html_escape(graphviz_version()) + ".") != std::string::npos);
}

TEST_CASE("Graphviz's temporary files go to TMPDIR, or /tmp when it is empty; a TMPDIR that does not exist runs nothing") {
  if (!have_graphviz()) return;
  {
    const scoped_env tmp("TMPDIR", "");
    CHECK_FALSE(graphviz_version().empty());
  }
  const scoped_env tmp("TMPDIR", "/nonexistent-mlirbc-tmpdir");
  const graphviz_run r = run_graphviz("dot", "-V", "");
  CHECK_FALSE(r.ran);
  CHECK(r.err == "cannot write a temporary file in /nonexistent-mlirbc-tmpdir: No such file or directory");
  CHECK(graphviz_version().empty());
  std::string why;
  CHECK_FALSE(graphviz_svg("dot", "digraph { a }", why));
  CHECK(why == "Graphviz (dot) was not run: " + r.err);
  // The page says why, not "not installed".
  auto f = bytecode_file::open((test_support::data_dir() / "functions.v6.mlirbc").string());
  REQUIRE(f);
  auto page = html_view(*f, mlir_opt_dialects());
  REQUIRE(page);
  CHECK(has_note(*page, "graphs not drawn: " + why));
}

TEST_CASE("a graph larger than the file size limit is not written to its temporary file, and Graphviz does not run") {
  const test_support::file_size_limit full(100);
  const graphviz_run r = run_graphviz("dot", "-Tsvg", "digraph { " + std::string(200, 'a') + " }");
  CHECK_FALSE(r.ran);
  CHECK(r.err.starts_with("cannot write a temporary file in "));
  CHECK(r.err.ends_with(": File too large"));
}

TEST_CASE("the page without layout or statistics; with limits of two rows and one node") {
  const fs::path in = test_support::data_dir() / "functions.v6.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  view_options plain;
  plain.layout = false;
  plain.weight_stats = false;
  auto page = html_view(*f, mlir_opt_dialects(), plain);
  REQUIRE(page);
  CHECK(page->html.find("id=\"no-graphs\"") != std::string::npos);
  CHECK(page->html.find("<th>histogram</th>") == std::string::npos);
  CHECK(page->html.find("graphs laid out by") == std::string::npos);
  CHECK(op_texts(page->html).empty());
  CHECK(page->notes.empty());

  if (!have_graphviz()) return;
  view_options one;
  one.max_nodes = 1;
  one.max_rows = 2;  // @external_decl (no ops, not drawn) and @pair (two ops)
  auto cut_page = html_view(*f, mlir_opt_dialects(), one);
  REQUIRE(cut_page);
  check_page(in, *f, cut_page->html, one);
  CHECK(count(cut_page->html, "<td>first 1 ops</td>") > 0);
  CHECK(cut_page->html.find("more functions not shown") != std::string::npos);
}

TEST_CASE("text that could end the page's script or open a comment is escaped in the op data and the graph labels") {
  // tests/data/view/escapes.mlirbc: an op named "x.op\01\7F</b<!c" with a string attribute "</script><!--é<".
  const fs::path in = test_support::data_dir() / "view" / "escapes.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  auto page = html_view(*f, mlir_opt_dialects());
  REQUIRE(page);
  check_page(in, *f, page->html, {});
  const auto data_at = page->html.find("id=\"op-data\">");
  REQUIRE(data_at != std::string::npos);
  const std::string data = page->html.substr(data_at, page->html.find("</script>", data_at) - data_at);
  CHECK(data.find("</") == std::string::npos);
  CHECK(data.find("<!") == std::string::npos);
  CHECK(page->html.find("</script><!--") == std::string::npos);
  if (!have_graphviz()) return;
  CHECK(data.find("\\u003c/script>\\u003c!--") != std::string::npos);
  CHECK(check_op_texts(f->view(), page->html) == 2);  // decoded, each the dump's line
  CHECK(page->html.find(">x.op??&lt;/b&lt;!c</text>") != std::string::npos);  // the node's label: bytes outside ASCII as '?'
}

TEST_CASE("IR read with warnings: the page lists them, cut at the row limit") {
  // tests/data/mutants/overstated_values.v1: two warnings of the walk (a value count too large, trailing bytes).
  const fs::path in = test_support::data_dir() / "mutants" / "overstated_values.v1.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  view_options one;
  one.max_rows = 1;
  one.layout = false;
  auto page = html_view(*f, mlir_opt_dialects(), one);
  REQUIRE(page);
  CHECK(page->html.find("id=\"warning-count\">2<") != std::string::npos);
  CHECK(page->html.find("region value count") != std::string::npos);
  CHECK(page->html.find("1 more warnings not shown (limit 1)") != std::string::npos);
}

TEST_CASE("graph and table corners: a use before its definition, nine regions, a wide op, functions without a name") {
  // tests/data/view/graphs.mlirbc (its source says what each op is for).
  const fs::path in = test_support::data_dir() / "view" / "graphs.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  auto page = html_view(*f, mlir_opt_dialects());
  REQUIRE(page);
  check_page(in, *f, page->html, {});
  const std::string& h = page->html;
  // Weights: a rank-0 tensor's shape; a dynamic one, and one of 2^62 f32, have no statistics
  // (the reason instead); a blob used nine times lists eight uses.
  CHECK(h.find("<tr data-key=\"scalar\"><td>scalar</td><td>builtin</td><td>f32</td><td>scalar</td>") != std::string::npos);
  CHECK(h.find("<td>f32</td><td>?</td>") != std::string::npos);
  CHECK(h.find("class=\"note\">resource &#39;dynamic&#39;: section &#39;attr_type&#39;") != std::string::npos);
  CHECK(h.find("<td>x.c, x.c, x.c, x.c, x.c, x.c, x.c, x.c, ... (9 uses)</td>") != std::string::npos);
  CHECK(h.find("<td>4611686018427387904</td>") != std::string::npos);
  CHECK(h.find("class=\"note\">resource &#39;huge&#39;: section &#39;resource&#39;") != std::string::npos);
  if (!have_graphviz()) return;
  // x.nine (no ops) is not drawn, and no limit is said to have left it out.
  CHECK(page->notes.empty());
  CHECK(h.find("<td>x.nine</td><td class=\"num\" data-v=\"0\">0</td>") != std::string::npos);
  CHECK(h.find("<td>drawn, first 8 edges</td>") != std::string::npos);  // @wide: 9 operands, 2 ops
  CHECK(h.find("<summary>function 3 (1 ops)</summary>") != std::string::npos);  // x.anonymous: no symbol
  CHECK(h.find("<summary>function 5 (1 ops)</summary>") != std::string::npos);  // x.numbered: sym_name = 7
  const auto texts = op_texts(h);
  CHECK(std::any_of(texts.begin(), texts.end(), [](const std::string& t) {
    return t.starts_with("\"x.nine\"() ({...}, {...}, {...}, {...}, {...}, {...}, {...}, {...}, ...) : () -> () loc(");
  }));
  CHECK(check_op_texts(f->view(), h) == texts.size());

  // One node per graph, three functions: the top level's x.user without the value it uses
  // (defined after it), @nested's x.outer with its region's cluster left open by the cut,
  // closed at the end; the other two functions with ops left out, and the page says so.
  view_options cut;
  cut.max_nodes = 1;
  cut.max_graphs = 3;
  cut.weight_stats = false;
  auto small = html_view(*f, mlir_opt_dialects(), cut);
  REQUIRE(small);
  check_page(in, *f, small->html, cut);
  CHECK(count(small->html, "first 1 drawn") == 3);  // the top level, @wide, @nested
  CHECK(has_note(*small, "2 functions not drawn (limits)"));
  CHECK(small->html.find("2 of 5 functions with ops not drawn") != std::string::npos);
}

TEST_CASE("a page that stays over max_page after three smaller tries is returned as it is, and says so") {
  auto f = bytecode_file::open((test_support::data_dir() / "functions.v6.mlirbc").string());
  REQUIRE(f);
  view_options tiny;
  tiny.layout = false;
  tiny.max_page = 1;
  auto page = html_view(*f, mlir_opt_dialects(), tiny);
  REQUIRE(page);
  CHECK(page->html.size() > tiny.max_page);
  REQUIRE(page->notes.size() == 1);
  CHECK(page->notes[0] == "limits reduced 3 times to keep the page small");
}

TEST_CASE("a file opened with a warning: the page and the notebook summary count it") {
  // tests/regressions/diff-both-same-resource-trailing-bytes: a byte after the last resource entry.
  const fs::path in = test_support::data_dir() / ".." / "regressions" / "diff-both-same-resource-trailing-bytes.mlirbc";
  auto f = bytecode_file::open(in.string());
  REQUIRE(f);
  REQUIRE(f->view().warnings().count() == 1);
  CHECK(html_summary(f->view(), "t").find("<tr><th>warnings</th><td>1</td></tr>") != std::string::npos);
  view_options plain;
  plain.layout = false;
  auto page = html_view(*f, mlir_opt_dialects(), plain);
  REQUIRE(page);
  CHECK(page->html.find("id=\"warning-count\">1<") != std::string::npos);
  CHECK(page->html.find("bytes after the last resource entry") != std::string::npos);
  auto clean = bytecode_file::open((test_support::data_dir() / "functions.v6.mlirbc").string());
  REQUIRE(clean);
  CHECK(html_summary(clean->view(), "t").find("<th>warnings</th>") == std::string::npos);
}
