// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Weights from the IR (weights.hpp): every dense_resource an op uses — in its
// attribute dictionary, its v5+ properties, nested in arrays/dictionaries —
// with key, type, shape, element and data checked against mlir-opt:
//  - ops, keys and types: mlir-opt 22's generic prints (committed, or run live);
//  - data: tests/data/resources.tsv (parsed from the sources' trailers by
//    regen.sh) or the dialect_resources trailer mlir-opt prints;
// for the committed fixtures (every version 0..6, mlir16, mlir19), the
// example model, writer-made files at every version, and a module written
// here with many element types, converted live by mlir-opt 22, 19 and 16.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/resource_listing.hpp>
#include <mlirbc/tasks/weights.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

using test_support::mlir_opt_16;
using test_support::mlir_opt_19;
using test_support::mlir_opt_22;

std::string run(const std::string& cmd) { return test_support::run_capture(cmd); }

// One op of a print or source that uses dense_resource: its name (empty for
// custom-form source lines) and its (key, type text) pairs, sorted.
struct expected_op {
  std::string name;
  std::vector<std::pair<std::string, std::string>> uses;
};

// One line per op, for readable failures.
std::string str(const std::vector<expected_op>& ops) {
  std::string s;
  for (const auto& e : ops) {
    s += e.name + ":";
    for (const auto& [k, t] : e.uses) s += " " + k + " : " + t;
    s += "\n";
  }
  return s;
}

// A type starting at s[i]: an identifier, then a balanced <...> if present.
std::string type_at(const std::string& s, std::size_t i) {
  std::size_t j = i;
  while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
  if (j < s.size() && s[j] == '<') {
    int depth = 0;
    for (; j < s.size(); ++j) {
      if (s[j] == '<') ++depth;
      if (s[j] == '>' && --depth == 0) {
        ++j;
        break;
      }
    }
  }
  return s.substr(i, j - i);
}

std::vector<expected_op> uses_in_text(const std::string& text) {
  std::vector<expected_op> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("dense_resource<") == std::string::npos || line.find("{-#") != std::string::npos) continue;
    expected_op e;
    if (const auto q = line.find('"'); q != std::string::npos && q < line.find("dense_resource<"))
      e.name = line.substr(q + 1, line.find('"', q + 1) - q - 1);
    for (std::size_t p = line.find("dense_resource<"); p != std::string::npos; p = line.find("dense_resource<", p + 1)) {
      const std::size_t k = p + std::strlen("dense_resource<");
      const std::size_t close = line.find('>', k);
      const std::string key = line.substr(k, close - k);
      const std::size_t colon = line.find(" : ", close);
      REQUIRE(colon == close + 1);
      e.uses.emplace_back(key, type_at(line, colon + 3));
    }
    std::sort(e.uses.begin(), e.uses.end());
    out.push_back(e);
  }
  return out;
}

struct blob_text {
  std::uint64_t alignment = 0;
  std::vector<std::byte> data;
};

using test_support::from_hex;

// The `key: "0x<LE alignment><data>"` lines of a dialect_resources trailer.
std::map<std::string, blob_text> trailer_blobs(const std::string& text) {
  std::map<std::string, blob_text> out;
  const std::size_t at = text.find("dialect_resources");
  if (at == std::string::npos) return out;
  static const std::regex row(R"re(^\s*([A-Za-z_][A-Za-z0-9_$.]*): "0x([0-9A-Fa-f]*)",?\s*$)re");
  std::istringstream in(text.substr(at));
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_match(line, m, row)) continue;
    auto bytes = from_hex(m[2]);
    REQUIRE(bytes.size() >= 4);
    blob_text b;
    for (int i = 3; i >= 0; --i) b.alignment = b.alignment * 256 + static_cast<std::uint8_t>(bytes[static_cast<std::size_t>(i)]);
    b.data.assign(bytes.begin() + 4, bytes.end());
    out[m[1]] = b;
  }
  return out;
}

// resources.tsv: source -> key -> blob.
std::map<std::string, std::map<std::string, blob_text>> tsv_blobs() {
  std::map<std::string, std::map<std::string, blob_text>> out;
  for (const auto& row : test_support::resource_rows()) out[row.source][row.key] = blob_text{row.alignment, row.data};
  return out;
}

// What the library finds, in the same shape as uses_in_text (one entry per
// op that uses a dense_resource, in IR order).
struct found {
  std::vector<expected_op> ops;
  std::vector<resource_use> uses;  // in IR order
};

