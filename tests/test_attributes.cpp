// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Attribute/type decoding and printing, checked against mlir-opt:
//  - every entry of every fixture and corpus file decodes;
//  - printed entries appear verbatim in mlir-opt's generic prints (with the
//    few explained exceptions: names, nested locations, elided i64/f64 types...);
//  - live mlir-opt (when installed): float formatting of random bit patterns of
//    every float type, and an edge-case module written here, round-tripped
//    through bytecode;
//  - hand-built files: 100,000-deep nesting, reference cycles, bad sizes;
//  - several threads decoding the same file at once agree with a serial decode,
//    also through decode_all; the node table publishes each entry once.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <map>
#include <random>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/printing/attr_printer.hpp>
#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/decode_all.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const char* const mlir_opt = test_support::mlir_opt_22;
using test_support::have_mlir_opt;
using test_support::run_capture;

// Prints entry i of the combined index space (attributes, then types).
error print_entry(attr_printer& p, const attr_reader& r, std::size_t i, std::string& s) {
  return i < r.num_attributes() ? p.print_attribute(i, s) : p.print_type(i - r.num_attributes(), s);
}

// Entries whose own text need not appear in a generic print, and why.
bool explained_miss(const attr_reader& r, std::size_t i, const std::string& s, const std::string& text,
                    const std::vector<bool>& sparse_part) {
  // The test dialect prints its own form and renames its resources.
  if (s.find("mlirbc.opaque") != std::string::npos || s.find("#test.") != std::string::npos) return true;
  if (s.find("distinct[") != std::string::npos) return true;      // numbered in print order, not index order
  if (i >= r.num_attributes()) {
    const type& t = r.type_node(i - r.num_attributes());
    // Scalar types can be referenced only from native properties.
    return t.is<types::integer>() || t.is<types::floating>() || t.is<types::index>() || t.is<types::none>() ||
           sparse_part[i];
  }
  const attribute& a = r.attr_node(i);
  if (sparse_part[i]) return true;
  if (a.is<attrs::string>() || a.is<attrs::unit>()) return true;  // names; unit values print as bare names
  if (s == "loc(unknown)") return true;                             // dropped from fused locations
  if (a.is_location() && s.size() > 5) {
    // Nested locations print without the loc( ) wrapper.
    return text.find(s.substr(4, s.size() - 5)) != std::string::npos;
  }
  if (const auto* in = a.get<attrs::integer>()) {  // `: i64` elided inside arrays
    const auto* it = r.type_node(in->type).get<types::integer>();
    if (it != nullptr && it->width == 64) return text.find(s.substr(0, s.find(" : "))) != std::string::npos;
  }
  if (a.is<attrs::floating>()) return text.find(s.substr(0, s.find(" : "))) != std::string::npos;
  if (a.is<attrs::dialect>()) {
    // Parameters of a known attribute class print stripped (`<...>`, or just
    // `DW_OP_deref` for an expression element); checked exactly in test_dialects.
    const auto lt = s.find('<');
    if (lt == std::string::npos) return false;
    return text.find(s.substr(lt)) != std::string::npos ||
           text.find(s.substr(lt + 1, s.size() - lt - 2)) != std::string::npos;
  }
  if (const auto* t = a.get<attrs::textual>()) {
    if (t->text.rfind("affine_map<", 0) == 0) return true;  // identity layouts are not printed
    if (t->text.rfind("#test.", 0) == 0) return true;       // the test dialect renames its resources
    // Dialect attributes nested in one of their own dialect print in short form
    // (`<count = 32 : i32>` for `#llvm.loop_interleave<count = 32 : i32>`).
    const auto lt = t->text.find('<');
    return t->text[0] == '#' && lt != std::string_view::npos && text.find(t->text.substr(lt)) != std::string::npos;
  }
  return false;
}

// Entries that are parts of sparse attributes (printed only inside sparse<...>).
// Every attribute must already be decoded.
std::vector<bool> sparse_parts(const attr_reader& r) {
  std::vector<bool> part(r.num_attributes() + r.num_types(), false);
  for (std::size_t i = 0; i < r.num_attributes(); ++i) {
    if (const auto* s = r.attr_node(i).get<attrs::sparse_elements>()) {
      part[s->indices] = part[s->values] = true;
      part[r.num_attributes() + r.attr_node(s->indices).get<attrs::dense_elements>()->type] = true;
      const attribute& v = r.attr_node(s->values);
      if (const auto* dv = v.get<attrs::dense_elements>()) part[r.num_attributes() + dv->type] = true;
      if (const auto* ds = v.get<attrs::dense_strings>()) part[r.num_attributes() + ds->type] = true;
    }
  }
  return part;
}

struct verbatim_stats {
  std::size_t checked = 0, found = 0, explained = 0, files = 0;
};

// Decodes and prints every entry of `file`; each print must appear in `text`.
void check_file_prints(const fs::path& file, const std::string& text, verbatim_stats& st) {
  auto f = bytecode_file::open(file.string());
  REQUIRE_MESSAGE(f.has_value(), file.string() << ": " << f.err().message());
  attr_reader r(f->view(), mlir_opt_dialects());
  attr_printer p(r);
  const std::size_t n = r.num_attributes() + r.num_types();
  for (std::size_t i = 0; i < r.num_attributes(); ++i) {
    auto a = r.attribute(i);
    REQUIRE_MESSAGE(a.has_value(), file.string() << " attr " << i << ": " << a.err().message());
  }
  const std::vector<bool> sparse_part = sparse_parts(r);
  ++st.files;
  for (std::size_t i = 0; i < n; ++i) {
    std::string s;
    const error e = print_entry(p, r, i, s);
    REQUIRE_MESSAGE(!e, file.string() << " entry " << i << ": " << e.message());
    ++st.checked;
    if (text.find(s) != std::string::npos) {
      ++st.found;
    } else if (explained_miss(r, i, s, text, sparse_part)) {
      ++st.explained;
    } else {
      FAIL_CHECK(file.string() << " entry " << i << " printed as `" << s << "`, not in mlir-opt's print");
    }
  }
}

