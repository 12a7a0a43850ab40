// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// What MLIR 23 writes (docs/format.md §7.6): i1 dense data stored one byte per
// element as well as bit-packed, a builtin dialect version, dense_resource
// blobs aligned to 0, the builtin type codes 21-32 and attribute codes past 22.
// No LLVM 23 tool is at hand: the files are built here with tests/builder.hpp,
// with the producer an MLIR 23 build writes ("MLIR23.0.0git"). The values they
// must read as come from the test's own inputs, or from mlir-opt 22 where it
// reads the same bytes. The files are also kept in tests/regressions/llvm23-*
// (fuzz seeds and replays; MLIRBC_WRITE_REGRESSIONS=1 rewrites them).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/printing/attr_printer.hpp>
#include <mlirbc/tasks/weights.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::buf;
using tb::bytes;
using tb::entry;
namespace fs = std::filesystem;

namespace {

constexpr const char* producer23 = "MLIR23.0.0git";

// Attribute 0 is the module's location (UnknownLoc), so that mlir-opt reads
// as far as the entries under test: `attrs` follow it, from index 1.
std::vector<entry> with_location(const std::vector<entry>& attrs) {
  std::vector<entry> all = {{buf{}.var(15), true}};
  all.insert(all.end(), attrs.begin(), attrs.end());
  return all;
}

tb::file llvm23_file(const std::vector<entry>& attrs, const std::vector<entry>& types) {
  tb::file f = tb::with_entries(with_location(attrs), types);
  f.producer = producer23;
  return f;
}

// Types: 0 = i1, 1 = tensor<Nxi1>.
std::vector<entry> i1_tensor_types(std::uint64_t n) {
  return {{buf{}.var(0).var(1u << 2), true}, {buf{}.var(13).var(1).var(n << 1).var(0), true}};
}

// DenseIntOrFPElementsAttr (code 18) of type 1 with `data` as its blob.
entry dense_i1(const bytes& data) { return {buf{}.var(18).var(1).var(data.size()).raw(data), true}; }

bytes packed_bits(const std::vector<bool>& v) {
  bytes out((v.size() + 7) / 8);
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i]) out[i / 8] |= std::byte{static_cast<std::uint8_t>(1u << (i % 8))};
  return out;
}

bytes one_byte_each(const std::vector<bool>& v) {
  bytes out;
  for (const bool b : v) out.push_back(std::byte{b ? std::uint8_t{1} : std::uint8_t{0}});
  return out;
}

struct read_back {
  std::vector<bool> values;  // through attrs::dense_elements
  std::vector<bool> weights;  // through the constants view (copy_to)
  std::string text;
};

read_back read_i1(const tb::file& f, std::uint64_t n) {
  const bytes b = f.build();
  auto opened = bytecode::open(b);
  REQUIRE(opened.has_value());
  attr_reader r(*opened, mlir_opt_dialects());
  auto a = r.attribute(1);
  INFO((a ? std::string() : a.err().message()));
  REQUIRE(a.has_value());
  const auto* d = (*a)->get<attrs::dense_elements>();
  REQUIRE(d != nullptr);
  read_back out;
  for (std::uint64_t i = 0; i < n; ++i) out.values.push_back(d->bit(i));
  // The constants view expands booleans to one byte each (0 or 1).
  auto c = constant_of(r, 1);
  REQUIRE(c.has_value());
  REQUIRE(c->has_value());
  std::vector<std::byte> expanded(static_cast<std::size_t>(n));
  REQUIRE_FALSE((*c)->copy_to(expanded));
  for (const std::byte x : expanded) out.weights.push_back(x != std::byte{0});
  attr_printer p(r);
  REQUIRE_FALSE(p.print_attribute(1, out.text));
  return out;
}

std::vector<std::vector<bool>> patterns(std::uint64_t n) {
  std::vector<bool> thirds, last, all_true(n, true), all_false(n, false);
  for (std::uint64_t i = 0; i < n; ++i) {
    thirds.push_back(i % 3 == 0);
    last.push_back(i + 1 == n);
  }
  return {thirds, last, all_true, all_false};
}

const std::vector<std::uint64_t> i1_sizes = {1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17, 64, 101, 200};

void check_regression_file(const char* name, const bytes& b) {
  const fs::path p = test_support::data_dir().parent_path() / "regressions" / name;
  if (std::getenv("MLIRBC_WRITE_REGRESSIONS") != nullptr) test_support::write_file(p, b);
  CHECK(test_support::read_bytes(p) == b);
}

}  // namespace

