// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The byte layer: varints of every length, zigzag, strings, padding, sticky errors.
#include <doctest/doctest.h>

#include <cstdint>
#include <new>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/base/populated_alloc.hpp>

using namespace mlirbc;

namespace {

// Byte-at-a-time reference decoder written straight from the format description.
std::uint64_t reference_varint(const std::vector<std::byte>& b, std::size_t& len) {
  const auto first = static_cast<std::uint8_t>(b[0]);
  if (first == 0) {
    std::uint64_t v = 0;
    for (int i = 8; i >= 1; --i) v = (v << 8) | static_cast<std::uint8_t>(b[static_cast<std::size_t>(i)]);
    len = 9;
    return v;
  }
  std::size_t n = 1;
  while (((first >> (n - 1)) & 1u) == 0) ++n;
  std::uint64_t v = 0;
  for (std::size_t i = n; i-- > 0;) v = (v << 8) | static_cast<std::uint8_t>(b[i]);
  len = n;
  return v >> n;
}

cursor over(const std::vector<std::byte>& b) { return cursor(b, 0, b.size(), section_id::none); }

}  // namespace

TEST_CASE("varint: every length round-trips and matches a byte-at-a-time reference") {
  std::mt19937_64 rng(42);
  for (unsigned bits = 0; bits <= 64; ++bits) {
    for (int rep = 0; rep < 50; ++rep) {
      std::uint64_t v = bits == 0 ? 0 : (rng() >> (64 - bits)) | (std::uint64_t{1} << (bits - 1));
      std::byte enc[9];
      const std::size_t n = encode_varint(v, enc);
      const std::size_t expect_len = bits <= 56 ? (bits == 0 ? 1 : (bits + 6) / 7) : 9;
      CHECK(n == expect_len);
      std::vector<std::byte> buf(enc, enc + n);
      std::size_t ref_len = 0;
      CHECK(reference_varint(buf, ref_len) == v);
      CHECK(ref_len == n);
      cursor c = over(buf);
      CHECK(c.varint("v") == v);
      CHECK(c.ok());
      CHECK(c.at_end());
    }
  }
}

TEST_CASE("varint: non-minimal encodings are accepted") {
  // 5 in two bytes: (5 << 2) | 0b10.
  std::vector<std::byte> b = {std::byte{0x16}, std::byte{0x00}};
  cursor c = over(b);
  CHECK(c.varint("v") == 5);
  CHECK(c.ok());
}

TEST_CASE("varint: truncation at every length is an error at the varint's offset") {
  for (std::uint64_t v : {std::uint64_t{200}, std::uint64_t{1} << 30, ~std::uint64_t{0}}) {
    std::byte enc[9];
    const std::size_t n = encode_varint(v, enc);
    for (std::size_t cut = 0; cut < n; ++cut) {
      std::vector<std::byte> b(enc, enc + cut);
      cursor c = over(b);
      CHECK(c.varint("v") == 0);
      CHECK_FALSE(c.ok());
      CHECK(c.err().code == errc::truncated);
      CHECK(c.err().offset == 0);
    }
  }
}

TEST_CASE("signed varint: zigzag") {
  for (std::int64_t v : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{1}, INT64_MIN, INT64_MAX}) {
    const auto e = static_cast<std::uint64_t>((v << 1) ^ (v >> 63));
    std::byte enc[9];
    const std::size_t n = encode_varint(e, enc);
    std::vector<std::byte> b(enc, enc + n);
    cursor c = over(b);
    CHECK(c.signed_varint("s") == v);
  }
}

TEST_CASE("sticky error: reads after a failure return zero and keep the first error") {
  std::vector<std::byte> b = {std::byte{0x03}};
  cursor c = over(b);
  CHECK(c.varint("a") == 1);
  CHECK(c.varint("b") == 0);
  CHECK(c.err().code == errc::truncated);
  CHECK(std::string(c.err().what) == "b");
  CHECK(c.byte("c") == 0);
  CHECK(std::string(c.err().what) == "b");
}

TEST_CASE("count: a count larger than the bytes left is refused before use") {
  std::byte enc[9];
  const std::size_t n = encode_varint(1000, enc);
  std::vector<std::byte> b(enc, enc + n);
  b.resize(b.size() + 10);
  cursor c = over(b);
  CHECK(c.count("things", 1) == 0);
  CHECK(c.err().code == errc::count_too_large);
  CHECK(c.err().value == 1000);
}

TEST_CASE("cstring and padding") {
  std::vector<std::byte> b = {std::byte{'h'}, std::byte{'i'}, std::byte{0}, std::byte{0xCB},
                              std::byte{7}};
  cursor c = over(b);
  CHECK(c.cstring("s") == "hi");
  c.align_to(4, "pad");
  CHECK(c.ok());
  CHECK(c.offset() == 4);

  std::vector<std::byte> bad = {std::byte{0}, std::byte{0xCC}, std::byte{0xCB}, std::byte{0xCB}};
  cursor d = over(bad);
  d.skip(1, "x");
  d.align_to(4, "pad");
  CHECK(d.err().code == errc::bad_padding);
  CHECK(d.err().offset == 1);

  std::vector<std::byte> nonul = {std::byte{'a'}};
  cursor e = over(nonul);
  (void)e.cstring("s");
  CHECK(e.err().code == errc::bad_string);
}

