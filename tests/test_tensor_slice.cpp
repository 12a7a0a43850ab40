// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Tensor slices (tensor_slice.hpp) and the read backend (load_mode::read):
// every selection of tensors of every writer element type, ranks 1 to 4, is
// compared element by element with a reference that indexes the whole
// tensor, through the mapping's strided view and through read_slice in both
// backends; the read backend reads only the slice's bytes (/proc/self/io);
// a file truncated after open makes reads fail, never fault.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/writing/writer.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const fs::path& tmp() {
  static test_support::scratch_dir d("test-tensor-slice");
  return d.path;
}

std::vector<std::byte> pattern(std::size_t n, unsigned seed) { return test_support::pattern_bytes(n, seed); }

// The indices python's range(n)[start:stop:step] holds, found by walking every
// candidate (not by the closed form slice_tensor uses). A start outside the
// dimension is first moved to its nearest end (the first index the step meets).
std::vector<std::int64_t> picked_indices(const dim_selection& d, std::int64_t n) {
  if (d.single) return {d.start.value_or(0) < 0 ? d.start.value_or(0) + n : d.start.value_or(0)};
  std::vector<std::int64_t> out;
  auto resolve = [&](std::optional<std::int64_t> v, std::int64_t dflt) -> std::int64_t {
    if (!v) return dflt;
    return *v < 0 ? *v + n : *v;
  };
  if (d.step > 0) {
    const std::int64_t start = std::max<std::int64_t>(resolve(d.start, 0), 0), stop = resolve(d.stop, n);
    for (std::int64_t i = 0; i < n; ++i)
      if (i >= start && i < stop && (i - start) % d.step == 0) out.push_back(i);
  } else {
    const std::int64_t start = std::min<std::int64_t>(resolve(d.start, n - 1), n - 1), stop = d.stop ? resolve(d.stop, -1) : -1;
    for (std::int64_t i = n - 1; i >= 0; --i)
      if (i <= start && i > stop && (start - i) % -d.step == 0) out.push_back(i);
  }
  return out;
}

// The slice's bytes, element by element, from the whole tensor's bytes.
std::vector<std::byte> reference(std::span<const std::byte> all, const std::vector<std::int64_t>& shape,
                                 std::uint64_t eb, const std::vector<dim_selection>& sel) {
  std::vector<std::vector<std::int64_t>> picks;
  for (std::size_t d = 0; d < shape.size(); ++d)
    picks.push_back(picked_indices(d < sel.size() ? sel[d] : dim_selection::all(), shape[d]));
  std::vector<std::byte> out;
  std::vector<std::size_t> at(shape.size(), 0);
  for (const auto& p : picks)
    if (p.empty()) return out;
  for (;;) {
    std::uint64_t flat = 0;
    for (std::size_t d = 0; d < shape.size(); ++d) flat = flat * static_cast<std::uint64_t>(shape[d]) + static_cast<std::uint64_t>(picks[d][at[d]]);
    out.insert(out.end(), all.begin() + static_cast<std::ptrdiff_t>(flat * eb), all.begin() + static_cast<std::ptrdiff_t>((flat + 1) * eb));
    std::size_t k = shape.size();
    while (k > 0 && ++at[k - 1] == picks[k - 1].size()) at[--k] = 0;
    if (k == 0) return out;
  }
}

// The slice through a strided view of memory.
std::vector<std::byte> gather(const std::byte* first, const tensor_slice& s) {
  std::vector<std::byte> out;
  if (s.num_elements() == 0) return out;
  std::vector<std::int64_t> at(s.shape.size(), 0);
  for (;;) {
    const std::byte* p = first;
    for (std::size_t d = 0; d < s.shape.size(); ++d) p += at[d] * s.strides[d];
    out.insert(out.end(), p, p + s.element_bytes);
    std::size_t k = s.shape.size();
    while (k > 0 && ++at[k - 1] == s.shape[k - 1]) at[--k] = 0;
    if (k == 0) return out;
  }
}

std::optional<std::int64_t> random_bound(std::mt19937& rng, std::int64_t n) {
  std::uniform_int_distribution<std::int64_t> pick(-n - 2, n + 2);
  if (rng() % 4 == 0) return std::nullopt;
  return pick(rng);
}

