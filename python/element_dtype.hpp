// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// element_dtype: the numpy dtype a weight's MLIR element type is handed out
// as (docs/python.md, "dtypes"). No Python here: a kind letter and a size.
//
// numpy has bool, int/uint 8-64, float16/32/64 and complex64/128. Every other
// element type keeps its storage bytes untouched: an unsigned integer of the
// same storage width (bf16 -> uint16, f8E4M3FN -> uint8, i4 -> uint8), or,
// when the width is not 1, 2, 4 or 8 bytes (tf32, f80, f128, i24, i128...),
// uint8 with one extra trailing dimension of the element's storage bytes.
// A complex of a type numpy lacks is its part's dtype with a trailing 2.
#pragma once

#include <cstdint>
#include <string>

#include <mlirbc/tasks/weights.hpp>

namespace mlirbc_python {

struct element_dtype {
  char kind = 'u';             // numpy kind: b (bool), i, u, f, c
  std::uint32_t itemsize = 1;  // bytes per numpy item
  std::uint32_t trailing = 0;  // extra trailing dimension (0: none)
  bool exact = false;          // numpy has the MLIR type itself (not just its bits)

  // numpy's dtype string, explicitly little-endian as the format is: "<f4", "|b1", "<u2".
  std::string str() const {
    std::string s(1, itemsize == 1 ? '|' : '<');
    s += kind;
    s += std::to_string(itemsize);
    return s;
  }
  // Alignment the data address needs for a view: numpy's alignment of the dtype.
  std::uint32_t alignment() const noexcept { return kind == 'c' ? itemsize / 2 : itemsize; }
};

namespace dtype_detail {

inline bool power_width(std::uint32_t bytes) noexcept { return bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8; }

// The bits of `bytes`-byte values, when numpy has no type for them.
inline element_dtype raw(std::uint32_t bytes) noexcept {
  if (power_width(bytes)) return {'u', bytes, 0, false};
  return {'u', 1, bytes, false};
}

inline element_dtype integer(std::uint32_t width, std::uint32_t bytes, mlirbc::signedness sign) noexcept {
  if (width == 1) return {'b', 1, 0, true};  // i1: one byte 0 or 1 per element
  if (power_width(bytes) && width == 8 * bytes)
    return {sign == mlirbc::signedness::is_unsigned ? 'u' : 'i', bytes, 0, true};
  return raw(bytes);
}

inline element_dtype floating(mlirbc::float_kind k) noexcept {
  switch (k) {
    case mlirbc::float_kind::f16: return {'f', 2, 0, true};
    case mlirbc::float_kind::f32: return {'f', 4, 0, true};
    case mlirbc::float_kind::f64: return {'f', 8, 0, true};
    default: return raw(mlirbc::float_storage_bytes(k));
  }
}

}  // namespace dtype_detail

// The dtype of one element (the weight's element_info from weights.hpp).
inline element_dtype dtype_of(const mlirbc::element_info& e) noexcept {
  using mlirbc::element_kind;
  switch (e.kind) {
    case element_kind::integer: return dtype_detail::integer(e.bits, e.bytes, e.sign);
    case element_kind::index: return {'i', 8, 0, true};
    case element_kind::floating: return dtype_detail::floating(e.fkind);
    case element_kind::complex_integer:
    case element_kind::complex_floating: {
      if (e.kind == element_kind::complex_floating && e.fkind == mlirbc::float_kind::f32) return {'c', 8, 0, true};
      if (e.kind == element_kind::complex_floating && e.fkind == mlirbc::float_kind::f64) return {'c', 16, 0, true};
      element_dtype part = e.kind == element_kind::complex_floating
                               ? dtype_detail::floating(e.fkind)
                               : dtype_detail::integer(e.bits, e.bytes / 2, e.sign);
      if (part.trailing != 0) return {'u', 1, e.bytes, false};
      part.trailing = 2;
      part.exact = false;
      return part;
    }
    case element_kind::unsupported: break;
  }
  return {'u', 1, 0, false};
}

}  // namespace mlirbc_python