TEST_CASE("llvm23: i1 dense data bit-packed, one byte each or a splat reads the same values, for every size") {
  for (const std::uint64_t n : i1_sizes) {
    for (const auto& v : patterns(n)) {
      CAPTURE(n);
      CAPTURE(one_byte_each(v).size());
      const read_back packed = read_i1(llvm23_file({dense_i1(packed_bits(v))}, i1_tensor_types(n)), n);
      CHECK(packed.values == v);
      CHECK(packed.weights == v);
      // One byte per element, as MLIR 23 writers stored it before they packed again.
      const tb::file bytewise_file = llvm23_file({dense_i1(one_byte_each(v))}, i1_tensor_types(n));
      const read_back bytewise = read_i1(bytewise_file, n);
      if (n == 17 && v == patterns(n)[0]) check_regression_file("llvm23-i1-one-byte-each.mlirbc", bytewise_file.build());
      CHECK(bytewise.values == v);
      CHECK(bytewise.weights == v);
      // Printed alike, unless the packed byte is also the splat byte (00/FF), which
      // prints as a splat (as mlir-opt 22 does; MLIR 23 prints 00 for 2-8 elements as a list).
      const bytes p = packed_bits(v);
      if (!(p.size() == 1 && n > 1 && (p[0] == std::byte{0} || p[0] == std::byte{0xFF})))
        CHECK(bytewise.text == packed.text);
      const bool same = std::all_of(v.begin(), v.end(), [&](bool x) { return x == v[0]; });
      if (!same) continue;
      // The splat byte of LLVM 22 and MLIR 23 writers: 0x00 or 0xFF.
      const bytes splat = {std::byte{v[0] ? std::uint8_t{0xFF} : std::uint8_t{0}}};
      const read_back s = read_i1(llvm23_file({dense_i1(splat)}, i1_tensor_types(n)), n);
      CHECK(s.values == v);
      CHECK(s.weights == v);
    }
  }
}

TEST_CASE("llvm23: i1 data printed as mlir-opt 22 prints the same values (live mlir-opt)") {
  if (!test_support::have_mlir_opt()) return;
  const fs::path dir = fs::temp_directory_path() / "mlirbc_test_llvm23";
  fs::create_directories(dir);
  for (const std::uint64_t n : i1_sizes) {
    const std::vector<bool> v = patterns(n)[0];
    CAPTURE(n);
    std::string literal = "dense<[";
    for (std::size_t i = 0; i < v.size(); ++i) literal += std::string(i != 0 ? ", " : "") + (v[i] ? "true" : "false");
    literal += "]> : tensor<" + std::to_string(n) + "xi1>";
    test_support::write_file(dir / "i1.mlir", "\"test.op\"() {a = " + literal + "} : () -> ()\n");
    const std::string printed = test_support::run_capture(
        std::string(test_support::mlir_opt_22) +
        " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope " + (dir / "i1.mlir").string());
    // The bytes MLIR 23 writers stored one per element print what mlir-opt 22 prints.
    const read_back bytewise = read_i1(llvm23_file({dense_i1(one_byte_each(v))}, i1_tensor_types(n)), n);
    CHECK(printed.find("{a = " + bytewise.text + "}") != std::string::npos);
  }
  fs::remove_all(dir);
}

TEST_CASE("llvm23: i1 data of a size no writer produces is an error at its length") {
  // tensor<9xi1>: packed is 2 bytes, one per element 9; 3 bytes is neither.
  const std::vector<entry> attrs = {dense_i1(bytes(3, std::byte{1}))};
  const tb::file f = llvm23_file(attrs, i1_tensor_types(9));
  const bytes b = f.build();
  auto opened = bytecode::open(b);
  REQUIRE(opened.has_value());
  attr_reader r(*opened, mlir_opt_dialects());
  const error e = r.attribute(1).err();
  CHECK(e.code == errc::bad_value);
  CHECK(e.offset == tb::entry_offset(f, with_location(attrs), i1_tensor_types(9), false, 1) + 2);
  CHECK(e.value == 3);
  CHECK(e.limit == 2);
}

// ------------------------------------------------------------------ builtin dialect version

