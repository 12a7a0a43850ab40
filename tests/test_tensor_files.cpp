// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// safetensors and npz files: safetensors written and read back; every kind of
// malformed safetensors header refused with the right error, place and tensor
// name; npz archives checked by an independent zip/.npy reader written here
// (and by numpy.load when numpy is installed), classic and ZIP64; a failed
// write leaves no file behind.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const fs::path& tmp() {
  static test_support::scratch_dir d("test-tensor-files");
  return d.path;
}

std::vector<std::byte> pattern(std::size_t n, unsigned seed) {
  return test_support::pattern_bytes(n, seed * 2654435761u);
}

// An open file, closed at the end of its scope.
struct open_fd {
  int fd = -1;
  explicit open_fd(const fs::path& p) : fd(::open(p.c_str(), O_RDONLY | O_CLOEXEC)) { REQUIRE(fd >= 0); }
  open_fd(const open_fd&) = delete;
  open_fd& operator=(const open_fd&) = delete;
  ~open_fd() { ::close(fd); }
};

struct spec {
  std::string name;
  tensor_dtype dtype;
  std::vector<std::uint64_t> shape;
};

std::uint64_t byte_size(const spec& s) {
  std::uint64_t n = tensor_dtype_size(s.dtype);
  for (auto d : s.shape) n *= d;
  return n;
}

// Tensors whose data lies one after another (with a gap, so offsets matter)
// in one input file.
struct input {
  fs::path path;
  std::vector<std::byte> bytes;
  std::vector<tensor_source> sources;
  std::optional<open_fd> file;

  input(const std::string& file_name, const std::vector<spec>& specs) : path(tmp() / file_name) {
    unsigned seed = 1;
    for (const auto& s : specs) {
      bytes.resize(bytes.size() + 3);  // gap
      tensor_source t;
      t.name = s.name;
      t.dtype = s.dtype;
      t.shape = s.shape;
      t.offset = bytes.size();
      t.size = byte_size(s);
      const auto data = pattern(static_cast<std::size_t>(t.size), seed++);
      bytes.insert(bytes.end(), data.begin(), data.end());
      sources.push_back(t);
    }
    test_support::write_file(path, bytes);
    file.emplace(path);
    for (auto& t : sources) t.fd = file->fd;
  }
  std::span<const std::byte> data_of(const tensor_source& t) const {
    return std::span<const std::byte>(bytes).subspan(static_cast<std::size_t>(t.offset), static_cast<std::size_t>(t.size));
  }
};

std::vector<spec> every_dtype() {
  return {
      {"w_bool", tensor_dtype::boolean, {5}},
      {"w_u8", tensor_dtype::u8, {3, 4}},
      {"w_i8", tensor_dtype::i8, {7}},
      {"w_u16", tensor_dtype::u16, {2, 2}},
      {"w_i16", tensor_dtype::i16, {3}},
      {"w_u32", tensor_dtype::u32, {}},
      {"w_i32", tensor_dtype::i32, {2, 3, 2}},
      {"w_u64", tensor_dtype::u64, {2}},
      {"w_i64", tensor_dtype::i64, {1, 1}},
      {"w_f16", tensor_dtype::f16, {9}},
      {"w_bf16", tensor_dtype::bf16, {4, 4}},
      {"w_f32", tensor_dtype::f32, {4, 4}},
      {"w_f64", tensor_dtype::f64, {3}},
      {"w_f8e4m3", tensor_dtype::f8_e4m3fn, {6}},
      {"w_f8e5m2", tensor_dtype::f8_e5m2, {2, 5}},
      {"empty", tensor_dtype::f32, {0, 3}},
  };
}

std::uint64_t le(std::span<const std::byte> b, std::size_t at, int n) {
  REQUIRE(at + static_cast<std::size_t>(n) <= b.size());
  std::uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = v << 8 | std::to_integer<std::uint64_t>(b[at + static_cast<std::size_t>(i)]);
  return v;
}

std::string text_of(std::span<const std::byte> b) { return {reinterpret_cast<const char*>(b.data()), b.size()}; }

// ---- safetensors files crafted byte by byte

// An 8-byte length, then `json`, then `data_size` bytes of data.
std::vector<std::byte> st_bytes(std::string_view json, std::size_t data_size) {
  std::vector<std::byte> out(8);
  for (int i = 0; i < 8; ++i)
    out[static_cast<std::size_t>(i)] = static_cast<std::byte>((json.size() >> (8 * i)) & 0xFF);
  for (char c : json) out.push_back(static_cast<std::byte>(c));
  out.resize(out.size() + data_size, std::byte{0x5A});
  return out;
}

named_error read_st(std::span<const std::byte> file) {
  safetensors_index index;
  auto e = read_safetensors(file, index);
  if (e) CHECK(index.tensors.empty());  // nothing half-filled is left
  return e;
}

struct expected_error {
  errc code;
  std::string what;       // a part of e.what
  std::string name;       // the tensor named, "" for none
  std::uint64_t offset;   // absolute file offset
};

void check_refused(std::span<const std::byte> file, const expected_error& x) {
  const named_error e = read_st(file);
  REQUIRE_MESSAGE(static_cast<bool>(e), "accepted a malformed file; expected " << x.what);
  INFO(e.message());
  CHECK(e.e.code == x.code);
  CHECK(std::string(e.e.what).find(x.what) != std::string::npos);
  CHECK(e.name == x.name);
  CHECK(e.e.offset == x.offset);
  if (!x.name.empty()) CHECK(e.message().find("tensor '" + x.name + "'") == 0);
  CHECK(e.message().find("byte " + std::to_string(x.offset) + ":") != std::string::npos);
}

// A JSON header refused at the first occurrence of `marker` in it (file offset
// 8 + its index); a '|' in the marker marks the byte inside it.
void check_json_refused(const std::string& json, std::size_t data_size, errc code, const std::string& what,
                        const std::string& name, std::string marker) {
  INFO("header: " << json);
  std::size_t inside = marker.find('|');
  if (inside == std::string::npos)
    inside = 0;
  else
    marker.erase(inside, 1);
  const std::size_t at = json.find(marker);
  REQUIRE(at != std::string::npos);
  check_refused(st_bytes(json, data_size), {code, what, name, 8 + at + inside});
}

