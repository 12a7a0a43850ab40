// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// bignum: a small unsigned arbitrary-precision integer, for exact decimal
// printing of wide integers and of floating-point values.
//
// Only what the printers need: multiply by a small factor or by 5^n, shift,
// divide by a small factor, compare, bit length. Limbs are 32-bit, least
// significant first, with no leading zero limbs (zero is an empty vector).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "config.hpp"

namespace mlirbc::detail {

class bignum {
 public:
  bignum() = default;
  explicit bignum(std::uint64_t v);
  // From 64-bit words, least significant first.
  static bignum from_words(const std::uint64_t* words, std::size_t n);

  bool is_zero() const noexcept { return limbs_.empty(); }
  std::uint64_t bit_length() const noexcept;
  bool bit(std::uint64_t i) const noexcept;
  std::uint64_t countr_zero() const noexcept;
  std::uint64_t low64() const noexcept;

  void mul_small(std::uint32_t f);
  void add_small(std::uint32_t a);
  // Subtracts one; the value must not be zero.
  void sub_one();
  void mul_pow5(std::uint64_t n);
  void shl(std::uint64_t bits);
  void shr(std::uint64_t bits);
  // Divides in place; returns the remainder.
  std::uint32_t divmod_small(std::uint32_t d);
  // Floor division by 10^n.
  void div_pow10(std::uint64_t n);
  // Two's complement negation modulo 2^bits (bits > 0); used for signed printing.
  void negate_mod(std::uint64_t bits);

  friend int compare(const bignum& a, const bignum& b) noexcept {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    for (std::size_t i = a.limbs_.size(); i-- > 0;)
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
    return 0;
  }

  // Decimal digits, most significant first ("0" for zero). Destroys the value.
  std::string take_decimal();

 private:
  void trim();
  std::vector<std::uint32_t> limbs_;
};

}  // namespace mlirbc::detail

#if MLIRBC_WITH_BODIES
#include "impl/bignum.ipp"
#endif
