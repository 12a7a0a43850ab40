// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/test: the custom encodings of MLIR's `test` dialect (built into
// mlir-opt), the upstream example of *versioned* dialect data.
//
// Attribute code 0 is `#test.attr_params<v0, v1>`; its field order depends on
// the dialect version in the file (docs/format.md §5.3: payload = varint major,
// varint minor): before 2.0 the file holds v1 first; at 2.0, v0 first; newer
// versions are refused, as mlir-opt refuses them. A file without a version
// (bytecode v0) is read as the current version 2.0.
// Type code 99 is `!test.i32`. Codes and layouts: docs/dialects.md.
//
// The plug-in also brings the property layouts of the test dialect's ops at
// LLVM 22 (generated from its .td files, docs/op-schemas.md) and decodes the
// fields its hand-written property classes encode themselves.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "../base/config.hpp"
#include "../tables/bytecode.hpp"
#include "../attributes/dialect_registry.hpp"
#include "../properties/property_fields.hpp"
#include "../model/op_schema.hpp"
#include "registry.hpp"

namespace mlirbc::op_schema {
// Defined with the bodies (impl/test.ipp), with its generated table.
extern const schema_set test_llvm22;
}  // namespace mlirbc::op_schema

namespace mlirbc::dialects {

struct test_dialect {
  static constexpr std::string_view dialect = "test";

  struct version {
    std::uint64_t major = 2, minor = 0;  // the version mlir-opt 22 writes
  };
  // The dialect version of the file (2.0 when the file has none).
  static version read_version(const dialect_reader& r) noexcept;

  struct attr_params {
    std::int32_t v0 = 0, v1 = 0;
    version encoded_with;  // the version that decided the field order
  };
  using attribute_value = attr_params;
  struct i32_type {};
  using type_value = i32_type;

  attribute_value decode_attribute(dialect_reader& r) const;
  void print_attribute(const attr_params& a, dialect_printer& p) const;

  type_value decode_type(dialect_reader& r) const;
  void print_type(const i32_type&, dialect_printer& p) const { p.mnemonic("i32"); }

  bool rewrite_textual(std::string_view text, entry_kind kind, const bytecode& b, std::string& out) const;

  // ---- op properties

  static std::span<const op_schema::schema_set> op_schemas();

  // Codecs of the `custom` fields in the generated layouts (tools/gen_op_schemas.py, TEST_CODECS).
  enum property_codec : std::uint16_t {
    my_prop_struct = 1,           // MyPropStruct: a string, printed as a StringAttr
    custom_print = 2,             // PropertiesWithCustomPrint: string + int: `{label = "…", value = N : i32}`
    versioned_attribute = 3,      // test.versionedA's attribute, absent before dialect version 2.0
    versioned_properties = 4,     // VersionedProperties: two ints, the second from version 2.0 on
    test_enum = 5,                // TestEnum property: varint case, printed `#test<enum first>`
    int64_as_attribute = 6,       // int64_t property stored as an i64 IntegerAttr
  };
  props::value decode_property(std::uint16_t codec, property_reader& r) const;

 private:
  // The reference reader accepts any value up to UINT32_MAX, but its verifier
  // rejects one that is not a case: an error here.
  static props::value enum_property(property_reader& r);
  // mlir-opt reads any IntegerAttr here and prints it back as i64; it writes an i64 one.
  // Anything else would print differently from the stored attribute: refused.
  static props::value int64_attribute(property_reader& r);
};

// `#test.e1di64_elements<KEY>` has no bytecode encoding, so the file holds its text. The
// reference reader parses that text on its own, after the resource section, and the
// parse declares KEY in the test dialect's blob manager a second time: the manager
// already holds the file's test resource KEY, so it names the new, empty handle KEY_1
// (the first KEY_N, N >= 1, not taken). mlir-opt prints that name, and no data for it.
// Returns true and writes the renamed text to `out` when `text` is such an entry and KEY
// is a test resource of the file. (Several entries naming one KEY would take KEY_1,
// KEY_2, … in the order mlir-opt parses them; this gives each KEY_1.)
bool test_textual_resource_rename(std::string_view text, const resource_table& res, std::string& out);
}  // namespace mlirbc::dialects

namespace mlirbc {

// The plug-ins mlir-opt has: the default set plus MLIR's test dialect. For
// tools that mirror mlir-opt (the CLI, the oracle tests).
const dialect_registry& mlir_opt_dialects();

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/test.ipp"
#endif
