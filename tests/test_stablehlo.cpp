// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// StableHLO's vhlo dialect (dialects/vhlo.hpp): real portable artifacts checked
// against StableHLO's own expected prints, and hand-built entries for the
// rules the artifacts cannot show (unknown codes, bad values, data sizes).
#include <doctest/doctest.h>

#include <mlirbc.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using test_support::custom_entry;
using test_support::zigzag;

namespace {

constexpr const char* filecheck = "/usr/lib/llvm-22/bin/FileCheck";

std::vector<fs::path> artifacts() { return test_support::stablehlo_artifacts(); }

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// The value of `"key": N` in flat JSON, or -1.
long long json_number(const std::string& json, const std::string& key) {
  const std::string k = "\"" + key + "\": ";
  const auto at = json.find(k);
  if (at == std::string::npos) return -1;
  return std::stoll(json.substr(at + k.size()));
}

struct decoded {
  std::string error;  // empty: decoded
  std::string text;
  bool opaque = false;
};
// Decodes and prints attribute i (or type i) of a vhlo file of these entries.
decoded entry_of(const std::vector<custom_entry>& attrs, const std::vector<custom_entry>& types, bool is_type,
                 std::uint64_t i, const dialect_registry& reg) {
  const auto bytes = test_support::custom_entry_file("vhlo", attrs, types);
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, reg);
  decoded d;
  if (is_type) {
    auto t = r.type(i);
    if (!t) return {t.err().message(), {}, false};
    d.opaque = (*t)->is<types::opaque>();
  } else {
    auto a = r.attribute(i);
    if (!a) return {a.err().message(), {}, false};
    d.opaque = (*a)->is<attrs::opaque>();
  }
  attr_printer p(r);
  if (error e = is_type ? p.print_type(i, d.text) : p.print_attribute(i, d.text)) d.error = e.message();
  return d;
}
decoded attribute_of(const std::vector<custom_entry>& attrs, const std::vector<custom_entry>& types, std::uint64_t i,
                     const dialect_registry& reg = default_dialects()) {
  return entry_of(attrs, types, false, i, reg);
}
decoded type_of(const std::vector<custom_entry>& types, std::uint64_t i) {
  return entry_of({}, types, true, i, default_dialects());
}

}  // namespace