found find_uses(const attr_reader& r, bool with_names = true) {
  auto idx = weight_index::build(r);
  REQUIRE_MESSAGE(idx, idx.err().message());
  CHECK(idx->ops_with_unreadable_properties() == 0);
  found f;
  f.uses.assign(idx->uses().begin(), idx->uses().end());
  std::stable_sort(f.uses.begin(), f.uses.end(),
                   [](const resource_use& a, const resource_use& b) { return a.op_ordinal < b.op_ordinal; });
  attr_printer p(r);
  std::uint64_t last = UINT64_MAX;
  for (const resource_use& u : f.uses) {
    if (u.op_ordinal != last) {
      f.ops.push_back({with_names ? u.op->full_name() : std::string(), {}});
      last = u.op_ordinal;
    }
    std::string t;
    REQUIRE(!p.print_type(u.w.type, t));
    f.ops.back().uses.emplace_back(std::string(u.w.key), t);
  }
  for (auto& o : f.ops) std::sort(o.uses.begin(), o.uses.end());
  return f;
}

// The weight's shape and element fields, printed the way MLIR spells the type.
std::string type_from_fields(const attr_reader& r, const weight_view& w) {
  attr_printer p(r);
  std::string elem;
  REQUIRE(!p.print_type(w.element.type, elem));
  std::string printed;
  REQUIRE(!p.print_type(w.type, printed));
  std::string s = printed.rfind("vector<", 0) == 0 ? "vector<" : "tensor<";
  for (std::int64_t d : w.shape) s += std::to_string(d) + "x";
  return s + elem + ">";
}

// Checks w's data against the expected blob, raw and through as<T>().
void check_data(const weight_view& w, const blob_text& want) {
  INFO("resource " << w.key);
  REQUIRE_MESSAGE(w.ok(), w.message());
  REQUIRE(w.has_data);
  CHECK(w.data.alignment == want.alignment);
  auto raw = w.bytes();
  REQUIRE(raw);
  REQUIRE(raw->size() == want.data.size());
  CHECK(std::equal(raw->begin(), raw->end(), want.data.begin()));
  CHECK(w.num_elements * w.element.bytes == want.data.size());
  auto typed = [&]<class T>(T) {
    auto s = w.as<T>();
    // Blobs are aligned as declared; a declared alignment below alignof(T) may
    // leave the address unaligned for T, and then no typed view is handed out.
    if (reinterpret_cast<std::uintptr_t>(raw->data()) % alignof(T) != 0) {
      CHECK(w.data.alignment < alignof(T));
      REQUIRE_FALSE(s);
      CHECK(s.err().code == errc::type_mismatch);
      return;
    }
    REQUIRE_MESSAGE(s, s.err().message());
    REQUIRE(s->size() == w.num_elements);
    for (std::size_t i = 0; i < s->size(); ++i) {
      T v;
      std::memcpy(&v, want.data.data() + i * sizeof(T), sizeof(T));
      CHECK(std::memcmp(&(*s)[i], &v, sizeof(T)) == 0);
    }
  };
  const bool is_f32 = w.element.kind == element_kind::floating && w.element.fkind == float_kind::f32;
  const bool is_f64 = w.element.kind == element_kind::floating && w.element.fkind == float_kind::f64;
  if (is_f32) typed(float{});
  else if (is_f64) typed(double{});
  else if (w.element.bytes == 1) typed(std::uint8_t{});
  else if (w.element.bytes == 2) typed(std::uint16_t{});
  else if (w.element.bytes == 4) typed(std::int32_t{});
  else if (w.element.bytes == 8) typed(std::int64_t{});
  // A float view of non-f32 data, or a view of the wrong size, is refused.
  if (!is_f32) CHECK_FALSE(w.as<float>());
  if (w.element.bytes != 2) CHECK_FALSE(w.as<std::uint16_t>());
}

}  // namespace

