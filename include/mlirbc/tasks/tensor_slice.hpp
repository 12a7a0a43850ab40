// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tensor_slice: a shaped sub-range of a row-major tensor blob, selected per
// dimension numpy-style (start:stop:step, negative indices, a single index
// drops the dimension), as an offset and byte strides into the blob. With the
// mapping it is a zero-copy strided view (slice_data); read_slice copies it
// into a caller's buffer reading only the slice's bytes, one pread per
// contiguous run (runs that touch are joined), never through the mapping.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "../base/config.hpp"
#include "../base/error.hpp"
#include "../base/result.hpp"
#include "../tables/bytecode.hpp"
#include "../tables/resource_table.hpp"

namespace mlirbc {

// One dimension's selection: numpy's start:stop:step (absent bounds take
// numpy's defaults for the step's sign), or one index, which drops the dimension.
struct dim_selection {
  std::optional<std::int64_t> start, stop;
  std::int64_t step = 1;  // nonzero
  bool single = false;    // an index (`start`), not a range

  static dim_selection all() noexcept { return {}; }
  static dim_selection at(std::int64_t i) noexcept { return {i, std::nullopt, 1, true}; }
  static dim_selection range(std::optional<std::int64_t> start, std::optional<std::int64_t> stop,
                             std::int64_t step = 1) noexcept {
    return {start, stop, step, false};
  }
};

struct tensor_slice {
  std::uint64_t first = 0;            // byte offset of the first selected element in the blob data
  std::vector<std::int64_t> shape;    // of the result: single-index dimensions are dropped
  std::vector<std::int64_t> strides;  // byte strides in the blob, per result dimension (negative: a negative step)
  std::uint64_t element_bytes = 1;

  std::uint64_t num_elements() const noexcept;
  std::uint64_t byte_size() const noexcept { return num_elements() * element_bytes; }

  // Calls fn(blob_offset, length) for each contiguous run of the slice's
  // bytes, in row-major order of the result; runs adjacent in the blob are
  // joined, so a slice of whole rows is one run.
  void for_each_run(const std::function<void(std::uint64_t, std::uint64_t)>& fn) const;
};

// The slice of a tensor of `shape` (elements of `element_bytes`) that
// `selection` picks. Fewer selections than dimensions: the rest are whole, as
// in numpy. Errors (index_out_of_range, bad_value, section none): more
// selections than dimensions, a step of 0, an index outside the dimension.
result<tensor_slice> slice_tensor(std::span<const std::int64_t> shape, std::uint64_t element_bytes,
                                  std::span<const dim_selection> selection);

// The address of the slice's first element in a blob whose data is in memory
// (mapped or copied): with shape and strides, a zero-copy strided view.
// unsupported when the blob's data is not in memory (load_mode::read).
result<const std::byte*> slice_data(const blob& b, const tensor_slice& s);

// Reads `length` bytes at `offset` of the blob's data into the buffer given.
using blob_range_reader = std::function<error(std::uint64_t offset, std::span<std::byte> out)>;

// Copies the slice into `out` (exactly s.byte_size() bytes), row-major,
// reading only the slice's runs through `read`.
error read_slice(const tensor_slice& s, const blob_range_reader& read, std::span<std::byte> out);
// The same from the file of `b` with pread (bytecode_file::read_bytes): only
// the slice's bytes are read, in every load mode, and a file truncated since
// it was opened is an error naming the offset, never SIGBUS.
error read_slice(const bytecode_file& f, const blob& b, const tensor_slice& s, std::span<std::byte> out);

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/tensor_slice.ipp"
#endif
