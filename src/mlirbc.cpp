// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The compiled library (docs/design.md, "Two modes"): every body of the
// headers, compiled once. One translation unit, so that the compiler sees
// callers and callees together and inlines as it does in header-only mode.
// Built with MLIRBC_COMPILED_LIB (meson: mlirbc_compiled_dep adds it to users).
#define MLIRBC_IMPLEMENTATION

#include <mlirbc.hpp>
#include <mlirbc/tasks/decode_all.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/file_stats.hpp>
#include <mlirbc/tasks/functions.hpp>
#include <mlirbc/tasks/html_view.hpp>
#include <mlirbc/printing/ir_printer.hpp>
#include <mlirbc/tasks/resource_listing.hpp>
#include <mlirbc/writing/writer.hpp>
