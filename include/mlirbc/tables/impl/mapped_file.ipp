// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The bodies of mapped_file.hpp (docs/design.md, "Two modes"): included by it in
// header-only mode, compiled once into the library in compiled mode.
#pragma once

#include <sys/syscall.h>

#include <cstdlib>

#include "../mapped_file.hpp"

// cachestat(2) (Linux 6.5): how much of a file range is in the page cache.
// The number is the same on every architecture of the generic syscall table.
#if defined(__NR_cachestat)
#define MLIRBC_NR_CACHESTAT __NR_cachestat
#elif defined(__x86_64__) || defined(__aarch64__) || defined(__riscv)
#define MLIRBC_NR_CACHESTAT 451
#endif

namespace mlirbc {

MLIRBC_INLINE mapped_file& mapped_file::operator=(mapped_file&& other) noexcept {
  if (this != &other) {
    unmap();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
    owned_ = std::exchange(other.owned_, false);
    on_demand_ = std::exchange(other.on_demand_, false);
    fd_ = std::exchange(other.fd_, -1);
    direct_fd_ = std::exchange(other.direct_fd_, -1);
  }
  return *this;
}

MLIRBC_INLINE error mapped_file::open(const std::string& path, load_mode mode) {
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
  if (size != 0 && mode == load_mode::read) {
    // Never-touched pages of an anonymous reservation cost nothing.
    void* p = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
      const int e = errno;
      ::close(fd);
      return io_error("cannot reserve memory for the file's metadata", e);
    }
    data_ = static_cast<std::byte*>(p);
    size_ = size;
    on_demand_ = true;
    fd_ = fd;
    // Tensors are read whole or in long runs: a doubled readahead window makes
    // a cold pread several times faster on the machine measured, faster than
    // faulting in the mapping (docs/benchmarks.md, "Backends").
    (void)::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    // A second descriptor for reads around the page cache; a file system that
    // refuses O_DIRECT (EINVAL) leaves every read on the first.
    const char* direct = std::getenv("MLIRBC_DIRECT_IO");
    if (direct == nullptr || std::strcmp(direct, "0") != 0)
      direct_fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_DIRECT);
    return {};
  }
  if (size != 0) {
    const int protection = mode == load_mode::map_writable ? PROT_READ | PROT_WRITE : PROT_READ;
    void* p = ::mmap(nullptr, size, protection, MAP_PRIVATE, fd, 0);
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

MLIRBC_INLINE bool mapped_file::read_at(std::uint64_t offset, std::span<std::byte> out) const noexcept {
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

MLIRBC_INLINE error mapped_file::load(std::uint64_t offset, std::uint64_t length) const noexcept {
  if (!on_demand_ || offset >= size_) return {};
  length = std::min<std::uint64_t>(length, size_ - offset);
  return read_exactly(offset, std::span<std::byte>(data_ + offset, static_cast<std::size_t>(length)));
}

MLIRBC_INLINE error mapped_file::read_exactly(std::uint64_t offset, std::span<std::byte> out) const noexcept {
  if (owned_ || fd_ < 0) {  // a copy, or nothing to read (an empty file keeps no descriptor)
    if (offset > size_ || out.size() > size_ - offset)
      return error{errc::truncated, section_id::none, std::min<std::uint64_t>(offset, size_), "file data", out.size(), 0};
    if (!out.empty()) std::memcpy(out.data(), data_ + offset, out.size());
    return {};
  }
  // A long read of an uncached range into memory placed like the file:
  // the aligned middle with O_DIRECT (the device writes into `out`; nothing is
  // copied out of the page cache), the ends and whatever O_DIRECT did not
  // read through the page cache.
  std::size_t head = 0, middle_end = 0;
  const auto address = reinterpret_cast<std::uintptr_t>(out.data());
  if (direct_fd_ >= 0 && out.size() >= long_read && address % direct_read_alignment == offset % direct_read_alignment &&
      mostly_uncached(offset, out.size())) {
    head = (direct_read_alignment - offset % direct_read_alignment) % direct_read_alignment;
    middle_end = head + (out.size() - head) / direct_read_alignment * direct_read_alignment;
  }
  if (middle_end == 0) return read_range(fd_, offset, out, 0, out.size());
  if (error e = read_range(fd_, offset, out, 0, head)) return e;
  const std::size_t done = head + read_direct(offset, out, head, middle_end);
  return read_range(fd_, offset, out, done, out.size());
}

MLIRBC_INLINE error mapped_file::read_range(int fd, std::uint64_t offset, std::span<std::byte> out, std::size_t from,
                                            std::size_t to) const noexcept {
  // A long read: queue its disk reads at once, instead of as readahead meets
  // them (docs/benchmarks.md, "Backends"). Advice: a refusal changes nothing.
  if (to - from >= long_read)
    (void)::posix_fadvise(fd, static_cast<::off_t>(offset + from), static_cast<::off_t>(to - from), POSIX_FADV_WILLNEED);
  std::size_t got = from;
  while (got < to) {
    const ::ssize_t n = ::pread(fd, out.data() + got, to - got, static_cast<::off_t>(offset + got));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return io_error("cannot read file", errno);
    if (n == 0)
      return error{errc::truncated, section_id::none, offset + got,
                   "file data (the file is shorter than when it was opened; value: bytes wanted, limit: bytes read)",
                   out.size(), got};
    got += static_cast<std::size_t>(n);
  }
  return {};
}

MLIRBC_INLINE std::size_t mapped_file::read_direct(std::uint64_t offset, std::span<std::byte> out, std::size_t from,
                                                   std::size_t to) const noexcept {
  std::size_t got = from;
  while (got < to) {
    const ::ssize_t n = ::pread(direct_fd_, out.data() + got, to - got, static_cast<::off_t>(offset + got));
    if (n < 0 && errno == EINTR) continue;
    // Refused (EINVAL: alignment, file system) or ended: the page cache reads the rest and
    // reports what is wrong. A short read that ends off the alignment ends here too.
    if (n <= 0 || static_cast<std::size_t>(n) % direct_read_alignment != 0) {
      if (n > 0) got += static_cast<std::size_t>(n);
      break;
    }
    got += static_cast<std::size_t>(n);
  }
  return got - from;
}

MLIRBC_INLINE bool mapped_file::mostly_uncached(std::uint64_t offset, std::uint64_t length) const noexcept {
#ifdef MLIRBC_NR_CACHESTAT
  struct {
    std::uint64_t off, len;
  } range{offset, length};
  struct {
    std::uint64_t nr_cache, nr_dirty, nr_writeback, nr_evicted, nr_recently_evicted;
  } stat{};
  if (::syscall(MLIRBC_NR_CACHESTAT, fd_, &range, &stat, 0) != 0) return false;
  // A warm range is faster copied from the cache than read again from the device.
  return stat.nr_cache * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE)) * 8 <= length;
#else
  (void)offset;
  (void)length;
  return false;
#endif
}

