// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of tensor_stats.hpp (docs/design.md, "Two modes").
#pragma once

#include <algorithm>
#include <cmath>
#include <cstring>

#include "../tensor_stats.hpp"

namespace mlirbc {

namespace tensor_stats_detail {

inline std::uint64_t load_le(const std::byte* p, unsigned n) noexcept {
  std::uint64_t v = 0;
  for (unsigned i = 0; i < n && i < 8; ++i) v |= std::uint64_t(std::to_integer<std::uint8_t>(p[i])) << (8 * i);
  return v;
}

template <class T>
T load_as(const void* p) noexcept {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// bf16 is the upper half of an f32.
inline float bf16_value(const std::byte* p) noexcept {
  const auto bits = static_cast<std::uint32_t>(load_le(p, 2)) << 16;
  return load_as<float>(&bits);
}

// One element as a double (NaN and infinities as such).
inline double element_value(const std::byte* p, const element_info& e) noexcept {
  if (e.kind == element_kind::floating) {
    switch (e.fkind) {
      case float_kind::f32: return load_as<float>(p);
      case float_kind::f64: return load_as<double>(p);
      case float_kind::bf16: return bf16_value(p);
      default: {
        const std::uint64_t lo = load_le(p, e.bytes);
        const std::uint64_t hi = e.bytes > 8 ? load_le(p + 8, e.bytes - 8) : 0;
        const detail::float_parts f = detail::decode_float(e.fkind, lo, hi);
        double v = 0;
        switch (f.cat) {
          case detail::float_category::zero: v = 0; break;
          case detail::float_category::infinity: v = HUGE_VAL; break;
          case detail::float_category::nan: return std::nan("");
          case detail::float_category::finite:
            v = std::ldexp(static_cast<double>(f.sig_lo) + std::ldexp(static_cast<double>(f.sig_hi), 64), f.exp2);
            break;
        }
        return f.neg ? -v : v;
      }
    }
  }
  // Integers and index: little-endian, sign-extended unless unsigned (i1: 0 or 1).
  const std::uint64_t raw = load_le(p, e.bytes);
  const unsigned bits = e.kind == element_kind::index ? 64 : std::min<unsigned>(e.bits, 64);
  if (bits <= 1) return static_cast<double>(raw & 1);
  const std::uint64_t mask = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
  const std::uint64_t v = raw & mask;
  if (e.sign == signedness::is_unsigned) return static_cast<double>(v);
  const std::uint64_t sign_bit = std::uint64_t{1} << (bits - 1);
  return static_cast<double>(static_cast<std::int64_t>((v ^ sign_bit) - sign_bit));
}

}  // namespace tensor_stats_detail

MLIRBC_INLINE std::optional<tensor_stats> compute_tensor_stats(const weight_view& w) {
  const element_info& e = w.element;
  if (e.kind != element_kind::integer && e.kind != element_kind::index && e.kind != element_kind::floating)
    return std::nullopt;
  auto bytes = w.bytes();
  if (!bytes || e.bytes == 0) return std::nullopt;
  const std::byte* p = bytes->data();
  const std::uint64_t n = bytes->size() / e.bytes;
  tensor_stats s;
  s.count = n;
  // Pass 1: range, mean and variance (Welford: stable over billions of values).
  double mean = 0, m2 = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    const double v = tensor_stats_detail::element_value(p + i * e.bytes, e);
    if (std::isnan(v)) {
      ++s.nan;
      continue;
    }
    if (std::isinf(v)) {
      ++s.inf;
      continue;
    }
    if (v == 0) ++s.zeros;
    if (s.finite == 0 || v < s.min) s.min = v;
    if (s.finite == 0 || v > s.max) s.max = v;
    ++s.finite;
    const double d = v - mean;
    mean += d / static_cast<double>(s.finite);
    m2 += d * (v - mean);
  }
  s.mean = mean;
  s.stddev = s.finite > 0 ? std::sqrt(m2 / static_cast<double>(s.finite)) : 0;
  if (s.finite == 0) return s;
  // Pass 2: the histogram over [min, max].
  const double width = (s.max - s.min) / static_cast<double>(tensor_stats::bins);
  for (std::uint64_t i = 0; i < n; ++i) {
    const double v = tensor_stats_detail::element_value(p + i * e.bytes, e);
    if (!std::isfinite(v)) continue;
    std::size_t bin = 0;
    if (width > 0 && std::isfinite(width)) {
      const double at = (v - s.min) / width;
      bin = at >= static_cast<double>(tensor_stats::bins) ? tensor_stats::bins - 1 : static_cast<std::size_t>(at);
    }
    ++s.histogram[bin];
  }
  return s;
}

}  // namespace mlirbc
