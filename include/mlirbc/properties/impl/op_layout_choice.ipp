// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of op_layout_choice.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>

#include "../op_layout_choice.hpp"
#include "../../base/producer.hpp"

namespace mlirbc {

MLIRBC_INLINE unsigned layout_release(const bytecode& b) noexcept {
  if (b.producer() == "mlirbc") return 22;
  return mlir_producer_major(b.producer());
}

MLIRBC_INLINE unsigned layout_release(const bytecode& b, const dialect_registry& reg) noexcept {
  if (const unsigned forced = reg.forced_op_layouts()) return forced;
  if (b.version() >= version_native_properties) return layout_release(b);
  // v0-4: the producer's tools decide what is inherent; the nearest registered
  // release stands in for them, the newest when the producer names none.
  std::vector<unsigned> releases;
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (s->dialect.empty() && s->major != op_schema::any_release) releases.push_back(s->major);
  const unsigned producer = layout_release(b);
  return detail::preferred_release(producer == 0 ? ~0u : producer, releases);
}

MLIRBC_INLINE bool legacy_release_guessed(const bytecode& b, const dialect_registry& reg) noexcept {
  return b.version() < version_native_properties && reg.forced_op_layouts() == 0 && layout_release(b) == 0;
}

MLIRBC_INLINE const op_schema::schema_set* release_set(const bytecode& b, const dialect_registry& reg) noexcept {
  const unsigned release = layout_release(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (release != 0 && s->major == release && s->dialect.empty()) return s;
  return nullptr;
}

MLIRBC_INLINE const op_schema::schema_set* release_set(const attr_reader& r) noexcept {
  return release_set(r.file(), r.dialects());
}

MLIRBC_INLINE std::vector<const op_schema::schema_set*> fit_order(const bytecode& b, const dialect_registry& reg) {
  const unsigned producer = mlir_producer_major(b.producer());
  std::vector<const op_schema::schema_set*> sets;
  for (const op_schema::schema_set* s : reg.op_schemas())
    if (s->dialect.empty() && s->major != op_schema::any_release) sets.push_back(s);
  auto distance = [producer](unsigned m) { return m > producer ? m - producer : producer - m; };
  std::stable_sort(sets.begin(), sets.end(), [&](const op_schema::schema_set* x, const op_schema::schema_set* y) {
    return producer == 0 ? x->major > y->major : distance(x->major) < distance(y->major);
  });
  return sets;
}

MLIRBC_INLINE bool set_applies(const op_schema::schema_set& set, const bytecode& b) noexcept {
  auto uses_any = [&](std::span<const std::string_view> names) {
    return std::any_of(b.dialects().dialects.begin(), b.dialects().dialects.end(), [&](const dialect_entry& d) {
      return std::find(names.begin(), names.end(), d.name) != names.end();
    });
  };
  return !uses_any(set.not_with) && (set.only_with.empty() || uses_any(set.only_with));
}

MLIRBC_INLINE op_layout_plan plan_op_layouts(const bytecode& b, const dialect_registry& reg) {
  op_layout_plan p;
  p.release = release_set(b, reg);
  if (p.release == nullptr) p.by_fit = fit_order(b, reg);
  for (const op_schema::schema_set* s : reg.op_schemas()) {
    if (s->dialect.empty()) continue;
    const bool used = std::any_of(b.dialects().dialects.begin(), b.dialects().dialects.end(),
                                  [&](const dialect_entry& d) { return d.name == s->dialect; });
    const bool applies = s->major == op_schema::any_release || s->major == layout_release(b, reg);
    if (used && applies && set_applies(*s, b)) p.dialect_sets.push_back(s);
  }
  return p;
}

MLIRBC_INLINE op_layout find_release_independent_layout(const attr_reader& r, const op_name& op) {
  const bool legacy = r.file().version() < version_native_properties;
  for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
    if (s->major != op_schema::any_release || s->dialect != op.dialect_name) continue;
    if ((legacy && !s->legacy_inherent) || !set_applies(*s, r.file())) continue;
    if (const op_schema::op_desc* d = op_schema::find(*s, op)) return {s, d};
  }
  return {};
}

MLIRBC_INLINE op_layout find_layout_in(const attr_reader& r, const op_name& op, unsigned release) {
  if (const op_layout any = find_release_independent_layout(r, op); any.desc != nullptr) return any;
  if (release == 0) return {};
  auto search = [&](bool dialect_sets) -> op_layout {
    for (const op_schema::schema_set* s : r.dialects().op_schemas()) {
      if (s->major != release || s->dialect.empty() == dialect_sets) continue;
      if (dialect_sets && (s->dialect != op.dialect_name || !set_applies(*s, r.file()))) continue;
      if (const op_schema::op_desc* d = op_schema::find(*s, op)) return {s, d};
    }
    return {};
  };
  const op_layout own = search(true);
  return own.desc != nullptr ? own : search(false);
}

MLIRBC_INLINE op_layout find_layout(const attr_reader& r, const op_name& op) {
  const unsigned release = layout_release(r);
  const op_layout own = find_layout_in(r, op, release);
  const bytecode& b = r.file();
  if (own.desc != nullptr || b.version() >= version_native_properties || r.dialects().forced_op_layouts() != 0)
    return own;
  // v0-4: an op the chosen release has no definition of (the `test` dialect's table
  // exists for MLIR 22 only, and MLIR 16 files are read with 19's) takes the nearest
  // release that has one, as the producer's own tools knew the op.
  for (const op_schema::schema_set* s : fit_order(b, r.dialects())) {
    if (s->major == release) continue;
    if (const op_layout other = find_layout_in(r, op, s->major); other.desc != nullptr) return other;
  }
  return own;
}

namespace detail {

MLIRBC_INLINE unsigned preferred_release(unsigned producer, std::span<const unsigned> releases) noexcept {
  unsigned after = 0, before = 0;  // the nearest at or after the producer, the newest before it
  for (const unsigned m : releases) {
    if (m >= producer && (after == 0 || m < after)) after = m;
    if (m < producer && m > before) before = m;
  }
  return after != 0 ? after : before;
}

MLIRBC_INLINE bool dialect_has_layouts(const attr_reader& r, std::string_view dialect) {
  const auto& sets = r.dialects().op_schemas();
  return std::any_of(sets.begin(), sets.end(), [&](const op_schema::schema_set* s) {
    return op_schema::has_dialect(*s, dialect) && set_applies(*s, r.file());
  });
}

}  // namespace detail

}  // namespace mlirbc
