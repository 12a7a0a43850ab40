// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Varint decoding with the reader's cursor, for each encoded length 1..9 and a
// mix of all lengths. Inputs are encoded with encode_varint and the decoded
// sum is checked against the sum of the encoded values before timing.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "common.hpp"

namespace {

constexpr std::size_t count = std::size_t{1} << 20;

struct encoded {
  std::vector<std::byte> bytes;
  std::uint64_t sum = 0;
};

// `count` varints of exactly `len` bytes (len 0 = uniform mix of 1..9).
const encoded& input(int len) {
  static std::vector<encoded> cache(10);
  encoded& e = cache[static_cast<std::size_t>(len)];
  if (!e.bytes.empty()) return e;
  e.bytes.reserve(count * 9);
  for (std::size_t i = 0; i < count; ++i) {
    const int l = len != 0 ? len : static_cast<int>(bench::word_at(i ^ 0x1234) % 9) + 1;
    // Values with exactly l encoded bytes: 7*l value bits for l <= 8, 64 for 9.
    const unsigned bits = l == 9 ? 64u : 7u * static_cast<unsigned>(l);
    std::uint64_t v = bench::word_at(i);
    if (bits < 64) v &= (std::uint64_t{1} << bits) - 1;
    if (l > 1) v |= std::uint64_t{1} << (bits - 1);  // force the length
    std::byte tmp[9];
    const std::size_t n = mlirbc::encode_varint(v, tmp);
    if (n != static_cast<std::size_t>(l)) bench::die("varint length");
    e.bytes.insert(e.bytes.end(), tmp, tmp + n);
    e.sum += v;
  }
  return e;
}

std::uint64_t decode_all(const std::vector<std::byte>& bytes) {
  mlirbc::cursor c(bytes, 0, bytes.size(), mlirbc::section_id::none);
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < count; ++i) sum += c.varint("v");
  if (!c.ok() || !c.at_end()) bench::die("varint decode failed");
  return sum;
}

void varint_decode(benchmark::State& state) {
  const auto len = static_cast<int>(state.range(0));
  const encoded& e = input(len);
  if (decode_all(e.bytes) != e.sum) bench::die("varint checksum");
  for (auto _ : state) benchmark::DoNotOptimize(decode_all(e.bytes));
  state.SetBytesProcessed(static_cast<std::int64_t>(e.bytes.size()) * state.iterations());
  state.SetItemsProcessed(static_cast<std::int64_t>(count) * state.iterations());
  state.SetLabel(len == 0 ? "mixed 1..9 bytes" : std::to_string(len) + " bytes each");
}

BENCHMARK(varint_decode)->DenseRange(0, 9)->Unit(benchmark::kMicrosecond);

}  // namespace