TEST_CASE("quick_cursor: reads what the cursor reads, or fails where the cursor takes over") {
  // Random streams of varints of every length and single bytes, read in the
  // same order by both: where the quick reader succeeds it agrees with the
  // cursor; it may fail only on a 9-byte varint or within 8 bytes of the end,
  // and once failed it stays failed.
  std::mt19937_64 rng(7);
  for (int stream = 0; stream < 200; ++stream) {
    std::vector<std::byte> buf;
    std::vector<bool> is_byte;
    const int items = 1 + static_cast<int>(rng() % 40);
    for (int i = 0; i < items; ++i) {
      if (rng() % 5 == 0) {
        buf.push_back(static_cast<std::byte>(rng()));
        is_byte.push_back(true);
        continue;
      }
      const unsigned bits = static_cast<unsigned>(rng() % 65);
      const std::uint64_t v = bits == 0 ? 0 : rng() >> (64 - bits);
      std::byte enc[9];
      buf.insert(buf.end(), enc, enc + encode_varint(v, enc));
      is_byte.push_back(false);
    }
    cursor c = over(buf);
    quick_cursor q(c);
    bool quick_failed = false;
    for (bool b : is_byte) {
      const std::uint64_t at = c.offset();
      const std::uint64_t expect = b ? c.byte("b") : c.varint("v");
      REQUIRE(c.ok());
      const std::uint64_t got = b ? q.byte("b") : q.varint("v");
      if (!q.ok()) {
        const bool nine_bytes = !b && c.offset() - at == 9;
        CHECK((quick_failed || nine_bytes || buf.size() - at < 8));
        quick_failed = true;
        continue;
      }
      CHECK_FALSE(quick_failed);
      CHECK(got == expect);
      CHECK(q.offset() == c.offset());
    }
  }
}

TEST_CASE("take: a sub-cursor over the next bytes, or a truncation error at the parent's offset") {
  const std::vector<std::byte> b = {std::byte{0x03}, std::byte{0x05}, std::byte{0x07}, std::byte{0x09}};
  cursor c = over(b);
  c.skip(1, "lead");
  cursor sub = c.take(2, section_id::ir, "sub range");
  CHECK(sub.ok());
  CHECK(sub.offset() == 1);
  CHECK(sub.end_offset() == 3);
  CHECK(sub.varint("first") == 2);
  CHECK(c.offset() == 3);
  cursor too_long = c.take(2, section_id::ir, "sub range");
  CHECK_FALSE(too_long.ok());
  CHECK_FALSE(c.ok());
  const error e = too_long.err();
  CHECK(e.code == errc::truncated);
  CHECK(e.offset == 3);
}

TEST_CASE("cursor: a range outside the file is a truncation error at its start, and reads nothing") {
  const std::vector<std::byte> b = {std::byte{0x03}, std::byte{0x05}};
  cursor past_end(b, 1, 5, section_id::string);
  CHECK_FALSE(past_end.ok());
  CHECK(past_end.err().code == errc::truncated);
  CHECK(past_end.err().offset == 1);
  CHECK(past_end.remaining() == 0);
  cursor reversed(b, 2, 1, section_id::string);
  CHECK_FALSE(reversed.ok());
  CHECK(reversed.err().offset == 2);
}

TEST_CASE("result: value() of an error throws bytecode_error with the error; assigning a result to itself keeps it") {
  const error e{errc::truncated, section_id::string, 17, "string count", 9, 3};
  result<std::string> failed = e;
  REQUIRE_FALSE(failed.has_value());
  try {
    (void)failed.value();
    FAIL("value() of an error returned");
  } catch (const bytecode_error& thrown) {
    CHECK(thrown.err().code == errc::truncated);
    CHECK(thrown.err().offset == 17);
    CHECK(std::string(thrown.what()) == e.message());
  }
  CHECK_THROWS_AS((void)std::move(failed).value(), bytecode_error);
  const result<std::string>& same_failed = failed;
  CHECK_THROWS_AS((void)same_failed.value(), bytecode_error);

  result<std::string> ok = std::string("kept");
  result<std::string>& alias = ok;
  ok = alias;             // copy assignment to itself
  ok = std::move(alias);  // move assignment to itself
  REQUIRE(ok.has_value());
  CHECK(*ok == "kept");
  failed = std::move(ok);  // an error result takes a value
  REQUIRE(failed.has_value());
  CHECK(*failed == "kept");
}

TEST_CASE("populated_allocator: large requests are mapped and counted; impossible ones throw bad_alloc") {
  detail::populated_allocator<std::uint64_t> a;
  const detail::populated_allocator<char> rebound(a);
  CHECK(a == detail::populated_allocator<std::uint64_t>(rebound));
  const std::size_t n = detail::populated_allocator<std::uint64_t>::mapped_bytes / sizeof(std::uint64_t);
  const std::size_t before = detail::populated_bytes().load();
  std::uint64_t* p = a.allocate(n);
  CHECK(detail::populated_bytes().load() - before == n * sizeof(std::uint64_t));
  p[n - 1] = 7;  // mapped and writable to its end
  CHECK(p[n - 1] == 7);
  a.deallocate(p, n);
  CHECK(detail::populated_bytes().load() == before);
  // More elements than size_t can count in bytes; more bytes than any mapping can hold.
  CHECK_THROWS_AS((void)a.allocate(SIZE_MAX / sizeof(std::uint64_t) + 1), std::bad_alloc);
  CHECK_THROWS_AS((void)a.allocate((std::size_t{1} << 62) / sizeof(std::uint64_t)), std::bad_alloc);
  CHECK(detail::populated_bytes().load() == before);
}
