// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Tables of the project fixtures, checked against what mlir-opt wrote and printed:
// versions, producers, op names (vs mlir-opt's generic print) and resource blobs
// (vs the hex in the .mlir sources, extracted by tests/data/regen.sh).
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

struct fixture {
  fs::path file;
  std::string source;   // NAME of tests/data/src/NAME.mlir
  std::string variant;  // v0..v6, mlir16, mlir19
};

std::vector<fixture> fixtures() {
  std::vector<fixture> out;
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    if (e.path().extension() != ".mlirbc") continue;
    const std::string stem = e.path().stem().string();  // NAME.variant
    const auto dot = stem.rfind('.');
    if (dot == std::string::npos) continue;
    out.push_back({e.path(), stem.substr(0, dot), stem.substr(dot + 1)});
  }
  return out;
}

// Op names in a generic print: each op line is `[%res = ]"dialect.op"(`.
std::set<std::string> printed_op_names(const std::string& text) {
  std::set<std::string> names;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::size_t i = line.find_first_not_of(' ');
    if (i == std::string::npos) continue;
    if (line[i] == '%') {
      const auto eq = line.find(" = \"", i);
      if (eq == std::string::npos) continue;
      i = eq + 3;
    }
    if (line[i] != '"') continue;
    const auto end = line.find("\"(", i + 1);
    if (end == std::string::npos) continue;
    names.insert(line.substr(i + 1, end - i - 1));
  }
  return names;
}

using test_support::resource_row;

// resources.tsv: source -> its rows, in file order.
std::multimap<std::string, resource_row> rows_by_source() {
  std::multimap<std::string, resource_row> rows;
  for (const resource_row& row : test_support::resource_rows()) rows.insert({row.source, row});
  return rows;
}

bool inside(std::span<const std::byte> inner, std::span<const std::byte> outer) {
  const auto* b = outer.data();
  return inner.data() >= b && inner.data() + inner.size() <= b + outer.size();
}

}  // namespace

TEST_CASE("fixtures: version and producer are the ones mlir-opt was asked for") {
  const auto all = fixtures();
  REQUIRE(all.size() >= 50);
  for (const auto& f : all) {
    CAPTURE(f.file.string());
    auto file = bytecode_file::open(f.file.string());
    REQUIRE_MESSAGE(file, file.err().message());
    const bytecode& b = file->view();
    if (f.variant[0] == 'v') {
      CHECK(b.version() == std::stoull(f.variant.substr(1)));
      CHECK(b.producer().substr(0, 7) == "MLIR22.");
    } else if (f.variant == "mlir19") {
      CHECK(b.version() == 6);  // mlir-opt 19's default
      CHECK(b.producer().substr(0, 7) == "MLIR19.");
    } else {
      CHECK(f.variant == "mlir16");
      CHECK(b.version() == 0);  // the only version LLVM 16 writes
      CHECK(b.producer().substr(0, 7) == "MLIR16.");
    }
  }
}

TEST_CASE("fixtures: op names equal those in mlir-opt's generic print") {
  int compared = 0;
  for (const auto& f : fixtures()) {
    fs::path print = f.file;
    print.replace_extension(".generic.txt");
    if (!fs::exists(print)) continue;  // mlir-opt 22 could not read this file
    CAPTURE(f.file.string());
    auto file = bytecode_file::open(f.file.string());
    REQUIRE(file);
    std::set<std::string> table;
    for (const auto& op : file->view().dialects().op_names) table.insert(op.full_name());
    CHECK(table == printed_op_names(test_support::read_text(print)));
    ++compared;
  }
  MESSAGE("compared op names of " << compared << " fixtures");
  CHECK(compared >= 50);
}

