// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// bytecode_file::open in load_mode::read (metadata by pread, tables/bytecode.hpp)
// on files whose header or framing is broken: it must report exactly what the
// mapped open reports (code, section, offset), since it only loads bytes and
// leaves the verdict to bytecode::open. Also the lookups no tool makes with a
// view from elsewhere: string_table::index_of, bytecode::op_number,
// find_blob of a missing key, and describe() of an error inside a resource.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::buf;
using tb::bytes;
namespace fs = std::filesystem;

namespace {

// The same file opened mapped and read on demand: both fail alike, or both open alike.
void check_modes_agree(const bytes& file, const std::string& name) {
  const test_support::scratch_dir dir("open-modes");
  const fs::path p = dir.path / (name + ".mlirbc");
  test_support::write_file(p, file);
  auto mapped = bytecode_file::open(p.string(), {}, load_mode::map);
  auto read = bytecode_file::open(p.string(), {}, load_mode::read);
  CAPTURE(name);
  REQUIRE(mapped.has_value() == read.has_value());
  if (!mapped) {
    INFO("mapped: ", mapped.err().message(), "; read: ", read.err().message());
    CHECK(read.err().code == mapped.err().code);
    CHECK(read.err().section == mapped.err().section);
    CHECK(read.err().offset == mapped.err().offset);
    return;
  }
  CHECK(read->view().producer() == mapped->view().producer());
  CHECK(read->view().strings().size() == mapped->view().strings().size());
}

}  // namespace

TEST_CASE("load_mode::read: broken headers and framing are reported as the mapped open reports them") {
  const tb::file good = tb::minimal(6);
  check_modes_agree(good.build(), "good");

  // A producer longer than the first read (256 bytes): the header is read in doubling prefixes.
  tb::file long_producer = good;
  long_producer.producer = std::string(700, 'p');
  check_modes_agree(long_producer.build(), "long-producer");
  {
    const test_support::scratch_dir dir("open-modes-long");
    const fs::path p = dir.path / "long.mlirbc";
    test_support::write_file(p, long_producer.build());
    auto r = bytecode_file::open(p.string(), {}, load_mode::read);
    REQUIRE_MESSAGE(r.has_value(), r.err().message());
    CHECK(r->view().producer() == long_producer.producer);
  }

  // The producer never ends: the whole file is read, then bytecode::open refuses it.
  bytes no_nul = long_producer.build();
  no_nul.resize(good.header_size() + 400);
  check_modes_agree(no_nul, "producer-without-nul");

  // A section aligned to 3 (no power of two), and to more than limits::max_alignment.
  for (const std::uint64_t alignment : {std::uint64_t{3}, std::uint64_t{1} << 20}) {
    tb::file f = good;
    f.sec(tb::s_string).alignment = alignment;
    check_modes_agree(f.build(), "alignment-" + std::to_string(alignment));
  }
  // A section whose length runs past the end of the file.
  {
    tb::file f = good;
    f.sec(tb::s_attr_type).length = 1000;
    check_modes_agree(f.build(), "length-past-end");
  }
  // Cut inside the framing of the last section (its id byte only).
  {
    bytes b = good.build();
    b.resize(good.header_offset(tb::s_properties) + 1);
    check_modes_agree(b, "cut-after-id");
  }
  // Every truncation of the fixture with resources: the same verdict in both modes.
  const bytes res = test_support::read_bytes(test_support::data_dir() / "resources.v6.mlirbc");
  for (std::size_t n = 0; n < res.size(); n += 7) check_modes_agree(bytes(res.begin(), res.begin() + static_cast<std::ptrdiff_t>(n)), "cut-" + std::to_string(n));
}

TEST_CASE("string_table::index_of: the table's own views only") {
  auto file = bytecode_file::open((test_support::data_dir() / "attributes.v6.mlirbc").string());
  REQUIRE(file.has_value());
  const string_table& s = file->view().strings();
  REQUIRE(s.size() > 3);
  std::size_t longer = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    CAPTURE(i);
    CHECK(s.index_of(s[i]) == i + 1);
    const std::string copy(s[i]);
    CHECK(s.index_of(copy) == 0);  // equal text elsewhere is not the table's string
    if (s[i].size() >= 2) {
      CHECK(s.index_of(s[i].substr(1)) == 0);                 // inside a string, not at its start
      CHECK(s.index_of(s[i].substr(0, s[i].size() - 1)) == 0);  // its start, not its length
      ++longer;
    }
  }
  CHECK(longer > 0);
  const std::string_view last = s[s.size() - 1];
  CHECK(s.index_of(std::string_view(last.data() + last.size() + 1, 0)) == 0);  // one past the table
  CHECK(string_table{}.index_of("x") == 0);
}

