// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Catalogue of malformed inputs for the core reader (bytecode::open and the
// tables): each case asserts the exact error code, the section and the byte
// offset. Files are assembled with tests/builder.hpp from a minimal file that
// mlir-opt accepts (checked live below when mlir-opt is installed), or
// re-framed from the mlir-opt fixtures. docs/hostile-input.md lists the cases
// and maps LLVM's own invalid-bytecode tests onto them.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/ir/ir.hpp>
#include <mlirbc/tasks/resource_listing.hpp>

#include "builder.hpp"
#include "support.hpp"

using namespace mlirbc;
using tb::buf;
using tb::bytes;
namespace fs = std::filesystem;

namespace {

error open_error(const bytes& b, const limits& lim = {}) {
  auto r = bytecode::open(b, lim);
  if (r) return error{};  // ok: the caller's CHECK on the code fails
  return r.err();
}

// A rule MLIR tolerates: one warning at open, the same place refused in strict mode.
void check_tolerated_at_open(const bytes& file, errc code, section_id section, std::uint64_t offset) {
  limits strict;
  strict.strict = true;
  const error e = open_error(file, strict);
  CHECK(e.code == code);
  CHECK(e.section == section);
  CHECK(e.offset == offset);
  auto lenient = bytecode::open(file);
  REQUIRE_MESSAGE(lenient.has_value(), lenient.err().message());
  REQUIRE(lenient->warnings().count() == 1);
  CHECK(lenient->warnings().list()[0].code == code);
  CHECK(lenient->warnings().list()[0].section == section);
  CHECK(lenient->warnings().list()[0].offset == offset);
}

#define EXPECT_OPEN_ERROR(file_bytes, code_, section_, offset_)               \
  do {                                                                        \
    const mlirbc::error e_ = open_error(file_bytes);                          \
    INFO("error: ", e_.message());                                            \
    CHECK(e_.code == (code_));                                                \
    CHECK(e_.section == (section_));                                          \
    CHECK(e_.offset == static_cast<std::uint64_t>(offset_));                  \
  } while (0)

#define EXPECT_OPENS(file_bytes)                                              \
  do {                                                                        \
    const bytes b_ = (file_bytes);                                            \
    auto r_ = bytecode::open(b_);                                             \
    INFO("error: ", r_.err().message());                                      \
    CHECK(r_.has_value());                                                    \
  } while (0)

constexpr const char* mlir_opt = test_support::mlir_opt_22;

// Runs mlir-opt 22 on `b`; true when it reads the file. Only used to show that
// the builder's baseline files are valid bytecode.
bool mlir_opt_accepts(const bytes& b, const std::string& name) {
  const test_support::scratch_dir dir("malformed");
  const fs::path p = dir.path / (name + ".mlirbc");
  test_support::write_file(p, b);
  const std::string cmd = std::string(mlir_opt) + " --allow-unregistered-dialect " + p.string() + " >/dev/null 2>&1";
  return std::system(cmd.c_str()) == 0;
}

// The minimal file (v6 unless told) with its string section replaced.
tb::file with_strings(const bytes& payload, unsigned version = 6) {
  return tb::minimal_with(tb::s_string, payload, version);
}

}  // namespace

// ------------------------------------------------------------------ baseline

TEST_CASE("builder baseline: the minimal file of every version opens, and mlir-opt reads it") {
  for (unsigned v = 0; v <= 6; ++v) {
    CAPTURE(v);
    const bytes b = tb::minimal(v).build();
    auto r = bytecode::open(b);
    REQUIRE(r.has_value());
    CHECK(r->version() == v);
    CHECK(r->strings().size() == 2);
    CHECK(r->dialects().op_names.size() == 1);
    CHECK(r->dialects().op_names[0].full_name() == "builtin.module");
    CHECK(r->attr_types().num_attributes() == 1);
    if (test_support::oracle(mlir_opt)) CHECK(mlir_opt_accepts(b, "v" + std::to_string(v)));
  }
}

TEST_CASE("builder baseline: split re-frames every fixture byte for byte") {
  int n = 0;
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    if (e.path().extension() != ".mlirbc") continue;
    const bytes orig = test_support::read_bytes(e.path());
    CAPTURE(e.path().filename().string());
    CHECK(tb::split(orig).build() == orig);
    ++n;
  }
  CHECK(n > 50);
}

// ------------------------------------------------------------------ header

TEST_CASE("header: empty file, short file and wrong magic are bad_magic at byte 0") {
  EXPECT_OPEN_ERROR(bytes{}, errc::bad_magic, section_id::header, 0);
  EXPECT_OPEN_ERROR(tb::to_bytes("ML\xEF"), errc::bad_magic, section_id::header, 0);
  for (std::size_t i = 0; i < 4; ++i) {
    bytes b = tb::minimal(6).build();
    b[i] ^= std::byte{0x20};
    EXPECT_OPEN_ERROR(b, errc::bad_magic, section_id::header, 0);
  }
  // A text .mlir file handed to the reader.
  EXPECT_OPEN_ERROR(tb::to_bytes("module {\n}\n"), errc::bad_magic, section_id::header, 0);
}

TEST_CASE("header: a too-new version is refused with a message naming both versions") {
  for (std::uint64_t v : {std::uint64_t{7}, std::uint64_t{127}, std::uint64_t{1} << 63}) {
    CAPTURE(v);
    tb::file f = tb::minimal(6);
    f.version = tb::varint(v);
    const error e = open_error(f.build());
    CHECK(e.code == errc::unsupported_version);
    CHECK(e.section == section_id::header);
    CHECK(e.offset == 4);
    CHECK(e.value == v);
    CHECK(e.limit == 6);
    const std::string msg = e.message();
    CHECK(msg.find("version " + std::to_string(v)) != std::string::npos);
    CHECK(msg.find("0 to 6") != std::string::npos);
  }
}

TEST_CASE("header: truncated version varint, producer without NUL") {
  EXPECT_OPEN_ERROR(tb::to_bytes("ML\xEFR"), errc::truncated, section_id::header, 4);
  bytes b = tb::to_bytes("ML\xEFR");
  b.push_back(std::byte{0});  // 9-byte varint marker with nothing after it
  b.push_back(std::byte{6});
  EXPECT_OPEN_ERROR(b, errc::truncated, section_id::header, 4);
  // LLVM invalid-structure-producer: the producer string runs to the end.
  EXPECT_OPEN_ERROR(buf{}.raw(tb::minimal(6).magic).var(6).str("MLIR22"), errc::bad_string, section_id::header, 5);
}

