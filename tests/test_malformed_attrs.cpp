// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Malformed attribute/type entries through attr_reader, with the exact error
// (code, section, offset). Includes the inputs that crash, hang or mis-read in
// mlir-opt 22 (docs/format.md §13.1): reference cycles (hang), nesting deeper than
// 32 000 (stack overflow), dense payload sizes that do not match (out-of-bounds
// read). The same files are in tests/regressions/ for the fuzz replays.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/properties/op_properties.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::buf;
using tb::bytes;
using tb::entry;
namespace fs = std::filesystem;

namespace {

// Builtin ArrayAttr (code 0) of the given attribute indices.
entry array_of(const std::vector<std::uint64_t>& elems) {
  buf b;
  b.var(0).var(elems.size());
  for (auto e : elems) b.var(e);
  return {b, true};
}

const entry i32_type = {buf{}.var(0).var(32u << 2), true};                // IntegerType i32
const entry tensor4xi32 = {buf{}.var(13).var(1).var(4u << 1).var(0), true};  // tensor<4xi32> (elem type 0)

struct decoded {
  bool ok = false;
  error err;
};

decoded decode_attr(const tb::file& f, std::uint64_t idx, const limits& lim = {}) {
  const bytes b = f.build();
  auto r = bytecode::open(b, lim);
  REQUIRE(r.has_value());
  attr_reader rd(*r, mlir_opt_dialects());
  auto a = rd.attribute(idx);
  return {a.has_value(), a.err()};
}

}  // namespace

TEST_CASE("attrs: a self-referencing array is a cycle error, not a hang") {
  const std::vector<entry> attrs = {array_of({0})};
  const tb::file f = tb::with_entries(attrs, {});
  const decoded d = decode_attr(f, 0);
  INFO(d.err.message());
  CHECK_FALSE(d.ok);
  CHECK(d.err.code == errc::bad_value);
  CHECK(d.err.section == section_id::attr_type);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, {}, false, 0));
}

TEST_CASE("attrs: a mutual reference cycle is reported at the entry that closes it") {
  const std::vector<entry> attrs = {array_of({1}), array_of({0})};
  const tb::file f = tb::with_entries(attrs, {});
  const decoded d = decode_attr(f, 0);
  CHECK(d.err.code == errc::bad_value);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, {}, false, 1));
  CHECK(d.err.value == 0);
}

TEST_CASE("attrs: nesting deeper than limits::max_attr_depth") {
  std::vector<entry> attrs;
  for (std::uint64_t i = 0; i < 60; ++i) attrs.push_back(array_of({i + 1}));
  attrs.push_back(array_of({}));
  const tb::file f = tb::with_entries(attrs, {});
  limits lim;
  lim.max_attr_depth = 50;
  const decoded d = decode_attr(f, 0, lim);
  CHECK(d.err.code == errc::limit_exceeded);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, {}, false, 49));
  CHECK(d.err.value == 51);
  CHECK(d.err.limit == 50);
  // From a deeper start the chain fits.
  CHECK(decode_attr(f, 20, lim).ok);
}

TEST_CASE("attrs: a 40 000-deep chain (mlir-opt 22 overflows its stack at 32 000) decodes iteratively") {
  std::vector<entry> attrs;
  const std::uint64_t n = 40000;
  for (std::uint64_t i = 0; i < n; ++i) attrs.push_back(array_of({i + 1}));
  attrs.push_back(array_of({}));
  const bytes b = tb::with_entries(attrs, {}).build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  attr_reader rd(*r, mlir_opt_dialects());
  auto a = rd.attribute(0);
  REQUIRE(a.has_value());
  const auto* arr = (*a)->get<attrs::array>();
  REQUIRE(arr != nullptr);
  CHECK(arr->elements == std::vector<std::uint64_t>{1});
  CHECK(rd.attribute(n).has_value());
}

TEST_CASE("attrs: DenseArrayAttr whose count does not match its data (mlir-opt reads out of bounds)") {
  // code 17, element type 0 (i32), count 4, 8 data bytes.
  const std::vector<entry> attrs = {{buf{}.var(17).var(0).var(4).var(8).raw(bytes(8)), true}};
  const std::vector<entry> types = {i32_type};
  const tb::file f = tb::with_entries(attrs, types);
  const decoded d = decode_attr(f, 0);
  CHECK(d.err.code == errc::bad_value);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, types, false, 0) + 2);
  CHECK(d.err.value == 4);
  CHECK(d.err.limit == 2);
}

