// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Inline constants (weights.hpp constant_view): builtin dense<…> data and
// vhlo tensor_v1 data as views into the file, expanded by copy_to, viewed by
// as<T>(). Values are checked against mlir-opt 22's print of the fixtures
// (tests/data/dense.*), hand-built vhlo entries, and the StableHLO artifacts.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/dialects/vhlo.hpp>
#include <mlirbc/tasks/weights.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using test_support::custom_entry;
using test_support::zigzag;

namespace {

// The scalar tokens of a dense literal's body: numbers, true/false; brackets,
// parentheses, commas and spaces separate them.
std::vector<std::string> tokens(std::string_view body) {
  std::vector<std::string> out;
  std::string cur;
  for (const char c : body) {
    if (c == '[' || c == ']' || c == '(' || c == ')' || c == ',' || c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

struct printed_constant {
  std::string name;
  std::vector<std::string> values;
};

// `NAME = dense<BODY>` of numbers or booleans in a generic print, in order.
std::vector<printed_constant> printed_constants(const std::string& print) {
  std::vector<printed_constant> out;
  for (std::size_t at = print.find(" = dense<"); at != std::string::npos; at = print.find(" = dense<", at + 1)) {
    const std::size_t name_start = print.find_last_of(" {<", at - 1) + 1;
    const std::size_t open = at + 9;
    std::size_t depth = 1, end = open;
    for (; end < print.size() && depth != 0; ++end) {
      if (print[end] == '<') ++depth;
      if (print[end] == '>') --depth;
    }
    const std::string body = print.substr(open, end - 1 - open);
    if (body.find('"') != std::string::npos) continue;  // dense strings: not a constant
    out.push_back({print.substr(name_start, at - name_start), tokens(body)});
  }
  return out;
}

// The expanded elements of `c`, printed one by one as MLIR prints them.
std::vector<std::string> expanded_tokens(const constant_view& c) {
  const auto size = c.expanded_size();
  REQUIRE(size.has_value());
  std::vector<std::byte> data(static_cast<std::size_t>(*size));
  const error e = c.copy_to(data);
  REQUIRE_MESSAGE(!e, e.message());
  std::vector<std::string> out;
  for (std::uint64_t i = 0; i < c.num_elements(); ++i) {
    const std::byte* p = data.data() + i * c.element.bytes;
    std::string text;
    if (c.data.is_bool) {
      CHECK((*p == std::byte{0} || *p == std::byte{1}));
      text = *p != std::byte{0} ? "true" : "false";
    } else {
      print_detail::append_dense_element(c.data.format, p, text);
    }
    for (std::string& t : tokens(text)) out.push_back(std::move(t));
  }
  return out;
}

// as<T>() views stored elements in place when aligned; otherwise it says why.
template <class T>
void check_view(const constant_view& c, const std::vector<T>& want) {
  auto v = c.as<T>();
  const auto address = reinterpret_cast<std::uintptr_t>(c.data.bytes.data());
  if (!c.stored_elementwise()) {
    REQUIRE_FALSE(v);
    CHECK(v.err().code == errc::unsupported);
    return;
  }
  if (address % alignof(T) != 0) {
    REQUIRE_FALSE(v);
    CHECK(v.err().code == errc::type_mismatch);
    return;
  }
  REQUIRE_MESSAGE(v, v.err().message());
  CHECK(v->data() == reinterpret_cast<const T*>(c.data.bytes.data()));  // a view, not a copy
  CHECK(std::vector<T>(v->begin(), v->end()) == want);
}

}  // namespace

TEST_CASE("builtin dense<> constants: every fixture version, values equal mlir-opt's print") {
  const std::string print = test_support::read_text(test_support::data_dir() / "dense.v6.generic.txt");
  const auto want = printed_constants(print);
  REQUIRE(want.size() == 23);  // 20 of the holder op (not its dense strings) and 3 arith.constant
  for (const std::string variant : {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "mlir16", "mlir19"}) {
    CAPTURE(variant);
    auto f = bytecode_file::open((test_support::data_dir() / ("dense." + variant + ".mlirbc")).string());
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader r(f->view(), mlir_opt_dialects());
    auto idx = weight_index::build(r);
    REQUIRE_MESSAGE(idx, idx.err().message());
    CHECK(idx->ops_with_unreadable_properties() == 0);
    const auto got = idx->constants();
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      const constant_view& c = got[i].c;
      CAPTURE(want[i].name);
      CHECK(c.name == want[i].name);
      CHECK(c.element.kind != element_kind::unsupported);
      if (!c.data.bytes.empty()) {
        CHECK(c.data.bytes.data() >= f->view().bytes().data());
        CHECK(c.data.bytes.data() + c.data.bytes.size() <= f->view().bytes().data() + f->view().bytes().size());
      }
      if (!c.data.bytes.empty())
        CHECK(c.offset == static_cast<std::uint64_t>(c.data.bytes.data() - f->view().bytes().data()));
      // The print shows a splat once.
      std::vector<std::string> expected = want[i].values;
      if (expected.size() == (c.element.kind == element_kind::complex_integer ||
                                      c.element.kind == element_kind::complex_floating
                                  ? 2u
                                  : 1u) &&
          c.num_elements() > 1) {
        const auto one = expected;
        for (std::uint64_t k = 1; k < c.num_elements(); ++k) expected.insert(expected.end(), one.begin(), one.end());
      }
      CHECK(expanded_tokens(c) == expected);
      const std::string op = got[i].op->full_name();
      CHECK(op == (want[i].name == "value" ? "arith.constant" : "dense.holder"));
    }
    // Typed views, by name.
    auto by_name = [&](std::string_view name) -> const constant_view& {
      for (const constant_use& u : got)
        if (u.c.name == name) return u.c;
      FAIL("no constant " << name);
      return got[0].c;
    };
    check_view<std::int8_t>(by_name("i8_2d"), {1, 2, 3, 4, 5, 6});
    CHECK(by_name("i8_2d").shape().size() == 2);
    check_view<std::int32_t>(by_name("i32_vec"), {2147483647, INT32_MIN, 12345});
    check_view<float>(by_name("f32_vec"), {0.0f, -0.0f, 1.5f, 3.25e10f});
    check_view<double>(by_name("f64_vec"), {2.718281828459045, -1.0e-300});
    check_view<std::uint16_t>(by_name("u16_vec"), {65535, 1});
    check_view<std::int32_t>(by_name("i32_splat"), {});  // a splat: copy_to only
    CHECK(by_name("i32_splat").data.layout == dense_layout::splat);
    CHECK(by_name("i1_vec").data.layout == dense_layout::bits);
    CHECK(by_name("u16_vec").element.sign == signedness::is_unsigned);
    CHECK(by_name("bf16_vec").element.fkind == float_kind::bf16);
    CHECK(by_name("c32_vec").element.kind == element_kind::complex_floating);
    CHECK(by_name("scalar_i64").shape().empty());
    CHECK(by_name("empty_i32_2d").num_elements() == 0);
    // Wrong element types are refused, not reinterpreted.
    CHECK(by_name("f32_vec").as<std::int64_t>().err().code == errc::type_mismatch);
    CHECK(by_name("f64_vec").as<std::uint32_t>().err().code == errc::type_mismatch);
    CHECK(by_name("i32_vec").as<float>().err().code == errc::type_mismatch);
    // copy_to wants exactly the expanded size.
    std::vector<std::byte> small(3);
    CHECK(by_name("i32_splat").copy_to(small).code == errc::bad_value);
  }
}

TEST_CASE("zero-width integer constants (i0) store nothing: empty data, nothing to view, copy_to of 0 bytes") {
  const std::string print = test_support::read_text(test_support::data_dir() / "zero_width.v6.generic.txt");
  const auto want = printed_constants(print);  // all but `wide`, printed as the hex string "0x"
  REQUIRE(want.size() == 6);
  for (const std::string variant : {"v0", "v6", "mlir16", "mlir19"}) {
    CAPTURE(variant);
    auto f = bytecode_file::open((test_support::data_dir() / ("zero_width." + variant + ".mlirbc")).string());
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader r(f->view(), mlir_opt_dialects());
    auto idx = weight_index::build(r);
    REQUIRE_MESSAGE(idx, idx.err().message());
    const auto got = idx->constants();
    REQUIRE(got.size() == want.size() + 1);
    for (const constant_use& u : got) {
      const constant_view& c = u.c;
      CAPTURE(c.name);
      CHECK(c.data.bytes.empty());
      CHECK(c.data.layout == dense_layout::elements);
      CHECK_FALSE(c.data.is_bool);
      CHECK(c.element.bits == 0);
      CHECK(c.expanded_size() == std::optional<std::uint64_t>{0});
      CHECK_FALSE(c.check_stored_size());
      CHECK_FALSE(c.copy_to({}));
      CHECK(c.as<std::int8_t>().err().code == errc::type_mismatch);
      if (c.name == "wide") {
        CHECK(c.num_elements() == 101);
        continue;
      }
      // The print lists every element (all 0); complex ones as two parts.
      const auto w = std::find_if(want.begin(), want.end(), [&](const printed_constant& p) { return p.name == c.name; });
      REQUIRE(w != want.end());
      const std::uint64_t parts = c.element.kind == element_kind::complex_integer ? 2 : 1;
      CHECK(w->values.size() == c.num_elements() * parts);
      for (const std::string& v : w->values) CHECK(v == "0");
    }
  }
}

TEST_CASE("constant_of: an attribute index; attributes without inline data have none") {
  auto f = bytecode_file::open((test_support::data_dir() / "dense.v6.mlirbc").string());
  REQUIRE(f);
  attr_reader r(f->view(), mlir_opt_dialects());
  std::size_t with = 0, without = 0;
  for (std::uint64_t i = 0; i < f->view().attr_types().num_attributes(); ++i) {
    auto a = r.attribute(i);
    REQUIRE(a);
    auto c = constant_of(r, i);
    REQUIRE(c);
    const bool dense = (*a)->is<attrs::dense_elements>();
    CHECK(c->has_value() == dense);
    (dense ? with : without) += 1;
    if (*c) CHECK((*c)->attr == i);
  }
  CHECK(with > 0);
  CHECK(without > 0);
  CHECK_FALSE(constant_of(r, f->view().attr_types().num_attributes()));
}

TEST_CASE("vhlo tensor_v1 constants: views, splats and packed booleans") {
  // types: 0 i64, 1 tensor<3xi64>, 2 bool, 3 tensor<3xbool>, 4 f32, 5 tensor<2xf32>, 6 ui8, 7 tensor<2xui8>
  const std::vector<custom_entry> types = {{1, {14}},  {1, {20, 1, zigzag(3), 0}}, {1, {0}},
                                           {1, {20, 1, zigzag(3), 2}}, {1, {4}}, {1, {20, 1, zigzag(2), 4}},
                                           {1, {16}},  {1, {20, 1, zigzag(2), 6}}};
  auto with_constant = [&](std::vector<std::uint64_t> e, std::vector<std::uint8_t> raw, auto check) {
    const auto bytes = test_support::custom_entry_file("vhlo", {{1, std::move(e), std::move(raw)}}, types);
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    attr_reader r(*b, default_dialects());
    auto c = constant_of(r, 0);
    REQUIRE_MESSAGE(c, c.err().message());
    REQUIRE(c->has_value());
    CHECK((*c)->data.bytes.data() >= bytes.data());
    CHECK((*c)->data.bytes.data() < bytes.data() + bytes.size());
    check(**c);
  };
  auto expanded = [](const constant_view& c) {
    std::vector<std::byte> out(static_cast<std::size_t>(c.expanded_size().value()));
    const error e = c.copy_to(out);
    REQUIRE_MESSAGE(!e, e.message());
    return out;
  };
  auto as_i64 = [](const std::vector<std::byte>& b) {
    std::vector<std::int64_t> v(b.size() / 8);
    std::memcpy(v.data(), b.data(), b.size());
    return v;
  };
  // i64 elements.
  with_constant({15, 1, 24}, {1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0xFD, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
                [&](const constant_view& c) {
                  CHECK(c.element.kind == element_kind::integer);
                  CHECK(c.element.bits == 64);
                  CHECK(c.element.bytes == 8);
                  CHECK(c.num_elements() == 3);
                  CHECK(c.data.layout == dense_layout::elements);
                  CHECK(as_i64(expanded(c)) == std::vector<std::int64_t>{1, 2, -3});
                  check_view<std::int64_t>(c, {1, 2, -3});
                });
  // A splat: one stored element.
  with_constant({15, 1, 8}, {9, 0, 0, 0, 0, 0, 0, 0}, [&](const constant_view& c) {
    CHECK(c.data.layout == dense_layout::splat);
    CHECK(c.as<std::int64_t>().err().code == errc::unsupported);
    CHECK(as_i64(expanded(c)) == std::vector<std::int64_t>{9, 9, 9});
  });
  // Booleans: bit-packed, all true, a byte each.
  auto bools = [&](const constant_view& c) {
    std::vector<int> v;
    for (std::byte b : expanded(c)) v.push_back(static_cast<int>(b));
    return v;
  };
  with_constant({15, 3, 1}, {0x05}, [&](const constant_view& c) {
    CHECK(c.data.layout == dense_layout::bits);
    CHECK(c.element.bits == 1);
    CHECK(bools(c) == std::vector<int>{1, 0, 1});
    CHECK(c.as<std::uint8_t>().err().code == errc::unsupported);
  });
  with_constant({15, 3, 1}, {0xFF}, [&](const constant_view& c) {
    CHECK(c.data.layout == dense_layout::all_true);
    CHECK(bools(c) == std::vector<int>{1, 1, 1});
  });
  with_constant({15, 3, 3}, {0, 7, 0}, [&](const constant_view& c) {
    CHECK(c.data.layout == dense_layout::elements);
    CHECK(bools(c) == std::vector<int>{0, 1, 0});  // any nonzero byte is true
  });
  // f32 and unsigned elements: the element follows the vhlo type.
  with_constant({15, 5, 8}, {0, 0, 0xC0, 0x3F, 0, 0, 0x20, 0xC1}, [&](const constant_view& c) {
    CHECK(c.element.kind == element_kind::floating);
    CHECK(c.element.fkind == float_kind::f32);
    check_view<float>(c, {1.5f, -10.0f});
    CHECK(c.as<double>().err().code == errc::type_mismatch);
  });
  with_constant({15, 7, 2}, {200, 1}, [&](const constant_view& c) {
    CHECK(c.element.sign == signedness::is_unsigned);
    check_view<std::uint8_t>(c, {200, 1});
  });
  // Other vhlo attributes hold no tensor data.
  {
    const auto bytes = test_support::custom_entry_file("vhlo", {{1, {2, 1}}}, types);
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    attr_reader r(*b, default_dialects());
    auto c = constant_of(r, 0);
    REQUIRE(c);
    CHECK_FALSE(c->has_value());
  }
}

TEST_CASE("StableHLO artifacts: every vhlo.constant_v1 holds one constant, expanded consistently") {
  const std::vector<fs::path> files = test_support::stablehlo_artifacts();
  if (files.empty()) {
    MESSAGE("skipped: no StableHLO artifacts");
    return;
  }
  std::uint64_t total = 0;
  for (const fs::path& p : files) {
    CAPTURE(p.filename().string());
    auto f = bytecode_file::open(p.string());
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader r(f->view(), mlir_opt_dialects());
    auto idx = weight_index::build(r);
    REQUIRE_MESSAGE(idx, idx.err().message());
    CHECK(idx->ops_with_unreadable_properties() == 0);
    std::string print;
    REQUIRE(!print_generic(f->view(), print, {}, mlir_opt_dialects()));
    std::uint64_t constant_ops = 0;
    for (std::size_t at = print.find("\"vhlo.constant_v1\""); at != std::string::npos;
         at = print.find("\"vhlo.constant_v1\"", at + 1))
      ++constant_ops;
    std::uint64_t from_constant_ops = 0;
    for (const constant_use& u : idx->constants()) {
      if (u.op->full_name() != "vhlo.constant_v1") continue;
      ++from_constant_ops;
      const constant_view& c = u.c;
      CHECK(c.name == "value");
      CHECK(c.element.kind != element_kind::unsupported);
      const auto size = c.expanded_size();
      REQUIRE(size.has_value());
      std::vector<std::byte> data(static_cast<std::size_t>(*size));
      REQUIRE(!c.copy_to(data));
      if (c.data.is_bool) {
        std::uint64_t ones = 0;
        for (std::uint64_t i = 0; i < c.num_elements(); ++i) ones += c.data.bit(i) ? 1u : 0u;
        CHECK(static_cast<std::uint64_t>(std::count(data.begin(), data.end(), std::byte{1})) == ones);
      } else if (c.stored_elementwise()) {
        CHECK(std::equal(data.begin(), data.end(), c.data.bytes.begin(), c.data.bytes.end()));
      } else {
        for (std::size_t at = 0; at < data.size(); at += c.element.bytes)
          CHECK(std::equal(c.data.bytes.begin(), c.data.bytes.end(), data.begin() + static_cast<std::ptrdiff_t>(at)));
      }
    }
    CHECK(from_constant_ops == constant_ops);
    total += from_constant_ops;
  }
  CHECK(total > 0);
  MESSAGE("vhlo constants checked: " << total);
}

TEST_CASE("mlirbc constants lists what the library finds") {
  const fs::path bc = test_support::data_dir() / "dense.v6.mlirbc";
  const auto r = test_support::run_command(std::string(MLIRBC_CLI) + " constants --json '" + bc.string() + "'");
  REQUIRE(r.status == 0);
  std::size_t objects = 0;
  for (std::size_t at = r.out.find("{\"index\""); at != std::string::npos; at = r.out.find("{\"index\"", at + 1))
    ++objects;
  CHECK(objects == 23);
  CHECK(r.out.find("\"attribute\": \"i1_vec\"") != std::string::npos);
  CHECK(r.out.find("\"layout\": \"bits\"") != std::string::npos);
  CHECK(r.out.find("\"type\": \"tensor<2x3xi8>\"") != std::string::npos);
  const auto text = test_support::run_command(std::string(MLIRBC_CLI) + " constants '" + bc.string() + "'");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("arith.constant") != std::string::npos);
  CHECK(test_support::run_command(std::string(MLIRBC_CLI) + " constants --schema NOPE '" + bc.string() + "' 2>&1")
            .status == 2);
}