TEST_CASE("header: non-minimal version varints and an empty producer are accepted") {
  tb::file f = tb::minimal(6);
  f.version = tb::varint_n(6, 9);
  EXPECT_OPENS(f.build());
  f.version = tb::varint_n(6, 2);
  f.producer.clear();
  EXPECT_OPENS(f.build());
}

// ------------------------------------------------------------------ framing

TEST_CASE("sections: unknown ids >= 9 are bad_section_id at the id byte") {
  for (unsigned id : {9u, 10u, 127u}) {
    for (bool aligned : {false, true}) {
      CAPTURE(id);
      CAPTURE(aligned);
      tb::file f = tb::minimal(6);
      f.sections.insert(f.sections.begin() + 2, tb::section_spec{static_cast<std::uint8_t>(id), buf{}.u8(1), aligned ? 8u : 0u, 0xCB, {}});
      const std::uint64_t at = f.header_offset(static_cast<std::uint8_t>(id));
      EXPECT_OPEN_ERROR(f.build(), errc::bad_section_id, section_id::none, at);
    }
  }
}

TEST_CASE("sections: a length past the end of the file is truncated at the payload") {
  for (std::uint8_t id : {tb::s_string, tb::s_dialect, tb::s_ir, tb::s_properties}) {
    CAPTURE(int(id));
    tb::file f = tb::minimal(6);
    // Move the section last so that its declared length runs past the file end.
    tb::section_spec s = f.sec(id);
    f.remove(id);
    s.length = s.payload.size() + 1;
    f.sections.push_back(s);
    EXPECT_OPEN_ERROR(f.build(), errc::truncated, static_cast<section_id>(id), f.payload_offset(id));
    // A 9-byte length of 2^64-1: must not wrap around.
    f.sections.back().length = ~std::uint64_t{0};
    EXPECT_OPEN_ERROR(f.build(), errc::truncated, static_cast<section_id>(id), f.payload_offset(id));
  }
  // The file ends inside a section length varint (a 9-byte varint with 3 bytes).
  bytes b = tb::minimal(6).build();
  const std::uint64_t at = b.size() + 1;
  b.push_back(std::byte{tb::s_dialect_versions});
  b.push_back(std::byte{0});
  b.push_back(std::byte{1});
  b.push_back(std::byte{1});
  EXPECT_OPEN_ERROR(b, errc::truncated, section_id::dialect_versions, at);
}

TEST_CASE("sections: duplicate top-level section") {
  for (std::uint8_t id : {tb::s_string, tb::s_ir, tb::s_resource, tb::s_properties}) {
    CAPTURE(int(id));
    tb::file f = tb::minimal(6);
    const tb::section_spec copy = f.sec(id);
    f.sections.push_back(copy);
    std::uint64_t second = 0;
    {
      std::uint64_t at = f.header_size();
      for (const auto& s : f.sections) {
        if (s.id == id) second = at;
        at += tb::frame(s, at).size();
      }
    }
    EXPECT_OPEN_ERROR(f.build(), errc::duplicate_section, static_cast<section_id>(id), second);
  }
}

TEST_CASE("sections: each required section missing") {
  for (std::uint8_t id : {tb::s_string, tb::s_dialect, tb::s_attr_type, tb::s_attr_type_offset, tb::s_ir}) {
    for (unsigned v : {0u, 6u}) {
      CAPTURE(int(id));
      CAPTURE(v);
      tb::file f = tb::minimal(v);
      f.remove(id);
      const bytes b = f.build();
      EXPECT_OPEN_ERROR(b, errc::missing_section, static_cast<section_id>(id), b.size());
    }
  }
}

TEST_CASE("sections: the resource pair must be complete; both absent is fine") {
  tb::file f = tb::minimal(6);
  f.remove(tb::s_resource_offset);
  bytes b = f.build();
  EXPECT_OPEN_ERROR(b, errc::missing_section, section_id::resource_offset, b.size());
  f = tb::minimal(6);
  f.remove(tb::s_resource);
  b = f.build();
  EXPECT_OPEN_ERROR(b, errc::missing_section, section_id::resource, b.size());
  f.remove(tb::s_resource_offset);
  EXPECT_OPENS(f.build());
}

TEST_CASE("sections: properties only from version 5, and required there") {
  for (unsigned v = 0; v < 5; ++v) {
    CAPTURE(v);
    tb::file f = tb::minimal(v);
    f.sections.push_back({tb::s_properties, buf{}.var(0), 0, 0xCB, {}});
    EXPECT_OPEN_ERROR(f.build(), errc::bad_section_id, section_id::properties, f.header_offset(tb::s_properties));
  }
  for (unsigned v : {5u, 6u}) {
    CAPTURE(v);
    tb::file f = tb::minimal(v);
    f.remove(tb::s_properties);
    const bytes b = f.build();
    EXPECT_OPEN_ERROR(b, errc::missing_section, section_id::properties, b.size());
  }
}

TEST_CASE("sections: accepted variations (order, stray id 7, alignment on any section)") {
  tb::file f = tb::minimal(6);
  std::reverse(f.sections.begin(), f.sections.end());
  EXPECT_OPENS(f.build());
  f = tb::minimal(6);
  f.sections.push_back({tb::s_dialect_versions, buf{}.var(3), 0, 0xCB, {}});
  EXPECT_OPENS(f.build());
  f = tb::minimal(6);
  for (auto& s : f.sections) s.alignment = 16;
  EXPECT_OPENS(f.build());
}

TEST_CASE("sections: alignment not a power of two, zero, or above the limit") {
  for (std::uint64_t a : {std::uint64_t{0}, std::uint64_t{3}, std::uint64_t{24}, std::uint64_t{1} << 17,
                          std::uint64_t{1} << 63, ~std::uint64_t{0}}) {
    CAPTURE(a);
    tb::file f = tb::minimal(6);
    f.sec(tb::s_string).alignment = a;
    f.sec(tb::s_string).force_flag = true;
    // id byte, one length byte, then the alignment varint.
    const error e = open_error(f.build());
    CHECK(e.code == errc::bad_alignment);
    CHECK(e.section == section_id::string);
    CHECK(e.offset == f.header_offset(tb::s_string) + 2);
    CHECK(e.value == a);
  }
  // The limit is configurable: 64 passes by default and fails with max_alignment 32.
  tb::file f = tb::minimal(6);
  f.sec(tb::s_string).alignment = 64;
  EXPECT_OPENS(f.build());
  limits lim;
  lim.max_alignment = 32;
  const error e = open_error(f.build(), lim);
  CHECK(e.code == errc::bad_alignment);
  CHECK(e.limit == 32);
}