// ---------------------------------------------------------------- hand-built files

using test_support::put_section;
using test_support::put_varint;

// A version-0 file whose only dialect is builtin, with the given custom
// attribute entries (no types) and an empty IR section.
std::vector<std::byte> file_with_attrs(const std::vector<std::vector<std::byte>>& entries) {
  std::vector<std::byte> dialects;
  put_varint(dialects, 1);
  put_varint(dialects, 0);
  std::vector<std::byte> offsets, data;
  put_varint(offsets, entries.size());
  put_varint(offsets, 0);
  put_varint(offsets, 0);
  put_varint(offsets, entries.size());
  for (const auto& e : entries) {
    put_varint(offsets, (e.size() << 1) | 1);
    data.insert(data.end(), e.begin(), e.end());
  }
  return test_support::v0_file("test", {"builtin"}, dialects, offsets, data);
}

// The error of attribute 0 of a file_with_attrs(entries) file, which must not
// decode (error::what is static, so it outlives the reader).
error attribute0_error(const std::vector<std::vector<std::byte>>& entries, const limits& lim = {}) {
  const auto bytes = file_with_attrs(entries);
  auto b = bytecode::open(bytes, lim);
  REQUIRE(b.has_value());
  attr_reader r(*b, mlir_opt_dialects());
  auto a = r.attribute(0);
  REQUIRE(!a.has_value());
  return a.err();
}

std::vector<std::byte> array_entry(const std::vector<std::uint64_t>& elems) {
  std::vector<std::byte> e;
  put_varint(e, 0);
  put_varint(e, elems.size());
  for (auto x : elems) put_varint(e, x);
  return e;
}

}  // namespace

TEST_CASE("every attribute and type entry of the fixtures and the corpus decodes") {
  std::size_t files = 0, entries = 0;
  std::uint64_t opaque = 0;
  for (const auto& p : test_support::fixture_and_corpus_files()) {
    auto f = bytecode_file::open(p.string());
    REQUIRE_MESSAGE(f.has_value(), p.string());
    attr_reader r(f->view(), mlir_opt_dialects());
    for (std::size_t i = 0; i < r.num_attributes(); ++i) {
      auto a = r.attribute(i);
      CHECK_MESSAGE(a.has_value(), p.string() << " attr " << i << ": " << a.err().message());
    }
    for (std::size_t i = 0; i < r.num_types(); ++i) {
      auto t = r.type(i);
      CHECK_MESSAGE(t.has_value(), p.string() << " type " << i << ": " << t.err().message());
    }
    entries += r.num_attributes() + r.num_types();
    opaque += r.undecodable_count();
    ++files;

    // The same file validated under retention::requested: same verdicts, and
    // a node asked for afterwards prints as the fully retained one.
    attr_reader kinds(f->view(), mlir_opt_dialects(), retention::requested);
    const decode_counts c = decode_all(kinds);
    CHECK_MESSAGE(c.attribute_errors + c.type_errors == 0, p.string());
    CHECK_MESSAGE(kinds.undecodable_count() == r.undecodable_count(), p.string());
    attr_printer full_print(r), kinds_print(kinds);
    for (std::size_t i = 0; i < r.num_attributes(); ++i) {
      std::string x, y;
      const error ex = full_print.print_attribute(i, x), ey = kinds_print.print_attribute(i, y);
      CHECK_MESSAGE((!ex && !ey && x == y), p.string() << " attr " << i << ": " << x << " vs " << y);
    }
  }
  MESSAGE("decoded " << entries << " entries of " << files << " files; " << opaque << " opaque (test dialect)");
  CHECK(files > 0);
}

TEST_CASE("printed entries appear verbatim in mlir-opt's generic prints") {
  verbatim_stats st;
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    const std::string name = e.path().filename().string();
    if (name.size() < 10 || name.substr(name.size() - 10) != ".v6.mlirbc") continue;
    const std::string stem = name.substr(0, name.size() - 7);
    const fs::path g = test_support::data_dir() / (stem + ".generic.txt");
    const fs::path gd = test_support::data_dir() / (stem + ".generic-debuginfo.txt");
    if (!fs::exists(g) || !fs::exists(gd)) continue;
    check_file_prints(e.path(), test_support::read_text(g) + test_support::read_text(gd), st);
  }
  if (test_support::have_corpus()) {
    for (const auto& d : fs::directory_iterator(test_support::corpus_dir())) {
      const fs::path bc = d.path() / "v6.mlirbc";
      const fs::path txt = d.path() / "generic-debuginfo-local-scope.txt";
      if (fs::exists(bc) && fs::exists(txt)) check_file_prints(bc, test_support::read_text(txt), st);
    }
  }
  MESSAGE(st.files << " files, " << st.checked << " entries printed: " << st.found << " found verbatim, "
                   << st.explained << " explained (names, nested locations, elided types, ...)");
  CHECK(st.found > st.checked / 2);
}

