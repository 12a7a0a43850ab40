// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The ecosystem's own attribute encodings: Shardy's sdy attributes
// (dialects/sdy.hpp), StableHLO's stablehlo attributes and token type and
// chlo's comparison attributes (dialects/stablehlo.hpp), ByteIR's byre_serial attributes and types
// (dialects/byre_serial.hpp) and XLA's vifrt attributes and types (dialects/vifrt.hpp; the
// forms of vifrt_dialect.td's assembly formats and the printers they name). Every code is decoded from hand-built entries and
// printed in its dialect's syntax (the forms below are those of Shardy's
// parse/print tests, StableHLO's documentation and the printers ByteIR's ODS
// generates; no mlir-opt prints these dialects), nested forms stripped as the
// dialects print them; the real-world samples (a JAX export, a Catalyst module,
// a ByteIR program) show none opaque when given.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <mlirbc.hpp>

#include "support.hpp"

using namespace mlirbc;
using test_support::custom_entry;

namespace {

// Entry bytes: varints (v) and raw bytes (b) in order.
struct bytes_of {
  std::vector<std::uint8_t> out;
  bytes_of& v(std::uint64_t x) {
    std::vector<std::byte> tmp;
    test_support::put_varint(tmp, x);
    for (std::byte b : tmp) out.push_back(std::to_integer<std::uint8_t>(b));
    return *this;
  }
  bytes_of& s(std::int64_t x) { return v(test_support::zigzag(x)); }
  bytes_of& b(std::uint8_t x) {
    out.push_back(x);
    return *this;
  }
};

custom_entry sdy(bytes_of b) { return custom_entry{1, {}, b.out}; }

// The entries: strings are "builtin" (0) and "sdy" (1).
std::vector<custom_entry> entries() {
  return {
      {0, {2, 1}},                                          // 0 "sdy"
      {0, {4, 0}},                                          // 1 @sdy (its StringAttr: entry 0)
      sdy(bytes_of{}.v(1).v(1).s(4)),                       // 2 mesh_axis "sdy"=4
      sdy(bytes_of{}.v(3).s(1).s(2)),                       // 3 sub_axis_info (1)2
      sdy(bytes_of{}.v(4).v(1).v((3 << 1) | 1)),            // 4 axis_ref "sdy":(1)2
      sdy(bytes_of{}.v(4).v(1).v(0)),                       // 5 axis_ref "sdy"
      sdy(bytes_of{}.v(5).v(2).v(4).v(5).b(0).v((3 << 1) | 1)),  // 6 {"sdy":(1)2, "sdy", ?}p3
      sdy(bytes_of{}.v(5).v(0).b(1).v(0)),                  // 7 {}
      sdy(bytes_of{}.v(5).v(0).b(0).v(0)),                  // 8 {?}
      sdy(bytes_of{}.v(2).v(1).v(2).v(2).s(1).s(0)),        // 9 mesh, device ids
      sdy(bytes_of{}.v(6).v(1).v(2).v(6).v(7).v(1).v(5)),   // 10 sharding v1
      sdy(bytes_of{}.v(17).v(9).v(1).v(8).v(0).v(1).v(5).s(1)),  // 11 sharding v3: inline mesh, max
      sdy(bytes_of{}.v(7).v(2).v(10).v(11)),                // 12 sharding_per_value
      sdy(bytes_of{}.v(8).v(2).s(0).s(1)),                  // 13 dim_mapping ij
      sdy(bytes_of{}.v(8).v(1).s(18)),                      // 14 dim_mapping z_1
      sdy(bytes_of{}.v(9).v(2).v(13).v(14)),                // 15 tensor_mapping [ij, z_1]
      sdy(bytes_of{}.v(9).v(0)),                            // 16 tensor_mapping []
      sdy(bytes_of{}.v(10).v(2).s(2).s(4).v(2).v(15).v(16).v(1).v(15).v(1).s(1).v(0).v(1).s(0).v(0).b(1)),  // 17
      sdy(bytes_of{}.v(0).v(2).v(0).v(0)),                  // 18 manual_axes
      sdy(bytes_of{}.v(11).v(1).v(5)),                      // 19 axis_ref_list {"sdy"}
      sdy(bytes_of{}.v(12).v(2).v(19).v(21)),               // 20 list_of_axis_ref_lists
      sdy(bytes_of{}.v(11).v(0)),                           // 21 axis_ref_list {}
      sdy(bytes_of{}.v(13).v(1).v(5).s(0).s(1)),            // 22 all_to_all_param
      sdy(bytes_of{}.v(14).v(1).v(22)),                     // 23 all_to_all_param_list
      sdy(bytes_of{}.v(15).v(1).v(1).v(7).v(1).v(5).v(1).v(5)),  // 24 sharding v2: replicated and unreduced
      sdy(bytes_of{}.v(16).v(1).v(24)),                     // 25 sharding_per_value of v2
      sdy(bytes_of{}.v(18)),                                // 26 no such code
  };
}

struct printed {
  std::string text, error;
};

printed print_from(const std::vector<std::byte>& bytes, std::uint64_t i) {
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, default_dialects());
  printed out;
  auto a = r.attribute(i);
  if (!a) return {{}, a.err().message()};
  CHECK(!(*a)->is<attrs::opaque>());
  attr_printer p(r);
  if (error e = p.print_attribute(i, out.text)) out.error = e.message();
  return out;
}

printed print(std::uint64_t i) {
  static const std::vector<std::byte> bytes = test_support::custom_entry_file("sdy", entries(), {});
  return print_from(bytes, i);
}

custom_entry shlo(bytes_of b) { return custom_entry{1, {}, b.out}; }

