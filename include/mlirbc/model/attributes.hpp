// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// attributes: the decoded model of attribute and type entries.
//
// One immutable node per table entry. Nodes refer to other entries by table
// index (attribute or type index), never by pointer, so the model itself holds
// no recursion; strings and data blobs are views into the file.
// Nodes are produced by attr_reader (attr_reader.hpp), which guarantees that
// every entry reachable from a returned node has been decoded and validated,
// so following an index from a node with attr_reader::attribute()/type()
// cannot fail.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../base/config.hpp"
#include "../base/float_format.hpp"
#include "../base/tagged_union.hpp"

namespace mlirbc {

// A name and the attribute index of its value (DictionaryAttr entry).
struct named_attr {
  std::string_view name;
  std::uint64_t value = 0;
};

// An arbitrary-width integer: `width` bits, stored as the 64-bit words up to
// the highest non-zero one (least significant first); missing words are zero.
struct ap_int {
  std::uint32_t width = 0;
  // Little-endian, without high zero words. At width 0 MLIR keeps the byte the
  // file stores, so a zero-width value may hold one nonzero word (it prints
  // differently: attr_printer).
  std::vector<std::uint64_t> words;

  std::uint64_t word(std::size_t i) const noexcept { return i < words.size() ? words[i] : 0; }
  bool is_zero() const noexcept;
};

namespace detail {
struct dialect_hooks;  // dialect_registry.hpp
// One address per C++ type: identifies the type behind a dialect_value.
template <class T> inline constexpr char type_tag = 0;
}  // namespace detail

// An entry decoded by a dialect decoder registered with the reader
// (dialect_registry.hpp): the plug-in's own C++ value, type-erased. Use as<T>()
// with the decoder's attribute_value / type_value type to read it.
struct dialect_value {
  std::string_view dialect;
  std::shared_ptr<const void> value;
  const void* tag = nullptr;                    // &detail::type_tag<T> of *value
  const detail::dialect_hooks* hooks = nullptr;  // the decoder that made it (prints it)

  template <class T> const T* as() const noexcept {
    return tag == &detail::type_tag<T> ? static_cast<const T*>(value.get()) : nullptr;
  }
};

// Dynamic dimension marker in shapes (MLIR's ShapedType::kDynamic). Any other
// negative dimension breaks the format's rules; MLIR reads it as stored, and so
// does mlirbc, with a warning (attr_reader::tolerate; strict mode refuses).
inline constexpr std::int64_t dynamic_dim = INT64_MIN;

// ---------------------------------------------------------------- attributes

namespace attrs {
struct array { std::vector<std::uint64_t> elements; };             // [a, b]
struct dictionary { std::vector<named_attr> entries; };            // sorted by name
struct string {                                                    // "text" [: type]
  std::string_view value;
  bool has_type = false;
  std::uint64_t type = 0;
};
struct symbol_ref {                                                // @root::@nested
  std::string_view root;
  std::vector<std::string_view> nested;
  bool flat = false;  // FlatSymbolRefAttr (code 4)
};
struct type_attr { std::uint64_t type = 0; };
struct unit {};
struct integer { std::uint64_t type = 0; ap_int value; };          // type: integer or index
struct floating { std::uint64_t type = 0; float_kind kind{}; std::uint64_t lo = 0, hi = 0; };
struct callsite_loc { std::uint64_t callee = 0, caller = 0; };
// FileLineColLoc (code 11) and FileLineColRange (code 22).
struct file_loc {
  std::string_view filename;
  std::uint32_t line = 0, column = 0, end_line = 0, end_column = 0;
};
struct fused_loc {
  std::vector<std::uint64_t> locations;
  bool has_metadata = false;
  std::uint64_t metadata = 0;
};
struct name_loc { std::string_view name; std::uint64_t child = 0; };
struct unknown_loc {};
struct dense_resource {
  std::uint64_t type = 0;
  std::uint64_t handle = 0;  // global dialect resource index
  std::string_view key;
};
struct dense_array {
  std::uint64_t element_type = 0;
  std::uint64_t count = 0;
  std::span<const std::byte> data;  // count x element bytes (i1: one byte each)
};
// DenseIntOrFPElementsAttr: raw little-endian data, row-major (i1 bit-packed,
// or one byte each as some MLIR 23 writers stored it: docs/format.md §7.4).
struct dense_elements {
  std::uint64_t type = 0;
  std::uint64_t num_elements = 0;
  bool splat = false;               // data holds one element
  bool bool_bytes = false;          // i1 data of one byte per element, not bit-packed
  std::span<const std::byte> data;