const std::string ok_a = R"("a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]})";

// ---- an independent reader of what write_npz writes

std::uint32_t reference_crc(std::span<const std::byte> data) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (const std::byte b : data) {
    c ^= std::to_integer<std::uint32_t>(b);
    for (int k = 0; k < 8; ++k) c = (c & 1u) != 0 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  }
  return ~c;
}

struct zip_member {
  std::string name;
  std::uint32_t crc = 0;
  std::uint64_t size = 0, local_offset = 0, data_offset = 0;
  bool zip64_size = false, zip64_offset = false;
};

struct zip_archive {
  std::vector<zip_member> members;
  bool zip64_end = false;
};

// Reads the zip64 extra field (id 1) of `extra`, the fields present in order.
void read_zip64_extra(std::span<const std::byte> extra, bool want_size, bool want_offset, zip_member& m) {
  std::size_t i = 0;
  bool found = false;
  while (i + 4 <= extra.size()) {
    const auto id = le(extra, i, 2), len = le(extra, i + 2, 2);
    REQUIRE(i + 4 + len <= extra.size());
    if (id == 1) {
      found = true;
      std::size_t k = i + 4;
      if (want_size) {
        CHECK(len >= 16);
        m.size = le(extra, k, 8);
        CHECK(le(extra, k + 8, 8) == m.size);  // compressed = uncompressed (stored)
        k += 16;
      }
      if (want_offset) m.local_offset = le(extra, k, 8);
    }
    i += 4 + static_cast<std::size_t>(len);
  }
  CHECK(i == extra.size());
  CHECK(found == (want_size || want_offset));
}

zip_archive read_zip(std::span<const std::byte> z) {
  zip_archive out;
  REQUIRE(z.size() >= 22);
  const std::size_t eocd = z.size() - 22;  // no comment
  REQUIRE(le(z, eocd, 4) == 0x06054b50);
  std::uint64_t count = le(z, eocd + 10, 2), dir_size = le(z, eocd + 12, 4), dir_at = le(z, eocd + 16, 4);
  CHECK(le(z, eocd + 8, 2) == count);
  if (eocd >= 20 && le(z, eocd - 20, 4) == 0x07064b50) {
    out.zip64_end = true;
    const auto rec = static_cast<std::size_t>(le(z, eocd - 20 + 8, 8));
    REQUIRE(rec + 56 == eocd - 20);
    REQUIRE(le(z, rec, 4) == 0x06064b50);
    CHECK(le(z, rec + 4, 8) == 44);
    CHECK(le(z, rec + 24, 8) == le(z, rec + 32, 8));
    if (count == 0xFFFF) count = le(z, rec + 32, 8);
    if (dir_size == 0xFFFFFFFF) dir_size = le(z, rec + 40, 8);
    if (dir_at == 0xFFFFFFFF) dir_at = le(z, rec + 48, 8);
    CHECK(le(z, rec + 32, 8) == count);
    CHECK(le(z, rec + 40, 8) == dir_size);
    CHECK(le(z, rec + 48, 8) == dir_at);
  }
  auto p = static_cast<std::size_t>(dir_at);
  for (std::uint64_t i = 0; i < count; ++i) {
    REQUIRE(le(z, p, 4) == 0x02014b50);
    zip_member m;
    const auto flags = le(z, p + 8, 2);
    CHECK(le(z, p + 10, 2) == 0);  // stored
    m.crc = static_cast<std::uint32_t>(le(z, p + 16, 4));
    const auto csize = le(z, p + 20, 4), usize = le(z, p + 24, 4);
    CHECK(csize == usize);
    const auto name_len = static_cast<std::size_t>(le(z, p + 28, 2));
    const auto extra_len = static_cast<std::size_t>(le(z, p + 30, 2));
    const auto comment_len = static_cast<std::size_t>(le(z, p + 32, 2));
    m.local_offset = le(z, p + 42, 4);
    m.size = usize;
    m.name = text_of(z.subspan(p + 46, name_len));
    m.zip64_size = usize == 0xFFFFFFFF;
    m.zip64_offset = m.local_offset == 0xFFFFFFFF;
    read_zip64_extra(z.subspan(p + 46 + name_len, extra_len), m.zip64_size, m.zip64_offset, m);
    CHECK(le(z, p + 6, 2) == (m.zip64_size ? 45u : 20u));
    p += 46 + name_len + extra_len + comment_len;

    // The local header agrees with the central one.
    const auto l = static_cast<std::size_t>(m.local_offset);
    REQUIRE(le(z, l, 4) == 0x04034b50);
    CHECK(le(z, l + 6, 2) == flags);
    CHECK(le(z, l + 8, 2) == 0);
    CHECK(le(z, l + 14, 4) == m.crc);
    const auto l_name = static_cast<std::size_t>(le(z, l + 26, 2));
    const auto l_extra = static_cast<std::size_t>(le(z, l + 28, 2));
    CHECK(text_of(z.subspan(l + 30, l_name)) == m.name);
    if (m.zip64_size) {
      CHECK(le(z, l + 18, 4) == 0xFFFFFFFF);
      CHECK(le(z, l + 22, 4) == 0xFFFFFFFF);
      const auto extra = z.subspan(l + 30 + l_name, l_extra);
      REQUIRE(le(extra, 0, 2) == 1);  // zip64 first, with both sizes
      CHECK(le(extra, 4, 8) == m.size);
      CHECK(le(extra, 12, 8) == m.size);
    } else {
      CHECK(le(z, l + 18, 4) == m.size);
      CHECK(le(z, l + 22, 4) == m.size);
    }
    m.data_offset = l + 30 + l_name + l_extra;
    REQUIRE(m.data_offset + m.size <= dir_at);
    CHECK(reference_crc(z.subspan(static_cast<std::size_t>(m.data_offset), static_cast<std::size_t>(m.size))) == m.crc);
    out.members.push_back(m);
  }
  CHECK(p == dir_at + dir_size);
  return out;
}

struct npy_file {
  std::string header;  // the dict
  std::span<const std::byte> data;
};

