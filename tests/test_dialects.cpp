// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Dialect decoders: the upstream ones (llvm, quant, test) against mlir-opt
// 22's prints, and the user extension point (dialect_registry.hpp) with a
// user-registered decoder for a versioned dialect and a Toy-style struct type.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "mlirbc/printing/attr_printer.hpp"
#include "mlirbc/attributes/attr_reader.hpp"
#include "mlirbc/tables/bytecode.hpp"
#include "mlirbc/dialects/dlti.hpp"
#include "mlirbc/dialects/test.hpp"
#include "mlirbc/printing/ir_printer.hpp"
#include "builder.hpp"
#include "print_support.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using namespace mlirbc;

namespace {

const char* const mlir_opt = test_support::mlir_opt_22;
using test_support::have_mlir_opt;
using test_support::run_capture;


std::string print_attr(const attr_reader& r, std::uint64_t i) {
  attr_printer p(r);
  std::string s;
  const error e = p.print_attribute(i, s);
  REQUIRE_MESSAGE(!e, e.message());
  return s;
}

// The printed text of entry i, full (`#llvm.di_file<...>`) and stripped (`<...>`).
struct printed {
  std::string full, stripped;
};
printed print_both(const attr_reader& r, std::uint64_t i, bool is_type) {
  attr_printer p(r);
  printed out;
  const error e = is_type ? p.print_type(i, out.full) : p.print_attribute(i, out.full);
  REQUIRE_MESSAGE(!e, e.message());
  const auto lt = out.full.find('<');
  if (lt != std::string::npos) out.stripped = out.full.substr(lt);
  // An expression element prints bare inside its expression.
  if (out.full.rfind("#llvm.di_expression_elem<", 0) == 0) out.stripped = out.stripped.substr(1, out.stripped.size() - 2);
  return out;
}

// The biggest dictionary attribute of a file (the op's attribute dictionary).
std::uint64_t biggest_dictionary(const attr_reader& r) {
  std::uint64_t best = 0;
  std::size_t size = 0;
  for (std::size_t i = 0; i < r.num_attributes(); ++i) {
    auto a = r.attribute(i);
    REQUIRE(a.has_value());
    if (const auto* d = (*a)->get<attrs::dictionary>(); d != nullptr && d->entries.size() > size) {
      size = d->entries.size();
      best = i;
    }
  }
  REQUIRE(size > 0);
  return best;
}

// Converts MLIR text to bytecode with mlir-opt, then returns (bytecode path, mlir-opt's print of it).
std::pair<fs::path, std::string> through_mlir_opt(const std::string& name, const std::string& src) {
  static const test_support::scratch_dir dir("test-dialects");  // the files live as long as the test run
  const fs::path in = dir.path / (name + ".mlir");
  const fs::path bc = dir.path / (name + ".mlirbc");
  test_support::write_file(in, src);
  (void)run_capture(std::string(mlir_opt) + " --allow-unregistered-dialect --emit-bytecode " + in.string() + " -o " +
                    bc.string());
  std::string text = run_capture(std::string(mlir_opt) +
                                 " --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope " +
                                 bc.string());
  fs::remove(in);
  return {bc, text};
}

// Converts `src` with mlir-opt and checks the op's attribute dictionary, read
// back from the bytecode, prints as mlir-opt prints it and decodes in full;
// `check_entries` adds the dialect's own checks on the file's entries.
template <class CheckEntries>
void check_dictionary_prints_as_mlir_opt(const std::string& name, const std::string& src, CheckEntries check_entries) {
  const auto converted = through_mlir_opt(name, src);
  const fs::path& bc = converted.first;
  const std::string& text = converted.second;  // a structured binding: clang 14 refuses it in CHECK_MESSAGE
  auto f = bytecode_file::open(bc.string());
  REQUIRE(f.has_value());
  attr_reader r(f->view(), mlir_opt_dialects());
  const std::string dict = print_attr(r, biggest_dictionary(r));
  CHECK_MESSAGE(text.find(dict) != std::string::npos, dict << "\n---\n" << text);
  check_entries(r);
  CHECK(r.undecodable_count() == 0);
  fs::remove(bc);
}

}  // namespace

// The upstream decoders are built on the user extension point.
static_assert(dialect_plugin<dialects::llvm_dialect>);
static_assert(dialect_plugin<dialects::quant_dialect>);
static_assert(dialect_plugin<dialects::test_dialect>);
static_assert(!dialect_plugin<int>);

