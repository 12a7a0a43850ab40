// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// limits: every bound the reader enforces on untrusted input, in one place.
#pragma once

#include <cstddef>
#include <cstdint>

namespace mlirbc {

struct limits {
  // Largest section or blob alignment accepted. A mapping only guarantees page
  // alignment; 64 KiB covers the largest common page size (arm64 64K pages).
  std::uint64_t max_alignment = std::uint64_t{1} << 16;
  // Deepest nesting of regions in the IR walk; bounds the explicit walk stack.
  std::uint32_t max_ir_depth = 1u << 20;
  // Deepest nesting of attributes/types while decoding one entry; bounds the
  // decode stack (each level costs a frame of the iterative decoder).
  std::uint32_t max_attr_depth = 1u << 16;
  // Total operations one walk may visit; a work budget against crafted files
  // that are small on disk but expensive to walk.
  std::uint64_t max_ops = std::uint64_t{1} << 32;
  // Refuse a file that breaks a format rule MLIR's own reader tolerates
  // (format_warnings.hpp). Off by default: such files are read and each
  // deviation is reported as a warning.
  bool strict = false;
  // Warnings kept per file (all are counted); bounds memory on hostile files.
  std::size_t max_warnings = 64;
};

}  // namespace mlirbc