npy_file read_npy(std::span<const std::byte> f) {
  REQUIRE(f.size() >= 10);
  CHECK(text_of(f.subspan(0, 6)) == "\x93NUMPY");
  const auto major = std::to_integer<int>(f[6]);
  CHECK(std::to_integer<int>(f[7]) == 0);
  REQUIRE((major == 1 || major == 2));
  const std::size_t prefix = major == 1 ? 10 : 12;
  const auto len = static_cast<std::size_t>(le(f, 8, major == 1 ? 2 : 4));
  const std::size_t data_at = prefix + len;
  CHECK(data_at % 64 == 0);
  REQUIRE(data_at <= f.size());
  npy_file out;
  out.header = text_of(f.subspan(prefix, len));
  CHECK(out.header.back() == '\n');
  out.data = f.subspan(data_at);
  return out;
}

std::string npy_shape(const std::vector<std::uint64_t>& shape) {
  std::string s = "(";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i > 0 ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() == 1) s += ",";
  return s + ")";
}

// Checks every member of the npz at `path` against the tensors it was written from.
zip_archive check_npz(const fs::path& path, const input& in) {
  const auto z = test_support::read_bytes(path);
  const zip_archive zip = read_zip(z);
  REQUIRE(zip.members.size() == in.sources.size());
  for (std::size_t i = 0; i < zip.members.size(); ++i) {
    const auto& m = zip.members[i];
    const auto& t = in.sources[i];
    INFO("tensor " << t.name);
    CHECK(m.name == t.name + ".npy");
    CHECK(m.data_offset % 64 == 0);  // aligned in the archive too
    const npy_file npy =
        read_npy(std::span<const std::byte>(z).subspan(static_cast<std::size_t>(m.data_offset), static_cast<std::size_t>(m.size)));
    CHECK(npy.header.find("'descr': '" + std::string(npy_descr(t.dtype)) + "'") != std::string::npos);
    CHECK(npy.header.find("'fortran_order': False") != std::string::npos);
    CHECK(npy.header.find("'shape': " + npy_shape(t.shape)) != std::string::npos);
    const auto expected = in.data_of(t);
    REQUIRE(npy.data.size() == expected.size());
    CHECK(std::equal(npy.data.begin(), npy.data.end(), expected.begin()));
  }
  return zip;
}

bool have_numpy() {
  static const bool yes = test_support::run_command("/usr/bin/python3 -c 'import numpy' 2>/dev/null").status == 0;
  return yes;
}

// numpy.load reads the npz; each array has the dtype, shape and bytes written.
void check_with_numpy(const fs::path& npz, const input& in) {
  if (!have_numpy()) {
    MESSAGE("numpy is not installed: npz files checked by the test's own reader only");
    return;
  }
  std::ostringstream manifest;
  for (const auto& t : in.sources) {
    manifest << t.name << ' ' << t.offset << ' ' << t.size << ' ' << npy_descr(t.dtype);
    for (auto d : t.shape) manifest << ' ' << d;
    manifest << '\n';
  }
  const fs::path manifest_path = npz.string() + ".manifest";
  test_support::write_file(manifest_path, manifest.str());
  const fs::path script = tmp() / "check_npz.py";
  test_support::write_file(script, R"(import sys, numpy, zipfile
npz, raw, manifest = sys.argv[1:4]
with zipfile.ZipFile(npz) as z:
    assert z.testzip() is None  # every member's CRC
data = open(raw, 'rb').read()
rows = [l.split(' ') for l in open(manifest, encoding='utf-8').read().splitlines()]
with numpy.load(npz) as z:
    assert sorted(z.files) == sorted(r[0] for r in rows), (z.files, rows)
    for name, off, size, descr, *shape in rows:
        a = z[name]
        assert a.dtype.str == descr, (name, a.dtype.str, descr)
        assert a.shape == tuple(int(d) for d in shape), (name, a.shape, shape)
        assert a.tobytes() == data[int(off):int(off) + int(size)], name
print('OK')
)");
  const auto r = test_support::run_command("/usr/bin/python3 " + script.string() + " '" + npz.string() + "' '" +
                                           in.path.string() + "' '" + manifest_path.string() + "' 2>&1");
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out == "OK\n");
}

std::size_t entries_in(const fs::path& dir) {
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

}  // namespace

TEST_CASE("dtype tables") {
  CHECK(tensor_dtype_size(tensor_dtype::boolean) == 1);
  CHECK(tensor_dtype_size(tensor_dtype::bf16) == 2);
  CHECK(tensor_dtype_size(tensor_dtype::c64) == 8);
  CHECK(tensor_dtype_size(tensor_dtype::c128) == 16);
  CHECK(safetensors_dtype_name(tensor_dtype::c64) == nullptr);
  CHECK(safetensors_dtype_name(tensor_dtype::c128) == nullptr);
  CHECK(std::string(npy_descr(tensor_dtype::bf16)) == "<u2");
  CHECK(std::string(npy_descr(tensor_dtype::boolean)) == "|b1");
  CHECK(std::string(npy_descr(tensor_dtype::c128)) == "<c16");
  CHECK(std::string(npy_descr(tensor_dtype::f8_e5m2)) == "|u1");
  // Every safetensors name parses back to its dtype.
  int named = 0;
  for (unsigned i = 0; i <= static_cast<unsigned>(tensor_dtype::c128); ++i) {
    const auto t = static_cast<tensor_dtype>(i);
    CHECK(tensor_dtype_size(t) > 0);
    CHECK(npy_descr(t) != nullptr);
    if (const char* name = safetensors_dtype_name(t)) {
      tensor_dtype back = tensor_dtype::c128;
      CHECK(parse_safetensors_dtype(name, back));
      CHECK(back == t);
      ++named;
    }
  }
  CHECK(named == 15);
  tensor_dtype t = tensor_dtype::u8;
  CHECK_FALSE(parse_safetensors_dtype("f32", t));
  CHECK_FALSE(parse_safetensors_dtype("C64", t));
  CHECK_FALSE(parse_safetensors_dtype("", t));
  // A value outside the enumeration (a cast from a file, say) has no size or name.
  const auto invalid = static_cast<tensor_dtype>(200);
  CHECK(tensor_dtype_size(invalid) == 0);
  CHECK(safetensors_dtype_name(invalid) == nullptr);
  CHECK(npy_descr(invalid) == nullptr);
}

