// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dialect_printer.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dialect_printer.hpp"

namespace mlirbc {

MLIRBC_INLINE void dialect_printer::mnemonic(std::string_view m) {
  if (!stripped_) {
    text(".");
    text(m);
  }
}

MLIRBC_INLINE void dialect_printer::text(std::string_view s) {
  if (pieces_.empty() || pieces_.back().kind != piece_kind::text) pieces_.push_back(piece{piece_kind::text, 0, {}});
  pieces_.back().text += s;
}

MLIRBC_INLINE void dialect_printer::types(std::span<const std::uint64_t> idx) {
  for (std::size_t i = 0; i < idx.size(); ++i) {
    if (i != 0) text(", ");
    type(idx[i]);
  }
}

MLIRBC_INLINE void dialect_printer::attributes(std::span<const std::uint64_t> idx) {
  for (std::size_t i = 0; i < idx.size(); ++i) {
    if (i != 0) text(", ");
    attribute(idx[i]);
  }
}

MLIRBC_INLINE void dialect_printer::quoted(std::string_view s) {
  std::string q;
  print_detail::append_quoted(s, q);
  text(q);
}

MLIRBC_INLINE void dialect_printer::keyword_or_string(std::string_view s) {
  std::string q;
  print_detail::append_keyword_or_string(s, q);
  text(q);
}

MLIRBC_INLINE void dialect_printer::floating(float_kind k, std::uint64_t lo, std::uint64_t hi) {
  std::string s;
  (void)format_float(k, lo, hi, s);
  text(s);
}

}