TEST_CASE("sections: a padding byte that is not 0xCB, padding past the end") {
  tb::file f = tb::minimal(6);
  f.sec(tb::s_string).alignment = 64;
  f.sec(tb::s_string).pad_byte = 0x00;
  const std::uint64_t pad_at = f.header_offset(tb::s_string) + 3;
  REQUIRE(f.payload_offset(tb::s_string) > pad_at);  // there is padding to check
  const error e = open_error(f.build());
  CHECK(e.code == errc::bad_padding);
  CHECK(e.section == section_id::string);
  CHECK(e.offset == pad_at);
  CHECK(e.value == 0);
  // The file ends inside the padding.
  f.sec(tb::s_string).pad_byte = 0xCB;
  bytes b = f.build();
  b.resize(static_cast<std::size_t>(pad_at + 2));
  EXPECT_OPEN_ERROR(b, errc::truncated, section_id::string, pad_at);
}

// ------------------------------------------------------------------ strings

TEST_CASE("strings: counts larger than the section (huge and off by one)") {
  tb::file f = with_strings(buf{}.raw(tb::varint_n(~std::uint64_t{0}, 9)).var(7).var(8).cstr("builtin").cstr("module"));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::string, f.payload_offset(tb::s_string));
  // LLVM invalid-string_section-count / no_string: a count with nothing to back it.
  f = with_strings(buf{}.var(1));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::string, f.payload_offset(tb::s_string));
  f = with_strings(buf{}.var(9).var(2).cstr("a"));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::string, f.payload_offset(tb::s_string));
}

TEST_CASE("strings: bad sizes") {
  // Size 0 (a string needs its NUL).
  tb::file f = with_strings(buf{}.var(2).var(0).var(8).cstr("builtin").cstr("module"));
  EXPECT_OPEN_ERROR(f.build(), errc::bad_string, section_id::string, f.payload_offset(tb::s_string) + 1);
  // LLVM invalid-string_section-large_string: a size past the section.
  f = with_strings(buf{}.var(2).var(7).var(200).cstr("builtin").cstr("module"));
  EXPECT_OPEN_ERROR(f.build(), errc::bad_string, section_id::string, f.payload_offset(tb::s_string) + 2);
  // Sizes that together exceed the section.
  f = with_strings(buf{}.var(2).var(15).var(8).cstr("builtin").cstr("module"));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::string, f.payload_offset(tb::s_string) + 2);
  // A size varint cut by the section end.
  f = with_strings(buf{}.var(1).u8(0).u8(0x41));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::string, f.payload_offset(tb::s_string) + 1);
}

TEST_CASE("strings: trailing data and missing NUL") {
  // LLVM invalid-string_section-trailing_data: sizes that do not reach the end.
  tb::file f = with_strings(buf{}.var(2).var(7).var(8).cstr("builtin").cstr("module").u8('x'));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::string, f.payload_offset(tb::s_string) + 3);
  // String 0 is "builtin" without a NUL (size 7): its last byte is 'n'. MLIR
  // ignores that byte, so by default it is a warning; strict mode refuses.
  f = with_strings(buf{}.var(2).var(8).var(7).str("builtinmodule").u8(0).u8(0));
  limits strict;
  strict.strict = true;
  const error e = open_error(f.build(), strict);
  CHECK(e.code == errc::bad_string);
  CHECK(e.section == section_id::string);
  CHECK(e.offset == f.payload_offset(tb::s_string) + 3 + 6);
  const bytes lenient_bytes = f.build();
  auto lenient = bytecode::open(lenient_bytes);
  REQUIRE(lenient.has_value());
  REQUIRE(lenient->warnings().count() == 1);
  CHECK(lenient->warnings().list()[0].offset == e.offset);
  CHECK(lenient->strings()[0] == "builti");  // its size without the last byte, as MLIR reads it
}

// ------------------------------------------------------------------ dialects

namespace {
tb::file with_dialects(const bytes& payload, unsigned version = 6) {
  return tb::minimal_with(tb::s_dialect, payload, version);
}
}  // namespace

TEST_CASE("dialects: count larger than the section") {
  tb::file f = with_dialects(buf{}.raw(tb::varint_n(std::uint64_t{1} << 40, 6)).var(0).var(1).var(0).var(1).var(3));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::dialect, f.payload_offset(tb::s_dialect));
}

TEST_CASE("dialects: out-of-range string index for a dialect name and an op name") {
  // LLVM invalid-dialect_section-dialect_string.
  tb::file f = with_dialects(buf{}.var(1).var(15u << 1).var(1).var(0).var(1).var(3));
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::dialect, f.payload_offset(tb::s_dialect) + 1);
  // The same in a v0 file (no has-version flag).
  f = with_dialects(buf{}.var(1).var(15).var(0).var(1).var(1), 0);
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::dialect, f.payload_offset(tb::s_dialect) + 1);
  // LLVM invalid-dialect_section-opname_string.
  f = with_dialects(buf{}.var(1).var(0).var(1).var(0).var(1).var((31u << 1) | 1u));
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::dialect, f.payload_offset(tb::s_dialect) + 5);
}

TEST_CASE("dialects: a v4+ section that ends before the op name count") {
  // One dialect (name 0, no version), then nothing: the count is missing at the section's end.
  tb::file f = with_dialects(buf{}.var(1).var(0));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::dialect, f.payload_offset(tb::s_dialect) + 2);
}

TEST_CASE("dialects: out-of-range dialect index of an op-name group") {
  // LLVM invalid-dialect_section-opname_dialect.
  tb::file f = with_dialects(buf{}.var(1).var(0).var(1).var(7).var(1).var(3));
  const error e = open_error(f.build());
  CHECK(e.code == errc::index_out_of_range);
  CHECK(e.section == section_id::dialect);
  CHECK(e.offset == f.payload_offset(tb::s_dialect) + 3);
  CHECK(e.value == 7);
  CHECK(e.limit == 1);
}

TEST_CASE("dialects: huge op-name counts and groups") {
  // Total op-name count (v>=5) larger than the section: only a size hint to
  // MLIR, so a warning by default and an error in strict mode.
  tb::file f = with_dialects(buf{}.var(1).var(0).raw(tb::varint_n(~std::uint64_t{0}, 9)).var(0).var(1).var(3));
  limits strict;
  strict.strict = true;
  const error e = open_error(f.build(), strict);
  CHECK(e.code == errc::bad_value);
  CHECK(e.section == section_id::dialect);
  CHECK(e.offset == f.payload_offset(tb::s_dialect) + 2);
  CHECK(e.value == ~std::uint64_t{0});
  CHECK(e.limit == 1);
  const bytes lenient_bytes = f.build();
  auto lenient = bytecode::open(lenient_bytes);
  REQUIRE(lenient.has_value());
  CHECK(lenient->warnings().count() == 1);
  CHECK(lenient->dialects().op_names.size() == 1);
  // A group size larger than the section.
  f = with_dialects(buf{}.var(1).var(0).var(1).var(0).var(1000).var(3));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::dialect, f.payload_offset(tb::s_dialect) + 4);
}