TEST_CASE("named_error messages") {
  const error e{errc::bad_value, section_id::none, 17, "safetensors: unknown dtype"};
  CHECK(named_error{e, ""}.message() == "byte 17: safetensors: unknown dtype: invalid value");
  CHECK(named_error{e, "w"}.message() == "tensor 'w': byte 17: safetensors: unknown dtype: invalid value");
  CHECK(named_error{e, "w", "F128"}.message() == "tensor 'w': byte 17: safetensors: unknown dtype: invalid value: F128");
  CHECK_FALSE(named_error{});
  CHECK(named_error{e, ""});
}

TEST_CASE("crc32") {
  CHECK(crc32(std::as_bytes(std::span("123456789", 9))) == 0xCBF43926u);
  CHECK(crc32({}) == 0);
  // Against the bitwise reference, whole and in pieces of every alignment.
  const auto data = pattern(1000, 7);
  const std::span<const std::byte> all(data);
  for (std::size_t n : {0u, 1u, 7u, 8u, 9u, 15u, 16u, 17u, 63u, 1000u}) {
    const auto part = all.first(n);
    CHECK(crc32(part) == reference_crc(part));
  }
  for (std::size_t cut : {1u, 5u, 8u, 333u, 999u}) CHECK(crc32(all.subspan(cut), crc32(all.first(cut))) == reference_crc(all));
}

TEST_CASE("safetensors: write, then read back") {
  auto specs = every_dtype();
  specs.push_back({"quote\"back\\slash\nnew/line\ttab\x01", tensor_dtype::i32, {2}});
  specs.push_back({"unicode \xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80", tensor_dtype::u8, {1}});
  const input in("st_input.bin", specs);
  const tensor_metadata meta = {{"format", "pt"}, {"note \"quoted\"", "line\nbreak \xC3\xA9"}, {"empty", ""},
                                {"controls", "\b\f\r"}};  // the short JSON escapes, both ways
  const fs::path path = tmp() / "roundtrip.safetensors";
  {
    auto out = output_file::create(path.string());
    REQUIRE(out);
    const named_error e = write_safetensors(*out, in.sources, meta);
    REQUIRE_MESSAGE(!e, e.message());
    REQUIRE(!out->commit());
  }
  const auto file = test_support::read_bytes(path);
  const std::uint64_t header_len = le(file, 0, 8);
  CHECK((8 + header_len) % 8 == 0);

  safetensors_index index;
  const named_error e = read_safetensors(file, index);
  REQUIRE_MESSAGE(!e, e.message());
  CHECK(index.data_start == 8 + header_len);
  REQUIRE(index.tensors.size() == in.sources.size());
  std::uint64_t next = index.data_start;
  for (std::size_t i = 0; i < in.sources.size(); ++i) {
    const auto& t = index.tensors[i];
    const auto& src = in.sources[i];
    INFO("tensor " << src.name);
    CHECK(t.name == src.name);
    CHECK(t.dtype == src.dtype);
    CHECK(t.shape == src.shape);
    CHECK(t.size == src.size);
    CHECK(t.offset == next);  // contiguous, in the order given
    next += t.size;
    const auto bytes = std::span<const std::byte>(file).subspan(static_cast<std::size_t>(t.offset), static_cast<std::size_t>(t.size));
    const auto expected = in.data_of(src);
    CHECK(std::equal(bytes.begin(), bytes.end(), expected.begin(), expected.end()));
    CHECK(index.find(src.name) == &t);
  }
  CHECK(next == file.size());
  CHECK(index.find("nope") == nullptr);
  CHECK(index.metadata == meta);
  REQUIRE(index.meta("note \"quoted\"") != nullptr);
  CHECK(*index.meta("note \"quoted\"") == "line\nbreak \xC3\xA9");
  CHECK(index.meta("absent") == nullptr);

  // The header is JSON that another parser reads to the same names.
  const auto r = test_support::run_command(
      "/usr/bin/python3 -c 'import json,struct,sys; b=open(sys.argv[1],\"rb\").read(); n=struct.unpack(\"<Q\",b[:8])[0]; "
      "h=json.loads(b[8:8+n].decode(\"utf-8\")); print(len(h), h[\"__metadata__\"][\"note \\\"quoted\\\"\"] == \"line\\nbreak \\u00e9\", "
      "\"quote\\\"back\\\\slash\\nnew/line\\ttab\\u0001\" in h)' '" + path.string() + "'");
  CHECK(r.out == std::to_string(specs.size() + 1) + " True True\n");
}

TEST_CASE("safetensors: the header is padded to 8 for every length") {
  for (std::size_t len = 1; len <= 16; ++len) {
    const input in("st_pad.bin", {{std::string(len, 'n'), tensor_dtype::f16, {3}}});
    const fs::path path = tmp() / "pad.safetensors";
    auto out = output_file::create(path.string());
    REQUIRE(out);
    REQUIRE(!write_safetensors(*out, in.sources, {}));
    REQUIRE(!out->commit());
    const auto file = test_support::read_bytes(path);
    CHECK((8 + le(file, 0, 8)) % 8 == 0);
    safetensors_index index;
    REQUIRE(!read_safetensors(file, index));
    CHECK(index.tensors.at(0).name == std::string(len, 'n'));
    CHECK(index.metadata.empty());
  }
}