TEST_CASE("fixtures: dense_resource uses, types and data at every version and producer") {
  const auto tsv = tsv_blobs();
  int files = 0;
  for (const std::string stem : {"resources", "resources_wide"}) {
    for (const std::string variant : {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "mlir16", "mlir19"}) {
      const fs::path bc = test_support::data_dir() / (stem + "." + variant + ".mlirbc");
      fs::path print = test_support::data_dir() / (stem + "." + variant + ".generic.txt");
      // mlir-opt 22 cannot read some of these files back (mlir19 property layouts,
      // 64-byte alignment): their IR is the same source's, so use its v0 print.
      if (!fs::exists(print)) print = test_support::data_dir() / (stem + ".v0.generic.txt");
      INFO(bc.filename().string());
      auto f = bytecode_file::open(bc.string());
      REQUIRE_MESSAGE(f, f.err().message());
      attr_reader r(f->view(), mlir_opt_dialects());
      const found got = find_uses(r);
      const auto want = uses_in_text(test_support::read_text(print));
      REQUIRE(!want.empty());
      CHECK(str(got.ops) == str(want));
      std::size_t with_data = 0;
      for (const resource_use& u : got.uses) {
        CHECK(f->view().resources().dialect_resource(u.w.handle).value()->key == u.w.key);
        std::string printed;
        attr_printer p(r);
        REQUIRE(!p.print_type(u.w.type, printed));
        CHECK(type_from_fields(r, u.w) == printed);
        const auto& blobs = tsv.at(stem);
        if (auto it = blobs.find(std::string(u.w.key)); it != blobs.end()) {
          check_data(u.w, it->second);
          ++with_data;
        } else {  // declared without data in the source
          CHECK(u.w.ok());
          CHECK_FALSE(u.w.has_data);
          CHECK_FALSE(u.w.as<std::int32_t>());
        }
      }
      CHECK(with_data > 0);
      ++files;
    }
  }
  CHECK(files == 18);
}

TEST_CASE("examples/weights.mlirbc: the model's four weights equal its .mlir source") {
  const fs::path dir = fs::path(MLIRBC_TEST_DATA).parent_path().parent_path() / "examples";
  const std::string src = test_support::read_text(dir / "weights.mlir");
  auto f = bytecode_file::open((dir / "weights.mlirbc").string());
  REQUIRE_MESSAGE(f, f.err().message());
  attr_reader r(f->view(), mlir_opt_dialects());
  const found got = find_uses(r, false);
  CHECK(str(got.ops) == str(uses_in_text(src)));
  const auto blobs = trailer_blobs(src);
  REQUIRE(blobs.size() == 4);
  REQUIRE(got.uses.size() == 4);
  for (const resource_use& u : got.uses) check_data(u.w, blobs.at(std::string(u.w.key)));
  // The typed views themselves, for two of them.
  const weight_view& w0 = got.uses[0].w;
  CHECK(w0.key == "dense_weight");
  CHECK(std::vector<std::int64_t>(w0.shape.begin(), w0.shape.end()) == std::vector<std::int64_t>{4, 4});
  CHECK(w0.element.kind == element_kind::floating);
  CHECK(w0.as<float>().value().size() == 16);
  const weight_view& w3 = got.uses[3].w;
  CHECK(w3.key == "index_table");
  CHECK(w3.element.kind == element_kind::integer);
  CHECK(w3.element.bits == 64);
  CHECK(w3.name == "value");
  CHECK(got.uses[3].op->full_name() == "arith.constant");
}

namespace {


bool have(const char* tool) { return test_support::oracle(tool); }

std::string generic_print(const char* tool, const fs::path& bc, bool local_scope = true) {
  return run(std::string(tool) + " --allow-unregistered-dialect --mlir-print-op-generic" +
             (local_scope ? " --mlir-print-local-scope " : " ") + bc.string() + " 2>&1");
}

}  // namespace