TEST_CASE("dialects: trailing bytes are read as a further op-name group and fail") {
  // One extra byte: a group header whose size varint is missing.
  tb::file f = tb::minimal(6);
  f.sec(tb::s_dialect).payload.push_back(std::byte{0x01});
  const std::uint64_t end = f.payload_offset(tb::s_dialect) + f.sec(tb::s_dialect).payload.size();
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::dialect, end);
}

TEST_CASE("dialects: the version section of a versioned dialect (v>=1)") {
  // Accepted: dialect 0 flagged, followed by a nested section id 7.
  tb::file f = with_dialects(buf{}.var(1).var(1).raw(tb::frame({7, buf{}.var(2).var(0), 0, 0xCB, {}}, 0)).var(1).var(0).var(1).var(3));
  {
    const bytes b = f.build();
    auto r = bytecode::open(b);
    REQUIRE(r.has_value());
    CHECK(r->dialects().dialects[0].has_version);
    CHECK(r->dialects().dialects[0].version.size() == 2);
  }
  // Wrong nested id.
  f = with_dialects(buf{}.var(1).var(1).raw(tb::frame({6, buf{}.var(2), 0, 0xCB, {}}, 0)).var(0).var(1).var(3));
  EXPECT_OPEN_ERROR(f.build(), errc::bad_section_id, section_id::dialect, f.payload_offset(tb::s_dialect) + 2);
  // Nested length past the dialect section.
  f = with_dialects(buf{}.var(1).var(1).u8(7).var(50));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::dialect, f.payload_offset(tb::s_dialect) + 4);
  // Flag set but nothing follows.
  f = with_dialects(buf{}.var(1).var(1));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::dialect, f.payload_offset(tb::s_dialect) + 2);
}

// ------------------------------------------------------------------ attr/type index

namespace {
tb::file with_offsets(const bytes& offsets, const bytes& data) {
  tb::file f = tb::minimal(6);
  f.sec(tb::s_attr_type_offset).payload = offsets;
  f.sec(tb::s_attr_type).payload = data;
  return f;
}
constexpr std::uint64_t custom(std::uint64_t size) { return (size << 1) | 1u; }
}  // namespace

TEST_CASE("attr/type index: attribute and type counts larger than the section") {
  tb::file f = with_offsets(buf{}.raw(tb::varint_n(std::uint64_t{1} << 50, 8)).var(0), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset));
  f = with_offsets(buf{}.var(1).raw(tb::varint_n(~std::uint64_t{0}, 9)).var(0).var(1).var(custom(1)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 1);
  // Each count alone fits but the sum does not.
  f = with_offsets(buf{}.var(3).var(3).var(0).var(1).var(custom(1)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset));
}