TEST_CASE("safetensors: an empty file and valid hand-written headers") {
  safetensors_index index;
  CHECK(!read_safetensors(st_bytes("{}", 0), index));
  CHECK(index.tensors.empty());
  CHECK(index.data_start == 10);
  CHECK(!read_safetensors(st_bytes("  {  }    ", 0), index));
  // Whitespace everywhere, escapes and surrogate pairs, an empty tensor anywhere.
  const std::string json =
      " {\r\n \"\\u00E9\\ud83d\\ude00\\/\" : { \"shape\" : [ 2 ] , \"data_offsets\":[0, 4],\"dtype\":\"I16\" } ,"
      "\"z\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[4,4]},"
      "\"__metadata__\":{\"k\":\"v\\u0041\"},\"b\":{\"dtype\":\"BOOL\",\"shape\":[],\"data_offsets\":[4,5]}}\t\n";
  const auto file = st_bytes(json, 5);
  const named_error e = read_safetensors(file, index);
  REQUIRE_MESSAGE(!e, e.message());
  REQUIRE(index.tensors.size() == 3);
  CHECK(index.tensors[0].name == "\xC3\xA9\xF0\x9F\x98\x80/");
  CHECK(index.tensors[0].dtype == tensor_dtype::i16);
  CHECK(index.tensors[0].offset == 8 + json.size());
  CHECK(index.tensors[1].size == 0);
  CHECK(index.tensors[2].shape.empty());
  CHECK(index.tensors[2].offset == 8 + json.size() + 4);
  REQUIRE(index.meta("k") != nullptr);
  CHECK(*index.meta("k") == "vA");
  // Two empty tensors at the same place overlap nothing.
  const named_error two = read_safetensors(st_bytes(
      "{\"p\":{\"dtype\":\"U8\",\"shape\":[0],\"data_offsets\":[0,0]},\"q\":{\"dtype\":\"U8\",\"shape\":[0],\"data_offsets\":[0,0]}}", 0),
      index);
  REQUIRE_MESSAGE(!two, two.message());
  CHECK(index.tensors.size() == 2);
}

TEST_CASE("safetensors: a malformed file is refused with the place and the tensor") {
  SUBCASE("shorter than the header length") {
    check_refused(std::vector<std::byte>(5), {errc::truncated, "header length", "", 0});
    check_refused({}, {errc::truncated, "header length", "", 0});
  }
  SUBCASE("header length beyond the file") {
    auto f = st_bytes("{}", 0);
    f[0] = std::byte{100};
    check_refused(f, {errc::truncated, "beyond the end of the file", "", 0});
  }
  SUBCASE("header length above the limit") {
    auto f = st_bytes("{}", 0);
    f[3] = std::byte{0x10};  // 256 MiB
    check_refused(f, {errc::limit_exceeded, "header length", "", 0});
    f[7] = std::byte{0xFF};  // near 2^64: nothing is sized from it
    check_refused(f, {errc::limit_exceeded, "header length", "", 0});
  }
  SUBCASE("header not UTF-8") {
    for (const std::string bad : {"\xC0\x80", "\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xF8\x88\x80\x80\x80",
                                  "\x80", "\xC3", "\xE2\x82", "\xC3(", "\xFF"}) {
      const std::string json = "{\"x" + bad + "\":{}}";
      check_json_refused(json, 0, errc::bad_string, "not valid UTF-8", "", bad);
    }
  }
  SUBCASE("malformed JSON, at the byte where it goes wrong") {
    struct row {
      std::string json, what, name, marker;
    };
    const std::vector<row> rows = {
        {R"({"a" {"dtype":"U8","shape":[4],"data_offsets":[0,4]}})", "expected ':'", "", "{\"dtype"},
        {R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},})", "expected a string", "", ",|}"},
        {R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]})", "expected ',' or '}'", "", "@"},
        {R"({"a":{"dtype":"U8","shape":[4] "data_offsets":[0,4]}})", "expected ',' or '}'", "a", " |\"data_"},
        {R"({"a":{"dtype":"U8","shape":[4,],"data_offsets":[0,4]}})", "expected a non-negative integer", "a", ",|]"},
        {R"({"a":{"dtype":"U8","shape":[04],"data_offsets":[0,4]}})", "leading zero", "a", "04"},
        {R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}} x)", "data after the JSON header", "", "x"},
        {R"({"a\q":{}})", "invalid escape", "", "\\q"},
        {R"({"a\u12G4":{}})", "bad \\u escape", "", "G"},
        {"{\"a\tb\":{}}", "control character", "", "\t"},
        {R"({"abc)", "unterminated string", "", "@"},
        {R"({"abc\)", "unterminated string", "", "@"},
        {R"({"__metadata__":{"k":)", "__metadata__ value is not a string", "", "@"},
        {R"({"a":{"dtype":"U8","shape":"4","data_offsets":[0,4]}})", "expected '['", "a", "\"4\""},
        {R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}}]})", "data after the JSON header", "", "}}|]"},
        {R"({"a":[1]})", "tensor entry is not a JSON object", "a", "[1]"},
        {"", "header is not a JSON object", "", "@"},
    };
    for (const auto& r : rows) {
      // "@" marks the end of the header.
      if (r.marker == "@") {
        INFO("header: " << r.json);
        check_refused(st_bytes(r.json, 4), {errc::bad_value, r.what, r.name, 8 + r.json.size()});
      } else {
        check_json_refused(r.json, 4, errc::bad_value, r.what, r.name, r.marker);
      }
    }
  }
  SUBCASE("JSON \\u escapes with unpaired surrogates") {
    check_json_refused(R"({"a\ud800":{}})", 0, errc::bad_string, "unpaired surrogate", "", "\\ud800");
    check_json_refused(R"({"a\ud800\u0041":{}})", 0, errc::bad_string, "unpaired surrogate", "", "\\ud800");
    check_json_refused(R"({"a\udc00":{}})", 0, errc::bad_string, "unpaired surrogate", "", "\\udc00");
    check_json_refused(R"({"a\ud800\ue000":{}})", 0, errc::bad_string, "unpaired surrogate", "", "\\ud800");
    check_json_refused(R"({"a\ud800\udG00":{}})", 0, errc::bad_value, "bad \\u escape", "", "G");
  }
  SUBCASE("top level not an object") {
    check_json_refused("[1,2]", 0, errc::bad_value, "header is not a JSON object", "", "[");
    check_json_refused(" \"a\"", 0, errc::bad_value, "header is not a JSON object", "", "\"");
  }
  SUBCASE("duplicate keys") {
    check_json_refused("{" + ok_a + "," + ok_a + "}", 8, errc::bad_value, "duplicate tensor name", "a", ",|\"a\"");
    check_json_refused(R"({"a":{"dtype":"U8","dtype":"U8","shape":[4],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "duplicate field 'dtype'", "a", R"("dtype":"U8","shape)");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"shape":[4],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "duplicate field 'shape'", "a", R"("shape":[4],"data)");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4],"data_offsets":[0,4]}})", 4,
                       errc::bad_value, "duplicate field 'data_offsets'", "a", R"("data_offsets":[0,4]})");
    check_json_refused(R"({"__metadata__":{},"__metadata__":{}})", 0, errc::bad_value, "duplicate __metadata__", "",
                       R"("__metadata__":{}})");
    check_json_refused(R"({"__metadata__":{"k":"1","k":"2"}})", 0, errc::bad_value, "duplicate metadata key", "",
                       R"("k":"2")");
  }
  SUBCASE("the unknown dtype or field is named") {
    auto e = read_st(st_bytes(R"({"a":{"dtype":"F128","shape":[4],"data_offsets":[0,4]}})", 4));
    CHECK(e.detail == "F128");
    CHECK(e.message().find(": F128") != std::string::npos);
    e = read_st(st_bytes(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4],"extra":1}})", 4));
    CHECK(e.detail == "extra");
  }
  SUBCASE("bad entries") {
    check_json_refused(R"({"a":{"dtype":"F128","shape":[4],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "unknown dtype", "a", "\"F128");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4],"extra":1}})", 4, errc::bad_value,
                       "unknown field", "a", "\"extra");
    check_json_refused(R"({"a":{"shape":[4],"data_offsets":[0,4]}})", 4, errc::bad_value, "no dtype", "a", "{\"shape");
    check_json_refused(R"({"a":{"dtype":"U8","data_offsets":[0,4]}})", 4, errc::bad_value, "no shape", "a", "{\"dtype");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4]}})", 4, errc::bad_value, "no data_offsets", "a", "{\"dtype");
    check_json_refused(R"({"a":{}})", 4, errc::bad_value, "no dtype", "a", "{}");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[-4],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "not a negative number", "a", "-4");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4.0],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "not a fractional number", "a", "4.0");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4e0]}})", 4, errc::bad_value,
                       "not a fractional number", "a", "4e0");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4E0]}})", 4, errc::bad_value,
                       "not a fractional number", "a", "4E0");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[18446744073709551616],"data_offsets":[0,4]}})", 4,
                       errc::bad_value, "does not fit 64 bits", "a", "18446744073709551616");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,2,4]}})", 4, errc::bad_value,
                       "two integers", "a", "[0,2,4]");
    check_json_refused(R"({"a":{"dtype":8,"shape":[4],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "expected a string", "a", "8,");
    check_json_refused(R"({"__metadata__":{"k":1}})", 0, errc::bad_value, "__metadata__ value is not a string", "", "1}");
    check_json_refused(R"({"__metadata__":{"k":{"x":"y"}}})", 0, errc::bad_value, "__metadata__ value is not a string",
                       "", "{\"x");
    check_json_refused(R"({"__metadata__":["k"]})", 0, errc::bad_value, "__metadata__ is not a JSON object", "", "[");
  }
  SUBCASE("shapes and ranges") {
    check_json_refused(R"({"a":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,4]}})", 4,
                       errc::bad_value, "shape product overflows", "a", "[4294967296");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[8,4]}})", 8, errc::bad_value,
                       "begin after end", "a", "[8,4]");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},"b":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}})",
                       7, errc::index_out_of_range, "beyond the data buffer", "b", "[4,8]");
    check_json_refused(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}})", 4, errc::bad_value,
                       "does not match shape and dtype", "a", "[0,4]");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[8],"data_offsets":[0,8]},"b":{"dtype":"U8","shape":[8],"data_offsets":[4,12]}})",
                       12, errc::bad_value, "overlaps", "b", "[4,12]");
    check_json_refused(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[8,12]},"b":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}})",
                       12, errc::bad_value, "not contiguous", "a", "[8,12]");
    // Unused bytes at the end: reported where they begin in the file.
    const std::string json = "{" + ok_a + "}";
    check_refused(st_bytes(json, 7), {errc::bad_value, "not contiguous (unused bytes at its end)", "", 8 + json.size() + 4});
    const named_error e = read_st(st_bytes(json, 7));
    CHECK(e.e.value == 3);
  }
}