std::vector<custom_entry> stablehlo_entries() {
  return {
      shlo(bytes_of{}.v(2).v(5)),                                             // 0 comparison_direction LT
      shlo(bytes_of{}.v(3).v(3)),                                             // 1 comparison_type SIGNED
      shlo(bytes_of{}.v(10).v(2)),                                            // 2 rng_distribution NORMAL
      shlo(bytes_of{}.v(5).v(1).s(0).v(1).s(0).v(1).s(2).v(1).s(1)),          // 3 dot
      shlo(bytes_of{}.v(7).v(1).s(1).v(1).s(0).v(0).v(0).v(1).s(0).s(1)),     // 4 gather
      shlo(bytes_of{}.v(4).s(0).s(3).v(2).s(1).s(2).s(2).s(3).v(2).s(0).s(1).s(0).s(3).v(2).s(1).s(2)),  // 5 conv
      shlo(bytes_of{}.v(13).v(2).s(INT64_MIN).s(4)),                          // 6 bounds
      shlo(bytes_of{}.v(1).s(1).s(2)),                                        // 7 channel_handle
      shlo(bytes_of{}.v(14).v(1).s(0).s(0).v(1).s(1)),                        // 8 output_operand_alias
      shlo(bytes_of{}.v(16).v(2)),                                            // 9 result_accuracy_mode TOLERANCE
      shlo(bytes_of{}.v(17).s(0).s(0).s(2).v(9)),                             // 10 result_accuracy
      shlo(bytes_of{}.v(2).v(9)),                                             // 11 comparison_direction 9: none
      shlo(bytes_of{}.v(4).s(5).s(3).v(2).s(1).s(2).s(2).s(3).v(2).s(0).s(1).s(0).s(3).v(2).s(1).s(2)),  // 12 conv, batch 5 of 4
      shlo(bytes_of{}.v(11).v(1).s(1).v(0).v(0).v(0).v(1).s(0).s(0)),         // 13 scatter
  };
}

custom_entry byre(bytes_of b) { return custom_entry{1, {}, b.out}; }

// Types of the byre_serial file, by index.
std::vector<custom_entry> byre_types() {
  return {
      byre(bytes_of{}.v(3)),                                             // 0 f32
      byre(bytes_of{}.v(14)),                                            // 1 i32
      byre(bytes_of{}.v(23).v(2).s(2).s(2).v(0).v(0)),                   // 2 rankedtensor 2x2xf32
      byre(bytes_of{}.v(22).v(2).s(100).s(INT64_MIN).v(0).v(0)),         // 3 memref 100x?xf32
      byre(bytes_of{}.v(24).v(2).v(3).v(3).v(0)),                        // 4 (3, 3) -> ()
      byre(bytes_of{}.v(0)),                                             // 5 bool
      byre(bytes_of{}.v(23).v(1).s(3).v(5).v(0)),                        // 6 rankedtensor 3xbool
      byre(bytes_of{}.v(21)),                                            // 7 string
      byre(bytes_of{}.v(23).v(1).s(2).v(7).v(0)),                        // 8 rankedtensor 2xstring
      byre(bytes_of{}.v(24).v(0).v(0)),                                  // 9 () -> ()
      byre(bytes_of{}.v(22).v(1).s(4).v(0).v(1)),                        // 10 memref 4xf32, memory space #0
      byre(bytes_of{}.v(17)),                                            // 11 ui8
      byre(bytes_of{}.v(10)),                                            // 12 index
      byre(bytes_of{}.v(25)),                                            // 13 no such code
      byre(bytes_of{}.v(1)),                                             // 14 bf16
  };
}

std::vector<custom_entry> byre_attrs() {
  bytes_of floats = bytes_of{}.v(8).v(2).v(16);  // 10: [[1, 2], [3, 4]] as little-endian f32
  for (const int b : {0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x40, 0x40, 0x00, 0x00, 0x80, 0x40})
    floats.b(static_cast<std::uint8_t>(b));
  return {
      byre(bytes_of{}.v(5).v(1)),                                        // 0 string "byre_serial"
      byre(bytes_of{}.v(0).v(1).s(-5)),                                  // 1 integer -5 : i32
      byre(bytes_of{}.v(0).v(5).b(1)),                                   // 2 integer 1 : bool
      byre(bytes_of{}.v(0).v(11).b(255)),                                // 3 integer 255 : ui8
      byre(bytes_of{}.v(1).v(0).s(0x3FC00000)),                          // 4 float 1.5 : f32
      byre(bytes_of{}.v(2)),                                             // 5 unit
      byre(bytes_of{}.v(3).v(2).v(0).v(1)),                              // 6 array [0, 1]
      byre(bytes_of{}.v(4).v(1).v(0).v(5)),                              // 7 dict {0 = 5}
      byre(bytes_of{}.v(6).v(4)),                                        // 8 type (3, 3) -> ()
      byre(bytes_of{}.v(7).v(0).v(1).v(0)),                              // 9 symbol ref 0::0
      byre(floats),                                                      // 10 dense f32
      byre(bytes_of{}.v(8).v(6).v(1).b(5)),                              // 11 dense bool, packed
      byre(bytes_of{}.v(9).v(8).v(2).v(1).v(0)),                         // 12 dense strings
      byre(bytes_of{}.v(9).v(8).v(1).v(0)),                              // 13 dense strings, splat
      byre(bytes_of{}.v(10).v(1).s(2).v(8).b(0).b(0).b(0).b(0).b(7).b(0).b(0).b(0)),  // 14 array<i32: 0, 7>
      byre(bytes_of{}.v(10).v(5).s(2).v(2).b(1).b(0)),                   // 15 array<i1: true, false>
      byre(bytes_of{}.v(11).v(5)),                                       // 16 arg type Input|Weight
      byre(bytes_of{}.v(11).v(0)),                                       // 17 arg type None
      byre(bytes_of{}.v(12).v(3)),                                       // 18 memory effect Read|Write
      byre(bytes_of{}.v(13)),                                            // 19 no such code
      byre(bytes_of{}.v(12).v(4)),                                       // 20 memory effect: unknown bit
      byre(bytes_of{}.v(1).v(1).s(0)),                                   // 21 float of an i32 type
      byre(bytes_of{}.v(8).v(2).v(3).b(0).b(0).b(0)),                    // 22 dense: 3 bytes for 4 f32
      byre(bytes_of{}.v(9).v(8).v(3).v(1).v(0).v(1)),                    // 23 dense strings: 3 for 2
      byre(bytes_of{}.v(10).v(1).s(-1)),                                 // 24 dense array of size -1
      byre(bytes_of{}.v(10).v(14).s(1).v(2).b(0x80).b(0x3F)),            // 25 array<bf16: 1.0>
      byre(bytes_of{}.v(1).v(14).s(0x3F80)),                             // 26 float 1.0 : bf16
      byre(bytes_of{}.v(8).v(3).v(0)),                                   // 27 dense of a memref type
  };
}

const std::vector<std::byte>& byre_file() {
  static const std::vector<std::byte> bytes = test_support::custom_entry_file("byre_serial", byre_attrs(), byre_types());
  return bytes;
}