TEST_CASE("attr/type index: group counts larger than the declared total (mlir-opt aborts here)") {
  // LLVM invalid-attr_type_offset_section-attr_group_count: 1 attribute, group of 3.
  tb::file f = with_offsets(buf{}.var(1).var(0).var(0).var(3).var(custom(1)).var(custom(0)).var(custom(0)), buf{}.var(15));
  error e = open_error(f.build());
  CHECK(e.code == errc::count_too_large);
  CHECK(e.section == section_id::attr_type_offset);
  CHECK(e.offset == f.payload_offset(tb::s_attr_type_offset) + 2);
  CHECK(e.value == 3);
  CHECK(e.limit == 1);
  // ...-type_group_count: 1 attribute, 1 type, type group of 2.
  f = with_offsets(buf{}.var(1).var(1).var(0).var(1).var(custom(1)).var(0).var(2).var(custom(0)).var(custom(0)),
                   buf{}.var(15));
  e = open_error(f.build());
  CHECK(e.code == errc::count_too_large);
  CHECK(e.offset == f.payload_offset(tb::s_attr_type_offset) + 5);
  CHECK(e.value == 2);
  CHECK(e.limit == 1);
  // A huge group count.
  f = with_offsets(buf{}.var(1).var(0).var(0).raw(tb::varint_n(~std::uint64_t{0}, 9)).var(custom(1)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 2);
}

TEST_CASE("attr/type index: group dialect out of range") {
  tb::file f = with_offsets(buf{}.var(1).var(0).var(4).var(1).var(custom(1)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 2);
}

TEST_CASE("attr/type index: entries past the data, trailing index bytes, trailing data bytes") {
  // LLVM invalid-attr_type_offset_section-large_offset.
  tb::file f = with_offsets(buf{}.var(1).var(0).var(0).var(1).var(custom(5)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 4);
  // A 9-byte entry size must not wrap the running offset.
  f = with_offsets(buf{}.var(2).var(0).var(0).var(2).var(custom(1)).raw(tb::varint_n(~std::uint64_t{0}, 9)), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 5);
  // LLVM invalid-attr_type_offset_section-trailing_data.
  f = with_offsets(buf{}.var(1).var(0).var(0).var(1).var(custom(1)).u8(0x01), buf{}.var(15));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::attr_type_offset, f.payload_offset(tb::s_attr_type_offset) + 5);
  // Bytes after the last entry (mlir-opt ignores them; this reader is strict).
  f = with_offsets(buf{}.var(1).var(0).var(0).var(1).var(custom(1)), buf{}.var(15).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::attr_type, f.payload_offset(tb::s_attr_type) + 1);
}

TEST_CASE("attr/type index: index lookups past the tables") {
  const bytes b = tb::minimal(6).build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  CHECK(r->attr_types().attribute_at(0).has_value());
  CHECK(r->attr_types().attribute_at(1).err().code == errc::index_out_of_range);
  CHECK(r->attr_types().attribute_at(~std::uint64_t{0}).err().code == errc::index_out_of_range);
  CHECK(r->attr_types().type_at(0).err().code == errc::index_out_of_range);
  CHECK(r->properties().at(0).err().code == errc::index_out_of_range);
  CHECK(r->resources().dialect_resource(0).err().code == errc::index_out_of_range);
}

TEST_CASE("attr/type entries: a textual entry needs exactly one NUL, at its end") {
  // Three textual attributes: "i32\0" (good), "i32" (no NUL), "i\0" "32\0" (NUL inside).
  tb::file f = with_offsets(buf{}.var(3).var(0).var(0).var(3).var(4u << 1).var(3u << 1).var(5u << 1),
                            buf{}.cstr("i32").str("i32").cstr("i").cstr("32"));
  const bytes b = f.build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  const std::uint64_t data = f.payload_offset(tb::s_attr_type);
  CHECK(*r->attr_types().attribute(0).text() == "i32");
  const error no_nul = r->attr_types().attribute(1).text().err();
  CHECK(no_nul.code == errc::bad_string);
  CHECK(no_nul.section == section_id::attr_type);
  CHECK(no_nul.offset == data + 4 + 3);
  const error inner = r->attr_types().attribute(2).text().err();
  CHECK(inner.code == errc::bad_string);
  CHECK(inner.offset == data + 7 + 1);
  // A custom entry has no text.
  const bytes mb = tb::minimal(6).build();
  auto mr = bytecode::open(mb);
  REQUIRE(mr.has_value());
  CHECK(mr->attr_types().attribute(0).text().err().code == errc::bad_value);
  // An empty textual entry.
  f = with_offsets(buf{}.var(1).var(0).var(0).var(1).var(0), {});
  const bytes eb = f.build();
  auto er = bytecode::open(eb);
  REQUIRE(er.has_value());
  CHECK(er->attr_types().attribute(0).text().err().code == errc::bad_string);
}

// ------------------------------------------------------------------ resources

namespace {
// Minimal v6 file with string table {"builtin", "module", "k", "ext"} and the given resource sections.
tb::file with_resources(const bytes& offsets, const bytes& data, std::uint64_t data_alignment = 0) {
  tb::file f = tb::minimal(6);
  f.sec(tb::s_string).payload = buf{}.var(4).var(4).var(2).var(7).var(8).cstr("builtin").cstr("module").cstr("k").cstr("ext");
  f.sec(tb::s_resource_offset).payload = offsets;
  f.sec(tb::s_resource).payload = data;
  f.sec(tb::s_resource).alignment = data_alignment;
  return f;
}
// One dialect group (builtin) with one entry of key "k".
bytes one_entry(std::uint64_t size, unsigned kind) { return buf{}.var(0).var(0).var(1).var(2).var(size).u8(kind); }
std::uint64_t entry_offset_in_index() { return 4; }  // num_external, dialect, count, key

// An external group "ext" (k = string "k"), then builtin: k = blob of 4 bytes
// aligned to 8, k = bool true. The Resource section is 8-aligned; the string
// entry takes byte 0, so the blob entry starts at 1: alignment (1), length (2),
// 5 padding bytes, data at 8.
bytes string_blob_bool() {
  const bytes blob_entry = buf{}.var(8).var(4).u8(0xCB).u8(0xCB).u8(0xCB).u8(0xCB).u8(0xCB).u8(1).u8(2).u8(3).u8(4);
  buf idx;
  idx.var(1).var(3).var(1).var(2).var(1).u8(2);                                     // external "ext": k = string
  idx.var(0).var(2).var(2).var(blob_entry.size()).u8(0).var(2).var(1).u8(1);       // builtin: k = blob, k = bool
  buf data;
  data.var(2).raw(blob_entry).u8(1);
  return with_resources(idx, data, 8).build();
}
}  // namespace

TEST_CASE("resources: a well-formed blob, bool and string entry open and read back") {
  const bytes b = string_blob_bool();
  auto r = bytecode::open(b);
  INFO(r.err().message());
  REQUIRE(r.has_value());
  REQUIRE(r->resources().size() == 3);
  CHECK(r->resources().entries()[0].string_value == "k");
  CHECK(r->resources().entries()[2].bool_value);
  auto blob = r->get_blob(r->resources().entries()[1]);
  REQUIRE(blob.has_value());
  CHECK(blob->data.size() == 4);
  CHECK(blob->alignment == 8);
  CHECK(blob->offset % 8 == 0);
  CHECK(r->get_blob(r->resources().entries()[0]).err().code == errc::bad_value);
}

TEST_CASE("resources: handle_of numbers the dialect groups' entries; external ones have none") {
  const bytes b = string_blob_bool();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  const resource_table& t = r->resources();
  REQUIRE(t.size() == 3);
  CHECK_FALSE(t.handle_of(t.entries()[0]).has_value());
  REQUIRE(t.handle_of(t.entries()[1]) == std::optional<std::uint64_t>(0));
  REQUIRE(t.handle_of(t.entries()[2]) == std::optional<std::uint64_t>(1));
  for (std::size_t i = 1; i < 3; ++i) CHECK(*t.dialect_resource(*t.handle_of(t.entries()[i])) == &t.entries()[i]);
}

TEST_CASE("resources: list_resources gives each entry's data place and handle") {
  const test_support::scratch_dir tmp("test-malformed");
  const fs::path path = tmp.path / "listing.mlirbc";
  test_support::write_file(path, string_blob_bool());
  auto f = bytecode_file::open(path.string());
  REQUIRE(f);
  const resource_table& t = f->view().resources();
  auto rows = list_resources(*f);
  REQUIRE(rows);
  REQUIRE(rows->size() == 3);
  const listed_resource& str = (*rows)[0];
  CHECK(str.entry == &t.entries()[0]);
  CHECK(str.group->external);
  CHECK_FALSE(str.handle.has_value());
  CHECK(str.size == 1);  // the string index
  CHECK(str.alignment == 1);
  CHECK(str.offset == t.entries()[0].offset);
  const listed_resource& blob = (*rows)[1];
  CHECK_FALSE(blob.group->external);
  CHECK(blob.handle == std::optional<std::uint64_t>(0));
  CHECK(blob.size == 4);  // the data, not the entry's 11 bytes
  CHECK(blob.alignment == 8);
  CHECK(blob.offset == t.entries()[1].offset + 7);
  CHECK(blob.offset % 8 == 0);
  CHECK((*rows)[2].handle == std::optional<std::uint64_t>(1));
  CHECK((*rows)[2].size == 1);
  for (const listed_resource& row : *rows) CHECK(row.uses.empty());

  // A malformed blob header (alignment 3) fails the listing.
  bytes bad = string_blob_bool();
  const std::uint64_t at = t.entries()[1].offset;
  REQUIRE(bad[at] == bytes(buf{}.var(8))[0]);
  bad[at] = bytes(buf{}.var(3))[0];
  const fs::path bad_path = tmp.path / "bad.mlirbc";
  test_support::write_file(bad_path, bad);
  auto g = bytecode_file::open(bad_path.string());
  REQUIRE(g);
  auto none = list_resources(*g);
  REQUIRE_FALSE(none);
  CHECK(none.err().code == errc::bad_alignment);
}

TEST_CASE("resources: index counts, indices and kinds") {
  // Huge external group count.
  tb::file f = with_resources(buf{}.raw(tb::varint_n(~std::uint64_t{0}, 9)), {});
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::resource_offset, f.payload_offset(tb::s_resource_offset));
  // External provider name out of range.
  f = with_resources(buf{}.var(1).var(40).var(0), {});
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + 1);
  // Resource dialect out of range.
  f = with_resources(buf{}.var(0).var(9).var(0), {});
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + 1);
  // Huge entry count.
  f = with_resources(buf{}.var(0).var(0).raw(tb::varint_n(std::uint64_t{1} << 55, 8)), {});
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + 2);
  // Key out of range.
  f = with_resources(buf{}.var(0).var(0).var(1).var(77).var(0).u8(0), {});
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + 3);
  // Kind 3.
  f = with_resources(one_entry(0, 3), {});
  const error e = open_error(f.build());
  CHECK(e.code == errc::bad_resource_kind);
  CHECK(e.section == section_id::resource_offset);
  CHECK(e.offset == f.payload_offset(tb::s_resource_offset) + entry_offset_in_index() + 1);
  CHECK(e.value == 3);
}

