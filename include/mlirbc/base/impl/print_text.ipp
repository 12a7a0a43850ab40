// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of print_text.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../print_text.hpp"

namespace mlirbc {
namespace print_detail {

MLIRBC_INLINE void append_escaped(std::string_view s, std::string& out) {
  static const char* hex = "0123456789ABCDEF";
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '\\') {
      out += "\\\\";
    } else if (u >= 0x20 && u <= 0x7E && ch != '"') {
      out += ch;
    } else {
      out += '\\';
      out += hex[u >> 4];
      out += hex[u & 0xF];
    }
  }
}

MLIRBC_INLINE void append_quoted(std::string_view s, std::string& out) {
  out += '"';
  append_escaped(s, out);
  out += '"';
}

MLIRBC_INLINE bool is_bare_identifier(std::string_view s) noexcept {
  auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (s.empty() || (!alpha(s[0]) && s[0] != '_')) return false;
  for (const char c : s.substr(1))
    if (!alpha(c) && !digit(c) && c != '_' && c != '$' && c != '.') return false;
  return true;
}

MLIRBC_INLINE void append_keyword_or_string(std::string_view s, std::string& out) {
  if (is_bare_identifier(s))
    out += s;
  else
    append_quoted(s, out);
}

MLIRBC_INLINE auto append_int(const std::uint64_t* words, std::size_t n, std::uint32_t width, bool is_signed,
                       std::string& out) -> void {
  if (width <= 64) {
    std::uint64_t v = n > 0 ? words[0] : 0;
    if (width == 0) v = 0;
    else if (width < 64) v &= (std::uint64_t{1} << width) - 1;
    if (is_signed && width > 0 && ((v >> (width - 1)) & 1u) != 0) {
      const std::uint64_t mag = width == 64 ? ~v + 1 : (std::uint64_t{1} << width) - v;
      out += '-';
      out += std::to_string(mag);
    } else {
      out += std::to_string(v);
    }
    return;
  }
  detail::bignum b = detail::bignum::from_words(words, n);
  if (is_signed && b.bit(width - 1)) {
    b.negate_mod(width);
    out += '-';
  }
  out += b.take_decimal();
}

MLIRBC_INLINE void append_hex_bytes(std::span<const std::byte> data, std::string& out) {
  static const char* hex = "0123456789ABCDEF";
  out += "0x";
  for (const std::byte b : data) {
    out += hex[static_cast<unsigned>(b) >> 4];
    out += hex[static_cast<unsigned>(b) & 0xF];
  }
}

MLIRBC_INLINE void load_words(const std::byte* p, std::size_t n, std::uint64_t& lo, std::uint64_t& hi) noexcept {
  lo = hi = 0;
  for (std::size_t i = 0; i < n && i < 8; ++i) lo |= std::uint64_t{static_cast<std::uint8_t>(p[i])} << (8 * i);
  for (std::size_t i = 8; i < n && i < 16; ++i) hi |= std::uint64_t{static_cast<std::uint8_t>(p[i])} << (8 * (i - 8));
}

}
}
