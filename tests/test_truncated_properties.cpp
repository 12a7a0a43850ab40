// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Every property entry of the v5+ fixtures cut short (its size varint and its
// bytes, the Properties section re-framed, format.md §10.1): printing the IR
// must name that entry, either as the print's error or as a warning beside an
// entry printed opaque (nothing dropped), in the Properties section at an
// offset inside what is left of the entry.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::bytes;
namespace fs = std::filesystem;

TEST_CASE("truncated property entries: the print names the entry, as an error or a warning") {
  std::size_t cuts = 0, named = 0, as_warning = 0;
  for (const fs::path& path : test_support::fixture_files()) {
    const std::string name = path.filename().string();
    if (name.find(".v5.") == std::string::npos && name.find(".v6.") == std::string::npos) continue;
    const bytes original = test_support::read_bytes(path);
    auto opened = bytecode::open(original);
    if (!opened || opened->properties().size() == 0) continue;
    {
      std::string text;
      if (print_generic(*opened, text, {}, mlir_opt_dialects())) continue;  // beyond this reader whole
    }
    tb::file f = tb::split(original);
    const bytes payload = f.sec(tb::s_properties).payload;
    cursor c(payload, 0, payload.size(), section_id::properties);
    const std::uint64_t count = c.varint("count");
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;  // (data start in payload, size)
    for (std::uint64_t k = 0; k < count && c.ok(); ++k) {
      const std::uint64_t size = c.varint("size");
      spans.emplace_back(c.offset(), size);
      c.skip(size, "entry");
    }
    REQUIRE(c.ok());
    for (std::size_t k = 0; k < spans.size(); ++k) {
      const auto [start, size] = spans[k];
      if (size == 0) continue;
      const std::uint64_t keep = size / 2;
      // The payload again with entry k holding its first `keep` bytes.
      tb::buf p;
      p.var(count);
      for (std::size_t i = 0; i < spans.size(); ++i) {
        const std::uint64_t n = i == k ? keep : spans[i].second;
        p.var(n).raw(bytes(payload.begin() + static_cast<std::ptrdiff_t>(spans[i].first),
                           payload.begin() + static_cast<std::ptrdiff_t>(spans[i].first + n)));
      }
      tb::file g = f;
      g.sec(tb::s_properties).payload = p;
      const bytes b = g.build();
      std::uint64_t entry_at = g.payload_offset(tb::s_properties) + tb::varint(count).size();
      for (std::size_t i = 0; i < k; ++i) entry_at += tb::varint(spans[i].second).size() + spans[i].second;
      entry_at += tb::varint(keep).size();
      CAPTURE(name);
      CAPTURE(k);
      auto cut = bytecode::open(b);
      REQUIRE_MESSAGE(cut.has_value(), cut.err().message());
      format_warnings warnings;
      print_options opt;
      opt.warnings = &warnings;
      std::string text;
      const error e = print_generic(*cut, text, opt, mlir_opt_dialects());
      ++cuts;
      auto inside = [&](const error& x) {
        return x.section == section_id::properties && x.offset >= entry_at && x.offset <= entry_at + keep;
      };
      bool found = e && inside(e);
      if (!e)
        for (const error& w : warnings.list())
          if (inside(w)) {
            found = true;
            ++as_warning;
            CHECK(text.find("opaque_properties") != std::string::npos);  // shown, not dropped
          }
      INFO("error: ", e ? e.message() : std::string("none"), "; warnings: ", warnings.count());
      CHECK(found);
      named += found;
    }
  }
  CHECK(cuts > 50);
  CHECK(named == cuts);
  MESSAGE("property entries cut: " << cuts << ", " << as_warning << " reported as warnings");
}
