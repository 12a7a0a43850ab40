// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// IR walk: structure and value numbering against mlir-opt's prints, lazy
// region sections, forward references, deep nesting, malformed IR.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/printing/ir_printer.hpp>

#include "../fuzz/exercise.hpp"
#include "ir_skeleton.hpp"
#include "mutate.hpp"
#include "print_support.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const char* const mlir_opt = test_support::mlir_opt_22;

using test_support::fixture_files;

fs::path print_of(const fs::path& bc, const char* kind) {
  fs::path p = bc;
  p.replace_extension(std::string(".") + kind + ".txt");
  return p;
}

std::string dump(const std::vector<std::byte>& bytes, bool debuginfo = false) {
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  std::string out;
  print_options opt;
  opt.debuginfo = debuginfo;
  const error e = print_generic(*b, out, opt, mlir_opt_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  return out;
}

// Counts everything a walk reports.
struct counter {
  std::uint64_t ops = 0, regions = 0, blocks = 0, values = 0, lazy = 0, skipped = 0;
  std::uint32_t max_depth = 0;
  bool skip_lazy = false;
  std::vector<lazy_regions> handles;
  walk_action on_op(const op_view& op) {
    ++ops;
    values += op.result_types.size();
    if (skip_lazy && op.isolated) return walk_action::skip;
    return walk_action::advance;
  }
  void on_op_end(const op_view& op) {
    if (op.lazy.present) handles.push_back(op.lazy);
  }
  void on_region_begin(const region_view& r) {
    if (r.top_level) return;
    ++regions;
    max_depth = std::max(max_depth, r.depth);
  }
  void on_block_begin(const block_view& b) {
    ++blocks;
    values += b.args.size();
  }
};

// ---- a minimal bytecode assembler for hand-made IR ---------------------------

using bytes = std::vector<std::byte>;

using test_support::put_section;
using test_support::put_varint;
void put_byte(bytes& out, unsigned v) { out.push_back(static_cast<std::byte>(v)); }
void put_str(bytes& out, const std::string& s) {
  for (char c : s) out.push_back(static_cast<std::byte>(c));
}

// A file with dialect "foo", op names foo.r (0) and foo.v (1), one attribute
// (loc(unknown), textual) and one type (i32, textual), and the given IR payload.
bytes make_file(unsigned version, const bytes& ir) {
  bytes f;
  put_str(f, "ML\xEFR");
  put_varint(f, version);
  put_str(f, "test");
  put_byte(f, 0);
  // Strings "foo", "r", "v": sizes in reverse order, then the data.
  bytes s;
  put_varint(s, 3);
  put_varint(s, 2);
  put_varint(s, 2);
  put_varint(s, 4);
  put_str(s, std::string("foo\0r\0v\0", 8));
  put_section(f, 0, s);
  bytes d;
  put_varint(d, 1);
  put_varint(d, version >= 1 ? 0 : 0);  // dialect name "foo", no version
  if (version >= 4) put_varint(d, 2);
  put_varint(d, 0);  // group: dialect 0
  put_varint(d, 2);  // two names
  put_varint(d, version >= 5 ? (1u << 1) : 1u);
  put_varint(d, version >= 5 ? (2u << 1) : 2u);
  put_section(f, 1, d);
  bytes off;
  put_varint(off, 1);
  put_varint(off, 1);
  put_varint(off, 0);
  put_varint(off, 1);
  put_varint(off, 13u << 1);  // "loc(unknown)\0", textual
  put_varint(off, 0);
  put_varint(off, 1);
  put_varint(off, 4u << 1);  // "i32\0", textual
  put_section(f, 3, off);
  bytes at;
  put_str(at, std::string("loc(unknown)\0i32\0", 17));
  put_section(f, 2, at);
  put_section(f, 4, ir);
  if (version >= 5) put_section(f, 8, bytes{std::byte{1}});
  return f;
}

// One op: name idx, mask, location 0, then `rest` (fields after the location).
void put_op(bytes& out, unsigned name, unsigned mask, const bytes& rest = {}) {
  put_varint(out, name);
  put_byte(out, mask);
  put_varint(out, 0);
  out.insert(out.end(), rest.begin(), rest.end());
}

// A region of one block: the region's value count, then the block's header
// (`ops` ops, no arguments); the caller appends the ops.
bytes one_block_region(std::uint64_t values, std::uint64_t ops) {
  bytes region;
  put_varint(region, 1);  // one block
  put_varint(region, values);
  put_varint(region, ops << 1);
  return region;
}

// An op's region fields for one region stored inline: v0/v1 store isolated
// regions inline too, and from v2 a region that is not isolated.
bytes one_inline_region(const bytes& region, bool isolated = false) {
  bytes fields;
  put_varint(fields, (1u << 1) | (isolated ? 1u : 0u));
  fields.insert(fields.end(), region.begin(), region.end());
  return fields;
}

// An op's region fields for one isolated region framed as section `id` (the
// IR section, 4, is the only valid one).
bytes one_isolated_region_section(std::uint8_t id, const bytes& region) {
  bytes fields;
  put_varint(fields, (1u << 1) | 1u);
  put_section(fields, id, region);
  return fields;
}

// The top-level block: one op (see put_op), no block arguments.
bytes top_level_op(unsigned name, unsigned mask, const bytes& fields) {
  bytes ir;
  put_varint(ir, 1u << 1);
  put_op(ir, name, mask, fields);
  return ir;
}

// A list of one index (count 1, then the index): an op's result types,
// operands or successors.
bytes list_of_one(std::uint64_t index) {
  bytes list;
  put_varint(list, 1);
  put_varint(list, index);
  return list;
}

// `depth` nested foo.r ops, each with one region holding one block with the
// next op; the innermost is foo.v with no regions. With `sections` (v2+) each
// region is flagged isolated and stored in a nested IR section.
bytes nested_ir(std::uint64_t depth, bool sections) {
  // Sizes first (innermost out), then the bytes front to back: linear time.
  auto varint_size = [](std::uint64_t v) {
    std::byte tmp[9];
    return static_cast<std::uint64_t>(encode_varint(v, tmp));
  };
  std::vector<std::uint64_t> region_size(depth + 1);
  std::uint64_t block = 4;  // innermost block: header + foo.v (name, mask, loc)
  for (std::uint64_t i = 1; i <= depth; ++i) {
    region_size[i] = 2 + block;  // numBlocks, numValues, block
    const std::uint64_t sec = sections ? 1 + varint_size(region_size[i]) : 0;
    block = 1 + 3 + 1 + sec + region_size[i];
  }
  bytes out;
  out.reserve(static_cast<std::size_t>(block));
  for (std::uint64_t i = depth; i >= 1; --i) {
    put_varint(out, 1u << 1);  // block: one op, no args
    put_op(out, 0, op_mask::has_regions);
    put_varint(out, (1u << 1) | (sections ? 1u : 0u));
    if (sections) {
      put_byte(out, 4);
      put_varint(out, region_size[i]);
    }
    put_varint(out, 1);  // one block
    put_varint(out, 0);  // no values
  }
  put_varint(out, 1u << 1);
  put_op(out, 1, 0);
  return out;  // the top-level block
}

// Opens `file` under `lim` and walks it with `c`: the walk's error.
error walk_file(const bytes& file, counter& c, const limits& lim = {}) {
  auto b = bytecode::open(file, lim);
  REQUIRE_MESSAGE(b, b.err().message());
  ir_walker w(*b);
  return w.walk(c);
}

}  // namespace