TEST_CASE("safetensors writer: refuses bad input before writing anything, and leaves no file") {
  const fs::path dir = tmp() / "refused";
  fs::create_directories(dir);
  const input in("refused_input.bin", {{"a", tensor_dtype::f32, {2}}, {"b", tensor_dtype::u8, {3}}});
  const auto refused = [&](std::vector<tensor_source> sources, const tensor_metadata& meta, const std::string& what,
                           const std::string& name) {
    const fs::path path = dir / "out.safetensors";
    {
      auto out = output_file::create(path.string());
      REQUIRE(out);
      const named_error e = write_safetensors(*out, sources, meta);
      REQUIRE(static_cast<bool>(e));
      INFO(e.message());
      CHECK(std::string(e.e.what).find(what) != std::string::npos);
      CHECK(e.name == name);
      if (!name.empty()) CHECK(e.message().find("tensor '" + name + "': ") == 0);
      CHECK(out->position() == 0);
      CHECK(entries_in(dir) == 1);  // the temporary file, until discarded
      out->discard();
    }
    CHECK(entries_in(dir) == 0);
    CHECK_FALSE(fs::exists(path));
  };
  auto s = in.sources;
  s[1].dtype = tensor_dtype::c64;
  s[1].size = 0;
  s[1].shape = {0};
  refused(s, {}, "safetensors has no such dtype", "b");
  s = in.sources;
  s[1].name = "a";
  refused(s, {}, "duplicate tensor name", "a");
  s = in.sources;
  s[0].size = 7;
  refused(s, {}, "size does not match", "a");
  s = in.sources;
  s[0].name = "";
  refused(s, {}, "empty name", "");
  s = in.sources;
  s[1].name = "__metadata__";
  refused(s, {}, "reserved", "__metadata__");
  s = in.sources;
  s[1].name = "bad\xC3";
  refused(s, {}, "not valid UTF-8", "bad\xC3");
  s = in.sources;
  s[1].shape = {1ull << 32, 1ull << 32};
  refused(s, {}, "more bytes than fit in 64 bits", "b");
  s = in.sources;  // each 2^63 bytes: together past 64 bits (refused before anything is read)
  s[0].dtype = s[1].dtype = tensor_dtype::u8;
  s[0].shape = s[1].shape = {1ull << 63};
  s[0].size = s[1].size = 1ull << 63;
  refused(s, {}, "tensors have more bytes than fit in 64 bits", "b");
  refused(in.sources, {{"k", "1"}, {"k", "2"}}, "duplicate metadata key", "");
  refused(in.sources, {{"k", "\xC3"}}, "metadata is not valid UTF-8", "");
  s = in.sources;
  s[0].dtype = static_cast<tensor_dtype>(200);
  refused(s, {}, "invalid tensor dtype", "a");
  s = in.sources;
  s[1].fd = -1;
  refused(s, {}, "tensor has no input file", "b");

  // Complex: the message says safetensors has no such dtype.
  s = in.sources;
  s[0].dtype = tensor_dtype::c128;
  s[0].shape = {};
  s[0].size = 16;
  {
    auto out = output_file::create((dir / "c.safetensors").string());
    REQUIRE(out);
    const named_error e = write_safetensors(*out, s, {});
    CHECK(e.message().find("safetensors has no such dtype") != std::string::npos);
  }  // destructor, no discard()
  CHECK(entries_in(dir) == 0);
}

