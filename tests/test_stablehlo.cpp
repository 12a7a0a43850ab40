// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// StableHLO's vhlo dialect (dialects/vhlo.hpp): real portable artifacts checked
// against StableHLO's own expected prints, and hand-built entries for the
// rules the artifacts cannot show (unknown codes, bad values, data sizes).
#include <doctest/doctest.h>

#include <mlirbc.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
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

namespace {
// A double's bits as vhlo writes them (APFloat bits of known width 64: a signed varint).
std::uint64_t f64_bits(double d) { return zigzag(static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(d))); }
}  // namespace

// The shapes of these prints are those of StableHLO's own expected output
// (stablehlo_legalize_to_vhlo.*.mlir CHECK lines: array_v1, dict_v1, quant_v1,
// quant_per_axis_v1, result_accuracy_v1, output_operand_alias_v1, axis_ref_v1).
TEST_CASE("vhlo attributes: containers, the other enums, accuracy, aliases, axes and meshes") {
  // types: 0 i32, 1 f32
  const std::vector<custom_entry> types = {{1, {13}}, {1, {4}}};
  const std::vector<custom_entry> attrs = {
      {1, {14, 1}},                                       // 0 "vhlo"
      {1, {9, 0, zigzag(1)}},                             // 1 integer 1 : i32
      {1, {6, 1, 0, 1}},                                  // 2 dict {0 = 1}
      {1, {11, 2}},                                       // 3 precision HIGHEST
      {1, {1, 2, 3, 3}},                                  // 4 array [3, 3]
      {1, {4, 3}},                                        // 5 comparison_type SIGNED
      {1, {5, 4}},                                        // 6 api_version TYPED_FFI
      {1, {7, 2}},                                        // 7 fft_type RFFT
      {1, {12, 1}},                                       // 8 rng_algorithm THREE_FRY
      {1, {16, 3}},                                       // 9 transpose ADJOINT
      {1, {19, 2}},                                       // 10 result_accuracy_mode TOLERANCE
      {1, {20, f64_bits(1e-5), f64_bits(0.0), zigzag(1), 10}},  // 11 result_accuracy
      {1, {10, 2, zigzag(1), zigzag(2), zigzag(3), 0}},   // 12 output_operand_alias
      {1, {21, zigzag(1), zigzag(2)}},                    // 13 sub_axis_info
      {1, {22, 0, 1, 13}},                                // 14 axis_ref with sub-axis info
      {1, {22, 0, 0}},                                    // 15 axis_ref without
      {1, {24, 0, zigzag(4)}},                            // 16 mesh_axis
      {1, {1, 1, 16}},                                    // 17 array [16]
      {1, {25, 17, 0}},                                   // 18 mesh without device ids
      {1, {25, 17, (4u << 1) | 1u}},                      // 19 mesh with device ids (attribute 4)
      {1, {23, 18, 17}},                                  // 20 replica_group_mesh_axes
      {1, {6, 0}},                                        // 21 dict {}
  };
  auto text = [&](std::uint64_t i) {
    const decoded d = attribute_of(attrs, types, i);
    CHECK(d.error.empty());
    CHECK_FALSE(d.opaque);
    return d.text;
  };
  const std::string name = "#vhlo.string_v1<\"vhlo\">";
  CHECK(text(2) == "#vhlo.dict_v1<{" + name + " = #vhlo.integer_v1<1 : i32>}>");
  CHECK(text(21) == "#vhlo.dict_v1<{}>");
  CHECK(text(4) == "#vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>");
  CHECK(text(5) == "#vhlo<comparison_type_v1 SIGNED>");
  CHECK(text(6) == "#vhlo<api_version_v1 API_VERSION_TYPED_FFI>");
  CHECK(text(7) == "#vhlo<fft_type_v1 RFFT>");
  CHECK(text(8) == "#vhlo<rng_algorithm_v1 THREE_FRY>");
  CHECK(text(9) == "#vhlo<transpose_v1 ADJOINT>");
  CHECK(text(11) == "#vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = "
                    "#vhlo<result_accuracy_mode_v1 TOLERANCE>>");
  CHECK(text(12) == "#vhlo.output_operand_alias_v1<outputTupleIndices = [1, 2], operandIndex = 3, operandTupleIndices = []>");
  CHECK(text(14) == "#vhlo.axis_ref_v1<name = " + name + ", sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>");
  CHECK(text(15) == "#vhlo.axis_ref_v1<name = " + name + ">");
  const std::string axes = "#vhlo.array_v1<[#vhlo.mesh_axis_v1<name = " + name + ", size = 4>]>";
  CHECK(text(18) == "#vhlo.mesh_v1<axes = " + axes + ">");
  CHECK(text(19) == "#vhlo.mesh_v1<axes = " + axes + ", device_ids = " + text(4) + ">");
  CHECK(text(20) == "#vhlo.replica_group_mesh_axes_v1<mesh = " + text(18) + ", axes = " + axes + ">");
  // Out of range for the enums whose first case is 0; a mesh whose absent device ids carry an index.
  auto bad = [&](std::vector<std::uint64_t> e) { return attribute_of({{1, std::move(e)}}, types, 0).error; };
  CHECK(bad({16, 4}).find("vhlo enum value out of range") != std::string::npos);
  CHECK(bad({25, 0, 2}).find("vhlo mesh device ids") != std::string::npos);
  CHECK(bad({1, 1, 7}).find("vhlo attribute") != std::string::npos);
}

