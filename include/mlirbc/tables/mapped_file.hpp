// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mapped_file: read-only memory mapping of a whole file (move-only owner).
// A mapping keeps its file descriptor open, for small reads that should not
// map pages (read_at: blob headers next to large blob data).
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>
#include <string>
#include <utility>

#include "../base/config.hpp"
#include "../base/error.hpp"

namespace mlirbc {

// Access pattern hints; a hint that the kernel refuses is ignored.
enum class access_hint { normal, sequential, random, willneed, dontneed };

// How the bytes are brought in (docs/weights.md, "Backends"). `map` is
// zero-copy, but a mapping cannot defend against another process truncating
// the file: touching a page past the new end raises SIGBUS. `copy` reads the
// file into an owned buffer (costs its size in memory) and is immune; use it
// for files that others may rewrite. `read` maps nothing of the file: it
// reserves anonymous memory of the file's size, and bytecode_file::open reads
// the metadata into it with pread; blob data is read on demand with pread
// (bytecode_file::read_bytes) and never handed out from memory (blob::in_memory
// is false). `map_writable` maps copy-on-write (private, read/write): a page is
// copied when written, and writes never reach the file.
enum class load_mode { map, copy, read, map_writable };

// load_mode::read reads a long range (long_read bytes or more) of a file that
// is not in the page cache with O_DIRECT, straight into the caller's memory,
// when that memory's address and the file offset agree modulo
// direct_read_alignment: the part between the first and the last multiple of
// it goes around the page cache (no copy out of it), the ends through it
// (docs/weights.md, "Backends"). Anything else, or a file system that refuses
// O_DIRECT, reads through the page cache; the bytes are the same either way.
// MLIRBC_DIRECT_IO=0 in the environment at open turns direct reads off.
inline constexpr std::size_t direct_read_alignment = 4096;
inline constexpr std::size_t long_read = std::size_t{1} << 20;

// Alignment of the buffer in copy mode: the largest blob alignment a mapping
// can honour by default (limits::max_alignment), so blobs stay aligned.
inline constexpr std::size_t copy_alignment = std::size_t{1} << 16;

class mapped_file {
 public:
  mapped_file() = default;
  mapped_file(const mapped_file&) = delete;
  mapped_file& operator=(const mapped_file&) = delete;
  mapped_file(mapped_file&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        size_(std::exchange(other.size_, 0)),
        owned_(std::exchange(other.owned_, false)),
        on_demand_(std::exchange(other.on_demand_, false)),
        fd_(std::exchange(other.fd_, -1)),
        direct_fd_(std::exchange(other.direct_fd_, -1)) {}
  mapped_file& operator=(mapped_file&& other) noexcept;
  ~mapped_file() { unmap(); }

  // Maps `path` read-only. On failure the error names the step that failed and
  // carries errno in `value`. An empty file maps to an empty span.
  // load_mode::copy reads the file into an owned buffer instead of mapping it;
  // load_mode::read reserves memory for it and reads nothing yet.
  error open(const std::string& path, load_mode mode = load_mode::map);

  std::span<const std::byte> bytes() const noexcept;
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  // True when the bytes are an owned copy (load_mode::copy), not a mapping.
  bool is_copy() const noexcept { return owned_; }
  // True in load_mode::read: bytes() holds only what load() brought in.
  bool reads_on_demand() const noexcept { return on_demand_; }
  // load_mode::read: reads [offset, offset + length) of the file into bytes()
  // with pread (clamped to the size at open). An io error if the file has
  // fewer bytes now. Nothing to do in the other modes.
  error load(std::uint64_t offset, std::uint64_t length) const noexcept;
  // Reads out.size() bytes at `offset` with pread (from the owned copy in
  // load_mode::copy), never through a mapping: a file truncated since it was
  // opened is an error (errc::truncated at the first missing byte; errc::io
  // with errno for a failed read), never SIGBUS.
  error read_exactly(std::uint64_t offset, std::span<std::byte> out) const noexcept;

  // Reads out.size() bytes at `offset` with pread, without touching the
  // mapping (small reads of metadata next to large data: a blob's header).
  // False if the file is not mapped or has fewer bytes there now.
  bool read_at(std::uint64_t offset, std::span<std::byte> out) const noexcept;
  bool can_read_at() const noexcept { return fd_ >= 0; }
  // True when long reads of uncached ranges may bypass the page cache (see
  // direct_read_alignment): load_mode::read, where the file system allows it.
  bool reads_direct() const noexcept { return direct_fd_ >= 0; }
  // The mapped file's descriptor (-1 in copy mode), for copying ranges out of
  // it without touching the mapping (output_file::copy_from).
  int fd() const noexcept { return fd_; }

  // Advises the kernel about a byte range; never fails (advice is optional).
  void advise(access_hint hint, std::size_t offset = 0, std::size_t length = SIZE_MAX) const noexcept;

 private:
  static error io_error(const char* what, int err) noexcept;

  // Copy mode: reads up to `size` bytes. A file that shrank meanwhile yields
  // the shorter prefix (which then fails validation, never faults).
  error read_all(int fd, std::size_t size);

  // Reads out[from, to) from offset + from with pread on `fd`; errors name the whole request.
  error read_range(int fd, std::uint64_t offset, std::span<std::byte> out, std::size_t from, std::size_t to) const noexcept;
  // The bytes of out[from, to) (both multiples of direct_read_alignment away from
  // offset) read with O_DIRECT; fewer when the file system refuses or ends early.
  std::size_t read_direct(std::uint64_t offset, std::span<std::byte> out, std::size_t from, std::size_t to) const noexcept;
  // Whether [offset, offset + length) is mostly absent from the page cache (false when unknown).
  bool mostly_uncached(std::uint64_t offset, std::uint64_t length) const noexcept;

  void unmap() noexcept;

  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
  bool owned_ = false;  // a heap copy (load_mode::copy), freed rather than unmapped
  bool on_demand_ = false;  // load_mode::read: an anonymous reservation filled by load()
  int fd_ = -1;         // the mapped file, open for read_at()
  int direct_fd_ = -1;  // load_mode::read: the file opened again with O_DIRECT, or -1
};

}  // namespace mlirbc

#if MLIRBC_WITH_BODIES
#include "impl/mapped_file.ipp"
#endif
