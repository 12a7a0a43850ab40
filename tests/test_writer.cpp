// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The weight-file writer: files read back through the reader (blobs round-trip,
// zero-copy, aligned from file offset 0) and, when mlir-opt 22 is installed,
// print exactly like the same IR written by mlir-opt itself, at versions 0..6.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/writing/writer.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

using test_support::mlir_opt_22;

// A per-process scratch directory, removed at exit.
const fs::path& tmp() {
  static test_support::scratch_dir d("test-writer");
  return d.path;
}

std::vector<std::byte> pattern(std::size_t n, unsigned seed) { return test_support::pattern_bytes(n, seed); }

struct sample {
  std::string name;
  element_type type;
  std::vector<std::int64_t> shape;
  std::uint64_t alignment;
  bool streamed;  // via a callback instead of a span
  std::vector<std::byte> bytes;
};

std::uint64_t elements(const std::vector<std::int64_t>& shape) {
  std::uint64_t n = 1;
  for (auto d : shape) n *= static_cast<std::uint64_t>(d);
  return n;
}

// One weight of every element type, several shapes (rank 0, 1-D, 3-D, empty)
// and alignments <= 16 (mlir-opt 22 cannot read larger ones from small files).
std::vector<sample> samples() {
  std::vector<sample> s = {
      {"w_i1", element_type::i1, {5}, 1, false, {}},
      {"w_i8", element_type::i8, {3, 4}, 1, true, {}},
      {"w_i16", element_type::i16, {7}, 2, false, {}},
      {"w_i32", element_type::i32, {2, 3, 2}, 4, true, {}},
      {"w_i64", element_type::i64, {}, 8, false, {}},
      {"w_f16", element_type::f16, {9}, 16, false, {}},
      {"w_bf16", element_type::bf16, {4, 4}, 16, true, {}},
      {"w_f32", element_type::f32, {4, 4}, 16, false, {}},
      {"w_f64", element_type::f64, {3}, 8, true, {}},
      {"empty.t$0", element_type::f32, {0, 3}, 4, false, {}},
  };
  unsigned seed = 1;
  for (auto& x : s) {
    x.bytes = pattern(elements(x.shape) * element_type_size(x.type), seed++);
    if (x.type == element_type::i1)
      for (auto& b : x.bytes) b = static_cast<std::byte>(static_cast<unsigned>(b) & 1u);
  }
  return s;
}

std::vector<weight> to_weights(const std::vector<sample>& s) {
  std::vector<weight> ws;
  for (const auto& x : s) {
    weight w;
    w.name = x.name;
    w.type = x.type;
    w.shape = x.shape;
    w.alignment = x.alignment;
    if (x.streamed) {
      const std::vector<std::byte>* src = &x.bytes;
      w.size = x.bytes.size();
      w.source = [src](std::uint64_t off, std::span<std::byte> out) {
        std::memcpy(out.data(), src->data() + off, out.size());
        return true;
      };
    } else {
      w.data = x.bytes;
    }
    ws.push_back(std::move(w));
  }
  return ws;
}

std::string tensor_text(const sample& x) {
  std::string t = "tensor<";
  for (auto d : x.shape) t += std::to_string(d) + "x";
  return t + element_type_name(x.type) + ">";
}

// The same IR as MLIR text, blobs in the `"0x<alignment LE32><data>"` form.
std::string mlir_text(const std::vector<sample>& s) {
  std::string t = "module {\n";
  for (std::size_t i = 0; i < s.size(); ++i)
    t += "  %" + std::to_string(i) + " = arith.constant dense_resource<" + s[i].name + "> : " + tensor_text(s[i]) + "\n";
  t += "}\n";
  if (s.empty()) return t;
  t += "{-#\n  dialect_resources: {\n    builtin: {\n";
  static const char* hex = "0123456789ABCDEF";
  for (std::size_t i = 0; i < s.size(); ++i) {
    t += "      \"" + s[i].name + "\": \"0x";
    for (int k = 0; k < 4; ++k) {
      const auto b = static_cast<unsigned>(s[i].alignment >> (8 * k)) & 0xFFu;
      t += hex[b >> 4];
      t += hex[b & 15];
    }
    for (std::byte b : s[i].bytes) {
      t += hex[static_cast<unsigned>(b) >> 4];
      t += hex[static_cast<unsigned>(b) & 15];
    }
    t += i + 1 < s.size() ? "\",\n" : "\"\n";
  }
  t += "    }\n  }\n#-}\n";
  return t;
}