TEST_CASE("vhlo types: quantized (per tensor and per axis) and tensors with an encoding") {
  // types: 0 i8, 1 f32, 2 quant, 3 quant per axis, 4 tensor<?x?xf32, #bounds>
  const std::vector<custom_entry> types = {
      {1, {11}},
      {1, {4}},
      {1, {24, 1, 0, 1, f64_bits(34.0), zigzag(16), zigzag(-128), zigzag(127)}},
      {1, {30, 1, 0, 1, 0, zigzag(-128), zigzag(127), 2, f64_bits(34.0), f64_bits(34.0), 2, zigzag(16), zigzag(16)}},
      {1, {21, 0, 2, zigzag(INT64_MIN), zigzag(INT64_MIN), 1}},
  };
  // attribute 0: type_extensions bounds = [16, ?], the tensor's encoding
  const std::vector<custom_entry> attrs = {{1, {18, 2, zigzag(16), zigzag(INT64_MIN)}}};
  auto text = [&](std::uint64_t i) {
    const decoded d = entry_of(attrs, types, true, i, default_dialects());
    CHECK(d.error.empty());
    return d.text;
  };
  CHECK(text(2) == "!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>");
  CHECK(text(3) == "!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 3.400000e+01], [16, 16], -128:127, 1>");
  CHECK(text(4) == "!vhlo.tensor_v1<?x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [16, ?]>>");
  // A scale count the entry cannot hold is an error, not an allocation.
  const std::vector<custom_entry> huge = {{1, {11}}, {1, {4}}, {1, {30, 1, 0, 1, 0, 0, 0, std::uint64_t{1} << 40}}};
  CHECK(entry_of({}, huge, true, 2, default_dialects()).error.find("vhlo quant scale count") != std::string::npos);
}

namespace {
std::uint64_t f32_bits(float f) { return std::bit_cast<std::uint32_t>(f); }
}  // namespace