TEST_CASE("StableHLO artifacts: mlirbc dump passes StableHLO's own FileCheck directives") {
  const auto files = artifacts();
  if (files.empty()) {
    MESSAGE("StableHLO artifacts skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  if (!test_support::oracle(filecheck)) return;
  test_support::scratch_dir dir("stablehlo-filecheck");
  const fs::path dumped = dir.path / "dump.mlir";
  for (const fs::path& art : files) {
    CAPTURE(art.filename().string());
    const fs::path checks = fs::path(art).replace_extension("");  // X.mlir.bc -> X.mlir
    REQUIRE(fs::exists(checks));
    const auto dump = test_support::run_command(std::string(MLIRBC_CLI) + " dump " + quoted(art) + " > " + quoted(dumped));
    REQUIRE(dump.status == 0);
    const auto r = test_support::run_command(std::string(filecheck) + " --input-file " + quoted(dumped) + " " +
                                             quoted(checks) + " 2>&1");
    CHECK_MESSAGE(r.status == 0, r.out.substr(0, 2000));
  }
}

TEST_CASE("StableHLO artifacts: every entry and op property decodes (stats), also under another producer") {
  const auto files = artifacts();
  if (files.empty()) {
    MESSAGE("skipped: no StableHLO artifacts");
    return;
  }
  for (const fs::path& art : files) {
    CAPTURE(art.filename().string());
    const auto r = test_support::run_command(std::string(MLIRBC_CLI) + " stats --json " + quoted(art));
    REQUIRE(r.status == 0);
    CHECK(json_number(r.out, "undecodable") == 0);
    CHECK(json_number(r.out, "attribute_errors") == 0);
    CHECK(json_number(r.out, "type_errors") == 0);
    CHECK(json_number(r.out, "ops") > 0);
  }
  // The vhlo layouts hold for any producer: the newest artifact with its
  // producer string changed (same length) dumps the same text.
  const fs::path newest = files.back();
  auto bytes = test_support::read_bytes(newest);
  const std::string original = test_support::run_capture(std::string(MLIRBC_CLI) + " dump " + quoted(newest));
  REQUIRE(!original.empty());
  auto producer_at = std::search(bytes.begin(), bytes.end(), std::begin("StableHLO_v"), std::end("StableHLO_v") - 1,
                                 [](std::byte b, char c) { return static_cast<char>(b) == c; });
  REQUIRE(producer_at != bytes.end());
  test_support::scratch_dir dir("stablehlo");
  for (const std::string replacement : {"MLIR22.1.8x", "SomeTool_v9"}) {
    for (std::size_t i = 0; i < replacement.size(); ++i) producer_at[static_cast<std::ptrdiff_t>(i)] = static_cast<std::byte>(replacement[i]);
    const fs::path patched = dir.path / "patched.mlirbc";
    test_support::write_file(patched, bytes);
    CAPTURE(replacement);
    CHECK(test_support::run_capture(std::string(MLIRBC_CLI) + " dump " + quoted(patched)) == original);
  }
}

TEST_CASE("vhlo types: scalars, shapes, functions, quantized types") {
  // type codes: 4 f32, 13 i32, 18 ui32, 9 index, 34 tf32 (spelled tf31_v1), 0 bool
  std::vector<custom_entry> types = {{1, {4}}, {1, {13}}, {1, {18}}, {1, {34}}, {1, {0}}};
  CHECK(type_of(types, 0).text == "!vhlo.f32_v1");
  CHECK(type_of(types, 2).text == "!vhlo.ui32_v1");
  CHECK(type_of(types, 3).text == "!vhlo.tf31_v1");
  // 5: tensor<2x?xf32>, 6: func () -> (), 7: func (5, 1) -> 0, 8: tuple<>, 9: complex<f32>
  types.push_back({1, {20, 2, zigzag(2), zigzag(INT64_MIN), 0}});
  types.push_back({1, {8, 0, 0}});
  types.push_back({1, {8, 2, 5, 1, 1, 0}});
  types.push_back({1, {23, 0}});
  types.push_back({1, {1, 0}});
  CHECK(type_of(types, 5).text == "!vhlo.tensor_v1<2x?x!vhlo.f32_v1>");
  CHECK(type_of(types, 6).text == "!vhlo.func_v1<(()) -> ()>");
  CHECK(type_of(types, 7).text == "!vhlo.func_v1<(!vhlo.tensor_v1<2x?x!vhlo.f32_v1>, !vhlo.i32_v1) -> !vhlo.f32_v1>");
  CHECK(type_of(types, 8).text == "!vhlo.tuple_v1<>");
  CHECK(type_of(types, 9).text == "!vhlo.complex_v1<!vhlo.f32_v1>");
  // An unknown code (a newer StableHLO) stays opaque; a bad reference is an error.
  types.push_back({1, {43}});
  CHECK(type_of(types, 10).opaque);
  CHECK(type_of(types, 10).error.empty());
  types.push_back({1, {1, 99}});
  CHECK(type_of(types, 11).error.find("vhlo element type") != std::string::npos);
}

TEST_CASE("vhlo attributes: values, enums, tensors; bad values are errors, unknown codes opaque") {
  // types: 0 i32, 1 f32, 2 tensor<2xi64>... (i64 = code 14), 3 i64, 4 tensor<3xbool>, 5 tensor<3xi64>
  const std::vector<custom_entry> types = {{1, {13}}, {1, {4}}, {1, {20, 1, zigzag(2), 3}}, {1, {14}},
                                           {1, {20, 1, zigzag(3), 5}}, {1, {0}},
                                           {1, {20, 1, zigzag(3), 3}}};
  // types[4] is tensor<3x!vhlo.bool_v1>; types[6] tensor<3xi64>.
  auto attr = [&](std::vector<std::uint64_t> e, std::vector<std::uint8_t> raw = {}) {
    return attribute_of({{1, std::move(e), std::move(raw)}}, types, 0);
  };
  CHECK(attr({9, 0, zigzag(-1)}).text == "#vhlo.integer_v1<-1 : i32>");
  CHECK(attr({3, 4}).text == "#vhlo<comparison_direction_v1 LE>");
  CHECK(attr({13, 1}).text == "#vhlo<rng_distribution_v1 UNIFORM>");
  CHECK(attr({13, 0}).error.find("vhlo enum value out of range") != std::string::npos);
  CHECK(attr({2, 1}).text == "#vhlo.bool_v1<true>");
  CHECK(attr({2, 2}).error.find("vhlo bool value") != std::string::npos);
  CHECK(attr({18, 2, zigzag(16), zigzag(INT64_MIN)}).text == "#vhlo.type_extensions_v1<bounds = [16, ?]>");
  CHECK(attr({21, zigzag(1), zigzag(2)}).text == "#vhlo.sub_axis_info_v1<pre_size = 1, size = 2>");
  CHECK(attr({14, 1}).text == "#vhlo.string_v1<\"vhlo\">");
  CHECK(attr({17, 0}).text == "#vhlo.type_v1<!vhlo.i32_v1>");
  // tensor_v1 data: i64 elements as a view; equal elements print as a splat.
  CHECK(attr({15, 6, 24}, {1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0xFD, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF})
            .text == "#vhlo.tensor_v1<dense<[1, 2, -3]> : tensor<3xi64>>");
  CHECK(attr({15, 6, 24}, {7, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0}).text ==
        "#vhlo.tensor_v1<dense<7> : tensor<3xi64>>");
  CHECK(attr({15, 6, 8}, {9, 0, 0, 0, 0, 0, 0, 0}).text == "#vhlo.tensor_v1<dense<9> : tensor<3xi64>>");
  CHECK(attr({15, 6, 5}, {1, 2, 3, 4, 5}).error.find("vhlo tensor_v1 data size") != std::string::npos);
  // The data is a view into the file, not a copy.
  {
    const auto bytes = test_support::custom_entry_file("vhlo", {{1, {15, 6, 8}, {9, 0, 0, 0, 0, 0, 0, 0}}}, types);
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    attr_reader r(*b, default_dialects());
    auto a = r.attribute(0);
    REQUIRE(a.has_value());
    const auto* v = (*a)->get<attrs::dialect>()->as<dialects::vhlo_dialect::vhlo_attribute>();
    REQUIRE(v != nullptr);
    CHECK(v->data.bytes.size() == 8);
    CHECK(v->data.bytes.data() >= bytes.data());
    CHECK(v->data.bytes.data() + 8 <= bytes.data() + bytes.size());
    CHECK(v->data.num_elements == 3);
  }
  // Booleans: packed bits (low bit first), one 0xFF byte for "all true", or a byte each.
  CHECK(attr({15, 4, 1}, {0x05}).text == "#vhlo.tensor_v1<dense<[true, false, true]> : tensor<3xi1>>");
  CHECK(attr({15, 4, 1}, {0xFF}).text == "#vhlo.tensor_v1<dense<true> : tensor<3xi1>>");
  CHECK(attr({15, 4, 3}, {0, 1, 0}).text == "#vhlo.tensor_v1<dense<[false, true, false]> : tensor<3xi1>>");
  CHECK(attr({15, 4, 2}, {1, 0}).error.find("vhlo tensor_v1 data size") != std::string::npos);
  // float_v1 needs a float type; integer_v1 an integer one.
  CHECK(attr({8, 1, 0}).text == "#vhlo.float_v1<0.000000e+00 : !vhlo.f32_v1>");
  CHECK(attr({8, 0, 0}).error.find("vhlo float_v1 needs a vhlo float type") != std::string::npos);
  CHECK(attr({9, 1, 0}).error.find("integer_v1 needs") != std::string::npos);
  // Retired (0) and future codes: opaque, not errors.
  CHECK(attr({0}).opaque);
  CHECK(attr({26, 1}).opaque);
  CHECK(attr({26, 1}).error.empty());
}

TEST_CASE("vhlo: a registry without the plug-in leaves its entries opaque") {
  dialect_registry reg = default_dialects();
  reg.remove("vhlo");
  const decoded d = attribute_of({{1, {2, 1}}}, {}, 0, reg);
  CHECK(d.error.empty());
  CHECK(d.opaque);
  CHECK(attribute_of({{1, {2, 1}}}, {}, 0).text == "#vhlo.bool_v1<true>");
}
