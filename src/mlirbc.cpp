// The compiled library (docs/design.md, "Two modes"): every body of the
// headers, compiled once. One translation unit, so that the compiler sees
// callers and callees together and inlines as it does in header-only mode.
// Built with MLIRBC_COMPILED_LIB (meson: mlirbc_compiled_dep adds it to users).
#define MLIRBC_IMPLEMENTATION

#include <mlirbc.hpp>
#include <mlirbc/decode_all.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/file_stats.hpp>
#include <mlirbc/functions.hpp>
#include <mlirbc/ir_printer.hpp>
#include <mlirbc/resource_listing.hpp>
#include <mlirbc/writer.hpp>