const std::vector<std::byte>& stablehlo_file() {
  static const std::vector<std::byte> bytes =
      test_support::custom_entry_file("stablehlo", stablehlo_entries(), {shlo(bytes_of{}.v(0))});
  return bytes;
}

printed print_stablehlo(std::uint64_t i) { return print_from(stablehlo_file(), i); }

std::vector<std::byte> chlo_file() {
  return test_support::custom_entry_file("chlo",
                                         {shlo(bytes_of{}.v(0).v(5)), shlo(bytes_of{}.v(1).v(1)),
                                          shlo(bytes_of{}.v(0).v(6)), shlo(bytes_of{}.v(2).v(0))},
                                         {});
}

custom_entry vifrt(bytes_of b) { return custom_entry{1, {}, b.out}; }

// Types of the vifrt file, by index (docs/dialects.md, "vifrt": codes and fields).
std::vector<custom_entry> vifrt_types() {
  return {
      {0, {0, 32 << 2}},                                        // 0 i32 (builtin)
      {0, {13, 2, 4, 8, 0}},                                    // 1 tensor<2x4xi32> (builtin)
      vifrt(bytes_of{}.v(0).v(1).v(3).v(1).v(0).v(0)),          // 2 array_v1
      vifrt(bytes_of{}.v(1)),                                   // 3 control_v1
      vifrt(bytes_of{}.v(2).v(1).v(2).v(2).v(2).v(3)),          // 4 func_v1 (array) -> array, control
      vifrt(bytes_of{}.v(2).v(0).v(0)),                         // 5 func_v1 () -> ()
      vifrt(bytes_of{}.v(3)),                                   // 6 no such code
      vifrt(bytes_of{}.v(0).v(1).v(3)),                         // 7 array_v1 cut short
  };
}

std::vector<custom_entry> vifrt_attrs() {
  return {
      {0, {2, 1}},                                                          // 0 "vifrt" (builtin)
      vifrt(bytes_of{}.v(0).v(2).s(0).s(1)),                                // 1 devices [0, 1]
      vifrt(bytes_of{}.v(1)),                                               // 2 sharding_unspecified
      vifrt(bytes_of{}.v(2).v(2).s(1).s(2).v(2).s(1).s(0).v(2).s(2).s(1)),  // 3 sharding_param_v1
      vifrt(bytes_of{}.v(3).s(0).s(4).s(2)),                                // 4 interval [0 : 4 : 2]
      vifrt(bytes_of{}.v(4).v(4).v(6)),                                     // 5 mapping
      vifrt(bytes_of{}.v(3).s(-1).s(2).s(1)),                               // 6 interval [-1 : 2 : 1]
      vifrt(bytes_of{}.v(5).s(0).s(1).v(2).v(5).v(5)),                      // 7 array_mapping
      vifrt(bytes_of{}.v(6).v(4)),                                          // 8 type_v1
      vifrt(bytes_of{}.v(7).v(1).s(2).v(2).s(0).s(1).v(2).s(2).s(2).v(1).s(1)),  // 9 v2, unreduced
      vifrt(bytes_of{}.v(7).v(0).v(1).s(0).v(1).s(1).v(0)),                 // 10 v2 of a scalar
      vifrt(bytes_of{}.v(0).v(1).s(std::int64_t{1} << 32)),                 // 11 devices: a 33-bit id
      vifrt(bytes_of{}.v(8)),                                               // 12 no such code
      vifrt(bytes_of{}.v(2).v(3).s(1)),                                     // 13 sharding_param cut short
      vifrt(bytes_of{}.v(4).v(40).v(4)),                                    // 14 mapping of a missing entry
      vifrt(bytes_of{}.v(3).s(1).s(2).s(3).v(0)),                           // 15 interval, a byte too many
  };
}

const std::vector<std::byte>& vifrt_file() {
  static const std::vector<std::byte> bytes = test_support::custom_entry_file("vifrt", vifrt_attrs(), vifrt_types());
  return bytes;
}

}  // namespace

// tests/data/ecosystem_attrs/*.mlirbc are these hand-built files, committed so that the
// fuzzers start from every plug-in's entries (fuzz/run.sh seeds):
// MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1 rewrites them.
TEST_CASE("the committed copies of the hand-built entry files (fuzz seeds) are current") {
  const std::vector<std::pair<std::string, std::vector<std::byte>>> files = {
      {"sdy", test_support::custom_entry_file("sdy", entries(), {})},
      {"stablehlo", stablehlo_file()},
      {"chlo", chlo_file()},
      {"byre_serial", byre_file()},
      {"vifrt", vifrt_file()},
  };
  const char* w = std::getenv("MLIRBC_WRITE_ECOSYSTEM_FIXTURE");
  for (const auto& [name, built] : files) {
    const std::filesystem::path p = test_support::data_dir() / "ecosystem_attrs" / (name + ".mlirbc");
    if (w != nullptr && *w == '1') {
      std::filesystem::create_directories(p.parent_path());
      test_support::write_file(p, built);
    }
    CHECK_MESSAGE(test_support::read_bytes(p) == built,
                  p.string() << " differs from the entries built here (rewrite with MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1)");
  }
}

TEST_CASE("sdy: meshes, axes and shardings print as Shardy prints them") {
  CHECK(print(9).text == R"(#sdy.mesh<["sdy"=4], device_ids=[1, 0]>)");
  CHECK(print(10).text == R"(#sdy.sharding<@sdy, [{"sdy":(1)2, "sdy", ?}p3, {}], replicated={"sdy"}>)");
  CHECK(print(11).text == R"(#sdy.sharding<mesh<["sdy"=4], device_ids=[1, 0]>, [{?}], unreduced=max{"sdy"}>)");
  CHECK(print(12).text == R"(#sdy.sharding_per_value<[<@sdy, [{"sdy":(1)2, "sdy", ?}p3, {}], replicated={"sdy"}>, )"
                          R"(<mesh<["sdy"=4], device_ids=[1, 0]>, [{?}], unreduced=max{"sdy"}>]>)");
  CHECK(print(24).text == R"(#sdy.sharding<@sdy, [{}], replicated={"sdy"}, unreduced={"sdy"}>)");
  CHECK(print(25).text == R"(#sdy.sharding_per_value<[<@sdy, [{}], replicated={"sdy"}, unreduced={"sdy"}>]>)");
  CHECK(print(6).text == R"(#sdy<dimension_sharding{"sdy":(1)2, "sdy", ?}p3>)");
  CHECK(print(7).text == R"(#sdy<dimension_sharding{}>)");
  CHECK(print(8).text == R"(#sdy<dimension_sharding{?}>)");
}

