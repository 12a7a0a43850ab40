// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// weights: the tensor data an op uses — dense_resource attributes, each with
// its resource blob seen through the attribute's type (element kind, shape,
// typed span), and constants stored inline in attributes (builtin `dense<…>`,
// a dialect's tensor attribute such as vhlo's tensor_v1) — and a whole-file
// index "resource -> the ops that use it", with every inline constant.
//
// Where an op keeps its attributes depends on the file version: v0-4 put
// everything in the op's attribute dictionary; v5+ put inherent attributes
// (e.g. arith.constant's `value`) in the op's properties, whose layout is
// op- and producer-specific (op_properties.hpp). Both are searched, including
// attributes nested in arrays, dictionaries and distinct attributes.
//
// A weight is reported even when its data is unusable; `problem` then says
// why (blob size != elements x element size, a dynamic shape, an element type
// without a known storage size, a malformed blob header), and `message()`
// names the resource key, which the fixed-size `error` cannot carry.
//
// Storage per element in a blob: integers ceil(width/8) bytes, i1 one byte
// (MLIR's bool resource storage, not the bit-packing of dense<>), index 8,
// floats their storage bytes (bf16 2, f80 10, tf32 3, f8/f6/f4 1), complex
// twice its part; little-endian, row-major, no padding.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../model/attributes.hpp"
#include "../tables/bytecode.hpp"
#include "../base/dense_data.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../base/float_format.hpp"
#include "../ir/ir.hpp"
#include "../properties/op_properties.hpp"
#include "../tables/resource_table.hpp"
#include "../model/shaped_types.hpp"

namespace mlirbc {

enum class element_kind : std::uint8_t {
  integer,           // iN, siN, uiN
  index,             // index (64 bits)
  floating,          // any float format
  complex_integer,   // complex<iN>
  complex_floating,  // complex<fN>
  unsupported,       // anything else (e.g. a type of another dialect)
};

// What one element of a weight is, and how many bytes it takes in a blob.
struct element_info {
  element_kind kind = element_kind::unsupported;
  std::uint64_t type = 0;   // type index of the element type
  std::uint32_t bits = 0;   // width of one scalar (of one part for complex)
  std::uint32_t bytes = 0;  // storage bytes per element (both parts for complex); 0 if unsupported
  signedness sign = signedness::signless;  // integers
  float_kind fkind = float_kind::f32;      // floating, complex_floating

  // Whether C++ type T can view these elements: T has the storage size, and a
  // floating-point T is exactly the element's format (float = f32, double =
  // f64); an integer or other trivially copyable T of the right size takes any
  // element as raw bits (e.g. std::uint16_t for bf16). `offset`: for the error.
  template <class T>
  error accepts(section_id section, std::uint64_t offset) const {
    if (sizeof(T) != bytes)
      return error{errc::type_mismatch, section, offset, "element size of the requested type", sizeof(T), bytes};
    if constexpr (std::is_floating_point_v<T>) {
      const bool same = kind == element_kind::floating &&
                        ((std::is_same_v<T, float> && fkind == float_kind::f32) ||
                         (std::is_same_v<T, double> && fkind == float_kind::f64));
      if (!same) return error{errc::type_mismatch, section, offset, "floating-point type does not match the element type"};
    }
    return {};
  }
};

// One dense_resource attribute and its data.
struct weight_view {
  std::string_view key;      // resource key
  std::uint64_t handle = 0;  // dialect resource handle (resource_table::dialect_resource)
  std::string_view name;     // the attribute/property name that holds it ("value"); may be empty
  std::uint64_t attr = 0;    // attribute index of the dense_resource
  std::uint64_t type = 0;    // type index of its shaped type
  std::span<const std::int64_t> shape;  // owned by the attr_reader
  element_info element;
  std::uint64_t num_elements = 0;
  bool has_data = false;  // false: declared without data, or elided (entry size 0)
  blob data;              // the blob (alignment, file offset, bytes); empty unless has_data
  error problem;          // set when the data cannot be used as the type says

  bool ok() const noexcept { return !problem; }

  // "resource 'KEY': <problem>" (or "resource 'KEY': ok").
  std::string message() const;

  // The data bytes (checked against the type); an error if unusable or absent.
  result<std::span<const std::byte>> bytes() const;

  // The data as num_elements values of T (element_info::accepts); fails if
  // the blob address is not aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (problem) return problem;
    if (!has_data) return no_data();
    if (error e = element.accepts<T>(section_id::resource, data.offset)) return e;
    return data.as<T>();
  }

 private:
  error no_data() const;
};

// Tensor data stored inline in an attribute: a builtin `dense<…>` of numbers
// or booleans, or a dialect attribute that exposes its data (dense_data_of;
// vhlo's tensor_v1). A view into the file like a weight's blob, without an
// alignment promise: the data starts wherever the attribute's encoding puts it.
struct constant_view {
  std::string_view name;     // the attribute/property name that holds it; may be empty
  std::uint64_t attr = 0;    // attribute index
  dense_data data;           // the stored bytes, their layout, shape and type indexes
  element_info element;      // one element as expanded (booleans: one byte, 0 or 1)
  std::uint64_t offset = 0;  // file offset of data.bytes

  std::span<const std::int64_t> shape() const noexcept { return data.shape; }
  std::uint64_t num_elements() const noexcept { return data.num_elements; }
  // Every element is stored as itself (no splat, no bit packing): as() can view it.
  bool stored_elementwise() const noexcept;
  // Bytes of the expanded elements (num_elements x element.bytes); nullopt on overflow.
  std::optional<std::uint64_t> expanded_size() const noexcept;