TEST_CASE("float formatting matches mlir-opt for every float type") {
  if (!have_mlir_opt()) return;
  std::mt19937_64 rng(12345);
  struct tcase {
    float_kind k;
    std::uint64_t lo, hi;
  };
  std::vector<tcase> cases;
  for (std::uint8_t ki = 0; ki <= static_cast<std::uint8_t>(float_kind::f4E2M1FN); ++ki) {
    const auto k = static_cast<float_kind>(ki);
    const unsigned bits = info(k).bits;
    auto mask = [&](std::uint64_t& lo, std::uint64_t& hi) {
      if (bits < 64) lo &= (std::uint64_t{1} << bits) - 1;
      hi = bits <= 64 ? 0 : bits >= 128 ? hi : hi & ((std::uint64_t{1} << (bits - 64)) - 1);
    };
    if (bits <= 8) {
      for (std::uint64_t v = 0; v < (std::uint64_t{1} << bits); ++v) cases.push_back({k, v, 0});
      continue;
    }
    for (int i = 0; i < 120; ++i) {
      std::uint64_t lo = rng(), hi = rng();
      if (i % 2 == 1) {  // short significands: values with few decimal digits
        const unsigned sh = static_cast<unsigned>(rng() % bits);
        if (sh >= 64) {
          lo = 0;
          hi &= ~std::uint64_t{0} << (sh - 64);
        } else {
          lo &= ~std::uint64_t{0} << sh;
        }
      }
      if (k == float_kind::f80 && i % 8 != 0) lo |= std::uint64_t{1} << 63;  // mostly normal f80
      mask(lo, hi);
      cases.push_back({k, lo, hi});
    }
    // The edges random bits seldom give: zeros, the smallest subnormal and normal, the largest
    // finite value, infinities and NaNs of either sign (sign, exponent and mantissa fields).
    if (k == float_kind::f80) continue;  // its explicit integer bit: below
    const unsigned mbits = info(k).precision - 1, ebits = bits - 1 - mbits;
    auto encode = [&](bool neg, std::uint64_t e, bool m_all_ones, std::uint64_t m_low) {
      std::uint64_t w[2] = {0, 0};  // lo, hi
      auto set = [&](unsigned at) { w[at / 64] |= std::uint64_t{1} << (at % 64); };
      for (unsigned b = 0; b < mbits; ++b)
        if (m_all_ones || (b < 64 && ((m_low >> b) & 1u) != 0)) set(b);
      for (unsigned b = 0; b < ebits; ++b)
        if (((e >> b) & 1u) != 0) set(mbits + b);
      if (neg) set(bits - 1);
      cases.push_back({k, w[0], w[1]});
    };
    const std::uint64_t e_max = (std::uint64_t{1} << ebits) - 1;
    for (const bool neg : {false, true}) {
      encode(neg, 0, false, 0);          // zero
      encode(neg, 0, false, 1);          // smallest subnormal
      encode(neg, 0, true, 0);           // largest subnormal
      encode(neg, 1, false, 0);          // smallest normal
      encode(neg, 2, false, 0);          // a power of two with a narrower gap below
      encode(neg, e_max - 1, true, 0);   // largest finite
      encode(neg, e_max, false, 0);      // infinity
      encode(neg, e_max, false, 1);      // a NaN
      encode(neg, e_max, true, 0);       // all ones
    }
  }
  // f80: infinity, pseudo-infinity, NaNs, an unnormal (no integer bit), pseudo-denormal and
  // denormal encodings, the smallest normals (hi: sign and exponent, lo: the significand).
  const std::uint64_t int_bit = std::uint64_t{1} << 63;
  for (const std::uint64_t sign : {std::uint64_t{0}, std::uint64_t{0x8000}}) {
    for (const auto& [lo, hi] : std::vector<std::pair<std::uint64_t, std::uint64_t>>{
             {int_bit, 0x7FFF}, {0, 0x7FFF}, {int_bit | 1, 0x7FFF}, {int_bit | (int_bit >> 1), 0x7FFF},
             {1, 0x3FFF}, {int_bit, 0}, {1, 0}, {0, 0}, {int_bit, 1}, {int_bit, 2}, {~std::uint64_t{0}, 0x7FFE}})
      cases.push_back({float_kind::f80, lo, hi | sign});
  }
  std::string src = "\"x.op\"() {";
  for (std::size_t i = 0; i < cases.size(); ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "v%06zu = ", i);
    if (i != 0) src += ", ";
    src += name;
    std::string hex;
    detail::append_hex_bits(cases[i].lo, cases[i].hi, info(cases[i].k).bits, hex);
    src += hex;
    src += " : ";
    src += info(cases[i].k).name;
  }
  src += "} : () -> ()\n";
  const test_support::scratch_dir dir("test-floats");
  const fs::path in = dir.path / "floats.mlir";
  test_support::write_file(in, src);
  const std::string out = run_capture(std::string(mlir_opt) +
                                      " --allow-unregistered-dialect --mlir-print-op-generic " + in.string());
  std::map<std::size_t, std::string> got;
  const std::regex re("v(\\d{6}) = ([^ ,}]+) : ");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), re); it != std::sregex_iterator(); ++it)
    got[std::stoul((*it)[1].str())] = (*it)[2].str();
  REQUIRE(got.size() == cases.size());
  std::size_t pass = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::string mine;
    format_float(cases[i].k, cases[i].lo, cases[i].hi, mine);
    CHECK_MESSAGE(mine == got[i], info(cases[i].k).name << " case " << i);
    if (mine == got[i]) ++pass;
  }
  MESSAGE(pass << "/" << cases.size() << " float values print as mlir-opt prints them");
  fs::remove(in);
}

