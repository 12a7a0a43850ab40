// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// float_format: the floating-point formats MLIR knows, and printing a value
// the way MLIR 22's printer does (checked against mlir-opt, see
// docs/attributes.md "Floats"):
//   1. the 6-digit scientific form ("1.500000e+00") if reading it back gives
//      the same bits;
//   2. otherwise the longer default form (enough digits to round-trip, e.g.
//      "2.7182818284590451" or "1.7976931348623157E+308") if it holds a '.';
//   3. otherwise (and always for NaN and infinities) the raw bits in hex,
//      "0x7FC00000".
// The decimal digits follow LLVM's APFloat conversion exactly, including its
// quirk of truncating (not rounding) digits dropped in bulk before the final
// round-half-up step; that is why 0.1 : f16 prints 9.997550e-02.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "config.hpp"
#include "bignum.hpp"

namespace mlirbc {

enum class float_kind : std::uint8_t {
  bf16, f16, f32, f64, f80, f128, tf32,
  f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU,
  f6E2M3FN, f6E3M2FN, f4E2M1FN,
};

enum class float_nonfinite : std::uint8_t {
  ieee,         // infinities and NaNs as in IEEE 754
  nan_only,     // no infinities; NaN encoding below
  finite_only,  // neither
};
enum class float_nan_encoding : std::uint8_t {
  ieee,           // all-ones exponent, non-zero mantissa
  all_ones,       // only the all-ones pattern (per sign) is NaN
  negative_zero,  // the "negative zero" pattern is the only NaN
};

// Parameters of one format, with the exponent range of normal values and the
// precision including the leading bit (as in LLVM's fltSemantics).
struct float_info {
  std::string_view name;  // MLIR type name
  int max_exp;
  int min_exp;
  unsigned precision;
  unsigned bits;  // storage width
  float_nonfinite nonfinite = float_nonfinite::ieee;
  float_nan_encoding nan = float_nan_encoding::ieee;
  bool has_zero = true;
  bool has_sign = true;
};

const float_info& info(float_kind k) noexcept;

std::optional<float_kind> float_kind_from_name(std::string_view name) noexcept;

// Bytes per element in dense element data: f80 takes 10, tf32 3, sub-byte formats 1.
inline unsigned float_storage_bytes(float_kind k) noexcept { return (info(k).bits + 7) / 8; }

namespace detail {

enum class float_category : std::uint8_t { zero, finite, infinity, nan };

// A value as category, sign and (for finite values) significand * 2^exp2.
struct float_parts {
  float_category cat = float_category::zero;
  bool neg = false;
  std::uint64_t sig_lo = 0, sig_hi = 0;  // full-precision integer significand
  int exp2 = 0;                          // exponent of its least significant bit
  bool half_gap_below = false;           // a power of two above the smallest binade
};

float_parts decode_float(float_kind k, std::uint64_t lo, std::uint64_t hi) noexcept;

// Decimal digits (most significant first, no trailing zeros) and a power of
// ten: the value is digits * 10^exp10.
struct decimal {
  std::string digits;
  int exp10 = 0;
};

// LLVM's digit generation for `precision` significant digits (see the header
// comment): exact digits of sig * 2^exp2, a bulk truncation sized from bit
// counts, then one round-half-up on the digit string.
decimal to_decimal(const float_parts& p, unsigned precision);

// Lays out digits like APFloat::toString(precision, max_padding, truncate_zero).
void layout_decimal(const decimal& d, bool neg, unsigned precision, unsigned max_padding,
                           bool truncate_zero, std::string& out);

// Compares digits * 10^exp10 with b * 2^k.
int compare_dec_bin(const std::string& digits, long long exp10, bignum b, long long k);

// Would reading `d` back (round to nearest, ties to even) give exactly p?
bool decimal_rounds_to(const decimal& d, const float_parts& p);

void append_hex_bits(std::uint64_t lo, std::uint64_t hi, unsigned bits, std::string& out);

}  // namespace detail

// Appends the MLIR text of the float with raw bits (lo, hi: bits 0-63, 64-127)
// in format k. Returns true when it printed the hex form (callers need this:
// MLIR never elides the type of a hex-printed float).
bool format_float(float_kind k, std::uint64_t lo, std::uint64_t hi, std::string& out);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/float_format.ipp"
#endif