TEST_CASE("sdy: sharding rules, axis lists and collective parameters") {
  CHECK(print(17).text ==
        R"(#sdy.op_sharding_rule<([ij, z_1], [])->([ij, z_1]) {i=2, j=4} reduction={j} permutation={i}, custom>)");
  CHECK(print(18).text == R"(#sdy<manual_axes{"sdy", "sdy"}>)");
  CHECK(print(19).text == R"(#sdy<axis_ref_list{"sdy"}>)");
  CHECK(print(20).text == R"(#sdy<list_of_axis_ref_lists[{"sdy"}, {}]>)");
  CHECK(print(23).text == R"(#sdy<all_to_all_param_list[{"sdy"}: 0->1]>)");
}

TEST_CASE("sdy: an unknown code or a truncated entry is an error naming it") {
  CHECK(print(26).error.find("unknown sdy attribute code") != std::string::npos);
  // A mesh whose device-id list claims more ids than the entry holds.
  const std::vector<custom_entry> short_mesh{sdy(bytes_of{}.v(2).v(0).v(40))};
  const auto bytes = test_support::custom_entry_file("sdy", short_mesh, {});
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  attr_reader r(*b, default_dialects());
  auto a = r.attribute(0);
  REQUIRE(!a);
  CHECK(a.err().message().find("sdy mesh device id") != std::string::npos);
  // A v3 sharding's reduction: 2 is min; Shardy knows no other past max (1).
  auto more = entries();
  for (const std::int64_t op : {2, 3, -1})
    more.push_back(sdy(bytes_of{}.v(17).v(9).v(1).v(8).v(0).v(1).v(5).s(op)));
  const auto with_ops = test_support::custom_entry_file("sdy", more, {});
  const std::uint64_t first = entries().size();
  CHECK(print_from(with_ops, first).text == R"(#sdy.sharding<mesh<["sdy"=4], device_ids=[1, 0]>, [{?}], unreduced=min{"sdy"}>)");
  CHECK(print_from(with_ops, first + 1).error.find("unknown sdy reduction op") != std::string::npos);
  CHECK(print_from(with_ops, first + 2).error.find("unknown sdy reduction op") != std::string::npos);
}

TEST_CASE("stablehlo: enums, dimension numbers, aliases and accuracies print as StableHLO prints them") {
  CHECK(print_stablehlo(0).text == "#stablehlo<comparison_direction LT>");
  CHECK(print_stablehlo(1).text == "#stablehlo<comparison_type SIGNED>");
  CHECK(print_stablehlo(2).text == "#stablehlo<rng_distribution NORMAL>");
  CHECK(print_stablehlo(3).text == "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
                                   "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>");
  CHECK(print_stablehlo(4).text ==
        "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>");
  CHECK(print_stablehlo(13).text == "#stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0]>");
  CHECK(print_stablehlo(5).text == "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>");
  CHECK(print_stablehlo(6).text == "#stablehlo.bounds<?, 4>");
  CHECK(print_stablehlo(7).text == "#stablehlo.channel_handle<handle = 1, type = 2>");
  CHECK(print_stablehlo(8).text ==
        "#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>");
  CHECK(print_stablehlo(10).text == "#stablehlo.result_accuracy<ulps = 2, mode = #stablehlo<result_accuracy_mode TOLERANCE>>");
  CHECK(print_stablehlo(11).error.find("stablehlo enum value out of range") != std::string::npos);
  {
    // Below an enum's first case (rng_distribution starts at 1); a type code other than the token's.
    const auto bytes = test_support::custom_entry_file("stablehlo", {shlo(bytes_of{}.v(10).v(0))}, {shlo(bytes_of{}.v(1))});
    CHECK(print_from(bytes, 0).error.find("stablehlo enum value out of range") != std::string::npos);
    auto b = bytecode::open(bytes);
    REQUIRE(b);
    attr_reader r(*b, default_dialects());
    auto t = r.type(0);
    REQUIRE(!t);
    CHECK(t.err().message().find("unknown stablehlo type code") != std::string::npos);
  }
  CHECK(print_stablehlo(12).error.find("do not describe a layout") != std::string::npos);
  {
    // conv: input (batch, feature, spatial), kernel (in, out, spatial), output (batch, feature, spatial).
    const auto bytes = test_support::custom_entry_file(
        "stablehlo",
        {shlo(bytes_of{}.v(4).s(0).s(3).v(2).s(1).s(1).s(2).s(3).v(2).s(0).s(1).s(0).s(3).v(2).s(1).s(2)),  // 0
         shlo(bytes_of{}.v(4).s(0).s(3).v(2).s(1).s(2).s(2).s(3).v(2).s(0).s(9).s(0).s(3).v(2).s(1).s(2)),  // 1
         shlo(bytes_of{}.v(4).s(0).s(3).v(2).s(1).s(2).s(2).s(3).v(2).s(0).s(1).s(0).s(-1).v(2).s(1).s(2))},  // 2
        {});
    // Two input spatial dimensions in one slot: the slot nothing claims prints as 0.
    CHECK(print_from(bytes, 0).text == "#stablehlo.conv<[b, 1, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>");
    // A kernel spatial dimension past the rank; an output feature dimension below 0.
    CHECK(print_from(bytes, 1).error.find("do not describe a layout") != std::string::npos);
    CHECK(print_from(bytes, 2).error.find("do not describe a layout") != std::string::npos);
  }
  // The token type.
  const auto bytes = test_support::custom_entry_file("stablehlo", {}, {shlo(bytes_of{}.v(0))});
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  attr_reader r(*b, default_dialects());
  attr_printer p(r);
  std::string text;
  REQUIRE(!p.print_type(0, text));
  CHECK(text == "!stablehlo.token");
}

