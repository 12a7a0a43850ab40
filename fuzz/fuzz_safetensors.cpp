// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fuzz_safetensors: the safetensors reader (tensor_files.hpp) on arbitrary
// bytes. It must refuse with a reason or accept a file whose index keeps the
// promises attach relies on: every tensor's data inside the file, after the
// header, of exactly shape x dtype bytes, the ranges tiling the data buffer in
// order of offset, and names unique.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <span>
#include <string>
#include <vector>

#include <mlirbc.hpp>

namespace {

[[noreturn]] void broken(const char* what) {
  std::fprintf(stderr, "fuzz_safetensors: broken promise: %s\n", what);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::byte> file(reinterpret_cast<const std::byte*>(data), size);
  mlirbc::safetensors_index idx;
  const mlirbc::named_error e = mlirbc::read_safetensors(file, idx);
  if (e) {
    if (e.message().empty()) broken("refused without a reason");
    return 0;
  }
  if (idx.data_start < 8 || idx.data_start > size) broken("data start outside the file");
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  std::set<std::string> names;
  for (const mlirbc::safetensors_tensor& t : idx.tensors) {
    if (!names.insert(t.name).second) broken("duplicate name accepted");
    if (t.offset < idx.data_start || t.offset > size || t.size > size - t.offset) broken("data outside the file");
    std::uint64_t n = mlirbc::tensor_dtype_size(t.dtype);
    for (std::uint64_t d : t.shape)
      if (__builtin_mul_overflow(n, d, &n)) broken("shape overflow accepted");
    if (n != t.size) broken("size is not shape x dtype");
    if (idx.find(t.name) != &t) broken("find does not return the tensor");
    ranges.emplace_back(t.offset, t.size);
  }
  std::sort(ranges.begin(), ranges.end());
  std::uint64_t at = idx.data_start;
  for (const auto& [offset, length] : ranges) {
    if (offset != at) broken("ranges overlap or leave a hole");
    at += length;
  }
  if (at != size) broken("bytes after the last tensor accepted");
  return 0;
}
