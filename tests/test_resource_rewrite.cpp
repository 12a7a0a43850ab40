// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// rewrite_resources (tables/resource_rewrite.hpp) called directly: what the
// strip/attach commands never ask of it. Entries of an external group (a
// string and booleans of mlir-opt's `mlir_reproducer`, fixture
// external_resources.*) are copied as stored and may not be dropped or
// replaced; a change list of the wrong length and replacement alignments that
// are no power of two or past the limit are refused; an input read into memory
// (load_mode::copy) is copied from memory.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/tables/resource_rewrite.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using act = resource_change::action;

namespace {

// The fixtures that hold the external group (mlir-opt 16 does not write it).
std::vector<fs::path> external_resource_fixtures() {
  std::vector<fs::path> out;
  for (const auto& p : test_support::fixture_files())
    if (p.filename().string().starts_with("external_resources.") && p.filename().string().find("mlir16") == std::string::npos)
      out.push_back(p);
  return out;
}

// rewrite_resources of `in` into dir/out.mlirbc; the error, and the output committed when there is none.
error rewrite(const bytecode_file& in, const std::vector<resource_change>& changes, const fs::path& out_path,
              rewrite_summary* sum = nullptr) {
  auto out = output_file::create(out_path.string());
  REQUIRE_MESSAGE(out.has_value(), out.err().message());
  if (error e = rewrite_resources(in, changes, *out, sum)) return e;
  return out->commit();
}

}  // namespace

TEST_CASE("rewrite_resources: external entries (string, booleans) are copied as stored, mapped or read into memory") {
  const auto fixtures = external_resource_fixtures();
  REQUIRE(fixtures.size() == 8);
  const test_support::scratch_dir dir("resource-rewrite");
  for (const auto& path : fixtures) {
    for (const load_mode mode : {load_mode::map, load_mode::copy}) {
      CAPTURE(path.filename().string());
      CAPTURE(mode == load_mode::copy);
      auto in = bytecode_file::open(path.string(), {}, mode);
      REQUIRE_MESSAGE(in.has_value(), in.err().message());
      const auto& entries = in->view().resources().entries();
      std::size_t strings = 0, booleans = 0, blobs = 0;
      for (const auto& e : entries) {
        strings += e.kind == resource_kind::string;
        booleans += e.kind == resource_kind::boolean;
        blobs += e.kind == resource_kind::blob;
      }
      REQUIRE(strings == 1);
      REQUIRE(booleans == 2);
      REQUIRE(blobs == 2);

      // Keep all, then drop the first blob: both outputs hold every external entry unchanged.
      for (const bool drop_one : {false, true}) {
        std::vector<resource_change> changes(entries.size());
        std::size_t dropped_index = entries.size();
        for (std::size_t i = 0; i < entries.size() && drop_one; ++i)
          if (entries[i].kind == resource_kind::blob) {
            changes[i].what = act::drop;
            dropped_index = i;
            break;
          }
        const fs::path out_path = dir.path / "out.mlirbc";
        rewrite_summary sum;
        const error e = rewrite(*in, changes, out_path, &sum);
        REQUIRE_MESSAGE(!e, e.message());
        CHECK(sum.kept == (drop_one ? 1u : 2u));
        CHECK(sum.dropped == (drop_one ? 1u : 0u));
        // Keeping everything gives back mlir-opt's bytes, its section framing included.
        if (!drop_one) CHECK(test_support::read_bytes(out_path) == test_support::read_bytes(path));
        auto back = bytecode_file::open(out_path.string());
        REQUIRE_MESSAGE(back.has_value(), back.err().message());
        const auto& again = back->view().resources().entries();
        REQUIRE(again.size() == entries.size());
        for (std::size_t i = 0; i < entries.size(); ++i) {
          CAPTURE(entries[i].key);
          CHECK(again[i].key == entries[i].key);
          CHECK(again[i].kind == entries[i].kind);
          CHECK(again[i].bool_value == entries[i].bool_value);
          CHECK(again[i].string_value == entries[i].string_value);
          if (entries[i].kind != resource_kind::blob) {
            CHECK(std::vector<std::byte>(again[i].bytes.begin(), again[i].bytes.end()) ==
                  std::vector<std::byte>(entries[i].bytes.begin(), entries[i].bytes.end()));
          } else if (i == dropped_index) {
            CHECK(again[i].empty());
          } else {
            auto a = in->view().get_blob(entries[i]);
            auto b = back->view().get_blob(again[i]);
            REQUIRE(a.has_value());
            REQUIRE(b.has_value());
            CHECK(std::vector<std::byte>(a->data.begin(), a->data.end()) ==
                  std::vector<std::byte>(b->data.begin(), b->data.end()));
            CHECK(b->alignment == a->alignment);
          }
        }
      }
    }
  }
}

