// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of dense_text.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include "../dense_text.hpp"

namespace mlirbc {

MLIRBC_INLINE std::size_t dense_element_format::part_bytes() const noexcept {
  switch (k) {
    case kind::integer: return (std::size_t{width} + 7) / 8;
    case kind::index: return 8;
    case kind::floating: return float_storage_bytes(fk);
  }
  return 0;
}

}
namespace mlirbc {
namespace print_detail {

MLIRBC_INLINE void append_dense_part(const dense_element_format& f, const std::byte* p, std::string& out) {
  const std::size_t nb = f.part_bytes();
  if (f.k == dense_element_format::kind::floating) {
    std::uint64_t lo = 0, hi = 0;
    load_words(p, nb, lo, hi);
    (void)format_float(f.fk, lo, hi, out);
    return;
  }
  const std::uint32_t width = f.k == dense_element_format::kind::index ? 64 : f.width;
  if (nb <= 8) {
    std::uint64_t lo = 0, hi = 0;
    load_words(p, nb, lo, hi);
    if (width == 1) {
      out += (lo & 1u) != 0 ? "true" : "false";
      return;
    }
    append_int(&lo, 1, width, f.is_signed || f.k == dense_element_format::kind::index, out);
    return;
  }
  std::vector<std::uint64_t> w((nb + 7) / 8, 0);
  for (std::size_t k = 0; k < nb; ++k) w[k / 8] |= std::uint64_t{static_cast<std::uint8_t>(p[k])} << (8 * (k % 8));
  append_int(w.data(), w.size(), width, f.is_signed, out);
}

MLIRBC_INLINE void append_dense_element(const dense_element_format& f, const std::byte* p, std::string& out) {
  if (!f.complex) {
    append_dense_part(f, p, out);
    return;
  }
  out += '(';
  append_dense_part(f, p, out);
  out += ',';
  append_dense_part(f, p + f.part_bytes(), out);
  out += ')';
}

MLIRBC_INLINE auto append_dense_body(const dense_element_format& f, std::span<const std::int64_t> shape, std::uint64_t n,
                              bool splat, std::span<const std::byte> data, bool allow_hex, std::string& out) -> void {
  if (allow_hex && !splat && n > 100) {
    out += '"';
    append_hex_bytes(data, out);
    out += '"';
    return;
  }
  if (splat) {
    append_dense_element(f, data.data(), out);
    return;
  }
  const std::size_t eb = f.bytes();
  append_nested(shape, n, "[", "]", [&](std::string_view t) { out += t; },
                [&](std::uint64_t i) { append_dense_element(f, data.data() + static_cast<std::size_t>(i) * eb, out); });
}

}
}