TEST_CASE("writer-made files: every element type at every version") {
  const std::vector<std::pair<element_type, std::vector<std::int64_t>>> specs = {
      {element_type::i1, {5}},     {element_type::i8, {2, 3}}, {element_type::i16, {}},
      {element_type::i32, {1, 4}}, {element_type::i64, {3}},   {element_type::f16, {2, 2}},
      {element_type::bf16, {4}},   {element_type::f32, {2, 1, 3}}, {element_type::f64, {2}},
  };
  std::vector<std::vector<std::byte>> data;
  std::vector<mlirbc::weight> in;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    std::uint64_t n = 1;
    for (auto d : specs[i].second) n *= static_cast<std::uint64_t>(d);
    std::vector<std::byte> bytes(n * element_type_size(specs[i].first));
    for (std::size_t j = 0; j < bytes.size(); ++j)
      bytes[j] = static_cast<std::byte>(specs[i].first == element_type::i1 ? (j % 3 == 0) : (j * 37 + i * 11 + 5) & 0xFF);
    data.push_back(std::move(bytes));
  }
  for (std::size_t i = 0; i < specs.size(); ++i) {
    mlirbc::weight w;
    w.name = std::string("w") + std::to_string(i) + "_" + element_type_name(specs[i].first);
    w.type = specs[i].first;
    w.shape = specs[i].second;
    w.alignment = std::uint64_t{1} << (i % 4);
    w.data = data[i];
    in.push_back(std::move(w));
  }
  const test_support::scratch_dir tmp("test-weights");
  for (std::uint64_t version = 0; version <= 6; ++version) {
    INFO("version " << version);
    write_options opt;
    opt.version = version;
    // The writer emits LLVM 22's property layouts (arith.constant: `value`);
    // naming that producer lets v5/v6 properties be decoded.
    opt.producer = "MLIR22.1.8";
    const fs::path file = tmp.path / ("w.v" + std::to_string(version) + ".mlirbc");
    auto written = write_weights_file(file.string(), in, opt);
    REQUIRE_MESSAGE(written, written.err().message());
    auto f = bytecode_file::open(file.string());
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader r(f->view(), mlir_opt_dialects());
    const found got = find_uses(r);
    REQUIRE(got.uses.size() == in.size());
    if (have(mlir_opt_22)) {
      CHECK(str(got.ops) == str(uses_in_text(generic_print(mlir_opt_22, file))));
      const auto blobs = trailer_blobs(generic_print(mlir_opt_22, file, false));
      REQUIRE(blobs.size() == in.size());
      for (const resource_use& u : got.uses) check_data(u.w, blobs.at(std::string(u.w.key)));
    }
    for (std::size_t i = 0; i < in.size(); ++i) {  // also against the writer's input
      const weight_view& w = got.uses[i].w;
      CHECK(w.key == in[i].name);
      CHECK(std::vector<std::int64_t>(w.shape.begin(), w.shape.end()) == in[i].shape);
      CHECK(w.element.bytes == element_type_size(in[i].type));
      CHECK(w.data.alignment == in[i].alignment);
      check_data(w, blob_text{in[i].alignment, data[i]});
    }
  }
  SUBCASE("the writer's default producer \"mlirbc\" reads with the MLIR 22 layouts") {
    write_options opt;  // producer "mlirbc"
    const fs::path file = tmp.path / "w.default.mlirbc";
    REQUIRE(write_weights_file(file.string(), in, opt));
    auto f = bytecode_file::open(file.string());
    REQUIRE(f);
    CHECK(f->view().producer() == "mlirbc");
    attr_reader r(f->view(), mlir_opt_dialects());
    auto idx = weight_index::build(r);
    REQUIRE_MESSAGE(idx, idx.err().message());
    CHECK(idx->uses().size() == in.size());
    CHECK(idx->ops_with_unreadable_properties() == 0);
  }
  SUBCASE("an unknown producer's v5+ properties decode by the known layouts that fit them exactly") {
    write_options opt;
    opt.producer = "acme-compiler 1.0";
    const fs::path file = tmp.path / "w.acme.mlirbc";
    REQUIRE(write_weights_file(file.string(), in, opt));
    auto f = bytecode_file::open(file.string());
    REQUIRE(f);
    attr_reader r(f->view(), mlir_opt_dialects());
    auto idx = weight_index::build(r);
    REQUIRE_MESSAGE(idx, idx.err().message());
    CHECK(idx->uses().size() == in.size());
    CHECK(idx->ops_with_unreadable_properties() == 0);
  }
}