TEST_CASE("stablehlo: the dot algorithm, accuracies with tolerances, the other enums; unknown codes are errors") {
  // type 0: builtin f64 (so the dot algorithm's types print as builtin types)
  const std::vector<custom_entry> types = {{0, {6}}};
  const std::vector<custom_entry> attrs = {
      shlo(bytes_of{}.v(15).v(0).v(0).v(0).s(1).s(2).s(3).s(1)),                // 0 dot_algorithm
      shlo(bytes_of{}.v(16).v(2)),                                               // 1 result_accuracy_mode TOLERANCE
      shlo(bytes_of{}.v(17).s(0x3EE4F8B588E368F1).s(0x3FD0000000000000).s(0).v(1)),  // 2 atol 1e-5, rtol 0.25
      shlo(bytes_of{}.v(6).v(2)),                                                // 3 fft_type RFFT
      shlo(bytes_of{}.v(8).v(1)),                                                // 4 precision HIGH
      shlo(bytes_of{}.v(9).v(2)),                                                // 5 rng_algorithm PHILOX
      shlo(bytes_of{}.v(12).v(3)),                                               // 6 transpose ADJOINT
      shlo(bytes_of{}.v(18)),                                                    // 7 no such code
      shlo(bytes_of{}.v(0)),                                                     // 8 code 0: none
  };
  const auto bytes = test_support::custom_entry_file("stablehlo", attrs, types);
  CHECK(print_from(bytes, 0).text ==
        "#stablehlo.dot_algorithm<lhs_precision_type = f64, rhs_precision_type = f64, accumulation_type = f64, "
        "lhs_component_count = 1, rhs_component_count = 2, num_primitive_operations = 3, "
        "allow_imprecise_accumulation = true>");
  CHECK(print_from(bytes, 2).text == "#stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, "
                                     "mode = #stablehlo<result_accuracy_mode TOLERANCE>>");
  CHECK(print_from(bytes, 3).text == "#stablehlo<fft_type RFFT>");
  CHECK(print_from(bytes, 4).text == "#stablehlo<precision HIGH>");
  CHECK(print_from(bytes, 5).text == "#stablehlo<rng_algorithm PHILOX>");
  CHECK(print_from(bytes, 6).text == "#stablehlo<transpose ADJOINT>");
  CHECK(print_from(bytes, 7).error.find("unknown stablehlo attribute code") != std::string::npos);
  CHECK(print_from(bytes, 8).error.find("unknown stablehlo attribute code") != std::string::npos);
}

TEST_CASE("byre_serial: ByteIR's types and attributes print as its generated printers do") {
  auto type_text = [](std::uint64_t i) {
    auto b = bytecode::open(byre_file());
    REQUIRE(b);
    attr_reader r(*b, default_dialects());
    attr_printer p(r);
    std::string text;
    if (error e = p.print_type(i, text)) return e.message();
    return text;
  };
  CHECK(type_text(0) == "!byre_serial.f32_v1");
  CHECK(type_text(12) == "!byre_serial.index_v1");
  CHECK(type_text(2) == "!byre_serial.rankedtensor_V1<2x2x!byre_serial.f32_v1>");
  CHECK(type_text(3) == "!byre_serial.memref_v1<100x?x!byre_serial.f32_v1>");
  CHECK(type_text(10) == "!byre_serial.memref_v1<4x!byre_serial.f32_v1, #byre_serial.string_v1<\"byre_serial\">>");
  CHECK(type_text(4) == "!byre_serial.functiontype_v1<(!byre_serial.memref_v1<100x?x!byre_serial.f32_v1>, "
                        "!byre_serial.memref_v1<100x?x!byre_serial.f32_v1>) -> ()>");
  // An empty input list prints `()` inside the parentheses.
  CHECK(type_text(9) == "!byre_serial.functiontype_v1<(()) -> ()>");

  auto attr = [](std::uint64_t i) { return print_from(byre_file(), i); };
  const std::string s = "#byre_serial.string_v1<\"byre_serial\">";
  CHECK(attr(0).text == s);
  // APInt values print signed whatever the type: a true bool_v1 is -1, ui8 255 is -1.
  CHECK(attr(1).text == "#byre_serial.integer_v1<-5 : !byre_serial.i32_v1>");
  CHECK(attr(2).text == "#byre_serial.integer_v1<-1 : !byre_serial.bool_v1>");
  CHECK(attr(3).text == "#byre_serial.integer_v1<-1 : !byre_serial.ui8_v1>");
  CHECK(attr(4).text == "#byre_serial.float_v1<1.500000e+00 : !byre_serial.f32_v1>");
  CHECK(attr(26).text == "#byre_serial.float_v1<1.000000e+00 : !byre_serial.bf16_v1>");
  CHECK(attr(5).text == "#byre_serial.unit_v1");
  CHECK(attr(6).text == "#byre_serial.array_v1<[" + s + ", #byre_serial.integer_v1<-5 : !byre_serial.i32_v1>]>");
  CHECK(attr(7).text == "#byre_serial.dict_v1<{" + s + " = #byre_serial.unit_v1}>");
  CHECK(attr(8).text == "#byre_serial.type_v1<" + type_text(4) + ">");
  CHECK(attr(9).text == "#byre_serial.symbolref_v1<" + s + "::" + s + ">");
  CHECK(attr(10).text == "#byre_serial.dense_int_or_fp_elements_v1<dense<[[1.000000e+00, 2.000000e+00], "
                         "[3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>>");
  CHECK(attr(11).text == "#byre_serial.dense_int_or_fp_elements_v1<dense<[true, false, true]> : tensor<3xi1>>");
  CHECK(attr(12).text == "#byre_serial.dense_string_elements_v1<dense<[\"byre_serial\", \"builtin\"]> : tensor<2x!ace.string>>");
  CHECK(attr(13).text == "#byre_serial.dense_string_elements_v1<dense<\"builtin\"> : tensor<2x!ace.string>>");
  CHECK(attr(14).text == "#byre_serial.dense_array_v1<array<i32: 0, 7>>");
  CHECK(attr(15).text == "#byre_serial.dense_array_v1<array<i1: true, false>>");
  CHECK(attr(25).text == "#byre_serial.dense_array_v1<array<bf16: 1.000000e+00>>");
  // Bit enums: EnumAttr's format puts the value after the mnemonic, so the dialect's `<…>` form.
  CHECK(attr(16).text == "#byre_serial<arg_type_v1 Input|Weight>");
  CHECK(attr(17).text == "#byre_serial<arg_type_v1 None>");
  CHECK(attr(18).text == "#byre_serial<memory_effect_v1 Read|Write>");

  // What ByteIR's reader refuses is an error naming it; a newer ByteIR's code stays opaque.
  CHECK(attr(20).error.find("byre_serial enum value has unknown bits") != std::string::npos);
  CHECK(attr(21).error.find("byre_serial float_v1 needs a byre_serial float type") != std::string::npos);
  CHECK(attr(22).error.find("byre_serial dense data size does not match its type") != std::string::npos);
  CHECK(attr(23).error.find("byre_serial dense string count does not match its type") != std::string::npos);
  CHECK(attr(24).error.find("byre_serial dense array size is negative") != std::string::npos);
  CHECK(attr(27).error.find("need a byre_serial ranked tensor type") != std::string::npos);
  auto b = bytecode::open(byre_file());
  REQUIRE(b);
  attr_reader r(*b, default_dialects());
  auto unknown = r.attribute(19);
  REQUIRE(unknown);
  CHECK((*unknown)->is<attrs::opaque>());
  auto unknown_type = r.type(13);
  REQUIRE(unknown_type);
  CHECK((*unknown_type)->is<types::opaque>());
  // The dense data is a view into the file.
  auto dense = r.attribute(10);
  REQUIRE(dense);
  const auto* v = (*dense)->get<attrs::dialect>()->as<dialects::byre_serial_dialect::byre_attribute>();
  REQUIRE(v != nullptr);
  const auto d = dialects::byre_serial_dialect{}.dense_data_of(*v);
  REQUIRE(d.has_value());
  CHECK(d->num_elements == 4);
  CHECK(d->shape.size() == 2);
  CHECK(d->bytes.size() == 16);
  CHECK(d->bytes.data() > byre_file().data());
  CHECK(d->bytes.data() + 16 <= byre_file().data() + byre_file().size());
}

