// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// inherent_attributes: for files of version 0-4, which hold no property
// entries, an op's properties as mlir-opt prints them: the inherent entries of
// its attribute dictionary (by LLVM 22's op definitions, see layout_release),
// plus what the reference reader fills in because the file cannot hold it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "attr_reader.hpp"
#include "../tables/dialect_table.hpp"
#include "../model/property_values.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// For v0-4 files: is `attr` an inherent attribute of `op` (so that mlir-opt prints it
// inside `<{…}>` rather than `{…}`)? Decided by LLVM 22's op definitions (see
// layout_release). Includes the legacy spellings operand_segment_sizes/result_segment_sizes,
// which mlir-opt folds into operandSegmentSizes/resultSegmentSizes. Native properties are
// not attributes and never inherent here (see legacy_properties).
bool is_inherent_attribute(const attr_reader& r, const op_name& op, std::string_view attr);

// The name under which an inherent attribute prints: the legacy spellings
// operand_segment_sizes/result_segment_sizes become operandSegmentSizes/resultSegmentSizes.
std::string_view inherent_print_name(std::string_view attr) noexcept;

// For v0-4 files: what mlir-opt prints inside `<{…}>` for registered op `op` whose
// attribute dictionary is `attrs` (an attribute index, or no_attr when the op has none),
// sorted by name. The inherent entries of the dictionary (is_inherent_attribute), plus
// what the reference reader fills in because the file cannot hold it: default values of
// default-valued attributes, initial values of native properties (`noWrapFlags = 0 :
// i32`, `disjoint = false`, `alignment = []`) and zero segment sizes. The remaining,
// discardable, entries print in `{…}`.
// An inherent entry of a kind its property does not allow (field_desc::expect) is
// dropped, default included, as MLIR's reader drops it (it casts the value to the
// property's class and keeps null on failure); each drop is a warning of `r` at
// the dictionary's entry (attr_reader::tolerate), and an error in strict mode.
result<std::vector<property_value>> legacy_properties(const attr_reader& r, const op_name& op, std::uint64_t attrs);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/inherent_attributes.ipp"
#endif