TEST_CASE("attrs: DenseIntOrFPElementsAttr data that does not match the shape (mlir-opt reads out of bounds)") {
  // code 18, type 1 (tensor<4xi32>), 12 data bytes: neither 16 nor a 4-byte splat.
  const std::vector<entry> types = {i32_type, tensor4xi32};
  std::vector<entry> attrs = {{buf{}.var(18).var(1).var(12).raw(bytes(12)), true}};
  tb::file f = tb::with_entries(attrs, types);
  decoded d = decode_attr(f, 0);
  CHECK(d.err.code == errc::bad_value);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, types, false, 0) + 2);
  CHECK(d.err.value == 12);
  CHECK(d.err.limit == 16);
  // 16 bytes and a 4-byte splat are fine.
  attrs = {{buf{}.var(18).var(1).var(16).raw(bytes(16)), true}, {buf{}.var(18).var(1).var(4).raw(bytes(4)), true}};
  f = tb::with_entries(attrs, types);
  CHECK(decode_attr(f, 0).ok);
  CHECK(decode_attr(f, 1).ok);
}

TEST_CASE("attrs: indices, codes and trailing bytes inside entries") {
  const std::vector<entry> types = {i32_type};
  // An array element past the attribute table.
  std::vector<entry> attrs = {array_of({7})};
  tb::file f = tb::with_entries(attrs, types);
  decoded d = decode_attr(f, 0);
  CHECK(d.err.code == errc::index_out_of_range);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, types, false, 0) + 2);
  // A TypeAttr (code 6) of a type past the type table.
  attrs = {{buf{}.var(6).var(3), true}};
  f = tb::with_entries(attrs, types);
  d = decode_attr(f, 0);
  CHECK(d.err.code == errc::index_out_of_range);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, types, false, 0) + 1);
  // An unknown builtin attribute code: kept opaque with a warning (tests/test_llvm23.cpp),
  // in strict mode an error at the code.
  attrs = {{buf{}.var(99), true}};
  f = tb::with_entries(attrs, types);
  CHECK(decode_attr(f, 0).ok);
  d = decode_attr(f, 0, test_support::strict_limits());
  CHECK(d.err.code == errc::bad_value);
  CHECK(d.err.offset == tb::entry_offset(f, attrs, types, false, 0));
  // UnitAttr (code 7) followed by a stray byte.
  attrs = {{buf{}.var(7).u8(0), true}};
  f = tb::with_entries(attrs, types);
  d = decode_attr(f, 0);
  CHECK_FALSE(d.ok);
  CHECK(d.err.code == errc::trailing_data);
}

TEST_CASE("attrs: an op's attribute dictionary that is not a dictionary (LLVM invalid-ir_section-attr)") {
  const std::vector<entry> attrs = {array_of({})};
  const tb::file f = tb::with_entries(attrs, {});
  const bytes b = f.build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  attr_reader rd(*r, mlir_opt_dialects());
  const error e = rd.dictionary(0).err();
  CHECK(e.code == errc::bad_value);
  CHECK(e.section == section_id::attr_type);
  CHECK(e.offset == tb::entry_offset(f, attrs, {}, false, 0));
  // And a location check is the caller's: the node says whether it is one.
  REQUIRE(rd.attribute(0).has_value());
  CHECK_FALSE((*rd.attribute(0))->is_location());
}

