// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Every custom-encoded attribute and type entry of the fixtures (mlir-opt's
// files and the hand-built ecosystem entries of tests/data/ecosystem_attrs),
// cut short: the entry's size in the AttrTypeOffset table shrinks and its last
// bytes leave the AttrType section, so the file stays well framed and only that
// entry is broken. Its dialect's decoder must fail, in the AttrType section, at
// an offset inside what is left of the entry (it read the same fields up to
// the cut), for the builtin decoders and every plug-in alike. An entry one byte
// longer than its fields is trailing data.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::bytes;
namespace fs = std::filesystem;

namespace {

struct entry_size {
  std::uint64_t dialect = 0, size = 0;
  bool custom = false;
};

// The entries of an AttrTypeOffset payload (attributes, then types), or empty if it does not parse.
std::vector<entry_size> entry_sizes(const bytes& payload, std::uint64_t& num_attrs) {
  std::vector<entry_size> out;
  cursor c(payload, 0, payload.size(), section_id::attr_type_offset);
  num_attrs = c.varint("attributes");
  const std::uint64_t total = num_attrs + c.varint("types");
  while (c.ok() && out.size() < total) {
    const std::uint64_t dialect = c.varint("dialect");
    const std::uint64_t n = c.varint("count");
    for (std::uint64_t k = 0; c.ok() && k < n && out.size() < total; ++k) {
      const auto [size, custom] = c.flagged_varint("entry");
      out.push_back({dialect, size, custom});
    }
  }
  if (!c.ok() || out.size() != total) out.clear();
  return out;
}

// The payload again, one group per entry (the format allows a dialect's group to repeat).
bytes offsets_payload(const std::vector<entry_size>& entries, std::uint64_t num_attrs) {
  tb::buf o;
  o.var(num_attrs).var(entries.size() - num_attrs);
  for (const entry_size& e : entries) o.var(e.dialect).var(1).var((e.size << 1) | (e.custom ? 1u : 0u));
  return o;
}

std::vector<fs::path> inputs() {
  std::vector<fs::path> out = test_support::fixture_files();
  const fs::path eco = test_support::data_dir() / "ecosystem_attrs";
  if (fs::is_directory(eco))
    for (const auto& e : fs::directory_iterator(eco))
      if (e.path().extension() == ".mlirbc") out.push_back(e.path());
  return out;
}

}  // namespace

TEST_CASE("truncated entries: each custom entry cut short fails inside what is left of it, one byte longer as trailing data") {
  std::set<std::pair<std::string, bytes>> seen;  // (dialect, entry bytes) already cut
  std::size_t cuts = 0, failed_inside = 0, files = 0;
  for (const fs::path& path : inputs()) {
    const bytes original = test_support::read_bytes(path);
    auto opened = bytecode::open(original);
    if (!opened) continue;
    tb::file f;
    try {
      f = tb::split(original);
    } catch (const std::exception&) {
      continue;
    }
    std::uint64_t num_attrs = 0;
    const auto entries = entry_sizes(f.sec(tb::s_attr_type_offset).payload, num_attrs);
    if (entries.empty()) continue;
    ++files;
    const bytes data = f.sec(tb::s_attr_type).payload;
    std::uint64_t start = 0;
    for (std::size_t j = 0; j < entries.size(); start += entries[j].size, ++j) {
      const entry_size& e = entries[j];
      if (!e.custom || e.size == 0 || start + e.size > data.size()) continue;
      const std::string dialect(opened->dialects().dialects[static_cast<std::size_t>(e.dialect)].name);
      const bytes whole(data.begin() + static_cast<std::ptrdiff_t>(start),
                        data.begin() + static_cast<std::ptrdiff_t>(start + e.size));
      if (!seen.insert({dialect, whole}).second) continue;
      // Decodes whole in the original (else there is nothing to compare a cut with).
      // An entry no decoder knows is kept whole, opaque: a longer one is as good.
      bool opaque = false;
      {
        attr_reader r(*opened, mlir_opt_dialects());
        if (j < num_attrs) {
          auto a = r.attribute(j);
          if (!a) continue;
          opaque = (*a)->kind() == attr_kind::opaque;
        } else {
          auto t = r.type(j - num_attrs);
          if (!t) continue;
          opaque = (*t)->kind() == type_kind::opaque;
        }
      }
      // Cut to nothing, to half, by one byte; and one byte longer (a byte no field reads).
      for (std::uint64_t keep : {std::uint64_t{0}, e.size / 2, e.size - 1, e.size + 1}) {
        if (keep == e.size || (keep > e.size && opaque)) continue;
        std::vector<entry_size> cut_sizes = entries;
        cut_sizes[j].size = keep;
        bytes cut_data = data;
        if (keep < e.size) {
          cut_data.erase(cut_data.begin() + static_cast<std::ptrdiff_t>(start + keep),
                         cut_data.begin() + static_cast<std::ptrdiff_t>(start + e.size));
        } else {
          cut_data.insert(cut_data.begin() + static_cast<std::ptrdiff_t>(start + e.size), std::byte{0x01});
        }
        tb::file g = f;
        g.sec(tb::s_attr_type_offset).payload = offsets_payload(cut_sizes, num_attrs);
        g.sec(tb::s_attr_type).payload = cut_data;
        const bytes b = g.build();
        CAPTURE(path.filename().string());
        CAPTURE(dialect);
        CAPTURE(j);
        CAPTURE(keep);
        auto cut_file = bytecode::open(b);
        REQUIRE_MESSAGE(cut_file.has_value(), cut_file.err().message());
        const std::uint64_t entry_at = g.payload_offset(tb::s_attr_type) + start;
        attr_reader r(*cut_file, mlir_opt_dialects());
        error err;
        if (j < num_attrs) {
          if (auto a = r.attribute(j); !a) err = a.err();
        } else {
          if (auto t = r.type(j - num_attrs); !t) err = t.err();
        }
        ++cuts;
        INFO("error: ", err.message());
        REQUIRE(err);
        CHECK(err.section == section_id::attr_type);
        CHECK(err.offset >= entry_at);
        CHECK(err.offset <= entry_at + keep);
        if (keep > e.size) CHECK(err.code == errc::trailing_data);
        failed_inside += err.offset >= entry_at && err.offset <= entry_at + keep;
      }
    }
  }
  CHECK(files > 100);
  CHECK(cuts > 300);
  CHECK(failed_inside == cuts);
  MESSAGE("entries cut: " << cuts << " in " << files << " files");
}
