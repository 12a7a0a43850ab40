// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Functions on demand (functions.hpp): the isolated ops directly inside the
// module indexed by byte range without decoding their bodies (v2+), decoded one
// by one, and decoded in parallel with the same results as a serial run and as
// a full walk of the file; `dump` on several threads prints what one thread
// prints. Runs under ThreadSanitizer in CI (.ci/run).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/printing/ir_text_printer.hpp>  // detail::ir_namer, to count the isolated ops
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/functions.hpp>
#include <mlirbc/printing/ir_printer.hpp>
#include <mlirbc/tasks/weights.hpp>
#include <mlirbc/base/helper_thread.hpp>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

using test_support::mlir_opt_22;

using test_support::fixture_files;

std::vector<fs::path> corpus_files() {
  std::vector<fs::path> out;
  if (!test_support::have_corpus()) return out;
  for (const auto& d : fs::directory_iterator(test_support::corpus_dir())) {
    if (!d.is_directory()) continue;
    for (const auto& e : fs::directory_iterator(d.path()))
      if (e.path().extension() == ".mlirbc") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// A full walk of the file, summarising every isolated op with regions directly
// inside a top-level op exactly as function_index does lazily.
struct full_walk {
  std::vector<function_summary> fns;
  std::vector<std::uint64_t> offsets;
  std::vector<op_header> headers;
  std::uint64_t ops = 0;
  bool capturing = false;
  summary_visitor cur;

  walk_action on_op(const op_view& op) {
    ++ops;
    if (capturing) return cur.on_op(op);
    if (op.depth == 1 && op.isolated && op.num_regions > 0) {
      capturing = true;
      cur = summary_visitor{};
      offsets.push_back(op.offset);
      headers.push_back(op_header::of(op));
    }
    return walk_action::advance;
  }
  void on_op_end(const op_view& op) {
    if (capturing && op.depth == 1) {
      capturing = false;
      fns.push_back(cur.sum);
    }
  }
  void on_region_begin(const region_view& r) {
    if (capturing) cur.on_region_begin(r);
  }
  void on_block_begin(const block_view& b) {
    if (capturing) cur.on_block_begin(b);
  }
};

std::string str(const function_summary& s) {
  return std::to_string(s.ops) + " ops, " + std::to_string(s.regions) + " regions, " + std::to_string(s.blocks) +
         " blocks, " + std::to_string(s.block_args) + " args, hash " + std::to_string(s.hash);
}

// Checks one file; returns false if the file is not readable by the library.
bool check_file(const fs::path& p, std::uint64_t& functions) {
  auto f = bytecode_file::open(p.string());
  if (!f) return false;
  const bytecode& b = f->view();
  full_walk full;
  ir_walker w(b);
  if (w.walk(full)) return false;
  INFO(p.string());
  auto idx = function_index::build(b);
  REQUIRE_MESSAGE(idx, idx.err().message());
  REQUIRE(idx->size() == full.fns.size());
  std::uint64_t body_ops = 0;
  for (std::size_t i = 0; i < idx->size(); ++i) {
    const function_entry& e = (*idx)[i];
    CHECK(e.offset == full.offsets[i]);
    CHECK(static_cast<const op_header&>(e) == full.headers[i]);
    CHECK(op_header::of(e.header()) == full.headers[i]);
    CHECK(e.regions.present);
    CHECK(e.in_section == (b.version() >= 2));
    CHECK(e.regions.offset + e.regions.length <= e.end);
    CHECK(e.offset < e.regions.offset);
    if (i > 0) CHECK((*idx)[i - 1].end <= e.offset);
    body_ops += full.fns[i].ops;
  }
  // Laziness: from v2 on, indexing decodes no op of any body.
  if (b.version() >= 2) CHECK(idx->ops_scanned() + body_ops == full.ops);
  else CHECK(idx->ops_scanned() == full.ops);
  for (unsigned threads : {1u, 2u, 4u}) {
    auto sums = summarize_functions(*idx, threads);
    REQUIRE_MESSAGE(sums, sums.err().message());
    for (std::size_t i = 0; i < sums->size(); ++i) {
      INFO("function " << i << ", " << threads << " threads");
      CHECK(str((*sums)[i]) == str(full.fns[i]));
    }
  }
  // One function on demand, with a fresh walker.
  if (idx->size() > 0) {
    const std::size_t last = idx->size() - 1;
    summary_visitor v;
    REQUIRE(!idx->walk(last, v));
    CHECK(str(v.sum) == str(full.fns[last]));
  }
  functions += idx->size();
  return true;
}

// Op lines inside each `"func.func"` directly in the module of a generic print.
std::vector<std::uint64_t> func_op_counts_in_print(const std::string& text) {
  std::vector<std::uint64_t> out;
  std::istringstream in(text);
  std::string line;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.rfind("  \"func.func\"", 0) == 0) {
      out.push_back(0);
      inside = line.find("({") != std::string::npos;
      continue;
    }
    if (!inside) continue;
    if (line.rfind("  })", 0) == 0) {
      inside = false;
      continue;
    }
    const std::size_t s = line.find_first_not_of(' ');
    if (s != std::string::npos && (line[s] == '"' || line[s] == '%')) ++out.back();
  }
  return out;
}

}  // namespace

