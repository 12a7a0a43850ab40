// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tensor_files: the two common exchange formats for named tensors.
//  - safetensors: written from byte ranges of other files, and read back
//    strictly (the whole header is checked: JSON, dtypes, shapes, and that
//    the data ranges tile the data buffer exactly);
//  - npz (what numpy.load reads): a stored zip of .npy files, written only.
// Writing streams each tensor from its file through output_file, so memory
// does not grow with tensor sizes; reading touches only the header bytes.
// docs/tensor-files.md describes both formats as written and checked here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../base/error.hpp"
#include "output_file.hpp"
#include "../base/result.hpp"

namespace mlirbc {

enum class tensor_dtype : std::uint8_t {
  boolean, u8, i8, u16, i16, u32, i32, u64, i64, f16, bf16, f32, f64, f8_e4m3fn, f8_e5m2, c64, c128
};

// Bytes per element (boolean 1, c64 8, c128 16); 0 for an invalid value.
std::size_t tensor_dtype_size(tensor_dtype t) noexcept;
// The safetensors spelling ("F32"), or nullptr: safetensors has no complex types.
const char* safetensors_dtype_name(tensor_dtype t) noexcept;
// Parses a safetensors dtype ("BF16"); false if unknown or unsupported here.
bool parse_safetensors_dtype(std::string_view s, tensor_dtype& out) noexcept;
// The numpy dtype string of the .npy header ("<f4"). numpy has neither
// bfloat16 nor float8, so those are stored as their bits ("<u2", "|u1").
const char* npy_descr(tensor_dtype t) noexcept;

// An error about one named item (a tensor): the error, the item's name ("" if
// none) and, where a literal `what` cannot say it, more words (e.g. the two
// types that differ).
struct named_error {
  error e;
  std::string name;
  std::string detail = {};  // (a default, so {e, name} stays warning-free)
  explicit operator bool() const noexcept { return static_cast<bool>(e); }
  // "tensor 'NAME': " + e.message() [+ ": " + detail]; without the prefix when there is no name.
  std::string message() const;
};

// One tensor to write: its bytes are `size` bytes of file `fd` from `offset`
// (size must be the product of the shape times the dtype size).
struct tensor_source {
  std::string name;
  tensor_dtype dtype = tensor_dtype::u8;
  std::vector<std::uint64_t> shape;  // empty = scalar
  int fd = -1;
  std::uint64_t offset = 0, size = 0;
};
using tensor_metadata = std::vector<std::pair<std::string, std::string>>;

// Writes a whole safetensors file into `out` (without committing it), the
// tensors' data contiguous in the order given. Everything is checked before
// the first byte is written: names (non-empty, UTF-8, unique, not
// "__metadata__"), dtypes (complex has no safetensors name), sizes.
named_error write_safetensors(output_file& out, std::span<const tensor_source> tensors,
                              const tensor_metadata& metadata);

// Writes an npz archive into `out` (without committing it): one stored zip
// entry "NAME.npy" per tensor, each a .npy file whose data starts 64 bytes
// aligned both in the .npy and in the archive. ZIP64 fields are used where a
// size, offset or the entry count does not fit the classic ones.
named_error write_npz(output_file& out, std::span<const tensor_source> tensors);

struct safetensors_tensor {
  std::string name;
  tensor_dtype dtype = tensor_dtype::u8;
  std::vector<std::uint64_t> shape;
  std::uint64_t offset = 0;  // absolute file offset of the data
  std::uint64_t size = 0;
};

struct safetensors_index {
  std::vector<safetensors_tensor> tensors;  // in header order
  tensor_metadata metadata;                 // "__metadata__" (string -> string), in header order
  std::uint64_t data_start = 0;             // 8 + header length
  // Linear searches (one lookup is cheap; for one per tensor, hash the lists).
  const safetensors_tensor* find(std::string_view name) const noexcept;
  const std::string* meta(std::string_view key) const noexcept;
};

// Largest header read_safetensors accepts (as the reference implementation).
inline constexpr std::uint64_t safetensors_max_header = 100'000'000;

// Reads and validates a whole safetensors file: `file` is all of its bytes
// (e.g. a mapped file), of which only the header is read. Error offsets are
// absolute file offsets: for a problem in a tensor's entry, the byte of the
// header where the offending field is.
named_error read_safetensors(std::span<const std::byte> file, safetensors_index& out);

// CRC-32 (ISO-HDLC, as zip uses) of `bytes`, continuing from `crc` (0 to start).
std::uint32_t crc32(std::span<const std::byte> bytes, std::uint32_t crc = 0) noexcept;

namespace detail {

// Index of the first byte of `s` that does not start a valid UTF-8 sequence,
// or npos (tensor names must be UTF-8 in both formats).
std::size_t utf8_invalid_at(std::string_view s) noexcept;

// When write_npz switches to ZIP64; lowered by tests to exercise that path
// without writing gigabytes.
struct npz_limits {
  std::uint64_t zip64_at = 0xFFFFFFFF;  // a size or offset at or above this
  std::uint64_t zip64_entries_at = 0xFFFF;
};
named_error write_npz(output_file& out, std::span<const tensor_source> tensors, const npz_limits& limits);

}  // namespace detail

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/tensor_files.ipp"
#endif
