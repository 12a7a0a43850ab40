// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of float_format.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../float_format.hpp"

namespace mlirbc {

MLIRBC_INLINE const float_info& info(float_kind k) noexcept {
  using nf = float_nonfinite;
  using ne = float_nan_encoding;
  static const float_info table[] = {
      {"bf16", 127, -126, 8, 16},
      {"f16", 15, -14, 11, 16},
      {"f32", 127, -126, 24, 32},
      {"f64", 1023, -1022, 53, 64},
      {"f80", 16383, -16382, 64, 80},
      {"f128", 16383, -16382, 113, 128},
      {"tf32", 127, -126, 11, 19},
      {"f8E5M2", 15, -14, 3, 8},
      {"f8E4M3", 7, -6, 4, 8},
      {"f8E4M3FN", 8, -6, 4, 8, nf::nan_only, ne::all_ones},
      {"f8E5M2FNUZ", 15, -15, 3, 8, nf::nan_only, ne::negative_zero},
      {"f8E4M3FNUZ", 7, -7, 4, 8, nf::nan_only, ne::negative_zero},
      {"f8E4M3B11FNUZ", 4, -10, 4, 8, nf::nan_only, ne::negative_zero},
      {"f8E3M4", 3, -2, 5, 8},
      {"f8E8M0FNU", 127, -127, 1, 8, nf::nan_only, ne::all_ones, false, false},
      {"f6E2M3FN", 2, 0, 4, 6, nf::finite_only},
      {"f6E3M2FN", 4, -2, 3, 6, nf::finite_only},
      {"f4E2M1FN", 2, 0, 2, 4, nf::finite_only},
  };
  return table[static_cast<std::size_t>(k)];
}

MLIRBC_INLINE std::optional<float_kind> float_kind_from_name(std::string_view name) noexcept {
  for (std::uint8_t i = 0; i <= static_cast<std::uint8_t>(float_kind::f4E2M1FN); ++i) {
    const auto k = static_cast<float_kind>(i);
    if (info(k).name == name) return k;
  }
  return std::nullopt;
}

}
namespace mlirbc {
namespace detail {

MLIRBC_INLINE float_parts decode_float(float_kind k, std::uint64_t lo, std::uint64_t hi) noexcept {
  const float_info& f = info(k);
  float_parts p;
  if (k == float_kind::f8E8M0FNU) {  // exponent only: 2^(e-127), 0xFF is NaN
    const unsigned e = static_cast<unsigned>(lo & 0xFF);
    if (e == 0xFF) {
      p.cat = float_category::nan;
      return p;
    }
    p.cat = float_category::finite;
    p.sig_lo = 1;
    p.exp2 = static_cast<int>(e) - 127;
    p.half_gap_below = e > 0;
    return p;
  }
  if (k == float_kind::f80) {  // explicit integer bit; LLVM's reading of odd encodings
    const std::uint64_t sig = lo;
    const unsigned e = static_cast<unsigned>(hi & 0x7FFF);
    p.neg = ((hi >> 15) & 1u) != 0;
    if (e == 0 && sig == 0) return p;
    if (e == 0x7FFF) {
      p.cat = sig == (std::uint64_t{1} << 63) ? float_category::infinity : float_category::nan;
      return p;
    }
    if (e != 0 && (sig >> 63) == 0) {
      p.cat = float_category::nan;  // "unnormal"
      return p;
    }
    p.cat = float_category::finite;
    p.sig_lo = sig;
    p.exp2 = (e == 0 ? -16382 : static_cast<int>(e) - 16383) - 63;
    p.half_gap_below = sig == (std::uint64_t{1} << 63) && e > 1;
    return p;
  }
  const unsigned mbits = f.precision - 1;
  const unsigned ebits = f.bits - 1 - mbits;
  auto field = [&](unsigned pos, unsigned width) -> std::uint64_t {  // width < 64
    const std::uint64_t v = pos >= 64 ? hi >> (pos - 64) : (lo >> pos) | (pos == 0 ? 0 : hi << (64 - pos));
    return v & ((std::uint64_t{1} << width) - 1);
  };
  // Mantissa (up to 112 bits) as two words.
  std::uint64_t m_lo = mbits >= 64 ? lo : lo & ((std::uint64_t{1} << mbits) - 1);
  std::uint64_t m_hi = mbits > 64 ? hi & ((std::uint64_t{1} << (mbits - 64)) - 1) : 0;
  const std::uint64_t e = field(mbits, ebits);
  p.neg = field(f.bits - 1, 1) != 0;
  const std::uint64_t e_max = (std::uint64_t{1} << ebits) - 1;
  const bool m_zero = m_lo == 0 && m_hi == 0;
  // (No format here has a 64-bit mantissa field: f80's, with its integer bit, is decoded above.)
  const bool m_ones = mbits < 64 && m_lo == (std::uint64_t{1} << mbits) - 1;
  if (e == 0 && m_zero) {
    if (f.nan == float_nan_encoding::negative_zero && p.neg) {
      p.cat = float_category::nan;
      p.neg = false;
    }
    return p;
  }
  if (f.nonfinite == float_nonfinite::ieee && e == e_max) {
    p.cat = m_zero ? float_category::infinity : float_category::nan;
    return p;
  }
  if (f.nan == float_nan_encoding::all_ones && e == e_max && m_ones) {
    p.cat = float_category::nan;
    return p;
  }
  p.cat = float_category::finite;
  const int bias = 1 - f.min_exp;
  if (e == 0) {
    p.exp2 = f.min_exp - static_cast<int>(mbits);
  } else {
    if (mbits >= 64)
      m_hi |= std::uint64_t{1} << (mbits - 64);
    else
      m_lo |= std::uint64_t{1} << mbits;
    p.exp2 = static_cast<int>(e) - bias - static_cast<int>(mbits);
    p.half_gap_below = m_zero && e > 1;
  }
  p.sig_lo = m_lo;
  p.sig_hi = m_hi;
  return p;
}

MLIRBC_INLINE decimal to_decimal(const float_parts& p, unsigned precision) {
  const std::uint64_t words[2] = {p.sig_lo, p.sig_hi};
  bignum n = bignum::from_words(words, 2);
  const std::uint64_t tz = n.countr_zero();
  n.shr(tz);
  long long e2 = static_cast<long long>(p.exp2) + static_cast<long long>(tz);
  decimal d;
  int exp10 = 0;
  if (e2 > 0) {
    n.shl(static_cast<std::uint64_t>(e2));
  } else if (e2 < 0) {
    n.mul_pow5(static_cast<std::uint64_t>(-e2));
    exp10 = static_cast<int>(e2);
  }
  // Bulk truncation: drop as many decimal digits as the bit count allows.
  const std::uint64_t bits = n.bit_length();
  const std::uint64_t bits_required = (std::uint64_t{precision} * 196 + 58) / 59;
  if (bits > bits_required) {
    const std::uint64_t tens = (bits - bits_required) * 59 / 196;
    if (tens != 0) {
      exp10 += static_cast<int>(tens);
      n.div_pow10(tens);
    }
  }
  std::string s = n.take_decimal();
  while (s.size() > 1 && s.back() == '0') {
    s.pop_back();
    ++exp10;
  }
  // Round half up to `precision` digits, looking only at the next digit.
  if (s.size() > precision) {
    const std::size_t drop = s.size() - precision;
    const bool up = s[precision] >= '5';
    s.resize(precision);
    exp10 += static_cast<int>(drop);
    if (up) {
      while (!s.empty() && s.back() == '9') {
        s.pop_back();
        ++exp10;
      }
      if (s.empty())
        s = "1";
      else
        ++s.back();
    }
    while (s.size() > 1 && s.back() == '0') {
      s.pop_back();
      ++exp10;
    }
  }
  d.digits = std::move(s);
  d.exp10 = exp10;
  return d;
}

MLIRBC_INLINE auto layout_decimal(const decimal& d, bool neg, unsigned precision, unsigned max_padding,
                           bool truncate_zero, std::string& out) -> void {
  if (neg) out += '-';
  const auto nd = static_cast<long long>(d.digits.size());
  long long exp = d.exp10;
  bool scientific = true;
  if (max_padding != 0) {
    if (exp >= 0) {
      scientific = exp > static_cast<long long>(max_padding) || nd + exp > static_cast<long long>(precision);
    } else {
      const long long msd = exp + nd - 1;
      scientific = msd < 0 && -msd > static_cast<long long>(max_padding);
    }
  }
  if (scientific) {
    exp += nd - 1;
    out += d.digits[0];
    out += '.';
    if (nd == 1 && truncate_zero)
      out += '0';
    else
      out.append(d.digits, 1, std::string::npos);
    if (!truncate_zero && static_cast<long long>(precision) > nd - 1)
      out.append(static_cast<std::size_t>(static_cast<long long>(precision) - nd + 1), '0');
    out += truncate_zero ? 'E' : 'e';
    out += exp >= 0 ? '+' : '-';
    std::string e = std::to_string(exp < 0 ? -exp : exp);
    if (!truncate_zero && e.size() < 2) out += '0';
    out += e;
    return;
  }
  if (exp >= 0) {
    out += d.digits;
    out.append(static_cast<std::size_t>(exp), '0');
    return;
  }
  const long long whole = exp + nd;
  if (whole > 0) {
    out.append(d.digits, 0, static_cast<std::size_t>(whole));
    out += '.';
    out.append(d.digits, static_cast<std::size_t>(whole), std::string::npos);
  } else {
    out += "0.";
    out.append(static_cast<std::size_t>(-whole), '0');
    out += d.digits;
  }
}

MLIRBC_INLINE int compare_dec_bin(const std::string& digits, long long exp10, bignum b, long long k) {
  bignum a;
  for (char c : digits) {
    a.mul_small(10);
    a.add_small(static_cast<std::uint32_t>(c - '0'));
  }
  if (exp10 >= 0)
    a.mul_pow5(static_cast<std::uint64_t>(exp10));
  else
    b.mul_pow5(static_cast<std::uint64_t>(-exp10));
  const long long s = exp10 - k;  // net power of two on the left
  if (s >= 0)
    a.shl(static_cast<std::uint64_t>(s));
  else
    b.shl(static_cast<std::uint64_t>(-s));
  return compare(a, b);
}

MLIRBC_INLINE bool decimal_rounds_to(const decimal& d, const float_parts& p) {
  const std::uint64_t words[2] = {p.sig_lo, p.sig_hi};
  const bignum m = bignum::from_words(words, 2);
  const bool m_even = (p.sig_lo & 1u) == 0;
  // Upper midpoint (2m+1) * 2^(e-1); ties go to the even neighbour.
  bignum upper = m;
  upper.mul_small(2);
  upper.add_small(1);
  const int cu = compare_dec_bin(d.digits, d.exp10, upper, static_cast<long long>(p.exp2) - 1);
  if (cu > 0 || (cu == 0 && !m_even)) return false;
  // Lower midpoint: (4m-1) * 2^(e-2) below a power of two, else (2m-1) * 2^(e-1).
  bignum lower = m;
  long long k = static_cast<long long>(p.exp2) - 1;
  bool inclusive = m_even;
  if (p.half_gap_below) {
    lower.mul_small(4);
    k = static_cast<long long>(p.exp2) - 2;
    inclusive = true;  // the neighbour below (all ones) is odd
  } else {
    lower.mul_small(2);
  }
  lower.sub_one();  // lower >= 2 here since m >= 1
  const int cl = compare_dec_bin(d.digits, d.exp10, lower, k);
  return cl > 0 || (cl == 0 && inclusive);
}

MLIRBC_INLINE void append_hex_bits(std::uint64_t lo, std::uint64_t hi, unsigned bits, std::string& out) {
  if (bits < 64) lo &= (std::uint64_t{1} << bits) - 1;
  if (bits <= 64) hi = 0;
  else if (bits < 128) hi &= (std::uint64_t{1} << (bits - 64)) - 1;
  static const char* hex = "0123456789ABCDEF";
  out += "0x";
  std::string digits;
  for (int i = 0; i < 16; ++i) digits += hex[(lo >> (4 * i)) & 0xF];
  for (int i = 0; i < 16; ++i) digits += hex[(hi >> (4 * i)) & 0xF];
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  out.append(digits.rbegin(), digits.rend());
}

}
}
namespace mlirbc {

MLIRBC_INLINE bool format_float(float_kind k, std::uint64_t lo, std::uint64_t hi, std::string& out) {
  const detail::float_parts p = detail::decode_float(k, lo, hi);
  if (p.cat == detail::float_category::zero) {
    out += p.neg ? "-0.000000e+00" : "0.000000e+00";
    return false;
  }
  if (p.cat == detail::float_category::finite) {
    const detail::decimal d6 = detail::to_decimal(p, 6);
    if (detail::decimal_rounds_to(d6, p)) {
      detail::layout_decimal(d6, p.neg, 6, 0, false, out);
      return false;
    }
    const unsigned precision = 2 + info(k).precision * 59 / 196;
    const detail::decimal dl = detail::to_decimal(p, precision);
    std::string s;
    detail::layout_decimal(dl, p.neg, precision, 3, true, s);
    if (s.find('.') != std::string::npos) {
      out += s;
      return false;
    }
  }
  // LLVM re-encodes an f80 NaN with an all-ones exponent ("unnormals" read as NaN).
  if (k == float_kind::f80 && p.cat == detail::float_category::nan) hi = (hi & 0x8000u) | 0x7FFFu;
  detail::append_hex_bits(lo, hi, info(k).bits, out);
  return true;
}

}