TEST_CASE("walk counts agree with mlir-opt's print of every fixture") {
  for (const auto& f : fixture_files()) {
    const fs::path txt = print_of(f, "generic");
    if (!fs::exists(txt)) continue;
    CAPTURE(f.filename().string());
    const auto bytes_ = test_support::read_bytes(f);
    auto b = bytecode::open(bytes_);
    REQUIRE(b);
    counter c;
    ir_walker w(*b);
    const error e = w.walk(c);
    REQUIRE_MESSAGE(!e, e.message());
    // Each op of the print is one line starting with a result or a quote;
    // each region opens with "({" or "}, {".
    const auto skel = test_support::ir_skeleton(test_support::read_text(txt));
    std::uint64_t ops = 0, regions = 0;
    for (const auto& l : skel) {
      const auto i = l.find_first_not_of(' ');
      if (l[i] == '"' || l[i] == '%') ++ops;
      if (l.size() >= 3 && l.compare(l.size() - 3, 3, " ({") == 0) ++regions;
      if (l.compare(i, 4, "}, {") == 0) ++regions;
    }
    CHECK(c.ops == ops);
    CHECK(c.regions == regions);
    CHECK(w.ops_visited() == ops);
  }
}

TEST_CASE("value names, block labels and predecessors match mlir-opt on every fixture") {
  for (const auto& f : fixture_files()) {
    const fs::path txt = print_of(f, "generic");
    if (!fs::exists(txt)) continue;
    CAPTURE(f.filename().string());
    const auto got = test_support::ir_skeleton(dump(test_support::read_bytes(f)));
    const auto want = test_support::ir_skeleton(test_support::read_text(txt));
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      CAPTURE(i);
      CHECK(got[i] == want[i]);
    }
  }
}

