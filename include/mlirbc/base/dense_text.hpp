// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dense_text: the text of dense integer/index/float/complex data as MLIR prints
// `dense<...>` literals, from raw little-endian element storage. Shared by the
// builtin printer and dialects whose attributes wrap dense data (vhlo).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "config.hpp"
#include "float_format.hpp"
#include "print_text.hpp"

namespace mlirbc {

// How one element of dense data is stored: an integer of `width` bits (whole
// bytes), an index (8 bytes), a float of kind `fk` (its storage size), or a
// complex number of two such parts.
struct dense_element_format {
  enum class kind : std::uint8_t { integer, index, floating };
  kind k = kind::integer;
  std::uint32_t width = 0;  // integer
  bool is_signed = true;    // integer: signless and signed print signed
  float_kind fk{};          // floating
  bool complex = false;

  std::size_t part_bytes() const noexcept;
  std::size_t bytes() const noexcept { return part_bytes() * (complex ? 2 : 1); }
};

namespace print_detail {

void append_dense_part(const dense_element_format& f, const std::byte* p, std::string& out);

// One element at p: `5`, `-1.000000e+00`, `(1,2)` for complex numbers.
void append_dense_element(const dense_element_format& f, const std::byte* p, std::string& out);

// What goes between `dense<` and `>` for n elements of shape `shape`: one
// element when splat (data holds one), else the nested lists, or one hex
// string for more than 100 elements when allow_hex (as MLIR prints large data).
void append_dense_body(const dense_element_format& f, std::span<const std::int64_t> shape, std::uint64_t n,
                              bool splat, std::span<const std::byte> data, bool allow_hex, std::string& out);

}  // namespace print_detail
}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/dense_text.ipp"
#endif
