// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialect_printer: where a dialect decoder writes the text of one of its values
// (the extension point's output side; docs/dialects.md).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../model/attributes.hpp"
#include "dialect_reader.hpp"
#include "../base/float_format.hpp"
#include "../base/print_text.hpp"

namespace mlirbc {

// Where a dialect decoder writes the text of a value. Nested attributes and
// types are written by index and printed by attr_printer afterwards (no
// recursion). The full form of a value is `#dialect.mnemonic<...>` (`!` for
// types); the "stripped" form, used by MLIR for parameters of a known
// attribute class, is only what follows the mnemonic.
class dialect_printer {
 public:
  enum class piece_kind : std::uint8_t { text, attribute, attribute_stripped, type, type_stripped };
  struct piece {
    piece_kind kind;
    std::uint64_t idx = 0;
    std::string text;
  };

  dialect_printer(const detail::entry_services& r, bool stripped) noexcept : r_(&r), stripped_(stripped) {}

  // The value's mnemonic (`di_file`); written only in the full form.
  void mnemonic(std::string_view m);
  void text(std::string_view s);
  void quoted(std::string_view s);
  void keyword_or_string(std::string_view s);
  void unsigned_int(std::uint64_t v) { text(std::to_string(v)); }
  void signed_int(std::int64_t v) { text(std::to_string(v)); }
  // A float of the given format from its bits, as MLIR prints float attributes.
  void floating(float_kind k, std::uint64_t lo, std::uint64_t hi = 0);
  void attribute(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::attribute, idx, {}}); }
  void attribute_stripped(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::attribute_stripped, idx, {}}); }
  void type(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::type, idx, {}}); }
  void type_stripped(std::uint64_t idx) { pieces_.push_back(piece{piece_kind::type_stripped, idx, {}}); }
  // Comma-separated lists: `i32, f32`; `1 : i64, "a"`.
  void types(std::span<const std::uint64_t> idx);
  void attributes(std::span<const std::uint64_t> idx);

  bool stripped() const noexcept { return stripped_; }
  // Nested nodes (always decoded: they are references of a published node).
  const mlirbc::attribute& attribute_node(std::uint64_t idx) const noexcept { return *r_->find_attribute(idx); }
  const mlirbc::type& type_node(std::uint64_t idx) const noexcept { return *r_->find_type(idx); }
  std::vector<piece>& pieces() noexcept { return pieces_; }

 private:
  const detail::entry_services* r_;
  bool stripped_;
  std::vector<piece> pieces_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dialect_printer.ipp"
#endif
