// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// cursor: bounds-checked reading of the bytecode primitives with a sticky error.
//
// Every read checks the bytes left before touching memory; once a read fails,
// every later read returns zero without touching memory, so decoders can be
// written as straight-line code with one check of ok() at the end.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "config.hpp"
#include "error.hpp"

namespace mlirbc {

// Shortest encoding of the varint format; used by tests and by writers.
// Returns the number of bytes written into out (1..9).
inline std::size_t encode_varint(std::uint64_t value, std::byte out[9]) noexcept {
  if (value >> 56 != 0) {
    out[0] = std::byte{0};
    std::memcpy(out + 1, &value, 8);  // little-endian hosts only (checked in reader)
    return 9;
  }
  std::size_t n = 1;
  while (n < 8 && (value >> (7 * n)) != 0) ++n;
  const std::uint64_t word = ((value << 1) | 1) << (n - 1);
  for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::byte>(word >> (8 * i));
  return n;
}

static_assert(std::endian::native == std::endian::little,
              "mlirbc reads little-endian data with memcpy; big-endian hosts are not supported");

class cursor {
 public:
  cursor() = default;
  // Reads bytes [begin, end) of `file`; offsets in errors are relative to file.data().
  cursor(std::span<const std::byte> file, std::uint64_t begin, std::uint64_t end,
         section_id section) noexcept
      : file_(file.data()), pos_(begin), end_(end), load_end_(file.size()), section_(section) {
    if (begin > end || end > file.size()) {
      pos_ = end_ = load_end_ = 0;
      fail_at(begin, errc::truncated, "cursor range");
    }
  }

  std::uint64_t offset() const noexcept { return pos_; }
  std::uint64_t end_offset() const noexcept { return end_; }
  std::uint64_t remaining() const noexcept { return end_ - pos_; }
  bool at_end() const noexcept { return pos_ == end_; }
  bool ok() const noexcept { return !err_; }
  const error& err() const noexcept { return err_; }
  section_id section() const noexcept { return section_; }
  const std::byte* file_data() const noexcept { return file_; }
  // One past the last byte loads may touch: the end of the file.
  std::uint64_t load_end() const noexcept { return load_end_; }

  // Records the first error (at `at`) and makes every later read fail.
  void fail_at(std::uint64_t at, errc code, const char* what, std::uint64_t value = 0,
               std::uint64_t limit = 0) noexcept {
    if (!err_) err_ = error{code, section_, at, what, value, limit};
    pos_ = end_;
  }
  void fail(errc code, const char* what, std::uint64_t value = 0, std::uint64_t limit = 0) noexcept {
    fail_at(pos_, code, what, value, limit);
  }
  // Adopts an error found by a nested reader.
  void fail_with(const error& e) noexcept {
    if (!err_) err_ = e;
    pos_ = end_;
  }

  MLIRBC_ALWAYS_INLINE std::uint8_t byte(const char* what) noexcept {
    if (pos_ >= end_) {
      fail(errc::truncated, what);
      return 0;
    }
    return static_cast<std::uint8_t>(file_[pos_++]);
  }

  // Always inlined: the walk and the attribute decoder call this for nearly
  // every field, and an out-of-line call costs more than the decode itself.
  MLIRBC_ALWAYS_INLINE std::uint64_t varint(const char* what) noexcept {
    if (pos_ < end_) [[likely]] {
      const auto first = static_cast<std::uint8_t>(file_[pos_]);
      // One byte with the low bit set holds 7 value bits.
      if (first & 1u) {
        ++pos_;
        return first >> 1;
      }
      // 2..8 bytes: one fixed 8-byte load (allowed up to the end of the
      // file, past the end of this cursor's range), shift out the length
      // marker (n trailing bits), keep 7n value bits.
      const auto n = static_cast<unsigned>(std::countr_zero(first)) + 1u;  // 9 for a zero byte
      if (n <= 8 && n <= end_ - pos_ && load_end_ - pos_ >= 8) {
        std::uint64_t word;
        std::memcpy(&word, file_ + pos_, 8);
        pos_ += n;
        return (word >> n) & ((std::uint64_t{1} << (7 * n)) - 1);
      }
    }
    return varint_slow(what);
  }

