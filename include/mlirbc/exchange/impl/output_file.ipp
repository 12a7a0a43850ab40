// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Bodies of output_file.hpp.
#pragma once

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

#include "../output_file.hpp"

namespace mlirbc {

MLIRBC_INLINE output_file::output_file(output_file&& other) noexcept
    : fd_(other.fd_), path_(std::move(other.path_)), temp_(std::move(other.temp_)), buf_(std::move(other.buf_)),
      capacity_(other.capacity_), position_(other.position_), progress_(std::move(other.progress_)),
      failure_(other.failure_), listed_(std::exchange(other.listed_, -1)) {
  other.fd_ = -1;
  other.temp_.clear();
}

MLIRBC_INLINE output_file& output_file::operator=(output_file&& other) noexcept {
  if (this != &other) {
    discard();
    fd_ = other.fd_;
    path_ = std::move(other.path_);
    temp_ = std::move(other.temp_);
    buf_ = std::move(other.buf_);
    capacity_ = other.capacity_;
    position_ = other.position_;
    progress_ = std::move(other.progress_);
    failure_ = other.failure_;
    listed_ = std::exchange(other.listed_, -1);
    other.fd_ = -1;
    other.temp_.clear();
  }
  return *this;
}

MLIRBC_INLINE output_file::~output_file() { discard(); }

MLIRBC_INLINE result<output_file> output_file::create(const std::string& path, std::size_t buffer_size) {
  // The rename in commit() would replace a device or FIFO (say /dev/null) with a
  // regular file: refuse any existing path that is not a regular file.
  struct ::stat st {};
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
    return error{errc::io, section_id::none, 0, "the output path exists and is not a regular file", 0, 0};
  output_file f;
  f.path_ = path;
  f.temp_ = path + ".partial-XXXXXX";
  // SIGBUS is held back from creating the file until it is listed, so a handler
  // calling discard_all_in_signal_handler never misses a file that exists.
  ::sigset_t held, previous;
  ::sigemptyset(&held);
  ::sigaddset(&held, SIGBUS);
  ::pthread_sigmask(SIG_BLOCK, &held, &previous);
  f.fd_ = ::mkostemp(f.temp_.data(), O_CLOEXEC);
  const int err = errno;
  if (f.fd_ >= 0) f.listed_ = output_detail::temporaries().add(f.temp_);
  ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  if (f.fd_ < 0) {
    f.temp_.clear();
    return error{errc::io, section_id::none, 0, "cannot create the output file", static_cast<std::uint64_t>(err), 0};
  }
  ::fchmod(f.fd_, 0644);  // mkstemp makes it 0600; an output is an ordinary file (umask aside)
  f.capacity_ = std::max<std::size_t>(buffer_size, 4096);
  f.buf_.reserve(f.capacity_);
  return f;
}

MLIRBC_INLINE bool output_file::fail(const char* what, int err) {
  if (!failure_) failure_ = error{errc::io, section_id::none, position_, what, static_cast<std::uint64_t>(err), 0};
  return false;
}

MLIRBC_INLINE bool output_file::write_fd(const std::byte* p, std::size_t n) {
  while (n > 0) {
    const ::ssize_t w = ::write(fd_, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return fail("write failed", errno);
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
  return true;
}

MLIRBC_INLINE bool output_file::flush() {
  if (failure_ || fd_ < 0) return fd_ >= 0 ? false : fail("write after close", EBADF);
  if (buf_.empty()) return true;
  const bool ok = write_fd(buf_.data(), buf_.size());
  buf_.clear();
  return ok;
}

MLIRBC_INLINE bool output_file::write(std::span<const std::byte> bytes) {
  if (failure_ || fd_ < 0) return false;
  if (bytes.empty()) return true;
  position_ += bytes.size();
  if (bytes.size() >= capacity_) return flush() && write_fd(bytes.data(), bytes.size());
  if (buf_.size() + bytes.size() > capacity_ && !flush()) return false;
  buf_.insert(buf_.end(), bytes.begin(), bytes.end());
  return true;
}

MLIRBC_INLINE bool output_file::pad(std::uint64_t n, std::byte value) {
  std::byte fill[64];
  std::fill(std::begin(fill), std::end(fill), value);
  while (n > 0) {
    const std::size_t k = static_cast<std::size_t>(std::min<std::uint64_t>(n, sizeof fill));
    if (!write(std::span<const std::byte>(fill, k))) return false;
    n -= k;
  }
  return true;
}

MLIRBC_INLINE bool output_file::copy_from(int fd, std::uint64_t offset, std::uint64_t length,
                                          const observe_fn& observe) {
  if (!flush()) return false;
  constexpr std::uint64_t chunk = std::uint64_t{8} << 20;
  bool kernel_copy = !observe;
  std::vector<std::byte> staging;
  while (length > 0) {
    const std::size_t want = static_cast<std::size_t>(std::min(length, chunk));
    std::size_t moved = 0;
    if (kernel_copy) {
      ::off64_t in = static_cast<::off64_t>(offset);
      const ::ssize_t r = ::copy_file_range(fd, &in, fd_, nullptr, want, 0);
      if (r < 0 && errno == EINTR) continue;
      if (r < 0 && (errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP ||
                    errno == ETXTBSY || errno == EPERM)) {
        kernel_copy = false;  // not between these files: copy through a buffer
        continue;
      }
      if (r < 0) return fail("copy failed", errno);
      if (r == 0) return fail("the input file is shorter than its index says", EIO);
      moved = static_cast<std::size_t>(r);
    } else {
      if (staging.empty()) staging.resize(static_cast<std::size_t>(chunk));
      const ::ssize_t r = ::pread(fd, staging.data(), want, static_cast<::off_t>(offset));
      if (r < 0 && errno == EINTR) continue;
      if (r < 0) return fail("read failed", errno);
      if (r == 0) return fail("the input file is shorter than its index says", EIO);
      moved = static_cast<std::size_t>(r);
      if (observe) observe(std::span<const std::byte>(staging.data(), moved));
      if (!write_fd(staging.data(), moved)) return false;
    }
    offset += moved;
    length -= moved;
    position_ += moved;
    if (progress_) progress_(position_);
  }
  return true;
}

MLIRBC_INLINE bool output_file::patch(std::uint64_t offset, std::span<const std::byte> bytes) {
  if (!flush()) return false;
  if (offset + bytes.size() > position_) return fail("patch past the end of the output", EINVAL);
  while (!bytes.empty()) {
    const ::ssize_t w = ::pwrite(fd_, bytes.data(), bytes.size(), static_cast<::off_t>(offset));
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return fail("write failed", errno);
    offset += static_cast<std::uint64_t>(w);
    bytes = bytes.subspan(static_cast<std::size_t>(w));
  }
  return true;
}

MLIRBC_INLINE error output_file::commit() {
  if (!flush()) return failure_;
  if (::close(fd_) != 0) {
    fd_ = -1;
    fail("cannot close the output file", errno);
    discard();
    return failure_;
  }
  fd_ = -1;
  if (::rename(temp_.c_str(), path_.c_str()) != 0) {
    fail("cannot rename the output file into place", errno);
    discard();
    return failure_;
  }
  output_detail::temporaries().remove(std::exchange(listed_, -1));
  temp_.clear();
  return {};
}

MLIRBC_INLINE void output_file::discard() noexcept {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) {
    ::unlink(temp_.c_str());
    output_detail::temporaries().remove(std::exchange(listed_, -1));
  }
  temp_.clear();
}

MLIRBC_INLINE void output_file::discard_all_in_signal_handler() noexcept {
  output_detail::open_temporaries& t = output_detail::temporaries();
  for (std::size_t i = 0; i < t.slots; ++i)
    if (t.state[i].load() == 2) ::unlink(t.path[i]);
}

MLIRBC_INLINE int output_detail::open_temporaries::add(const std::string& p) noexcept {
  if (p.size() >= path_max) return -1;
  for (std::size_t i = 0; i < slots; ++i) {
    int expected = 0;
    if (!state[i].compare_exchange_strong(expected, 1)) continue;
    std::memcpy(path[i], p.c_str(), p.size() + 1);
    state[i].store(2);
    return static_cast<int>(i);
  }
  return -1;
}

MLIRBC_INLINE void output_detail::open_temporaries::remove(int slot) noexcept {
  if (slot < 0) return;
  state[slot].store(1);
  path[slot][0] = '\0';
  state[slot].store(0);
}

MLIRBC_INLINE bool output_file::write(std::string_view text) {
  return write(std::span<const std::byte>(reinterpret_cast<const std::byte*>(text.data()), text.size()));
}
MLIRBC_INLINE bool output_file::write_u8(std::uint8_t b) {
  return write(std::span<const std::byte>(reinterpret_cast<const std::byte*>(&b), 1));
}

}  // namespace mlirbc