  // Element i of i1 data (i < num_elements).
  bool bit(std::uint64_t i) const noexcept {
    if (splat) return data[0] != std::byte{0};
    if (bool_bytes) return data[static_cast<std::size_t>(i)] != std::byte{0};
    return ((static_cast<unsigned>(data[static_cast<std::size_t>(i / 8)]) >> (i % 8)) & 1u) != 0;
  }
};
struct dense_strings {
  std::uint64_t type = 0;
  std::uint64_t num_elements = 0;
  bool splat = false;
  std::vector<std::string_view> values;  // 1 if splat, else num_elements
};
struct sparse_elements { std::uint64_t type = 0, indices = 0, values = 0; };
struct distinct { std::uint64_t referenced = 0; };
// Textual fallback entry (any dialect): MLIR assembly text.
struct textual { std::string_view text; };
// Custom encoding of a dialect this reader cannot decode.
struct opaque { std::string_view dialect; std::span<const std::byte> bytes; };
// Custom encoding decoded by a registered dialect decoder.
struct dialect : dialect_value {};
}  // namespace attrs

enum class attr_kind : std::uint8_t {
  array, dictionary, string, symbol_ref, type_attr, unit, integer, floating,
  callsite_loc, file_loc, fused_loc, name_loc, unknown_loc,
  dense_resource, dense_array, dense_elements, dense_strings, sparse_elements, distinct,
  textual, opaque, dialect,
};

using attribute_payload =
    tagged_union<attr_kind, attrs::array, attrs::dictionary, attrs::string, attrs::symbol_ref, attrs::type_attr, attrs::unit,
                 attrs::integer, attrs::floating, attrs::callsite_loc, attrs::file_loc, attrs::fused_loc,
                 attrs::name_loc, attrs::unknown_loc, attrs::dense_resource, attrs::dense_array,
                 attrs::dense_elements, attrs::dense_strings, attrs::sparse_elements, attrs::distinct,
                 attrs::textual, attrs::opaque, attrs::dialect>;

// One decoded table entry: where it is and what it holds. `kind()` names the
// alternative the payload holds (the kind enums list the payload types in
// order: checked in impl/attributes.ipp).
template <class Payload, class Kind>
struct basic_node {
  using payload = Payload;
  std::uint64_t index = 0;   // table index
  std::uint64_t offset = 0;  // file offset of the entry
  Payload value;

  Kind kind() const noexcept { return value.kind(); }
  template <class T> const T* get() const noexcept { return value.template get_if<T>(); }
  template <class T> bool is() const noexcept { return value.template holds<T>(); }
};

struct attribute : basic_node<attribute_payload, attr_kind> {
  bool is_location() const noexcept;
};

// --------------------------------------------------------------------- types

enum class signedness : std::uint8_t { signless = 0, is_signed = 1, is_unsigned = 2 };

namespace types {
struct integer { std::uint32_t width = 0; signedness sign = signedness::signless; };
struct index {};
struct none {};
struct floating { float_kind kind{}; };  // custom codes 3-8, or a textual name such as "tf32"
struct function { std::vector<std::uint64_t> inputs, results; };
struct complex { std::uint64_t element = 0; };
struct memref {
  std::vector<std::int64_t> shape;
  std::uint64_t element = 0;
  std::uint64_t layout = 0;  // attribute index (always present in the file)
  bool has_memory_space = false;
  std::uint64_t memory_space = 0;
};
struct unranked_memref { std::uint64_t element = 0; bool has_memory_space = false; std::uint64_t memory_space = 0; };
struct ranked_tensor {
  std::vector<std::int64_t> shape;
  std::uint64_t element = 0;
  bool has_encoding = false;
  std::uint64_t encoding = 0;
};
struct unranked_tensor { std::uint64_t element = 0; };
struct vector {
  std::vector<std::int64_t> shape;
  std::vector<bool> scalable;  // empty, or one flag per dimension
  std::uint64_t element = 0;
};
struct tuple { std::vector<std::uint64_t> types; };
struct textual { std::string_view text; };
struct opaque { std::string_view dialect; std::span<const std::byte> bytes; };
struct dialect : dialect_value {};
}  // namespace types

enum class type_kind : std::uint8_t {
  integer, index, none, floating, function, complex, memref, unranked_memref, ranked_tensor,
  unranked_tensor, vector, tuple, textual, opaque, dialect,
};

using type_payload = tagged_union<type_kind, types::integer, types::index, types::none, types::floating, types::function,
                                  types::complex, types::memref, types::unranked_memref, types::ranked_tensor,
                                  types::unranked_tensor, types::vector, types::tuple, types::textual,
                                  types::opaque, types::dialect>;

struct type : basic_node<type_payload, type_kind> {};


}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/attributes.ipp"
#endif