TEST_CASE("upstream dialect entries of the corpus decode and print as mlir-opt prints them") {
  if (!test_support::have_corpus()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  std::map<std::string, std::size_t> decoded, matched;
  std::size_t files = 0, opaque = 0;
  for (const auto& d : fs::directory_iterator(test_support::corpus_dir())) {
    if (!d.is_directory()) continue;
    for (const auto& e : fs::directory_iterator(d.path())) {
      if (e.path().extension() != ".mlirbc") continue;
      auto f = bytecode_file::open(e.path().string());
      REQUIRE(f.has_value());
      const bytecode& b = f->view();
      attr_reader r(b, mlir_opt_dialects());
      const bool v6 = e.path().filename() == "v6.mlirbc";
      const fs::path txt = d.path() / "generic-debuginfo-local-scope.txt";
      const std::string text = v6 && fs::exists(txt) ? test_support::read_text(txt) : std::string();
      ++files;
      for (int pass = 0; pass < 2; ++pass) {
        const bool is_type = pass == 1;
        const std::size_t n = is_type ? r.num_types() : r.num_attributes();
        for (std::size_t i = 0; i < n; ++i) {
          const raw_entry re = is_type ? b.attr_types().type(i) : b.attr_types().attribute(i);
          const std::string dialect(b.dialects().dialects[re.dialect].name);
          if (!re.custom || dialect == "builtin") continue;
          if (is_type) {
            auto t = r.type(i);
            REQUIRE_MESSAGE(t.has_value(), e.path().string() << ": " << t.err().message());
            CHECK((*t)->is<types::dialect>());
          } else {
            auto a = r.attribute(i);
            REQUIRE_MESSAGE(a.has_value(), e.path().string() << ": " << a.err().message());
            CHECK((*a)->is<attrs::dialect>());
          }
          ++decoded[dialect];
          if (text.empty()) continue;
          const printed p = print_both(r, i, is_type);
          const bool found = text.find(p.full) != std::string::npos ||
                             (!p.stripped.empty() && text.find(p.stripped) != std::string::npos);
          CHECK_MESSAGE(found, e.path().string() << " entry " << i << ": " << p.full);
          if (found) ++matched[dialect];
        }
      }
      opaque += r.undecodable_count();
    }
  }
  for (const auto& [d, n] : decoded)
    MESSAGE(d << ": " << n << " custom entries decoded in all versions, " << matched[d]
              << " of the v6 ones matched verbatim (full or stripped) in mlir-opt's print");
  MESSAGE(files << " files; " << opaque << " opaque entries left");
  CHECK(decoded["llvm"] > 0);
  CHECK(decoded["test"] > 0);
  CHECK(opaque == 0);
}

TEST_CASE("llvm debug-info and loop attributes: a dictionary of every kind matches mlir-opt exactly") {
  if (!have_mlir_opt()) return;
  // Every LLVM attribute with a custom encoding, with every parameter set.
  const std::string src = R"MLIR(#file = #llvm.di_file<"f.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = true, emissionKind = Full, nameTableKind = None>
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#dt = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #bt, sizeInBits = 64, alignInBits = 8, offsetInBits = 4, dwarfAddressSpace = 0, extraData = #bt>
#ct = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true, tag = DW_TAG_structure_type, name = "S", file = #file, line = 3, scope = #file, baseType = #bt, flags = "Public|Vector", sizeInBits = 64, alignInBits = 32, dataLocation = #llvm.di_expression<[DW_OP_deref]>, rank = #llvm.di_expression<[DW_OP_push_object_address]>, allocated = #llvm.di_expression<[DW_OP_lit0]>, associated = #llvm.di_expression<[DW_OP_constu(5)]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64, upperBound = 5 : i64, stride = 2 : i64>>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #bt, #dt>
#ns = #llvm.di_namespace<name = "ns", scope = #file, exportSymbols = true>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #ns, name = "f", linkageName = "_Z1f", file = #file, line = 7, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #st, annotations = #llvm.di_annotation<name = "a", value = "b">>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 9, column = 10>
#lbf = #llvm.di_lexical_block_file<scope = #sp, file = #file, discriminator = 0>
#lv = #llvm.di_local_variable<scope = #lb, name = "v", file = #file, line = 12, arg = 2, alignInBits = 64, type = #bt, flags = Artificial>
#lab = #llvm.di_label<scope = #lbf, name = "L", file = #file, line = 13>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "_g", file = #file, line = 14, type = #bt, isLocalToUnit = true, isDefined = true, alignInBits = 8>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_convert(16, DW_ATE_signed), DW_OP_LLVM_extract_bits_zext(1, 2)]>>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #ns, file = #file, line = 15, name = "imp", elements = #bt>
#la = #llvm.loop_annotation<disableNonforced = true, unroll = <count = 4 : i32>, mustProgress = false, parallelAccesses = #llvm.access_group<id = distinct[3]<>>>
"x.op"() {a = #file, b = #cu, c = #bt, d = #dt, e = #ct, f = #st, g = #ns, h = #sp, i = #lb, j = #lbf, k = #lv, l = #lab, m = #gv, n = #gve, o = #ie, p = #la, q = #llvm.di_expression<>, r = #llvm.di_subrange<>} : () -> ()
)MLIR";
  check_dictionary_prints_as_mlir_opt("llvm", src, [](const attr_reader& r) {
    std::set<std::string_view> kinds;
    for (std::size_t i = 0; i < r.num_attributes(); ++i)
      if (const auto* d = r.attr_node(i).get<attrs::dialect>())
        kinds.insert(d->as<dialects::llvm_dialect::llvm_attribute>()->mnemonic());
    CHECK(kinds.size() == 19);  // every LLVM attribute code
  });
}

TEST_CASE("llvm: an unknown code or a cut entry is an error; another release's entries stay opaque") {
  // One llvm attribute entry (custom, dialect 1) in a version-0 file of this producer.
  auto file = [](std::string_view producer, const std::vector<std::uint64_t>& varints) {
    std::vector<std::byte> dialects, offsets, data;
    test_support::put_varint(dialects, 2);
    test_support::put_varint(dialects, 0);
    test_support::put_varint(dialects, 1);
    for (auto v : varints) test_support::put_varint(data, v);
    test_support::put_varint(offsets, 1);
    test_support::put_varint(offsets, 0);
    test_support::put_varint(offsets, 1);
    test_support::put_varint(offsets, 1);
    test_support::put_varint(offsets, (data.size() << 1) | 1);
    return test_support::v0_file(producer, {"builtin", "llvm"}, dialects, offsets, data);
  };
  auto decode = [](const std::vector<std::byte>& bytes) -> std::pair<std::string, bool> {
    auto b = bytecode::open(bytes);
    REQUIRE_MESSAGE(b.has_value(), b.err().message());
    attr_reader r(*b, default_dialects());
    auto a = r.attribute(0);
    if (!a) return {a.err().message(), false};
    return {{}, (*a)->is<attrs::opaque>()};
  };
  CHECK(decode(file("MLIR22.1.8", {19})).first.find("unknown llvm attribute code") != std::string::npos);
  CHECK(decode(file("MLIR22.1.8", {})).first.find("llvm attribute code") != std::string::npos);
  // LLVM 19's layouts differ and are not known: the entry is kept opaque, not misread.
  const auto other = decode(file("MLIR19.1.7", {19}));
  CHECK(other.first.empty());
  CHECK(other.second);
}

TEST_CASE("quant types: unknown codes, storage types of no or too many bits, cut entries; 64-bit storage bounds") {
  const std::vector<test_support::custom_entry> types = {
      {0, {0, 32u << 2}},                                                   // 0 i32
      {0, {0, 64u << 2}},                                                   // 1 i64
      {0, {0, 0}},                                                          // 2 i0
      {1, {0}},                                                             // 3 code 0
      {1, {7}},                                                             // 4 code 7
      {1, {}},                                                              // 5 no code
      {1, {1, 1, 2, 0, 0}},                                                 // 6 any<i0>
      {1, {1, 1, 1, test_support::zigzag(INT64_MIN), test_support::zigzag(INT64_MAX)}},           // 7 any<i64>, full range
      {1, {1, 0, 1, 0, test_support::zigzag(-1)}},                                     // 8 any<u64>, full range
      {1, {1, 1}},                                                          // 9 cut after the flags
      {0, {0, 65u << 2}},                                                   // 10 i65
      {1, {1, 1, 10, 0, 0}},                                                // 11 any<i65>
  };
  const auto bytes = test_support::custom_entry_file("quant", {}, types);
  auto b = bytecode::open(bytes);
  REQUIRE(b.has_value());
  attr_reader r(*b, default_dialects());
  auto error_of = [&](std::uint64_t i) {
    auto t = r.type(i);
    return t ? std::string() : t.err().message();
  };
  CHECK(error_of(3).find("unknown quant type code") != std::string::npos);
  CHECK(error_of(4).find("unknown quant type code") != std::string::npos);
  CHECK(error_of(5).find("quant type code") != std::string::npos);
  CHECK(error_of(9).find("quant storage type") != std::string::npos);
  for (const std::uint64_t i : {std::uint64_t{6}, std::uint64_t{11}}) {
    CAPTURE(i);
    CHECK(error_of(i).find("quant storage type must be an integer type of 1 to 64 bits") != std::string::npos);
  }
  // A 64-bit storage type's full range is its default: no bounds printed.
  attr_printer p(r);
  std::string s;
  REQUIRE(!p.print_type(7, s));
  CHECK(s == "!quant.any<i64>");
  s.clear();
  REQUIRE(!p.print_type(8, s));
  CHECK(s == "!quant.any<u64>");
}

TEST_CASE("quant types: every kind matches mlir-opt exactly") {
  if (!have_mlir_opt()) return;
  const std::string src =
      "\"x.op\"() {a = !quant.uniform<i8:f32, 1.0>, b = !quant.uniform<u8:f32, 0.5:128>, "
      "c = !quant.uniform<i8<-8:7>:f32, 1.5e-3:-3>, d = !quant.any<i8:f32>, e = !quant.any<i8<-100:100>>, "
      "f = !quant.calibrated<f32<-0.5:1.25>>, g = !quant.uniform<i8:f32:1, {2.0:3, 0.1, 1.0e10:-4}>, "
      "h = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0:1, 4.0:9}}>, i = !quant.uniform<i16:f16, "
      "0.3333333333333333>, k = !quant.uniform<u4:bf16, 0.25:7>, l = !quant.any<i32:f64>, "
      "m = tensor<2x!quant.uniform<i32:f32, 2.0>>, n = !quant.uniform<u32:f32, 1.0>, "
      "o = !quant.uniform<u8<1:200>:f32, 1.0>, p = !quant.uniform<i8:f32:{0:2}, {{2.0:-3, 2.0:-3}}>, "
      "q = !quant.uniform<i8:f32:{0:1}, {3.0:-1, 4.0:-2}>, r = !quant.uniform<i4:f32:{0:1}, {3.0:-1, 4.0:7}>, "
      "s = !quant.uniform<i16:f32:{0:1}, {2.0:-300, 3.0:5}>, t = !quant.uniform<i32:f64:{0:1}, {2.0:-70000, 3.0}>} "
      ": () -> ()\n";
  check_dictionary_prints_as_mlir_opt("quant", src, [](const attr_reader& r) {
    std::size_t quant = 0;
    for (std::size_t i = 0; i < r.num_types(); ++i)
      if (r.type_node(i).is<types::dialect>()) ++quant;
    CHECK(quant == 19);
  });
}

// ---------------------------------------------------------------- user hooks

namespace {

// A user's own decoder for the test dialect's `#test.attr_params<v0, v1>`: the
// field order depends on the dialect version stored in the file.
struct my_params_decoder {
  static constexpr std::string_view dialect = "test";
  struct attribute_value {
    std::uint64_t major = 2, minor = 0;
    std::uint64_t v0 = 0, v1 = 0;
  };
  attribute_value decode_attribute(dialect_reader& r) const {
    attribute_value a;
    if (r.has_dialect_version()) {
      cursor c = r.dialect_version();
      a.major = c.varint("major");
      a.minor = c.varint("minor");
    }
    if (r.varint("code") != 0) r.fail("not attr_params");
    const std::uint64_t first = r.varint("first"), second = r.varint("second");
    a.v0 = a.major < 2 ? second : first;
    a.v1 = a.major < 2 ? first : second;
    return a;
  }
  void print_attribute(const attribute_value& a, dialect_printer& p) const {
    p.mnemonic("attr_params");
    p.text("<" + std::to_string(a.v0) + ", " + std::to_string(a.v1) + ">");
  }
};
static_assert(dialect_plugin<my_params_decoder>);

// Index of the test dialect's custom attribute entry.
std::uint64_t test_attr_entry(const bytecode& b) {
  for (std::size_t i = 0; i < b.attr_types().num_attributes(); ++i) {
    const raw_entry e = b.attr_types().attribute(i);
    if (e.custom && b.dialects().dialects[e.dialect].name == "test") return i;
  }
  FAIL("no test dialect entry");
  return 0;
}

}  // namespace

TEST_CASE("user hook: versioned test dialect attributes, checked against mlir-opt") {
  if (!test_support::have_corpus()) {
    MESSAGE("corpus sweep skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  const fs::path dir = test_support::corpus_dir() / "bytecode-bytecode-callback-with-custom-attribute-000";
  const std::string expected_text = test_support::read_text(dir / "generic-debuginfo-local-scope.txt");
  dialect_registry mine;
  mine.add(my_params_decoder{});
  // v0 has no dialect versions (read as 2.0), v6 stores 2.0: both print as mlir-opt printed them.
  for (const char* name : {"v0.mlirbc", "v1.mlirbc", "v6.mlirbc"}) {
    auto f = bytecode_file::open((dir / name).string());
    REQUIRE(f.has_value());
    attr_reader r(f->view(), mine);
    const std::uint64_t i = test_attr_entry(f->view());
    const std::string s = print_attr(r, i);
    CHECK_MESSAGE(expected_text.find(s) != std::string::npos, name << ": " << s);
    const auto* v = r.attr_node(i).get<attrs::dialect>()->as<my_params_decoder::attribute_value>();
    REQUIRE(v != nullptr);
    CHECK(r.attr_node(i).get<attrs::dialect>()->as<dialects::test_dialect::attr_params>() == nullptr);
  }
  // Without a decoder the entry is opaque.
  {
    auto f = bytecode_file::open((dir / "v6.mlirbc").string());
    REQUIRE(f.has_value());
    attr_reader r(f->view(), dialect_registry{});
    (void)print_attr(r, test_attr_entry(f->view()));
    CHECK(r.undecodable_count() == 1);
  }
  if (!have_mlir_opt()) {
    MESSAGE("skipped the version-1.x file: " << mlir_opt << " not installed");
    return;
  }
  // The same bytes with the stored test dialect version changed to 1.7: the
  // reference reader then takes the fields in the old order (v1 first).
  std::vector<std::byte> bytes = test_support::read_bytes(dir / "v6.mlirbc");
  std::uint64_t version_at = 0;
  {
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    for (const auto& d : b->dialects().dialects)
      if (d.name == "test") {
        REQUIRE(d.version.size() == 2);  // varint 2, varint 0
        version_at = d.version_offset;
      }
  }
  REQUIRE(version_at != 0);
  bytes[version_at] = std::byte{0x03};      // major 1
  bytes[version_at + 1] = std::byte{0x0F};  // minor 7
  const test_support::scratch_dir scratch("test-dialects-v1x");
  const fs::path patched = scratch.path / "v1x.mlirbc";
  test_support::write_file(patched, bytes);
  const std::string text = run_capture(std::string(mlir_opt) +
                                       " --allow-unregistered-dialect --mlir-print-op-generic " + patched.string());
  auto b = bytecode::open(bytes);
  REQUIRE(b.has_value());
  for (const dialect_registry* reg : std::vector<const dialect_registry*>{&mine, &mlir_opt_dialects()}) {
    attr_reader r(*b, *reg);
    const std::string s = print_attr(r, test_attr_entry(*b));
    CHECK_MESSAGE(text.find(s) != std::string::npos, s << " not in\n" << text);
    CHECK(s == "#test.attr_params<24, 42>");  // sanity: the order really changed (mlir-opt printed it)
  }
  fs::remove(patched);
}

TEST_CASE("test dialect: a stored version of 1.x reads the old layouts as mlir-opt does; past 2.0 is refused") {
  if (!have_mlir_opt()) {
    MESSAGE("skipped: " << mlir_opt << " not installed");
    return;
  }
  const test_support::scratch_dir scratch("test-dialect-versions");
  // The committed fixtures with the test dialect's version (varint 2, varint 0) patched.
  auto patched = [](const std::string& name, std::uint8_t major, std::uint8_t minor) {
    std::vector<std::byte> bytes = test_support::read_bytes(test_support::data_dir() / (name + ".v6.mlirbc"));
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    std::uint64_t at = 0;
    for (const auto& d : b->dialects().dialects)
      if (d.name == "test") {
        REQUIRE(d.version.size() == 2);
        at = d.version_offset;
      }
    REQUIRE(at != 0);
    bytes[at] = std::byte{static_cast<std::uint8_t>(major << 1 | 1)};
    bytes[at + 1] = std::byte{static_cast<std::uint8_t>(minor << 1 | 1)};
    return bytes;
  };
  // Attribute fields in the old order: the print equals mlir-opt's. The property encodings of
  // 1.x hold less (test.versionedA no attribute, the versioned class no second value): read as
  // 1.x, these 2.0 entries have bytes left over, which mlir-opt drops and this reader keeps,
  // printing the entry opaque with a warning naming the op (docs/op-schemas.md); every other
  // line equals mlir-opt's.
  const std::vector<std::pair<std::string, std::size_t>> files = {
      {"test_dialect_attrs", 0}, {"test_dialect", 1}, {"test_dialect_props", 2}};
  for (const auto& file : files) {
    const std::string& name = file.first;  // (not a structured binding: clang 14 cannot capture one)
    const std::size_t opaque_ops = file.second;
    CAPTURE(name);
    const auto bytes = patched(name, 1, 7);
    const fs::path p = scratch.path / (name + ".mlirbc");
    test_support::write_file(p, bytes);
    const auto expected = test_support::run_command(std::string(mlir_opt) +
                                                    " --allow-unregistered-dialect --mlir-print-op-generic "
                                                    "--mlir-print-local-scope '" + p.string() + "' 2>&1");
    REQUIRE_MESSAGE(expected.status == 0, expected.out);
    auto b = bytecode::open(bytes);
    REQUIRE(b.has_value());
    const auto printed = test_support::print_with_warnings(*b, mlir_opt_dialects());
    REQUIRE(!printed.e);
    std::istringstream ours(printed.text), theirs(expected.out);
    std::string a, e;
    std::size_t opaque = 0, lines = 0;
    while (std::getline(ours, a) && std::getline(theirs, e)) {
      ++lines;
      if (a == e) continue;
      CHECK_MESSAGE(a.find("<#mlirbc.opaque_properties<\"0x") != std::string::npos, a << " vs " << e);
      CHECK(a.substr(0, a.find('(')) == e.substr(0, e.find('(')));  // the same op
      ++opaque;
    }
    CHECK(lines > 3);
    CHECK(opaque == opaque_ops);
    CHECK(printed.warned.count() == opaque_ops);
  }
  // Version 2.1: mlir-opt refuses the file; here the attribute is an error naming the version.
  const auto bytes = patched("test_dialect_attrs", 2, 1);
  const fs::path p = scratch.path / "newer.mlirbc";
  test_support::write_file(p, bytes);
  CHECK(test_support::run_command(std::string(mlir_opt) + " --allow-unregistered-dialect '" + p.string() + "' 2>&1").status != 0);
  auto b = bytecode::open(bytes);
  REQUIRE(b.has_value());
  attr_reader r(*b, mlir_opt_dialects());
  const auto a = r.attribute(test_attr_entry(*b));
  REQUIRE_FALSE(a.has_value());
  CHECK(a.err().message().find("test dialect version newer than 2.0") != std::string::npos);
}

// ------------------------------------------------------------ Toy-style struct

namespace {

// A `!toy.struct<...>` type (Toy tutorial, chapter 7) with a custom encoding:
// varint code 0, then list<type>.
struct toy_decoder {
  static constexpr std::string_view dialect = "toy";
  struct type_value {
    std::vector<std::uint64_t> elements;
  };
  type_value decode_type(dialect_reader& r) const {
    type_value t;
    if (r.varint("toy type code") != 0) r.fail("unknown toy type");
    t.elements.resize(static_cast<std::size_t>(r.count("toy struct size")));
    for (auto& e : t.elements) e = r.type("toy struct element");
    return t;
  }
  void print_type(const type_value& t, dialect_printer& p) const {
    p.mnemonic("struct");
    p.text("<");
    for (std::size_t i = 0; i < t.elements.size(); ++i) {
      if (i != 0) p.text(", ");
      p.type(t.elements[i]);
    }
    p.text(">");
  }
};
static_assert(dialect_plugin<toy_decoder>);
static_assert(type_decoder<toy_decoder> && !attribute_decoder<toy_decoder>);

using entry = std::vector<std::uint64_t>;  // varints
// A version-0 file with dialects builtin (0) and toy (1), no attributes, and
// the given types: (dialect, varints of the custom entry).
std::vector<std::byte> file_with_types(const std::vector<test_support::custom_entry>& types) {
  return test_support::custom_entry_file("toy", {}, types);
}

}  // namespace

TEST_CASE("user hook: a Toy struct type decodes its nested types through the reader") {
  dialect_registry reg;
  reg.add(toy_decoder{});
  // types: 0 = i32, 1 = f64, 2 = !toy.struct<0, 1>, 3 = !toy.struct<2, 0> (nested struct)
  const auto bytes = file_with_types({{0, {0, 32 << 2}}, {0, {6}}, {1, {0, 2, 0, 1}}, {1, {0, 2, 2, 0}}});
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, reg);
  auto t = r.type(3);
  REQUIRE_MESSAGE(t.has_value(), t.err().message());
  // The whole closure is decoded before the node is returned.
  const auto* outer = (*t)->get<types::dialect>()->as<toy_decoder::type_value>();
  REQUIRE(outer != nullptr);
  REQUIRE(outer->elements.size() == 2);
  CHECK(r.type_node(outer->elements[0]).is<types::dialect>());
  // The text is the struct syntax around the elements' own prints.
  auto text = [&](std::uint64_t i) {
    attr_printer p(r);
    std::string s;
    REQUIRE(!p.print_type(i, s));
    return s;
  };
  CHECK(text(2) == "!toy.struct<" + text(0) + ", " + text(1) + ">");
  CHECK(text(3) == "!toy.struct<" + text(2) + ", " + text(0) + ">");
  // Without the hook the same entries are opaque.
  attr_reader plain(*b, dialect_registry{});
  REQUIRE(plain.type(3).has_value());
  CHECK(plain.type_node(3).is<types::opaque>());
}

namespace {
// The Toy struct again, its elements printed as MLIR prints parameters of a known type class:
// stripped of `!dialect.mnemonic` (a builtin element has nothing to strip).
struct toy_stripped_decoder : toy_decoder {
  void print_type(const type_value& t, dialect_printer& p) const {
    p.mnemonic("struct");
    p.text("<");
    for (std::size_t i = 0; i < t.elements.size(); ++i) {
      if (i != 0) p.text(", ");
      p.type_stripped(t.elements[i]);
    }
    p.text(">");
  }
};
static_assert(dialect_plugin<toy_stripped_decoder>);
}  // namespace

TEST_CASE("user hook: stripped type parameters; the printer's output limit; copies of a printer") {
  dialect_registry reg = default_dialects();
  reg.add(toy_stripped_decoder{});
  // types: 0 = i32, 1 = !toy.struct<0>, 2 = !toy.struct<1, 0>
  const auto bytes = file_with_types({{0, {0, 32 << 2}}, {1, {0, 1, 0}}, {1, {0, 2, 1, 0}}});
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, reg);
  attr_printer p(r);
  std::string s;
  REQUIRE(!p.print_type(2, s));
  CHECK(s == "!toy.struct<<i32>, i32>");  // stripped: no dialect, no mnemonic
  // Copies and moves print the same; assigned ones too.
  attr_printer copy(p);
  attr_printer moved(std::move(copy));
  copy = p;
  attr_printer assigned(r);
  assigned = std::move(moved);
  for (attr_printer* q : {&copy, &assigned}) {
    std::string t;
    REQUIRE(!q->print_type(2, t));
    CHECK(t == s);
  }
  // Output past the limit is an error naming it; the printer is usable afterwards.
  p.set_output_limit(8);
  std::string cut;
  const error e = p.print_type(2, cut);
  CHECK(e.code == errc::limit_exceeded);
  CHECK(e.message().find("printed attribute size") != std::string::npos);
  p.set_output_limit(100);
  std::string again;
  REQUIRE(!p.print_type(2, again));
  CHECK(again == s);
}

TEST_CASE("user hook: bad indices, cycles, depth and trailing bytes are errors, not crashes") {
  dialect_registry reg;
  reg.add(toy_decoder{});
  auto decode = [&](const std::vector<test_support::custom_entry>& types, std::uint64_t which, limits lim = {}) {
    const auto bytes = file_with_types(types);
    auto b = bytecode::open(bytes, lim);
    REQUIRE(b.has_value());
    attr_reader r(*b, reg);
    auto t = r.type(which);
    return t.has_value() ? std::string() : t.err().message();
  };
  CHECK(decode({{1, {0, 1, 7}}}, 0).find("toy struct element") != std::string::npos);  // index out of range
  CHECK(decode({{1, {0, 1, 0}}}, 0).find("cycle") != std::string::npos);               // self reference
  CHECK(decode({{1, {0, 1, 1}}, {1, {0, 1, 0}}}, 0).find("cycle") != std::string::npos);
  CHECK(decode({{0, {6}}, {1, {0, 1, 0, 9}}}, 1).find("type entry") != std::string::npos);  // trailing bytes
  CHECK(decode({{1, {0, 1000}}}, 0) != "");                                                  // count > bytes left
  // A chain of 200 nested structs: fine by default, a limit error below its depth.
  std::vector<test_support::custom_entry> chain;
  for (std::uint64_t i = 0; i < 200; ++i) chain.push_back({1, i + 1 < 200 ? entry{0, 1, i + 1} : entry{0, 0}});
  CHECK(decode(chain, 0) == "");
  limits small;
  small.max_attr_depth = 50;
  CHECK(decode(chain, 0, small).find("depth") != std::string::npos);
}

TEST_CASE("dlti: old-syntax spec text is rewritten only when well formed, and deep nesting is bounded") {
  // What mlir-opt 22 prints for such text is checked by the dump oracle on the
  // dlti_legacy fixtures (written by mlir-opt 19 and 16); here: text it would reject.
  std::string out;
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_entry<\"a\", 1 : i32>", out));
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<\"a\" = 1 : i32>", out));
  // Unbalanced: left as written.
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<#dlti.dl_entry<\"a\", 1 : i32>", out));
  // An entry without exactly a key and a value is not rewritten.
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<#dlti.dl_entry<\"a\">>", out));
  // An item that is no entry, an entry followed by more text, an empty item after a comma.
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<1 : i32, #dlti.dl_entry<\"a\", 2 : i32>>", out));
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<#dlti.dl_entry<\"a\", 1 : i32>x>", out));
  CHECK_FALSE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<#dlti.dl_entry<\"a\", 1 : i32>, >", out));
  // Spaces around items, and values holding brackets, parentheses, braces and `->`: the key and
  // the value are kept as written, only the entry syntax changes.
  out.clear();
  REQUIRE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec< #dlti.dl_entry<\"a\", 1 : i32> >", out));
  CHECK(out.find("\"a\" = 1 : i32") != std::string::npos);
  CHECK(out.find("dl_entry") == std::string::npos);
  out.clear();
  const std::string value = "{a = [1, 2], t = (i32) -> i64}";
  REQUIRE(mlirbc::dialects::dlti_legacy_spec_rewrite("#dlti.dl_spec<#dlti.dl_entry<\"f\", " + value + ">>", out));
  CHECK(out.find("\"f\" = " + value) != std::string::npos);
  CHECK(out.find("dl_entry") == std::string::npos);
  // 100,000 nested specs: the rewrite stops descending at its nesting bound
  // instead of exhausting the stack; the outer levels are still rewritten.
  std::string deep;
  constexpr int n = 100000;
  for (int i = 0; i < n; ++i) deep += "#dlti.dl_spec<#dlti.dl_entry<\"k\", ";
  deep += "1 : i32";
  for (int i = 0; i < n; ++i) deep += ">>";
  REQUIRE(mlirbc::dialects::dlti_legacy_spec_rewrite(deep, out));
  CHECK(out.starts_with("#dlti.dl_spec<\"k\" = #dlti.dl_spec<\"k\" = #dlti.dl_spec<"));
  CHECK(out.size() < deep.size());
}