// An edge-case module written for this test: mlir-opt converts it to bytecode
// and prints it; every dictionary and location we print must appear verbatim.
TEST_CASE("edge cases round-tripped through mlir-opt bytecode") {
  if (!have_mlir_opt()) return;
  std::string src = R"MLIR("edge.attrs"() {
  esc = "tab\09 quote\22 back\\ ctl\01\7F hi\C3\A9 nul\00",
  keys = {"a b" = 1 : i32, "9x" = 2 : i16, _ok$.x = 3 : i8, "-" = 4 : i64},
  syms = [@"a b"::@"c\22d", @x.y$z, @"0lead"],
  ints = [0 : i0, 1 : ui1, -1 : si1, 255 : ui8, -128 : si8, 18446744073709551615 : ui64,
          -9223372036854775808 : i64, 340282366920938463463374607431768211455 : ui128,
          -170141183460469231731687303715884105728 : i128, 12 : i65, -1 : i200, 7 : index],
  i64s = {x = 5 : i64, y = [5 : i64, 6 : i32]},
  f64s = [1.0 : f64, 0x7FF8000000000001 : f64, 0.1 : f64, 1.0e300 : f64],
  f32s = [0.1 : f32, 16777216.0 : f32, 123456792.0 : f32, 3.4028234663852886e38 : f32, 1.0e-45 : f32],
  small = [1.0 : f16, 65504.0 : f16, 0.333 : bf16, 1.0 : tf32, 1.5 : f8E4M3FN, 0.25 : f8E5M2, 2.0 : f8E8M0FNU,
           1.5 : f4E2M1FN, 1.0 : f80, 0.3 : f128],
  d101 = dense<[0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,
                0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,1]> : tensor<101xi8>,
  d100 = dense<[0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,
                0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7,8,9]> : tensor<100xi8>,
  dsplat = dense<3.0> : tensor<200x3xf32>, dbool = dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>,
  dcplx = dense<[(1.0, -2.0), (0.5, 0.25)]> : tensor<2xcomplex<f64>>, dci = dense<[(1, 2)]> : tensor<1xcomplex<i8>>,
  dvec = dense<[[1, 2], [3, 4]]> : vector<2x2xsi16>, du = dense<[200, 1]> : tensor<2xui8>, dbig = dense<[5, -5]> : tensor<2xi70>,
  dstr = dense<["x\0A", "q\22"]> : tensor<2x!u.t>, dstrsplat = dense<"s"> : tensor<3x!u.t>,
  arrs = [array<i1: true, false>, array<i8: -1>, array<i16>, array<f32: 0.1, 2.5>, array<f64: 1.0e-300>, array<i64: -9223372036854775808>],
  sp = sparse<[[0, 1], [2, 3]], [1.5, -2.0]> : tensor<4x4xf16>, spe = sparse<> : tensor<2xi32>,
  types = [i1, si3, ui64, index, none, f80, tf32, complex<f16>, tuple<>, tuple<i1, tuple<>>, () -> (), (i1) -> (i2, i3),
           (() -> ()) -> (() -> ()), memref<?x4xf32>, memref<4xf32, 2>, memref<4xf32, "gpu">, memref<*xi8, 3>, memref<i8>,
           memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<2xf32, strided<[2]>>, tensor<*xf32>, tensor<?x?xi8, "enc">,
           tensor<2xi8, 5 : i64>, vector<[4]xf32>, vector<2x[3]x4xi8>, vector<f32>, tensor<0xf32>],
  dist = [distinct[7]<"d">, distinct[3]<>, distinct[7]<"d">],
  locs = [loc(unknown), loc("f":1:2), loc("f":3:4 to 5:6), loc("f":3:4 to :9), loc("f":7), loc("n"), loc("n"("g":1:1)),
          loc(callsite("a" at "b":1:2)), loc(fused["x", "y":1:1]), loc(fused<"m">["x", "z"]), loc(fused<{k = 1}>["x", "y"]),
          loc("q\22uote\0A":0:0)],
  textual = [#u.a<"distinct[0]<>">, affine_map<(d0)[s0] -> (d0 + s0)>, !u.t<1>]
} : () -> () loc(fused["op", "file.c":10:20])
"edge.args"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: tensor<*xf32> loc(callsite("c" at callsite("d" at "e":1:1)))):
  "edge.t"() : () -> () loc("t"("inner.c":1:2 to 3:4))
}) : () -> ()
)MLIR";
  const test_support::scratch_dir dir("test-edges");
  const fs::path in = dir.path / "edges.mlir";
  const fs::path bc = dir.path / "edges.mlirbc";
  test_support::write_file(in, src);
  const std::string opts = " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope ";
  (void)run_capture(std::string(mlir_opt) + " --allow-unregistered-dialect --emit-bytecode " + in.string() + " -o " +
                    bc.string() + " 2>&1");
  REQUIRE(fs::exists(bc));
  const std::string text = run_capture(std::string(mlir_opt) + opts + "--mlir-print-debuginfo " + bc.string());
  REQUIRE(text.find("edge.attrs") != std::string::npos);

  auto f = bytecode_file::open(bc.string());
  REQUIRE(f.has_value());
  attr_reader r(f->view(), mlir_opt_dialects());
  attr_printer p(r);
  std::size_t dicts = 0, locs = 0, top_dict = 0;
  // Print in file order the way an op printer would: the dictionary of the
  // first op (the biggest dictionary) first, so distinct[] numbering matches.
  std::size_t best = 0, best_size = 0;
  for (std::size_t i = 0; i < r.num_attributes(); ++i) {
    auto a = r.attribute(i);
    REQUIRE(a.has_value());
    if (const auto* d = (*a)->get<attrs::dictionary>(); d != nullptr && d->entries.size() > best_size) {
      best = i;
      best_size = d->entries.size();
    }
  }
  {
    std::string s;
    REQUIRE(!p.print_attribute(best, s));
    CHECK_MESSAGE(text.find(s) != std::string::npos, s);
    top_dict = s.size();
  }
  for (std::size_t i = 0; i < r.num_attributes(); ++i) {
    const attribute& a = r.attr_node(i);
    if (a.is<attrs::dictionary>()) {
      std::string s;
      REQUIRE(!p.print_attribute(i, s));
      CHECK_MESSAGE(text.find(s) != std::string::npos, s);
      ++dicts;
    } else if (a.is_location()) {
      std::string s;
      REQUIRE(!p.print_location(i, s));
      // Top-level op/argument locations print as loc(...); nested ones without it.
      const bool found = text.find(s) != std::string::npos || text.find(s.substr(4, s.size() - 5)) != std::string::npos;
      CHECK_MESSAGE(found, s);
      ++locs;
    }
  }
  const std::vector<bool> sparse_part = sparse_parts(r);
  std::size_t types_checked = 0;
  for (std::size_t i = 0; i < r.num_types(); ++i) {
    if (sparse_part[r.num_attributes() + i]) continue;
    std::string s;
    REQUIRE(!p.print_type(i, s));
    CHECK_MESSAGE(text.find(s) != std::string::npos, s);
    ++types_checked;
  }
  MESSAGE("edge module: top dictionary " << top_dict << " chars, " << dicts << " dictionaries, " << locs
                                         << " locations, " << types_checked << " types matched");
  fs::remove(in);
  fs::remove(bc);
}