namespace {

// A module written for this test: many element types, nesting in arrays and
// dictionaries, properties of an unregistered op, a rank-0 tensor, a blob whose
// size does not match its type (mlir-opt accepts it), a vector.
std::string weights_module(bool with_properties) {
  std::string t = "module {\n"
                  "  %a = arith.constant dense_resource<w_i1> : tensor<5xi1>\n"
                  "  %b = arith.constant dense_resource<w_ui8> : tensor<2x2xui8>\n"
                  "  %c = arith.constant dense_resource<w_si16> : vector<3xsi16>\n"
                  "  %d = arith.constant dense_resource<w_f64> : tensor<2xf64>\n"
                  "  %e = arith.constant dense_resource<w_c32> : tensor<2xcomplex<f32>>\n"
                  "  %f = arith.constant dense_resource<w_f8> : tensor<4xf8E4M3FN>\n"
                  "  %g = arith.constant dense_resource<w_index> : tensor<2xindex>\n"
                  "  %h = arith.constant dense_resource<w_i4> : tensor<1x3xi4>\n"
                  "  \"w.holder\"() ";
  if (with_properties)
    t += "<{p = [dense_resource<w_f64> : tensor<2xf64>, {inner = dense_resource<w_bf16> : tensor<1x2xbf16>}]}> ";
  t += "{d = {x = [[dense_resource<w_i1> : tensor<5xi1>]]}, bad = dense_resource<w_bad> : tensor<4xf32>} : () -> ()\n"
       "  \"w.scalar\"() {s = dense_resource<w_scalar> : tensor<f32>} : () -> ()\n"
       "}\n"
       "{-#\n  dialect_resources: {\n    builtin: {\n"
       "      w_i1: \"0x010000000100010100\",\n"
       "      w_ui8: \"0x01000000FF007F80\",\n"
       "      w_si16: \"0x02000000FFFF01000080\",\n"
       "      w_f64: \"0x08000000000000000000F03F00000000000004C0\",\n"
       "      w_c32: \"0x040000000000803F00000040000080BF0000003F\",\n"
       "      w_f8: \"0x010000003840B800\",\n"
       "      w_index: \"0x080000000700000000000000FFFFFFFFFFFFFFFF\",\n"
       "      w_i4: \"0x0100000001070F\",\n"
       "      w_bf16: \"0x02000000803F0040\",\n"
       "      w_bad: \"0x04000000000000000000000000000000000000000000\",\n"
       "      w_scalar: \"0x040000000000C03F\"\n"
       "    }\n  }\n#-}\n";
  return t;
}

}  // namespace

TEST_CASE("a module with many element types and nesting, through mlir-opt 22, 19 and 16") {
  if (!have(mlir_opt_22)) return;
  const test_support::scratch_dir tmp("test-weights");
  const fs::path src = tmp.path / "w.mlir";
  const fs::path src16 = tmp.path / "w16.mlir";  // LLVM 16 has no `<{…}>` syntax
  test_support::write_file(src, weights_module(true));
  test_support::write_file(src16, weights_module(false));
  const auto blobs = trailer_blobs(weights_module(true));
  REQUIRE(blobs.size() == 11);
  std::vector<std::pair<std::string, std::string>> files;  // name, command
  for (int v = 0; v <= 6; ++v)
    files.emplace_back("w.v" + std::to_string(v), std::string(mlir_opt_22) + " --emit-bytecode-version=" +
                                                      std::to_string(v) + " " + src.string());
  if (have(mlir_opt_19)) files.emplace_back("w.mlir19", std::string(mlir_opt_19) + " " + src.string());
  if (have(mlir_opt_16)) files.emplace_back("w.mlir16", std::string(mlir_opt_16) + " " + src16.string());
  for (const auto& file_and_cmd : files) {
    const std::string& name = file_and_cmd.first;
    const std::string& cmd = file_and_cmd.second;
    INFO(name);
    const fs::path bc = tmp.path / (name + ".mlirbc");
    REQUIRE(std::system((cmd + " --allow-unregistered-dialect --emit-bytecode -o " + bc.string()).c_str()) == 0);
    auto f = bytecode_file::open(bc.string());
    REQUIRE_MESSAGE(f, f.err().message());
    attr_reader r(f->view(), mlir_opt_dialects());
    const found got = find_uses(r);
    const auto want = uses_in_text(generic_print(mlir_opt_22, bc));
    CHECK(str(got.ops) == str(want));
    std::map<std::string, const weight_view*> by_key;
    for (const resource_use& u : got.uses) {
      std::string printed;
      attr_printer p(r);
      REQUIRE(!p.print_type(u.w.type, printed));
      CHECK(type_from_fields(r, u.w) == printed);
      by_key[std::string(u.w.key)] = &u.w;
      if (u.w.key == "w_bad") continue;
      check_data(u.w, blobs.at(std::string(u.w.key)));
    }
    // Element facts.
    const auto& e = [&](const char* k) -> const element_info& { return by_key.at(k)->element; };
    CHECK((e("w_i1").kind == element_kind::integer && e("w_i1").bits == 1 && e("w_i1").bytes == 1));
    CHECK(e("w_ui8").sign == signedness::is_unsigned);
    CHECK((e("w_si16").sign == signedness::is_signed && e("w_si16").bytes == 2));
    CHECK((e("w_c32").kind == element_kind::complex_floating && e("w_c32").bytes == 8));
    CHECK((e("w_f8").kind == element_kind::floating && e("w_f8").fkind == float_kind::f8E4M3FN));
    CHECK((e("w_index").kind == element_kind::index && e("w_index").bytes == 8));
    CHECK((e("w_i4").bits == 4 && e("w_i4").bytes == 1));
    CHECK(by_key.at("w_scalar")->shape.empty());
    CHECK(by_key.at("w_scalar")->num_elements == 1);
    CHECK(by_key.at("w_scalar")->as<float>().value()[0] == 1.5f);
    CHECK(by_key.at("w_f64")->as<double>().value()[1] == -2.5);
    // 18 bytes for tensor<4xf32>: reported, naming the key; no view is handed out.
    const weight_view& bad = *by_key.at("w_bad");
    CHECK(bad.problem.code == errc::type_mismatch);
    CHECK(bad.problem.value == 18);
    CHECK(bad.problem.limit == 16);
    CHECK(bad.message().find("'w_bad'") != std::string::npos);
    CHECK_FALSE(bad.as<float>());
    CHECK_FALSE(bad.bytes());
  }
}