// Runs a shell command; returns its stdout, or "<exit N>" + stderr on failure.
std::string run(const std::string& cmd) {
  const fs::path out = tmp() / "cmd.out";
  const fs::path err = tmp() / "cmd.err";
  const int rc = std::system((cmd + " > " + out.string() + " 2> " + err.string()).c_str());
  if (rc != 0) return "<exit " + std::to_string(rc) + ">" + test_support::read_text(err);
  return test_support::read_text(out);
}

std::string print_generic(const fs::path& file) {
  return run(std::string(mlir_opt_22) +
             " --mlir-print-op-generic --mlir-print-local-scope " + file.string());
}

fs::path write_file(const std::vector<weight>& ws, const write_options& opt, const std::string& name,
                    write_summary* summary = nullptr) {
  const fs::path p = tmp() / name;
  auto r = write_weights_file(p.string(), ws, opt);
  REQUIRE_MESSAGE(r.has_value(), r.err().message());
  if (summary != nullptr) *summary = *r;
  return p;
}

}  // namespace

TEST_CASE("written files read back: every blob round-trips, zero-copy and aligned from offset 0") {
  const auto s = samples();
  const auto ws = to_weights(s);
  for (std::uint64_t v = 0; v <= 6; ++v) {
    CAPTURE(v);
    write_options opt;
    opt.version = v;
    opt.chunk_size = 5;  // exercises chunked callbacks and unbuffered spans
    write_summary sum;
    const fs::path p = write_file(ws, opt, "rt.v" + std::to_string(v) + ".mlirbc", &sum);
    CHECK(fs::file_size(p) == sum.file_size);
    auto f = bytecode_file::open(p.string());
    REQUIRE_MESSAGE(f.has_value(), f.err().message());
    const bytecode& bc = f->view();
    CHECK(bc.version() == v);
    CHECK(bc.producer() == "mlirbc");
    const auto file = bc.bytes();
    CHECK(sum.metadata_size < sum.data_offsets.front() + 1);
    CHECK(bc.resources().size() == s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
      CAPTURE(s[i].name);
      auto b = bc.find_blob("builtin", s[i].name);
      REQUIRE_MESSAGE(b.has_value(), b.err().message());
      CHECK(b->alignment == s[i].alignment);
      CHECK(b->offset == sum.data_offsets[i]);
      CHECK(b->offset % s[i].alignment == 0);
      REQUIRE(b->data.size() == s[i].bytes.size());
      CHECK(std::equal(b->data.begin(), b->data.end(), s[i].bytes.begin()));
      // Zero-copy: the span points into the mapping.
      CHECK(b->data.data() == file.data() + b->offset);
      // The reader's handle order is the writer's weight order.
      auto h = bc.resources().dialect_resource(i);
      REQUIRE(h.has_value());
      CHECK((*h)->key == s[i].name);
    }
    auto f32 = bc.find_blob("builtin", "w_f32");
    REQUIRE(f32.has_value());
    auto floats = f32->template as<float>();
    REQUIRE(floats.has_value());
    CHECK(floats->size() == 16);
    CHECK(reinterpret_cast<const std::byte*>(floats->data()) == f32->data.data());
    auto f64 = bc.find_blob("builtin", "w_f64");
    REQUIRE(f64.has_value());
    CHECK(f64->template as<double>().has_value());
  }
}