TEST_CASE("byre_serial: a ByteIR program's attributes and types are decoded, none left opaque") {
  for (const auto& p : test_support::realworld_files()) {
    if (p.filename().string().find("version_1_0_0") == std::string::npos) continue;
    CAPTURE(p.string());
    const auto out = test_support::run_capture(std::string(MLIRBC_CLI) + " dump '" + p.string() + "' 2>&1");
    CHECK(out.find("#mlirbc.opaque") == std::string::npos);
    CHECK(out.find("!byre_serial.memref_v1<") != std::string::npos);
  }
}

// Forms the ByteIR program does not hold: what has no builtin element or carries an encoding
// stays opaque (ByteIR maps those to other attributes first), what ByteIR's reader refuses is
// an error naming it, and the empty and two-entry forms print as its printers do.
TEST_CASE("byre_serial: elements with no builtin form are opaque; shapes, sizes and cut entries are errors") {
  const std::vector<custom_entry> types = {
      byre(bytes_of{}.v(3)),                              // 0 f32
      byre(bytes_of{}.v(14)),                             // 1 i32
      byre(bytes_of{}.v(21)),                             // 2 string
      byre(bytes_of{}.v(23).v(1).s(2).v(2).v(0)),         // 3 rankedtensor 2xstring
      byre(bytes_of{}.v(23).v(1).s(2).v(0).v(1)),         // 4 rankedtensor 2xf32, encoding #0
      byre(bytes_of{}.v(23).v(1).s(INT64_MIN).v(0).v(0)), // 5 rankedtensor ?xf32
      byre(bytes_of{}.v(24).v(1).v(0).v(2).v(1).v(0)),    // 6 (f32) -> (i32, f32)
      byre(bytes_of{}.v(23).v(1).s(2).v(6).v(0)),         // 7 rankedtensor 2x(function)
      byre(bytes_of{}.v(23).v(1).s(0).v(2).v(0)),         // 8 rankedtensor 0xstring
      {0, {0, 32u << 2}},                                 // 9 builtin i32
      byre(bytes_of{}.v(23).v(1).s(2).v(9).v(0)),         // 10 rankedtensor 2x(builtin i32)
      byre(bytes_of{}.v(10)),                             // 11 index
      byre(bytes_of{}.v(13)),                             // 12 i16
  };
  const std::vector<custom_entry> attrs = {
      byre(bytes_of{}.v(5).v(1)),                         // 0 string "byre_serial"
      byre(bytes_of{}.v(0).v(0).s(0)),                    // 1 integer of an f32 type
      byre(bytes_of{}.v(7).v(0).v(2).v(0)),               // 2 symbol ref: 2 nested, 1 there
      byre(bytes_of{}.v(8).v(3)),                         // 3 dense of strings
      byre(bytes_of{}.v(8).v(4)),                         // 4 dense with an encoding
      byre(bytes_of{}.v(8).v(5)),                         // 5 dense of a dynamic shape
      byre(bytes_of{}.v(8)),                              // 6 dense, cut
      byre(bytes_of{}.v(9)),                              // 7 dense strings, cut
      byre(bytes_of{}.v(10)),                             // 8 dense array, cut
      byre(bytes_of{}.v(9).v(7)),                         // 9 dense strings of functions
      byre(bytes_of{}.v(10).v(1).s(2).v(4).b(0).b(0).b(0).b(0)),  // 10 array<i32> of 2: 4 bytes
      byre(bytes_of{}.v(4).v(2).v(0).v(0).v(0).v(0)),     // 11 dict of two entries
      byre(bytes_of{}.v(9).v(8).v(0)),                    // 12 dense strings, no elements
      byre(bytes_of{}.v(10).v(1).s(0).v(0)),              // 13 array<i32> of none
      byre(bytes_of{}.v(8).v(10)),                        // 14 dense of builtin elements
      byre(bytes_of{}.v(6).v(6)),                         // 15 type (f32) -> (i32, f32)
      byre(bytes_of{}.v(0).v(9).s(0)),                    // 16 integer of a builtin type
      byre(bytes_of{}.v(0).v(11).s(5)),                   // 17 integer of index
      byre(bytes_of{}.v(8).v(9)),                         // 18 dense of a builtin (non-tensor) type
      byre(bytes_of{}.v(10).v(12).s(1).v(3).b(0).b(0).b(0)),  // 19 array<i16> of 1: 3 bytes
      byre(bytes_of{}.v(9).v(10)),                        // 20 dense strings of builtin elements
  };
  const auto file = test_support::custom_entry_file("byre_serial", attrs, types);
  auto attr = [&](std::uint64_t i) { return print_from(file, i); };
  auto error_of = [&](std::uint64_t i) {
    auto b = bytecode::open(file);
    REQUIRE(b);
    attr_reader r(*b, default_dialects());
    auto a = r.attribute(i);
    return a ? std::string() : a.err().message();
  };
  auto opaque = [&](std::uint64_t i) {
    auto b = bytecode::open(file);
    REQUIRE(b);
    attr_reader r(*b, default_dialects());
    auto a = r.attribute(i);
    REQUIRE(a);
    return (*a)->is<attrs::opaque>();
  };
  const std::string s = "#byre_serial.string_v1<\"byre_serial\">";
  CHECK(attr(11).text == "#byre_serial.dict_v1<{" + s + " = " + s + ", " + s + " = " + s + "}>");
  CHECK(attr(12).text == "#byre_serial.dense_string_elements_v1<dense<> : tensor<0x!ace.string>>");
  CHECK(attr(13).text == "#byre_serial.dense_array_v1<array<i32>>");
  CHECK(attr(15).text == "#byre_serial.type_v1<!byre_serial.functiontype_v1<(!byre_serial.f32_v1) -> "
                         "!byre_serial.i32_v1, !byre_serial.f32_v1>>");
  CHECK(attr(17).text == "#byre_serial.integer_v1<5 : !byre_serial.index_v1>");
  for (const std::uint64_t i : {std::uint64_t{3}, std::uint64_t{4}, std::uint64_t{9}, std::uint64_t{14}, std::uint64_t{20}}) {
    CAPTURE(i);
    CHECK(opaque(i));
  }
  CHECK(error_of(16).find("byre_serial integer_v1 needs a byre_serial integer, index or bool type") != std::string::npos);
  CHECK(error_of(18).find("byre_serial dense elements need a byre_serial ranked tensor type") != std::string::npos);
  CHECK(error_of(19).find("byre_serial dense array data size does not match its size") != std::string::npos);
  CHECK(error_of(1).find("byre_serial integer_v1 needs a byre_serial integer, index or bool type") != std::string::npos);
  CHECK(error_of(2).find("byre_serial nested reference") != std::string::npos);
  CHECK(error_of(5).find("byre_serial dense elements need a static shape") != std::string::npos);
  CHECK(error_of(6).find("byre_serial dense elements type") != std::string::npos);
  CHECK(error_of(7).find("byre_serial dense strings type") != std::string::npos);
  CHECK(error_of(8).find("byre_serial dense array element type") != std::string::npos);
  CHECK(error_of(10).find("byre_serial dense array data size does not match its size") != std::string::npos);
}