TEST_CASE("op_header: of() keeps an op's header fields and view() gives them back") {
  struct check_headers {
    std::uint64_t ops = 0, with_attrs = 0, with_properties = 0;
    void on_op(const op_view& op) {
      ++ops;
      const op_header h = op_header::of(op);
      CHECK(h.offset == op.offset);
      CHECK(h.name == op.name);
      CHECK(h.location == op.location);
      CHECK(h.has_attrs == op.has_attrs);
      CHECK(h.attrs == op.attrs);
      CHECK(h.has_properties == op.has_properties);
      CHECK(h.properties == op.properties);
      with_attrs += h.has_attrs ? 1 : 0;
      with_properties += h.has_properties ? 1 : 0;
      const op_view v = h.view();
      CHECK(op_header::of(v) == h);
      CHECK(v.num_regions == 0);  // only the header fields
      CHECK(v.result_types.empty());
    }
  };
  for (const std::string name : {"attributes.v6.mlirbc", "functions.v5.mlirbc", "attributes.v4.mlirbc"}) {
    INFO(name);
    auto f = bytecode_file::open((test_support::data_dir() / name).string());
    REQUIRE(f);
    check_headers v;
    ir_walker w(f->view());
    REQUIRE(!w.walk(v));
    CHECK(v.ops > 1);
    // v0-4 keep every attribute in the dictionary; v5+ inherent ones in the properties.
    if (f->view().version() >= version_native_properties) CHECK(v.with_properties > 0);
    else CHECK(v.with_attrs > 0);
  }
}

TEST_CASE("lazy region sections are skipped in O(1) and decoded on demand") {
  const auto bytes_ = test_support::read_bytes(test_support::data_dir() / "isolated.v6.mlirbc");
  auto b = bytecode::open(bytes_);
  REQUIRE(b);
  counter full;
  ir_walker w(*b);
  REQUIRE(!w.walk(full));

  counter lazy;
  lazy.skip_lazy = true;
  REQUIRE(!w.walk(lazy));
  CHECK(lazy.ops < full.ops);
  REQUIRE(!lazy.handles.empty());
  // Skipped sections are never read: only the ops outside them were visited.
  CHECK(w.ops_visited() == lazy.ops);

  // Decoding each skipped section later finds the rest of the ops.
  std::uint64_t later = 0, later_regions = 0;
  for (const auto& h : lazy.handles) {
    counter c;
    ir_walker w2(*b);
    const error e = w2.walk_lazy(h, c);
    REQUIRE_MESSAGE(!e, e.message());
    later += c.ops;
    later_regions += c.regions;
  }
  CHECK(lazy.ops + later == full.ops);
  CHECK(lazy.regions + later_regions == full.regions);
}

TEST_CASE("v0/v1 files store isolated regions inline: nothing to skip lazily") {
  const auto bytes_ = test_support::read_bytes(test_support::data_dir() / "isolated.v1.mlirbc");
  auto b = bytecode::open(bytes_);
  REQUIRE(b);
  counter full, lazy;
  lazy.skip_lazy = true;
  ir_walker w(*b);
  REQUIRE(!w.walk(full));
  REQUIRE(!w.walk(lazy));
  CHECK(lazy.handles.empty());
  CHECK(w.ops_visited() == full.ops);  // walked (muted) for validation
}

namespace {
// Every operand's value and every op's first result, in walk order.
struct uses_and_defs {
  std::vector<value_ref> uses, defs;
  void on_op(const op_view& op) {
    for (auto r : op.operands) uses.push_back(r);
    if (!op.result_types.empty()) defs.push_back(op.first_result);
  }
};
}  // namespace

