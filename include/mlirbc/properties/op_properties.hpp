// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// op_properties: an op's property entry (v5+) decoded into named, typed
// values, and which layout set decoded it. The layout comes from
// op_layout_choice.hpp (the producer's release, or by fit when the producer has
// no table) and the fields are read by property_fields.hpp; this header holds
// what is tried when that does not work (another release, the op read as MLIR
// reads an op it does not know, the entry left opaque) and unregistered ops'
// entries. v0-4 files have no entries: inherent_attributes.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../base/cursor.hpp"
#include "../tables/dialect_table.hpp"
#include "../base/error.hpp"
#include "op_layout_choice.hpp"
#include "../model/op_schema.hpp"
#include "property_fields.hpp"
#include "../tables/property_table.hpp"
#include "../model/property_values.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// An op's decoded properties and the layout set that decoded them.
struct decoded_properties {
  std::vector<property_value> values;
  const op_schema::schema_set* layout = nullptr;  // null for an unregistered op (no layout)
  bool inferred = false;  // the producer has no table: chosen among the known releases by fit
  // Set by properties_or_opaque when nothing decodes the entry: the reason
  // (also a warning of the reader). The properties are then only the entry's
  // bytes, printed `<#mlirbc.opaque_properties<"0x…">>`; `values` is empty.
  error opaque{};
  std::span<const std::byte> raw;  // the entry's bytes when opaque (a view into the file)
};

namespace detail {

error props_error(errc code, const property_entry& e, const char* what);

// The attribute index that properties entry `e` starts with, bounds-checked
// (all MLIR reads of the entry of an op it does not know); `c`, over the
// entry, is left after it.
result<std::uint64_t> leading_attribute_index(const bytecode& b, const property_entry& e, cursor& c, const char* what);

}  // namespace detail

// A unregistered op's properties entry (v5+): the index of the attribute that mlir-opt
// prints as `<ATTR>` (normally a DictionaryAttr, printed `<{…}>`, even when empty).
// MLIR reads nothing after the index: bytes left over are a deviation it
// tolerates (a warning through `r`; strict mode refuses).
result<std::uint64_t> unregistered_properties_attribute(const attr_reader& r, const property_entry& e);

namespace detail {

// A producer without a layout table of its own (another MLIR release, a git
// build, StableHLO, any string: MLIR never reads it): the entry is decoded by
// the op's layout in each registered release, nearest release first (newest
// first when the producer names none), and a layout counts only if it
// consumes the entry exactly. Most ops never changed layout, so all that fit
// agree. When two fit and disagree, the layout of the nearest release at or
// after the producer's is taken (the newest if none is, or if the producer
// names no release) — what that release's mlir-opt reads — with a warning of
// the reader; strict mode refuses the entry.
// When none fits: the first layout's decode error, or `none_fits` (unsupported) if given.
result<decoded_properties> decode_by_known_layouts(const attr_reader& r, const op_name& op, const property_entry& e,
                                                   const char* none_fits = nullptr);

// The values of properties held as attribute `idx` (decoded): a
// DictionaryAttr yields its entries, any other attribute one value with an
// empty name (printed `<ATTR>`).
decoded_properties properties_of_attribute(const attr_reader& r, std::uint64_t idx);

result<decoded_properties> unregistered_properties(const attr_reader& r, const property_entry& e);

// `decoded`, or, when no layout decoded the entry of a registered op that no
// layout set defines although its dialect's ops are known (a name changed in
// transit, or an op newer than every table): MLIR does not know the op either
// and reads its entry as an unregistered op's (one attribute reference, bytes
// after it ignored). mlirbc reads it so too, with a warning at the entry, when
// that read succeeds; in strict mode `decoded`'s error stands. An op of a
// dialect mlirbc has no layouts for stays `unsupported`: its layout is unknown.
result<decoded_properties> or_as_unknown_op(const attr_reader& r, const op_name& op, const property_entry& e,
                                            result<decoded_properties> decoded);

}  // namespace detail

// Decodes the properties entry `e` of op `op` (file version >= 5), consuming it exactly,
// and says which layout set did it. The values are what mlir-opt's generic printer shows
// inside `<{…}>`, sorted by name: absent optional attributes are left out.
// - registered op: its layout (find_layout); a producer without a layout table: the
//   known releases' layouts that decode the entry exactly (decode_by_known_layouts), as
//   for an op missing from the producer's table; with a forced release, only its layouts.
// - unregistered op: the entry is one attr idx (detail::properties_of_attribute).
// - a registered op that no layout set defines, of a dialect whose ops are known: read
//   as an unregistered op's, with a warning (detail::or_as_unknown_op).
result<decoded_properties> decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                        const property_entry& e);

// Where the layout of an op's entries is found: the same for every entry of
// one op name read by one reader, so a pass over many entries (file_stats)
// looks it up once per name instead of searching the layout sets per entry.
// Empty for files before version 5 and unregistered ops (no layout is used).
struct op_layout_lookup {
  op_layout own;                 // find_release_independent_layout
  bool has_release_set = false;  // release_set(r) != nullptr
  op_layout layout;              // own, else find_layout when a release set applies
};
op_layout_lookup look_up_layout(const attr_reader& r, const op_name& op);
// decode_properties_and_layout / properties_or_opaque with the lookup of `op` done.
result<decoded_properties> decode_properties_and_layout(const attr_reader& r, const op_name& op,
                                                        const property_entry& e, const op_layout_lookup& where);

// decode_properties_and_layout, or, when nothing decodes the entry (a dialect
// without a table, no layout that fits, two releases that fit and disagree, a
// broken slot) and the reader takes the reason as a warning naming the op:
// the entry opaque (decoded_properties::opaque, ::raw). What the printers,
// file_stats and the weight index use, so that one entry never costs the
// whole file; in strict mode the reason is the error.
result<decoded_properties> properties_or_opaque(const attr_reader& r, const op_name& op, const property_entry& e);
result<decoded_properties> properties_or_opaque(const attr_reader& r, const op_name& op, const property_entry& e,
                                                const op_layout_lookup& where);

// The values of decode_properties_and_layout.
result<std::vector<property_value>> decode_properties(const attr_reader& r, const op_name& op,
                                                      const property_entry& e);

// "func.func properties: <error message> (producer 'MLIR19.1.7', schema MLIR 19)" — names
// the op and the producer, which the fixed-size error value cannot carry.
std::string describe_properties_error(const attr_reader& r, const op_name& op, const error& e);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/op_properties.ipp"
#endif
