// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Nothing the file holds is dropped: every attribute, type and location the IR
// section references (op locations, attribute dictionaries, result and block
// argument types and locations) and every attribute of the property entries
// ops reference appears in `dump --debuginfo`'s text, as often as it is
// referenced. Resources are referenced through attributes (dense_resource<…>),
// so their keys are covered by the attributes' texts.
//
// Not printed by mlir-opt, so not expected (docs/hostile-input.md):
// - locations without --debuginfo (this test prints with it);
// - native property values (`noWrapFlags = 0 : i32`) are no attribute references;
// - use-list orders (v3+): mlir-opt applies them, it does not print them;
// - v0-4 spellings operand_segment_sizes/result_segment_sizes print as
//   operandSegmentSizes/resultSegmentSizes;
// - the blobs of dialect resources print only without local scope (checked
//   by the resource tests, tests/test_dump_oracle.cpp).
//
// Each expected text (the one attr_printer gives for that reference) must occur
// in the dump at least as often as the file references it. Runs over every
// fixture in tests/data (and the shared corpus with MLIRBC_SHARED_DIR).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

struct referenced_op {
  const op_name* name = nullptr;
  std::uint64_t location = 0;
  bool has_attrs = false;
  std::uint64_t attrs = 0;
  bool has_properties = false;
  std::uint64_t properties = 0;
  std::vector<std::uint64_t> result_types;
};

struct references {
  std::vector<referenced_op> ops;
  std::vector<block_arg> args;
  void on_op(const op_view& op) {
    ops.push_back(referenced_op{op.name, op.location, op.has_attrs, op.attrs, op.has_properties, op.properties,
                                {op.result_types.begin(), op.result_types.end()}});
  }
  void on_block_begin(const block_view& b) { args.insert(args.end(), b.args.begin(), b.args.end()); }
};

std::uint64_t occurrences(const std::string& text, const std::string& piece) {
  std::uint64_t n = 0;
  for (std::size_t at = text.find(piece); at != std::string::npos; at = text.find(piece, at + piece.size())) ++n;
  return n;
}

// What the file references, as the texts the dump must hold, with how often.
std::map<std::string, std::uint64_t> expected_texts(const bytecode& b, const std::vector<referenced_op>& ops,
                                                    const std::vector<block_arg>& args) {
  attr_reader reader(b, mlir_opt_dialects());
  attr_printer printer(reader);
  std::map<std::string, std::uint64_t> want;
  auto expect = [&](error e, std::string& s) {
    REQUIRE_MESSAGE(!e, b.describe(e));
    ++want[s];
    s.clear();
  };
  std::string s;
  const bool legacy = b.version() < version_native_properties;
  for (const referenced_op& op : ops) {
    expect(printer.print_location(op.location, s), s);
    for (const std::uint64_t t : op.result_types) expect(printer.print_type(t, s), s);
    if (op.has_attrs) {
      auto dict = reader.dictionary(op.attrs);
      REQUIRE(dict);
      for (const named_attr& na : *dict) {
        named_attr shown = na;
        if (legacy && prints_as_property(reader, *op.name, na)) shown.name = inherent_print_name(na.name);
        expect(printer.print_named_attribute(shown, s), s);
      }
    }
    if (!op.has_properties) continue;
    auto props = properties_or_opaque(reader, *op.name, b.properties()[static_cast<std::size_t>(op.properties)]);
    REQUIRE(props);
    if (props->opaque) {
      s = "<#mlirbc.opaque_properties<\"";  // append_hex_bytes writes the 0x
      print_detail::append_hex_bytes(props->raw, s);
      ++want[s];
      s.clear();
      continue;
    }
    for (const property_value& p : props->values) {
      if (p.attr() == no_attr) continue;  // a native value, no attribute reference
      if (p.name.empty()) expect(printer.print_attribute(p.attr(), s), s);
      else expect(printer.print_named_attribute(named_attr{p.name, p.attr()}, s), s);
    }
  }
  for (const block_arg& a : args) {
    expect(printer.print_type(a.type, s), s);
    if (a.has_loc) expect(printer.print_location(a.loc, s), s);
  }
  return want;
}

enum class outcome { accounted, unreadable };

outcome account(const fs::path& p) {
  CAPTURE(p.string());
  const auto data = test_support::read_bytes(p);
  auto b = bytecode::open(data);
  if (!b) return outcome::unreadable;
  references refs;
  ir_walker walker(*b);
  if (walker.walk(refs)) return outcome::unreadable;
  print_options opt;
  opt.debuginfo = true;
  format_warnings sink;
  opt.warnings = &sink;
  std::string dump;
  if (print_generic(*b, dump, opt, mlir_opt_dialects())) return outcome::unreadable;
  for (const auto& expected : expected_texts(*b, refs.ops, refs.args)) {
    const std::string& text = expected.first;  // (clang 14: a structured binding cannot be captured)
    CAPTURE(text);
    CHECK(occurrences(dump, text) >= expected.second);
  }
  return outcome::accounted;
}

std::vector<fs::path> files_under(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.path().extension() == ".mlirbc") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("accounting: every attribute, type and location the IR and its properties reference is in the dump") {
  std::size_t accounted = 0, unreadable = 0;
  for (const fs::path& p : files_under(test_support::data_dir()))
    (account(p) == outcome::accounted ? accounted : unreadable) += 1;
  MESSAGE(accounted << " fixtures accounted for, " << unreadable << " refused (their errors are other tests')");
  CHECK(accounted > 150);
  CHECK(unreadable < accounted / 4);
}

TEST_CASE("accounting over the shared corpus (MLIRBC_SHARED_DIR)") {
  if (!test_support::have_corpus()) return;
  std::size_t accounted = 0, unreadable = 0;
  for (const fs::path& p : files_under(test_support::corpus_dir()))
    (account(p) == outcome::accounted ? accounted : unreadable) += 1;
  MESSAGE(accounted << " corpus files accounted for, " << unreadable << " refused");
  CHECK(accounted > 1000);
}
