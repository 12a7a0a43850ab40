// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Format rules that MLIR's reader tolerates: by default mlirbc reads such a
// file as MLIR does and reports a warning naming the section and byte; with
// limits::strict the same deviation is an error at the same place. Each
// mutant is also read by mlir-opt 22 when it is installed: it must print what
// mlirbc prints.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

using bytes = std::vector<std::byte>;

std::vector<fs::path> fixtures_of_versions(std::initializer_list<const char*> versions) {
  std::vector<fs::path> out;
  for (const fs::path& p : test_support::fixture_files())
    for (const char* v : versions)
      if (p.filename().string().ends_with(std::string(".") + v + ".mlirbc")) out.push_back(p);
  return out;
}

std::string print_of(const bytecode& b, const std::string& source_name) {
  print_options opt;
  opt.source_name = source_name;
  std::string out;
  const error e = print_generic(b, out, opt, mlir_opt_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  return out;
}

// mlir-opt 22's generic print of `data` (written to a scratch file named
// `name`), or nothing when mlir-opt is not installed.
std::optional<std::string> oracle_print(const bytes& data, const std::string& name) {
  if (!test_support::have_mlir_opt()) return std::nullopt;
  // The name check_tolerated prints with (the implicit module's location).
  const fs::path path = fs::temp_directory_path() / ("mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name);
  test_support::write_file(path, data);
  std::string text = test_support::run_capture(std::string(test_support::mlir_opt_22) +
                                               " --allow-unregistered-dialect --mlir-print-op-generic"
                                               " --mlir-print-local-scope " + path.string() + " 2>/dev/null");
  fs::remove(path);
  return text;
}

// The resource trailer (from `{-#` on) of mlir-opt 22's generic print without
// local scope, which prints one; nothing when mlir-opt is not installed.
std::optional<std::string> oracle_trailer(const bytes& data, const std::string& name) {
  if (!test_support::have_mlir_opt()) return std::nullopt;
  const fs::path path = fs::temp_directory_path() / ("mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name);
  test_support::write_file(path, data);
  std::string text = test_support::run_capture(std::string(test_support::mlir_opt_22) +
                                               " --allow-unregistered-dialect --mlir-print-op-generic " +
                                               path.string() + " 2>/dev/null");
  fs::remove(path);
  if (text.empty()) return std::nullopt;  // mlir-opt refused the file
  return text.substr(std::min(text.find("\n{-#\n"), text.size()));
}

using test_support::strict_limits;

// Whether mlir-opt 22 reads the fixture `name` whatever the heap: regen.sh kept
// its print (no .unreadable.txt instead), and no blob is aligned beyond the 16
// bytes its read buffer is sure to have (tests/data/MANIFEST.md, "Notes").
bool oracle_reads(const std::string& name, const bytecode& b) {
  const std::string stem = name.substr(0, name.size() - std::string_view(".mlirbc").size());
  if (!fs::exists(test_support::data_dir() / (stem + ".generic.txt"))) return false;
  for (const resource_entry& e : b.resources().entries()) {
    if (e.kind != resource_kind::blob || e.empty()) continue;
    const auto blob = b.get_blob(e);
    if (!blob || blob->alignment > 16) return false;
  }
  return true;
}

// Opens `mutant` both ways and checks the one warning / the strict error.
void check_tolerated(const bytes& mutant, const bytes& original, section_id section, std::uint64_t offset,
                     std::string_view rule, const std::string& name) {
  auto lenient = bytecode::open(mutant);
  REQUIRE_MESSAGE(lenient.has_value(), lenient.err().message());
  REQUIRE(lenient->warnings().count() == 1);
  const error w = lenient->warnings().list()[0];
  CHECK(w.section == section);
  CHECK(w.offset == offset);
  CHECK(std::string_view(w.what) == rule);

  auto strict = bytecode::open(mutant, strict_limits());
  REQUIRE(!strict.has_value());
  CHECK(strict.err().section == section);
  CHECK(strict.err().offset == offset);
  CHECK(std::string_view(strict.err().what) == rule);

  auto clean = bytecode::open(original, strict_limits());
  REQUIRE(clean.has_value());
  CHECK(clean->warnings().count() == 0);
  const std::string source = "mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name;
  const std::string mine = print_of(*lenient, (fs::temp_directory_path() / source).string());
  CHECK(mine == print_of(*clean, (fs::temp_directory_path() / source).string()));
  // Compared where mlir-opt reads the original (it refuses some fixtures, e.g.
  // blobs aligned beyond its buffer; docs/hostile-input.md).
  if (!oracle_reads(name, *clean)) return;
  if (const auto theirs = oracle_print(mutant, name)) {
    CHECK_MESSAGE(*theirs == mine, name << ": mlir-opt 22 prints\n" << *theirs << "\nmlirbc prints\n" << mine);
  }
}

}  // namespace

TEST_CASE("a string whose last byte is not NUL: MLIR takes its size and ignores the byte; strict refuses") {
  if (!test_support::have_mlir_opt()) MESSAGE("mlir-opt 22 not installed: mutants are not compared with it");
  int checked = 0;
  for (const fs::path& p : fixtures_of_versions({"v0", "v5", "v6"})) {
    CAPTURE(p.filename().string());
    const bytes original = test_support::read_bytes(p);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    if (b->strings().size() == 0) continue;
    const std::string_view first = b->strings()[0];
    const auto at = static_cast<std::size_t>(reinterpret_cast<const std::byte*>(first.data() + first.size()) -
                                             original.data());
    bytes mutant = original;
    mutant[at] = std::byte{'x'};
    check_tolerated(mutant, original, section_id::string, at, "string is not NUL-terminated",
                    p.filename().string());
    ++checked;
  }
  CHECK(checked >= 10);
}

TEST_CASE("op name count (v4+) that differs from the names listed: MLIR only reserves by it; strict refuses") {
  int checked = 0;
  for (const fs::path& p : fixtures_of_versions({"v4", "v5", "v6"})) {
    CAPTURE(p.filename().string());
    const bytes original = test_support::read_bytes(p);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    // The count is a one-byte varint (low bit set) in these small files: +2
    // adds one to it and keeps its length. Exactly one byte of the dialect
    // section, the count's, gives this warning at itself.
    const section& s = b->get_section(section_id::dialect);
    int found = 0;
    for (std::uint64_t i = s.offset; i < s.offset + s.length; ++i) {
      const auto byte = std::to_integer<unsigned>(original[static_cast<std::size_t>(i)]);
      if ((byte & 1u) == 0 || byte > 0xFDu) continue;
      bytes mutant = original;
      mutant[static_cast<std::size_t>(i)] = std::byte(byte + 2);
      auto m = bytecode::open(mutant);
      if (!m || m->warnings().count() != 1) continue;
      // A changed group size also breaks the total; that warning names the
      // count's byte, not the changed one.
      if (std::string_view(m->warnings().list()[0].what) != "op name count differs from the op names listed" ||
          m->warnings().list()[0].offset != i)
        continue;
      ++found;
      check_tolerated(mutant, original, section_id::dialect, i, "op name count differs from the op names listed",
                      p.filename().string());
    }
    CHECK(found == 1);
    ++checked;
  }
  CHECK(checked >= 10);
}

TEST_CASE("a resource key used twice in a dialect: MLIR names the later one KEY_1; strict refuses") {
  const std::string_view rule = "resource key used twice in its dialect: MLIR renames this one KEY_<value>";
  int checked = 0;
  for (const char* name : {"resources.v1.mlirbc", "resources.v6.mlirbc", "odd_keys.v1.mlirbc", "odd_keys.v5.mlirbc"}) {
    CAPTURE(name);
    const bytes original = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    const resource_table& res = b->resources();
    REQUIRE(res.num_dialect_resources() >= 2);
    // The string index of the first dialect resource's key, as a one-byte varint.
    const resource_entry& first = *res.dialect_resource(0).value();
    std::uint64_t index = 0;
    while (b->strings()[static_cast<std::size_t>(index)] != first.key) ++index;
    REQUIRE(index < 64);
    // Each other key byte of the resource offset section set to it: one warning, at that entry.
    const section& s = b->get_section(section_id::resource_offset);
    int found = 0;
    for (std::uint64_t i = s.offset; i < s.offset + s.length; ++i) {
      bytes mutant = original;
      mutant[static_cast<std::size_t>(i)] = std::byte{static_cast<std::uint8_t>((index << 1) | 1)};
      auto m = bytecode::open(mutant);
      if (!m || m->warnings().count() != 1 || std::string_view(m->warnings().list()[0].what) != rule) continue;
      ++found;
      const error w = m->warnings().list()[0];
      CHECK(w.section == section_id::resource);
      const resource_entry* renamed = nullptr;
      for (const resource_entry& e : m->resources().entries())
        if (e.rename != 0) renamed = &e;
      REQUIRE(renamed != nullptr);
      CHECK(renamed->key == first.key);  // the stored key, a view into the file
      CHECK(renamed->mlir_name() == std::string(first.key) + "_1");
      CHECK(w.offset == renamed->offset);
      auto strict = bytecode::open(mutant, strict_limits());
      REQUIRE_FALSE(strict.has_value());
      CHECK(strict.err().offset == w.offset);
      CHECK(std::string_view(strict.err().what) == rule);
      const std::string source = "mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name;
      const std::string mine = print_of(*m, (fs::temp_directory_path() / source).string());
      const auto theirs = oracle_print(mutant, name);
      if (theirs && !theirs->empty()) CHECK(*theirs == mine);
      // The resource trailer names the renamed entry KEY_1 as mlir-opt does (once per file: its print is slow).
      if (found == 1) {
        print_options opt;
        opt.resources = true;
        std::string with_trailer;
        REQUIRE(!print_generic(*m, with_trailer, opt, mlir_opt_dialects()));
        const std::string trailer = with_trailer.substr(std::min(with_trailer.find("\n{-#\n"), with_trailer.size()));
        CHECK(trailer.starts_with("\n{-#\n  dialect_resources: {\n"));
        if (const auto want = oracle_trailer(mutant, name)) CHECK(*want == trailer);
      }
    }
    CHECK(found == static_cast<int>(res.num_dialect_resources()) - 1);
    ++checked;
  }
  CHECK(checked == 4);
}

TEST_CASE("v0-4: an inherent attribute of a kind its definition does not accept prints in the attribute dictionary, never dropped; strict refuses") {
  // properties.vN holds `func.func @hidden` with sym_visibility = "private" (a
  // StringAttr property). Its dictionary entry's value index is pointed at an
  // IntegerAttr: mlir-opt 22 casts it to StringAttr, keeps null, and prints the
  // function without it (public; it has a body, so it verifies). mlirbc keeps
  // what the file holds: the entry prints in `{…}`, with a warning.
  int checked = 0;
  for (const char* v : {"v0", "v1", "v2", "v3", "v4"}) {
    const std::string name = std::string("properties.") + v + ".mlirbc";
    CAPTURE(name);
    const bytes original = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    attr_reader r(*b, mlir_opt_dialects());
    std::optional<std::size_t> value_byte;
    std::uint64_t dict_offset = 0, integer = 0;
    bool have_integer = false;
    for (std::uint64_t i = 0; i < b->attr_types().num_attributes(); ++i) {
      auto a = r.attribute(i);
      REQUIRE(a);
      if ((*a)->is<attrs::integer>() && i < 64 && !have_integer) {
        integer = i;
        have_integer = true;
      }
      const auto* d = (*a)->get<attrs::dictionary>();
      if (d == nullptr) continue;
      auto entry = b->attr_types().attribute_at(i);
      REQUIRE(entry);
      // code, count, then (name, value) pairs: one-byte varints in this small file.
      for (std::size_t k = 0; k < d->entries.size(); ++k) {
        if (d->entries[k].name != "sym_visibility") continue;
        auto val = r.attribute(d->entries[k].value);
        if (!val || (*val)->get<attrs::string>() == nullptr || (*val)->get<attrs::string>()->value != "private") continue;
        const std::size_t at = 2 + 2 * k + 1;
        REQUIRE(at < entry->bytes.size());
        REQUIRE(std::to_integer<std::uint64_t>(entry->bytes[at]) == ((d->entries[k].value << 1) | 1));
        value_byte = static_cast<std::size_t>(entry->offset) + at;
        dict_offset = entry->offset;
      }
    }
    REQUIRE(value_byte.has_value());
    REQUIRE(have_integer);
    bytes mutant = original;
    mutant[*value_byte] = std::byte{static_cast<std::uint8_t>((integer << 1) | 1)};
    auto m = bytecode::open(mutant);
    REQUIRE(m.has_value());
    CHECK(m->warnings().count() == 0);  // found while printing, not at open
    format_warnings sink;
    print_options opt;
    const std::string source = (fs::temp_directory_path() / ("mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name)).string();
    opt.source_name = source;
    opt.warnings = &sink;
    std::string mine;
    const error e = print_generic(*m, mine, opt, mlir_opt_dialects());
    REQUIRE_MESSAGE(!e, e.message());
    const std::vector<error> moved = sink.list();
    REQUIRE(moved.size() == 1);
    CHECK(moved[0].section == section_id::attr_type);
    CHECK(moved[0].offset == dict_offset);
    const std::string said = m->describe(moved[0]);
    CHECK_MESSAGE(said.find("op 'func.func', attribute 'sym_visibility'") != std::string::npos, said);
    // The print is the original's with that entry moved from `<{…}>` to `{…}`
    // (after llvm.emit_c_interface: the dictionary is sorted).
    std::string lost = print_of(*b, source);
    const std::string vis = ", sym_visibility = \"private\"";
    const std::size_t hidden = lost.find("sym_name = \"hidden\"" + vis);
    REQUIRE(hidden != std::string::npos);
    lost.erase(hidden + std::string("sym_name = \"hidden\"").size(), vis.size());
    std::string integer_text;
    attr_reader mr(*m, mlir_opt_dialects());
    REQUIRE(!attr_printer(mr).print_attribute(integer, integer_text));
    std::string want = lost;
    const std::string discardable = "{llvm.emit_c_interface}";
    const std::size_t dict = want.find(discardable, hidden);
    REQUIRE(dict != std::string::npos);
    want.insert(dict + discardable.size() - 1, ", sym_visibility = " + integer_text);
    CHECK(mine == want);
    // mlir-opt 22 loses it.
    const auto theirs = oracle_print(mutant, name);
    if (theirs) CHECK_MESSAGE(*theirs == lost, "mlir-opt 22 prints\n" << *theirs << "\nexpected\n" << lost);
    auto strict = bytecode::open(mutant, strict_limits());
    REQUIRE(strict.has_value());
    std::string ignored;
    const error refused = print_generic(*strict, ignored, opt, mlir_opt_dialects());
    CHECK(refused.code == errc::bad_value);
    CHECK(refused.offset == dict_offset);
    ++checked;
  }
  CHECK(checked == 5);
}

// Prints `mutant` with its warnings collected; checks the one warning at
// `offset` in `section`, the strict refusal there, and mlir-opt 22's print.
std::string check_print_warning(const bytes& mutant, section_id section, std::uint64_t offset, std::string_view rule,
                                const std::string& name) {
  auto m = bytecode::open(mutant);
  REQUIRE(m.has_value());
  CHECK(m->warnings().count() == 0);  // met while printing, not at open
  const std::string source = (fs::temp_directory_path() / ("mlirbc-warnings-" + std::to_string(::getpid()) + "-" + name)).string();
  format_warnings sink;
  print_options opt;
  opt.source_name = source;
  opt.warnings = &sink;
  std::string mine;
  const error e = print_generic(*m, mine, opt, mlir_opt_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  const std::vector<error> met = sink.list();
  REQUIRE(met.size() == 1);
  CHECK(met[0].section == section);
  CHECK(met[0].offset == offset);
  CHECK(std::string_view(met[0].what).starts_with(rule));
  auto strict = bytecode::open(mutant, strict_limits());
  REQUIRE(strict.has_value());
  std::string ignored;
  opt.warnings = nullptr;
  const error refused = print_generic(*strict, ignored, opt, mlir_opt_dialects());
  CHECK(refused);
  CHECK(refused.section == section);
  const auto theirs = oracle_print(mutant, name);
  if (theirs) CHECK_MESSAGE(*theirs == mine, "mlir-opt 22 prints\n" << *theirs << "\nmlirbc prints\n" << mine);
  return mine;
}

TEST_CASE("a negative dimension other than ?: MLIR keeps and prints it; a warning while printing; strict refuses") {
  // types.vN holds `tensor<4x?xf32>`: its entry is the type code, the rank and
  // the dimensions, each a one-byte varint here; the 4 becomes -3.
  int checked = 0;
  for (const fs::path& p : fixtures_of_versions({"v0", "v1", "v2", "v3", "v4", "v5", "v6"})) {
    if (!p.filename().string().starts_with("types.")) continue;
    CAPTURE(p.filename().string());
    const bytes original = test_support::read_bytes(p);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    attr_reader r(*b, mlir_opt_dialects());
    std::optional<std::size_t> dim_byte;
    for (std::uint64_t i = 0; i < b->attr_types().num_types() && !dim_byte; ++i) {
      auto t = r.type(i);
      REQUIRE(t);
      const auto* rt = (*t)->get<types::ranked_tensor>();
      if (rt == nullptr || rt->shape.size() != 2 || rt->shape[0] != 4 || rt->shape[1] != dynamic_dim) continue;
      const raw_entry e = b->attr_types().type(static_cast<std::size_t>(i));
      REQUIRE(e.bytes.size() > 2);
      REQUIRE(std::to_integer<unsigned>(e.bytes[2]) == ((8u << 1) | 1u));  // zigzag(4) = 8, one-byte varint
      dim_byte = static_cast<std::size_t>(e.offset) + 2;
    }
    REQUIRE(dim_byte.has_value());
    bytes mutant = original;
    mutant[*dim_byte] = std::byte{(5u << 1) | 1u};  // zigzag(-3) = 5
    const std::string mine =
        check_print_warning(mutant, section_id::attr_type, *dim_byte, "negative dimension", p.filename().string());
    CHECK(mine.find("tensor<-3x?xf32>") != std::string::npos);
    if (p.filename().string() == "types.v6.mlirbc") {  // stats lists what decoding met
      const test_support::scratch_dir dir("warnings-negative-dim");
      const fs::path path = dir.path / "negative.mlirbc";
      test_support::write_file(path, mutant);
      const std::string cli = std::string(MLIRBC_CLI) + " ";
      const std::string where = "section 'attr_type', byte " + std::to_string(*dim_byte) + ": negative dimension";
      const std::string text = test_support::run_capture(cli + "stats " + path.string() + " 2>&1");
      CHECK(text.find("warnings: 1 ") != std::string::npos);
      CHECK(text.find(where) != std::string::npos);
      CHECK(test_support::run_capture(cli + "dump " + path.string() + " 2>&1 >/dev/null").find("warning: " + where) !=
            std::string::npos);
      const std::string strict = test_support::run_capture(cli + "stats --strict " + path.string() + " 2>&1");
      CHECK(strict.find("attribute errors:     0\ntype errors:          1\n") != std::string::npos);
    }
    ++checked;
  }
  CHECK(checked == 7);
}

TEST_CASE("v5+: a registered op no table defines, of a known dialect, reads as MLIR reads an unknown op; strict refuses") {
  // properties.v5/v6 hold `arith.constant 42 : i32`; its name's first byte
  // becomes 'k'. MLIR knows no arith.konstant: it reads the property entry's
  // first varint as an attribute index and prints that attribute. (The
  // test dialect, which allows unknown ops, shows the same in the regression
  // files diff-both-same-unknown-*.mlirbc, compared with mlir-opt's print.)
  int checked = 0;
  for (const char* v : {"v5", "v6"}) {
    const std::string name = std::string("properties.") + v + ".mlirbc";
    CAPTURE(name);
    const bytes original = test_support::read_bytes(test_support::data_dir() / name);
    auto b = bytecode::open(original);
    REQUIRE(b.has_value());
    std::optional<std::size_t> name_byte;
    for (const op_name& op : b->dialects().op_names)
      if (op.dialect_name == "arith" && op.name == "constant")
        name_byte = static_cast<std::size_t>(reinterpret_cast<const std::byte*>(op.name.data()) - original.data());
    REQUIRE(name_byte.has_value());
    bytes mutant = original;
    mutant[*name_byte] = std::byte{'k'};
    // The warning's byte: the first op's property entry (all three constants
    // share the rule; one warning each, the first at the lowest entry).
    auto m = bytecode::open(mutant);
    REQUIRE(m.has_value());
    format_warnings sink;
    print_options opt;
    opt.warnings = &sink;
    std::string text;
    REQUIRE(!print_generic(*m, text, opt, mlir_opt_dialects()));
    const std::vector<error> met = sink.list();
    CHECK(met.size() == 3);  // one per constant's entry
    for (const error& w : met) CHECK(w.section == section_id::properties);
    CHECK(text.find("\"arith.konstant\"() <42 : i32> : () -> i32") != std::string::npos);
    CHECK(text.find("\"arith.konstant\"() <2.500000e+00 : f32> : () -> f32") != std::string::npos);
    auto strict = bytecode::open(mutant, strict_limits());
    REQUIRE(strict.has_value());
    std::string ignored;
    opt.warnings = nullptr;
    const error refused = print_generic(*strict, ignored, opt, mlir_opt_dialects());
    CHECK(refused.code == errc::unsupported);
    CHECK(refused.section == section_id::properties);
    if (test_support::have_mlir_opt()) {
      // mlir-opt reads the op the same way, then refuses the file because arith
      // allows no unknown op (its verifier, not its reader; its note shows the op).
      const test_support::scratch_dir dir("warnings-unknown-op");
      const fs::path path = dir.path / name;
      test_support::write_file(path, mutant);
      const std::string theirs = test_support::run_capture(std::string(test_support::mlir_opt_22) +
                                                           " --allow-unregistered-dialect --mlir-print-op-generic " +
                                                           path.string() + " 2>&1 >/dev/null");
      CHECK_MESSAGE(theirs.find("\"arith.konstant\"() <42 : i32> : () -> i32") != std::string::npos, theirs);
      CHECK_MESSAGE(theirs.find("does not allow unknown operations") != std::string::npos, theirs);
    }
    ++checked;
  }
  CHECK(checked == 2);
}

TEST_CASE("warnings are counted in full and kept up to limits::max_warnings") {
  const fs::path p = test_support::data_dir() / "attributes.v6.mlirbc";
  bytes data = test_support::read_bytes(p);
  auto b = bytecode::open(data);
  REQUIRE(b.has_value());
  const std::size_t n = b->strings().size();
  REQUIRE(n > 3);
  std::vector<std::size_t> ends;
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view s = b->strings()[i];
    ends.push_back(static_cast<std::size_t>(reinterpret_cast<const std::byte*>(s.data() + s.size()) - data.data()));
  }
  for (std::size_t at : ends) data[at] = std::byte{'x'};
  limits lim;
  lim.max_warnings = 3;
  auto m = bytecode::open(data, lim);
  REQUIRE(m.has_value());
  CHECK(m->warnings().count() == n);
  REQUIRE(m->warnings().list().size() == 3);
  for (std::size_t k = 0; k < 3; ++k) CHECK(m->warnings().list()[k].offset == ends[k]);
  CHECK(!bytecode::open(data, strict_limits()).has_value());
}

TEST_CASE("cli: info and stats list the warnings (text and JSON); --strict refuses; dump warns on stderr") {
  const fs::path p = test_support::data_dir() / "branches.v6.mlirbc";
  bytes data = test_support::read_bytes(p);
  auto b = bytecode::open(data);
  REQUIRE(b.has_value());
  const std::string_view first = b->strings()[0];
  const auto at = static_cast<std::size_t>(reinterpret_cast<const std::byte*>(first.data() + first.size()) -
                                           data.data());
  data[at] = std::byte{'x'};
  const test_support::scratch_dir dir("warnings-cli");
  const fs::path path = dir.path / "string.mlirbc";
  test_support::write_file(path, data);
  const std::string cli = std::string(MLIRBC_CLI) + " ";
  const std::string where = "section 'string', byte " + std::to_string(at) + ": string is not NUL-terminated";
  for (const char* cmd : {"info ", "stats "}) {
    CAPTURE(cmd);
    const std::string text = test_support::run_capture(cli + cmd + path.string() + " 2>&1");
    CHECK(text.find("warnings: 1 ") != std::string::npos);
    CHECK(text.find(where) != std::string::npos);
    const std::string json = test_support::run_capture(cli + cmd + "--json " + path.string() + " 2>/dev/null");
    CHECK(json.find("\"warnings\": [{\"section\": \"string\", \"offset\": " + std::to_string(at) + ", ") !=
          std::string::npos);
    CHECK(json.find("\"warning_count\": 1}") != std::string::npos);
    const std::string strict = test_support::run_capture(cli + cmd + "--strict " + path.string() + " 2>&1; echo \"rc=$?\"");
    CHECK(strict.find(where) != std::string::npos);
    CHECK(strict.find("rc=1") != std::string::npos);
    CHECK(strict.find("warnings:") == std::string::npos);
  }
  const std::string dump_err = test_support::run_capture(cli + "dump " + path.string() + " 2>&1 >/dev/null");
  CHECK(dump_err.find("warning: " + where) != std::string::npos);
  const std::string clean = test_support::run_capture(cli + "info --json " + p.string());
  CHECK(clean.find("\"warnings\": [], \"warning_count\": 0}") != std::string::npos);
  fs::remove(path);
}

TEST_CASE("the walk's warnings reach weight_index, function_index and the CLI's constants and resources --uses") {
  // A file that mlir-opt reads (tests/regressions): bytes after its top-level ops.
  const fs::path path = test_support::data_dir().parent_path() / "regressions" / "diff-both-same-ir-trailing-bytes.mlirbc";
  auto f = bytecode_file::open(path.string());
  REQUIRE(f);
  format_warnings probed;
  ir_walker probe(f->view(), &probed);
  struct none {} v;
  REQUIRE(!probe.walk(v));
  REQUIRE(!probe.walk(v));  // walked again: the same byte, one warning
  REQUIRE(probed.count() == 1);
  const error expected = probed.list()[0];
  CHECK(expected.code == errc::trailing_data);
  CHECK(expected.section == section_id::ir);

  format_warnings read;  // the reader's sink gets the index walk's warnings too
  attr_reader r(f->view(), default_dialects(), &read);
  auto weights = weight_index::build(r);
  REQUIRE(weights);
  REQUIRE(read.count() == 1);
  CHECK(read.list()[0].offset == expected.offset);
  format_warnings indexed;
  auto fns = function_index::build(f->view(), &indexed);
  REQUIRE(fns);
  REQUIRE(indexed.count() == 1);
  CHECK(indexed.list()[0].offset == expected.offset);

  limits strict;
  strict.strict = true;
  auto sf = bytecode_file::open(path.string(), strict);
  REQUIRE(sf);
  attr_reader sr(sf->view(), default_dialects());
  auto refused = weight_index::build(sr);
  REQUIRE(!refused);
  CHECK(refused.err().code == errc::trailing_data);
  CHECK(refused.err().offset == expected.offset);
  auto refused_fns = function_index::build(sf->view());
  REQUIRE(!refused_fns);
  CHECK(refused_fns.err().offset == expected.offset);

  const std::string where = "warning: " + expected.message();
  const std::string cli = std::string(MLIRBC_CLI) + " ";
  for (const char* cmd : {"constants ", "resources --uses "}) {
    CAPTURE(cmd);
    CHECK(test_support::run_capture(cli + cmd + path.string() + " 2>&1 >/dev/null").find(where) != std::string::npos);
  }
}

TEST_CASE("one sink: one warning per byte whichever stage reports it, listed in file order, the lowest offsets kept") {
  format_warnings sink(2);
  CHECK(sink.report(error{errc::bad_value, section_id::ir, 30, "c"}));
  CHECK(sink.report(error{errc::bad_value, section_id::attr_type, 10, "a"}));
  CHECK(!sink.report(error{errc::bad_value, section_id::attr_type, 10, "a again"}));
  CHECK(sink.report(error{errc::bad_value, section_id::string, 20, "b"}));
  CHECK(sink.count() == 3);
  std::vector<error> kept = sink.list();
  REQUIRE(kept.size() == 2);  // the first two in file order, not the first two reported
  CHECK(kept[0].offset == 10);
  CHECK(std::string_view(kept[0].what) == "a");
  CHECK(kept[1].offset == 20);
  CHECK(sink.tolerate(error{errc::bad_value, section_id::ir, 5, "strict"}, true).offset == 5);
  CHECK(sink.count() == 3);  // strict mode refuses: nothing reported

  // Copies and moves (an opened file moves its open warnings) keep the list,
  // the count and the offsets already seen.
  format_warnings copied = sink;
  format_warnings moved = std::move(copied);
  CHECK(moved.count() == 3);
  CHECK(moved.list().size() == 2);
  CHECK(!moved.report(error{errc::bad_value, section_id::ir, 30, "c again"}));
  format_warnings assigned;
  assigned = std::move(moved);
  CHECK(assigned.count() == 3);
  CHECK(assigned.list()[1].offset == 20);
  // Copy assignment, also of a sink to itself (through a reference, as generic code would).
  format_warnings copy_assigned;
  copy_assigned = assigned;
  format_warnings& same = copy_assigned;
  copy_assigned = same;
  CHECK(copy_assigned.count() == 3);
  CHECK(copy_assigned.list()[0].offset == 10);
  CHECK(!copy_assigned.report(error{errc::bad_value, section_id::ir, 30, "c once more"}));

  // A file with a warning at open (a string's last byte) and one that walks
  // meet (bytes after the top-level ops): the print, the function index and
  // the weight index all report to one sink made from what open met.
  const fs::path p = test_support::data_dir().parent_path() / "regressions" / "diff-both-same-ir-trailing-bytes.mlirbc";
  bytes data = test_support::read_bytes(p);
  auto clean = bytecode::open(data);
  REQUIRE(clean.has_value());
  REQUIRE(clean->strings().size() > 0);
  const std::string_view first = clean->strings()[0];
  const auto at = static_cast<std::uint64_t>(reinterpret_cast<const std::byte*>(first.data() + first.size()) - data.data());
  data[static_cast<std::size_t>(at)] = std::byte{'x'};
  auto b = bytecode::open(data);
  REQUIRE(b.has_value());
  REQUIRE(b->warnings().count() == 1);
  format_warnings all = b->warnings();
  print_options opt;
  opt.warnings = &all;
  std::string text;
  REQUIRE(!print_generic(*b, text, opt, mlir_opt_dialects()));
  CHECK(b->warnings().count() == 1);  // the copy grew, not the file's
  REQUIRE(all.count() == 2);
  const std::vector<error> listed = all.list();
  CHECK(listed[0].offset < listed[1].offset);  // file order (MLIR writes the IR before the strings)
  const bool ir_first = listed[0].section == section_id::ir;
  const error& walked = listed[ir_first ? 0 : 1];
  const error& opened = listed[ir_first ? 1 : 0];
  CHECK(opened.section == section_id::string);
  CHECK(opened.offset == at);
  CHECK(walked.section == section_id::ir);
  CHECK(walked.code == errc::trailing_data);
  opt.threads = 4;  // the same bytes again, on other threads and other stages
  text.clear();
  REQUIRE(!print_generic(*b, text, opt, mlir_opt_dialects()));
  REQUIRE(function_index::build(*b, &all));
  attr_reader reader(*b, mlir_opt_dialects(), &all);
  REQUIRE(weight_index::build(reader));
  CHECK(all.count() == 2);
  const std::vector<error> again = all.list();
  REQUIRE(again.size() == 2);
  CHECK(again[0].offset == listed[0].offset);
  CHECK(again[1].offset == listed[1].offset);
}

TEST_CASE("v5+: properties that nothing decodes print opaque with a warning naming the op; the file reads to the end") {
  // properties.v6's dialect `arith` becomes `arizh`: its ops stay marked
  // registered, with entries laid out by a dialect no table has (a private or
  // downstream dialect). Each such op shows its entry's bytes.
  const bytes original = test_support::read_bytes(test_support::data_dir() / "properties.v6.mlirbc");
  auto b0 = bytecode::open(original);
  REQUIRE(b0.has_value());
  std::optional<std::size_t> dialect_byte;
  for (const op_name& op : b0->dialects().op_names)
    if (op.dialect_name == "arith")
      dialect_byte = static_cast<std::size_t>(reinterpret_cast<const std::byte*>(op.dialect_name.data()) - original.data());
  REQUIRE(dialect_byte.has_value());
  bytes mutant = original;
  mutant[*dialect_byte + 3] = std::byte{'z'};
  auto b = bytecode::open(mutant);
  REQUIRE(b.has_value());

  format_warnings sink;
  print_options opt;
  opt.warnings = &sink;
  std::string text;
  REQUIRE(!print_generic(*b, text, opt, mlir_opt_dialects()));
  const std::vector<error> met = sink.list();
  std::size_t opaque = 0;
  for (std::size_t at = 0; (at = text.find("<#mlirbc.opaque_properties<\"0x", at)) != std::string::npos; ++at) ++opaque;
  CHECK(opaque >= 5);  // the constants, addi, muli, addf, mulf, ...
  CHECK(text.find("\"arizh.addi\"(%arg0, %arg1) <#mlirbc.opaque_properties<\"0x") != std::string::npos);
  CHECK(text.find("\"func.func\"() <{") != std::string::npos);  // the rest decodes as before
  REQUIRE(!met.empty());
  for (const error& w : met) {
    CHECK(w.section == section_id::properties);
    CHECK(b->describe(w).find("op 'arizh.") != std::string::npos);
  }
  // The weight index and the function index walk past them.
  attr_reader reader(*b, mlir_opt_dialects());
  auto idx = weight_index::build(reader);
  REQUIRE_MESSAGE(idx.has_value(), idx.err().message());
  CHECK(idx->ops_with_unreadable_properties() > 0);
  REQUIRE(idx->first_unreadable_op() != nullptr);
  CHECK(idx->first_unreadable_op()->full_name().starts_with("arizh."));
  CHECK(idx->first_unreadable_properties().section == section_id::properties);

  auto strict = bytecode::open(mutant, strict_limits());
  REQUIRE(strict.has_value());
  std::string ignored;
  opt.warnings = nullptr;
  const error refused = print_generic(*strict, ignored, opt, mlir_opt_dialects());
  CHECK(refused.code == errc::unsupported);
  CHECK(refused.section == section_id::properties);
  CHECK(strict->describe(refused).find("op 'arizh.") != std::string::npos);
  attr_reader strict_reader(*strict, mlir_opt_dialects());
  auto strict_idx = weight_index::build(strict_reader);
  REQUIRE_FALSE(strict_idx.has_value());
  CHECK(strict_idx.err().code == errc::unsupported);
  CHECK(strict_idx.err().section == section_id::properties);

  // The CLI: dump exits 0 with the warnings on stderr, stats counts the ops,
  // --strict refuses naming the op.
  const test_support::scratch_dir dir("warnings-opaque-properties");
  const fs::path path = dir.path / "arizh.mlirbc";
  test_support::write_file(path, mutant);
  const std::string cli = std::string(MLIRBC_CLI) + " ";
  const auto dump = test_support::run_command(cli + "dump " + path.string() + " 2>" + (dir.path / "err").string());
  CHECK(dump.status == 0);
  const std::string err = test_support::read_text(dir.path / "err");
  CHECK(err.find("warning: section 'properties', byte ") != std::string::npos);
  CHECK(err.find(": op 'arizh.") != std::string::npos);
  const auto stats = test_support::run_command(cli + "stats --json " + path.string() + " 2>/dev/null");
  CHECK(stats.status == 0);
  CHECK(stats.out.find("\"property_errors\": " + std::to_string(opaque) + ",") != std::string::npos);
  const auto refuse = test_support::run_command(cli + "dump --strict " + path.string() + " 2>&1 >/dev/null");
  CHECK(refuse.status == 1);
  CHECK(refuse.out.find("section 'properties', byte ") != std::string::npos);
  CHECK(refuse.out.find("op 'arizh.") != std::string::npos);

  // What the dump shows is MLIR text: mlir-opt parses it (the dialect is unregistered).
  if (test_support::have_mlir_opt()) {
    const fs::path shown = dir.path / "shown.mlir";
    test_support::write_file(shown, dump.out);
    const auto parsed = test_support::run_command(std::string(test_support::mlir_opt_22) +
                                                  " --allow-unregistered-dialect --mlir-print-op-generic " +
                                                  shown.string() + " 2>&1");
    CHECK_MESSAGE(parsed.status == 0, parsed.out);
    CHECK(parsed.out.find("\"arizh.addi\"(%arg0, %arg1) <#mlirbc.opaque_properties<\"0x") != std::string::npos);
  }
}

// Bytecode as the ecosystem writes it (MLIRBC_SHARED_DIR/realworld: JAX,
// torch-mlir for IREE, Catalyst, ByteIR, a private dialect): never refused
// whole. Ops whose properties nothing decodes show opaque, with a warning.
TEST_CASE("real-world samples (MLIRBC_SHARED_DIR): dump and stats read every file to the end") {
  const fs::path dir = test_support::realworld_dir();
  if (dir.empty() || !fs::is_directory(dir)) {
    MESSAGE("real-world samples skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  const std::vector<fs::path> files = test_support::realworld_files();
  REQUIRE(!files.empty());
  const std::string cli = std::string(MLIRBC_CLI) + " ";
  for (const fs::path& f : files) {
    CAPTURE(f.string());
    const auto dump = test_support::run_command(cli + "dump '" + f.string() + "' 2>&1 >/dev/null");
    CHECK_MESSAGE(dump.status == 0, dump.out.substr(0, 1000));
    const auto stats = test_support::run_command(cli + "stats '" + f.string() + "' 2>&1 >/dev/null");
    CHECK_MESSAGE(stats.status == 0, stats.out.substr(0, 1000));
    // A warning names the op whose properties show opaque.
    if (dump.out.find("section 'properties'") != std::string::npos) CHECK(dump.out.find(": op '") != std::string::npos);
  }
  MESSAGE(files.size() << " real-world files read to the end");
}

TEST_CASE("regressions: open-strict-refuses-first-met.bin: warnings listed in file order, strict refuses at the first one open meets") {
  // Found by fuzz_open: a dialect-section warning (op name count, byte 23) and a
  // string-section one (a string not NUL-terminated, byte 914). The list is in
  // file order; open reads the strings first, so strict mode refuses there.
  const fs::path p = test_support::data_dir().parent_path() / "regressions" / "open-strict-refuses-first-met.bin";
  const bytes data = test_support::read_bytes(p);
  auto tolerant = bytecode::open(data);
  REQUIRE(tolerant.has_value());
  const std::vector<error> list = tolerant->warnings().list();
  REQUIRE(list.size() == 2);
  CHECK(list[0].section == section_id::dialect);
  CHECK(list[0].offset == 23);
  CHECK(list[1].section == section_id::string);
  CHECK(list[1].offset == 914);
  auto strict = bytecode::open(data, test_support::strict_limits());
  REQUIRE(!strict.has_value());
  CHECK(strict.err().section == section_id::string);
  CHECK(strict.err().offset == 914);
}