// MLIR's reader keeps the byte a zero-width IntegerAttr stores, and mlir-opt
// prints it oddly (docs/format.md §7.1). mlir-opt writes i7 values, whose
// types are then narrowed to width 0 in the bytes; the whole print must be
// mlir-opt's: alone, in an array, in a dictionary and as a property.
TEST_CASE("zero-width integer values print as mlir-opt prints them (i0, si0, ui0; stored byte zero or not)") {
  if (!have_mlir_opt()) return;
  const std::string src = R"MLIR("z.attrs"() {a = 5 : i7, b = [5 : si7, 0 : si7], c = {k = 5 : ui7, z = 0 : ui7}} : () -> ()
%0 = "arith.constant"() <{value = 3 : i7}> : () -> i7
)MLIR";
  const test_support::scratch_dir dir("test-zero-width");
  const fs::path in = dir.path / "z.mlir";
  test_support::write_file(in, src);
  for (const int version : {4, 6}) {
    CAPTURE(version);
    const fs::path bc = dir.path / ("z.v" + std::to_string(version) + ".mlirbc");
    (void)run_capture(std::string(mlir_opt) + " --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=" +
                      std::to_string(version) + " " + in.string() + " -o " + bc.string() + " 2>&1");
    std::vector<std::byte> bytes = test_support::read_bytes(bc);
    REQUIRE(!bytes.empty());
    std::size_t narrowed = 0;
    {
      auto b = bytecode::open(bytes);
      REQUIRE(b);
      for (std::size_t i = 0; i < b->attr_types().num_types(); ++i) {
        const raw_entry e = b->attr_types().type(i);
        // A builtin IntegerType of width 7: code 0, then (7 << 2 | signedness) as a 1-byte varint.
        if (!e.custom || e.bytes.size() != 2 || e.bytes[0] != std::byte{0x01}) continue;
        const auto v = std::to_integer<unsigned>(e.bytes[1]);
        if ((v & 1u) == 0 || (v >> 1) >> 2 != 7) continue;
        bytes[e.offset + 1] = static_cast<std::byte>(((((v >> 1) & 3u)) << 1) | 1u);  // width 0, same signedness
        ++narrowed;
      }
    }
    REQUIRE(narrowed == 3);
    test_support::write_file(bc, bytes);
    const std::string theirs = run_capture(std::string(mlir_opt) +
                                           " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope " +
                                           bc.string() + " 2>&1");
    REQUIRE(theirs.find(" : si0") != std::string::npos);
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    std::string mine;
    REQUIRE(!print_generic(*b, mine, {}, mlir_opt_dialects()));
    CHECK(mine == theirs);
  }
}

TEST_CASE("deep nesting decodes iteratively or fails at the depth limit") {
  constexpr std::uint64_t depth = 100000;
  std::vector<std::vector<std::byte>> entries;
  entries.reserve(depth);
  for (std::uint64_t i = 0; i + 1 < depth; ++i) entries.push_back(array_entry({i + 1}));
  entries.push_back(array_entry({}));
  const auto bytes = file_with_attrs(entries);

  SUBCASE("default limit") {
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    attr_reader r(*b, mlir_opt_dialects());
    auto a = r.attribute(0);
    REQUIRE(!a.has_value());
    CHECK(a.err().code == errc::limit_exceeded);
    CHECK(a.err().section == section_id::attr_type);
    // Entries near the bottom are within the limit.
    CHECK(r.attribute(depth - 10).has_value());
  }
  SUBCASE("raised limit: decodes and prints 100,000 levels without recursion") {
    limits lim;
    lim.max_attr_depth = 1u << 20;
    auto b = bytecode::open(bytes, lim);
    REQUIRE(b.has_value());
    attr_reader r(*b, mlir_opt_dialects());
    REQUIRE(r.attribute(0).has_value());
    attr_printer p(r);
    std::string s;
    REQUIRE(!p.print_attribute(0, s));
    CHECK(s.size() == 2 * depth);
    CHECK(s == std::string(depth, '[') + std::string(depth, ']'));
  }
}

TEST_CASE("reference cycles are errors, not hangs") {
  SUBCASE("self") {
    const error e = attribute0_error({array_entry({0})});
    CHECK(e.code == errc::bad_value);
    CHECK(std::string(e.what).find("cycle") != std::string::npos);
  }
  SUBCASE("mutual, through a dictionary and a distinct attribute") {
    // 0 = [1], 1 = {2 = 3}, 2 = "k", 3 = distinct<0>
    std::vector<std::byte> dict, str, dist;
    put_varint(dict, 1); put_varint(dict, 1); put_varint(dict, 2); put_varint(dict, 3);
    put_varint(str, 2); put_varint(str, 0);
    put_varint(dist, 21); put_varint(dist, 0);
    const auto bytes = file_with_attrs({array_entry({1}), dict, str, dist});
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    attr_reader r(*b, mlir_opt_dialects());
    for (std::uint64_t i : {3u, 0u, 1u}) {
      auto a = r.attribute(i);
      REQUIRE(!a.has_value());
      CHECK(std::string(a.err().what).find("cycle") != std::string::npos);
    }
    CHECK(r.attribute(2).has_value());  // the string itself is fine
  }
}