TEST_CASE("quant types: malformed entries are errors at the field that is wrong") {
  using test_support::custom_entry;
  using test_support::zigzag;
  // types 0 = i8, 1 = f64; attributes 0 = "builtin" (a string, not dense elements)
  const std::vector<custom_entry> base = {{0, {0, 8 << 2}}, {0, {6}}};
  const std::vector<custom_entry> attrs = {{0, {2, 0}}};
  struct outcome {
    std::string message;
    std::uint64_t offset = 0;        // absolute
    std::uint64_t entry_offset = 0;  // absolute offset of the entry's first byte
  };
  auto decode = [&](std::vector<std::uint64_t> quant) {
    std::vector<custom_entry> types = base;
    types.push_back({1, std::move(quant)});
    const auto bytes = test_support::custom_entry_file("quant", attrs, types);
    auto b = bytecode::open(bytes);
    REQUIRE_MESSAGE(b.has_value(), b.err().message());
    attr_reader r(*b, default_dialects());
    outcome o;
    o.entry_offset = b->attr_types().type(2).offset;
    auto t = r.type(2);
    if (t) return o;
    o.message = t.err().message();
    o.offset = t.err().offset;
    return o;
  };
  const std::uint64_t f64_one = zigzag(0x3FF0000000000000);
  // Code 7 does not exist (1..6): at the code, the entry's first byte.
  outcome o = decode({7});
  CHECK(o.message.find("unknown quant type code") != std::string::npos);
  CHECK(o.offset == o.entry_offset);
  // A uniform type stored in f64: at the storage type's index (after code and flags).
  o = decode({4, 1, 1, 1, f64_one, 0, zigzag(-128), zigzag(127)});
  CHECK(o.message.find("quant storage type must be an integer type") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 2);
  // Per axis: two scales, one zero point; at the zero point count.
  // code, flags, storage, expressed, dimension (1 byte each), min, max (2 each), scale count,
  // 2 scales (9 bytes each), then the count
  o = decode({5, 1, 0, 1, 0, zigzag(-128), zigzag(127), 2, f64_one, f64_one, 1, 0});
  CHECK(o.message.find("quant zero point count differs from the scale count") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 10 + 2 * 9);
  // Counts larger than what is left of the entry: at the count, the entry ends there.
  o = decode({5, 1, 0, 1, 0, zigzag(-128), zigzag(127), 1, f64_one, 2, zigzag(1)});
  CHECK(o.message.find("quant zero point count") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 10 + 9);  // one scale
  o = decode({6, 1, 0, 1, zigzag(-128), zigzag(127), 1, 0, 2, zigzag(2)});
  CHECK(o.message.find("quant block size count") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 10);  // after one quantized dimension
  // Sub-channel: one dimension, no block size; at the block size count (min and max: 2 bytes each).
  o = decode({6, 1, 0, 1, zigzag(-128), zigzag(127), 1, 0, 0, 0, 0});
  CHECK(o.message.find("quant block size count differs from the dimension count") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 10);
  // Sub-channel scales and zero points that are not dense elements: at the scales' index.
  o = decode({6, 1, 0, 1, zigzag(-128), zigzag(127), 1, 0, 1, zigzag(2), 0, 0});
  CHECK(o.message.find("quant sub-channel scales and zero points must be dense elements") != std::string::npos);
  CHECK(o.offset == o.entry_offset + 12);
}