std::vector<dim_selection> random_selection(std::mt19937& rng, const std::vector<std::int64_t>& shape) {
  std::vector<dim_selection> sel;
  const std::size_t count = rng() % (shape.size() + 1);
  for (std::size_t d = 0; d < count; ++d) {
    const std::int64_t n = shape[d];
    switch (rng() % 5) {
      case 0: sel.push_back(dim_selection::at(static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(n)) - (rng() % 2 ? n : 0))); break;
      case 1: sel.push_back(dim_selection::all()); break;
      default: {
        std::int64_t step = static_cast<std::int64_t>(rng() % 3) + 1;
        if (rng() % 3 == 0) step = -step;
        sel.push_back(dim_selection::range(random_bound(rng, n), random_bound(rng, n), step));
      }
    }
  }
  return sel;
}

struct written_tensor {
  std::string name;
  element_type type;
  std::vector<std::int64_t> shape;
  std::vector<std::byte> bytes;
};

}  // namespace

TEST_CASE("numpy rules per dimension: defaults, negative indices, clamping, steps, dropped dimensions") {
  const std::int64_t shape[] = {5, 4};
  const dim_selection rows_from_end[] = {dim_selection::range(-2, std::nullopt)};
  auto s = slice_tensor(shape, 4, rows_from_end);
  REQUIRE(s);
  CHECK(s->shape == std::vector<std::int64_t>{2, 4});
  CHECK(s->first == 3 * 16);
  const dim_selection reversed_column[] = {dim_selection::range(std::nullopt, std::nullopt, -2), dim_selection::at(-1)};
  auto r = slice_tensor(shape, 4, reversed_column);
  REQUIRE(r);
  CHECK(r->shape == std::vector<std::int64_t>{3});
  CHECK(r->strides == std::vector<std::int64_t>{-32});
  CHECK(r->first == 4 * 16 + 3 * 4);
  const dim_selection too_many[] = {dim_selection::all(), dim_selection::all(), dim_selection::all()};
  CHECK(slice_tensor(shape, 4, too_many).err().code == errc::index_out_of_range);
  const dim_selection zero_step[] = {dim_selection::range(0, 3, 0)};
  CHECK(slice_tensor(shape, 4, zero_step).err().code == errc::bad_value);
  const dim_selection outside[] = {dim_selection::at(5)};
  CHECK(slice_tensor(shape, 4, outside).err().code == errc::index_out_of_range);
  const dim_selection below[] = {dim_selection::at(-6)};
  CHECK(slice_tensor(shape, 4, below).err().code == errc::index_out_of_range);
  const dim_selection empty[] = {dim_selection::range(4, 1)};
  auto e = slice_tensor(shape, 4, empty);
  REQUIRE(e);
  CHECK(e->num_elements() == 0);
}

TEST_CASE("runs: whole rows are one read, a column block one read per row") {
  const std::int64_t shape[] = {8, 6};
  std::vector<std::pair<std::uint64_t, std::uint64_t>> runs;
  auto record = [&](std::uint64_t at, std::uint64_t n) { runs.emplace_back(at, n); };
  const dim_selection rows[] = {dim_selection::range(2, 5)};
  slice_tensor(shape, 2, rows)->for_each_run(record);
  CHECK(runs == std::vector<std::pair<std::uint64_t, std::uint64_t>>{{24, 36}});
  runs.clear();
  const dim_selection block[] = {dim_selection::range(1, 3), dim_selection::range(2, 4)};
  slice_tensor(shape, 2, block)->for_each_run(record);
  CHECK(runs == std::vector<std::pair<std::uint64_t, std::uint64_t>>{{16, 4}, {28, 4}});
}