TEST_CASE("malformed entries give attr_type errors with offsets") {
  auto decode0 = [](const std::vector<std::vector<std::byte>>& entries, const limits& lim = {}) {
    const error e = attribute0_error(entries, lim);
    CHECK(e.section == section_id::attr_type);
    CHECK(e.offset > 0);
    CHECK(e.offset < file_with_attrs(entries).size());
    return e.code;
  };
  std::vector<std::byte> e;
  SUBCASE("array count larger than the entry") {
    put_varint(e, 0); put_varint(e, 50); put_varint(e, 0);
    CHECK(decode0({e}) == errc::count_too_large);
  }
  SUBCASE("index past the table") {
    CHECK(decode0({array_entry({7})}) == errc::index_out_of_range);
  }
  SUBCASE("unknown attribute code (strict; otherwise opaque with a warning, tests/test_llvm23.cpp)") {
    put_varint(e, 99);
    CHECK(decode0({e}, test_support::strict_limits()) == errc::bad_value);
  }
  SUBCASE("trailing bytes in an entry") {
    put_varint(e, 7); put_varint(e, 0);
    CHECK(decode0({e}) == errc::trailing_data);
  }
  SUBCASE("integer attribute of a non-type index") {
    put_varint(e, 8); put_varint(e, 0);
    CHECK(decode0({e}) == errc::index_out_of_range);
  }
  SUBCASE("string index past the string table") {
    put_varint(e, 2); put_varint(e, 5);
    CHECK(decode0({e}) == errc::index_out_of_range);
  }
}

TEST_CASE("concurrent first use agrees with a serial decode") {
  // The fixture with the most entries, and a corpus file if present.
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(test_support::data_dir()))
    if (e.path().filename().string().find(".v6.mlirbc") != std::string::npos) files.push_back(e.path());
  if (test_support::have_corpus()) {
    const fs::path big = test_support::corpus_dir() / "synth-ir-1k" / "v6.mlirbc";
    if (fs::exists(big)) files.push_back(big);
  }
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    auto f = bytecode_file::open(path.string());
    REQUIRE(f.has_value());
    const std::size_t na = f->view().attr_types().num_attributes();
    const std::size_t n = na + f->view().attr_types().num_types();
    std::vector<std::string> serial(n);
    {
      attr_reader r(f->view(), mlir_opt_dialects());
      for (std::size_t i = 0; i < n; ++i) {
        attr_printer p(r);  // fresh numbering per entry, so results do not depend on order
        REQUIRE(!print_entry(p, r, i, serial[i]));
      }
    }
    attr_reader shared(f->view(), mlir_opt_dialects());
    constexpr unsigned threads = 6;
    std::vector<std::vector<std::string>> got(threads, std::vector<std::string>(n));
    std::vector<std::vector<const void*>> nodes(threads, std::vector<const void*>(n));
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        // Each thread walks the entries in its own order, from the top down or the
        // bottom up, so first uses collide.
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = (t % 2 == 0) ? i : n - 1 - i;
        std::mt19937 rng(t);
        if (t >= 4) std::shuffle(order.begin(), order.end(), rng);
        for (const std::size_t i : order) {
          if (i < na) {
            auto a = shared.attribute(i);
            nodes[t][i] = a ? static_cast<const void*>(*a) : nullptr;
          } else {
            auto ty = shared.type(i - na);
            nodes[t][i] = ty ? static_cast<const void*>(*ty) : nullptr;
          }
          attr_printer p(shared);
          if (print_entry(p, shared, i, got[t][i])) got[t][i] = "<error>";
        }
      });
    }
    for (auto& th : pool) th.join();
    for (unsigned t = 0; t < threads; ++t) {
      for (std::size_t i = 0; i < n; ++i) {
        CHECK(got[t][i] == serial[i]);
        CHECK(nodes[t][i] != nullptr);
        CHECK(nodes[t][i] == nodes[0][i]);  // one published node per entry
      }
    }
  }
}

namespace {
// A node that counts its live instances, so a node constructed twice or never
// destroyed shows.
struct counted {
  static inline std::atomic<int> live{0};
  static inline std::atomic<int> made{0};  // by the explicit constructor: what publish asked for
  std::size_t value = 0;
  explicit counted(std::size_t v) : value(v) {
    ++live;
    ++made;
  }
  counted(counted&& o) noexcept : value(o.value) { ++live; }
  ~counted() { --live; }
};
}  // namespace

TEST_CASE("node_table: each entry published once from racing threads, made only by the winner, found by any, destroyed once") {
  // Entries spread over many index groups and node blocks; every third entry
  // is left unpublished.
  constexpr std::size_t n = 300000;
  constexpr unsigned threads = 4;
  std::vector<std::vector<std::uint8_t>> won(threads, std::vector<std::uint8_t>(n, 0));
  {
    detail::node_table<counted> table(n);
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < n; ++i)
          if (i % 3 != 0) order.push_back(i);
        std::mt19937 rng(t);
        if (t % 2 == 1) std::shuffle(order.begin(), order.end(), rng);
        for (const std::size_t i : order) {
          won[t][i] = table.publish(i, [i] { return counted(i); }) ? 1 : 0;
          const counted* c = table.find(i);
          if (c == nullptr || c->value != i) won[t][i] = 2;  // not visible after publish
        }
      });
    }
    for (auto& th : pool) th.join();
    std::size_t published = 0, bad = 0;
    for (std::size_t i = 0; i < n; ++i) {
      int winners = 0;
      for (unsigned t = 0; t < threads; ++t) {
        bad += won[t][i] == 2 ? 1u : 0u;
        winners += won[t][i] == 1 ? 1 : 0;
      }
      const counted* c = table.find(i);
      if (i % 3 == 0) {
        bad += c != nullptr || winners != 0 ? 1u : 0u;
      } else {
        bad += c == nullptr || c->value != i || winners != 1 ? 1u : 0u;
        ++published;
      }
    }
    CHECK(bad == 0);
    CHECK(counted::live.load() == static_cast<int>(published));
    CHECK(counted::made.load() == static_cast<int>(published));  // a losing thread makes no node
  }
  CHECK(counted::live.load() == 0);
}