TEST_CASE("mlirbc resources --uses lists the ops using each resource") {
  const fs::path bc = test_support::data_dir() / "resources.v6.mlirbc";
  const std::string out = run(std::string(MLIRBC_CLI) + " resources --uses " + bc.string());
  // From the fixture's print: r_f32_a4 is used by one arith.constant and by
  // res.attr_holder's `again`; r_declared_only by one arith.constant.
  std::map<std::string, std::vector<std::string>> uses;
  std::string key;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("builtin ", 0) == 0) {
      std::istringstream row(line);
      std::string group;
      row >> group >> key;
    } else if (line.find("<- ") != std::string::npos) {
      uses[key].push_back(line);
    }
  }
  REQUIRE(uses["r_f32_a4"].size() == 2);
  CHECK(uses["r_f32_a4"][0].find("arith.constant") != std::string::npos);
  CHECK(uses["r_f32_a4"][0].find("tensor<3xf32>") != std::string::npos);
  CHECK(uses["r_f32_a4"][1].find("res.attr_holder") != std::string::npos);
  CHECK(uses["r_f32_a4"][1].find("again") != std::string::npos);
  CHECK(uses["r_declared_only"].size() == 1);
  CHECK(uses["r_i8_a1"].size() == 1);
  const std::string json = run(std::string(MLIRBC_CLI) + " resources --uses --json " + bc.string());
  CHECK(json.find("\"uses\": [{\"op\": \"arith.constant\"") != std::string::npos);
}

TEST_CASE("list_resources: each dialect resource's uses, with the op, type and location as text") {
  auto f = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(f);
  attr_reader r(f->view(), mlir_opt_dialects());
  auto idx = weight_index::build(r);
  REQUIRE(idx);
  auto rows = list_resources(*f, r, *idx);
  REQUIRE(rows);
  REQUIRE(rows->size() == f->view().resources().size());
  std::size_t uses = 0;
  CHECK(idx->uses_of(std::string_view("no_such_key")).empty());
  CHECK(weight_index{}.uses_of(std::string_view("r_f32_a4")).empty());  // an index of no file
  for (const listed_resource& row : *rows) {
    INFO(row.entry->key);
    REQUIRE(row.handle.has_value());  // the fixture has dialect resources only
    CHECK(*f->view().resources().dialect_resource(*row.handle) == row.entry);
    const auto expected = idx->uses_of(*row.handle);
    REQUIRE(row.uses.size() == expected.size());
    // The lookup by key finds the same uses as the one by handle.
    const auto by_key = idx->uses_of(row.entry->key);
    CHECK(by_key.data() == expected.data());
    CHECK(by_key.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      CHECK(row.uses[i].use == &expected[i]);
      CHECK(row.uses[i].location.rfind("loc(", 0) == 0);
    }
    uses += row.uses.size();
    if (row.entry->key != "r_f32_a4") continue;
    REQUIRE(row.uses.size() == 2);
    CHECK(row.uses[0].op == "arith.constant");
    CHECK(row.uses[0].type == "tensor<3xf32>");
    CHECK(row.uses[1].op == "res.attr_holder");
  }
  CHECK(uses == idx->uses().size());
  CHECK(uses == 7);
}

