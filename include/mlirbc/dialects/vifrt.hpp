// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/vifrt: XLA's versioned IFRT dialect `vifrt`, the dialect of IFRT
// programs as `ifrt-translate --serialize` writes them (VIFRT 0.1.0 to 0.5.0):
// its attribute and type encodings, their text as XLA's `ifrt-opt` prints them,
// and the property layouts of its ops.
//
// Codes, fields and printed forms: docs/dialects.md ("vifrt"). The codes are
// append-only (VIFRT's compatibility promise), so one decoder serves every
// version; a code it does not know (a newer VIFRT) is declined with a
// warning: the entry stays opaque, never a guess. token_v1 and string_v1 have no code (the writer
// stores them as text).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../model/op_schema.hpp"

namespace mlirbc::op_schema {
// Not tied to an MLIR release: VIFRT versions its ops by name (`CopyArraysV2`),
// so a layout holds for every producer. Defined with the bodies (impl/vifrt.ipp).
extern const schema_set vifrt_ops;
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

struct vifrt_dialect {
  static constexpr std::string_view dialect = "vifrt";

  // ---------------------------------------------------------------- attributes

  enum class attr_code : std::uint8_t {
    devices = 0, unspecified_sharding = 1, sharding_param_v1 = 2, interval = 3, mapping = 4,
    array_mapping = 5, type = 6, sharding_param_v2 = 7,
  };
  static constexpr std::uint64_t last_attr_code = 7;

  struct vifrt_attribute {
    attr_code code = attr_code::devices;
    // devices_v1: the device ids; sharding_param: the dim shards.
    std::vector<std::int64_t> ints;
    // sharding_param: the mesh (minor-to-major permutation, axis sizes) and
    // (v2) the unreduced axes.
    std::vector<std::int64_t> permutation, axis_sizes, unreduced;
    // interval_v1: start, end, step; array_mapping_v1: in, out array index (a, b).
    std::int64_t a = 0, b = 0, c = 0;
    // mapping_v1: from, to intervals; array_mapping_v1: its mappings.
    std::vector<std::uint64_t> refs;
    std::uint64_t type = 0;  // type_v1
  };
  using attribute_value = vifrt_attribute;

  attribute_value decode_attribute(dialect_reader& r) const;
  void print_attribute(const vifrt_attribute& a, dialect_printer& p) const;

  // ---------------------------------------------------------------- types

  enum class type_code : std::uint8_t { array = 0, control = 1, function = 2 };
  static constexpr std::uint64_t last_type_code = 2;

  struct vifrt_type {
    type_code code = type_code::array;
    // array_v1: its tensor type; sharding, devices, memory kind and layout attributes.
    std::uint64_t shape = 0, sharding = 0, devices = 0, memory_kind = 0, layout = 0;
    std::vector<std::uint64_t> inputs, outputs;  // func_v1
  };
  using type_value = vifrt_type;

  type_value decode_type(dialect_reader& r) const;
  void print_type(const vifrt_type& t, dialect_printer& p) const;

  // ---------------------------------------------------------------- op layouts

  static std::span<const op_schema::schema_set> op_schemas();

 private:
  // A code beyond the table: a warning and an opaque entry (strict mode: the
  // entry's error, as XLA's reader refuses it).
  static void unknown(dialect_reader& r, std::uint64_t at, const char* what, std::uint64_t code, std::uint64_t last);
  // A list of signed varints, each an `int` in XLA (int64 for `wide`).
  static void ints(dialect_reader& r, std::vector<std::int64_t>& out, bool wide, const char* what);
  // XLA keeps most numbers as 32-bit `int`: a wider stored value is read
  // truncated, as XLA reads it, with a warning.
  static std::int64_t narrow(dialect_reader& r, std::int64_t v, std::uint64_t at, const char* what);
  static void refs(dialect_reader& r, std::vector<std::uint64_t>& out, entry_kind k, const char* what);
  // `1x2x4` (nothing for none).
  static std::string dims(std::span<const std::int64_t> v);
  // `0, 1`
  static std::string comma_list(std::span<const std::int64_t> v);
  // XLA's printer of a func_v1 type list: `()` when empty, then the types.
  static void type_array(dialect_printer& p, std::span<const std::uint64_t> ts);
};

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/vifrt.ipp"
#endif