  // The stored elements as num_elements values of T (element_info::accepts),
  // without a copy: fails for a splat or bit-packed layout (use copy_to) and
  // when the data's address is not aligned for T.
  template <class T>
    requires std::is_trivially_copyable_v<T>
  result<std::span<const T>> as() const {
    if (!stored_elementwise()) {
      return error{errc::unsupported, section_id::attr_type, offset,
                   "constant is stored as a splat or bit-packed (copy_to expands it)"};
    }
    if (error e = element.accepts<T>(section_id::attr_type, offset)) return e;
    if (error e = check_stored_size()) return e;
    return blob{data.bytes, 1, offset}.as<T>();
  }

  // Fails when the stored bytes are not the size their layout needs for
  // elements of element.bytes (a dialect value or type of a hostile file).
  error check_stored_size() const;

  // Writes the elements, expanded, to `out` (exactly expanded_size() bytes):
  // a splat repeated, booleans one byte each (0 or 1).
  error copy_to(std::span<std::byte> out) const;
};

// The weights of one op. `unreadable_properties` is set (the reason, also a
// warning of the reader) when the op has v5+ properties that nothing decodes
// (decoded_properties::opaque): weights held there cannot be found and are
// missing from the lists.
struct op_weights {
  std::vector<weight_view> weights;      // dense_resource attributes
  std::vector<constant_view> constants;  // inline tensor data
  error unreadable_properties;
};

namespace weights_detail {

element_info element_of(const attr_reader& r, std::uint64_t type_idx);

// A weight from a decoded dense_resource attribute node.
weight_view make_weight(const attr_reader& r, const attribute& a, const attrs::dense_resource& d,
                          std::string_view name);

// The element of inline data: exact from a builtin element type; from the
// stored format for a dialect's own element type (signed integers read as
// signless, the distinction a dialect's format does not keep).
element_info element_of(const attr_reader& r, const dense_data& d);

// The data of a builtin `dense<…>` of numbers or booleans.
std::optional<dense_data> builtin_dense_data(const attr_reader& r, const attrs::dense_elements& d);

// A constant from an attribute node, if it holds inline tensor data.
std::optional<constant_view> constant_of(const attr_reader& r, const attribute& a, std::string_view name);

}  // namespace weights_detail

// The inline tensor data of attribute `attr` (nullopt: it holds none).
result<std::optional<constant_view>> constant_of(const attr_reader& r, std::uint64_t attr);

// Every dense_resource attribute and inline constant `op` uses, once per
// attribute index, in order: attribute dictionary first, then properties
// (v5+), depth-first within each (through builtin arrays, dictionaries and
// distinct attributes).
// Fails on malformed attributes or property entries, and when `visit_budget`
// (if given) runs out: each attribute looked at costs 1. Many ops sharing one
// huge array would otherwise cost ops x array size for a small file.
result<op_weights> weights_of(const attr_reader& r, const op_view& op,
                                     std::uint64_t* visit_budget = nullptr);

// The op a weight or constant belongs to.
struct op_site {
  const op_name* op = nullptr;  // the using op
  std::uint64_t op_ordinal = 0; // pre-order position of the op in the whole IR (0 = the top-level op)
  std::uint64_t op_offset = 0;  // file offset of the op
  std::uint64_t location = 0;   // attribute index of the op's location
};
// One use of a resource by an op.
struct resource_use : op_site {
  weight_view w;  // the dense_resource (key, type, data, problem)
};
// One inline constant and its op.
struct constant_use : op_site {
  constant_view c;
};

// Bounds for weight_index::build against crafted files (0 = automatic).
// A use (resource use or constant) costs about 250 bytes; the automatic bounds are proportional to the
// metadata a legitimate file needs for that many uses (M = IR + AttrType bytes):
struct weight_index_limits {
  std::uint64_t max_uses = 0;    // automatic: M + 4096
  std::uint64_t max_visits = 0;  // attribute visits over all ops; automatic: 16 x M + 2^20
};

// Whole-file index: for each dialect resource, the ops whose dense_resource
// attributes refer to it; and every inline constant, in IR order. Walks the
// whole IR once (lazy sections included). Views (keys, shapes, data) stay
// valid as long as the attr_reader and the file.
class weight_index {
 public:
  // The walk reports what MLIR tolerates to `warnings`, or when null to the
  // reader's sink (attr_reader::warning_sink), where decoding reports.
  static result<weight_index> build(const attr_reader& r, const weight_index_limits& lim = {},
                                    format_warnings* warnings = nullptr);

  // All uses, grouped by resource handle, in IR order within a resource.
  std::span<const resource_use> uses() const noexcept;
  std::size_t num_resources() const noexcept { return first_.empty() ? 0 : first_.size() - 1; }
  // Uses of dialect resource `handle` (empty if out of range or unused).
  std::span<const resource_use> uses_of(std::uint64_t handle) const noexcept;
  // Uses of the first dialect resource named `key`.
  std::span<const resource_use> uses_of(std::string_view key) const;

  // Every inline constant, in IR order.
  std::span<const constant_use> constants() const noexcept;

  // Ops whose v5+ properties could not be decoded (unknown layout for the
  // producer); uses held in them are missing. The first one's error and op.
  std::uint64_t ops_with_unreadable_properties() const noexcept { return unreadable_; }
  const error& first_unreadable_properties() const noexcept { return first_unreadable_; }
  const op_name* first_unreadable_op() const noexcept { return first_unreadable_op_; }

 private:
  const bytecode* file_ = nullptr;
  std::vector<resource_use> uses_;
  std::vector<constant_use> constants_;
  std::vector<std::size_t> first_;
  std::uint64_t unreadable_ = 0;
  error first_unreadable_;
  const op_name* first_unreadable_op_ = nullptr;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/weights.ipp"
#endif