TEST_CASE("fixtures: every blob equals the hex in the .mlir source, aligned, zero-copy") {
  const auto rows = rows_by_source();
  REQUIRE(!rows.empty());
  int checked = 0;
  for (const auto& f : fixtures()) {
    auto [first, last] = rows.equal_range(f.source);
    if (first == last) continue;
    CAPTURE(f.file.string());
    auto file = bytecode_file::open(f.file.string());
    REQUIRE(file);
    const bytecode& b = file->view();
    for (auto it = first; it != last; ++it) {
      const resource_row& row = it->second;
      CAPTURE(row.key);
      // The trailer's dialect: builtin, or the test dialect's own (test_dialect_resources).
      auto bl = b.find_blob("builtin", row.key);
      for (const auto& g : b.resources().groups())
        if (!bl && !g.external) bl = b.find_blob(g.name, row.key);
      REQUIRE_MESSAGE(bl, bl.err().message());
      CHECK(bl->alignment == row.alignment);
      REQUIRE(bl->data.size() == row.data.size());
      CHECK(std::memcmp(bl->data.data(), row.data.data(), row.data.size()) == 0);
      CHECK(bl->offset % row.alignment == 0);
      // Zero copy: the span lies inside the mapping, at the reported file offset.
      CHECK(inside(bl->data, file->mapping().bytes()));
      CHECK(bl->data.data() == file->mapping().bytes().data() + bl->offset);
      if (row.alignment >= 8) {
        auto words = bl->as<std::uint64_t>();
        REQUIRE(words);
        std::uint64_t expect0 = 0;
        std::memcpy(&expect0, row.data.data(), 8);
        CHECK((*words)[0] == expect0);
        CHECK(words->size() == row.data.size() / 8);
      }
      ++checked;
    }
  }
  MESSAGE("checked " << checked << " blobs");
  CHECK(checked >= 20);
}

TEST_CASE("fixtures: a dense_resource declared without data is an empty dialect resource") {
  auto file = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(file);
  const resource_entry* e = file->view().resources().find("builtin", "r_declared_only");
  REQUIRE(e != nullptr);
  CHECK(e->empty());
  CHECK_FALSE(file->view().resources().groups()[e->group].external);
}

TEST_CASE("blob::as<T> refuses a size that is not a multiple, and a misaligned address") {
  auto file = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(file);
  auto bl = file->view().find_blob("builtin", "r_i8_a1");  // 6 bytes, alignment 1
  REQUIRE(bl);
  auto as32 = bl->as<std::uint32_t>();
  CHECK_FALSE(as32);
  CHECK(as32.err().code == errc::type_mismatch);
  blob shifted = *bl;
  shifted.data = shifted.data.subspan(1, 4);  // 4 bytes at an odd address
  if (reinterpret_cast<std::uintptr_t>(shifted.data.data()) % 4 != 0) {
    auto mis = shifted.as<std::uint32_t>();
    CHECK_FALSE(mis);
    CHECK(mis.err().code == errc::type_mismatch);
  }
  CHECK(bl->as<std::uint8_t>());
}

TEST_CASE("fixtures: versioned files carry the v5+ properties section; older ones do not") {
  for (const auto& f : fixtures()) {
    CAPTURE(f.file.string());
    auto file = bytecode_file::open(f.file.string());
    REQUIRE(file);
    const bool has = file->view().get_section(section_id::properties).present;
    CHECK(has == (file->view().version() >= 5));
  }
  // Ops with inherent attributes produce property entries at v5/v6.
  auto props = bytecode_file::open((test_support::data_dir() / "properties.v6.mlirbc").string());
  REQUIRE(props);
  CHECK(props->view().properties().size() > 0);
}

TEST_CASE("bytecode_file::open: a missing path is an I/O error naming the system error") {
  auto file = bytecode_file::open("/nonexistent/dir/file.mlirbc");
  REQUIRE_FALSE(file);
  CHECK(file.err().code == errc::io);
  CHECK(file.err().message().find("No such file") != std::string::npos);
}

TEST_CASE("bytecode::open works on any caller-owned span, not only mappings") {
  const auto bytes = test_support::read_bytes(test_support::data_dir() / "functions.v6.mlirbc");
  auto b = bytecode::open(bytes);
  REQUIRE(b);
  CHECK(b->bytes().data() == bytes.data());
  CHECK(b->strings().size() > 0);
  // String views point into the caller's buffer.
  const std::string_view s = b->strings()[0];
  CHECK(reinterpret_cast<const std::byte*>(s.data()) >= bytes.data());
  CHECK(reinterpret_cast<const std::byte*>(s.data()) < bytes.data() + bytes.size());
}