TEST_CASE("page-aligned blobs: the data offset is a multiple of 4096") {
  const auto data = pattern(10000, 7);
  std::vector<weight> ws(2);
  ws[0].name = "a";
  ws[0].type = element_type::i8;
  ws[0].shape = {3};
  ws[0].data = std::span<const std::byte>(data).first(3);
  ws[1].name = "big";
  ws[1].type = element_type::f32;
  ws[1].shape = {2500};
  ws[1].alignment = 4096;
  ws[1].data = data;
  write_summary sum;
  const fs::path p = write_file(ws, {}, "page.mlirbc", &sum);
  CHECK(sum.data_offsets[1] % 4096 == 0);
  CHECK(sum.data_offsets[0] % 64 == 0);  // default alignment
  auto f = bytecode_file::open(p.string());
  REQUIRE_MESSAGE(f.has_value(), f.err().message());
  CHECK(f->view().get_section(section_id::resource).alignment == 4096);
  auto b = f->view().find_blob("builtin", "big");
  REQUIRE(b.has_value());
  CHECK(b->offset == sum.data_offsets[1]);
  CHECK(std::equal(b->data.begin(), b->data.end(), data.begin(), data.end()));
  CHECK(reinterpret_cast<std::uintptr_t>(b->data.data()) % 4096 == 0);
}

TEST_CASE("callback data is pulled in chunks no larger than chunk_size") {
  struct counting_sink final : byte_sink {
    std::vector<std::byte> all;
    std::size_t largest = 0;
    bool write(const std::byte* d, std::size_t n) override {
      largest = std::max(largest, n);
      all.insert(all.end(), d, d + n);
      return true;
    }
  };
  std::uint64_t pulls = 0, max_pull = 0;
  weight w;
  w.name = "streamed";
  w.type = element_type::i32;
  w.shape = {1000, 100};
  w.size = 400000;
  w.source = [&](std::uint64_t off, std::span<std::byte> out) {
    ++pulls;
    max_pull = std::max<std::uint64_t>(max_pull, out.size());
    for (std::size_t k = 0; k < out.size(); ++k) out[k] = static_cast<std::byte>((off + k) % 251);
    return true;
  };
  write_options opt;
  opt.chunk_size = 4096;
  counting_sink sink;
  auto r = write_weights(sink, std::span<const weight>(&w, 1), opt);
  REQUIRE(r.has_value());
  CHECK(max_pull == 4096);
  CHECK(pulls == (400000 + 4095) / 4096);
  CHECK(sink.largest <= 4096);
  CHECK(sink.all.size() == r->file_size);
  auto b = bytecode::open(sink.all);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  auto blob = b->find_blob("builtin", "streamed");
  REQUIRE(blob.has_value());
  REQUIRE(blob->data.size() == 400000);
  bool same = true;
  for (std::size_t k = 0; k < blob->data.size(); ++k) same = same && blob->data[k] == static_cast<std::byte>(k % 251);
  CHECK(same);
}

TEST_CASE("invalid input is rejected before anything is written") {
  const auto data = pattern(16, 3);
  auto base = [&] {
    weight w;
    w.name = "w";
    w.type = element_type::f32;
    w.shape = {4};
    w.data = data;
    return w;
  };
  auto rejects = [&](std::vector<weight> ws, write_options opt = {}) {
    std::ostringstream os;
    auto r = write_weights(os, ws, opt);
    if (r.has_value()) return false;
    CHECK(os.str().empty());
    return r.err().code == errc::bad_value;
  };
  CHECK_FALSE(rejects({base()}));
  write_options v7;
  v7.version = 7;
  CHECK(rejects({base()}, v7));
  auto w = base();
  w.shape = {5};
  CHECK(rejects({w}));  // size mismatch
  w = base();
  w.shape = {-1, 4};
  CHECK(rejects({w}));
  w = base();
  w.name = "1abc";
  CHECK(rejects({w}));
  w.name = "a b";
  CHECK(rejects({w}));
  w.name = "";
  CHECK(rejects({w}));
  w = base();
  w.alignment = 3;
  CHECK(rejects({w}));
  w.alignment = std::uint64_t{1} << 20;
  CHECK(rejects({w}));
  CHECK(rejects({base(), base()}));  // duplicate name
  w = base();
  w.type = static_cast<element_type>(99);
  CHECK(rejects({w}));
  w = base();
  w.shape = {std::int64_t{1} << 40, std::int64_t{1} << 40};  // the element count overflows
  CHECK(rejects({w}));
  w.shape = {std::int64_t{1} << 62};  // the byte count overflows
  CHECK(rejects({w}));
  write_options odd;
  odd.alignment = 3;
  CHECK(rejects({base()}, odd));
  write_options nul;
  nul.producer = std::string("a\0b", 3);
  CHECK(rejects({base()}, nul));
}

