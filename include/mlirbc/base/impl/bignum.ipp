// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of bignum.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../bignum.hpp"

namespace mlirbc::detail {

MLIRBC_INLINE bignum::bignum(std::uint64_t v) {
  while (v != 0) {
    limbs_.push_back(static_cast<std::uint32_t>(v));
    v >>= 32;
  }
}

MLIRBC_INLINE bignum bignum::from_words(const std::uint64_t* words, std::size_t n) {
  bignum b;
  b.limbs_.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    b.limbs_.push_back(static_cast<std::uint32_t>(words[i]));
    b.limbs_.push_back(static_cast<std::uint32_t>(words[i] >> 32));
  }
  b.trim();
  return b;
}

MLIRBC_INLINE std::uint64_t bignum::bit_length() const noexcept {
  if (limbs_.empty()) return 0;
  return 32 * (limbs_.size() - 1) + static_cast<std::uint64_t>(std::bit_width(limbs_.back()));
}

MLIRBC_INLINE bool bignum::bit(std::uint64_t i) const noexcept {
  const std::size_t l = static_cast<std::size_t>(i / 32);
  return l < limbs_.size() && ((limbs_[l] >> (i % 32)) & 1u) != 0;
}

MLIRBC_INLINE std::uint64_t bignum::countr_zero() const noexcept {
  for (std::size_t i = 0; i < limbs_.size(); ++i)
    if (limbs_[i] != 0) return 32 * i + static_cast<std::uint64_t>(std::countr_zero(limbs_[i]));
  return 0;
}

MLIRBC_INLINE std::uint64_t bignum::low64() const noexcept {
  std::uint64_t v = 0;
  if (!limbs_.empty()) v = limbs_[0];
  if (limbs_.size() > 1) v |= std::uint64_t{limbs_[1]} << 32;
  return v;
}

MLIRBC_INLINE void bignum::mul_small(std::uint32_t f) {
  std::uint64_t carry = 0;
  for (auto& l : limbs_) {
    const std::uint64_t p = std::uint64_t{l} * f + carry;
    l = static_cast<std::uint32_t>(p);
    carry = p >> 32;
  }
  if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
  if (f == 0) limbs_.clear();
}

MLIRBC_INLINE void bignum::add_small(std::uint32_t a) {
  std::uint64_t carry = a;
  for (auto& l : limbs_) {
    if (carry == 0) return;
    const std::uint64_t s = std::uint64_t{l} + carry;
    l = static_cast<std::uint32_t>(s);
    carry = s >> 32;
  }
  if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
}

MLIRBC_INLINE void bignum::sub_one() {
  for (auto& l : limbs_) {
    if (l-- != 0) break;
  }
  trim();
}

MLIRBC_INLINE void bignum::mul_pow5(std::uint64_t n) {
  constexpr std::uint32_t five13 = 1220703125u;  // 5^13, the largest power of 5 below 2^32
  for (; n >= 13; n -= 13) mul_small(five13);
  std::uint32_t f = 1;
  for (; n > 0; --n) f *= 5;
  mul_small(f);
}

MLIRBC_INLINE void bignum::shl(std::uint64_t bits) {
  if (limbs_.empty() || bits == 0) return;
  const std::size_t words = static_cast<std::size_t>(bits / 32);
  const unsigned rest = static_cast<unsigned>(bits % 32);
  if (rest != 0) {
    std::uint32_t carry = 0;
    for (auto& l : limbs_) {
      const std::uint32_t next = l >> (32 - rest);
      l = (l << rest) | carry;
      carry = next;
    }
    if (carry != 0) limbs_.push_back(carry);
  }
  limbs_.insert(limbs_.begin(), words, 0u);
}

MLIRBC_INLINE void bignum::shr(std::uint64_t bits) {
  const std::size_t words = static_cast<std::size_t>(bits / 32);
  if (words >= limbs_.size()) {
    limbs_.clear();
    return;
  }
  limbs_.erase(limbs_.begin(), limbs_.begin() + static_cast<std::ptrdiff_t>(words));
  const unsigned rest = static_cast<unsigned>(bits % 32);
  if (rest != 0) {
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
      const std::uint32_t hi = i + 1 < limbs_.size() ? limbs_[i + 1] : 0u;
      limbs_[i] = (limbs_[i] >> rest) | (hi << (32 - rest));
    }
  }
  trim();
}

MLIRBC_INLINE std::uint32_t bignum::divmod_small(std::uint32_t d) {
  std::uint64_t rem = 0;
  for (std::size_t i = limbs_.size(); i-- > 0;) {
    const std::uint64_t cur = (rem << 32) | limbs_[i];
    limbs_[i] = static_cast<std::uint32_t>(cur / d);
    rem = cur % d;
  }
  trim();
  return static_cast<std::uint32_t>(rem);
}

MLIRBC_INLINE void bignum::div_pow10(std::uint64_t n) {
  for (; n >= 9 && !limbs_.empty(); n -= 9) (void)divmod_small(1000000000u);
  std::uint32_t d = 1;
  for (; n > 0; --n) d *= 10;
  if (d != 1) (void)divmod_small(d);
}

MLIRBC_INLINE void bignum::negate_mod(std::uint64_t bits) {
  const std::size_t n = static_cast<std::size_t>((bits + 31) / 32);
  limbs_.resize(std::max(limbs_.size(), n), 0u);
  for (auto& l : limbs_) l = ~l;
  limbs_.resize(n);
  if (bits % 32 != 0) limbs_.back() &= (1u << (bits % 32)) - 1u;
  trim();
  add_small(1);
  if (bit_length() > bits) limbs_.clear();  // -0 wraps to 0
}

MLIRBC_INLINE std::string bignum::take_decimal() {
  if (limbs_.empty()) return "0";
  std::string rev;
  while (!limbs_.empty()) {
    std::uint32_t chunk = divmod_small(1000000000u);
    for (int k = 0; k < 9; ++k) {
      rev.push_back(static_cast<char>('0' + chunk % 10));
      chunk /= 10;
      if (limbs_.empty() && chunk == 0) break;
    }
  }
  while (rev.size() > 1 && rev.back() == '0') rev.pop_back();
  return {rev.rbegin(), rev.rend()};
}

MLIRBC_INLINE void bignum::trim() {
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

}