TEST_CASE("fixtures: attr/type entries read in table order with a group hint are those found by search") {
  std::size_t groups_crossed = 0;
  for (const fixture& fx : fixtures()) {
    CAPTURE(fx.file.string());
    auto f = bytecode_file::open(fx.file.string());
    REQUIRE(f);
    const attr_type_table& t = f->view().attr_types();
    auto same = [](const raw_entry& a, const raw_entry& b) {
      return a.dialect == b.dialect && a.custom == b.custom && a.offset == b.offset &&
             a.bytes.data() == b.bytes.data() && a.bytes.size() == b.bytes.size();
    };
    std::size_t hint = 0;
    for (std::size_t i = 0; i < t.num_attributes(); ++i) {
      CHECK(same(t.attribute_in_order(i, hint), t.attribute(i)));
      if (i > 0 && t.attribute(i).dialect != t.attribute(i - 1).dialect) ++groups_crossed;
    }
    for (std::size_t i = 0; i < t.num_types(); ++i) CHECK(same(t.type_in_order(i, hint), t.type(i)));
    for (std::size_t i = t.num_attributes(); i-- > 0;) CHECK(same(t.attribute_in_order(i, hint), t.attribute(i)));
  }
  CHECK(groups_crossed > 0);  // the fixtures have entries of several dialects
}

#if defined(__linux__)
#include <sys/mman.h>

// The index keeps 4 bytes per entry, relative to a group base; entries more
// than 2 GiB into a group start a new base. An untouched anonymous mapping
// stands in for the huge AttrType payload (only the offsets page is written).
TEST_CASE("attr_type_table: entries past 2 GiB of attr/type data keep exact offsets and sizes") {
  const std::uint64_t big = (std::uint64_t{1} << 30) + 12345;  // 1 GiB + a bit, three times
  const std::uint64_t data_at = 4096, data_len = 3 * big + 7;
  const std::size_t map_len = static_cast<std::size_t>(data_at + data_len);
  void* mem = ::mmap(nullptr, map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  REQUIRE(mem != MAP_FAILED);
  auto* base = static_cast<std::byte*>(mem);
  std::size_t n = 0;
  auto put = [&](std::uint64_t v) {
    std::byte b[9];
    const std::size_t k = encode_varint(v, b);
    std::memcpy(base + n, b, k);
    n += k;
  };
  // 3 attributes of dialect 0 (custom, textual, custom), then 1 type of dialect 1.
  put(3);
  put(1);
  put(0);
  put(3);
  put(big << 1 | 1);
  put(big << 1);
  put(big << 1 | 1);
  put(1);
  put(1);
  put(7 << 1);
  const std::span<const std::byte> file(base, map_len);
  section offsets;
  offsets.offset = 0;
  offsets.length = n;
  section data;
  data.offset = data_at;
  data.length = data_len;
  data.payload = file.subspan(data_at);
  dialect_table dialects;
  dialects.dialects.resize(2);

  auto t = attr_type_table::read(file, offsets, data, dialects);
  REQUIRE(t);
  REQUIRE(t->num_attributes() == 3);
  REQUIRE(t->num_types() == 1);
  for (std::size_t i = 0; i < 3; ++i) {
    const raw_entry e = t->attribute(i);
    CHECK(e.offset == data_at + i * big);
    CHECK(e.bytes.data() == base + data_at + i * big);
    CHECK(e.bytes.size() == big);
    CHECK(e.dialect == 0);
    CHECK(e.custom == (i != 1));
  }
  const raw_entry ty = t->type(0);
  CHECK(ty.offset == data_at + 3 * big);
  CHECK(ty.bytes.size() == 7);
  CHECK(ty.dialect == 1);
  CHECK_FALSE(ty.custom);
  // With a group hint (each attribute sits in its own 2 GiB group), in and out of order.
  std::size_t hint = 0;
  for (const std::size_t i : {0u, 1u, 2u, 2u, 0u, 1u}) {
    const raw_entry e = t->attribute_in_order(i, hint);
    CHECK(e.offset == data_at + i * big);
    CHECK(e.bytes.size() == big);
    CHECK(e.custom == (i != 1));
  }
  const raw_entry ty_hinted = t->type_in_order(0, hint);
  CHECK(ty_hinted.offset == ty.offset);
  CHECK(ty_hinted.bytes.size() == 7);
  CHECK(ty_hinted.dialect == 1);
  ::munmap(mem, map_len);
}
#endif
