// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dialect_registry.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dialect_registry.hpp"

namespace mlirbc {

namespace detail {
MLIRBC_INLINE void store(value_slot<attribute::payload>& out, dialect_value&& v) {
  out.emplace(attrs::dialect{std::move(v)});
}
MLIRBC_INLINE void store(value_slot<type::payload>& out, dialect_value&& v) { out.emplace(types::dialect{std::move(v)}); }
MLIRBC_INLINE void clear(value_slot<attribute::payload>& out) noexcept { out.reset(); }
MLIRBC_INLINE void clear(value_slot<type::payload>& out) noexcept { out.reset(); }
}  // namespace detail

MLIRBC_INLINE dialect_registry::dialect_registry() = default;
MLIRBC_INLINE dialect_registry::dialect_registry(const dialect_registry&) = default;
MLIRBC_INLINE dialect_registry::dialect_registry(dialect_registry&&) noexcept = default;
MLIRBC_INLINE dialect_registry& dialect_registry::operator=(const dialect_registry&) = default;
MLIRBC_INLINE dialect_registry& dialect_registry::operator=(dialect_registry&&) noexcept = default;
MLIRBC_INLINE dialect_registry::~dialect_registry() = default;

MLIRBC_INLINE dialect_registry& dialect_registry::remove(std::string_view dialect) {
  for (std::size_t i = 0; i < hooks_.size(); ++i) {
    if (hooks_[i]->name() == dialect) {
      hooks_.erase(hooks_.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  }
  std::erase_if(schemas_, [&](const op_schema::schema_set* s) { return s->dialect == dialect; });
  return *this;
}

MLIRBC_INLINE dialect_registry& dialect_registry::add_op_schemas(const op_schema::schema_set& set) {
  for (const auto* s : schemas_)
    if (s == &set) return *this;
  schemas_.push_back(&set);
  return *this;
}

MLIRBC_INLINE dialect_registry& dialect_registry::add_op_layouts(std::shared_ptr<const op_schema::layout_file> file) {
  if (!file) return *this;
  std::erase_if(schemas_, [&](const op_schema::schema_set* s) { return s->dialect == file->dialect(); });
  schemas_.push_back(&file->set());
  layout_files_.push_back(std::move(file));
  return *this;
}

MLIRBC_INLINE dialect_registry& dialect_registry::force_op_layouts(unsigned major) noexcept {
  forced_release_ = major;
  return *this;
}

MLIRBC_INLINE const detail::dialect_hooks* dialect_registry::find(std::string_view dialect) const noexcept {
  for (const auto& h : hooks_)
    if (h->name() == dialect) return h.get();
  return nullptr;
}

MLIRBC_INLINE bool dialect_registry::rewrite_textual(std::string_view text, entry_kind k, const bytecode& b, std::string& out) const {
  for (const auto& h : hooks_)
    if (h->rewrite_textual(text, k, b, out)) return true;
  return false;
}

MLIRBC_INLINE std::span<const op_schema::schema_set* const> dialect_registry::op_schemas() const noexcept {
  return {schemas_.data(), schemas_.size()};
}

}