TEST_CASE("bytecode::op_number: 1 + the index of the table's own op names, 0 for any other") {
  auto file = bytecode_file::open((test_support::data_dir() / "branches.v6.mlirbc").string());
  REQUIRE(file.has_value());
  const bytecode& b = file->view();
  const auto& names = b.dialects().op_names;
  REQUIRE(!names.empty());
  for (std::size_t i = 0; i < names.size(); ++i) {
    CHECK(b.op_number(names[i]) == i + 1);
    const op_name copy = names[i];
    CHECK(b.op_number(copy) == 0);
  }
}

TEST_CASE("find_blob of a missing key, and describe() of an error inside a resource entry") {
  auto file = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(file.has_value());
  const bytecode& b = file->view();
  auto missing = b.find_blob("builtin", "no_such_key");
  REQUIRE(!missing.has_value());
  CHECK(missing.err().code == errc::not_found);
  CHECK(missing.err().section == section_id::resource);
  auto other_group = b.find_blob("no_such_dialect", "r_i8_a1");
  REQUIRE(!other_group.has_value());
  CHECK(other_group.err().code == errc::not_found);

  const auto& entries = b.resources().entries();
  REQUIRE(!entries.empty());
  for (const auto& e : entries) {
    if (e.empty()) continue;
    const error inside{errc::bad_value, section_id::resource, e.offset + e.bytes.size() - 1, "test fault"};
    const std::string text = b.describe(inside);
    CAPTURE(text);
    CHECK(text.find("resource '" + std::string(e.key) + "'") != std::string::npos);
    CHECK(text.find("'builtin'") != std::string::npos);
  }
  // Past every entry: no resource is named.
  const resource_entry& last = entries.back();
  const error past{errc::bad_value, section_id::resource, last.offset + last.bytes.size() + 1000, "test fault"};
  CHECK(b.describe(past).find("resource '") == std::string::npos);
  CHECK(b.describe(past) == past.message());
}

TEST_CASE("bytecode_file::get_blob of an entry that is no blob, in every load mode") {
  const fs::path p = test_support::data_dir() / "external_resources.v6.mlirbc";
  for (const load_mode mode : {load_mode::map, load_mode::copy, load_mode::read}) {
    auto file = bytecode_file::open(p.string(), {}, mode);
    REQUIRE_MESSAGE(file.has_value(), file.err().message());
    std::size_t non_blobs = 0;
    for (const auto& e : file->view().resources().entries()) {
      auto via_file = file->get_blob(e);
      auto via_view = file->view().get_blob(e);
      CAPTURE(e.key);
      REQUIRE(via_file.has_value() == via_view.has_value());
      if (e.kind != resource_kind::blob) {
        ++non_blobs;
        CHECK(!via_file.has_value());
        CHECK(via_file.err().code == via_view.err().code);
        CHECK(via_file.err().offset == via_view.err().offset);
      } else {
        CHECK(via_file->data.size() == via_view->data.size());
      }
    }
    CHECK(non_blobs == 3);
  }
}

TEST_CASE("bytecode copies and bytecode_file moves; describe() of errors that name nothing in the file") {
  auto file = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(file.has_value());
  const bytecode& b = file->view();
  const auto& names = b.dialects().op_names;
  REQUIRE(!names.empty());
  // A copy has its own tables over the same file bytes: its op names are its own.
  const bytecode copy(b);
  const bytes small = tb::minimal(6).build();
  auto assigned = bytecode::open(small);
  REQUIRE(assigned.has_value());
  *assigned = copy;
  for (const bytecode* c : {&copy, static_cast<const bytecode*>(&*assigned)}) {
    CHECK(c->bytes().data() == b.bytes().data());
    CHECK(c->strings().size() == b.strings().size());
    CHECK(c->op_number(c->dialects().op_names[0]) == 1);
    CHECK(c->op_number(names[0]) == 0);
  }
  // Moved into another file object: the same view, the same mapping.
  auto other = bytecode_file::open((test_support::data_dir() / "branches.v6.mlirbc").string());
  REQUIRE(other.has_value());
  const std::byte* mapped = b.bytes().data();
  const std::size_t num_resources = b.resources().size();
  *other = std::move(*file);  // (b and names were file's: not used from here on)
  const bytecode& v = other->view();
  CHECK(v.bytes().data() == mapped);
  CHECK(v.resources().size() == num_resources);

  // An op number past the file's op names, a string number past its strings: the plain message.
  const auto& op_names = v.dialects().op_names;
  error e{errc::bad_value, section_id::properties, 5, "test fault"};
  e.op = static_cast<std::uint32_t>(op_names.size() + 1);
  CHECK(v.describe(e) == e.message());
  e.op = 1;
  e.name = static_cast<std::uint32_t>(v.strings().size() + 1);
  CHECK(v.describe(e) == e.message_about(op_names[0].full_name()));
  // A resource fault before the first entry names no resource.
  const error before{errc::bad_value, section_id::resource, 0, "test fault"};
  CHECK(v.describe(before) == before.message());
}
