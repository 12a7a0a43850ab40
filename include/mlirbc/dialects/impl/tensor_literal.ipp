// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of tensor_literal.hpp (docs/design.md, "Two modes"): included by
// it in header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <algorithm>

#include "../tensor_literal.hpp"

namespace mlirbc::dialects {

MLIRBC_INLINE bool tensor_element(const versioned_type_info& info, bool complex, tensor_literal& d, std::string& text) {
  d.format.complex = complex;
  switch (info.cls) {
    case versioned_scalar::boolean:
      if (complex) return false;
      d.is_bool = true;
      d.format.width = 1;
      break;
    case versioned_scalar::integer:
      d.format.width = info.width;
      d.format.is_signed = !info.is_unsigned;
      break;
    case versioned_scalar::index: d.format.k = dense_element_format::kind::index; break;
    case versioned_scalar::floating:
      d.format.k = dense_element_format::kind::floating;
      d.format.fk = info.fk;
      break;
    default: return false;
  }
  text = complex ? "complex<" + std::string(info.builtin) + ">" : std::string(info.builtin);
  return true;
}

MLIRBC_INLINE void read_tensor_data(dialect_reader& r, tensor_literal& d, const char* what, const char* size_error) {
  const std::uint64_t blob_at = r.offset();
  d.bytes = r.blob(what);
  if (!r.ok()) return;
  const std::uint64_t size = d.bytes.size();
  if (d.is_bool) {
    // Booleans come packed 8 to a byte; one 0xFF byte stands for "all true".
    const std::uint64_t packed = packed_bool_bytes(d.num_elements);
    if (size == 1 && d.bytes[0] == std::byte{0xFF}) d.layout = dense_layout::all_true;
    else if (size == packed && size != d.num_elements) d.layout = dense_layout::bits;
    else if (size == 1 && d.num_elements != 1) d.layout = dense_layout::splat;
    else if (size == d.num_elements) d.layout = dense_layout::elements;
    else r.fail_at(blob_at, size_error, size, d.num_elements);
    return;
  }
  const std::uint64_t eb = d.format.bytes();
  if (size == eb && d.num_elements > 1) d.layout = dense_layout::splat;
  else if (eb != 0 && size / eb == d.num_elements && size % eb == 0) d.layout = dense_layout::elements;
  else r.fail_at(blob_at, size_error, size, d.num_elements * eb);
}

MLIRBC_INLINE std::string shape_prefix(std::span<const std::int64_t> shape) {
  std::string s;
  for (const std::int64_t d : shape) {
    if (d == dynamic_dim) s += '?';
    else s += std::to_string(d);
    s += 'x';
  }
  return s;
}

MLIRBC_INLINE void print_tensor_literal(const tensor_literal& d, dialect_printer& p) {
  std::string s = "dense<";
  if (d.is_bool) {
    // A splat layout needs no scan (its element count is not bounded by the data).
    const bool stored_splat = d.layout == dense_layout::all_true || d.layout == dense_layout::splat;
    bool all_same = true;
    for (std::uint64_t i = 1; !stored_splat && i < d.num_elements && all_same; ++i)
      all_same = d.bit(i) == d.bit(0);
    if (d.num_elements > 0 && all_same) {
      s += d.bit(0) ? "true" : "false";
    } else if (d.num_elements > 100) {
      // MLIR holds booleans one per byte: that is what its hex form shows.
      std::vector<std::byte> bytes(static_cast<std::size_t>(d.num_elements));
      for (std::uint64_t i = 0; i < d.num_elements; ++i) bytes[static_cast<std::size_t>(i)] = std::byte{d.bit(i) ? std::uint8_t{1} : std::uint8_t{0}};
      s += '"';
      print_detail::append_hex_bytes(bytes, s);
      s += '"';
    } else {
      print_detail::append_nested(d.dims, d.num_elements, "[", "]", [&](std::string_view t) { s += t; },
                                  [&](std::uint64_t i) { s += d.bit(i) ? "true" : "false"; });
    }
  } else {
    // MLIR keeps data whose elements are all equal as a splat.
    const std::size_t eb = d.format.bytes();
    bool splat = d.layout == dense_layout::splat || d.num_elements == 1;
    if (!splat && d.num_elements > 1) {
      splat = true;
      for (std::uint64_t i = 1; i < d.num_elements && splat; ++i)
        splat = std::equal(d.bytes.begin(), d.bytes.begin() + static_cast<std::ptrdiff_t>(eb),
                           d.bytes.begin() + static_cast<std::ptrdiff_t>(i * eb));
    }
    print_detail::append_dense_body(d.format, d.dims, d.num_elements, splat, d.bytes, true, s);
  }
  s += "> : " + d.builtin_type;
  p.text(s);
  if (d.has_encoding) {
    p.text(", ");
    p.attribute(d.encoding);
  }
  p.text(">");
}

}  // namespace mlirbc::dialects