TEST_CASE("resources: entries past the data, trailing data, trailing index bytes") {
  tb::file f = with_resources(one_entry(5, 0), buf{}.var(1).var(1).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + entry_offset_in_index());
  f = with_resources(one_entry(~std::uint64_t{0}, 0), buf{}.var(1).var(1).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + entry_offset_in_index());
  // Bytes after the last entry: MLIR never reads them (a warning; strict refuses).
  f = with_resources(one_entry(1, 1), buf{}.u8(1).u8(0xAA));
  check_tolerated_at_open(f.build(), errc::trailing_data, section_id::resource, f.payload_offset(tb::s_resource) + 1);
  // A trailing byte in the index starts another dialect group whose count is missing.
  bytes idx = one_entry(1, 1);
  idx.push_back(std::byte{0x01});
  f = with_resources(idx, buf{}.u8(1));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::resource_offset, f.payload_offset(tb::s_resource_offset) + idx.size());
  // Missing resource (no resource_offset) while the data has bytes: a pair error, as above.
}

TEST_CASE("resources: bool must be one byte 0/1; string must be one string index") {
  // A bool byte above 1: MLIR reads it as true (a warning; strict refuses).
  tb::file f = with_resources(one_entry(1, 1), buf{}.u8(2));
  const bytes flag = f.build();
  check_tolerated_at_open(flag, errc::bad_value, section_id::resource, f.payload_offset(tb::s_resource));
  limits strict;
  strict.strict = true;
  CHECK(open_error(flag, strict).value == 2);
  auto lenient = bytecode::open(flag);
  REQUIRE(lenient.has_value());
  CHECK(lenient->resources().entries()[0].bool_value);
  f = with_resources(one_entry(2, 1), buf{}.u8(1).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::resource, f.payload_offset(tb::s_resource) + 1);
  f = with_resources(one_entry(1, 2), buf{}.var(50));
  EXPECT_OPEN_ERROR(f.build(), errc::index_out_of_range, section_id::resource, f.payload_offset(tb::s_resource));
  f = with_resources(one_entry(2, 2), buf{}.var(1).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::resource, f.payload_offset(tb::s_resource) + 1);
  f = with_resources(one_entry(1, 2), buf{}.u8(0));  // a 9-byte varint cut by the entry end
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::resource, f.payload_offset(tb::s_resource));
}

TEST_CASE("resources: blob header faults are reported when the blob is asked for") {
  struct blob_case {
    bytes entry;
    errc code;
    std::uint64_t offset;  // relative to the entry
  };
  const std::vector<blob_case> cases = {
      {buf{}.var(3).var(1).u8(0), errc::bad_alignment, 0},                         // alignment 3
      {buf{}.var(0).var(1).u8(0), errc::bad_alignment, 0},                         // alignment 0
      {buf{}.raw(tb::varint_n(std::uint64_t{1} << 40, 6)).var(1).u8(0), errc::bad_alignment, 0},
      {buf{}.var(8).var(1).u8(0).u8(0).u8(0).u8(0).u8(0).u8(0).u8(7), errc::bad_padding, 2},
      {buf{}.var(1).var(9).u8(1).u8(2), errc::truncated, 2},                        // data past the entry
      {buf{}.var(1).raw(tb::varint_n(~std::uint64_t{0}, 9)).u8(1), errc::truncated, 10},
      {buf{}.var(1).var(1).u8(1).u8(2), errc::trailing_data, 3},                    // a byte after the data
      {buf{}.var(1).u8(0), errc::truncated, 1},                                     // length varint cut
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    CAPTURE(i);
    const auto& c = cases[i];
    // The Resource section is aligned to 8 so that the entry starts at a known alignment.
    tb::file f = with_resources(one_entry(c.entry.size(), 0), c.entry, 8);
    const bytes b = f.build();
    auto r = bytecode::open(b);
    INFO(r.err().message());
    REQUIRE(r.has_value());
    const error e = r->get_blob(r->resources().entries()[0]).err();
    INFO(e.message());
    CHECK(e.code == c.code);
    CHECK(e.section == section_id::resource);
    CHECK(e.offset == f.payload_offset(tb::s_resource) + c.offset);
  }
}

// ------------------------------------------------------------------ properties

namespace {
tb::file with_properties(const bytes& payload) {
  return tb::minimal_with(tb::s_properties, payload);
}
}  // namespace

TEST_CASE("properties: counts, entries past the end, trailing data") {
  tb::file f = with_properties(buf{}.raw(tb::varint_n(~std::uint64_t{0}, 9)));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::properties, f.payload_offset(tb::s_properties));
  f = with_properties(buf{}.var(3).var(1).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::count_too_large, section_id::properties, f.payload_offset(tb::s_properties));
  f = with_properties(buf{}.var(1).var(5).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::truncated, section_id::properties, f.payload_offset(tb::s_properties) + 2);
  f = with_properties(buf{}.var(1).var(1).u8(0).u8(0));
  EXPECT_OPEN_ERROR(f.build(), errc::trailing_data, section_id::properties, f.payload_offset(tb::s_properties) + 3);
  // Accepted: an empty payload (no entries) and two entries that fill the section.
  f = with_properties({});
  EXPECT_OPENS(f.build());
  f = with_properties(buf{}.var(2).var(1).u8(0xAA).var(0));
  const bytes b = f.build();
  auto r = bytecode::open(b);
  REQUIRE(r.has_value());
  CHECK(r->properties().size() == 2);
  CHECK(r->properties().at(2).err().code == errc::index_out_of_range);
}

