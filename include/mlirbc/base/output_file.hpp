// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// output_file: a file that appears whole or not at all. Bytes go to a
// temporary file in the destination's directory; commit() renames it over
// the destination, and a file never committed is removed, so a failed or
// interrupted write leaves no partial output behind (and never touches an
// existing file at the destination).
//
// Writes are buffered; copy_from() moves a byte range of another file
// without passing it through this process where the kernel can
// (copy_file_range), so streaming gigabytes costs neither memory nor a copy
// in user space.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"
#include "error.hpp"
#include "result.hpp"

namespace mlirbc {

class output_file {
 public:
  // Called with the bytes written so far, about every chunk of copied data.
  using progress_fn = std::function<void(std::uint64_t written)>;
  // Sees each chunk of copied data in order (e.g. to checksum it).
  using observe_fn = std::function<void(std::span<const std::byte>)>;

  output_file() = default;
  output_file(output_file&& other) noexcept;
  output_file& operator=(output_file&& other) noexcept;
  output_file(const output_file&) = delete;
  output_file& operator=(const output_file&) = delete;
  ~output_file();

  // Creates the temporary file beside `path` ("PATH.partial-XXXXXX"). An existing
  // `path` that is not a regular file (a device, a FIFO, a directory) is refused.
  static result<output_file> create(const std::string& path, std::size_t buffer_size = std::size_t{1} << 20);

  // Each returns false after the first failure; error() then says what failed.
  bool write(std::span<const std::byte> bytes);
  bool write(std::string_view text);
  bool write_u8(std::uint8_t b);
  bool pad(std::uint64_t n, std::byte value);
  // Appends `length` bytes of file `fd` from `offset`. With `observe`, the
  // bytes are read into a bounded buffer and shown to it before being written.
  bool copy_from(int fd, std::uint64_t offset, std::uint64_t length, const observe_fn& observe = {});
  // Overwrites bytes already written at `offset` (e.g. a header whose sizes
  // are known only at the end).
  bool patch(std::uint64_t offset, std::span<const std::byte> bytes);

  // Bytes written so far: the offset of the next byte.
  std::uint64_t position() const noexcept { return position_; }
  void on_progress(progress_fn fn) { progress_ = std::move(fn); }
  const error& failure() const noexcept { return failure_; }

  // Flushes, closes and renames the file over the destination.
  error commit();
  // Removes the temporary file (also done by the destructor unless committed).
  void discard() noexcept;

 private:
  bool flush();
  bool fail(const char* what, int err);
  bool write_fd(const std::byte* p, std::size_t n);

  int fd_ = -1;
  std::string path_, temp_;
  std::vector<std::byte> buf_;
  std::size_t capacity_ = 0;
  std::uint64_t position_ = 0;
  progress_fn progress_;
  error failure_;
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/output_file.ipp"
#endif
