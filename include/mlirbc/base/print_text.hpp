// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// print_text: MLIR's spelling of strings, names, integers and hex bytes
// (shared by attr_printer and the dialect plug-ins' printers, dialect_printer.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"
#include "bignum.hpp"

namespace mlirbc {

namespace print_detail {

// MLIR's string escaping: printable ASCII except '"' and '\' as is, '\' as
// "\\", everything else as '\' and two uppercase hex digits.
void append_escaped(std::string_view s, std::string& out);
void append_quoted(std::string_view s, std::string& out);

// A bare identifier: [A-Za-z_][A-Za-z0-9_$.]*
bool is_bare_identifier(std::string_view s) noexcept;
void append_keyword_or_string(std::string_view s, std::string& out);

// Decimal text of a `width`-bit integer given as little-endian 64-bit words.
void append_int(const std::uint64_t* words, std::size_t n, std::uint32_t width, bool is_signed,
                       std::string& out);

void append_hex_bytes(std::span<const std::byte> data, std::string& out);

// Little-endian bytes [p, p+n) (n <= 16) as two words.
void load_words(const std::byte* p, std::size_t n, std::uint64_t& lo, std::uint64_t& hi) noexcept;

// MLIR's nested layout of the n elements of a shape, row-major: `[[a, b], [c, d]]`
// (open/close are the brackets). emit(text) writes brackets and separators,
// element(i) element i.
template <class Emit, class Element>
void append_nested(std::span<const std::int64_t> shape, std::uint64_t n, std::string_view open_bracket,
                   std::string_view close_bracket, Emit emit, Element element) {
  if (n == 0) return;
  const std::size_t rank = shape.size();
  std::vector<std::int64_t> counter(rank, 0);
  std::size_t open = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    if (i != 0) emit(std::string_view(", "));
    for (; open < rank; ++open) emit(open_bracket);
    element(i);
    if (rank == 0) continue;
    ++counter[rank - 1];
    for (std::size_t d = rank - 1; d > 0; --d) {
      if (counter[d] < shape[d]) continue;
      counter[d] = 0;
      ++counter[d - 1];
      --open;
      emit(close_bracket);
    }
  }
  for (; open > 0; --open) emit(close_bracket);
}

}  // namespace print_detail

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/print_text.ipp"
#endif