TEST_CASE("slices equal the reference for every element type, ranks 1 to 4, mapped and read backends") {
  const element_type types[] = {element_type::i1,  element_type::i8,   element_type::i16, element_type::i32, element_type::i64,
                                element_type::f16, element_type::bf16, element_type::f32, element_type::f64};
  const std::vector<std::vector<std::int64_t>> shapes = {{7}, {5, 6}, {3, 4, 5}, {2, 3, 4, 5}};
  std::vector<written_tensor> tensors;
  unsigned seed = 0;
  for (element_type t : types)
    for (const auto& shape : shapes) {
      std::uint64_t n = element_type_size(t);
      for (auto d : shape) n *= static_cast<std::uint64_t>(d);
      tensors.push_back({std::string("w_") + element_type_name(t) + "_r" + std::to_string(shape.size()), t, shape,
                         pattern(static_cast<std::size_t>(n), ++seed)});
    }
  std::vector<weight> in;
  for (const auto& t : tensors) in.push_back(weight{t.name, t.type, t.shape, 0, t.bytes, {}, 0});
  const fs::path file = tmp() / "all_types.mlirbc";
  write_options opt;
  opt.producer = "MLIR22.1.8";
  auto written = write_weights_file(file.string(), in, opt);
  REQUIRE_MESSAGE(written, written.err().message());

  std::mt19937 rng(46);
  for (load_mode mode : {load_mode::map, load_mode::read}) {
    auto f = bytecode_file::open(file.string(), {}, mode);
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader reader(f->view(), default_dialects());
    auto index = weight_index::build(reader);
    REQUIRE_MESSAGE(index, index.err().message());
    for (const auto& t : tensors) {
      const resource_entry* e = f->view().resources().find("builtin", t.name);
      REQUIRE(e != nullptr);
      const auto uses = index->uses_of(*f->view().resources().handle_of(*e));
      REQUIRE(uses.size() == 1);
      const weight_view& w = uses.front().w;
      const bool weight_ok = w.ok();
      REQUIRE(weight_ok);
      CHECK(std::vector<std::int64_t>(w.shape.begin(), w.shape.end()) == t.shape);
      CHECK(w.data.in_memory == (mode == load_mode::map));
      for (int round = 0; round < 40; ++round) {
        const std::vector<dim_selection> sel = random_selection(rng, t.shape);
        auto s = slice_tensor(w.shape, w.element.bytes, sel);
        REQUIRE_MESSAGE(s, s.err().message());
        const std::vector<std::byte> want = reference(t.bytes, t.shape, w.element.bytes, sel);
        CAPTURE(t.name);
        CAPTURE(round);
        std::vector<std::byte> got(static_cast<std::size_t>(s->byte_size()));
        const error read_error = read_slice(*f, w.data, *s, got);
        CHECK_MESSAGE(!read_error, read_error.message());
        CHECK(got == want);
        auto view = slice_data(w.data, *s);
        if (mode == load_mode::map) {
          REQUIRE(view);
          CHECK(gather(*view, *s) == want);
        } else {
          CHECK(view.err().code == errc::unsupported);
        }
      }
    }
  }
}

namespace {

std::uint64_t rchar() {
  std::ifstream io("/proc/self/io");
  std::string key;
  std::uint64_t value = 0;
  while (io >> key >> value)
    if (key == "rchar:") return value;
  return 0;
}

}  // namespace

TEST_CASE("read backend: a slice of 1/8 of a 32 MiB tensor's rows reads its own bytes (plus at most two pages)") {
  const std::int64_t rows = 1024, cols = 8192;  // f32: 32 MiB
  const std::uint64_t size = static_cast<std::uint64_t>(rows * cols) * 4;
  std::vector<weight> in{weight{"big", element_type::f32, {rows, cols}, 4096, {}, {}, size}};
  in[0].source = [](std::uint64_t offset, std::span<std::byte> out) {
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<std::byte>((offset + i) * 2654435761u >> 24);
    return true;
  };
  const fs::path file = tmp() / "big.mlirbc";
  auto written = write_weights_file(file.string(), in);
  REQUIRE_MESSAGE(written, written.err().message());
  auto f = bytecode_file::open(file.string(), {}, load_mode::read);
  REQUIRE_MESSAGE(f, f.err().message());
  auto b = f->view().find_blob("builtin", "big");
  REQUIRE(b);
  const std::int64_t shape[] = {rows, cols};
  const dim_selection shard[] = {dim_selection::range(3 * rows / 8, 4 * rows / 8)};
  auto s = slice_tensor(shape, 4, shard);
  REQUIRE(s);
  std::vector<std::byte> out(static_cast<std::size_t>(s->byte_size()));
  const std::uint64_t before = rchar();
  REQUIRE(before != 0);
  const error e = read_slice(*f, *b, *s, out);
  const std::uint64_t read = rchar() - before;
  REQUIRE_MESSAGE(!e, e.message());
  CHECK(read >= s->byte_size());
  CHECK(read <= s->byte_size() + 2 * 4096);
  for (std::size_t i = 0; i < out.size(); i += 4099) {
    const std::uint64_t at = s->first + i;
    CHECK(out[i] == static_cast<std::byte>(at * 2654435761u >> 24));
  }
}