  // Varint with a boolean packed into bit 0: returns {value, flag}.
  struct flagged {
    std::uint64_t value;
    bool flag;
  };
  MLIRBC_ALWAYS_INLINE flagged flagged_varint(const char* what) noexcept {
    const std::uint64_t v = varint(what);
    return {v >> 1, (v & 1u) != 0};
  }

  MLIRBC_ALWAYS_INLINE std::int64_t signed_varint(const char* what) noexcept {
    const std::uint64_t e = varint(what);
    return static_cast<std::int64_t>((e >> 1) ^ (~(e & 1u) + 1u));
  }

  // A count of items that each take at least `min_bytes` bytes in what follows:
  // checked against the bytes left so that nothing is sized by an unbacked count.
  MLIRBC_ALWAYS_INLINE std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept {
    const std::uint64_t at = pos_;
    const std::uint64_t n = varint(what);
    if (min_bytes != 0 && n > remaining() / min_bytes) {
      fail_at(at, errc::count_too_large, what, n, remaining() / min_bytes);
      return 0;
    }
    return n;
  }

  std::span<const std::byte> bytes(std::uint64_t n, const char* what) noexcept {
    if (n > remaining()) {
      fail(errc::truncated, what, n, remaining());
      return {};
    }
    std::span<const std::byte> out(file_ + pos_, static_cast<std::size_t>(n));
    pos_ += n;
    return out;
  }

  void skip(std::uint64_t n, const char* what) noexcept { (void)bytes(n, what); }

  // For readers that keep their own position (the IR walk's run of ops):
  // the caller has checked that `pos` lies in the range.
  void move_to(std::uint64_t pos) noexcept { pos_ = pos; }
  // Reads [begin, end) of the same file next; the caller has checked that
  // begin <= end <= the end of the file. Keeps an earlier error.
  void narrow(std::uint64_t begin, std::uint64_t end) noexcept {
    pos_ = begin;
    end_ = end;
  }

  // NUL-terminated string; the view excludes the NUL.
  std::string_view cstring(const char* what) noexcept {
    const std::byte* begin = file_ + pos_;
    const void* nul = pos_ < end_ ? std::memchr(begin, 0, static_cast<std::size_t>(remaining())) : nullptr;
    if (nul == nullptr) {
      fail(errc::bad_string, what);
      return {};
    }
    const auto len = static_cast<std::size_t>(static_cast<const std::byte*>(nul) - begin);
    pos_ += len + 1;
    return {reinterpret_cast<const char*>(begin), len};
  }

  // Skips 0xCB padding up to the next multiple of `alignment`, measured from the
  // start of the file. `alignment` must already be validated as a power of two.
  void align_to(std::uint64_t alignment, const char* what) noexcept {
    const std::uint64_t pad = padding_to_alignment(pos_, alignment);
    if (pad == 0) return;
    if (pad > remaining()) {
      fail(errc::truncated, what, pad, remaining());
      return;
    }
    for (std::uint64_t i = 0; i < pad; ++i) {
      if (file_[pos_ + i] != padding_byte) {
        fail_at(pos_ + i, errc::bad_padding, what, static_cast<std::uint8_t>(file_[pos_ + i]),
                static_cast<std::uint8_t>(padding_byte));
        return;
      }
    }
    pos_ += pad;
  }

  // A cursor over the next n bytes (for a nested structure); advances past them.
  cursor take(std::uint64_t n, section_id section, const char* what) noexcept {
    cursor sub;
    sub.file_ = file_;
    sub.load_end_ = load_end_;
    sub.section_ = section;
    if (n > remaining()) {
      fail(errc::truncated, what, n, remaining());
      sub.err_ = err_;
      return sub;
    }
    sub.pos_ = pos_;
    sub.end_ = pos_ + n;
    pos_ += n;
    return sub;
  }

  // Fails with trailing_data unless every byte was consumed.
  void expect_end(const char* what) noexcept {
    if (ok() && !at_end()) fail(errc::trailing_data, what, remaining(), 0);
  }