TEST_CASE("print: an entry that does not decode prints as <<what error>> where the IR uses it, the first failure returned") {
  // Each attribute entry of small fixtures with its last byte set to 0 (a
  // 9-byte varint then runs past the entry; a byte of data or a string's NUL
  // decodes as before). A print that fails names the damaged entry, and the
  // place that shows it says what failed: a location (debuginfo), an op's
  // attribute dictionary (v4; from v5 on an unregistered op's attributes are
  // its properties, which print opaque with a warning instead).
  std::set<std::string> markers;
  std::size_t failed = 0;
  for (const char* name : {"locations.v6.mlirbc", "unregistered.v4.mlirbc"}) {
    const bytes original = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(original);
    REQUIRE(b);
    for (std::size_t i = 0; i < b->attr_types().num_attributes(); ++i) {
      const raw_entry e = b->attr_types().attribute(i);
      if (!e.custom || e.bytes.empty()) continue;
      bytes damaged = original;
      damaged[static_cast<std::size_t>(e.offset + e.bytes.size() - 1)] = std::byte{0};
      auto d = bytecode::open(damaged);
      REQUIRE(d);
      print_options opt;
      opt.debuginfo = true;
      std::string text;
      const error err = print_generic(*d, text, opt, mlir_opt_dialects());
      if (!err) continue;
      CAPTURE(name);
      CAPTURE(i);
      ++failed;
      CHECK(err.section == section_id::attr_type);
      CHECK(err.offset >= e.offset);
      CHECK(err.offset <= e.offset + e.bytes.size());
      const std::size_t open = text.find("<<");
      REQUIRE(open != std::string::npos);
      markers.insert(text.substr(open, text.find(">>", open) + 2 - open));
    }
  }
  CHECK(failed > 10);
  for (const char* marker : {"<<loc error>>", "<<attrs error>>"}) {
    CAPTURE(marker);
    CHECK(markers.count(marker) == 1);
  }
}

// ------------------------------------------------------------------ regressions
// tests/regressions/*.mlirbc: the inputs above that break mlir-opt 22, as
// files, so that the fuzz replays and the fuzzers' seed corpus include them.
// Each file must equal what its builder makes here (regenerate with
// MLIRBC_WRITE_REGRESSIONS=1 ./test_malformed_attrs) and give its error.

namespace {

struct regression {
  const char* file;
  tb::file (*make)();
  bool fails_at_open;   // else: decoding attribute 0 fails (or succeeds when code is ok)
  errc code;
  std::uint32_t max_attr_depth;
};

tb::file self_cycle() { return tb::with_entries({array_of({0})}, {}); }
tb::file mutual_cycle() { return tb::with_entries({array_of({1}), array_of({0})}, {}); }
tb::file deep_chain() {
  std::vector<entry> attrs;
  for (std::uint64_t i = 0; i < 2000; ++i) attrs.push_back(array_of({i + 1}));
  attrs.push_back(array_of({}));
  return tb::with_entries(attrs, {});
}
tb::file dense_array_count() { return tb::with_entries({{buf{}.var(17).var(0).var(4).var(8).raw(bytes(8)), true}}, {i32_type}); }
tb::file dense_elements_size() {
  return tb::with_entries({{buf{}.var(18).var(1).var(12).raw(bytes(12)), true}}, {i32_type, tensor4xi32});
}
// tensor<4xi0> with one data byte: zero-width elements store nothing.
tb::file zero_width_dense_data() {
  const entry i0_type = {buf{}.var(0).var(0), true};
  return tb::with_entries({{buf{}.var(18).var(1).var(1).u8(0), true}}, {i0_type, tensor4xi32});
}
tb::file attr_group_count() {
  tb::file f = tb::minimal(6);
  f.sec(tb::s_attr_type_offset).payload = buf{}.var(1).var(0).var(0).var(3).var(3).var(1).var(1);
  return f;
}

const regression regressions[] = {
    {"attrs-self-cycle.mlirbc", self_cycle, false, errc::bad_value, 1u << 16},               // mlir-opt hangs
    {"attrs-mutual-cycle.mlirbc", mutual_cycle, false, errc::bad_value, 1u << 16},           // mlir-opt hangs
    {"attrs-deep-chain-2000.mlirbc", deep_chain, false, errc::limit_exceeded, 1024},         // fuzz limit
    {"attrs-deep-chain-2000.mlirbc", deep_chain, false, errc::ok, 1u << 16},                 // default limit
    {"attrs-dense-array-count.mlirbc", dense_array_count, false, errc::bad_value, 1u << 16}, // OOB read
    {"attrs-dense-elements-size.mlirbc", dense_elements_size, false, errc::bad_value, 1u << 16},
    {"attrs-zero-width-dense-data.mlirbc", zero_width_dense_data, false, errc::bad_value, 1u << 16},  // mlir-opt hangs
    {"offsets-attr-group-count.mlirbc", attr_group_count, true, errc::count_too_large, 1u << 16},  // abort
};

fs::path regressions_dir() { return test_support::data_dir().parent_path() / "regressions"; }

}  // namespace