TEST_CASE("rewrite_resources: refusals name the entry, and write nothing that is committed") {
  const auto fixtures = external_resource_fixtures();
  REQUIRE(!fixtures.empty());
  const test_support::scratch_dir dir("resource-rewrite-refused");
  auto in = bytecode_file::open(fixtures.back().string());
  REQUIRE(in.has_value());
  const auto& entries = in->view().resources().entries();
  const fs::path out_path = dir.path / "out.mlirbc";

  SUBCASE("one change too few") {
    const std::vector<resource_change> changes(entries.size() - 1);
    const error e = rewrite(*in, changes, out_path);
    CHECK(e.code == errc::bad_value);
    CHECK(e.section == section_id::resource_offset);
    CHECK(e.value == entries.size() - 1);
    CHECK(e.limit == entries.size());
  }
  SUBCASE("an external entry dropped or replaced") {
    for (std::size_t i = 0; i < entries.size(); ++i) {
      if (entries[i].kind == resource_kind::blob) continue;
      for (const act what : {act::drop, act::replace}) {
        std::vector<resource_change> changes(entries.size());
        changes[i].what = what;
        const error e = rewrite(*in, changes, out_path);
        CAPTURE(entries[i].key);
        CHECK(e.code == errc::bad_value);
        CHECK(e.section == section_id::resource);
        CHECK(e.offset == entries[i].offset);
        CHECK(e.message().find("dialect resource groups") != std::string::npos);
      }
    }
  }
  SUBCASE("a replacement alignment that is no power of two, or past limits::max_alignment") {
    std::size_t blob = 0;
    while (entries[blob].kind != resource_kind::blob) ++blob;
    const std::uint64_t max = in->view().limits_used().max_alignment;
    for (const std::uint64_t alignment : {std::uint64_t{0}, std::uint64_t{3}, std::uint64_t{24}, max * 2}) {
      CAPTURE(alignment);
      std::vector<resource_change> changes(entries.size());
      changes[blob] = resource_change{act::replace, -1, 0, 0, alignment};
      const error e = rewrite(*in, changes, out_path);
      CHECK(e.code == errc::bad_alignment);
      CHECK(e.section == section_id::resource);
      CHECK(e.offset == entries[blob].offset);
      CHECK(e.value == alignment);
      CHECK(e.limit == max);
    }
  }
  CHECK_FALSE(fs::exists(out_path));
}