// mlir-opt 22 turns an empty text blob into alignment 0 and then cannot read
// its own bytecode ("expected alignment to be a power-of-two"), so the full
// comparison leaves the empty weight out; it is checked separately below.
std::vector<sample> non_empty_samples() {
  auto s = samples();
  s.erase(std::remove_if(s.begin(), s.end(), [](const sample& x) { return x.bytes.empty(); }), s.end());
  return s;
}

TEST_CASE("mlir-opt 22 reads every version and prints what it prints for the same IR") {
  if (!test_support::oracle(mlir_opt_22)) return;
  for (const auto& s : {non_empty_samples(), std::vector<sample>{}}) {
    const auto ws = to_weights(s);
    const fs::path text = tmp() / ("ir" + std::to_string(s.size()) + ".mlir");
    test_support::write_file(text, mlir_text(s));
    const std::string expected = print_generic(text);
    REQUIRE_MESSAGE(expected.rfind("<exit", 0) != 0, expected);
    if (!s.empty()) REQUIRE(expected.find("dense_resource<w_bf16> : tensor<4x4xbf16>") != std::string::npos);
    for (std::uint64_t v = 0; v <= 6; ++v) {
      CAPTURE(v);
      CAPTURE(s.size());
      write_options opt;
      opt.version = v;
      const fs::path ours = write_file(ws, opt, "ours.v" + std::to_string(v) + ".mlirbc");
      const fs::path ref = tmp() / ("ref.v" + std::to_string(v) + ".mlirbc");
      const std::string emitted = run(std::string(mlir_opt_22) + " --emit-bytecode --emit-bytecode-version=" +
                                      std::to_string(v) + " " + text.string() + " -o " + ref.string());
      REQUIRE_MESSAGE(emitted.rfind("<exit", 0) != 0, emitted);
      const std::string printed = print_generic(ours);
      CHECK(printed == print_generic(ref));
      CHECK(printed == expected);
      // The custom (non-generic) form too.
      CHECK(run(std::string(mlir_opt_22) + " " + ours.string()) == run(std::string(mlir_opt_22) + " " + ref.string()));
    }
  }
}

TEST_CASE("mlir-opt 22 reads an empty blob written by the writer; the ops print as for the text") {
  if (!test_support::oracle(mlir_opt_22)) return;
  const auto s = samples();
  const fs::path text = tmp() / "with-empty.mlir";
  test_support::write_file(text, mlir_text(s));
  const std::string expected = print_generic(text);
  REQUIRE_MESSAGE(expected.rfind("<exit", 0) != 0, expected);
  for (std::uint64_t v : {0u, 6u}) {
    write_options opt;
    opt.version = v;
    const std::string printed = print_generic(write_file(to_weights(s), opt, "with-empty.mlirbc"));
    REQUIRE_MESSAGE(printed.rfind("<exit", 0) != 0, printed);
    // Everything up to the resource trailer (where mlir-opt prints the empty
    // blob's alignment as it parsed it) is identical.
    CHECK(printed.substr(0, printed.find("{-#")) == expected.substr(0, expected.find("{-#")));
  }
}