TEST_CASE("a nested region may use an enclosing region's value before its definition; one never defined is an error") {
  // Outer region: one value. Its first op holds a (not isolated) region whose op uses the
  // outer slot 0; the outer region's second op defines it, or nothing does.
  for (const bool defined : {true, false}) {
    CAPTURE(defined);
    bytes inner = one_block_region(0, 1);
    put_op(inner, 1, op_mask::has_operands, list_of_one(0));
    bytes outer = one_block_region(1, defined ? 2 : 1);
    put_op(outer, 0, op_mask::has_regions, one_inline_region(inner));
    if (defined) put_op(outer, 1, op_mask::has_results, list_of_one(0));
    const bytes file = make_file(6, top_level_op(0, op_mask::has_regions, one_inline_region(outer)));
    auto b = bytecode::open(file);
    REQUIRE_MESSAGE(b, b.err().message());
    uses_and_defs vis;
    ir_walker w(*b);
    const error e = w.walk(vis);
    REQUIRE(vis.uses.size() == 1);
    if (defined) {
      REQUIRE_MESSAGE(!e, e.message());
      REQUIRE(vis.defs.size() == 1);
      CHECK(vis.uses[0] == vis.defs[0]);
    } else {
      CHECK(e.code == errc::bad_value);
      CHECK(std::string(e.what).find("never defined") != std::string::npos);
    }
  }
}

TEST_CASE("forward references resolve to the defining region and slot") {
  // Region with two values: op 0 (foo.v, one result) uses slot 1, defined by op 1.
  for (unsigned version : {0u, 3u, 6u}) {
    CAPTURE(version);
    bytes region = one_block_region(2, 2);
    bytes r0;
    put_varint(r0, 1);  // one result of type 0
    put_varint(r0, 0);
    put_varint(r0, 1);  // one operand: slot 1
    put_varint(r0, 1);
    put_op(region, 1, op_mask::has_results | op_mask::has_operands, r0);
    bytes r1;
    put_varint(r1, 1);
    put_varint(r1, 0);
    put_varint(r1, 1);  // uses slot 0
    put_varint(r1, 0);
    put_op(region, 1, op_mask::has_results | op_mask::has_operands, r1);
    const bytes file = make_file(version, top_level_op(0, op_mask::has_regions, one_inline_region(region)));
    auto b = bytecode::open(file);
    REQUIRE_MESSAGE(b, b.err().message());
    uses_and_defs vis;
    ir_walker w(*b);
    const error e = w.walk(vis);
    REQUIRE_MESSAGE(!e, e.message());
    REQUIRE(vis.uses.size() == 2);
    REQUIRE(vis.defs.size() == 2);
    CHECK(vis.uses[0] == vis.defs[1]);
    CHECK(vis.uses[1] == vis.defs[0]);
    // Printed names follow the same resolution.
    const std::string text = dump(file);
    CHECK(text.find("%0 = \"foo.v\"(%1)") != std::string::npos);
    CHECK(text.find("%1 = \"foo.v\"(%0)") != std::string::npos);
  }
}

TEST_CASE("100000-deep nesting walks without recursion") {
  const std::uint64_t depth = 100000;
  for (bool sections : {false, true}) {
    CAPTURE(sections);
    const bytes file = make_file(sections ? 6 : 0, nested_ir(depth, sections));
    counter c;
    const error e = walk_file(file, c);
    REQUIRE_MESSAGE(!e, e.message());
    CHECK(c.ops == depth + 1);
    CHECK(c.max_depth == depth);
    CHECK(c.regions == depth);

    // The depth limit turns into an error at the op that goes too deep.
    limits lim;
    lim.max_ir_depth = 1000;
    counter c2;
    const error e2 = walk_file(file, c2, lim);
    CHECK(e2.code == errc::limit_exceeded);
    CHECK(e2.section == section_id::ir);
    CHECK(c2.max_depth == 1000);

    // So does the op budget.
    limits lim3;
    lim3.max_ops = 10;
    counter c3;
    CHECK(walk_file(file, c3, lim3).code == errc::limit_exceeded);
    CHECK(c3.ops == 10);
  }
}

TEST_CASE("deep nesting prints like mlir-opt") {
  if (!test_support::oracle(mlir_opt)) return;
  // 300 levels: deep enough to exercise the stacks, small enough for mlir-opt.
  for (unsigned version : {0u, 2u, 6u}) {
    CAPTURE(version);
    const bytes file = make_file(version, nested_ir(300, version >= 2));
    const test_support::scratch_dir dir("test-ir-deep");
    const fs::path tmp = dir.path / ("deep.v" + std::to_string(version) + ".mlirbc");
    test_support::write_file(tmp, file);
    const std::string cmd = std::string(mlir_opt) +
                            " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope " +
                            tmp.string() + " 2>&1";
    const auto want = test_support::run_command(cmd);
    CHECK(want.status == 0);
    CHECK(dump(file) == want.out);
    fs::remove(tmp);
  }
}

