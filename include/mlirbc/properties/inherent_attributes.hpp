// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// inherent_attributes: for files of version 0-4, which hold no property
// entries, an op's properties as the producer's mlir-opt prints them: the
// inherent entries of its attribute dictionary (by the op definitions of the
// release nearest the producer's, see layout_release), plus what that reader
// fills in because the file cannot hold it. Nothing is dropped: an entry the
// definition does not accept prints in the attribute dictionary.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../tables/dialect_table.hpp"
#include "../model/property_values.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// For v0-4 files: is `attr` an inherent attribute of `op`? Decided by the op
// definitions of layout_release(r). Includes the legacy spellings operand_segment_sizes/result_segment_sizes,
// which mlir-opt folds into operandSegmentSizes/resultSegmentSizes. Native properties are
// not attributes and never inherent here (see legacy_properties).
bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr);

// For v0-4 files: does dictionary entry `na` print inside `<{…}>` (rather than
// `{…}`)? When it is inherent and of a kind its definition accepts
// (field_desc::expect), or does not decode (the properties' print reports that).
bool prints_as_property(const attr_reader& r, const op_name& op, const named_attr& na);

// The name under which an inherent attribute prints: the legacy spellings
// operand_segment_sizes/result_segment_sizes become operandSegmentSizes/resultSegmentSizes.
std::string_view inherent_print_name(std::string_view attr) noexcept;

// For v0-4 files: what mlir-opt prints inside `<{…}>` for registered op `op` whose
// attribute dictionary is `attrs` (an attribute index, or no_attr when the op has none),
// sorted by name. The entries that print as properties (prints_as_property), plus
// what the reference reader fills in because the file cannot hold it: default values of
// default-valued attributes, initial values of native properties (`noWrapFlags = 0 :
// i32`, `disjoint = false`, `alignment = []`) and zero segment sizes. The remaining
// entries print in `{…}`.
// An inherent entry of a kind its definition does not accept (field_desc::expect) prints
// in `{…}`, where the producer's tools keep it, and its default is not filled in: a
// warning of `r` naming the op, the attribute and the dictionary's byte
// (attr_reader::tolerate), an error in strict mode. (mlir-opt of a release whose
// definition differs casts the value to the property's class and loses it.)
// When the producer names no MLIR release and another registered release's
// definitions would print the op otherwise, a warning at the producer string says so.
result<std::vector<property_value>> legacy_properties(const attr_reader& r, const op_name& op, std::uint64_t attrs);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/inherent_attributes.ipp"
#endif