TEST_CASE("a write that fails partway leaves no file") {
  const fs::path dir = tmp() / "partway";
  fs::create_directories(dir);
  input in("partway_input.bin", {{"a", tensor_dtype::u8, {4}}, {"b", tensor_dtype::u8, {4}}});
  in.sources[1].offset = in.bytes.size() + 100;  // past the end of its file
  for (const bool npz : {false, true}) {
    {
      auto out = output_file::create((dir / "out").string());
      REQUIRE(out);
      const named_error e = npz ? write_npz(*out, in.sources) : write_safetensors(*out, in.sources, {});
      REQUIRE(static_cast<bool>(e));
      CHECK(e.e.code == errc::io);
      CHECK(e.name == "b");
      CHECK(e.message().find("tensor 'b': ") == 0);
    }
    CHECK(entries_in(dir) == 0);
  }
}

TEST_CASE("output_file refuses a path that is not a regular file (a device, a FIFO, a directory)") {
  // Its commit renames over the path: /dev/null would become a regular file.
  for (const char* path : {"/dev/null", "/"}) {
    CAPTURE(path);
    auto out = output_file::create(path);
    REQUIRE(!out);
    CHECK(out.err().message().find("not a regular file") != std::string::npos);
  }
  CHECK(fs::is_character_file("/dev/null"));
  // A regular file is replaced, a missing one created.
  const fs::path dir = tmp() / "regular";
  fs::create_directories(dir);
  for (int round = 0; round < 2; ++round) {
    auto out = output_file::create((dir / "out").string());
    REQUIRE(out);
    REQUIRE(out->write(std::as_bytes(std::span("ab", 2))));
    REQUIRE(!out->commit());
    CHECK(fs::file_size(dir / "out") == 2);
  }
  CHECK(entries_in(dir) == 1);
}