namespace {

// Walks `ir` inside a file of `version` (v6 by default) and returns the error.
error walk_ir(const bytes& ir, unsigned version = 6) {
  counter c;
  return walk_file(make_file(version, ir), c);
}

// Offset of the IR section payload in a file made by make_file.
std::uint64_t ir_offset(unsigned version, const bytes& ir) {
  const bytes file = make_file(version, ir);
  auto b = bytecode::open(file);
  REQUIRE(b);
  return b->get_section(section_id::ir).offset;
}

}  // namespace

TEST_CASE("malformed IR: errors name section ir and the byte offset") {
  SUBCASE("op name index out of range") {
    bytes ir;
    put_varint(ir, 1u << 1);
    put_op(ir, 7, 0);
    const error e = walk_ir(ir);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.section == section_id::ir);
    CHECK(e.offset == ir_offset(6, ir) + 1);
    CHECK(e.value == 7);
    CHECK(e.message().find("section 'ir'") != std::string::npos);
  }
  SUBCASE("location is not an attribute index") {
    bytes ir;
    put_varint(ir, 1u << 1);
    put_varint(ir, 1);
    put_byte(ir, 0);
    put_varint(ir, 5);
    const error e = walk_ir(ir);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.offset == ir_offset(6, ir) + 3);
  }
  SUBCASE("result type index out of range") {
    bytes region = one_block_region(1, 1);
    put_op(region, 1, op_mask::has_results, list_of_one(3));  // type 3 of 1
    const bytes ir = top_level_op(0, op_mask::has_regions, one_inline_region(region));
    const error e = walk_ir(ir);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.section == section_id::ir);
    CHECK(e.offset == ir_offset(6, ir) + ir.size() - 1);
  }
  SUBCASE("top-level op with results") {
    const bytes ir = top_level_op(1, op_mask::has_results, list_of_one(0));
    const error e = walk_ir(ir);
    CHECK(e.code == errc::count_too_large);
    CHECK(e.section == section_id::ir);
  }
  SUBCASE("operand beyond the scope") {
    const bytes ir = top_level_op(1, op_mask::has_operands, list_of_one(0));  // value 0 of an empty scope
    const error e = walk_ir(ir);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.offset == ir_offset(6, ir) + ir.size() - 1);
  }
  SUBCASE("operand refers to a value that is never defined") {
    bytes region = one_block_region(2, 1);  // declares two values, defines none
    put_op(region, 1, op_mask::has_operands, list_of_one(1));
    const bytes ir = top_level_op(0, op_mask::has_regions, one_inline_region(region));
    const error e = walk_ir(ir);
    CHECK(e.code == errc::bad_value);
    CHECK(e.section == section_id::ir);
  }
  SUBCASE("isolated operands cannot see the enclosing scope") {
    // Outer region defines slot 0; an isolated op inside uses value 0.
    bytes inner_region = one_block_region(0, 1);
    put_op(inner_region, 1, op_mask::has_operands, list_of_one(0));
    bytes region = one_block_region(1, 2);
    put_op(region, 1, op_mask::has_results, list_of_one(0));
    put_op(region, 0, op_mask::has_regions, one_inline_region(inner_region, /*isolated=*/true));
    const bytes ir = top_level_op(0, op_mask::has_regions, one_inline_region(region));
    // v0: regions inline, the isolated flag still opens a new scope.
    const error e = walk_ir(ir, 0);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.value == 0);
    CHECK(e.limit == 0);
  }
  SUBCASE("successor beyond the region's blocks") {
    const bytes ir = top_level_op(1, op_mask::has_successors, list_of_one(1));  // block 1 of 1
    const error e = walk_ir(ir);
    CHECK(e.code == errc::index_out_of_range);
    CHECK(e.offset == ir_offset(6, ir) + ir.size() - 1);
  }
  SUBCASE("value count beyond a value's index") {
    const bytes ir = top_level_op(0, op_mask::has_regions, one_inline_region(one_block_region(std::uint64_t{1} << 32, 0)));
    const error e = walk_ir(ir);
    CHECK(e.code == errc::limit_exceeded);
    CHECK(e.value == std::uint64_t{1} << 32);
  }
  SUBCASE("isolated regions need an IR section from v2") {
    const bytes wrong_section_id = one_isolated_region_section(2, bytes{std::byte{1}});
    const bytes ir = top_level_op(0, op_mask::has_regions, wrong_section_id);
    const error e = walk_ir(ir);
    CHECK(e.code == errc::bad_section_id);
    CHECK(e.offset == ir_offset(6, ir) + 5);
  }
  SUBCASE("region section with trailing bytes") {
    bytes region;
    put_varint(region, 0);  // empty region
    put_byte(region, 0xAA);
    const bytes ir = top_level_op(0, op_mask::has_regions, one_isolated_region_section(4, region));
    // MLIR never reads them: a warning of the walk; strict mode refuses.
    const bytes file = make_file(6, ir);
    auto b = bytecode::open(file);
    REQUIRE(b);
    counter c;
    format_warnings met;
    ir_walker w(*b, &met);
    CHECK(!w.walk(c));
    REQUIRE(met.count() == 1);
    CHECK(met.list()[0].code == errc::trailing_data);
    CHECK(met.list()[0].offset == ir_offset(6, ir) + ir.size() - 1);
    limits strict;
    strict.strict = true;
    const error e = walk_file(file, c, strict);
    CHECK(e.code == errc::trailing_data);
    CHECK(e.offset == ir_offset(6, ir) + ir.size() - 1);
  }
  SUBCASE("truncated IR") {
    bytes ir = nested_ir(5, true);
    ir.erase(ir.end() - 3, ir.end());  // (resize() here trips g++ 12's -Wstringop-overflow)
    const error e = walk_ir(ir);
    CHECK(e);
    CHECK(e.section == section_id::ir);
  }
  SUBCASE("use-list order that is not a permutation") {
    bytes region = one_block_region(1, 1);
    bytes r = list_of_one(0);  // one result of type 0
    put_varint(r, 2u << 1);    // full form, 2 indices
    put_varint(r, 1);
    put_varint(r, 1);  // duplicate
    put_op(region, 1, op_mask::has_results | op_mask::has_use_list_orders, r);
    const bytes ir = top_level_op(0, op_mask::has_regions, one_inline_region(region));
    const error e = walk_ir(ir);
    CHECK(e.code == errc::bad_value);
    CHECK(e.offset == ir_offset(6, ir) + ir.size() - 1);
  }
  SUBCASE("every truncation of the IR fails cleanly") {
    for (bool sections : {false, true}) {
      const bytes ir = nested_ir(20, sections);
      for (std::size_t len = 0; len < ir.size(); ++len) {
        CAPTURE(len);
        const error e = walk_ir(bytes(ir.begin(), ir.begin() + static_cast<std::ptrdiff_t>(len)), sections ? 6 : 0);
        CHECK(e);
        CHECK(e.section == section_id::ir);
      }
    }
  }
}