TEST_CASE("node_table: a thread moving between tables in bursts publishes every entry (left runs fit)") {
  // Each thread takes positions in runs and leaves a run unfilled when it
  // moves to another table. Bursts of 1 to 70 nodes alternating between two
  // tables leave the most: every entry must still get a position and a node.
  constexpr std::size_t n = 5000;
  const int live_before = counted::live.load();
  {
    detail::node_table<counted> a(n), b(n);
    std::size_t next = 0, burst = 1;
    while (next < n) {
      const std::size_t end = std::min(n, next + burst);
      for (std::size_t i = next; i < end; ++i) CHECK(a.publish(i, [i] { return counted(i); }));
      for (std::size_t i = next; i < end; ++i) CHECK(b.publish(i, [i] { return counted(i); }));
      next = end;
      burst = burst % 70 + 1;
    }
    std::size_t missing = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const counted* x = a.find(i);
      const counted* y = b.find(i);
      missing += x == nullptr || x->value != i || y == nullptr || y->value != i ? 1u : 0u;
    }
    CHECK(missing == 0);
    CHECK(counted::live.load() - live_before == static_cast<int>(2 * n));
  }
  CHECK(counted::live.load() == live_before);
}

TEST_CASE("decode_all with max_attr_depth 0: no entry fits, each fails as when asked alone") {
  // Entry 0 is [1], entry 1 is []: even a leaf is one level deep.
  const auto bytes = file_with_attrs({array_entry({1}), array_entry({})});
  limits lim;
  lim.max_attr_depth = 0;
  auto b = bytecode::open(bytes, lim);
  REQUIRE(b.has_value());
  attr_reader alone(*b, mlir_opt_dialects());
  for (std::uint64_t i = 0; i < 2; ++i) CHECK(alone.attribute(i).err().code == errc::limit_exceeded);
  attr_reader r(*b, mlir_opt_dialects());
  const decode_counts c = decode_all(r, 1);
  CHECK(c.attribute_errors == 2);
  CHECK(r.services().find_attribute(1) == nullptr);
  CHECK(r.attribute(1).err().code == errc::limit_exceeded);
}

TEST_CASE("decode_all: every entry on several threads, as a serial decode sees it") {
  // 100,000 arrays: entry i holds [i / 2], so decoding one entry pulls in a short
  // chain of others; entry 40,000 is malformed, which also fails the two entries
  // that refer to it. The nodes fill several blocks of the node table, so
  // threads meet where a block is allocated.
  constexpr std::size_t n = 100000, bad = 40000;
  std::vector<std::vector<std::byte>> entries(n);
  entries[0] = array_entry({});
  for (std::size_t i = 1; i < n; ++i) entries[i] = array_entry({i / 2});
  entries[bad].clear();
  put_varint(entries[bad], 7);  // UnitAttr, then a byte too many
  put_varint(entries[bad], 0);
  const auto bytes = file_with_attrs(entries);
  auto b = bytecode::open(bytes);
  REQUIRE(b.has_value());

  std::vector<bool> serial_ok(n);
  std::uint64_t serial_errors = 0;
  {
    attr_reader r(*b, mlir_opt_dialects());
    for (std::size_t i = 0; i < n; ++i) {
      serial_ok[i] = r.attribute(i).has_value();
      serial_errors += serial_ok[i] ? 0u : 1u;
    }
  }
  CHECK(serial_errors == 3);
  for (const unsigned threads : {0u, 1u, 2u, 4u}) {  // 0: one per hardware thread
    CAPTURE(threads);
    attr_reader r(*b, mlir_opt_dialects());
    const decode_counts c = decode_all(r, threads);
    CHECK(c.attribute_errors == serial_errors);
    CHECK(c.type_errors == 0);
    for (std::size_t i = 0; i < n; ++i) {
      // Already decoded by decode_all (a lookup, not a decode).
      CHECK((r.services().find_attribute(i) != nullptr) == serial_ok[i]);
      auto a = r.attribute(i);
      REQUIRE(a.has_value() == serial_ok[i]);
      if (!a) continue;
      const auto* arr = (*a)->get<attrs::array>();
      REQUIRE(arr != nullptr);
      if (i == 0) CHECK(arr->elements.empty());
      else CHECK(arr->elements == std::vector<std::uint64_t>{i / 2});
    }
  }
  for (const unsigned threads : {1u, 2u, 4u}) {
    CAPTURE(threads);
    attr_reader r(*b, mlir_opt_dialects(), retention::requested);
    const decode_counts c = decode_all(r, threads);
    CHECK(c.attribute_errors == serial_errors);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i) kept += r.services().find_attribute(i) != nullptr ? 1u : 0u;
    CHECK(kept == 0);  // arrays read no child's node: only kinds were kept
    for (std::size_t i = 0; i < n; i += 997) {
      CHECK(r.validate_attribute(i).code == (serial_ok[i] ? errc::ok : errc::bad_value));
      auto a = r.attribute(i);
      REQUIRE(a.has_value() == serial_ok[i]);
      if (a && i != 0) CHECK((*a)->get<attrs::array>()->elements == std::vector<std::uint64_t>{i / 2});
    }
  }
}

