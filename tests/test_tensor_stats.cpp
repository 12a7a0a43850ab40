// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// compute_tensor_stats (tasks/tensor_stats.hpp) on element formats the
// fixtures' blobs do not have: f64, f16 with zero, infinities and NaN, f128,
// i1, unsigned and index integers, and the kinds it has no statistics for;
// tensors without a finite value or with a range wider than a double. The
// expected figures are worked out here from the values written.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

#include <mlirbc/tasks/tensor_stats.hpp>

using namespace mlirbc;

namespace {

struct view_of {
  std::vector<std::byte> bytes;
  weight_view w;
  view_of(element_info e, std::vector<std::byte> data) : bytes(std::move(data)) {
    w.element = e;
    w.has_data = true;
    w.data.data = bytes;
    w.num_elements = e.bytes == 0 ? 0 : bytes.size() / e.bytes;
  }
};

template <class T>
std::vector<std::byte> le(const std::vector<T>& values) {
  std::vector<std::byte> out(values.size() * sizeof(T));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

element_info floating(float_kind k, std::uint32_t bits) {
  element_info e;
  e.kind = element_kind::floating;
  e.fkind = k;
  e.bits = bits;
  e.bytes = bits / 8;
  return e;
}
element_info integer(std::uint32_t bits, signedness s, element_kind k = element_kind::integer) {
  element_info e;
  e.kind = k;
  e.bits = bits;
  e.bytes = (bits + 7) / 8;
  e.sign = s;
  return e;
}

}  // namespace

TEST_CASE("tensor stats: f64 and f16 (zero, infinities, NaN, subnormal)") {
  {
    view_of v(floating(float_kind::f64, 64), le<double>({1.5, -2.5, 0.0, 4.0}));
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->count == 4);
    CHECK(s->finite == 4);
    CHECK(s->zeros == 1);
    CHECK(s->min == -2.5);
    CHECK(s->max == 4.0);
    CHECK(s->mean == doctest::Approx(0.75));
  }
  {
    // f16: 1.0 (0x3C00), -2.0 (0xC000), +0, -inf (0xFC00), NaN (0x7E00), the smallest subnormal (0x0001).
    view_of v(floating(float_kind::f16, 16), le<std::uint16_t>({0x3C00, 0xC000, 0x0000, 0xFC00, 0x7E00, 0x0001}));
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->count == 6);
    CHECK(s->nan == 1);
    CHECK(s->inf == 1);
    CHECK(s->finite == 4);
    CHECK(s->zeros == 1);
    CHECK(s->min == -2.0);
    CHECK(s->max == 1.0);
    CHECK(s->mean == doctest::Approx((1.0 - 2.0 + 0.0 + std::ldexp(1.0, -24)) / 4));
  }
}

TEST_CASE("tensor stats: i1, unsigned, signed and index integers") {
  {
    view_of v(integer(1, signedness::signless), {std::byte{1}, std::byte{0}, std::byte{0xFF}, std::byte{2}});
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->min == 0);  // only the low bit counts: 1, 0, 1, 0
    CHECK(s->max == 1);
    CHECK(s->zeros == 2);
  }
  {
    view_of v(integer(8, signedness::is_unsigned), {std::byte{0xFF}, std::byte{1}});
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->max == 255);
    CHECK(s->min == 1);
  }
  {
    view_of v(integer(8, signedness::is_signed), {std::byte{0xFF}, std::byte{0x80}});
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->max == -1);
    CHECK(s->min == -128);
  }
  {
    view_of v(integer(64, signedness::signless, element_kind::index), le<std::int64_t>({-5, 7, 0}));
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->min == -5);
    CHECK(s->max == 7);
    CHECK(s->zeros == 1);
  }
}

TEST_CASE("tensor stats: none for complex or unsupported elements, or without data") {
  element_info complex = floating(float_kind::f32, 32);
  complex.kind = element_kind::complex_floating;
  complex.bytes = 8;
  view_of c(complex, le<float>({1, 2}));
  CHECK_FALSE(compute_tensor_stats(c.w).has_value());
  view_of u(element_info{}, {std::byte{1}});
  CHECK_FALSE(compute_tensor_stats(u.w).has_value());
  view_of none(floating(float_kind::f32, 32), {});
  none.w.has_data = false;
  CHECK_FALSE(compute_tensor_stats(none.w).has_value());
}

TEST_CASE("tensor stats: f128 (wider than 8 bytes), no finite value, a range wider than a double") {
  {
    // f128 1.0 (sign 0, exponent 0x3FFF) and -2.0 (sign 1, exponent 0x4000), little-endian.
    std::vector<std::byte> data(32);
    data[15] = std::byte{0x3F};
    data[14] = std::byte{0xFF};
    data[31] = std::byte{0xC0};
    view_of v(floating(float_kind::f128, 128), data);
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->count == 2);
    CHECK(s->min == -2.0);
    CHECK(s->max == 1.0);
  }
  {
    view_of v(floating(float_kind::f32, 32), le<float>({std::nanf(""), -HUGE_VALF}));
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->count == 2);
    CHECK(s->finite == 0);
    CHECK(s->stddev == 0);
    std::uint64_t in_bins = 0;
    for (std::uint64_t c : s->histogram) in_bins += c;
    CHECK(in_bins == 0);
  }
  {
    // max - min overflows to infinity: every value still lands in a bin.
    const double top = std::numeric_limits<double>::max();
    view_of v(floating(float_kind::f64, 64), le<double>({-top, 0.0, top}));
    const auto s = compute_tensor_stats(v.w);
    REQUIRE(s.has_value());
    CHECK(s->min == -top);
    CHECK(s->max == top);
    std::uint64_t in_bins = 0;
    for (std::uint64_t c : s->histogram) in_bins += c;
    CHECK(in_bins == 3);
  }
}
