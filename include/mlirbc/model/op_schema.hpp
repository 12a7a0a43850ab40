// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// op_schema: the model of op property layouts — which fields a registered op's
// property entry holds, in order, and how each is encoded (docs/format.md
// §10.3) — and lookups in a set of them. The sets themselves are generated
// from MLIR's ODS by tools/gen_op_schemas.py (docs/op-schemas.md) and
// registered with a dialect_registry: MLIR's releases by dialects/registry.hpp,
// a dialect's own by its plug-in.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "../base/config.hpp"
#include "../tables/dialect_table.hpp"

namespace mlirbc::op_schema {

// How one field of a property entry is encoded (and, for native fields, printed).
enum class field_kind : std::uint8_t {
  attr,                 // required attribute: varint attr idx
  opt_attr,             // optional/default-valued/unit attribute: 0, or (idx<<1)|1
  segments_v5,          // version < 6 only: attr idx of a DenseI32ArrayAttr (segment sizes)
  segments_v6,          // version >= 6 only: sparse int32 array of `size` entries
  enum_i8,              // varint <= UINT8_MAX, an i8 integer
  enum_i16,             // varint <= UINT16_MAX, an i16 integer
  enum_i32,             // varint <= UINT32_MAX, an i32 integer
  enum_i64,             // varint, an i64 integer
  unit_bool,            // one byte; true is a set unit, false `false`
  optional_i64,         // presence byte, then a varint; `[]` or `[N]`
  native,               // ODS property value; `size` holds its value codec (native_code)
  custom,               // decoded by the op's dialect plug-in; `size` is the plug-in's codec
  custom_attr,          // the same, for a field that is an attribute (inherent in v0-4 files)
};

// Value codec of a field_kind::native property: up to four 4-bit codes in `size`,
// outermost in the top nibble (tools/gen_op_schemas.py derives them from ODS).
enum class native_code : std::uint8_t {
  end = 0,
  optional = 1,  // presence byte; `[]` or `[x]`
  array = 2,     // varint count, then the elements; `[x, y]`
  i8 = 3,        // varint stored in the C++ integer type; an integer of that width
  i32 = 5,
  i64 = 6,
  u8 = 7,        // uint8_t, a signless i8
  boolean = 11,  // one byte; `true` / `false`
  unit = 12,     // one byte; `unit` / `false`
  string = 13,   // string-table index; a string
  dense_i64 = 14,  // varint count + varints; `array<i64: …>`
  dense_i32 = 15,
};

// What a property slot's attribute must be, as the storage class of its ODS
// property requires (MLIR refuses a file where the cast to that class fails).
// One enumerator per class the generator (tools/gen_op_schemas.py) emits, so
// that the check (property_slot_check.hpp) is a switch the compiler checks.
enum class expected_attr : std::uint8_t {
  any,      // ::mlir::Attribute, interfaces: not checked
  dialect,  // a dialect's own class, named by field_desc::expect_class ("#dialect.mnemonic")
  string,
  type,
  integer,
  boolean,   // "bool": an i1 IntegerAttr
  floating,  // "float"
  array,
  dictionary,
  unit,
  flat_symbol_ref,
  symbol_ref,
  dense_array_i1,
  dense_array_i8,
  dense_array_i16,
  dense_array_i32,
  dense_array_i64,
  dense_array_f32,
  dense_array_f64,
  dense_int_elements,
  dense_fp_elements,
  dense_elements,  // the last: expected_attr_from_name tries every enumerator up to it
};

struct field_desc {
  std::string_view name;
  field_kind kind;
  std::uint16_t size;  // segments_v6: number of segments; native, custom: codec
  // What mlir-opt prints when the file does not hold a value: the populated default of
  // a default-valued attribute, the initial value of a native property (v0-4), zero
  // segment sizes (v0-4). Taken from mlir-opt's own print by the generator.
  std::string_view default_text;
  bool has_default;
  // attr/opt_attr: the class the attribute must be of (any: not checked).
  expected_attr expect = expected_attr::any;
  // expect == dialect: the class, "#dialect.mnemonic"; else empty.
  std::string_view expect_class = {};
};

// The name of an expected class in the tables' text (layout files, docs):
// "string", "bool", "dense_array_i32", …; "" for any and "#" for dialect
// (whose full name is expect_text's).
std::string_view expected_attr_name(expected_attr e) noexcept;

// The expected class of `f` as text: "string", "#llvm.cconv", or "" (any).
std::string_view expect_text(const field_desc& f) noexcept;

// The builtin class named `name` (expected_attr_name), if one is.
std::optional<expected_attr> expected_attr_from_name(std::string_view name) noexcept;

enum class op_status : std::uint8_t {
  ok,       // layout known
  none,     // the op has no property storage
  unknown,  // the generator could not derive the layout
};

struct op_desc {
  std::string_view name;  // full op name, "dialect.op"
  op_status status;
  std::uint16_t first;  // index of the first field in the set's field array
  std::uint8_t count;
};

struct enum_case {
  std::string_view name;
  std::uint32_t value;
};

// The op layouts of one MLIR release (all upstream dialects), or of one
// dialect at one release (`dialect` set: only that dialect's ops).
// The `major` of a dialect's set that holds for files of any producer (a
// dialect whose ops are versioned by name, such as StableHLO's vhlo).
inline constexpr unsigned any_release = 0;

// Which generated table a set comes from and the definitions it was generated from
// (op_schemas_<table>.inc; THIRD_PARTY.md lists every source).
struct table_origin {
  std::string_view table;   // "sdy"
  std::string_view source;  // "openxla/shardy at 34f3e489…", or the package of a release's ODS
};

struct schema_set {
  std::string_view name;  // "MLIR 22" — what produced it
  unsigned major;         // the LLVM major release of its ODS, or any_release
  std::span<const op_desc> ops;  // sorted by name
  std::span<const field_desc> fields;
  std::string_view dialect = {};  // empty: every dialect of the release
  // Whether the set also says which attributes of an op in a version 0-4 file
  // (attributes by name, no property entries) print as inherent. The
  // ecosystem's sets do not: mlir-opt 22, the reference printer, does not
  // register those dialects and prints all their attributes as discardable.
  bool legacy_inherent = true;
  const table_origin* origin = nullptr;  // null for a set made by hand (docs/producers.md)
  // For a dialect name that two projects use (Triton's `amdgpu` and MLIR's own,
  // Mosaic's `tpu` and sophgo's): the set applies to a file only if the file
  // also uses one of `only_with` (when given) and none of `not_with`
  // (op_layout_choice.hpp, set_applies). An MLIR context holds one dialect of a
  // name, so a file's other dialects tell whose it is.
  std::span<const std::string_view> only_with = {};
  std::span<const std::string_view> not_with = {};
};

// Compares "dialect.name" (or just "dialect" for an empty name) with `s`, without allocating.
int compare_full_name(const op_name& op, std::string_view s) noexcept;

const op_desc* find(const schema_set& set, const op_name& op) noexcept;

// Whether `set` describes any op of `dialect`.
bool has_dialect(const schema_set& set, std::string_view dialect);

std::span<const field_desc> fields_of(const schema_set& set, const op_desc& d) noexcept;

// Signed value of the low `bits` bits of v (IntegerAttr prints signless integers signed).
std::int64_t sign_extend(std::uint64_t v, unsigned bits) noexcept;

unsigned enum_bits(field_kind k) noexcept;

}  // namespace mlirbc::op_schema

#if MLIRBC_WITH_BODIES
#include "impl/op_schema.ipp"
#endif