TEST_CASE("regressions: each file is what its case builds, and gives its error") {
  const bool write = std::getenv("MLIRBC_WRITE_REGRESSIONS") != nullptr;
  for (const auto& r : regressions) {
    CAPTURE(r.file);
    const bytes b = r.make().build();
    const fs::path p = regressions_dir() / r.file;
    if (write) test_support::write_file(p, b);
    CHECK(test_support::read_bytes(p) == b);
    limits lim;
    lim.max_attr_depth = r.max_attr_depth;
    auto opened = bytecode::open(b, lim);
    if (r.fails_at_open) {
      REQUIRE_FALSE(opened.has_value());
      CHECK(opened.err().code == r.code);
      continue;
    }
    REQUIRE(opened.has_value());
    attr_reader rd(*opened, mlir_opt_dialects());
    auto a = rd.attribute(0);
    INFO(a.err().message());
    CHECK(a.err().code == r.code);
  }
}

// ------------------------------------------------------------------ op property schemas

TEST_CASE("properties: an op whose dialect name extends a schema op name (fuzz_open crash)") {
  // The schema lookup compared "dialect.name" with the table's names and read
  // past a table name that is a strict prefix of the dialect name (found by
  // fuzz_open: dialect "cf.brin" against "cf.br"). The name is compared from an
  // exact-size heap buffer so that ASan sees any read past it.
  const std::string_view table_name = "cf.br";
  const std::vector<char> exact(table_name.begin(), table_name.end());
  const std::string_view s(exact.data(), exact.size());
  op_name op;
  op.dialect_name = "cf.brin";
  op.name = "x";
  CHECK(op_schema::compare_full_name(op, s) > 0);
  op.dialect_name = "cf.br";
  CHECK(op_schema::compare_full_name(op, s) > 0);  // "cf.br.x" > "cf.br"
  op.name = "";
  CHECK(op_schema::compare_full_name(op, s) == 0);
  op.dialect_name = "cf";
  op.name = "br";
  CHECK(op_schema::compare_full_name(op, s) == 0);
  op.name = "bra";
  CHECK(op_schema::compare_full_name(op, s) > 0);
  op.name = "b";
  CHECK(op_schema::compare_full_name(op, s) < 0);
}

TEST_CASE("regressions: open-op-name-prefix.bin walks and every op's properties decode or fail cleanly") {
  const bytes b = test_support::read_bytes(regressions_dir() / "open-op-name-prefix.bin");
  REQUIRE(!b.empty());
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  const attr_reader reader(*r, mlir_opt_dialects());
  struct visitor {
    const attr_reader* reader;
    int with_props = 0;
    int unsupported = 0;
    void on_op(const op_view& op) {
      if (!op.has_properties || op.name == nullptr) return;
      ++with_props;
      const bytecode& file = reader->file();
      auto p = decode_properties(*reader, *op.name, file.properties()[static_cast<std::size_t>(op.properties)]);
      if (!p && p.err().code == errc::unsupported) ++unsupported;
    }
  } v{&reader};
  ir_walker w(*r);
  (void)w.walk(v);
  CHECK(v.with_props > 0);
  CHECK(v.unsupported > 0);  // the op with the mangled dialect name has no schema
}

TEST_CASE("types: builtin types written as text become builtin nodes only when MLIR would parse them") {
  const std::vector<std::string> names = {"si8", "ui16", "i7", "index", "none", "i", "i123456789", "i1x", "i99999999", "u8"};
  std::vector<entry> types;
  for (const auto& n : names) types.push_back({tb::to_bytes(n + std::string(1, '\0')), false});
  const bytes b = tb::with_entries({}, types).build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  attr_reader rd(*r, mlir_opt_dialects());
  auto node = [&](std::size_t i) -> const type& {
    auto t = rd.type(i);
    REQUIRE(t.has_value());
    return **t;
  };
  const auto* si8 = node(0).get<types::integer>();
  REQUIRE(si8 != nullptr);
  CHECK((si8->width == 8 && si8->sign == signedness::is_signed));
  const auto* ui16 = node(1).get<types::integer>();
  REQUIRE(ui16 != nullptr);
  CHECK((ui16->width == 16 && ui16->sign == signedness::is_unsigned));
  const auto* i7 = node(2).get<types::integer>();
  REQUIRE(i7 != nullptr);
  CHECK((i7->width == 7 && i7->sign == signedness::signless));
  CHECK(node(3).is<types::index>());
  CHECK(node(4).is<types::none>());
  // No width, more than 8 digits, a non-digit, past IntegerType's limit, no such prefix: text.
  for (std::size_t i = 5; i < names.size(); ++i) {
    CAPTURE(names[i]);
    const auto* t = node(i).get<types::textual>();
    REQUIRE(t != nullptr);
    CHECK(t->text == names[i]);
  }
}