TEST_CASE("mlirbc pack: raw files become weights; shapes default to 1-D; bad specs fail") {
  const auto a = pattern(64, 11), b = pattern(24, 12);
  test_support::write_file(tmp() / "a.bin", a);
  test_support::write_file(tmp() / "b.bin", b);
  const std::string cli = MLIRBC_CLI;
  const fs::path out = tmp() / "packed.mlirbc";
  const std::string cmd = cli + " pack " + out.string() + " w=" + (tmp() / "a.bin").string() + ":f32:4x4 b=" +
                          (tmp() / "b.bin").string() + ":f64 --align 16 --version 3";
  const std::string said = run(cmd);
  REQUIRE_MESSAGE(said.rfind("<exit", 0) != 0, said);
  auto f = bytecode_file::open(out.string());
  REQUIRE_MESSAGE(f.has_value(), f.err().message());
  CHECK(f->view().version() == 3);
  auto w = f->view().find_blob("builtin", "w");
  auto bb = f->view().find_blob("builtin", "b");
  REQUIRE(w.has_value());
  REQUIRE(bb.has_value());
  CHECK(w->alignment == 16);
  CHECK(std::equal(w->data.begin(), w->data.end(), a.begin(), a.end()));
  CHECK(std::equal(bb->data.begin(), bb->data.end(), b.begin(), b.end()));
  if (test_support::oracle(mlir_opt_22)) {
    std::vector<sample> s = {{"w", element_type::f32, {4, 4}, 16, false, a},
                             {"b", element_type::f64, {3}, 16, false, b}};
    const fs::path text = tmp() / "packed.mlir";
    test_support::write_file(text, mlir_text(s));
    CHECK(print_generic(out) == print_generic(text));
  }
  for (const char* bad : {":f32:4x5", ":q32", ":f32:4xx4", ""}) {
    CHECK(run(cli + " pack " + out.string() + " w=" + (tmp() / "a.bin").string() + bad).rfind("<exit", 0) == 0);
  }
  CHECK(run(cli + " pack " + out.string() + " 1w=" + (tmp() / "a.bin").string() + ":f32").rfind("<exit", 0) == 0);
  CHECK(run(cli + " pack " + out.string() + " w=" + (tmp() / "b.bin").string() + ":i32:7").rfind("<exit", 0) == 0);
  CHECK(run(cli + " pack " + out.string() + " w=" + (tmp() / "nope.bin").string() + ":i8").rfind("<exit", 0) == 0);
}

TEST_CASE("write_weights_file: a failed write leaves an existing file as it was and no partial file") {
  const fs::path dir = tmp() / "keep";
  fs::create_directories(dir);
  const fs::path out = dir / "weights.mlirbc";
  const auto old = pattern(1000, 21);
  test_support::write_file(out, old);
  auto partials = [&] {
    std::size_t n = 0;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().filename().string().find(".partial-") != std::string::npos) ++n;
    return n;
  };
  // The first blob is larger than every buffer, so bytes reach the temporary
  // file before the second blob's source fails partway through.
  const auto big = pattern(std::size_t{3} << 20, 22);
  std::vector<weight> ws(2);
  ws[0].name = "big";
  ws[0].type = element_type::i8;
  ws[0].shape = {static_cast<std::int64_t>(big.size())};
  ws[0].data = big;
  ws[1].name = "broken";
  ws[1].type = element_type::f32;
  ws[1].shape = {1024};
  ws[1].size = 4096;
  std::uint64_t pulled = 0;
  ws[1].source = [&](std::uint64_t off, std::span<std::byte> buf) {
    if (off >= 2048) return false;  // e.g. the input file shrank
    std::fill(buf.begin(), buf.end(), std::byte{7});
    pulled += buf.size();
    return true;
  };
  write_options opt;
  opt.chunk_size = 1024;
  auto r = write_weights_file(out.string(), ws, opt);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.err().code == errc::io);
  CHECK(std::string_view(r.err().what) == "blob source failed");
  CHECK(pulled == 2048);
  CHECK(test_support::read_bytes(out) == old);
  CHECK(partials() == 0);

  // Invalid input fails too, and does not touch the file either.
  ws[1].name = "2bad";
  auto invalid = write_weights_file(out.string(), ws, opt);
  REQUIRE_FALSE(invalid.has_value());
  CHECK(invalid.err().code == errc::bad_value);
  CHECK(test_support::read_bytes(out) == old);
  CHECK(partials() == 0);

  // Without a file at the path, a failure creates none.
  const fs::path fresh = dir / "fresh.mlirbc";
  CHECK_FALSE(write_weights_file(fresh.string(), ws, opt).has_value());
  CHECK_FALSE(fs::exists(fresh));
  CHECK(partials() == 0);

  // A successful write replaces the file whole.
  ws.resize(1);
  auto ok = write_weights_file(out.string(), ws, opt);
  REQUIRE_MESSAGE(ok.has_value(), ok.err().message());
  CHECK(fs::file_size(out) == ok->file_size);
  auto f = bytecode_file::open(out.string());
  REQUIRE_MESSAGE(f.has_value(), f.err().message());
  auto blob = f->view().find_blob("builtin", "big");
  REQUIRE(blob.has_value());
  CHECK(std::equal(blob->data.begin(), blob->data.end(), big.begin(), big.end()));
  CHECK(partials() == 0);
}