TEST_CASE("weight_index: work and size budgets") {
  auto f = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string());
  REQUIRE(f);
  attr_reader r(f->view(), mlir_opt_dialects());
  auto all = weight_index::build(r);
  REQUIRE(all);
  REQUIRE(all->uses().size() == 7);  // the fixture's print has 7 dense_resource uses
  weight_index_limits few_uses;
  few_uses.max_uses = 6;
  auto a = weight_index::build(r, few_uses);
  REQUIRE_FALSE(a);
  CHECK(a.err().code == errc::limit_exceeded);
  CHECK(a.err().limit == 6);
  weight_index_limits few_visits;
  few_visits.max_visits = 3;
  auto b = weight_index::build(r, few_visits);
  REQUIRE_FALSE(b);
  CHECK(b.err().code == errc::limit_exceeded);
  few_uses.max_uses = 7;
  CHECK(weight_index::build(r, few_uses));
}

TEST_CASE("weight_view: its message when usable or declared without data; no bytes from a file read on demand") {
  weight_view declared;
  declared.key = "k";
  CHECK(declared.message() == "resource 'k': declared without data");
  CHECK(declared.bytes().err().code == errc::not_found);
  // load_mode::read: the blob's bytes are not in memory; the use still has its type and size.
  auto f = bytecode_file::open((test_support::data_dir() / "resources.v6.mlirbc").string(), {}, load_mode::read);
  REQUIRE(f);
  attr_reader r(f->view(), mlir_opt_dialects());
  auto idx = weight_index::build(r);
  REQUIRE(idx);
  REQUIRE_FALSE(idx->uses().empty());
  const weight_view& w = idx->uses()[0].w;
  REQUIRE(w.ok());
  REQUIRE(w.has_data);
  CHECK(w.message() == "resource '" + std::string(w.key) + "': ok");
  const auto bytes = w.bytes();
  REQUIRE_FALSE(bytes);
  CHECK(bytes.err().code == errc::unsupported);
  CHECK(bytes.err().offset == w.data.offset);
  // Handles past the last resource have no uses.
  CHECK(idx->uses_of(idx->num_resources()).empty());
}

// ------------------------------------------------ blob headers read with pread

namespace {

// Both ways of getting a blob agree: same view, or the same error.
void check_same_blob(const bytecode_file& f, const resource_entry& e, std::uint64_t& errors) {
  auto by_pread = f.get_blob(e);
  auto by_map = f.view().get_blob(e);
  REQUIRE(by_pread.has_value() == by_map.has_value());
  if (by_map) {
    CHECK(by_pread->data.data() == by_map->data.data());
    CHECK(by_pread->data.size() == by_map->data.size());
    CHECK(by_pread->alignment == by_map->alignment);
    CHECK(by_pread->offset == by_map->offset);
  } else {
    ++errors;
    CHECK(by_pread.err().code == by_map.err().code);
    CHECK(by_pread.err().offset == by_map.err().offset);
    CHECK(by_pread.err().message() == by_map.err().message());
  }
}

std::vector<mlirbc::weight> small_weights(std::vector<std::vector<std::byte>>& data) {
  const std::uint64_t aligns[] = {1, 2, 8, 64, 256};
  std::vector<mlirbc::weight> in;
  for (std::size_t i = 0; i < 5; ++i) {
    data.emplace_back(4 * (i + 1));
    for (std::size_t j = 0; j < data.back().size(); ++j) data.back()[j] = static_cast<std::byte>(j * 13 + i);
  }
  for (std::size_t i = 0; i < 5; ++i) {
    mlirbc::weight w;
    w.name = "b" + std::to_string(i);
    w.type = element_type::f32;
    w.shape = {static_cast<std::int64_t>(i + 1)};
    w.alignment = aligns[i];
    w.data = data[i];
    in.push_back(std::move(w));
  }
  return in;
}

// Resident KiB of the mapping that holds `addr` (/proc/self/smaps), or -1.
long mapping_rss_kib(const void* addr) {
  std::ifstream in("/proc/self/smaps");
  std::string line;
  bool inside = false;
  const auto a = reinterpret_cast<std::uintptr_t>(addr);
  while (std::getline(in, line)) {
    unsigned long long lo = 0, hi = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> lo >> dash >> hi && dash == '-') {
      inside = a >= lo && a < hi;
      continue;
    }
    if (inside && line.rfind("Rss:", 0) == 0) return std::strtol(line.c_str() + 4, nullptr, 10);
  }
  return -1;
}

}  // namespace

