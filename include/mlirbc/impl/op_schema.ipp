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

MLIRBC_INLINE unsigned enum_bits(field_kind k) noexcept {
  switch (k) {
    case field_kind::enum_i8: return 8;
    case field_kind::enum_i16: return 16;
    case field_kind::enum_i32: return 32;
    default: return 64;
  }
}

}