TEST_CASE("fixtures: lazily indexed functions equal a full walk, serial and parallel") {
  std::uint64_t files = 0, functions = 0;
  for (const fs::path& p : fixture_files())
    if (check_file(p, functions)) ++files;
  MESSAGE(files << " fixture files, " << functions << " functions");
  CHECK(files > 60);
  CHECK(functions > 100);
}

TEST_CASE("corpus: lazily indexed functions equal a full walk, serial and parallel") {
  const auto all = corpus_files();
  if (all.empty()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  std::uint64_t files = 0, functions = 0;
  for (const fs::path& p : all)
    if (check_file(p, functions)) ++files;
  MESSAGE(files << "/" << all.size() << " corpus files, " << functions << " functions");
  CHECK(files * 10 >= all.size() * 9);
  CHECK(functions > 1000);
}

TEST_CASE("dump on several threads prints the text of one thread, or prints on one") {
  // Functions print in parallel when the file (v2+) has at least two isolated
  // ops without isolated ops inside them and nothing numbers distinct
  // attributes; otherwise the print runs on one thread. Either way the text,
  // the first error and the warnings are those of a one-thread print.
  std::uint64_t parallel = 0, serial = 0, distinct = 0;
  for (const fs::path& p : fixture_files()) {
    CAPTURE(p.string());
    const auto bytes = test_support::read_bytes(p);
    auto b = bytecode::open(bytes);
    if (!b) continue;
    detail::ir_namer names;
    ir_walker w(*b);
    if (w.walk(names)) continue;
    const auto leaves = std::count_if(names.isolated.begin(), names.isolated.end(), [](const auto& i) { return !i.has_nested; });
    const bool may_split = leaves > 1 && b->version() >= version_lazy_loading;
    const bool numbers_distinct = detail::may_print_distinct(*b);
    if (may_split && !numbers_distinct) ++parallel;
    else ++serial;
    if (numbers_distinct) ++distinct;
    for (const bool debuginfo : {false, true}) {
      print_options opt;
      opt.debuginfo = debuginfo;
      format_warnings warnings1, warnings4;
      std::string one, four;
      opt.warnings = &warnings1;
      const error e1 = print_generic(*b, one, opt, mlir_opt_dialects());
      opt.threads = 4;
      opt.warnings = &warnings4;
      const error e4 = print_generic(*b, four, opt, mlir_opt_dialects());
      CHECK(four == one);
      CHECK(e4.code == e1.code);
      CHECK(e4.offset == e1.offset);
      CHECK(warnings4.count() == warnings1.count());
      const std::vector<error> list1 = warnings1.list(), list4 = warnings4.list();
      REQUIRE(list4.size() == list1.size());
      for (std::size_t i = 0; i < list1.size(); ++i) {
        CHECK(list4[i].offset == list1[i].offset);
        CHECK(list4[i].message() == list1[i].message());
      }
    }
  }
  MESSAGE(parallel << " fixtures print in parallel, " << serial << " on one thread (" << distinct
                   << " number distinct attributes)");
  CHECK(parallel > 20);
  CHECK(distinct > 0);
}

TEST_CASE("dump on several threads: attributes that do not decode fail where a one-thread print fails") {
  // The print goes parallel (functions.v6 has isolated functions and no
  // distinct attribute). A location that only the main text prints (a
  // function's own) is a failure of the main printer, reported in text order
  // among the failures of the functions' tasks; both kinds together report
  // the first in text order, as one thread does. (A property that does not
  // decode is no failure: the properties print opaque.)
  const fs::path path = test_support::data_dir() / "functions.v6.mlirbc";
  const auto original = test_support::read_bytes(path);
  auto b = bytecode::open(original);
  REQUIRE(b);
  attr_reader r(*b, mlir_opt_dialects());
  attr_printer printer(r);
  // The attribute entry that prints as `want`; damaged with its last byte set
  // to 0, a 9-byte varint that runs past the entry.
  auto entry_printed_as = [&](std::string_view want) {
    for (std::size_t i = 0; i < b->attr_types().num_attributes(); ++i) {
      std::string text;
      if (!printer.print_attribute(i, text) && text == want) return b->attr_types().attribute(i);
    }
    FAIL("no attribute prints as " << want);
    return raw_entry{};
  };
  const raw_entry main_only = entry_printed_as("loc(\"src/functions.mlir\":17:3)");   // @caller's
  const raw_entry task_only = entry_printed_as("loc(\"src/functions.mlir\":11:12)");  // a constant's in @triple
  const std::vector<std::vector<raw_entry>> cases = {{main_only}, {task_only}, {main_only, task_only}};
  for (const auto& entries : cases) {
    auto bytes = original;
    for (const raw_entry& e : entries) bytes[static_cast<std::size_t>(e.offset + e.bytes.size() - 1)] = std::byte{0};
    CAPTURE(entries.size());
    CAPTURE(entries[0].offset);
    auto damaged = bytecode::open(bytes);
    REQUIRE(damaged);
    detail::ir_namer names;
    ir_walker w(*damaged);
    REQUIRE(!w.walk(names));
    names.finish();
    REQUIRE(names.isolated_leaves > 1);
    REQUIRE(!detail::may_print_distinct(*damaged));
    print_options opt;
    opt.debuginfo = true;
    std::string one, four;
    const error e1 = print_generic(*damaged, one, opt, mlir_opt_dialects());
    opt.threads = 4;
    const error e4 = print_generic(*damaged, four, opt, mlir_opt_dialects());
    // The first failure in text order: @triple's constant prints before @caller.
    const raw_entry& first = entries.back();
    REQUIRE(e1);
    CHECK(e1.section == section_id::attr_type);
    CHECK(e1.offset >= first.offset);
    CHECK(e1.offset <= first.offset + first.bytes.size());
    CHECK(four == one);
    CHECK(e4.code == e1.code);
    CHECK(e4.offset == e1.offset);
    CHECK(one.find(" <<loc error>>\n") != std::string::npos);
  }
}

TEST_CASE("may_print_distinct: a builtin distinct attribute, or a textual entry that mentions distinct[") {
  // Distinct ids are numbered in text order, so such files print on one thread.
  const tb::entry loc{tb::buf{}.var(15)};  // UnknownLoc, the module's location
  auto textual = [](std::string_view text) { return tb::entry{tb::buf{}.cstr(text), false}; };
  auto judged = [](const std::vector<tb::entry>& attrs, const std::vector<tb::entry>& types) {
    const auto bytes = tb::with_entries(attrs, types).build();
    auto b = bytecode::open(bytes);
    REQUIRE_MESSAGE(b, b.err().message());
    return detail::may_print_distinct(*b);
  };
  CHECK(judged({loc, textual("#foo<distinct[3]<unit>>")}, {}));
  CHECK(judged({loc}, {textual("!foo<distinct[0]<unit>>")}));
  CHECK_FALSE(judged({loc, textual("#foo<\"distinct\">")}, {textual("!foo<bar>")}));
  // A textual entry without its NUL has no text to search (its reader reports it).
  CHECK_FALSE(judged({loc, tb::entry{tb::buf{}.str("#foo<distinct[3]<unit>>"), false}}, {}));
}

TEST_CASE("function op counts and names agree with mlir-opt's prints") {
  int checked = 0;
  for (const fs::path& p : fixture_files()) {
    fs::path print = p;
    print.replace_extension(".generic.txt");
    if (!fs::exists(print)) continue;
    INFO(p.filename().string());
    auto f = bytecode_file::open(p.string());
    REQUIRE(f);
    auto idx = function_index::build(f->view());
    REQUIRE(idx);
    auto sums = summarize_functions(*idx, 2);
    REQUIRE(sums);
    attr_reader r(f->view(), mlir_opt_dialects());
    std::vector<std::uint64_t> got;
    for (std::size_t i = 0; i < idx->size(); ++i) {
      if ((*idx)[i].name->full_name() != "func.func") continue;
      got.push_back((*sums)[i].ops);
      auto name = symbol_name(r, (*idx)[i]);
      REQUIRE_MESSAGE(name, name.err().message());
      // sym_name as mlir-opt prints it in the function's line.
      const std::string text = test_support::read_text(print);
      CHECK(text.find("sym_name = \"" + std::string(*name) + "\"") != std::string::npos);
    }
    CHECK(got == func_op_counts_in_print(test_support::read_text(print)));
    if (!got.empty()) ++checked;
  }
  CHECK(checked > 20);
}

TEST_CASE("a damaged body fails only when walked; the first failure wins at any thread count") {
  fs::path src = test_support::data_dir() / "functions.v6.mlirbc";
  if (test_support::have_corpus() && fs::exists(test_support::corpus_dir() / "synth-ir-1k" / "v6.mlirbc"))
    src = test_support::corpus_dir() / "synth-ir-1k" / "v6.mlirbc";
  auto bytes = test_support::read_bytes(src);
  std::vector<std::size_t> damaged;
  {
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    auto idx = function_index::build(*b);
    REQUIRE(idx);
    REQUIRE(idx->size() >= 4);
    damaged = {1, idx->size() - 1};
    // A 0x00 varint prefix makes the first region's block count a 64-bit value.
    for (std::size_t i : damaged) bytes[static_cast<std::size_t>((*idx)[i].regions.offset)] = std::byte{0};
  }
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  auto idx = function_index::build(*b);  // bodies are not read: still fine
  REQUIRE(idx);
  summary_visitor v;
  const error first = idx->walk(damaged[0], v);
  REQUIRE(first);
  CHECK(first.section == section_id::ir);
  for (std::size_t i = 0; i < idx->size(); ++i) {
    summary_visitor u;
    const bool bad = std::find(damaged.begin(), damaged.end(), i) != damaged.end();
    CHECK(static_cast<bool>(idx->walk(i, u)) == bad);
  }
  for (unsigned threads : {1u, 2u, 4u}) {
    auto sums = summarize_functions(*idx, threads);
    REQUIRE_FALSE(sums);
    CHECK(sums.err().offset == first.offset);
    CHECK(sums.err().code == first.code);
  }
}

TEST_CASE("files without functions, and with one") {
  for (const char* name : {"empty.v6.mlirbc", "empty.v0.mlirbc", "functions.v1.mlirbc"}) {
    auto f = bytecode_file::open((test_support::data_dir() / name).string());
    REQUIRE(f);
    auto idx = function_index::build(f->view());
    REQUIRE(idx);
    auto one = summarize_functions(*idx, 1);
    auto many = summarize_functions(*idx, 8);
    REQUIRE(one);
    REQUIRE(many);
    CHECK(*one == *many);
  }
}

namespace {

// What weights_of finds in one function, as comparable text.
struct weight_collector {
  const attr_reader* r = nullptr;
  std::string out;
  error err;
  walk_action on_op(const op_view& op) {
    auto ws = weights_of(*r, op);
    if (!ws) {
      err = ws.err();
      return walk_action::stop;
    }
    for (const weight_view& w : ws->weights) {
      out += std::string(w.key) + " " + std::to_string(w.num_elements) + " " + std::to_string(w.element.bytes) + " " +
             std::to_string(w.data.offset) + (w.ok() ? " ok\n" : " bad\n");
    }
    return walk_action::advance;
  }
};

std::vector<std::string> weights_per_function(const function_index& idx, unsigned threads) {
  attr_reader r(idx.file(), mlir_opt_dialects());  // shared by all threads; decoded lazily by whichever comes first
  std::vector<std::string> out(idx.size());
  const error e = for_each_function(idx, threads, [&](std::size_t i, ir_walker& w) -> error {
    weight_collector c;
    c.r = &r;
    if (error err = idx.walk(i, w, c)) return err;
    if (c.err) return c.err;
    out[i] = std::move(c.out);
    return {};
  });
  REQUIRE_MESSAGE(!e, e.message());
  return out;
}

}  // namespace

TEST_CASE("weights of many functions in parallel through one shared attr_reader") {
  std::vector<fs::path> files = {test_support::data_dir() / "resources.v6.mlirbc",
                                 test_support::data_dir() / "resources.v1.mlirbc"};
  const test_support::scratch_dir scratch("test-functions");
  const fs::path& tmp = scratch.path;
  if (test_support::oracle(mlir_opt_22)) {
    // 64 functions, each with weights of its own and one shared weight.
    std::string t = "module {\n";
    std::string trailer = "{-#\n  dialect_resources: {\n    builtin: {\n      shared: \"0x0400000000000000\"";
    for (int i = 0; i < 64; ++i) {
      const std::string s = std::to_string(i);
      t += "  func.func @f" + s + "(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
           "    %w = arith.constant dense_resource<w" + s + "> : tensor<2xf32>\n"
           "    %s = arith.constant dense_resource<shared> : tensor<1xf32>\n"
           "    %y = arith.addf %x, %w : tensor<2xf32>\n"
           "    \"t.use\"(%s) {extra = [dense_resource<q" + s + "> : tensor<3xi8>]} : (tensor<1xf32>) -> ()\n"
           "    return %y : tensor<2xf32>\n  }\n";
      trailer += ",\n      w" + s + ": \"0x040000000000803F000000" + (i % 2 ? "40" : "C0") + "\"";
      trailer += ",\n      q" + s + ": \"0x01000000010203\"";
    }
    t += "}\n" + trailer + "\n    }\n  }\n#-}\n";
    test_support::write_file(tmp / "many.mlir", t);
    for (int v : {6, 1}) {
      const fs::path bc = tmp / ("many.v" + std::to_string(v) + ".mlirbc");
      const std::string cmd = std::string(mlir_opt_22) + " --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=" +
                              std::to_string(v) + " " + (tmp / "many.mlir").string() + " -o " + bc.string();
      REQUIRE(std::system(cmd.c_str()) == 0);
      files.push_back(bc);
    }
  }
  for (const fs::path& p : files) {
    INFO(p.filename().string());
    auto f = bytecode_file::open(p.string());
    REQUIRE(f);
    auto idx = function_index::build(f->view());
    REQUIRE(idx);
    const auto serial = weights_per_function(*idx, 1);
    std::size_t with_weights = 0;
    for (const auto& s : serial) with_weights += s.empty() ? 0u : 1u;
    CHECK(with_weights == idx->size());
    for (unsigned threads : {2u, 4u, 8u}) CHECK(weights_per_function(*idx, threads) == serial);
  }
}

TEST_CASE("start_helper: runs its function on a new thread with the caller's CPUs; the caller's stay as they were") {
  // Many rounds: a helper that ended before it was placed would leave the caller moved.
  for (int round = 0; round < 200; ++round) {
#if defined(__linux__)
    cpu_set_t before;
    REQUIRE(::pthread_getaffinity_np(::pthread_self(), sizeof before, &before) == 0);
    cpu_set_t helper_set;
    CPU_ZERO(&helper_set);
    int helper_rc = -1;
#endif
    std::thread::id ran_on;
    std::thread t = start_helper([&] {
      ran_on = std::this_thread::get_id();
#if defined(__linux__)
      helper_rc = ::pthread_getaffinity_np(::pthread_self(), sizeof helper_set, &helper_set);
#endif
    });
    t.join();
    CHECK(ran_on != std::thread::id{});
    CHECK(ran_on != std::this_thread::get_id());
#if defined(__linux__)
    cpu_set_t after;
    REQUIRE(::pthread_getaffinity_np(::pthread_self(), sizeof after, &after) == 0);
    CHECK(CPU_EQUAL(&before, &after));
    // Once running, the helper has the caller's CPUs back.
    REQUIRE(helper_rc == 0);
    CHECK(CPU_EQUAL(&helper_set, &before));
#endif
  }
#if defined(__linux__)
  // A caller allowed one CPU only: there is no other CPU to place the helper on, and it runs
  // with the caller's one CPU.
  cpu_set_t original;
  REQUIRE(::pthread_getaffinity_np(::pthread_self(), sizeof original, &original) == 0);
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(static_cast<std::size_t>(::sched_getcpu()), &one);
  REQUIRE(::pthread_setaffinity_np(::pthread_self(), sizeof one, &one) == 0);
  cpu_set_t helper_set;
  CPU_ZERO(&helper_set);
  int helper_rc = -1;
  std::thread t = start_helper([&] { helper_rc = ::pthread_getaffinity_np(::pthread_self(), sizeof helper_set, &helper_set); });
  t.join();
  CHECK(::pthread_setaffinity_np(::pthread_self(), sizeof original, &original) == 0);
  REQUIRE(helper_rc == 0);
  CHECK(CPU_EQUAL(&helper_set, &one));
#endif
}