TEST_CASE("chlo: its two comparison attributes print as StableHLO prints them; anything else is an error") {
  const auto bytes = chlo_file();
  CHECK(print_from(bytes, 0).text == "#chlo<comparison_direction LT>");
  CHECK(print_from(bytes, 1).text == "#chlo<comparison_type FLOAT>");
  CHECK(print_from(bytes, 2).error.find("chlo enum value out of range") != std::string::npos);
  CHECK(print_from(bytes, 3).error.find("unknown chlo attribute code") != std::string::npos);
}

TEST_CASE("stablehlo: a Catalyst module's comparison attributes are decoded, none left opaque") {
  for (const auto& p : test_support::realworld_files()) {
    if (p.filename().string().find("decomposition_rules") == std::string::npos) continue;
    CAPTURE(p.string());
    const auto out = test_support::run_capture(std::string(MLIRBC_CLI) + " dump '" + p.string() + "' 2>&1");
    CHECK(out.find("#stablehlo<comparison_direction LT>") != std::string::npos);
    CHECK(out.find("#mlirbc.opaque<") == std::string::npos);
  }
}

TEST_CASE("sdy: a JAX export's meshes and shardings are decoded, none left opaque") {
  for (const auto& p : test_support::realworld_files()) {
    if (p.filename().string().find("multiple_meshes") == std::string::npos) continue;
    CAPTURE(p.string());
    const auto out = test_support::run_capture(std::string(MLIRBC_CLI) + " dump '" + p.string() + "' 2>&1");
    CHECK(out.find("#sdy.mesh<[\"x1\"=1, \"x2\"=2]>") != std::string::npos);
    CHECK(out.find("#sdy.sharding<@mesh, [{}, {\"x1\"}]>") != std::string::npos);
    CHECK(out.find("#mlirbc.opaque<\"sdy\"") == std::string::npos);
  }
}

TEST_CASE("vifrt: XLA's IFRT attributes and types print as their assembly formats say") {
  auto b = bytecode::open(vifrt_file());
  REQUIRE(b);
  format_warnings warned;
  attr_reader r(*b, default_dialects(), &warned);
  attr_printer p(r);
  auto type_text = [&](std::uint64_t i) {
    std::string text;
    if (error e = p.print_type(i, text)) return e.message();
    return text;
  };
  auto attr = [&](std::uint64_t i) {
    std::string text;
    if (error e = p.print_attribute(i, text)) return e.message();
    return text;
  };
  const std::string array = "!vifrt.array_v1<tensor<2x4xi32>, #vifrt.sharding_param_v1<1x2 to [1, 0] on 2x1>, [0, 1], "
                            "memory_kind = \"vifrt\", layout = \"vifrt\">";
  CHECK(type_text(2) == array);
  CHECK(type_text(3) == "!vifrt.control_v1");
  CHECK(type_text(4) == "!vifrt.func_v1<(" + array + ") -> " + array + ", !vifrt.control_v1>");
  // XLA's type-list printer writes `()` for an empty list, inside the format's own parentheses.
  CHECK(type_text(5) == "!vifrt.func_v1<(()) -> ()>");

  // devices_v1 and interval_v1 print `[…]` after the mnemonic: MLIR's `#dialect<…>` form.
  CHECK(attr(1) == "#vifrt<devices_v1[0, 1]>");
  CHECK(attr(2) == "#vifrt.sharding_unspecified_v1");
  CHECK(attr(3) == "#vifrt.sharding_param_v1<1x2 to [1, 0] on 2x1>");
  CHECK(attr(4) == "#vifrt<interval_v1[0 : 4 : 2]>");
  CHECK(attr(5) == "#vifrt.mapping_v1<[0 : 4 : 2] to [-1 : 2 : 1]>");
  CHECK(attr(7) == "#vifrt.array_mapping_v1<0, 1, [#vifrt.mapping_v1<[0 : 4 : 2] to [-1 : 2 : 1]>, "
                   "#vifrt.mapping_v1<[0 : 4 : 2] to [-1 : 2 : 1]>]>");
  CHECK(attr(8) == "#vifrt.type_v1<" + type_text(4) + ">");
  CHECK(attr(9) == "#vifrt.sharding_param_v2<2 to [0, 1] on 2x2 unreduced [1]>");
  CHECK(attr(10) == "#vifrt.sharding_param_v2< to [0] on 1>");
  CHECK(warned.count() == 0);
  // XLA reads device ids as 32-bit ints: a wider one is read truncated, with a warning.
  CHECK(attr(11) == "#vifrt<devices_v1[0]>");
  CHECK(warned.count() == 1);
}