// The element and shape forms the artifacts do not hold: complex, index and long boolean
// tensors, a tensor with an encoding, unranked tensors, buffers and futures; what has no
// builtin form stays opaque, and a tensor_v1 without a static ranked tensor type is an error.
TEST_CASE("vhlo tensors: complex, index and boolean elements, encodings; other shapes of types") {
  const std::vector<custom_entry> types = {
      {1, {13}},                                // 0 i32
      {1, {4}},                                 // 1 f32
      {1, {1, 1}},                              // 2 complex<f32>
      {1, {20, 1, zigzag(2), 2}},               // 3 tensor<2xcomplex<f32>>
      {1, {25, 1}},                             // 4 unranked tensor of f32
      {1, {41, 1, zigzag(2), 1}},               // 5 buffer<2xf32>
      {1, {42, 2, 0, 1}},                       // 6 future<i32, f32>
      {1, {9}},                                 // 7 index
      {1, {20, 1, zigzag(2), 7}},               // 8 tensor<2xindex>
      {1, {20, 1, zigzag(INT64_MIN), 1}},       // 9 tensor<?xf32>
      {1, {0}},                                 // 10 bool
      {1, {20, 1, zigzag(200), 10}},            // 11 tensor<200xi1>
      {1, {24, 1, 0, 1, f64_bits(2.0), zigzag(0), zigzag(-128), zigzag(127)}},  // 12 quant
      {1, {20, 1, zigzag(2), 12}},              // 13 tensor<2x!quant>
      {1, {1, 10}},                             // 14 complex<bool>
      {1, {20, 1, zigzag(2), 14}},              // 15 tensor<2xcomplex<bool>>
      {1, {21, 0, 1, zigzag(2), 1}},            // 16 tensor<2xf32, attribute 0>
      {0, {0, 32u << 2}},                       // 17 builtin i32
      {1, {20, 1, zigzag(101), 0}},             // 18 tensor<101xi32>
      {1, {20, 1, zigzag(1), 0}},               // 19 tensor<1xi32>
      {1, {20, 1, zigzag(1), 10}},              // 20 tensor<1xi1>
      {1, {20, 1, zigzag(2), 10}},              // 21 tensor<2xi1>
      {1, {20, 1, zigzag(2), 17}},              // 22 tensor<2 x builtin i32>
      {1, {1, 17}},                             // 23 complex<builtin i32>
      {1, {20, 1, zigzag(2), 23}},              // 24 tensor<2 x complex<builtin i32>>
  };
  auto le = [](std::vector<std::uint64_t> words, unsigned bytes) {
    std::vector<std::uint8_t> out;
    for (std::uint64_t w : words)
      for (unsigned k = 0; k < bytes; ++k) out.push_back(static_cast<std::uint8_t>(w >> (8 * k)));
    return out;
  };
  std::vector<custom_entry> attrs = {{1, {18, 1, zigzag(4)}}};  // 0 bounds = [4]: the encoding
  auto at = [&](std::vector<std::uint64_t> e, std::vector<std::uint8_t> raw = {}) {
    attrs.resize(1);
    attrs.push_back({1, std::move(e), std::move(raw)});
    return attribute_of(attrs, types, 1);
  };
  auto text = [&](std::vector<std::uint64_t> e, std::vector<std::uint8_t> raw = {}) {
    const decoded d = at(std::move(e), std::move(raw));
    CHECK_MESSAGE(d.error.empty(), d.error);
    CHECK_FALSE(d.opaque);
    return d.text;
  };
  const auto complex_data = le({f32_bits(1.0f), f32_bits(0.0f), f32_bits(2.0f), f32_bits(-1.0f)}, 4);
  CHECK(text({15, 3, 16}, complex_data) ==
        "#vhlo.tensor_v1<dense<[(1.000000e+00,0.000000e+00), (2.000000e+00,-1.000000e+00)]> : tensor<2xcomplex<f32>>>");
  CHECK(text({15, 8, 16}, le({5, static_cast<std::uint64_t>(-1)}, 8)) == "#vhlo.tensor_v1<dense<[5, -1]> : tensor<2xindex>>");
  CHECK(text({15, 16, 8}, le({f32_bits(1.0f), f32_bits(2.0f)}, 4)) ==
        "#vhlo.tensor_v1<dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32, #vhlo.type_extensions_v1<bounds = [4]>>>");
  // More than 100 booleans print as MLIR's hex form (a byte each); one byte that is not 0xFF
  // is a splat of its low bit.
  std::string hex = "0x";
  for (int i = 0; i < 100; ++i) hex += "0100";
  CHECK(text({15, 11, 25}, std::vector<std::uint8_t>(25, 0x55)) == "#vhlo.tensor_v1<dense<\"" + hex + "\"> : tensor<200xi1>>");
  // So do more than 100 other elements that are not all equal: the bytes as stored.
  std::vector<std::uint64_t> counting(101);
  for (std::size_t i = 0; i < counting.size(); ++i) counting[i] = i;
  const auto counting_data = le(counting, 4);
  std::string counting_hex = "0x";
  for (const std::uint8_t b : counting_data) {
    counting_hex += "0123456789ABCDEF"[b >> 4];
    counting_hex += "0123456789ABCDEF"[b & 15];
  }
  CHECK(text({15, 18, 404}, counting_data) == "#vhlo.tensor_v1<dense<\"" + counting_hex + "\"> : tensor<101xi32>>");
  CHECK(text({15, 11, 1}, {0x01}) == "#vhlo.tensor_v1<dense<true> : tensor<200xi1>>");
  // One element: printed bare, as a splat; a byte too many is an error at the data.
  CHECK(text({15, 19, 4}, le({5}, 4)) == "#vhlo.tensor_v1<dense<5> : tensor<1xi32>>");
  CHECK(at({15, 19, 5}, {5, 0, 0, 0, 0}).error.find("vhlo tensor_v1 data size does not match its type") !=
        std::string::npos);
  CHECK(text({15, 20, 1}, {0x01}) == "#vhlo.tensor_v1<dense<true> : tensor<1xi1>>");
  // Booleans that differ, packed in one byte (the first set).
  CHECK(text({15, 21, 1}, {0x01}) == "#vhlo.tensor_v1<dense<[true, false]> : tensor<2xi1>>");
  CHECK(text({15, 11, 1}, {0x00}) == "#vhlo.tensor_v1<dense<false> : tensor<200xi1>>");
  // integer_v1 of an index type; not of a bool type (bool_v1 is the boolean attribute).
  CHECK(text({9, 7, zigzag(5)}) == "#vhlo.integer_v1<5 : index>");
  CHECK(at({9, 10, 1}).error.find("vhlo integer_v1 needs a vhlo integer or index type") != std::string::npos);
  // A dictionary of two entries; types no artifact attribute names.
  CHECK(text({6, 2, 0, 0, 0, 0}) == "#vhlo.dict_v1<{#vhlo.type_extensions_v1<bounds = [4]> = #vhlo.type_extensions_v1<bounds = "
                                    "[4]>, #vhlo.type_extensions_v1<bounds = [4]> = #vhlo.type_extensions_v1<bounds = [4]>}>");
  CHECK(text({17, 4}) == "#vhlo.type_v1<!vhlo.unranked_tensor_v1<!vhlo.f32_v1>>");
  CHECK(text({17, 5}) == "#vhlo.type_v1<!vhlo.buffer_v1<2x!vhlo.f32_v1>>");
  CHECK(text({17, 6}) == "#vhlo.type_v1<!vhlo.future_v1<!vhlo.i32_v1, !vhlo.f32_v1>>");
  // Quantized or complex boolean elements have no builtin form: opaque, not an error.
  for (const std::uint64_t t : {std::uint64_t{13}, std::uint64_t{15}}) {
    const decoded d = at({15, t, 2}, {0, 0});
    CHECK(d.error.empty());
    CHECK(d.opaque);
  }
  // Elements of a builtin type (alone or in a complex) have no vhlo scalar to print by: opaque too.
  for (const std::uint64_t t : {std::uint64_t{22}, std::uint64_t{24}}) {
    const decoded d = at({15, t, 8}, std::vector<std::uint8_t>(8, 0));
    CHECK(d.error.empty());
    CHECK(d.opaque);
  }
  // integer_v1 and tensor_v1 of a builtin type (not a vhlo one) are errors.
  CHECK(at({9, 17, 0}).error.find("vhlo integer_v1 needs a vhlo integer or index type") != std::string::npos);
  CHECK(at({15, 17, 4}, {0, 0, 0, 0}).error.find("vhlo tensor_v1 needs a vhlo ranked tensor type") != std::string::npos);
  // A tensor_v1 needs a ranked tensor of static shape; float_v1 a vhlo float (not a builtin type).
  CHECK(at({15, 9, 4}, {0, 0, 0, 0}).error.find("vhlo tensor_v1 needs a static shape") != std::string::npos);
  CHECK(at({15, 1, 4}, {0, 0, 0, 0}).error.find("vhlo tensor_v1 needs a vhlo ranked tensor type") != std::string::npos);
  CHECK(at({8, 17, 0}).error.find("vhlo float_v1 needs a vhlo float type") != std::string::npos);
  // Entries cut short name the field they stop in.
  CHECK(at({}).error.find("vhlo attribute code") != std::string::npos);
  CHECK(at({3}).error.find("vhlo enum value") != std::string::npos);
  CHECK(at({2}).error.find("vhlo bool value") != std::string::npos);
  CHECK(at({8}).error.find("vhlo float type") != std::string::npos);
  CHECK(at({9}).error.find("vhlo integer type") != std::string::npos);
  CHECK(at({15}).error.find("vhlo tensor type") != std::string::npos);
  CHECK(type_of({{1, {}}}, 0).error.find("vhlo type code") != std::string::npos);
}