namespace {

// The minimal file with the builtin dialect's version payload `payload`.
tb::file with_builtin_version(const bytes& payload) {
  tb::file f = tb::minimal(6);
  f.producer = producer23;
  buf d;
  d.var(1).var((0u << 1) | 1u);  // one dialect: name 0 (builtin), with a version
  d.raw(tb::frame({tb::s_dialect_versions, payload, 0, 0xCB, {}}, 0));
  d.var(1).var(0).var(1).var((1u << 1) | 1u);  // one op name: builtin.module, registered
  f.sec(tb::s_dialect).payload = d;
  return f;
}

}  // namespace

TEST_CASE("llvm23: the builtin dialect version is read when present, 0 when absent") {
  const bytes with = with_builtin_version(buf{}.var(1)).build();
  auto a = bytecode::open(with);
  REQUIRE(a.has_value());
  CHECK(a->dialects().builtin_version == 1);
  CHECK(a->dialects().dialects[0].has_version);
  CHECK(a->warnings().count() == 0);
  check_regression_file("llvm23-builtin-version.mlirbc", with);

  tb::file none = tb::minimal(6);
  none.producer = producer23;
  const bytes without = none.build();
  auto b = bytecode::open(without);
  REQUIRE(b.has_value());
  CHECK(b->dialects().builtin_version == 0);
  CHECK_FALSE(b->dialects().dialects[0].has_version);
}

TEST_CASE("llvm23: a builtin dialect version that is cut is an error; bytes after it a warning") {
  tb::file f = with_builtin_version({});
  auto cut = bytecode::open(f.build());
  REQUIRE_FALSE(cut.has_value());
  CHECK(cut.err().code == errc::truncated);
  CHECK(cut.err().section == section_id::dialect_versions);

  f = with_builtin_version(buf{}.var(2).u8(0xAA));
  const bytes b = f.build();
  auto lenient = bytecode::open(b);
  REQUIRE(lenient.has_value());
  CHECK(lenient->dialects().builtin_version == 2);
  REQUIRE(lenient->warnings().count() == 1);
  CHECK(lenient->warnings().list()[0].code == errc::trailing_data);
  auto strict = bytecode::open(b, test_support::strict_limits());
  REQUIRE_FALSE(strict.has_value());
  CHECK(strict.err().code == errc::trailing_data);
  CHECK(strict.err().offset == lenient->warnings().list()[0].offset);
}

// ------------------------------------------------------------------ dense_resource alignment

TEST_CASE("llvm23: a blob aligned to 0 or to no power of two is refused, naming the resource and the byte") {
  for (const std::uint64_t alignment : {0u, 3u, 12u}) {
    CAPTURE(alignment);
    tb::file f = tb::minimal(6);
    f.producer = producer23;
    f.sec(tb::s_string).payload = buf{}.var(3).var(6).var(7).var(8).cstr("builtin").cstr("module").cstr("blob1");
    const bytes entry_bytes = buf{}.var(alignment).var(2).u8(1).u8(2);
    // One builtin group: key 2 ("blob1"), a blob entry.
    f.sec(tb::s_resource_offset).payload = buf{}.var(0).var(0).var(1).var(2).var(entry_bytes.size()).u8(0);
    f.sec(tb::s_resource).payload = entry_bytes;
    const bytes b = f.build();
    auto opened = bytecode::open(b);
    REQUIRE(opened.has_value());
    const error e = opened->get_blob(opened->resources().entries()[0]).err();
    CHECK(e.code == errc::bad_alignment);
    CHECK(e.section == section_id::resource);
    CHECK(e.offset == f.payload_offset(tb::s_resource));
    CHECK(e.value == alignment);
    const std::string message = opened->describe(e);
    CHECK(message.find("resource 'blob1'") != std::string::npos);
    CHECK(message.find("byte " + std::to_string(f.payload_offset(tb::s_resource))) != std::string::npos);
    if (alignment == 0) check_regression_file("llvm23-blob-alignment-0.mlirbc", b);
  }
}

// ------------------------------------------------------------------ builtin codes

