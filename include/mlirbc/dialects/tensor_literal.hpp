// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dialects/tensor_literal: what dialects that copy StableHLO's versioned
// scheme share (vhlo, and ByteIR's byre_serial): scalar types that stand for
// builtin ones, and dense tensor data inside the dialect's own attribute,
// checked against its type and printed as the builtin `dense<…> : tensor<…>`
// literal those dialects print.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/dense_data.hpp"
#include "../attributes/dialect_printer.hpp"
#include "../attributes/dialect_reader.hpp"

namespace mlirbc::dialects {

// What a versioned scalar type code stands for.
enum class versioned_scalar : std::uint8_t { no, boolean, integer, index, floating, none };
struct versioned_type_info {
  std::string_view mnemonic;  // "" for an unused code
  versioned_scalar cls = versioned_scalar::no;
  std::uint8_t width = 0;     // integers
  bool is_unsigned = false;   // integers
  float_kind fk{};            // floats
  std::string_view builtin;   // the builtin type it stands for (scalars)
};

// Dense data held by a dialect attribute: a view into the file (dense_data; its
// `shape` span is filled when handed out), with what it takes to print it.
struct tensor_literal : dense_data {
  std::vector<std::int64_t> dims;
  std::string builtin_type;  // `tensor<2x3xf32` (the encoding and `>` follow when printed)
  bool has_encoding = false;
  std::uint64_t encoding = 0;
};

// Fills d.format/d.is_bool from a scalar element type (complex: of that part)
// and sets `text` to its builtin spelling; false when it stands for none.
bool tensor_element(const versioned_type_info& info, bool complex, tensor_literal& d, std::string& text);

// Reads the data blob (`what`) and sets d.layout from its size (booleans: one
// per byte, bit-packed, one byte for a splat, or 0xFF for "all true"); a size
// that fits no layout fails `r` at the blob with `size_error`.
void read_tensor_data(dialect_reader& r, tensor_literal& d, const char* what, const char* size_error);

// `2x?x`: a tensor's or memref's shape before its element type.
std::string shape_prefix(std::span<const std::int64_t> shape);

// `dense<…> : tensor<…>` (with the type's encoding, if any).
void print_tensor_literal(const tensor_literal& d, dialect_printer& p);

}  // namespace mlirbc::dialects

#if MLIRBC_WITH_BODIES
#include "impl/tensor_literal.ipp"
#endif