TEST_CASE("retention::requested keeps the nodes asked for and those validation reads, and the kinds of the rest") {
  // String table: 0 = "builtin".
  std::vector<std::vector<std::byte>> e(12);
  put_varint(e[0], 2), put_varint(e[0], 0);                                        // "builtin"
  put_varint(e[1], 11), put_varint(e[1], 0), put_varint(e[1], 3), put_varint(e[1], 4);   // loc("builtin":3:4)
  e[2] = array_entry({1, 3});                                                // [#1, #3]
  put_varint(e[3], 15);                                                         // loc(unknown)
  put_varint(e[4], 14), put_varint(e[4], 0), put_varint(e[4], 3);                     // loc("builtin"(#3))
  put_varint(e[5], 1), put_varint(e[5], 1), put_varint(e[5], 0), put_varint(e[5], 3);    // {builtin = #3}
  put_varint(e[6], 14), put_varint(e[6], 0), put_varint(e[6], 0);                     // name loc, child not a location
  put_varint(e[7], 11), put_varint(e[7], 8), put_varint(e[7], 1), put_varint(e[7], 1);   // file loc named by #8
  put_varint(e[8], 7);                                                          // unit
  put_varint(e[9], 4), put_varint(e[9], 0);                                        // @builtin
  put_varint(e[10], 5), put_varint(e[10], 0), put_varint(e[10], 1), put_varint(e[10], 9);  // @builtin::@builtin
  put_varint(e[11], 4), put_varint(e[11], 8);                                      // symbol named by #8
  const auto bytes = file_with_attrs(e);
  auto b = bytecode::open(bytes);
  REQUIRE(b.has_value());

  attr_reader all(*b, mlir_opt_dialects());
  attr_reader kinds(*b, mlir_opt_dialects(), retention::requested);
  for (std::size_t i = 0; i < e.size(); ++i) {
    CAPTURE(i);
    const error x = all.validate_attribute(i), y = kinds.validate_attribute(i);
    CHECK(x.code == y.code);
    CHECK(x.offset == y.offset);
    CHECK(x.message() == y.message());
    const bool bad = i == 6 || i == 7 || i == 11;
    CHECK(bool(x) == bad);
    CHECK((all.services().find_attribute(i) != nullptr) == !bad);
  }
  // The string names dictionary entries, which validation reads as nodes, and
  // #9 is #10's nested reference, read as a node for its flatness. The name of
  // a location or a symbol reference is checked by its kind, so #8 (#7's name)
  // keeps only that.
  for (std::size_t i = 0; i < e.size(); ++i)
    CHECK_MESSAGE((kinds.services().find_attribute(i) != nullptr) == (i == 0 || i == 9), i);
  CHECK(kinds.kind_of(8).has_value());
  CHECK(kinds.validate_attribute(e.size()).code == errc::index_out_of_range);

  // Asking for a node decodes its closure as nodes.
  auto arr = kinds.attribute(2);
  REQUIRE(arr.has_value());
  CHECK((*arr)->get<attrs::array>()->elements == std::vector<std::uint64_t>{1, 3});
  const attribute* loc = kinds.services().find_attribute(1);
  REQUIRE(loc != nullptr);
  CHECK(loc->get<attrs::file_loc>()->filename == "builtin");
  CHECK(loc->get<attrs::file_loc>()->column == 4);
  CHECK(kinds.services().find_attribute(3) != nullptr);
  CHECK(kinds.services().find_attribute(4) == nullptr);
  CHECK(kinds.attribute(4).has_value());
  CHECK(kinds.attribute(6).err().message() == all.attribute(6).err().message());
  // A symbol reference validated by kinds gets its names once its node is asked for.
  auto sym = kinds.attribute(10);
  REQUIRE(sym.has_value());
  CHECK((*sym)->get<attrs::symbol_ref>()->root == "builtin");
  CHECK((*sym)->get<attrs::symbol_ref>()->nested == std::vector<std::string_view>{"builtin"});
}

TEST_CASE("a node payload copies, moves, replaces and destroys the value it holds") {
  using mlirbc::attr_kind;
  namespace A = mlirbc::attrs;
  using payload = mlirbc::attribute::payload;

  payload a = A::array{{1, 2, 3}};
  CHECK(a.kind() == attr_kind::array);
  CHECK(a.holds<A::array>());
  CHECK(a.get_if<A::string>() == nullptr);

  payload b = a;  // copy: both hold the elements
  REQUIRE(b.get_if<A::array>() != nullptr);
  CHECK(b.get_if<A::array>()->elements == std::vector<std::uint64_t>{1, 2, 3});
  CHECK(a.get_if<A::array>()->elements.size() == 3);
  payload c = std::move(b);
  CHECK(c.get_if<A::array>()->elements == std::vector<std::uint64_t>{1, 2, 3});

  c = A::file_loc{"f.mlir", 4, 5, 0, 0};  // another kind replaces the array
  REQUIRE(c.kind() == attr_kind::file_loc);
  CHECK(c.get_if<A::file_loc>()->filename == "f.mlir");
  CHECK(c.get_if<A::file_loc>()->column == 5);
  c = a;
  CHECK(c.get_if<A::array>()->elements.size() == 3);

  // visit hands over the value as its own type.
  const auto size_of = [](const payload& p) {
    return p.visit([](const auto& v) -> std::size_t {
      if constexpr (std::is_same_v<std::decay_t<decltype(v)>, A::array>) return v.elements.size();
      return 0;
    });
  };
  CHECK(size_of(c) == 3);
  CHECK(size_of(payload{A::unit{}}) == 0);

  // A held shared_ptr is released exactly when its payload is replaced or destroyed.
  const auto owner = std::make_shared<int>(7);
  {
    payload d = A::dialect{{"x", owner, nullptr, nullptr}};
    CHECK(owner.use_count() == 2);
    payload e = d;
    CHECK(owner.use_count() == 3);
    payload f = std::move(e);
    CHECK(owner.use_count() == 3);
    f = A::unit{};
    CHECK(owner.use_count() == 2);
  }
  CHECK(owner.use_count() == 1);
}