TEST_CASE("a file truncated after open: reads of its blobs fail with the offset, in every load mode") {
  // 64 KiB, and 2 MiB: read_exactly advises WILLNEED on reads of 1 MiB or more first.
  for (std::int64_t cols : {128, 4096})
  for (load_mode mode : {load_mode::map, load_mode::read, load_mode::copy}) {
    CAPTURE(cols);
    const std::vector<std::byte> data = pattern(static_cast<std::size_t>(128 * cols * 4), 3);
    std::vector<weight> in{weight{"w", element_type::f32, {128, cols}, 64, data, {}, 0}};
    const fs::path file = tmp() / "truncated.mlirbc";
    REQUIRE(write_weights_file(file.string(), in));
    auto f = bytecode_file::open(file.string(), {}, mode);
    REQUIRE_MESSAGE(f, f.err().message());
    auto b = f->view().find_blob("builtin", "w");
    REQUIRE(b);
    fs::resize_file(file, b->offset + 100);
    const std::int64_t shape[] = {128, cols};
    auto s = slice_tensor(shape, 4, {});
    REQUIRE(s);
    std::vector<std::byte> out(static_cast<std::size_t>(s->byte_size()));
    const error e = read_slice(*f, *b, *s, out);
    if (mode == load_mode::copy) {
      CHECK(!e);  // the copy was taken at open
      continue;
    }
    CHECK(e.code == errc::truncated);
    CHECK(e.section == section_id::resource);
    CHECK(e.offset == b->offset + 100);
    CHECK(f->view().describe(e).find("resource 'w'") != std::string::npos);
  }
}

TEST_CASE("refused: a negative dimension, a size past 2^63 bytes, a slice past its blob, a buffer of another size") {
  const std::int64_t negative[] = {3, -1};
  const auto neg = slice_tensor(negative, 4, {});
  REQUIRE_FALSE(neg);
  CHECK(neg.err().code == errc::bad_value);
  CHECK(neg.err().value == 1);  // the dimension
  const std::int64_t huge[] = {std::int64_t{1} << 40, std::int64_t{1} << 22};
  const auto big = slice_tensor(huge, 4, {});
  REQUIRE_FALSE(big);
  CHECK(big.err().code == errc::limit_exceeded);
  CHECK(std::string(big.err().what) == "tensor byte size");

  // A 4x4 f32 slice over a blob of 60 bytes (one element short): neither viewed nor read.
  const std::int64_t shape[] = {4, 4};
  const auto s = slice_tensor(shape, 4, {});
  REQUIRE(s);
  const auto data = pattern(60, 5);
  const blob short_blob{data, 4, 1000};
  const auto viewed = slice_data(short_blob, *s);
  REQUIRE_FALSE(viewed);
  CHECK(viewed.err().code == errc::type_mismatch);
  CHECK(viewed.err().offset == 1000);
  CHECK(viewed.err().value == 64);
  CHECK(viewed.err().limit == 60);
  auto f = bytecode_file::open((fs::path(MLIRBC_TEST_DATA) / ".." / ".." / "examples" / "weights.mlirbc").string());
  REQUIRE(f);
  auto b = f->view().find_blob("builtin", "dense_weight");
  REQUIRE(b);
  const std::int64_t larger[] = {static_cast<std::int64_t>(b->data.size() / 4 + 1)};
  const auto past = slice_tensor(larger, 4, {});
  REQUIRE(past);
  std::vector<std::byte> out(static_cast<std::size_t>(past->byte_size()));
  const error e = read_slice(*f, *b, *past, out);
  CHECK(e.code == errc::type_mismatch);
  CHECK(e.offset == b->offset);

  // read_slice: a buffer of the wrong size; a reader that fails stops the read at its first run.
  std::vector<std::byte> small(10);
  CHECK(read_slice(*s, [](std::uint64_t, std::span<std::byte>) { return error{}; }, small).code == errc::type_mismatch);
  const dim_selection column[] = {dim_selection::all(), dim_selection::at(1)};
  const auto col = slice_tensor(shape, 4, column);  // four runs of one element
  REQUIRE(col);
  std::vector<std::byte> four(16);
  int calls = 0;
  const error failed = read_slice(*col, [&](std::uint64_t offset, std::span<std::byte>) {
    ++calls;
    return error{errc::truncated, section_id::resource, offset, "test read"};
  }, four);
  CHECK(failed.code == errc::truncated);
  CHECK(failed.offset == 4);
  CHECK(calls == 1);
}