TEST_CASE("test dialect: unknown attribute and type codes are errors at the code") {
  using test_support::custom_entry;
  // attribute 0: code 1 (only 0, attr_params, exists); type 0: code 98 (only 99, i32, exists)
  const auto bytes = test_support::custom_entry_file("test", {{1, {1, 2, 3}}}, {{1, {98}}});
  auto b = bytecode::open(bytes);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, mlir_opt_dialects());
  auto a = r.attribute(0);
  REQUIRE_FALSE(a.has_value());
  const error ea = a.err();
  CHECK(ea.message().find("unknown test attribute code") != std::string::npos);
  CHECK(ea.offset == b->attr_types().attribute(0).offset);
  auto t = r.type(0);
  REQUIRE_FALSE(t.has_value());
  const error et = t.err();
  CHECK(et.message().find("unknown test type code") != std::string::npos);
  CHECK(et.offset == b->attr_types().type(0).offset);
}

TEST_CASE("test dialect: an int64 property stored as an attribute that is no i64 IntegerAttr is refused at its entry") {
  // test_dialect_props.v6 holds test.using_int_property_with_worse_bytecode, whose property
  // entry is one attribute index. Each property entry in turn is pointed at the file's
  // `4 : i16` (same entry size, so the framing holds): where the int64 codec reads it, the
  // print shows the entry opaque with a warning at the entry.
  const tb::bytes original = test_support::read_bytes(test_support::data_dir() / "test_dialect_props.v6.mlirbc");
  auto opened = bytecode::open(original);
  REQUIRE(opened.has_value());
  std::uint64_t i16_attr = 0;
  bool found_i16 = false;
  {
    attr_reader r(*opened, mlir_opt_dialects());
    for (std::size_t i = 0; i < r.num_attributes() && !found_i16; ++i) {
      auto a = r.attribute(i);
      REQUIRE(a.has_value());
      const auto* n = (*a)->get<attrs::integer>();
      const auto* t = n != nullptr ? r.type_node(n->type).get<types::integer>() : nullptr;
      if (t != nullptr && t->width == 16) {
        i16_attr = i;
        found_i16 = true;
      }
    }
  }
  REQUIRE(found_i16);
  const std::vector<std::byte> index = tb::varint(i16_attr);
  tb::file f = tb::split(original);
  const tb::bytes payload = f.sec(tb::s_properties).payload;
  cursor c(payload, 0, payload.size(), section_id::properties);
  const std::uint64_t count = c.varint("count");
  std::size_t refused = 0;
  for (std::uint64_t k = 0; k < count && c.ok(); ++k) {
    const std::uint64_t size = c.varint("size");
    const std::uint64_t start = c.offset();
    c.skip(size, "entry");
    if (size != index.size()) continue;
    tb::file g = f;
    std::copy(index.begin(), index.end(), g.sec(tb::s_properties).payload.begin() + static_cast<std::ptrdiff_t>(start));
    const tb::bytes patched = g.build();
    auto b = bytecode::open(patched);
    REQUIRE(b.has_value());
    const auto printed = test_support::print_with_warnings(*b, mlir_opt_dialects());
    REQUIRE(!printed.e);
    for (const error& w : printed.warned.list()) {
      if (std::string(w.what).find("not an i64 IntegerAttr") == std::string::npos) continue;
      ++refused;
      CHECK(w.section == section_id::properties);
      CHECK(w.offset == g.payload_offset(tb::s_properties) + start);
      CHECK(printed.text.find("#mlirbc.opaque_properties<") != std::string::npos);
    }
  }
  CHECK(refused == 2);  // the two ops of that kind
}