TEST_CASE("a properties entry that fails to decode is reported at every op that uses it") {
  // The printer keeps the text of recently printed properties entries (equal
  // properties are stored once and shared); a failed entry must not be cached
  // as text, so each op using it prints the placeholder (strict) or its opaque
  // bytes (tolerant: MLIR reads such properties as unknown) again.
  struct uses_per_entry {
    std::map<std::uint64_t, std::uint64_t> uses;
    void on_op(const op_view& op) {
      if (op.has_properties) ++uses[op.properties];
    }
  };
  const auto count = [](const std::string& text, std::string_view what) {
    std::uint64_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  for (const std::string name : {"functions.v6.mlirbc", "functions.v5.mlirbc"}) {
    INFO(name);
    const std::vector<std::byte> original = test_support::read_bytes(test_support::data_dir() / name);
    auto clean = bytecode::open(original);
    REQUIRE(clean);
    uses_per_entry counted;
    REQUIRE(!ir_walker(*clean).walk(counted));
    std::string clean_text;
    REQUIRE(!print_generic(*clean, clean_text));
    const std::uint64_t clean_opaque = count(clean_text, "#mlirbc.opaque_properties");

    // Each entry used by two or more ops, made undecodable in turn (every byte
    // 0xFF: a varint that runs past the entry's end).
    std::uint64_t shared_entries_tried = 0;
    for (const auto& entry_uses : counted.uses) {
      const std::uint64_t entry = entry_uses.first, uses = entry_uses.second;  // (clang 14: no captured bindings)
      if (uses < 2) continue;
      const property_entry& e = clean->properties()[static_cast<std::size_t>(entry)];
      std::vector<std::byte> broken = original;
      for (std::size_t i = 0; i < e.bytes.size(); ++i) broken[static_cast<std::size_t>(e.offset) + i] = std::byte{0xFF};
      INFO("entry " << entry << " at byte " << e.offset << " used by " << uses << " ops");

      auto strict = bytecode::open(broken, test_support::strict_limits());
      REQUIRE(strict);
      std::string text;
      const error err = print_generic(*strict, text);
      const std::uint64_t placeholders = count(text, "<<properties error>>");
      if (placeholders == 0) continue;  // ops read as unknown ones: their bytes are printed, nothing fails
      ++shared_entries_tried;
      CHECK(err);
      CHECK(placeholders == uses);
      // Each of those ops decoded the entry again and failed (failures are not cached).
      struct print_properties {
        ir_attrs attrs;
        std::string out;
        void on_op(const op_view& op) { attrs.properties(out, op); }
      } direct{ir_attrs(*strict, default_dialects()), {}};
      REQUIRE(!ir_walker(*strict).walk(direct));
      CHECK(direct.attrs.failures() == uses);

      auto tolerant = bytecode::open(broken);
      REQUIRE(tolerant);
      std::string tolerant_text;
      format_warnings warnings;
      print_options opt;
      opt.warnings = &warnings;
      CHECK(!print_generic(*tolerant, tolerant_text, opt));
      CHECK(count(tolerant_text, "#mlirbc.opaque_properties") == clean_opaque + uses);
      CHECK(warnings.count() > 0);
    }
    CHECK(shared_entries_tried > 0);
  }
}

TEST_CASE("the run of ops and the general op reader report the same walk: every fixture and its IR mutants") {
  // The run reads most ops; the general reader (use_op_runs(false)) reads
  // each op with a quick cursor, then the cursor. Both read the op record
  // with read_op_record: what this compares is the run's own part, which ops
  // it takes and hands on (their ends, lists, budget), the fields it stores
  // once per block and the value counters it keeps across ops. Mutants change
  // 1-3 bytes of the IR section (where most land in op headers) or cut the
  // file inside it.
  std::size_t walked = 0, failed = 0;
  for (const fs::path& p : fixture_files()) {
    CAPTURE(p.filename().string());
    const std::string raw = test_support::read_text(p);
    const bytes original(reinterpret_cast<const std::byte*>(raw.data()),
                         reinterpret_cast<const std::byte*>(raw.data()) + raw.size());
    auto parsed = bytecode::open(original);
    if (!parsed) continue;
    const section ir = parsed->get_section(section_id::ir);
    mutate::rng rng(mutate::item_seed(0x1e2d3c4b, walked));
    for (int m = 0; m < 120; ++m) {
      bytes data = original;
      std::string what = "original";
      if (m > 0 && ir.length > 0) {
        const std::uint64_t at = ir.offset + rng.below(ir.length);
        if (m % 8 == 0) {
          data.resize(static_cast<std::size_t>(at));
          what = "cut at " + std::to_string(at);
        } else {
          const unsigned changes = 1 + static_cast<unsigned>(rng.below(3));
          what = "bytes";
          for (unsigned k = 0; k < changes; ++k) {
            const std::uint64_t pos = k == 0 ? at : ir.offset + rng.below(ir.length);
            data[static_cast<std::size_t>(pos)] = static_cast<std::byte>(rng.below(256));
            what += " @" + std::to_string(pos);
          }
        }
      }
      CAPTURE(what);
      auto b = bytecode::open(data);
      if (!b) continue;
      const bool skip = (m & 1) != 0;
      const std::string with_runs = mlirbc_fuzz::walk_signature(*b, true, skip);
      REQUIRE(with_runs == mlirbc_fuzz::walk_signature(*b, false, skip));
      ++walked;
      if (with_runs.find(" error ") != std::string::npos) ++failed;
    }
  }
  MESSAGE(walked << " walks compared, " << failed << " ending in an error");
  CHECK(walked > 500);
  CHECK(failed > 50);
  CHECK(walked - failed > 50);
}

TEST_CASE("a region that declares more values than its bytes can define: read with a warning, as MLIR reads it; strict refuses") {
  // tests/data/mutants/overstated_values.v1 (regen.sh): one region's value
  // count says 24876, where 44 bytes are left. mlir-opt 22 reads the file, and
  // its print is the expected one.
  const fs::path dir = test_support::data_dir() / "mutants";
  const auto data = test_support::read_bytes(dir / "overstated_values.v1.mlirbc");
  auto b = bytecode::open(data);
  REQUIRE(b);
  const test_support::generic_print p = test_support::print_with_warnings(*b, mlir_opt_dialects());
  REQUIRE_MESSAGE(!p.e, p.e.message());
  CHECK(p.text == test_support::read_text(dir / "overstated_values.v1.generic.txt"));
  const std::vector<error> met = p.warned.list();
  REQUIRE(!met.empty());
  CHECK(met[0].section == section_id::ir);
  CHECK(met[0].code == errc::count_too_large);
  CHECK(met[0].value == 24876);
  CHECK(met[0].limit == 44);
  // Both op readers see the same walk.
  CHECK(mlirbc_fuzz::walk_signature(*b, true, false) == mlirbc_fuzz::walk_signature(*b, false, false));
  auto strict = bytecode::open(data, test_support::strict_limits());
  REQUIRE(strict);
  std::string ignored;
  const error refused = print_generic(*strict, ignored, print_options{}, mlir_opt_dialects());
  CHECK(refused.code == errc::count_too_large);
  CHECK(refused.offset == met[0].offset);
}

TEST_CASE("an overstated value count claims no memory: a later region defining more than its room still prints") {
  // The outer region declares 1000 values (the file has far fewer bytes) and
  // defines one; the region of its second op defines two block arguments and
  // a result, beyond the room left to it: the namer grows that region's table.
  bytes inner;
  put_varint(inner, 1);  // one block
  put_varint(inner, 3);  // three values
  put_varint(inner, (1 << 1) | 1);  // one op, has arguments
  put_varint(inner, 2);
  for (int k = 0; k < 4; ++k) put_varint(inner, 0);  // (type, location) of each argument (v1)
  put_op(inner, 0, op_mask::has_results, list_of_one(0));
  bytes outer = one_block_region(1000, 2);
  put_op(outer, 0, op_mask::has_results, list_of_one(0));
  put_op(outer, 0, op_mask::has_regions, one_inline_region(inner));
  const bytes file = make_file(1, top_level_op(0, op_mask::has_regions, one_inline_region(outer)));
  auto b = bytecode::open(file);
  REQUIRE(b);
  const test_support::generic_print p = test_support::print_with_warnings(*b, default_dialects());
  REQUIRE_MESSAGE(!p.e, p.e.message());
  CHECK(p.warned.count() >= 1);
  CHECK(p.text.find("^bb0(%arg0: ") != std::string::npos);
  CHECK(p.text.find("%arg1: ") != std::string::npos);
  CHECK(mlirbc_fuzz::walk_signature(*b, true, false) == mlirbc_fuzz::walk_signature(*b, false, false));
}

// The per-op buffers start at 16 items and grow with what the file holds: an op
// with 20 results, one with 20 operands and a block with 20 arguments, written by
// mlir-opt 22 in each version, print as it prints them.
TEST_CASE("ops and blocks with more items than the first buffers hold print as mlir-opt prints them") {
  if (!test_support::have_mlir_opt()) return;
  std::string types, names, args;
  for (int i = 0; i < 20; ++i) {
    const std::string sep = i == 0 ? "" : ", ";
    types += sep + "i32";
    names += sep + "%r#" + std::to_string(i);
    args += sep + "%a" + std::to_string(i) + ": i32";
  }
  const std::string src = "%r:20 = \"foo.many\"() : () -> (" + types + ")\n\"foo.use\"(" + names + ") : (" + types +
                          ") -> ()\n\"foo.region\"() ({\n^bb0(" + args + "):\n  \"foo.end\"() : () -> ()\n}) : () -> ()\n";
  const test_support::scratch_dir dir("ir-wide");
  test_support::write_file(dir.path / "wide.mlir", src);
  for (int v : {1, 6}) {
    CAPTURE(v);
    const fs::path bc = dir.path / ("wide.v" + std::to_string(v) + ".mlirbc");
    const std::string opt = std::string(mlir_opt) + " --allow-unregistered-dialect ";
    REQUIRE(test_support::run_command(opt + "--emit-bytecode --emit-bytecode-version=" + std::to_string(v) + " '" +
                                      (dir.path / "wide.mlir").string() + "' -o '" + bc.string() + "'")
                .status == 0);
    const auto want = test_support::run_command(opt + "--mlir-print-op-generic --mlir-print-local-scope '" + bc.string() + "'");
    REQUIRE(want.status == 0);
    CHECK(want.out.find("%arg19: i32") != std::string::npos);  // mlir-opt renames block arguments
    CHECK(dump(test_support::read_bytes(bc)) == want.out);
  }
}
