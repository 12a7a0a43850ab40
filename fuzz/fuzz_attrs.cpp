// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fuzz_attrs: attribute/type decoding with fuzzer-chosen indices and
// concurrent first use.
//
// Input: either a bytecode file (it starts with the magic): two threads decode
// every attribute and type at once, in opposite orders; or a pick list and a
// file: byte 0 = k (low 4 bits), then k picks of 3 bytes (bit 0 of the first:
// type or attribute; the next two: a little-endian index, taken modulo the
// table size + 2 so that out-of-range indices occur), then the file: both
// threads decode the picks at once (one forward, one backward).
// Checks: a node decoded by both threads is the same node (memoised once);
// then every entry is decoded and its closure checked (attr_check.hpp); the
// same after a two-thread decode_all under retention::requested.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <thread>
#include <vector>

#include <mlirbc/attributes/attr_reader.hpp>
#include <mlirbc/tasks/decode_all.hpp>
#include <mlirbc/dialects/test.hpp>

#include "attr_check.hpp"
#include "exercise.hpp"

namespace {

struct pick {
  bool is_type;
  std::uint64_t idx;
};

[[noreturn]] void broken(const char* what) {
  std::fprintf(stderr, "fuzz_attrs: broken promise: %s\n", what);
  std::abort();
}

const void* decode(const mlirbc::attr_reader& rd, const pick& p) {
  if (p.is_type) {
    auto t = rd.type(p.idx);
    return t ? static_cast<const void*>(*t) : nullptr;
  }
  auto a = rd.attribute(p.idx);
  return a ? static_cast<const void*>(*a) : nullptr;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::uint8_t magic[4] = {0x4D, 0x4C, 0xEF, 0x52};
  const bool whole = size >= 4 && std::memcmp(data, magic, 4) == 0;
  std::vector<std::uint8_t> raw_picks;
  std::size_t skip = 0;
  if (!whole && size > 0) {
    const std::size_t k = data[0] & 0x0Fu;
    if (size < 1 + 3 * k) return 0;
    raw_picks.assign(data + 1, data + 1 + 3 * k);
    skip = 1 + 3 * k;
  }
  const std::span<const std::byte> file(reinterpret_cast<const std::byte*>(data) + skip, size - skip);
  auto r = mlirbc::bytecode::open(file, mlirbc_fuzz::fuzz_limits());
  if (!r) return 0;
  const mlirbc::attr_reader rd(*r, mlirbc::mlir_opt_dialects());

  std::vector<pick> picks;
  if (whole) {
    for (std::uint64_t i = 0; i < rd.num_attributes(); ++i) picks.push_back({false, i});
    for (std::uint64_t i = 0; i < rd.num_types(); ++i) picks.push_back({true, i});
  } else {
    for (std::size_t i = 0; i + 2 < raw_picks.size(); i += 3) {
      const bool is_type = (raw_picks[i] & 1u) != 0;
      const std::uint64_t n = (is_type ? rd.num_types() : rd.num_attributes()) + 2;
      const std::uint64_t v = raw_picks[i + 1] | (std::uint64_t{raw_picks[i + 2]} << 8);
      picks.push_back({is_type, v % n});
    }
  }

  // Both threads start together so that first uses race.
  std::vector<const void*> fwd(picks.size()), bwd(picks.size());
  std::atomic<int> ready{0};
  auto run = [&](bool forward) {
    ready.fetch_add(1);
    while (ready.load() < 2) std::this_thread::yield();
    for (std::size_t j = 0; j < picks.size(); ++j) {
      const std::size_t i = forward ? j : picks.size() - 1 - j;
      (forward ? fwd : bwd)[i] = decode(rd, picks[i]);
    }
  };
  std::thread a(run, true);
  std::thread b(run, false);
  a.join();
  b.join();
  for (std::size_t i = 0; i < picks.size(); ++i) {
    if (fwd[i] != nullptr && bwd[i] != nullptr && fwd[i] != bwd[i]) broken("two threads got different nodes");
    const void* again = decode(rd, picks[i]);
    if (again != nullptr && ((fwd[i] != nullptr && again != fwd[i]) || (bwd[i] != nullptr && again != bwd[i])))
      broken("a node changed after it was published");
    if (const char* bad = mlirbc_fuzz::check_entry(rd, file, picks[i].is_type, picks[i].idx)) broken(bad);
  }
  if (const char* bad = mlirbc_fuzz::check_all_entries(rd, file)) broken(bad);

  // Again under retention::requested: two threads validate every entry
  // (kinds only), then every node asked for keeps the same promises.
  const mlirbc::attr_reader kinds(*r, mlirbc::mlir_opt_dialects(), mlirbc::retention::requested);
  (void)mlirbc::decode_all(kinds, 2);
  if (const char* bad = mlirbc_fuzz::check_all_entries(kinds, file)) broken(bad);
  return 0;
}
