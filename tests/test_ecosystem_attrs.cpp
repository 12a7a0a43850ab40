// The ecosystem's own attribute encodings: Shardy's sdy attributes
// (dialects/sdy.hpp) and StableHLO's stablehlo attributes and token type
// (dialects/stablehlo.hpp). Every code is decoded from hand-built entries and
// printed in its dialect's syntax (the forms below are those of Shardy's
// parse/print tests and StableHLO's documentation; no mlir-opt prints these
// dialects), nested forms stripped as the dialects print them; the real-world
// samples (a JAX export, a Catalyst module) show none opaque when given.
#include <doctest/doctest.h>

#include <string>
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

printed print_stablehlo(std::uint64_t i) {
  static const std::vector<std::byte> bytes =
      test_support::custom_entry_file("stablehlo", stablehlo_entries(), {shlo(bytes_of{}.v(0))});
  return print_from(bytes, i);
}

}  // namespace

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
  CHECK(print_stablehlo(12).error.find("do not describe a layout") != std::string::npos);
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