TEST_CASE("test dialect: only #test.e1di64_elements<KEY> of a declared test resource KEY is renamed") {
  auto own = bytecode_file::open((test_support::data_dir() / "test_dialect_resources.v6.mlirbc").string());
  auto other = bytecode_file::open((test_support::data_dir() / "external_resources.v6.mlirbc").string());
  REQUIRE(own.has_value());
  REQUIRE(other.has_value());
  const resource_table& res = own->view().resources();
  std::string out = "unchanged";
  // Another attribute, an unterminated one, no key, a key the file does not declare.
  for (const char* text : {"#test.other<blob1>", "#test.e1di64_elements<blob1", "#test.e1di64_elements<>",
                           "#test.e1di64_elements<not_declared>"}) {
    CAPTURE(text);
    CHECK_FALSE(dialects::test_textual_resource_rename(text, res, out));
  }
  // A file whose resources are external or another dialect's: no test resource to collide with.
  CHECK_FALSE(dialects::test_textual_resource_rename("#test.e1di64_elements<blob1>", other->view().resources(), out));
  CHECK(out == "unchanged");
  // The file's own key: renamed past the names its test resources take (as the fixture's
  // mlir-opt print says: tests/data/test_dialect_resources.v6.generic.txt).
  REQUIRE(dialects::test_textual_resource_rename("#test.e1di64_elements<blob1>", res, out));
  const std::string print = test_support::read_text(test_support::data_dir() / "test_dialect_resources.v6.generic.txt");
  CHECK(print.find("test.a = " + out) != std::string::npos);
}
