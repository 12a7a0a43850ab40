// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of op_schema.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../op_schema.hpp"

namespace mlirbc::op_schema {

MLIRBC_INLINE int compare_full_name(const op_name& op, std::string_view s) noexcept {
  const std::string_view d = op.dialect_name;
  const std::size_t n = std::min(d.size(), s.size());
  if (int c = d.substr(0, n).compare(s.substr(0, n))) return c;
  if (op.name.empty()) return d.size() < s.size() ? -1 : (d.size() > s.size() ? 1 : 0);
  if (s.size() <= d.size()) return 1;  // op is longer (s is a prefix of its dialect name)
  if (s[d.size()] != '.') return '.' < s[d.size()] ? -1 : 1;
  return op.name.compare(s.substr(d.size() + 1));
}

MLIRBC_INLINE const op_desc* find(const schema_set& set, const op_name& op) noexcept {
  auto it = std::lower_bound(set.ops.begin(), set.ops.end(), op,
                             [](const op_desc& d, const op_name& o) { return compare_full_name(o, d.name) > 0; });
  if (it == set.ops.end() || compare_full_name(op, it->name) != 0) return nullptr;
  return &*it;
}

MLIRBC_INLINE bool has_dialect(const schema_set& set, std::string_view dialect) {
  const std::string prefix = std::string(dialect) + '.';
  auto it = std::lower_bound(set.ops.begin(), set.ops.end(), std::string_view(prefix),
                             [](const op_desc& d, std::string_view p) { return d.name < p; });
  return it != set.ops.end() && it->name.starts_with(prefix);
}

MLIRBC_INLINE std::span<const field_desc> fields_of(const schema_set& set, const op_desc& d) noexcept {
  return set.fields.subspan(d.first, d.count);
}

MLIRBC_INLINE std::int64_t sign_extend(std::uint64_t v, unsigned bits) noexcept {
  if (bits >= 64) return static_cast<std::int64_t>(v);
  const std::uint64_t m = std::uint64_t{1} << (bits - 1);
  v &= (std::uint64_t{1} << bits) - 1;
  return static_cast<std::int64_t>((v ^ m)) - static_cast<std::int64_t>(m);
}

MLIRBC_INLINE std::string_view expected_attr_name(expected_attr e) noexcept {
  switch (e) {  // no default: -Wswitch asks for the name of a new class
    case expected_attr::any: return "";
    case expected_attr::dialect: return "#";
    case expected_attr::string: return "string";
    case expected_attr::type: return "type";
    case expected_attr::integer: return "integer";
    case expected_attr::boolean: return "bool";
    case expected_attr::floating: return "float";
    case expected_attr::array: return "array";
    case expected_attr::dictionary: return "dictionary";
    case expected_attr::unit: return "unit";
    case expected_attr::flat_symbol_ref: return "flat_symbol_ref";
    case expected_attr::symbol_ref: return "symbol_ref";
    case expected_attr::dense_array_i1: return "dense_array_i1";
    case expected_attr::dense_array_i8: return "dense_array_i8";
    case expected_attr::dense_array_i16: return "dense_array_i16";
    case expected_attr::dense_array_i32: return "dense_array_i32";
    case expected_attr::dense_array_i64: return "dense_array_i64";
    case expected_attr::dense_array_f32: return "dense_array_f32";
    case expected_attr::dense_array_f64: return "dense_array_f64";
    case expected_attr::dense_int_elements: return "dense_int_elements";
    case expected_attr::dense_fp_elements: return "dense_fp_elements";
    case expected_attr::dense_elements: return "dense_elements";
  }
  return "";
}

MLIRBC_INLINE std::string_view expect_text(const field_desc& f) noexcept {
  return f.expect == expected_attr::dialect ? f.expect_class : expected_attr_name(f.expect);
}

MLIRBC_INLINE std::optional<expected_attr> expected_attr_from_name(std::string_view name) noexcept {
  for (unsigned i = static_cast<unsigned>(expected_attr::string); i <= static_cast<unsigned>(expected_attr::dense_elements); ++i) {
    const auto e = static_cast<expected_attr>(i);
    if (expected_attr_name(e) == name) return e;
  }
  return std::nullopt;
}

MLIRBC_INLINE unsigned enum_bits(field_kind k) noexcept {
  switch (k) {
    case field_kind::enum_i8: return 8;
    case field_kind::enum_i16: return 16;
    case field_kind::enum_i32: return 32;
    default: return 64;
  }
}

}