TEST_CASE("rewrite_resources: hand-built files the fixtures do not cover") {
  using tb::buf;
  const test_support::scratch_dir dir("resource-rewrite-built");
  const fs::path in_path = dir.path / "in.mlirbc", out_path = dir.path / "out.mlirbc";
  // tb::minimal's strings are 0 "builtin" and 1 "module"; its dialect 0 is builtin.
  const tb::bytes data = {std::byte{0xDE}, std::byte{0xAD}, std::byte{0xBE}, std::byte{0xEF}};
  auto blob_entry = [&](std::uint64_t alignment) { return buf{}.var(alignment).var(data.size()).raw(data); };
  auto open = [&](const tb::file& f) {
    test_support::write_file(in_path, f.build());
    auto in = bytecode_file::open(in_path.string());
    REQUIRE_MESSAGE(in.has_value(), in.err().message());
    return std::move(*in);
  };

  SUBCASE("no resource sections at all: the file comes back byte for byte (no summary asked for)") {
    tb::file f = tb::minimal(6);
    f.remove(tb::s_resource_offset);
    f.remove(tb::s_resource);
    const auto in = open(f);
    REQUIRE(in.view().resources().entries().empty());
    REQUIRE(!rewrite(in, {}, out_path));
    CHECK(test_support::read_bytes(out_path) == f.build());
  }
  SUBCASE("an aligned section other than the resources keeps its payload, aligned where it lands now") {
    tb::file f = tb::minimal(6);
    f.sec(tb::s_ir).alignment = 16;
    const auto in = open(f);
    REQUIRE(!rewrite(in, {}, out_path));
    auto out = bytecode_file::open(out_path.string());
    REQUIRE_MESSAGE(out.has_value(), out.err().message());
    const section& before = in.view().get_section(section_id::ir);
    const section& after = out->view().get_section(section_id::ir);
    CHECK(after.offset % 16 == 0);
    CHECK(after.payload.size() == before.payload.size());
    CHECK(std::equal(after.payload.begin(), after.payload.end(), before.payload.begin()));
  }
  SUBCASE("a blob of an external group is kept as stored") {
    tb::file f = tb::minimal(6);
    const tb::bytes entry = blob_entry(1);
    // one external group: owner "builtin", one entry: key "module", blob
    f.sec(tb::s_resource_offset).payload = buf{}.var(1).var(0).var(1).var(1).var(entry.size()).u8(0);
    f.sec(tb::s_resource).payload = entry;
    const auto in = open(f);
    const auto& entries = in.view().resources().entries();
    REQUIRE(entries.size() == 1);
    REQUIRE(in.view().resources().groups()[0].external);
    rewrite_summary sum;
    REQUIRE(!rewrite(in, std::vector<resource_change>(1), out_path, &sum));
    CHECK(sum.kept == 1);
    CHECK(sum.blob_bytes == data.size());
    CHECK(test_support::read_bytes(out_path) == f.build());
  }
  SUBCASE("dropping a dialect blob that was already empty counts only the one that had data") {
    tb::file f = tb::minimal(6);
    const tb::bytes entry = blob_entry(1);
    // no external group; dialect builtin, two entries: "module" (size 0) and "builtin" (a blob)
    f.sec(tb::s_resource_offset).payload = buf{}.var(0).var(0).var(2).var(1).var(0).u8(0).var(0).var(entry.size()).u8(0);
    f.sec(tb::s_resource).payload = entry;
    const auto in = open(f);
    REQUIRE(in.view().resources().entries().size() == 2);
    REQUIRE(in.view().resources().entries()[0].empty());
    std::vector<resource_change> changes(2);
    changes[0].what = changes[1].what = act::drop;
    rewrite_summary sum;
    REQUIRE(!rewrite(in, changes, out_path, &sum));
    CHECK(sum.dropped == 1);
    auto out = bytecode_file::open(out_path.string());
    REQUIRE(out.has_value());
    for (const auto& e : out->view().resources().entries()) CHECK(e.empty());
  }
  SUBCASE("a kept dialect blob whose header is broken is an error at the entry") {
    tb::file f = tb::minimal(6);
    const tb::bytes entry = blob_entry(3);  // alignment 3: no power of two
    f.sec(tb::s_resource_offset).payload = buf{}.var(0).var(0).var(1).var(1).var(entry.size()).u8(0);
    f.sec(tb::s_resource).payload = entry;
    const auto in = open(f);  // blob headers are read when asked for, not at open
    const error e = rewrite(in, std::vector<resource_change>(1), out_path);
    CHECK(e.code == errc::bad_alignment);
    CHECK(e.section == section_id::resource);
    CHECK(e.offset == f.payload_offset(tb::s_resource));
    CHECK(e.value == 3);
    CHECK_FALSE(fs::exists(out_path));
  }
}
