// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// property_printer: a property value as mlir-opt prints it inside `<{...}>`
// (values that are attributes of the file are printed by attr_printer).
#pragma once

#include <cstdint>
#include <string>

#include "../base/config.hpp"
#include "../base/print_text.hpp"
#include "../model/property_values.hpp"

namespace mlirbc {

// Appends the text of `v`, which is not a props::kind::attribute. `nested`:
// inside a list or an optional, where an i64 integer drops its `: i64`.
void append_property_text(const props::value& v, std::string& out, bool nested = false);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/property_printer.ipp"
#endif
