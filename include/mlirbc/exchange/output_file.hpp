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

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../base/config.hpp"
#include "../base/error.hpp"
#include "../base/result.hpp"

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

  // For a fatal-signal handler (the CLI's SIGBUS handler: an input truncated
  // under its mapping): unlinks the temporary file of every output_file open
  // now, so that no partial output survives the _exit that follows.
  // Async-signal-safe (it only reads a fixed table and calls unlink).
  static void discard_all_in_signal_handler() noexcept;

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
  int listed_ = -1;  // the slot of temp_ in output_detail::temporaries(), or -1
};

namespace output_detail {

// The temporary paths of the output_files open now, for
// discard_all_in_signal_handler: a fixed table (constant-initialized, so a
// signal handler may read it), a slot per file; a path that does not fit, or a
// ninth file, is not listed.
struct open_temporaries {
  static constexpr std::size_t slots = 8, path_max = 4096;
  std::atomic<int> state[slots] = {};  // 0 free, 1 being changed, 2 holds a path
  char path[slots][path_max] = {};
  int add(const std::string& p) noexcept;  // the slot, or -1
  void remove(int slot) noexcept;
};
inline open_temporaries& temporaries() noexcept {
  static open_temporaries t;
  return t;
}

}  // namespace output_detail

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/output_file.ipp"
#endif
