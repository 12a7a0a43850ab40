// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// shaped_types: questions about decoded types that the decoder, the printer and
// the weight accessors all ask — element counts of static shapes, the shape
// and element of a tensor or vector type, the storage size of an element.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "../base/config.hpp"
#include "attributes.hpp"
#include "../base/dense_text.hpp"
#include "../base/float_format.hpp"

namespace mlirbc {

// Number of elements of a static shape, or nullopt if a dimension is dynamic or
// the product overflows.
std::optional<std::uint64_t> static_element_count(std::span<const std::int64_t> shape) noexcept;

// The shape and element type of a ranked tensor or vector type.
struct shaped_view {
  std::span<const std::int64_t> shape;
  std::uint64_t element = 0;  // type index
};
std::optional<shaped_view> shaped_of(const type& t) noexcept;

// Bytes one element of type `t` takes in dense storage: integers round up to
// whole bytes (i1 takes one; bit-packed literals are the caller's business), index 8, floats their storage size, complex
// numbers two parts. nullopt for other types. `find_type(i)` returns the node
// of type index i, or nullptr (for the part type of a complex).
template <class FindType>
std::optional<std::uint64_t> element_storage_bytes(const type& t, const FindType& find_type) noexcept {
  auto scalar = [](const type& s) -> std::optional<std::uint64_t> {
    if (const auto* i = s.get<types::integer>()) return (std::uint64_t{i->width} + 7) / 8;
    if (s.is<types::index>()) return 8;
    if (const auto* f = s.get<types::floating>()) return float_storage_bytes(f->kind);
    return std::nullopt;
  };
  if (const auto* c = t.get<types::complex>()) {
    const type* part = find_type(c->element);
    if (part == nullptr || part->is<types::index>()) return std::nullopt;
    const auto half = scalar(*part);
    if (!half) return std::nullopt;
    return 2 * *half;
  }
  return scalar(t);
}

// How elements of builtin type `et` (integer, index, float, or complex of those)
// are stored in dense data. `find_type(i)` as for element_storage_bytes.
template <class FindType>
dense_element_format dense_format_of(const type& et, const FindType& find_type) noexcept {
  dense_element_format f;
  const type* t = &et;
  if (const auto* c = et.get<types::complex>()) {
    f.complex = true;
    t = find_type(c->element);
    if (t == nullptr) return f;
  }
  if (const auto* i = t->get<types::integer>()) {
    f.width = i->width;
    f.is_signed = i->sign != signedness::is_unsigned;
  } else if (t->is<types::index>()) {
    f.k = dense_element_format::kind::index;
  } else if (const auto* fl = t->get<types::floating>()) {
    f.k = dense_element_format::kind::floating;
    f.fk = fl->kind;
  }
  return f;
}

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/shaped_types.ipp"
#endif