TEST_CASE("bytecode_file::get_blob reads headers with pread and agrees with the mapped path, also when corrupted") {
  std::vector<std::vector<std::byte>> data;
  const auto in = small_weights(data);
  const test_support::scratch_dir tmp("test-weights");
  const fs::path file = tmp.path / "pread.mlirbc";
  REQUIRE(write_weights_file(file.string(), in));
  const std::vector<std::byte> pristine = test_support::read_bytes(file);

  std::uint64_t errors = 0, opened = 0;
  std::vector<resource_entry> blobs;
  {
    auto f = bytecode_file::open(file.string());
    REQUIRE(f);
    for (const auto& e : f->view().resources().entries()) {
      if (e.kind != resource_kind::blob) continue;
      check_same_blob(*f, e, errors);
      blobs.push_back(e);
    }
  }
  REQUIRE(blobs.size() == in.size());
  CHECK(errors == 0);

  // Every byte of every header and its padding, set to a few values.
  const fs::path bad = tmp.path / "corrupt.mlirbc";
  for (const auto& e : blobs) {
    const std::uint64_t span = std::min<std::uint64_t>(e.bytes.size(), 18 + 256);
    for (std::uint64_t p = e.offset; p < e.offset + span; ++p) {
      for (const unsigned v : {0x00u, 0x01u, 0xCBu, 0xFFu}) {
        std::vector<std::byte> bytes = pristine;
        if (bytes[p] == static_cast<std::byte>(v)) continue;
        bytes[p] = static_cast<std::byte>(v);
        test_support::write_file(bad, bytes);
        auto f = bytecode_file::open(bad.string());
        if (!f) continue;
        ++opened;
        for (const auto& e2 : f->view().resources().entries())
          if (e2.kind == resource_kind::blob) check_same_blob(*f, e2, errors);
      }
    }
  }
  MESSAGE(opened << " corrupted files opened, " << errors << " blob errors, the same on both paths");
  CHECK(opened > 100);
  CHECK(errors > 100);
}

TEST_CASE("bytecode_file::get_blob: every blob of the fixtures and the corpus, both paths agree") {
  const std::vector<fs::path> paths = test_support::fixture_and_corpus_files();
  std::uint64_t blobs = 0, errors = 0;
  for (const auto& p : paths) {
    auto f = bytecode_file::open(p.string());
    REQUIRE_MESSAGE(f, p.string());
    for (const auto& e : f->view().resources().entries()) {
      if (e.kind != resource_kind::blob) continue;
      ++blobs;
      check_same_blob(*f, e, errors);
    }
  }
  MESSAGE(blobs << " blobs in " << paths.size() << " files");
  CHECK(blobs > 0);
  CHECK(errors == 0);
}

TEST_CASE("bytecode_file::get_blob lists every blob without touching the mapping") {
  // 16 blobs of 256 KiB, page-aligned: each header sits in the page before its data.
  std::vector<std::byte> chunk(std::size_t{256} << 10, std::byte{0x3C});
  std::vector<mlirbc::weight> in;
  for (int i = 0; i < 16; ++i) {
    mlirbc::weight w;
    w.name = "big" + std::to_string(i);
    w.type = element_type::f32;
    w.shape = {static_cast<std::int64_t>(chunk.size() / 4)};
    w.alignment = 4096;
    w.data = chunk;
    in.push_back(std::move(w));
  }
  const test_support::scratch_dir tmp("test-weights");
  const fs::path file = tmp.path / "big.mlirbc";
  REQUIRE(write_weights_file(file.string(), in));
  auto f = bytecode_file::open(file.string());
  REQUIRE(f);
  const void* base = f->view().bytes().data();
  const long after_open = mapping_rss_kib(base);
  REQUIRE(after_open >= 0);

  std::uint64_t bytes = 0;
  for (const auto& e : f->view().resources().entries()) {
    auto b = f->get_blob(e);
    REQUIRE(b);
    bytes += b->data.size();
  }
  CHECK(bytes == 16 * chunk.size());
  CHECK(mapping_rss_kib(base) == after_open);  // pread: no page of the mapping touched

  // The mapped path reads each header through the mapping: one page or more per blob.
  for (const auto& e : f->view().resources().entries()) REQUIRE(f->view().get_blob(e));
  CHECK(mapping_rss_kib(base) >= after_open + 16 * 4);
}
