// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// resource_rewrite: a copy of a bytecode file whose resource data changed —
// blobs dropped (their handles kept), kept, or replaced by bytes of another
// file — and everything else copied byte for byte, in the original order.
//
// Only the two resource sections are rebuilt. The ResourceOffset index keeps
// every group, key and kind; an entry's size changes with its data. A dropped
// blob becomes an entry of size 0: its dense_resource handles stay valid and
// MLIR reads the file as one whose resource has no data (docs/weights.md,
// "Strip, export, attach"). Blob data is never read into memory: it is
// copied file to file (output_file::copy_from).
//
// The rebuilt Resource section is aligned to the largest blob alignment it
// holds, so each blob's padding can be computed relative to the section's
// start, before knowing where the section lands in the output.
#pragma once

#include <cstdint>
#include <span>

#include "../base/config.hpp"
#include "bytecode.hpp"
#include "../base/error.hpp"
#include "../exchange/output_file.hpp"

namespace mlirbc {

// What happens to one resource entry (indexed as resource_table::entries()).
struct resource_change {
  enum class action : std::uint8_t { keep, drop, replace };
  action what = action::keep;
  // replace: the new blob, `size` bytes of file `fd` from `offset`, aligned to
  // `alignment` (a power of two) in the output.
  int fd = -1;
  std::uint64_t offset = 0, size = 0, alignment = 1;
};

struct rewrite_summary {
  std::uint64_t dropped = 0, kept = 0, replaced = 0;  // blob entries
  std::uint64_t blob_bytes = 0;                       // data bytes of the blobs written
  std::uint64_t alignment = 1;                        // of the Resource section (largest blob alignment)
};

// Writes `in` with `changes` applied to `out` (not committed). `changes` has
// one element per resource entry; only non-empty blob entries of dialect
// groups may be dropped, and only blob entries of dialect groups replaced.
error rewrite_resources(const bytecode_file& in, std::span<const resource_change> changes, output_file& out,
                        rewrite_summary* summary = nullptr);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/resource_rewrite.ipp"
#endif