 private:
  // 9-byte varints, varints near the end of the range, and errors.
  MLIRBC_NOINLINE std::uint64_t varint_slow(const char* what) noexcept {
    const std::uint64_t at = pos_;
    if (pos_ >= end_) {
      fail(errc::truncated, what);
      return 0;
    }
    const auto first = static_cast<std::uint8_t>(file_[pos_]);
    // Total length = number of trailing zero bits + 1; a zero first byte means 9 bytes.
    const unsigned n = first == 0 ? 9u : static_cast<unsigned>(std::countr_zero(first)) + 1u;
    if (n > remaining()) {
      fail_at(at, errc::truncated, what, n, remaining());
      return 0;
    }
    // (A 2..8-byte varint with 8 bytes to load never comes here: varint() reads it.)
    std::uint64_t value = 0;
    if (n == 9) {
      std::memcpy(&value, file_ + pos_ + 1, 8);
    } else {
      std::memcpy(&value, file_ + pos_, n);
      value >>= n;
    }
    pos_ += n;
    return value;
  }

  const std::byte* file_ = nullptr;
  std::uint64_t pos_ = 0;
  std::uint64_t end_ = 0;
  std::uint64_t load_end_ = 0;  // end of the whole file: bound for fixed-size loads
  section_id section_ = section_id::none;
  error err_{};
};

// The cursor's reads for a hot loop that can afford to read a record twice:
// any failure only sets a flag, and the caller then reads the same bytes again
// with a cursor, for the error naming field and byte. Small and never passed
// by address, it lives in registers, where a cursor member's position goes
// through memory between two fields (every integer store of the decoder may
// alias it).
class quick_cursor {
 public:
  explicit quick_cursor(const cursor& c) noexcept
      : file_(c.file_data()), pos_(c.offset()), end_(c.end_offset()), load_limit_(end_ >= 7 ? end_ - 7 : 0) {}

  std::uint64_t offset() const noexcept { return pos_; }
  std::uint64_t remaining() const noexcept { return end_ - pos_; }
  bool ok() const noexcept { return !failed_; }

  void fail_at(std::uint64_t, errc, const char*, std::uint64_t = 0, std::uint64_t = 0) noexcept { fail(); }
  void fail(errc, const char*, std::uint64_t = 0, std::uint64_t = 0) noexcept { fail(); }

  MLIRBC_ALWAYS_INLINE std::uint8_t byte(const char*) noexcept {
    if (pos_ >= end_) {
      fail();
      return 0;
    }
    return static_cast<std::uint8_t>(file_[pos_++]);
  }
  // The cursor's fast path: one 8-byte load; 9-byte varints and varints in
  // the last 7 bytes of the range fail (the cursor then reads them).
  MLIRBC_ALWAYS_INLINE std::uint64_t varint(const char*) noexcept {
    if (pos_ < load_limit_) [[likely]] {
      std::uint64_t word;
      std::memcpy(&word, file_ + pos_, 8);
      if (word & 1u) {
        ++pos_;
        return (word & 0xffu) >> 1;
      }
      const auto n = static_cast<unsigned>(std::countr_zero(word)) + 1u;
      if (n <= 8) {
        pos_ += n;
        return (word >> n) & ((std::uint64_t{1} << (7 * n)) - 1);
      }
    }
    fail();
    return 0;
  }
  MLIRBC_ALWAYS_INLINE cursor::flagged flagged_varint(const char* what) noexcept {
    const std::uint64_t v = varint(what);
    return {v >> 1, (v & 1u) != 0};
  }
  MLIRBC_ALWAYS_INLINE std::uint64_t count(const char* what, std::uint64_t min_bytes = 1) noexcept {
    const std::uint64_t n = varint(what);
    if (min_bytes != 0 && n > remaining() / min_bytes) {
      fail();
      return 0;
    }
    return n;
  }

 private:
  void fail() noexcept {
    failed_ = true;
    pos_ = end_;
  }

  const std::byte* file_;
  std::uint64_t pos_;
  std::uint64_t end_;
  std::uint64_t load_limit_;  // 8 bytes from pos_ lie in the range while pos_ < load_limit_
  bool failed_ = false;
};
}  // namespace mlirbc
