// mapped_file: read-only memory mapping of a whole file (move-only owner).
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <span>
#include <string>
#include <utility>

#include "error.hpp"

namespace mlirbc {

// Access pattern hints; a hint that the kernel refuses is ignored.
enum class access_hint { normal, sequential, random, willneed, dontneed };

class mapped_file {
 public:
  mapped_file() = default;
  mapped_file(const mapped_file&) = delete;
  mapped_file& operator=(const mapped_file&) = delete;
  mapped_file(mapped_file&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  mapped_file& operator=(mapped_file&& other) noexcept {
    if (this != &other) {
      unmap();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
    }
    return *this;
  }
  ~mapped_file() { unmap(); }

  // Maps `path` read-only. On failure the error names the step that failed and
  // carries errno in `value`. An empty file maps to an empty span.
  error open(const std::string& path) {
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
    if (size != 0) {
      void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
      if (p == MAP_FAILED) {
        const int e = errno;
        ::close(fd);
        return io_error("cannot map file", e);
      }
      data_ = static_cast<std::byte*>(p);
      size_ = size;
    }
    ::close(fd);  // the mapping keeps the file alive
    return {};
  }

  std::span<const std::byte> bytes() const noexcept { return {data_, size_}; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }

  // Advises the kernel about a byte range; never fails (advice is optional).
  void advise(access_hint hint, std::size_t offset = 0, std::size_t length = SIZE_MAX) const noexcept {
    if (data_ == nullptr || offset >= size_) return;
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
  }

 private:
  static error io_error(const char* what, int err) noexcept {
    return error{errc::io, section_id::none, 0, what, static_cast<std::uint64_t>(err), 0};
  }

  void unmap() noexcept {
    if (data_ != nullptr) ::munmap(data_, size_);
    data_ = nullptr;
    size_ = 0;
  }

  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace mlirbc