TEST_CASE("npz: a stored zip of .npy files") {
  auto specs = every_dtype();
  specs.push_back({"c64", tensor_dtype::c64, {2}});
  specs.push_back({"c128", tensor_dtype::c128, {1, 2}});
  specs.push_back({"dir/n\xC3\xA4me", tensor_dtype::f32, {3}});  // a UTF-8 name
  const input in("npz_input.bin", specs);
  const fs::path path = tmp() / "plain.npz";
  {
    auto out = output_file::create(path.string());
    REQUIRE(out);
    const named_error e = write_npz(*out, in.sources);
    REQUIRE_MESSAGE(!e, e.message());
    REQUIRE(!out->commit());
  }
  const zip_archive zip = check_npz(path, in);
  CHECK_FALSE(zip.zip64_end);
  for (const auto& m : zip.members) CHECK_FALSE((m.zip64_size || m.zip64_offset));
  // The UTF-8 flag is set on the member with a non-ASCII name only.
  const auto z = test_support::read_bytes(path);
  for (const auto& m : zip.members) {
    const bool ascii = std::all_of(m.name.begin(), m.name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    CHECK(le(z, static_cast<std::size_t>(m.local_offset) + 6, 2) == (ascii ? 0u : 0x800u));
  }
  check_with_numpy(path, in);

  // No tensors: an empty archive.
  const fs::path empty = tmp() / "empty.npz";
  {
    auto out = output_file::create(empty.string());
    REQUIRE(out);
    REQUIRE(!write_npz(*out, {}));
    REQUIRE(!out->commit());
  }
  CHECK(fs::file_size(empty) == 22);
  CHECK(read_zip(test_support::read_bytes(empty)).members.empty());
}

TEST_CASE("npz: a large .npy header takes format 2.0") {
  const std::vector<std::uint64_t> shape(25000, 1);  // a 75 KB dict: more than 1.0's 16-bit length
  const input in("npz_v2_input.bin", {{"deep", tensor_dtype::i16, shape}});
  const fs::path path = tmp() / "v2.npz";
  auto out = output_file::create(path.string());
  REQUIRE(out);
  REQUIRE(!write_npz(*out, in.sources));
  REQUIRE(!out->commit());
  const auto z = test_support::read_bytes(path);
  const zip_archive zip = check_npz(path, in);
  CHECK(std::to_integer<int>(z[static_cast<std::size_t>(zip.members.at(0).data_offset) + 6]) == 2);
}

TEST_CASE("npz: ZIP64 fields, forced with low thresholds") {
  const input in("npz64_input.bin", {{"a", tensor_dtype::f32, {3, 5}},
                                     {"b", tensor_dtype::i64, {}},
                                     {"c", tensor_dtype::bf16, {7}},
                                     {"d", tensor_dtype::boolean, {0}}});
  SUBCASE("every size and offset") {
    const fs::path path = tmp() / "zip64_all.npz";
    {
      auto out = output_file::create(path.string());
      REQUIRE(out);
      const named_error e = detail::write_npz(*out, in.sources, detail::npz_limits{0, 0});
      REQUIRE_MESSAGE(!e, e.message());
      REQUIRE(!out->commit());
    }
    const auto z = test_support::read_bytes(path);
    const std::size_t eocd = z.size() - 22;
    CHECK(le(z, eocd + 10, 2) == 0xFFFF);
    CHECK(le(z, eocd + 12, 4) == 0xFFFFFFFF);
    CHECK(le(z, eocd + 16, 4) == 0xFFFFFFFF);
    const zip_archive zip = check_npz(path, in);
    CHECK(zip.zip64_end);
    for (const auto& m : zip.members) {
      CHECK(m.zip64_size);
      CHECK(m.zip64_offset);
    }
    check_with_numpy(path, in);
  }
  SUBCASE("sizes and offsets from a threshold on") {
    const fs::path path = tmp() / "zip64_some.npz";
    {
      auto out = output_file::create(path.string());
      REQUIRE(out);
      REQUIRE(!detail::write_npz(*out, in.sources, detail::npz_limits{150, 0xFFFF}));
      REQUIRE(!out->commit());
    }
    const zip_archive zip = check_npz(path, in);
    // Each .npy header here is 128 bytes: a holds 188 bytes (at offset 0),
    // b 136 bytes (at offset 252).
    CHECK(zip.members[0].zip64_size);
    CHECK_FALSE(zip.members[0].zip64_offset);
    CHECK_FALSE(zip.members[1].zip64_size);
    CHECK(zip.members[1].zip64_offset);
    CHECK(zip.zip64_end);  // the directory starts past 150
    check_with_numpy(path, in);
  }
  SUBCASE("the entry count alone") {
    const fs::path path = tmp() / "zip64_count.npz";
    {
      auto out = output_file::create(path.string());
      REQUIRE(out);
      REQUIRE(!detail::write_npz(*out, in.sources, detail::npz_limits{0xFFFFFFFF, 4}));
      REQUIRE(!out->commit());
    }
    const auto z = test_support::read_bytes(path);
    CHECK(le(z, z.size() - 22 + 10, 2) == 0xFFFF);
    CHECK(le(z, z.size() - 22 + 12, 4) != 0xFFFFFFFF);
    const zip_archive zip = check_npz(path, in);
    CHECK(zip.zip64_end);
    for (const auto& m : zip.members) CHECK_FALSE((m.zip64_size || m.zip64_offset));
    check_with_numpy(path, in);
  }
}

TEST_CASE("npz writer: refuses bad input and leaves no file") {
  const fs::path dir = tmp() / "npz_refused";
  fs::create_directories(dir);
  const input in("npz_refused_input.bin", {{"a", tensor_dtype::f32, {2}}, {"b", tensor_dtype::c64, {3}}});
  auto s = in.sources;
  s[1].name = "a";
  {
    auto out = output_file::create((dir / "x.npz").string());
    REQUIRE(out);
    const named_error e = write_npz(*out, s);
    CHECK(static_cast<bool>(e));
    CHECK(e.message().find("tensor 'a': ") == 0);
    CHECK(e.message().find("duplicate tensor name") != std::string::npos);
    CHECK(out->position() == 0);
  }
  s = in.sources;
  s[1].size = 8;
  {
    auto out = output_file::create((dir / "x.npz").string());
    REQUIRE(out);
    const named_error e = write_npz(*out, s);
    CHECK(e.name == "b");
    CHECK(e.e.value == 8);
    CHECK(e.e.limit == 24);
  }
  s = in.sources;
  s[1].name = std::string(0xFFFF - 3, 'n');  // with ".npy": one byte more than a zip entry's name holds
  {
    auto out = output_file::create((dir / "x.npz").string());
    REQUIRE(out);
    const named_error e = write_npz(*out, s);
    CHECK(e.e.code == errc::limit_exceeded);
    CHECK(e.name == s[1].name);
    CHECK(e.e.value == 0xFFFF - 3);
    CHECK(out->position() == 0);
  }
  CHECK(entries_in(dir) == 0);
}

TEST_CASE("safetensors: mutated files are refused or read consistently") {
  const std::string json = R"({"__metadata__":{"k":"v"},"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                           R"("b\u00e9":{"dtype":"BF16","shape":[1,2],"data_offsets":[8,12]}}  )";
  const auto base = st_bytes(json, 12);
  safetensors_index index;
  REQUIRE(!read_safetensors(base, index));
  std::uint32_t x = 12345;
  const auto next = [&] {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return x;
  };
  std::size_t accepted = 0;
  for (int round = 0; round < 5000; ++round) {
    auto f = base;
    const int edits = 1 + static_cast<int>(next() % 3);
    for (int k = 0; k < edits; ++k) f[next() % f.size()] = static_cast<std::byte>(next());
    if (next() % 8 == 0) f.resize(next() % f.size());
    const named_error e = read_safetensors(f, index);
    if (e) {
      CHECK(index.tensors.empty());
      CHECK(e.e.offset <= f.size());
      continue;
    }
    ++accepted;
    // Whatever was accepted tiles the data buffer exactly.
    std::uint64_t total = 0;
    for (const auto& t : index.tensors) {
      CHECK(t.offset >= index.data_start);
      CHECK(t.offset + t.size <= f.size());
      total += t.size;
    }
    CHECK(index.data_start + total == f.size());
  }
  CHECK(accepted > 0);  // edits in the data bytes keep the file valid
}

TEST_CASE("a full disk: the write fails with its errno, naming the tensor being written, and leaves no file") {
  const fs::path dir = tmp() / "full";
  fs::create_directories(dir);
  // The bytes before a tensor's data are buffered: they meet the disk when its data is copied, even none.
  input in("full_input.bin", {{"data", tensor_dtype::f32, {64}}, {"empty", tensor_dtype::u8, {0}}});
  for (const bool npz : {false, true}) {
    for (const std::size_t first : {std::size_t{0}, std::size_t{1}}) {
      CAPTURE(npz);
      CAPTURE(first);
      const std::span<const tensor_source> tensors = std::span<const tensor_source>(in.sources).subspan(first, 1);
      named_error e;
      {
        auto out = output_file::create((dir / "out").string());
        REQUIRE(out);
        const test_support::file_size_limit full(10);
        e = npz ? write_npz(*out, tensors) : write_safetensors(*out, tensors, {});
      }
      REQUIRE(static_cast<bool>(e));
      CHECK(e.e.code == errc::io);
      CHECK(e.e.value == static_cast<std::uint64_t>(EFBIG));
      CHECK(e.name == tensors[0].name);
      CHECK(entries_in(dir) == 0);
    }
  }
}
