// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fuzz_varint: the cursor's varint decoder (one-byte fast path and multi-byte
// path) against a byte-at-a-time reference written from docs/format.md §1.1,
// over every varint of the input read back to back; plus the shortest-form
// encoder round trip, zigzag and the flagged split.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include <mlirbc/base/cursor.hpp>

namespace {

// First byte: k trailing zero bits then a one bit => k+1 bytes; 0x00 => 9 bytes.
bool reference(const std::uint8_t* p, std::size_t n, std::uint64_t& value, std::size_t& len) {
  if (n == 0) return false;
  const std::uint8_t first = p[0];
  std::size_t total = 1;
  while (total <= 8 && ((first >> (total - 1)) & 1u) == 0) ++total;
  if (total > n) return false;
  std::uint64_t v = 0;
  if (total == 9) {
    for (std::size_t i = 8; i >= 1; --i) v = (v << 8) | p[i];
  } else {
    for (std::size_t i = total; i-- > 0;) v = (v << 8) | p[i];
    v >>= total;
  }
  value = v;
  len = total;
  return true;
}

[[noreturn]] void fail(const char* what, std::size_t at) {
  std::fprintf(stderr, "fuzz_varint: %s at byte %zu\n", what, at);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::byte> in(reinterpret_cast<const std::byte*>(data), size);
  mlirbc::cursor c(in, 0, size, mlirbc::section_id::none);
  mlirbc::cursor z(in, 0, size, mlirbc::section_id::none);  // the same varints, read as zigzag
  mlirbc::cursor f(in, 0, size, mlirbc::section_id::none);  // ... and as flagged varints
  std::size_t pos = 0;
  while (pos < size) {
    std::uint64_t expect = 0;
    std::size_t len = 0;
    const bool ok = reference(data + pos, size - pos, expect, len);
    const std::uint64_t got = c.varint("v");
    const std::int64_t zig = z.signed_varint("z");
    const auto flagged = f.flagged_varint("f");
    if (!ok) {
      if (c.ok() || c.err().code != mlirbc::errc::truncated) fail("truncated varint not reported", pos);
      if (c.err().offset != pos) fail("truncation reported at the wrong offset", pos);
      if (got != 0) fail("a failed read returned non-zero", pos);
      if (c.varint("again") != 0 || c.err().offset != pos) fail("error is not sticky", pos);
      break;
    }
    if (!c.ok()) fail("valid varint reported as an error", pos);
    if (got != expect) fail("value differs from the reference", pos);
    if (c.offset() != pos + len) fail("length differs from the reference", pos);
    const std::int64_t expect_zig = static_cast<std::int64_t>((expect >> 1) ^ (~(expect & 1u) + 1u));
    if (zig != expect_zig) fail("zigzag differs", pos);
    if (flagged.value != (expect >> 1) || flagged.flag != ((expect & 1u) != 0)) fail("flagged split differs", pos);
    // Shortest-form round trip: never longer than the input's form.
    std::byte enc[9];
    const std::size_t n = mlirbc::encode_varint(expect, enc);
    if (n > len) fail("encoder is longer than a valid encoding", pos);
    mlirbc::cursor back(std::span<const std::byte>(enc, n), 0, n, mlirbc::section_id::none);
    if (back.varint("rt") != expect || !back.at_end()) fail("encoder round trip", pos);
    pos += len;
  }
  return 0;
}