TEST_CASE("llvm23: builtin type codes 21-32 are the float types LLVM 22 stores as text") {
  // BuiltinDialectBytecode.td's type list after VectorTypeWithScalableDims (docs/format.md §7.6).
  const std::vector<std::string> names = {"tf32",         "f8E5M2",        "f8E4M3",   "f8E4M3FN",
                                          "f8E5M2FNUZ",   "f8E4M3FNUZ",    "f8E4M3B11FNUZ", "f8E3M4",
                                          "f4E2M1FN",     "f6E2M3FN",      "f6E3M2FN", "f8E8M0FNU"};
  std::vector<entry> types;
  for (std::size_t i = 0; i < names.size(); ++i) types.push_back({buf{}.var(21 + i), true});
  // The same types as LLVM 22 writes them: textual entries.
  for (const auto& n : names) types.push_back({tb::to_bytes(n + std::string(1, '\0')), false});
  const tb::file f = llvm23_file({}, types);
  const bytes b = f.build();
  auto opened = bytecode::open(b);
  REQUIRE(opened.has_value());
  attr_reader r(*opened, mlir_opt_dialects());
  attr_printer p(r);
  for (std::size_t i = 0; i < names.size(); ++i) {
    CAPTURE(names[i]);
    auto coded = r.type(i);
    auto textual = r.type(names.size() + i);
    REQUIRE(coded.has_value());
    REQUIRE(textual.has_value());
    const auto* c = (*coded)->get<types::floating>();
    const auto* t = (*textual)->get<types::floating>();
    REQUIRE(c != nullptr);
    REQUIRE(t != nullptr);
    CHECK(c->kind == t->kind);
    std::string s;
    REQUIRE_FALSE(p.print_type(i, s));
    CHECK(s == names[i]);
  }
  check_regression_file("llvm23-float-type-codes.mlirbc", b);
}

TEST_CASE("llvm23: builtin codes past the known ones are kept opaque with a warning naming the code") {
  struct code_case {
    bool is_type;
    std::uint64_t code;
    const char* file;
  };
  const std::vector<code_case> cases = {{false, 23, "llvm23-affine-map-attr.mlirbc"},
                                        {false, 24, "llvm23-attr-code-24.mlirbc"},
                                        {true, 33, "llvm23-type-code-33.mlirbc"}};
  for (const auto& c : cases) {
    CAPTURE(c.code);
    const std::vector<entry> list = {{buf{}.var(c.code).var(5).var(7), true}};
    const tb::file f = c.is_type ? llvm23_file({}, list) : llvm23_file(list, {});
    const std::uint64_t at = c.is_type ? tb::entry_offset(f, with_location({}), list, true, 0)
                                       : tb::entry_offset(f, with_location(list), {}, false, 1);
    const bytes b = f.build();
    auto opened = bytecode::open(b);
    REQUIRE(opened.has_value());
    format_warnings warned;
    attr_reader r(*opened, mlir_opt_dialects(), &warned);
    if (c.is_type) {
      auto t = r.type(0);
      REQUIRE(t.has_value());
      CHECK((*t)->is<types::opaque>());
    } else {
      auto a = r.attribute(1);
      REQUIRE(a.has_value());
      CHECK((*a)->is<attrs::opaque>());
    }
    REQUIRE(warned.count() == 1);
    const error w = warned.list()[0];
    CHECK(w.offset == at);
    CHECK(w.value == c.code);
    CHECK(std::string(w.what).find("MLIR 23") != std::string::npos);
    // Strict: the entry's error, at the code.
    auto strict_file = bytecode::open(b, test_support::strict_limits());
    REQUIRE(strict_file.has_value());
    attr_reader strict(*strict_file, mlir_opt_dialects());
    const error e = c.is_type ? strict.type(0).err() : strict.attribute(1).err();
    CHECK(e.code == errc::bad_value);
    CHECK(e.offset == w.offset);
    check_regression_file(c.file, b);
  }
}

TEST_CASE("llvm23: the CLI shows the builtin dialect version and names a blob aligned to 0") {
  const fs::path dir = test_support::data_dir().parent_path() / "regressions";
  const std::string cli = MLIRBC_CLI;
  const auto info = test_support::run_command(cli + " info " + (dir / "llvm23-builtin-version.mlirbc").string());
  CHECK(info.status == 0);
  CHECK(info.out.find("dialects: builtin(version 1)") != std::string::npos);
  const auto json = test_support::run_command(cli + " info --json " + (dir / "llvm23-builtin-version.mlirbc").string());
  CHECK(json.out.find("\"builtin_version\": 1") != std::string::npos);
  const auto plain = test_support::run_command(cli + " info --json " + (test_support::data_dir() / "empty.v6.mlirbc").string());
  CHECK(plain.out.find("\"builtin_version\": 0") != std::string::npos);
  const auto res =
      test_support::run_command(cli + " resources " + (dir / "llvm23-blob-alignment-0.mlirbc").string() + " 2>&1");
  CHECK(res.status == 1);
  CHECK(res.out.find("resource 'blob1'") != std::string::npos);
  CHECK(res.out.find("blob alignment") != std::string::npos);
}