MLIRBC_INLINE void mapped_file::advise(access_hint hint, std::size_t offset, std::size_t length) const noexcept {
  if (data_ == nullptr || owned_ || on_demand_ || offset >= size_) return;
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
  // read_at() goes through the page cache: the same hint for its readahead (a
  // mapping keeps its descriptor).
  if (hint == access_hint::random)
    (void)::posix_fadvise(fd_, static_cast<::off_t>(start), static_cast<::off_t>(end - start), POSIX_FADV_RANDOM);
}

MLIRBC_INLINE error mapped_file::io_error(const char* what, int err) noexcept {
  return error{errc::io, section_id::none, 0, what, static_cast<std::uint64_t>(err), 0};
}

MLIRBC_INLINE error mapped_file::read_all(int fd, std::size_t size) {
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

MLIRBC_INLINE void mapped_file::unmap() noexcept {
  if (data_ != nullptr && owned_) ::operator delete(data_, std::align_val_t{copy_alignment});
  else if (data_ != nullptr) ::munmap(data_, size_);
  if (fd_ >= 0) ::close(fd_);
  if (direct_fd_ >= 0) ::close(direct_fd_);
  data_ = nullptr;
  size_ = 0;
  owned_ = false;
  on_demand_ = false;
  fd_ = -1;
  direct_fd_ = -1;
}

MLIRBC_INLINE std::span<const std::byte> mapped_file::bytes() const noexcept { return {data_, size_}; }

}