TEST_CASE("vifrt: a newer VIFRT's code is opaque with a warning; a broken entry is an error naming it") {
  auto b = bytecode::open(vifrt_file());
  REQUIRE(b);
  format_warnings warned;
  attr_reader r(*b, default_dialects(), &warned);
  auto unknown = r.attribute(12);
  REQUIRE(unknown);
  CHECK((*unknown)->is<attrs::opaque>());
  auto unknown_type = r.type(6);
  REQUIRE(unknown_type);
  CHECK((*unknown_type)->is<types::opaque>());
  REQUIRE(warned.count() == 2);
  CHECK(warned.list()[0].message().find("unknown vifrt attribute code") != std::string::npos);
  CHECK(warned.list()[1].message().find("unknown vifrt type code") != std::string::npos);

  auto error_of = [&](result<const attribute*> a) { return a ? std::string() : a.err().message(); };
  CHECK(error_of(r.attribute(13)).find("vifrt sharding dim shard") != std::string::npos);
  CHECK(error_of(r.attribute(14)).find("vifrt mapping from_shards") != std::string::npos);
  CHECK(!error_of(r.attribute(15)).empty());
  auto short_array = r.type(7);
  REQUIRE(!short_array);
  CHECK(short_array.err().message().find("vifrt array_v1") != std::string::npos);

  // Strict mode refuses an unknown code, as XLA's reader does.
  limits strict;
  strict.strict = true;
  auto sb = bytecode::open(vifrt_file(), strict);
  REQUIRE(sb);
  attr_reader s(*sb, default_dialects());
  CHECK(error_of(s.attribute(12)).find("unknown vifrt attribute code") != std::string::npos);
}

namespace {

// The literal pieces of a FileCheck pattern: the text around its `{{regex}}` and `[[var]]` parts.
std::vector<std::string> check_fragments(std::string_view pattern) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    const auto b = cur.find_first_not_of(' ');
    const auto e = cur.find_last_not_of(' ');
    if (b != std::string::npos) out.push_back(cur.substr(b, e - b + 1));
    cur.clear();
  };
  for (std::size_t i = 0; i < pattern.size();) {
    const std::string_view two = pattern.substr(i, 2);
    if (two == "{{" || two == "[[") {
      flush();
      const std::size_t close = pattern.find(two == "{{" ? "}}" : "]]", i + 2);
      i = close == std::string_view::npos ? pattern.size() : close + 2;
      continue;
    }
    cur += pattern[i++];
  }
  flush();
  return out;
}

// Whether `out` has the literal pieces of the file's CHECK lines in their order (CHECK-DAG
// pieces anywhere between the match before and the one after; CHECK-NOT ignored); the first
// piece not found, else empty. A light FileCheck: it does not hold SAME/NEXT to one line.
std::string first_unmatched_check(const std::string& checks, const std::string& out) {
  std::istringstream lines(checks);
  std::size_t pos = 0, dag_last = 0;
  bool dag_open = false;
  for (std::string line; std::getline(lines, line);) {
    const std::size_t at = line.find("// CHECK");
    const std::size_t colon = line.find(": ", at);
    if (at == std::string::npos || colon == std::string::npos) continue;
    const std::string directive = line.substr(at + 3, colon - at - 3);
    if (directive.find(' ') != std::string::npos || directive == "CHECK-NOT") continue;
    for (const std::string& piece : check_fragments(std::string_view(line).substr(colon + 2))) {
      const std::size_t found = out.find(piece, pos);
      if (found == std::string::npos) return piece;
      if (directive == "CHECK-DAG") {
        dag_open = true;
        dag_last = std::max(dag_last, found);
        continue;
      }
      if (dag_open && dag_last > found) return piece + " (after a CHECK-DAG match)";
      dag_open = false;
      dag_last = 0;
      pos = found + piece.size();
    }
  }
  return {};
}

}  // namespace

TEST_CASE("vifrt: XLA's IFRT program is decoded, none left opaque, and prints as its test's CHECK lines say") {
  for (const auto& p : test_support::realworld_files()) {
    if (p.filename().string().find(".ifrt.") == std::string::npos) continue;
    CAPTURE(p.string());
    const auto stats = test_support::run_capture(std::string(MLIRBC_CLI) + " stats --json '" + p.string() + "' 2>&1");
    for (const char* zero : {"\"undecodable\": 0,", "\"attribute_errors\": 0,", "\"type_errors\": 0,",
                             "\"property_errors\": 0,", "\"warning_count\": 0"})
      CHECK_MESSAGE(stats.find(zero) != std::string::npos, zero);
    const auto out = test_support::run_capture(std::string(MLIRBC_CLI) + " dump '" + p.string() + "' 2>&1");
    CHECK(out.find("mlirbc.opaque") == std::string::npos);
    CHECK(out.find("\"vifrt.CallV1\"") != std::string::npos);
    // Its sharding parameters are stored as code 7 (sharding_param_v2) although the producer
    // is IFRT_v0.1.0; the CHECK lines, made by the text pipeline, show v1 (docs/dialects.md).
    CHECK(out.find("#vifrt.sharding_param_v1") == std::string::npos);
    std::string checks = test_support::read_text(p.parent_path() / "ifrt_legalize_to_vifrt.0_1_0.mlir");
    REQUIRE(checks.find("// CHECK") != std::string::npos);
    const std::string v1 = "sharding_param_v1<";
    for (std::size_t at = 0; (at = checks.find(v1, at)) != std::string::npos; at += v1.size())
      checks[at + v1.size() - 2] = '2';
    CHECK(first_unmatched_check(checks, out) == "");
  }
}
