// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// writer: emits a weight file — a builtin.module holding one arith.constant
// per weight, whose value is `dense_resource<KEY> : tensor<SHAPExTYPE>` backed
// by a blob in the builtin dialect's resource group.
//
// The file is streamed: all metadata sections come first (they are small and
// are what `bytecode::open` reads), the Resource section comes last, and blob
// data is copied from caller-owned spans or pulled from callbacks in chunks,
// so memory use does not grow with the blob sizes. Blob padding is computed
// from file offset 0, as the format requires (docs/format.md §1.7).
//
// Section order: String, Dialect, AttrTypeOffset, AttrType, IR, [Properties],
// ResourceOffset, Resource. Order is free in the format; mlir-opt 22 reads it.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/config.hpp"
#include "../base/cursor.hpp"
#include "../base/encoding.hpp"
#include "../base/error.hpp"
#include "../base/limits.hpp"
#include "../exchange/output_file.hpp"
#include "../base/result.hpp"

namespace mlirbc {

// Element types a weight can have (signless integers and IEEE/brain floats).
enum class element_type : std::uint8_t { i1, i8, i16, i32, i64, f16, bf16, f32, f64 };

// The MLIR spelling ("f32"), or nullptr for an invalid value.
constexpr const char* element_type_name(element_type t) noexcept {
  switch (t) {
    case element_type::i1: return "i1";
    case element_type::i8: return "i8";
    case element_type::i16: return "i16";
    case element_type::i32: return "i32";
    case element_type::i64: return "i64";
    case element_type::f16: return "f16";
    case element_type::bf16: return "bf16";
    case element_type::f32: return "f32";
    case element_type::f64: return "f64";
  }
  return nullptr;
}

// Bytes per element in a resource blob. i1 takes one byte (MLIR's bool
// storage for dense_resource), unlike bit-packed dense<> literals.
constexpr std::uint64_t element_type_size(element_type t) noexcept {
  switch (t) {
    case element_type::i1:
    case element_type::i8: return 1;
    case element_type::i16:
    case element_type::f16:
    case element_type::bf16: return 2;
    case element_type::i32:
    case element_type::f32: return 4;
    case element_type::i64:
    case element_type::f64: return 8;
  }
  return 0;
}

// Parses "f32", "i8", ...; false if unknown.
bool parse_element_type(std::string_view s, element_type& out) noexcept;

// Fills `out` with the blob bytes starting at `offset` within the blob.
// Returns false to abort the write.
using blob_source = std::function<bool(std::uint64_t offset, std::span<std::byte> out)>;

// One weight: a named resource and the constant that references it.
struct weight {
  std::string name;              // resource key; MLIR bare identifier [A-Za-z_][A-Za-z0-9_$.]*
  element_type type = element_type::f32;
  std::vector<std::int64_t> shape;  // empty = rank 0 (one element)
  std::uint64_t alignment = 0;   // power of two; 0 = write_options::alignment
  // Data: either `data` (borrowed, must stay alive during the write) or
  // `source` + `size` (pulled in chunks). Size must be elements x element size.
  std::span<const std::byte> data;
  blob_source source;
  std::uint64_t size = 0;        // used only with `source`

  std::uint64_t byte_size() const noexcept { return source ? size : data.size(); }
};

struct write_options {
  std::uint64_t version = 6;           // bytecode version 0..6
  std::string producer = "mlirbc";     // stored in the header
  std::uint64_t alignment = 64;        // default blob alignment
  std::size_t chunk_size = std::size_t{1} << 20;  // buffer for callbacks and small writes
};

// Where each blob's data landed; offsets are from the start of the file.
struct write_summary {
  std::uint64_t file_size = 0;
  std::uint64_t metadata_size = 0;                 // bytes before the first blob data
  std::vector<std::uint64_t> data_offsets;         // one per weight
};

// Destination of the bytes. `write` returns false on failure.
class byte_sink {
 public:
  virtual ~byte_sink() = default;
  virtual bool write(const std::byte* data, std::size_t n) = 0;
};

// Writes to a file descriptor (retries short writes and EINTR). Not owning.
class fd_sink final : public byte_sink {
 public:
  explicit fd_sink(int fd) noexcept : fd_(fd) {}
  bool write(const std::byte* data, std::size_t n) override;
  int last_errno() const noexcept { return errno_; }

 private:
  int fd_;
  int errno_ = 0;
};

class ostream_sink final : public byte_sink {
 public:
  explicit ostream_sink(std::ostream& os) noexcept : os_(os) {}
  bool write(const std::byte* data, std::size_t n) override;

 private:
  std::ostream& os_;
};

// Writes `weights` as one bytecode file to `sink`. Fails (without throwing)
// on invalid input — bad version, name, alignment or a size that does not
// match the shape — before writing anything, and on sink or callback failure.
result<write_summary> write_weights(byte_sink& sink, std::span<const weight> weights,
                                           const write_options& opt = {});

result<write_summary> write_weights(std::ostream& os, std::span<const weight> weights,
                                           const write_options& opt = {});

result<write_summary> write_weights(int fd, std::span<const weight> weights, const write_options& opt = {});

// Writes the file to `path` through output_file: the bytes go to a temporary
// `PATH.partial-XXXXXX` that is renamed over `path` only once complete, so on
// failure an existing file at `path` is left as it was and nothing is left behind.
result<write_summary> write_weights_file(const std::string& path, std::span<const weight> weights,
                                                const write_options& opt = {});

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/writer.ipp"
#endif
