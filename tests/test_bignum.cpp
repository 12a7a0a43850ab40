// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// detail::bignum (base/bignum.hpp), the exact arithmetic behind float text,
// against unsigned 128-bit integers: every operation on seeded values below
// 2^120 and on the edges (zero, one limb, carries across limbs, shifts by 0,
// 31, 32 and more than the number holds, -0 under negate_mod).
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include <mlirbc/base/bignum.hpp>

using mlirbc::detail::bignum;

namespace {

__extension__ typedef unsigned __int128 u128;

bignum big(u128 v) {
  const std::uint64_t words[2] = {static_cast<std::uint64_t>(v), static_cast<std::uint64_t>(v >> 64)};
  return bignum::from_words(words, 2);
}

std::string decimal(u128 v) {
  if (v == 0) return "0";
  std::string s;
  while (v != 0) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  }
  return s;
}

// The value of b, read back through its decimal text.
std::string text(bignum b) { return b.take_decimal(); }

unsigned bit_width(u128 v) {
  unsigned n = 0;
  while (v != 0) {
    ++n;
    v >>= 1;
  }
  return n;
}

std::uint64_t state = 0x9E3779B97F4A7C15ull;
std::uint64_t next() {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

}  // namespace

TEST_CASE("bignum: each operation as 128-bit integers compute it") {
  const u128 mask120 = (u128{1} << 120) - 1;
  for (int round = 0; round < 400; ++round) {
    // Values of every size: a few bits up to 120.
    const unsigned width = 1 + static_cast<unsigned>(next() % 120);
    u128 v = ((u128{next()} << 64) | next()) & mask120;
    v &= (width == 128 ? ~u128{0} : (u128{1} << width) - 1);
    if (round % 50 == 0) v = 0;
    CAPTURE(decimal(v));
    const bignum b = big(v);
    CHECK(b.is_zero() == (v == 0));
    CHECK(text(b) == decimal(v));
    CHECK(b.bit_length() == bit_width(v));
    CHECK(b.low64() == static_cast<std::uint64_t>(v));
    for (const std::uint64_t i : {0u, 1u, 31u, 32u, 63u, 64u, 100u, 119u, 200u}) CHECK(b.bit(i) == (((v >> (i % 128)) & 1) != 0 && i < 128));
    if (v != 0) {
      unsigned tz = 0;
      while (((v >> tz) & 1) == 0) ++tz;
      CHECK(b.countr_zero() == tz);
    } else {
      CHECK(b.countr_zero() == 0);
    }
    const std::uint32_t small = static_cast<std::uint32_t>(next() % 255);  // 0 included
    {
      bignum m = b;
      m.mul_small(small);
      CHECK(text(m) == decimal(v * small));
    }
    {
      bignum a = b;
      const std::uint32_t add = static_cast<std::uint32_t>(next());
      a.add_small(add);
      CHECK(text(a) == decimal(v + add));
    }
    if (v != 0) {
      bignum s = b;
      s.sub_one();
      CHECK(text(s) == decimal(v - 1));
    }
    {
      const std::uint64_t n = next() % 3;  // 5^n * v < 2^128
      bignum p = b;
      p.mul_pow5(n);
      u128 want = v;
      for (std::uint64_t k = 0; k < n; ++k) want *= 5;
      CHECK(text(p) == decimal(want));
    }
    for (const std::uint64_t bits : {0u, 1u, 7u}) {
      bignum l = b;
      l.shl(bits);
      CHECK(text(l) == decimal(v << bits));
    }
    for (const std::uint64_t bits : {0u, 1u, 31u, 32u, 33u, 64u, 90u, 130u, 500u}) {
      bignum r = b;
      r.shr(bits);
      CHECK(text(r) == decimal(bits >= 128 ? 0 : v >> bits));
    }
    {
      const std::uint32_t d = 1 + static_cast<std::uint32_t>(next() % 1000000);
      bignum q = b;
      const std::uint32_t rem = q.divmod_small(d);
      CHECK(rem == static_cast<std::uint32_t>(v % d));
      CHECK(text(q) == decimal(v / d));
    }
    for (const std::uint64_t n : {0u, 3u, 9u, 20u, 40u}) {
      bignum q = b;
      q.div_pow10(n);
      u128 want = v;
      for (std::uint64_t k = 0; k < n; ++k) want /= 10;
      CHECK(text(q) == decimal(want));
    }
    {
      // Two's complement in 120 bits: 2^120 - v (0 stays 0).
      bignum n = b;
      n.negate_mod(120);
      CHECK(text(n) == decimal(v == 0 ? 0 : (u128{1} << 120) - v));
    }
    const u128 w = ((u128{next()} << 64) | next()) & mask120;
    const int c = compare(b, big(w));
    CHECK(c == (v < w ? -1 : v > w ? 1 : 0));
    CHECK(compare(b, big(v)) == 0);
  }
}

TEST_CASE("bignum: the edges") {
  CHECK(bignum(0).is_zero());
  CHECK(bignum().take_decimal() == "0");
  CHECK(bignum(0).bit_length() == 0);
  CHECK(bignum(0).low64() == 0);
  CHECK(bignum(std::uint64_t{1} << 40).low64() == std::uint64_t{1} << 40);
  CHECK(text(bignum(~std::uint64_t{0})) == "18446744073709551615");
  bignum z;
  z.shl(5);  // nothing to shift
  CHECK(z.is_zero());
  z.div_pow10(30);
  CHECK(z.is_zero());
  bignum one(1);
  one.shl(64);
  CHECK(text(one) == "18446744073709551616");
  one.sub_one();  // borrows across both low limbs
  CHECK(text(one) == "18446744073709551615");
  bignum carry(0xFFFFFFFFu);
  carry.add_small(1);  // carry into a new limb
  CHECK(text(carry) == "4294967296");
  bignum zero_mod;
  zero_mod.negate_mod(64);  // -0 wraps to 0
  CHECK(zero_mod.is_zero());
  bignum odd_width(5);
  odd_width.negate_mod(13);  // 2^13 - 5
  CHECK(text(odd_width) == "8187");
  bignum large(1);
  large.mul_pow5(40);  // past 5^13 per step
  CHECK(text(large) == "9094947017729282379150390625");
  bignum nothing(123);
  nothing.mul_small(0);
  CHECK(nothing.is_zero());
}