// ------------------------------------------------------------------ truncation

TEST_CASE("truncation: every proper prefix of every small fixture is an error inside the prefix") {
  std::size_t files = 0;
  std::size_t prefixes = 0;
  for (const auto& e : fs::directory_iterator(test_support::data_dir())) {
    if (e.path().extension() != ".mlirbc" || fs::file_size(e.path()) >= 4096) continue;
    const bytes orig = test_support::read_bytes(e.path());
    const bool readable = bytecode::open(orig).has_value();
    CAPTURE(e.path().filename().string());
    REQUIRE(readable);
    ++files;
    for (std::size_t n = 0; n < orig.size(); ++n) {
      // A fresh allocation of exactly n bytes, so ASan sees any read past the prefix.
      const bytes prefix(orig.begin(), orig.begin() + static_cast<std::ptrdiff_t>(n));
      auto r = bytecode::open(prefix);
      if (r.has_value()) {
        FAIL_CHECK("prefix of " << n << " bytes opened");
        continue;
      }
      const error err = r.err();
      CHECK(err.offset <= n);
      CHECK(err.code != errc::ok);
      ++prefixes;
    }
  }
  CHECK(files >= 90);
  CHECK(prefixes > 50000);
}

// ------------------------------------------------------------------ IR section (walk)

namespace {

// op foo.bar: name 1, then the given mask and the fields after the location.
bytes bar_op(unsigned mask, const bytes& after_loc, std::uint64_t name = 1, std::uint64_t loc = 0) {
  return buf{}.var(name).u8(mask).var(loc).raw(after_loc);
}

// One block of ops in a region that declares `values` values.
bytes one_block(std::uint64_t values, const std::vector<bytes>& ops) {
  buf r;
  r.var(1).var(values).var(ops.size() << 1);
  for (const auto& o : ops) r.raw(o);
  return r;
}

error walk_error(const bytes& file_bytes) {
  auto r = bytecode::open(file_bytes);
  if (!r) return r.err();
  ir_walker w(*r);
  struct {
  } v;
  return w.walk(v);
}

#define EXPECT_WALK_ERROR(region_, code_, offset_in_region_)                       \
  do {                                                                             \
    const bytes reg_ = (region_);                                                  \
    const tb::file f_ = tb::with_ir(reg_);                                         \
    const mlirbc::error e_ = walk_error(f_.build());                               \
    INFO("error: ", e_.message());                                                 \
    CHECK(e_.code == (code_));                                                     \
    CHECK(e_.section == section_id::ir);                                           \
    CHECK(e_.offset == f_.payload_offset(tb::s_ir) + tb::ir_region_offset(reg_) +  \
                           static_cast<std::uint64_t>(offset_in_region_));         \
  } while (0)

// Two foo.bar ops: %0 = foo.bar : i32; %1 = foo.bar(%0) : i32. Region header is
// 3 bytes (blocks, values, block header); op 1 is 5 bytes; op 2 starts at 8.
const bytes op1 = bar_op(0x02, buf{}.var(1).var(0));
const bytes op2 = bar_op(0x06, buf{}.var(1).var(0).var(1).var(0));

}  // namespace

TEST_CASE("ir baseline: a module with two foo.bar ops walks, and mlir-opt reads it") {
  const bytes b = tb::with_ir(one_block(2, {op1, op2})).build();
  CHECK(walk_error(b).code == errc::ok);
  if (test_support::oracle(mlir_opt)) CHECK(mlir_opt_accepts(b, "ir"));
}

TEST_CASE("ir: out-of-range indices (op name, location, attributes, types, properties, successors)") {
  // LLVM invalid-ir_section-opname.
  EXPECT_WALK_ERROR(one_block(1, {bar_op(0x02, buf{}.var(1).var(0), 14)}), errc::index_out_of_range, 3);
  EXPECT_WALK_ERROR(one_block(1, {bar_op(0x02, buf{}.var(1).var(0), 1, 5)}), errc::index_out_of_range, 5);
  EXPECT_WALK_ERROR(one_block(0, {bar_op(0x01, buf{}.var(9))}), errc::index_out_of_range, 6);
  EXPECT_WALK_ERROR(one_block(1, {bar_op(0x02, buf{}.var(1).var(3))}), errc::index_out_of_range, 7);
  EXPECT_WALK_ERROR(one_block(0, {bar_op(0x40, buf{}.var(0))}), errc::index_out_of_range, 6);
  // LLVM invalid-ir_section-successors: block 3 of a one-block region.
  EXPECT_WALK_ERROR(one_block(0, {bar_op(0x08, buf{}.var(1).var(3))}), errc::index_out_of_range, 7);
}

TEST_CASE("ir: operand values out of range and never defined") {
  // LLVM invalid-ir_section-operands: value 6 in a scope of 2.
  EXPECT_WALK_ERROR(one_block(2, {op1, bar_op(0x06, buf{}.var(1).var(0).var(1).var(6))}), errc::index_out_of_range, 8 + 6);
  // LLVM invalid-ir_section-forwardref: value 2 is declared but never defined;
  // reported when the region ends.
  const bytes reg = one_block(3, {op1, bar_op(0x06, buf{}.var(1).var(0).var(1).var(2))});
  EXPECT_WALK_ERROR(reg, errc::bad_value, reg.size());
}

TEST_CASE("ir: results beyond the region's declared value count") {
  // LLVM invalid-ir_section-results: the region declares 1 value, the ops define 2.
  EXPECT_WALK_ERROR(one_block(1, {op1, op2}), errc::count_too_large, 8);
}

TEST_CASE("ir: counts that the section cannot back") {
  EXPECT_WALK_ERROR(buf{}.var(1).var(0).var(1000u << 1), errc::count_too_large, 2);
  // A region value count beyond the bytes is only a warning (docs/hostile-input.md); one
  // beyond a value's 32-bit index is refused.
  EXPECT_WALK_ERROR(buf{}.var(1).raw(tb::varint_n(std::uint64_t{1} << 40, 6)).var(0), errc::limit_exceeded, 1);
  EXPECT_WALK_ERROR(one_block(1, {bar_op(0x02, buf{}.raw(tb::varint_n(~std::uint64_t{0}, 9)))}), errc::count_too_large, 6);
  // A region count larger than the bytes left, and the region flag with no regions.
  EXPECT_WALK_ERROR(one_block(0, {bar_op(0x10, buf{}.var(100u << 1))}), errc::count_too_large, 6);
  EXPECT_WALK_ERROR(one_block(0, {bar_op(0x10, buf{}.var(0))}), errc::bad_value, 6);
}