TEST_CASE("builtin: entries MLIR's verifiers refuse are errors at the field that is wrong") {
  // The minimal file's strings: 0 "builtin", 1 "module".
  const std::vector<entry> attrs = {
      {buf{}.var(2).var(1), true},                  // 0 "module"
      {buf{}.var(14).var(0).var(0), true},          // 1 NameLoc whose child is a string
      {buf{}.var(11).var(3).var(1).var(1), true},   // 2 FileLineColLoc whose file name is a unit
      {buf{}.var(7), true},                         // 3 unit
      {buf{}.var(5).var(0).var(1).var(0), true},    // 4 @module::<a string>
      {buf{}.var(5).var(0).var(1).var(6), true},    // 5 @module::<a nested reference that is not flat>
      {buf{}.var(5).var(0).var(0), true},           // 6 @module (not flat)
  };
  const std::vector<entry> types = {
      i32_type,                                                          // 0
      {buf{}.var(0).var(std::uint64_t{dialects::builtin_dialect::max_int_width + 1} << 2), true},  // 1 i16777216
      {buf{}.var(20).var(2).u8(1).u8(1).var(1).var(4u << 1).var(0), true},           // 2 two flags, rank 1
      {buf{}.var(20).var(3).var(1).var(4u << 1).var(0), true},  // 3 MLIR 16: three scalable dims of rank 1
      {buf{}.var(20).var(1).u8(1).var(1).var(4u << 1).var(0), true},  // 4 vector<[4]xi32>
  };
  tb::file f = tb::with_entries(attrs, types);
  auto decode = [&](const tb::file& file, bool is_type, std::size_t i) {
    const bytes b = file.build();
    auto r = bytecode::open(b);
    REQUIRE(r.has_value());
    attr_reader rd(*r, mlir_opt_dialects());
    error got;
    if (is_type) {
      auto t = rd.type(i);
      if (!t) got = t.err();
    } else {
      auto a = rd.attribute(i);
      if (!a) got = a.err();
    }
    return got;
  };
  auto at = [&](bool is_type, std::size_t i) { return tb::entry_offset(f, attrs, types, is_type, i); };
  struct refused {
    bool is_type;
    std::size_t index;
    const char* message;
    std::uint64_t offset_in_entry;  // where the error points, from the entry's first byte
  };
  const refused cases[] = {
      {false, 1, "name location child must be a location", 0},
      {false, 2, "location file name must be a string attribute", 0},
      {false, 4, "nested symbol reference must be a flat symbol reference", 0},
      {false, 5, "nested symbol reference must be a flat symbol reference", 0},
      {true, 1, "integer type width", 1},                            // at the width, after the code
      {true, 2, "scalable flags do not match the vector rank", 4},  // at the shape: code, count, two flags
  };
  for (const refused& c : cases) {
    CAPTURE(c.message);
    const error e = decode(f, c.is_type, c.index);
    CHECK(e.code == errc::bad_value);
    CHECK(e.section == section_id::attr_type);
    CHECK(std::string(e.message()).find(c.message) != std::string::npos);
    CHECK(e.offset == at(c.is_type, c.index) + c.offset_in_entry);
  }
  // The well-formed neighbours decode.
  CHECK(!decode(f, false, 6));
  // A producer that names no LLVM release writes the flags of MLIR 17 on: vector<[4]xi32>.
  CHECK(!decode(f, true, 4));
  // MLIR 16 wrote the number of trailing scalable dimensions: more than the rank is refused at the count.
  f.producer = "MLIR16.0.0";
  const error legacy = decode(f, true, 3);
  CHECK(std::string(legacy.message()).find("scalable dimension count") != std::string::npos);
  CHECK(legacy.offset == at(true, 3) + 1);
}
