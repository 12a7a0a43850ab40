// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// ir_print_attrs: the one place where the op printer meets the attribute layer
// (attr_printer: types, locations, attributes) and the op property schemas
// (op_properties, inherent_attributes: what goes into `<{...}>` and what into `{...}`).
//
// Anything that cannot be printed prints a visible placeholder `<<...>>` and
// is remembered as the first error, so a dump still shows the whole structure
// but reports the failure. Properties that no layout decodes are not such a
// failure: they print as their bytes, `<#mlirbc.opaque_properties<"0x…">>`,
// with a warning (strict mode: the placeholder and the error).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "attr_printer.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/bytecode.hpp"
#include "../base/cursor.hpp"
#include "../properties/inherent_attributes.hpp"
#include "../ir/ir.hpp"
#include "../properties/op_properties.hpp"
#include "property_printer.hpp"

namespace mlirbc {

class ir_attrs {
 public:
  // Decodes through a reader of its own, which reports to `warnings` (attr_reader).
  ir_attrs(const bytecode& b, const dialect_registry& dialects, format_warnings* warnings = nullptr);
  // Decodes through `shared` (attr_reader is safe to share between threads),
  // with a printer and caches of its own.
  ir_attrs(const bytecode& b, const attr_reader& shared);

  const attr_reader& reader() const noexcept { return reader_; }

  // Appends the type's MLIR text.
  void type(std::string& out, std::uint64_t idx);

  // Appends `loc(...)`.
  void location(std::string& out, std::uint64_t idx);

  // Whether a result type is a FunctionType (printed in parentheses).
  bool is_function_type(std::uint64_t idx) const;

  // Appends ` <{...}>` (or ` <ATTR>`) for what MLIR shows as the op's properties.
  void properties(std::string& out, const op_view& op);

  // Appends ` {...}` for the op's discardable attributes, if any.
  void discardable(std::string& out, const op_view& op);

  // The first thing that could not be printed (ok when none).
  error first_error() const { return err_; }
  // The first error since the last call (per task of a parallel print).
  error take_first_error() { return std::exchange(err_, error{}); }
  std::uint64_t failures() const noexcept { return failures_; }

 private:
  void print_dict(std::string& out, const char* open, const std::vector<property_value>& props, const char* close);
  // A v5+ op's properties entry, decoded and printed.
  void native_properties(std::string& out, const op_view& op);

  // Replaces a partial print from `at` on with a placeholder and keeps the error.
  void failed(std::string& out, std::size_t at, const error& e, const char* what);

  const bytecode& b_;
  std::optional<attr_reader> own_;
  const attr_reader& reader_;
  attr_printer printer_;
  error err_{};
  std::uint64_t failures_ = 0;
  // The text of recently printed (op name, properties entry) pairs: equal
  // properties are stored once and shared by many ops, and decoding them was
  // most of an op's print. Direct-mapped, so its memory stays fixed however
  // many distinct entries a file has.
  struct printed_properties {
    std::uint64_t name = UINT64_MAX;
    std::uint64_t entry = UINT64_MAX;
    std::string text;
  };
  static constexpr std::size_t properties_slots = 256;
  std::vector<printed_properties> printed_;
  // The same for types: a file has few distinct types, and every op prints
  // those of its operands and results.
  struct printed_type {
    std::uint64_t idx = UINT64_MAX;
    std::string text;
  };
  static constexpr std::size_t type_slots = 64;
  std::vector<printed_type> printed_types_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/ir_print_attrs.ipp"
#endif
