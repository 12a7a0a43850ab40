// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// property_slot_check: whether an attribute may sit in an op property's slot —
// is it of the class the property's ODS storage requires (field_desc::expect)?
// MLIR's reader casts the attribute to that class and refuses the file when
// the cast fails (v5+ entries) or drops the value (v0-4 inherent attributes).
#pragma once

#include <cstdint>

#include "../base/config.hpp"
#include "../attributes/attr_reader.hpp"
#include "../model/attributes.hpp"
#include "../base/cursor.hpp"
#include "../model/op_schema.hpp"
#include "../base/result.hpp"

namespace mlirbc::detail {

// Whether attribute `idx`, of kind `k`, is of the class slot `f` allows. A
// dialect's class `#d.m` fits a textual entry printed `#d.m…` (or `#d<m …>`, the
// form of enum attributes) and any custom-encoded entry of dialect d; for a
// builtin class a textual entry fits unless it is a dialect's (`#…`: MLIR would
// parse the rest); a malformed attribute does not fit.
bool attribute_fits_kind(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f, attr_kind k);

// attribute_fits_kind, or the attribute's own decode error (reported as such, not
// as a wrong kind).
result<bool> attribute_fits(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f);

// Fails `c` at `at` when attribute `idx` may not sit in slot `f`, or with the
// attribute's own error when it does not decode.
void check_slot(const attr_reader& r, std::uint64_t idx, const op_schema::field_desc& f, std::uint64_t at, cursor& c);

}  // namespace mlirbc::detail

#if MLIRBC_WITH_BODIES
#include "impl/property_slot_check.ipp"
#endif