TEST_CASE("write_weights to a file descriptor: the same bytes as to a stream; a bad descriptor is an io error with its errno") {
  const auto data = pattern(16, 5);
  weight w;
  w.name = "w";
  w.type = element_type::f32;
  w.shape = {4};
  w.data = data;
  std::ostringstream os;
  REQUIRE(write_weights(os, std::span<const weight>(&w, 1)).has_value());
  test_support::scratch_dir dir("writer-fd");
  const std::string path = (dir.path / "fd.mlirbc").string();
  std::FILE* f = std::fopen(path.c_str(), "wb");
  REQUIRE(f != nullptr);
  auto r = write_weights(::fileno(f), std::span<const weight>(&w, 1));
  std::fclose(f);
  REQUIRE_MESSAGE(r.has_value(), r.err().message());
  CHECK(test_support::read_text(path) == os.str());
  // A descriptor open for reading only: write(2) fails with EBADF.
  std::FILE* ro = std::fopen(path.c_str(), "rb");
  REQUIRE(ro != nullptr);
  auto bad = write_weights(::fileno(ro), std::span<const weight>(&w, 1));
  std::fclose(ro);
  REQUIRE_FALSE(bad.has_value());
  const error e = bad.err();
  CHECK(e.code == errc::io);
  CHECK(e.value == static_cast<std::uint64_t>(EBADF));
}

namespace {

// Takes `budget` bytes, then refuses everything, as a disk that fills up.
struct filling_sink final : byte_sink {
  explicit filling_sink(std::size_t budget) : left(budget) {}
  bool write(const std::byte* data, std::size_t n) override {
    if (n > left) return false;
    bytes.insert(bytes.end(), data, data + n);
    left -= n;
    return true;
  }
  std::size_t left;
  std::vector<std::byte> bytes;
};

}  // namespace

TEST_CASE("a sink that fills up: the write fails at any byte with an io error, and the bytes taken are the file's first") {
  const auto small = pattern(40, 31);
  const auto pulled = pattern(100, 32);
  std::vector<weight> ws(2);
  ws[0].name = "small";
  ws[0].type = element_type::f32;
  ws[0].shape = {10};
  ws[0].data = small;
  ws[0].alignment = 32;
  ws[1].name = "pulled";
  ws[1].type = element_type::i8;
  ws[1].shape = {100};
  ws[1].size = 100;
  ws[1].source = [&](std::uint64_t off, std::span<std::byte> buf) {
    std::copy_n(pulled.begin() + static_cast<std::ptrdiff_t>(off), buf.size(), buf.begin());
    return true;
  };
  write_options opt;
  opt.chunk_size = 16;  // small: the metadata and the pulled chunks are written through the buffer and past it
  std::ostringstream whole;
  auto expected = write_weights(whole, ws, opt);
  REQUIRE(expected.has_value());
  const std::string file = whole.str();
  REQUIRE(file.size() == expected->file_size);
  for (std::size_t budget = 0; budget <= file.size(); ++budget) {
    CAPTURE(budget);
    filling_sink sink(budget);
    auto r = write_weights(sink, ws, opt);
    if (budget == file.size()) {
      CHECK(r.has_value());
    } else {
      REQUIRE_FALSE(r.has_value());
      CHECK(r.err().code == errc::io);
      CHECK(std::string_view(r.err().what) == "write failed");
      CHECK(r.err().offset <= file.size());
    }
    CHECK(std::equal(sink.bytes.begin(), sink.bytes.end(), reinterpret_cast<const std::byte*>(file.data())));
  }
  // A chunk size of 0 means the default: the same bytes.
  write_options zero = opt;
  zero.chunk_size = 0;
  std::ostringstream same;
  REQUIRE(write_weights(same, ws, zero).has_value());
  CHECK(same.str() == file);
}