TEST_CASE("ir: an isolated op's regions must be a nested IR section (v2+)") {
  // foo.bar with one isolated region stored in a section with id 5.
  const bytes inner = buf{}.var(0);  // a region with no blocks
  const bytes reg = one_block(0, {bar_op(0x10, buf{}.var((1u << 1) | 1u).raw(tb::frame({5, inner, 0, 0xCB, {}}, 0)))});
  EXPECT_WALK_ERROR(reg, errc::bad_section_id, 7);
  const bytes ok = one_block(0, {bar_op(0x10, buf{}.var((1u << 1) | 1u).raw(tb::frame({4, inner, 0, 0xCB, {}}, 0)))});
  const tb::file f = tb::with_ir(ok);
  CHECK(walk_error(f.build()).code == errc::ok);
}

// ------------------------------------------------------------------ LLVM's faults, side by side

namespace {

// True when mlir-opt 22 refuses the file (non-zero exit within 20 s).
bool mlir_opt_rejects(const bytes& b, const std::string& name) {
  const test_support::scratch_dir dir("llvm-fault");
  const fs::path p = dir.path / (name + ".mlirbc");
  test_support::write_file(p, b);
  const std::string cmd =
      "timeout 20 " + std::string(mlir_opt) + " --allow-unregistered-dialect " + p.string() + " >/dev/null 2>&1";
  return std::system(cmd.c_str()) != 0;
}

struct llvm_fault {
  const char* llvm_test;  // mlir/test/Bytecode/invalid/<name>.mlirbc
  bytes file;
  const char* message_part;  // must appear in mlirbc's message
  bool walk = false;         // the fault is found by the IR walk
};

std::vector<llvm_fault> llvm_faults() {
  std::vector<llvm_fault> out;
  tb::file f = tb::minimal(6);
  f.version = tb::varint(127);
  out.push_back({"invalid-structure-version", f.build(), "file has bytecode version 127; this reader supports versions 0 to 6"});
  out.push_back({"invalid-structure-producer", buf{}.raw(tb::minimal(6).magic).var(6).str("MLIR22"), "producer"});
  f = tb::minimal(6);
  f.remove(tb::s_string);
  out.push_back({"invalid-structure-section-missing", f.build(), "section 'string'"});
  f = tb::minimal(6);
  f.sections.push_back({127, buf{}.u8(1), 0, 0xCB, {}});
  out.push_back({"invalid-structure-section-id-unknown", f.build(), "value 127"});
  f = tb::minimal(6);
  f.sections.back().length = 50;
  out.push_back({"invalid-structure-section-length", f.build(), "section payload"});
  f = tb::minimal(6);
  const tb::section_spec strings = f.sec(tb::s_string);
  f.sections.push_back(strings);
  out.push_back({"invalid-structure-section-duplicate", f.build(), "duplicate section"});
  out.push_back({"invalid-string_section-count", with_strings(buf{}.var(9).var(2).cstr("a")).build(), "string count"});
  out.push_back({"invalid-string_section-large_string",
                 with_strings(buf{}.var(2).var(7).var(200).cstr("builtin").cstr("module")).build(), "string size"});
  out.push_back({"invalid-string_section-trailing_data",
                 with_strings(buf{}.var(2).var(7).var(8).cstr("builtin").cstr("module").u8('x')).build(), "do not tile"});
  out.push_back({"invalid-dialect_section-dialect_string", with_dialects(buf{}.var(1).var(15u << 1).var(1).var(0).var(1).var(3)).build(),
                 "string index: index out of range (value 15"});
  out.push_back({"invalid-dialect_section-opname_dialect", with_dialects(buf{}.var(1).var(0).var(1).var(7).var(1).var(3)).build(),
                 "op name dialect: index out of range (value 7"});
  out.push_back({"invalid-dialect_section-opname_string", with_dialects(buf{}.var(1).var(0).var(1).var(0).var(1).var((31u << 1) | 1u)).build(),
                 "string index: index out of range (value 31"});
  out.push_back({"invalid-attr_type_offset_section-large_offset",
                 with_offsets(buf{}.var(1).var(0).var(0).var(1).var(custom(5)), buf{}.var(15)).build(), "past the attr/type section"});
  out.push_back({"invalid-attr_type_offset_section-trailing_data",
                 with_offsets(buf{}.var(1).var(0).var(0).var(1).var(custom(1)).u8(0x01), buf{}.var(15)).build(), "trailing data"});
  out.push_back({"invalid-attr_type_offset_section-attr_group_count",
                 with_offsets(buf{}.var(1).var(0).var(0).var(3).var(custom(1)).var(custom(0)).var(custom(0)), buf{}.var(15)).build(),
                 "entry group size"});
  out.push_back({"invalid-ir_section-opname", tb::with_ir(one_block(1, {bar_op(0x02, buf{}.var(1).var(0), 14)})).build(),
                 "op name: index out of range (value 14", true});
  out.push_back({"invalid-ir_section-operands",
                 tb::with_ir(one_block(2, {op1, bar_op(0x06, buf{}.var(1).var(0).var(1).var(6))})).build(),
                 "op operand value: index out of range (value 6", true});
  out.push_back({"invalid-ir_section-forwardref",
                 tb::with_ir(one_block(3, {op1, bar_op(0x06, buf{}.var(1).var(0).var(1).var(2))})).build(), "never defined", true});
  out.push_back({"invalid-ir_section-results", tb::with_ir(one_block(1, {op1, op2})).build(), "more values than it declared", true});
  out.push_back({"invalid-ir_section-successors", tb::with_ir(one_block(0, {bar_op(0x08, buf{}.var(1).var(3))})).build(),
                 "op successor block: index out of range (value 3", true});
  return out;
}

}  // namespace

TEST_CASE("LLVM invalid-bytecode faults: mlirbc rejects each with a message naming the field; so does mlir-opt 22") {
  const bool have_mlir_opt = test_support::oracle(mlir_opt);
  for (const auto& c : llvm_faults()) {
    CAPTURE(c.llvm_test);
    const error e = c.walk ? walk_error(c.file) : open_error(c.file);
    const std::string msg = e.message();
    INFO(msg);
    CHECK(e.code != errc::ok);
    CHECK(msg.find(c.message_part) != std::string::npos);
    CHECK(msg.find("byte " + std::to_string(e.offset)) != std::string::npos);
    if (have_mlir_opt) CHECK(mlir_opt_rejects(c.file, c.llvm_test));
  }
}
