// mapped_file: read-only memory mapping of a whole file (move-only owner).
// A mapping keeps its file descriptor open, for small reads that should not
// map pages (read_at: blob headers next to large blob data).
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>
#include <string>
#include <utility>

#include "error.hpp"

namespace mlirbc {

// Access pattern hints; a hint that the kernel refuses is ignored.
enum class access_hint { normal, sequential, random, willneed, dontneed };

// How the bytes are brought in. `map` is zero-copy, but a mapping cannot defend
// against another process truncating the file: touching a page past the new end
// raises SIGBUS. `copy` reads the file into an owned buffer (costs its size in
// memory) and is immune; use it for files that others may rewrite.
enum class load_mode { map, copy };

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
        fd_(std::exchange(other.fd_, -1)) {}
  mapped_file& operator=(mapped_file&& other) noexcept {
    if (this != &other) {
      unmap();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
      owned_ = std::exchange(other.owned_, false);
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  ~mapped_file() { unmap(); }

  // Maps `path` read-only. On failure the error names the step that failed and
  // carries errno in `value`. An empty file maps to an empty span.
  // load_mode::copy reads the file into an owned buffer instead of mapping it.
  error open(const std::string& path, load_mode mode = load_mode::map) {
    unmap();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return io_error("cannot open file", errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
      const int e = errno;
      ::close(fd);
      return io_error("cannot stat file", e);
    }
    if (!S_ISREG(st.st_mode)) {
      ::close(fd);
      return io_error("not a regular file", EINVAL);
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    if (size != 0 && mode == load_mode::copy) {
      const error e = read_all(fd, size);
      ::close(fd);
      return e;
    }
    if (size != 0) {
      void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
      if (p == MAP_FAILED) {
        const int e = errno;
        ::close(fd);
        return io_error("cannot map file", e);
      }
      data_ = static_cast<std::byte*>(p);
      size_ = size;
      fd_ = fd;  // kept for read_at()
      return {};
    }
    ::close(fd);
    return {};
  }

  std::span<const std::byte> bytes() const noexcept { return {data_, size_}; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  // True when the bytes are an owned copy (load_mode::copy), not a mapping.
  bool is_copy() const noexcept { return owned_; }

  // Reads out.size() bytes at `offset` with pread, without touching the
  // mapping (small reads of metadata next to large data: a blob's header).
  // False if the file is not mapped or has fewer bytes there now.
  bool read_at(std::uint64_t offset, std::span<std::byte> out) const noexcept {
    if (fd_ < 0) return false;
    std::size_t got = 0;
    while (got < out.size()) {
      const ::ssize_t n = ::pread(fd_, out.data() + got, out.size() - got, static_cast<::off_t>(offset + got));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      got += static_cast<std::size_t>(n);
    }
    return true;
  }
  bool can_read_at() const noexcept { return fd_ >= 0; }

  // Advises the kernel about a byte range; never fails (advice is optional).
  void advise(access_hint hint, std::size_t offset = 0, std::size_t length = SIZE_MAX) const noexcept {
    if (data_ == nullptr || owned_ || offset >= size_) return;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t start = offset - offset % page;
    const std::size_t end = length > size_ - offset ? size_ : offset + length;
    int advice = MADV_NORMAL;
    switch (hint) {
      case access_hint::normal: advice = MADV_NORMAL; break;
      case access_hint::sequential: advice = MADV_SEQUENTIAL; break;
      case access_hint::random: advice = MADV_RANDOM; break;
      case access_hint::willneed: advice = MADV_WILLNEED; break;
      case access_hint::dontneed: advice = MADV_DONTNEED; break;
    }
    (void)::madvise(data_ + start, end - start, advice);
    // read_at() goes through the page cache: the same hint for its readahead.
    if (hint == access_hint::random && fd_ >= 0)
      (void)::posix_fadvise(fd_, static_cast<::off_t>(start), static_cast<::off_t>(end - start), POSIX_FADV_RANDOM);
  }

 private:
  static error io_error(const char* what, int err) noexcept {
    return error{errc::io, section_id::none, 0, what, static_cast<std::uint64_t>(err), 0};
  }

  // Copy mode: reads up to `size` bytes. A file that shrank meanwhile yields
  // the shorter prefix (which then fails validation, never faults).
  error read_all(int fd, std::size_t size) {
    auto* p = static_cast<std::byte*>(::operator new(size, std::align_val_t{copy_alignment}, std::nothrow));
    if (p == nullptr) return io_error("cannot allocate a copy of the file", ENOMEM);
    std::size_t got = 0;
    while (got < size) {
      const ::ssize_t n = ::read(fd, p + got, size - got);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        const int e = errno;
        ::operator delete(p, std::align_val_t{copy_alignment});
        return io_error("cannot read file", e);
      }
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
    }
    data_ = p;
    size_ = got;
    owned_ = true;
    return {};
  }

  void unmap() noexcept {
    if (data_ != nullptr && owned_) ::operator delete(data_, std::align_val_t{copy_alignment});
    else if (data_ != nullptr) ::munmap(data_, size_);
    if (fd_ >= 0) ::close(fd_);
    data_ = nullptr;
    size_ = 0;
    owned_ = false;
    fd_ = -1;
  }

  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
  bool owned_ = false;  // a heap copy (load_mode::copy), freed rather than unmapped
  int fd_ = -1;         // the mapped file, open for read_at()
};

}  // namespace mlirbc