TEST_CASE("a full disk: write_weights to a descriptor and write_weights_file report the errno, and leave no file") {
  const auto data = pattern(std::size_t{3} << 19, 33);  // 1.5 MiB: more than each buffer holds
  weight w;
  w.name = "w";
  w.type = element_type::i8;
  w.shape = {static_cast<std::int64_t>(data.size())};
  w.data = data;
  const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
  if (full >= 0) {
    auto r = write_weights(full, std::span<const weight>(&w, 1));
    ::close(full);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.err().code == errc::io);
    CHECK(r.err().value == static_cast<std::uint64_t>(ENOSPC));
  }
  test_support::scratch_dir dir("writer-full");
  const fs::path out = dir.path / "w.mlirbc";
  // A folder that does not exist: nothing can be created there.
  auto nowhere = write_weights_file((dir.path / "no" / "w.mlirbc").string(), std::span<const weight>(&w, 1));
  REQUIRE_FALSE(nowhere.has_value());
  CHECK(std::string_view(nowhere.err().what) == "cannot create file");
  CHECK(nowhere.err().value == static_cast<std::uint64_t>(ENOENT));
  for (const std::uint64_t limit : {std::uint64_t{100}, std::uint64_t{2} << 20}) {
    CAPTURE(limit);
    weight small = w;
    small.shape = {64};
    small.data = std::span<const std::byte>(data).first(64);
    std::optional<result<write_summary>> big, little;
    {
      const test_support::file_size_limit disk(limit);
      big = write_weights_file(out.string(), std::span<const weight>(&w, 1));
      little = write_weights_file(out.string(), std::span<const weight>(&small, 1));
    }
    // The big blob fails while it is written, the small file when it is flushed at commit.
    for (const auto* r : {&*big, &*little}) {
      if (limit == 100) {
        REQUIRE_FALSE(r->has_value());
        CHECK(r->err().code == errc::io);
        CHECK(r->err().value == static_cast<std::uint64_t>(EFBIG));
      } else {
        CHECK(r->has_value());
      }
    }
    CHECK(fs::exists(out) == (limit != 100));
    fs::remove(out);
    CHECK(fs::is_empty(dir.path));
  }
}

TEST_CASE("strings are stored once: a weight named like a dialect the file names; an empty producer") {
  const auto data = pattern(8, 11);
  weight w;
  w.name = "builtin";  // also the dialect of every type and attribute the writer stores
  w.type = element_type::f32;
  w.shape = {2};
  w.data = data;
  write_options opt;
  opt.producer = "";
  std::ostringstream os;
  const std::vector<weight> ws = {w};
  auto r = write_weights(os, ws, opt);
  REQUIRE_MESSAGE(r.has_value(), r.err().message());
  const std::string s = os.str();
  const std::vector<std::byte> bytes(reinterpret_cast<const std::byte*>(s.data()),
                                     reinterpret_cast<const std::byte*>(s.data()) + s.size());
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  CHECK(b->producer().empty());
  std::size_t named_builtin = 0;
  for (std::size_t i = 0; i < b->strings().size(); ++i) named_builtin += b->strings()[i] == "builtin";
  CHECK(named_builtin == 1);
  const auto& entries = b->resources().entries();
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].key == "builtin");
  auto blob = b->get_blob(entries[0]);
  REQUIRE(blob.has_value());
  CHECK(std::equal(blob->data.begin(), blob->data.end(), data.begin(), data.end()));
}
