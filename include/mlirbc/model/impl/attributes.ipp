// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of attributes.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../attributes.hpp"

namespace mlirbc {

namespace detail {
// The kind enums name the payload types by position: kept in step here.
// Here rather than in the header: they are checked once, where the bodies compile.
template <class Payload, auto Kind, class T>
inline constexpr bool kind_is = Payload::template position<T> == static_cast<std::size_t>(Kind);

static_assert(attribute_payload::size == static_cast<std::size_t>(attr_kind::dialect) + 1);
static_assert(kind_is<attribute_payload, attr_kind::array, attrs::array> &&
              kind_is<attribute_payload, attr_kind::dictionary, attrs::dictionary> &&
              kind_is<attribute_payload, attr_kind::string, attrs::string> &&
              kind_is<attribute_payload, attr_kind::symbol_ref, attrs::symbol_ref> &&
              kind_is<attribute_payload, attr_kind::type_attr, attrs::type_attr> &&
              kind_is<attribute_payload, attr_kind::unit, attrs::unit> &&
              kind_is<attribute_payload, attr_kind::integer, attrs::integer> &&
              kind_is<attribute_payload, attr_kind::floating, attrs::floating> &&
              kind_is<attribute_payload, attr_kind::callsite_loc, attrs::callsite_loc> &&
              kind_is<attribute_payload, attr_kind::file_loc, attrs::file_loc> &&
              kind_is<attribute_payload, attr_kind::fused_loc, attrs::fused_loc> &&
              kind_is<attribute_payload, attr_kind::name_loc, attrs::name_loc> &&
              kind_is<attribute_payload, attr_kind::unknown_loc, attrs::unknown_loc> &&
              kind_is<attribute_payload, attr_kind::dense_resource, attrs::dense_resource> &&
              kind_is<attribute_payload, attr_kind::dense_array, attrs::dense_array> &&
              kind_is<attribute_payload, attr_kind::dense_elements, attrs::dense_elements> &&
              kind_is<attribute_payload, attr_kind::dense_strings, attrs::dense_strings> &&
              kind_is<attribute_payload, attr_kind::sparse_elements, attrs::sparse_elements> &&
              kind_is<attribute_payload, attr_kind::distinct, attrs::distinct> &&
              kind_is<attribute_payload, attr_kind::textual, attrs::textual> &&
              kind_is<attribute_payload, attr_kind::opaque, attrs::opaque> &&
              kind_is<attribute_payload, attr_kind::dialect, attrs::dialect>);
static_assert(type_payload::size == static_cast<std::size_t>(type_kind::dialect) + 1);
static_assert(kind_is<type_payload, type_kind::integer, types::integer> &&
              kind_is<type_payload, type_kind::index, types::index> &&
              kind_is<type_payload, type_kind::none, types::none> &&
              kind_is<type_payload, type_kind::floating, types::floating> &&
              kind_is<type_payload, type_kind::function, types::function> &&
              kind_is<type_payload, type_kind::complex, types::complex> &&
              kind_is<type_payload, type_kind::memref, types::memref> &&
              kind_is<type_payload, type_kind::unranked_memref, types::unranked_memref> &&
              kind_is<type_payload, type_kind::ranked_tensor, types::ranked_tensor> &&
              kind_is<type_payload, type_kind::unranked_tensor, types::unranked_tensor> &&
              kind_is<type_payload, type_kind::vector, types::vector> &&
              kind_is<type_payload, type_kind::tuple, types::tuple> &&
              kind_is<type_payload, type_kind::textual, types::textual> &&
              kind_is<type_payload, type_kind::opaque, types::opaque> &&
              kind_is<type_payload, type_kind::dialect, types::dialect>);
}  // namespace detail

MLIRBC_INLINE bool ap_int::is_zero() const noexcept {
  for (auto w : words)
    if (w != 0) return false;
  return true;
}

MLIRBC_INLINE bool attribute::is_location() const noexcept {
  const auto k = kind();
  return k == attr_kind::callsite_loc || k == attr_kind::file_loc || k == attr_kind::fused_loc ||
         k == attr_kind::name_loc || k == attr_kind::unknown_loc;
}

}
