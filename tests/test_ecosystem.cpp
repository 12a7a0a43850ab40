// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The op property layouts of the ecosystem's dialects (dialects/ecosystem.hpp):
// the tables are well-formed, the default registry decodes their ops in files
// of any producer, a registry without them shows those ops opaque, and the
// real-world samples (MLIRBC_SHARED_DIR/realworld) decode without a property
// error wherever every dialect of a file has public definitions.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <regex>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/tasks/file_stats.hpp>

#include "builder.hpp"
#include "print_support.hpp"
#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;
using tb::buf;

namespace {

// A v6 file written as torch-mlir's IREE exports are (producer "MLIR19.0.0git",
// whose LLVM 19 table has no `util` or `sdy` op): a builtin.module holding
//   "util.global"() <{sym_name = "w", sym_visibility = "private", type = tensor<4xf32>}>
//   "sdy.mesh"() <{mesh = <an sdy attribute in sdy's own encoding>, sym_name = "mesh"}>
// Property entries in the field order of the ODS definitions: util.global is
// initial_value?, inlining_policy?, is_mutable?, sym_name, sym_visibility?, type
// (absent optional attributes are 0, present ones (index << 1) | 1); sdy.mesh
// is mesh, sym_name.
// util.global's entry: no initial_value, inlining_policy or is_mutable;
// sym_name = attribute 1, sym_visibility = attribute 2, type = attribute 3.
const tb::bytes full_global_entry = buf{}.var(0).var(0).var(0).var(1).var((2 << 1) | 1).var(3).b;

tb::file ecosystem_file(const tb::bytes& global = full_global_entry) {
  tb::file f;
  f.producer = "MLIR19.0.0git";
  // strings: 0 builtin, 1 module, 2 util, 3 global, 4 sdy, 5 mesh
  buf s;
  s.var(6);
  for (std::string_view x : {"mesh", "sdy", "global", "util", "module", "builtin"}) s.var(x.size() + 1);
  for (std::string_view x : {"builtin", "module", "util", "global", "sdy", "mesh"}) s.cstr(x);
  f.sections.push_back({tb::s_string, s, 0, 0xCB, {}});
  // dialects builtin, util, sdy (no versions); 3 op names, all registered
  buf d;
  d.var(3).var(0 << 1).var(2 << 1).var(4 << 1).var(3);
  d.var(0).var(1).var((1 << 1) | 1);
  d.var(1).var(1).var((3 << 1) | 1);
  d.var(2).var(1).var((5 << 1) | 1);
  f.sections.push_back({tb::s_dialect, d, 0, 0xCB, {}});
  // attributes: 0 UnknownLoc (builtin code 15); 1..4 textual; 5 an sdy entry in
  // sdy's encoding (a mesh without axes: code 2, no axes, no device ids)
  const std::vector<std::string_view> texts = {"\"w\"", "\"private\"", "tensor<4xf32>", "\"mesh\""};
  buf o, a;
  o.var(6).var(0);
  o.var(0).var(5).var((1 << 1) | 1);
  a.var(15);
  for (std::string_view t : texts) {
    o.var((t.size() + 1) << 1);
    a.cstr(t);
  }
  o.var(2).var(1).var((3 << 1) | 1);
  a.u8(0x05).u8(0x01).u8(0x01);
  f.sections.push_back({tb::s_attr_type_offset, o, 0, 0xCB, {}});
  f.sections.push_back({tb::s_attr_type, a, 0, 0xCB, {}});
  // IR: module (op name 0, regions) holding util.global (1) and sdy.mesh (2),
  // each with properties (mask 0x40) entries 0 and 1
  buf region;
  region.var(1).var(0).var(2 << 1);
  region.var(1).u8(0x40).var(0).var(0);
  region.var(2).u8(0x40).var(0).var(1);
  buf ir;
  ir.var(1 << 1).var(0).u8(0x10).var(0).var((1 << 1) | 1);
  ir.raw(tb::frame({tb::s_ir, region, 0, 0xCB, {}}, 0));
  f.sections.push_back({tb::s_ir, ir, 0, 0xCB, {}});
  f.sections.push_back({tb::s_resource_offset, buf{}.var(0), 0, 0xCB, {}});
  f.sections.push_back({tb::s_resource, {}, 0, 0xCB, {}});
  const tb::bytes mesh = buf{}.var(5).var(4).b;
  f.sections.push_back(
      {tb::s_properties, buf{}.var(2).var(global.size()).raw(global).var(mesh.size()).raw(mesh), 0, 0xCB, {}});
  return f;
}

// The ML compilers' dialects (tables added with issue 43): one op of each, written by
// the table's own layout into one hand-built file (ml_layouts_file).
constexpr std::string_view ml_dialects[] = {"iree_codegen", "iree_gpu", "iree_linalg_ext", "mhlo", "mosaic_gpu", "mpmd",
                                            "tpu", "amdgpu", "triton_gpu", "triton_nvidia_gpu", "ttg", "ttng",
                                            "ttcore", "ttir", "ttnn"};
// The later repositories' dialects (issue 43, breadth), written into a second file; sophgo's
// `tpu` by its set's name (Mosaic's set has the dialect name first), beside sophgo's `top`.
constexpr std::string_view breadth_dialects[] = {"onnx", "krnl", "zhigh", "zlow", "tfl", "tensorrt", "plan",
                                                 "executor", "cuda", "trtrt", "kernel", "top", "sophgo tpu-mlir tpu",
                                                 "tf", "tf_executor", "tf_device", "tf_saved_model", "tfrt",
                                                 "corert", "corert_sync", "tfrt_dht", "tfrt_dht_sync", "ts", "ts_sync",
                                                 "tfrt_test"};

// The set named `name`, else the first set of the dialect `name`.
const op_schema::schema_set& set_of(std::string_view name) {
  for (const op_schema::schema_set& s : op_schema::ecosystem_sets())
    if (s.name == name) return s;
  for (const op_schema::schema_set& s : op_schema::ecosystem_sets())
    if (s.dialect == name) return s;
  throw std::logic_error("no ecosystem set of that name or dialect");
}

// The op of `set` with the most fields that are all attributes (required or
// optional), which the test can write knowing only the layout.
const op_schema::op_desc* attribute_only_op(const op_schema::schema_set& set) {
  const op_schema::op_desc* best = nullptr;
  for (const op_schema::op_desc& op : set.ops) {
    if (op.status != op_schema::op_status::ok || op.count == 0) continue;
    const auto fs = op_schema::fields_of(set, op);
    const bool attrs_only = std::all_of(fs.begin(), fs.end(), [](const op_schema::field_desc& f) {
      return f.kind == op_schema::field_kind::attr || f.kind == op_schema::field_kind::opt_attr;
    });
    if (attrs_only && (best == nullptr || op.count > best->count)) best = &op;
  }
  return best;
}

// What one op's entry holds: per field, the attribute index written, or none (an
// absent optional field: the first one with a default is left out).
struct written_op {
  const op_schema::schema_set* set;
  const op_schema::op_desc* op;
  std::vector<std::optional<std::uint64_t>> values;
};

// A v6 file (producer MLIR19.0.0git, no table of its own for these ops) holding a
// builtin.module with one op per entry of `dialects`, each with a property entry in its
// layout; every attribute field gets its own textual attribute: `"D.f"` for builtin
// classes, `#dialect.mnemonic<D.f>` for a dialect's class. `companion` is declared as
// well: `tt` (Triton's `amdgpu` set applies to files that use Triton's dialects) or
// another dialect.
tb::file ml_layouts_file(std::vector<written_op>* written = nullptr, std::string_view companion = "tt",
                         std::span<const std::string_view> dialects = ml_dialects) {
  std::vector<written_op> ops;
  for (std::string_view d : dialects) {
    const op_schema::schema_set& set = set_of(d);
    const op_schema::op_desc* op = attribute_only_op(set);
    if (op == nullptr) throw std::logic_error("a set without an op of attributes only");
    ops.push_back({&set, op, {}});
  }
  // strings: builtin, module, the companion, then per op its dialect and its name
  std::vector<std::string> strings = {"builtin", "module", std::string(companion)};
  for (const written_op& w : ops) {
    strings.emplace_back(w.set->dialect);
    strings.emplace_back(w.op->name.substr(w.set->dialect.size() + 1));
  }
  buf s;
  s.var(strings.size());
  for (auto it = strings.rbegin(); it != strings.rend(); ++it) s.var(it->size() + 1);
  for (const std::string& x : strings) s.cstr(x);
  tb::file f;
  f.producer = "MLIR19.0.0git";
  f.sections.push_back({tb::s_string, s, 0, 0xCB, {}});
  // dialects: builtin, the companion, then one per op; op names: builtin.module, then one per op
  buf d;
  d.var(2 + ops.size()).var(0 << 1).var(2 << 1);
  for (std::size_t i = 0; i < ops.size(); ++i) d.var((3 + 2 * i) << 1);
  d.var(1 + ops.size());
  d.var(0).var(1).var((1 << 1) | 1);
  for (std::size_t i = 0; i < ops.size(); ++i) d.var(2 + i).var(1).var(((4 + 2 * i) << 1) | 1);
  f.sections.push_back({tb::s_dialect, d, 0, 0xCB, {}});
  // attributes: 0 UnknownLoc, then the textual ones; property entries by the layouts
  std::vector<std::string> texts;
  buf entries;
  entries.var(ops.size());
  for (written_op& w : ops) {
    buf e;
    bool left_out = false;
    for (const op_schema::field_desc& fd : op_schema::fields_of(*w.set, *w.op)) {
      const bool optional = fd.kind == op_schema::field_kind::opt_attr;
      if (optional && fd.has_default && !left_out) {
        left_out = true;
        w.values.emplace_back();
        e.var(0);
        continue;
      }
      const std::string label = std::string(w.set->dialect) + "." + std::string(fd.name);
      texts.push_back(fd.expect == op_schema::expected_attr::dialect ? std::string(fd.expect_class) + "<" + label + ">"
                                                                     : "\"" + label + "\"");
      const std::uint64_t index = texts.size();  // after the UnknownLoc
      w.values.emplace_back(index);
      e.var(optional ? (index << 1) | 1 : index);
    }
    entries.var(e.b.size()).raw(e.b);
  }
  buf o, a;
  o.var(1 + texts.size()).var(0);
  o.var(0).var(1 + texts.size()).var((1 << 1) | 1);
  a.var(15);
  for (const std::string& t : texts) {
    o.var((t.size() + 1) << 1);
    a.cstr(t);
  }
  f.sections.push_back({tb::s_attr_type_offset, o, 0, 0xCB, {}});
  f.sections.push_back({tb::s_attr_type, a, 0, 0xCB, {}});
  // IR: the module (op name 0) holding op names 1.. in order, each with entry i
  buf region;
  region.var(1).var(0).var(ops.size() << 1);
  for (std::size_t i = 0; i < ops.size(); ++i) region.var(1 + i).u8(0x40).var(0).var(i);
  buf ir;
  ir.var(1 << 1).var(0).u8(0x10).var(0).var((1 << 1) | 1);
  ir.raw(tb::frame({tb::s_ir, region, 0, 0xCB, {}}, 0));
  f.sections.push_back({tb::s_ir, ir, 0, 0xCB, {}});
  f.sections.push_back({tb::s_resource_offset, buf{}.var(0), 0, 0xCB, {}});
  f.sections.push_back({tb::s_resource, {}, 0, 0xCB, {}});
  f.sections.push_back({tb::s_properties, entries, 0, 0xCB, {}});
  if (written != nullptr) *written = std::move(ops);
  return f;
}

using test_support::strict_limits;

// The default registry's plug-ins and release tables without the ecosystem's.
dialect_registry without_ecosystem() {
  dialect_registry r;
  r.add(dialects::builtin_dialect{});
  r.add_op_schemas(op_schema::llvm22).add_op_schemas(op_schema::llvm19);
  return r;
}

}  // namespace

// tests/data/layouts/ecosystem_ops.mlirbc is ecosystem_file() (the Python tests read it):
// MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1 rewrites it.
TEST_CASE("the committed copy of the hand-built ecosystem file is current") {
  const fs::path p = test_support::data_dir() / "layouts" / "ecosystem_ops.mlirbc";
  const tb::bytes built = ecosystem_file().build();
  if (const char* w = std::getenv("MLIRBC_WRITE_ECOSYSTEM_FIXTURE"); w != nullptr && *w == '1')
    test_support::write_file(p, built);
  CHECK_MESSAGE(test_support::read_bytes(p) == built, p.string() << " differs from ecosystem_file() (rewrite it with "
                                                                   "MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1)");
}

// tests/data/layouts/ecosystem_ml_ops.mlirbc is ml_layouts_file(), rewritten the same way.
TEST_CASE("the committed copy of the hand-built ML dialects' file is current") {
  const fs::path p = test_support::data_dir() / "layouts" / "ecosystem_ml_ops.mlirbc";
  const tb::bytes built = ml_layouts_file().build();
  if (const char* w = std::getenv("MLIRBC_WRITE_ECOSYSTEM_FIXTURE"); w != nullptr && *w == '1')
    test_support::write_file(p, built);
  CHECK_MESSAGE(test_support::read_bytes(p) == built, p.string() << " differs from ml_layouts_file() (rewrite it with "
                                                                   "MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1)");
}

// tests/data/layouts/ecosystem_breadth_ops.mlirbc is the breadth dialects' file, rewritten the same way.
TEST_CASE("the committed copy of the hand-built breadth dialects' file is current") {
  const fs::path p = test_support::data_dir() / "layouts" / "ecosystem_breadth_ops.mlirbc";
  const tb::bytes built = ml_layouts_file(nullptr, "func", breadth_dialects).build();
  if (const char* w = std::getenv("MLIRBC_WRITE_ECOSYSTEM_FIXTURE"); w != nullptr && *w == '1')
    test_support::write_file(p, built);
  CHECK_MESSAGE(test_support::read_bytes(p) == built, p.string() << " differs from ml_layouts_file(breadth_dialects) "
                                                                   "(rewrite it with MLIRBC_WRITE_ECOSYSTEM_FIXTURE=1)");
}

TEST_CASE("ecosystem tables: sorted, well-formed, each scoped to its dialect and valid for every producer") {
  const auto sets = op_schema::ecosystem_sets();
  std::vector<std::string_view> dialects;
  for (const op_schema::schema_set& set : sets) {
    CAPTURE(set.name);
    dialects.push_back(set.dialect);
    CHECK(set.major == op_schema::any_release);
    REQUIRE(!set.ops.empty());
    for (std::size_t i = 1; i < set.ops.size(); ++i) CHECK(set.ops[i - 1].name < set.ops[i].name);
    for (const auto& op : set.ops) {
      CAPTURE(op.name);
      CHECK(op.name.starts_with(std::string(set.dialect) + "."));
      CHECK(std::size_t(op.first) + op.count <= set.fields.size());
    }
    // The default registry holds the set itself.
    const auto registered = default_dialects().op_schemas();
    CHECK(std::find(registered.begin(), registered.end(), &set) != registered.end());
  }
  std::sort(dialects.begin(), dialects.end());
  CHECK(dialects == std::vector<std::string_view>{"amdgpu", "byre_serial", "chlo", "corert", "corert_sync", "cuda",
                                                  "executor", "flow", "ifrt", "iree_codegen", "iree_gpu",
                                                  "iree_linalg_ext", "kernel", "krnl", "mhlo", "mosaic_gpu", "mpmd",
                                                  "onnx", "plan", "quantum", "sdy", "stablehlo", "stream", "tensorrt",
                                                  "tf", "tf_device", "tf_executor", "tf_saved_model", "tfl", "tfrt",
                                                  "tfrt_dht", "tfrt_dht_sync", "tfrt_test", "top", "torch", "torch_c",
                                                  "tpu", "tpu", "triton_gpu", "triton_nvidia_gpu", "trtrt", "ts",
                                                  "ts_sync", "tt", "ttcore", "ttg", "ttir", "ttng", "ttnn", "util",
                                                  "zhigh", "zlow"});
  // No op of any set has a layout the generator could not derive; every field of an
  // op with properties has a name, and a dialect class names its dialect.
  for (const op_schema::schema_set& set : sets)
    for (const auto& op : set.ops) {
      CAPTURE(op.name);
      CHECK(op.status != op_schema::op_status::unknown);
      for (const op_schema::field_desc& fd : op_schema::fields_of(set, op)) {
        CHECK(!fd.name.empty());
        if (fd.expect == op_schema::expected_attr::dialect) CHECK(fd.expect_class.starts_with("#"));
      }
    }
}

namespace {
// Every op of a file ml_layouts_file() wrote decodes by the set it was written for, field
// by field, and the whole file prints without a warning.
void check_decodes_back(const tb::bytes& file, const std::vector<written_op>& written) {
  auto b = bytecode::open(file);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());
  attr_reader r(*b, default_dialects());
  REQUIRE(b->properties().size() == written.size());
  for (std::size_t i = 0; i < written.size(); ++i) {
    const written_op& w = written[i];
    CAPTURE(w.op->name);
    auto got = decode_properties_and_layout(r, b->dialects().op_names[i + 1], b->properties()[i]);
    REQUIRE_MESSAGE(got.has_value(), got.err().message());
    CHECK(got->layout == w.set);
    const auto fields = op_schema::fields_of(*w.set, *w.op);
    std::size_t expected_values = 0;
    for (std::size_t k = 0; k < fields.size(); ++k) {
      const op_schema::field_desc& fd = fields[k];
      CAPTURE(fd.name);
      const auto v = std::find_if(got->values.begin(), got->values.end(),
                                  [&](const property_value& pv) { return pv.name == fd.name; });
      if (w.values[k]) {  // written: the same attribute comes back under the field's name
        REQUIRE(v != got->values.end());
        CHECK(v->attr() == *w.values[k]);
        ++expected_values;
      } else {  // left out: the table's default, as printed
        REQUIRE(v != got->values.end());
        CHECK(v->value.kind == props::kind::printed);
        std::string text;
        append_property_text(v->value, text);
        CHECK(text == fd.default_text);
        ++expected_values;
      }
    }
    CHECK(got->values.size() == expected_values);
  }
  // The whole file prints with no warning, every op with its properties.
  const test_support::generic_print p = test_support::print_with_warnings(*b, default_dialects());
  REQUIRE(!p.e);
  CHECK(p.warned.count() == 0);
  CHECK(p.text.find("opaque") == std::string::npos);
  for (const written_op& w : written) CHECK(p.text.find("\"" + std::string(w.op->name) + "\"() <{") != std::string::npos);
}
}  // namespace

TEST_CASE("ML compilers' dialects: an entry written by each table's layout decodes back to the same fields") {
  std::vector<written_op> written;
  const tb::bytes file = ml_layouts_file(&written).build();
  check_decodes_back(file, written);
}

TEST_CASE("onnx-mlir, LiteRT, TensorRT, sophgo, TensorFlow and TFRT dialects: an entry written by each layout decodes back") {
  std::vector<written_op> written;
  const tb::bytes file = ml_layouts_file(&written, "func", breadth_dialects).build();
  REQUIRE(written.size() == std::size(breadth_dialects));
  check_decodes_back(file, written);
}

TEST_CASE("dialect names two projects use: Triton's amdgpu only with Triton's dialects, Mosaic's tpu never with top, "
          "sophgo's only with it") {
  const dialect_registry reg = default_dialects();
  auto planned = [&](const tb::bytes& file) {
    auto b = bytecode::open(file);
    REQUIRE(b.has_value());
    std::vector<std::string_view> names;
    for (const op_schema::schema_set* s : plan_op_layouts(*b, reg).dialect_sets) names.push_back(s->name);
    return names;
  };
  auto has = [](const std::vector<std::string_view>& v, std::string_view x) {
    return std::find(v.begin(), v.end(), x) != v.end();
  };
  std::vector<written_op> written;
  // With Triton's `tt` beside it, `amdgpu` is Triton's; without `top`, `tpu` is Mosaic's.
  const auto with_tt = planned(ml_layouts_file(&written, "tt").build());
  CHECK(has(with_tt, "Triton amdgpu"));
  CHECK(has(with_tt, "Mosaic TPU tpu"));
  CHECK(!has(with_tt, "sophgo tpu-mlir tpu"));
  CHECK(has(with_tt, "tt-mlir ttnn"));
  // With sophgo's `top` and no Triton dialect: neither set applies, and their ops are not
  // decoded by them (MLIR's amdgpu or sophgo's tpu set has no such op or another layout).
  constexpr std::string_view no_triton[] = {"amdgpu", "tpu", "ttnn"};
  const tb::bytes other = ml_layouts_file(&written, "top", no_triton).build();
  const auto with_top = planned(other);
  CHECK(!has(with_top, "Triton amdgpu"));
  CHECK(!has(with_top, "Mosaic TPU tpu"));
  CHECK(has(with_top, "sophgo tpu-mlir tpu"));
  CHECK(has(with_top, "tt-mlir ttnn"));
  auto b = bytecode::open(other);
  REQUIRE(b.has_value());
  attr_reader r(*b, reg);
  for (std::size_t i = 0; i < written.size(); ++i) {
    const std::string_view d = written[i].set->dialect;
    CAPTURE(written[i].op->name);
    const op_layout l = find_layout(r, b->dialects().op_names[i + 1]);
    if (d == "amdgpu" || d == "tpu")
      CHECK((l.set == nullptr || l.set != written[i].set));
    else
      CHECK(l.set == written[i].set);
  }
  // A sophgo `tpu` op without `top` beside it: Mosaic's set applies, sophgo's does not.
  constexpr std::string_view sophgo_tpu[] = {"sophgo tpu-mlir tpu"};
  const tb::bytes no_top = ml_layouts_file(&written, "tt", sophgo_tpu).build();
  const auto without_top = planned(no_top);
  CHECK(has(without_top, "Mosaic TPU tpu"));
  CHECK(!has(without_top, "sophgo tpu-mlir tpu"));
  auto c = bytecode::open(no_top);
  REQUIRE(c.has_value());
  attr_reader rc(*c, reg);
  CHECK(find_layout(rc, c->dialects().op_names[1]).set != written[0].set);
}

TEST_CASE("ecosystem ops decode by their dialect's layout whatever the producer; without the tables they show opaque") {
  const tb::bytes file = ecosystem_file().build();
  auto b = bytecode::open(file);
  REQUIRE_MESSAGE(b.has_value(), b.err().message());

  format_warnings sink;
  print_options opt;
  opt.warnings = &sink;
  std::string text;
  const error e = print_generic(*b, text, opt, default_dialects());
  REQUIRE_MESSAGE(!e, e.message());
  CHECK(sink.count() == 0);
  CHECK(text.find("\"util.global\"() <{sym_name = \"w\", sym_visibility = \"private\", type = tensor<4xf32>}> : () -> ()") !=
        std::string::npos);
  CHECK(text.find("\"sdy.mesh\"() <{mesh = #sdy.mesh<[]>, sym_name = \"mesh\"}> : () -> ()") !=
        std::string::npos);

  // Which set decoded each entry.
  attr_reader r(*b, default_dialects());
  const auto& props = b->properties();
  REQUIRE(props.size() == 2);
  const char* expected_sets[] = {"IREE util", "Shardy sdy"};
  for (std::size_t i = 0; i < 2; ++i) {
    auto got = decode_properties_and_layout(r, b->dialects().op_names[i + 1], props[i]);
    REQUIRE_MESSAGE(got.has_value(), got.err().message());
    REQUIRE(got->layout != nullptr);
    CHECK(got->layout->name == expected_sets[i]);
  }

  // Without the ecosystem's tables nothing knows these ops: both show opaque,
  // each with a warning naming it; strict mode refuses.
  const dialect_registry bare = without_ecosystem();
  sink = format_warnings();
  text.clear();
  REQUIRE(!print_generic(*b, text, opt, bare));
  CHECK(text.find("\"util.global\"() <#mlirbc.opaque_properties<\"0x") != std::string::npos);
  CHECK(text.find("\"sdy.mesh\"() <#mlirbc.opaque_properties<\"0x") != std::string::npos);
  const std::vector<error> met = sink.list();
  REQUIRE(met.size() == 2);
  CHECK(b->describe(met[0]).find("op 'util.global'") != std::string::npos);
  CHECK(b->describe(met[1]).find("op 'sdy.mesh'") != std::string::npos);
  auto strict = bytecode::open(file, strict_limits());
  REQUIRE(strict.has_value());
  opt.warnings = nullptr;
  CHECK(print_generic(*strict, text, opt, bare).code == errc::unsupported);
  CHECK(!print_generic(*strict, text, opt, default_dialects()));
}

TEST_CASE("ecosystem ops: an entry that does not match its layout is still an error, shown opaque") {
  // util.global's entry with its required `type` missing (one field short).
  const tb::bytes global(full_global_entry.begin(), full_global_entry.end() - 1);
  const tb::file f = ecosystem_file(global);
  const tb::bytes file = f.build();
  auto b = bytecode::open(file);
  REQUIRE(b.has_value());
  format_warnings sink;
  print_options opt;
  opt.warnings = &sink;
  std::string text;
  REQUIRE(!print_generic(*b, text, opt, default_dialects()));
  CHECK(text.find("\"util.global\"() <#mlirbc.opaque_properties<\"0x") != std::string::npos);
  CHECK(text.find("\"sdy.mesh\"() <{mesh = ") != std::string::npos);
  const std::vector<error> met = sink.list();
  REQUIRE(met.size() == 1);
  CHECK(met[0].section == section_id::properties);
  // Where the missing field would start: the entry's end (after its count and size bytes).
  CHECK(met[0].offset == f.payload_offset(tb::s_properties) + 2 + global.size());
  CHECK(b->describe(met[0]).find("op 'util.global'") != std::string::npos);
}

namespace two_releases {
using namespace std::string_view_literals;
using op_schema::field_kind;
// util.global's entry as two made-up releases would lay it out: the same encodings,
// different names, so both consume the entry exactly and decode it differently.
constexpr op_schema::field_desc fields_a[] = {
    {"initial_value"sv, field_kind::opt_attr, 0, ""sv, false},   {"inlining_policy"sv, field_kind::opt_attr, 0, ""sv, false},
    {"is_mutable"sv, field_kind::opt_attr, 0, ""sv, false},      {"sym_name"sv, field_kind::attr, 0, ""sv, false},
    {"sym_visibility"sv, field_kind::opt_attr, 0, ""sv, false}, {"type"sv, field_kind::attr, 0, ""sv, false},
};
constexpr op_schema::field_desc fields_b[] = {
    {"a"sv, field_kind::opt_attr, 0, ""sv, false},    {"b"sv, field_kind::opt_attr, 0, ""sv, false},
    {"c"sv, field_kind::opt_attr, 0, ""sv, false},    {"name"sv, field_kind::attr, 0, ""sv, false},
    {"visibility"sv, field_kind::opt_attr, 0, ""sv, false}, {"global_type"sv, field_kind::attr, 0, ""sv, false},
};
constexpr op_schema::op_desc ops_a[] = {{"util.global"sv, op_schema::op_status::ok, 0, 6}};
constexpr op_schema::op_desc ops_b[] = {{"util.global"sv, op_schema::op_status::ok, 0, 6}};
constexpr op_schema::schema_set release_19{"release 19", 19, ops_a, fields_a};
constexpr op_schema::schema_set release_22{"release 22", 22, ops_b, fields_b};
}  // namespace two_releases

TEST_CASE("two releases' layouts both fit and disagree: the nearest release at or after the producer's, with a warning") {
  CHECK(detail::preferred_release(21, std::vector<unsigned>{22, 19}) == 22);
  CHECK(detail::preferred_release(20, std::vector<unsigned>{19, 22}) == 22);
  CHECK(detail::preferred_release(18, std::vector<unsigned>{22, 19}) == 19);
  CHECK(detail::preferred_release(19, std::vector<unsigned>{22, 19}) == 19);
  CHECK(detail::preferred_release(23, std::vector<unsigned>{19, 22}) == 22);
  CHECK(detail::preferred_release(0, std::vector<unsigned>{}) == 0);

  dialect_registry reg;
  reg.add(dialects::builtin_dialect{});
  reg.add_op_schemas(two_releases::release_19).add_op_schemas(two_releases::release_22);
  struct expectation {
    const char* producer;
    const char* chosen;  // nullptr: the producer's own table decides, no inference
  };
  for (const expectation& x : {expectation{"MLIR21.0.0git", "release 22"}, expectation{"MLIR20.1.8", "release 22"},
                               expectation{"MLIR23.0.0", "release 22"}, expectation{"MLIR18.1.0", "release 19"},
                               expectation{"BYRE_1_0_0", "release 22"}, expectation{"MLIR19.1.7", nullptr}}) {
    CAPTURE(x.producer);
    tb::file f = ecosystem_file();
    f.producer = x.producer;
    const tb::bytes file = f.build();
    for (const bool strict : {false, true}) {
      CAPTURE(strict);
      limits lim;
      lim.strict = strict;
      auto b = bytecode::open(file, lim);
      REQUIRE(b.has_value());
      format_warnings sink;
      attr_reader r(*b, reg, &sink);
      auto got = decode_properties_and_layout(r, b->dialects().op_names[1], b->properties()[0]);
      if (x.chosen == nullptr) {  // the producer's release has a table: no fit, no warning
        REQUIRE(got.has_value());
        CHECK(got->layout->name == "release 19");
        CHECK(!got->inferred);
        CHECK(sink.count() == 0);
        continue;
      }
      if (strict) {
        REQUIRE(!got.has_value());
        CHECK(got.err().code == errc::unsupported);
        CHECK(got.err().offset == f.payload_offset(tb::s_properties) + 2);
        continue;
      }
      REQUIRE_MESSAGE(got.has_value(), got.err().message());
      CHECK(got->layout->name == x.chosen);
      CHECK(got->inferred);
      const std::vector<error> met = sink.list();
      REQUIRE(met.size() == 1);
      CHECK(met[0].offset == f.payload_offset(tb::s_properties) + 2);
      CHECK(met[0].message().find("both decode this entry, differently") != std::string::npos);
    }
  }
}

// ---- layout files (op_layout_file.hpp): a dialect's layouts read at run time

TEST_CASE("layout files: a generated one decodes its dialect's ops where no built-in table does") {
  // tests/data/layouts/util.layouts: tools/gen_op_schemas.py --layout-file on IREE's UtilOps.td.
  std::string why;
  auto util = op_schema::layout_file::load((test_support::data_dir() / "layouts" / "util.layouts").string(), why);
  REQUIRE_MESSAGE(util != nullptr, why);
  CHECK(util->dialect() == "util");
  CHECK(util->set().major == op_schema::any_release);
  const auto builtin_util = std::find_if(op_schema::ecosystem_sets().begin(), op_schema::ecosystem_sets().end(),
                                         [](const op_schema::schema_set& s) { return s.dialect == "util"; });
  REQUIRE(builtin_util != op_schema::ecosystem_sets().end());
  // The same ops, in the same order, as the table built in from the same source.
  REQUIRE(util->set().ops.size() == builtin_util->ops.size());
  for (std::size_t i = 0; i < util->set().ops.size(); ++i) {
    const auto& a = util->set().ops[i];
    const auto& b = builtin_util->ops[i];
    CAPTURE(a.name);
    CHECK(a.name == b.name);
    CHECK(a.status == b.status);
    REQUIRE(a.count == b.count);
    const auto fa = op_schema::fields_of(util->set(), a), fb = op_schema::fields_of(*builtin_util, b);
    for (std::size_t k = 0; k < fa.size(); ++k) {
      CHECK(fa[k].name == fb[k].name);
      CHECK(fa[k].kind == fb[k].kind);
      CHECK(fa[k].size == fb[k].size);
      CHECK(fa[k].expect == fb[k].expect);
      CHECK(fa[k].expect_class == fb[k].expect_class);
      CHECK(fa[k].has_default == fb[k].has_default);
      CHECK(fa[k].default_text == fb[k].default_text);
    }
  }

  const tb::bytes file = ecosystem_file().build();
  auto b = bytecode::open(file);
  REQUIRE(b.has_value());
  dialect_registry reg = without_ecosystem();
  reg.add_op_layouts(util);
  util.reset();  // the registry keeps it alive
  format_warnings sink;
  print_options opt;
  opt.warnings = &sink;
  std::string text;
  REQUIRE(!print_generic(*b, text, opt, reg));
  const std::vector<error> met = sink.list();
  CHECK(text.find("\"util.global\"() <{sym_name = \"w\", sym_visibility = \"private\", type = tensor<4xf32>}>") !=
        std::string::npos);
  CHECK(text.find("\"sdy.mesh\"() <#mlirbc.opaque_properties<\"0x") != std::string::npos);  // no sdy layouts here
  REQUIRE(met.size() == 1);
  attr_reader r(*b, reg);
  auto got = decode_properties_and_layout(r, b->dialects().op_names[1], b->properties()[0]);
  REQUIRE(got.has_value());
  CHECK(got->layout->name == "util (layout file)");

  // A file replaces the layouts registered for its dialect: here, the built-in ones.
  dialect_registry both = default_dialects();
  auto again = op_schema::layout_file::parse("mlirbc-op-layouts 1\nname mine\ndialect util\nop util.global ok\n"
                                             "field a opt_attr 0 -\nfield b opt_attr 0 -\nfield c opt_attr 0 -\n"
                                             "field name attr 0 string\nfield vis opt_attr 0 -\nfield t attr 0 -\n",
                                             why);
  REQUIRE_MESSAGE(again != nullptr, why);
  both.add_op_layouts(again);
  attr_reader r2(*b, both);
  auto mine = decode_properties_and_layout(r2, b->dialects().op_names[1], b->properties()[0]);
  REQUIRE(mine.has_value());
  CHECK(mine->layout->name == "mine (layout file)");
  REQUIRE(mine->values.size() == 3);
  CHECK(mine->values[0].name == "name");
  // The CLI loads them with --op-layouts (repeatable); a bad one is a usage error naming the line.
  const test_support::scratch_dir dir("layout-files");
  const fs::path bc = dir.path / "eco.mlirbc", bad = dir.path / "bad.layouts";
  test_support::write_file(bc, file);
  test_support::write_file(bad, std::string_view("mlirbc-op-layouts 1\ndialect util\nop util.global ok\nfield x wide 0 -\n"));
  const std::string cli = std::string(MLIRBC_CLI) + " ";
  const std::string layouts = (test_support::data_dir() / "layouts" / "util.layouts").string();
  const auto dump = test_support::run_command(cli + "dump --op-layouts " + layouts + " " + bc.string() + " 2>/dev/null");
  CHECK(dump.status == 0);
  CHECK(dump.out.find("\"util.global\"() <{sym_name = \"w\"") != std::string::npos);
  const auto refused = test_support::run_command(cli + "dump --op-layouts " + bad.string() + " " + bc.string() + " 2>&1");
  CHECK(refused.status == 2);
  CHECK(refused.out.find("bad.layouts: line 4: unknown field kind 'wide'") != std::string::npos);
  // Every command that decodes properties takes them (resources --uses, export and attach walk the IR).
  for (const char* cmd : {"resources --uses", "info", "constants", "stats"}) {
    CAPTURE(cmd);
    CHECK(test_support::run_command(cli + cmd + " --op-layouts " + layouts + " " + bc.string() + " >/dev/null 2>&1").status == 0);
    CHECK(test_support::run_command(cli + cmd + " --op-layouts " + bad.string() + " " + bc.string() + " >/dev/null 2>&1").status == 2);
  }
}

TEST_CASE("layout files: every malformed line is refused with its line number") {
  const std::string head = "mlirbc-op-layouts 1\ndialect d\n";
  struct bad {
    std::string text;
    const char* why;
  };
  const bad cases[] = {
      {"", "empty"},
      {"mlirbc-op-layouts 2\n", "line 1: unsupported layout file format"},
      {"hello\n", "line 1: not a layout file"},
      {"mlirbc-op-layouts 1\nop d.x ok\n", "line 2: 'op' before 'dialect'"},
      {"mlirbc-op-layouts 1\n# only a comment\n", "no 'dialect' line"},
      {head + "dialect e\n", "line 3: 'dialect' must come once"},
      {head + "op e.x ok\n", "line 3: op 'e.x' is not an op of dialect 'd'"},
      {head + "op d. ok\n", "line 3: op 'd.' is not an op of dialect 'd'"},
      {head + "op d.x maybe\n", "line 3: op status must be ok, none or unknown"},
      {head + "op d.x ok\nop d.x none\n", "line 4: op 'd.x' is described twice"},
      {head + "field a attr 0 -\n", "line 3: 'field' outside an 'op ... ok'"},
      {head + "op d.x none\nfield a attr 0 -\n", "line 4: 'field' outside an 'op ... ok'"},
      {head + "op d.x ok\nfield a attr 0\n", "line 4: 'field' takes a name"},
      {head + "op d.x ok\nfield a custom 1 -\n", "line 4: unknown field kind 'custom'"},
      {head + "op d.x ok\nfield a attr 65536 -\n", "line 4: field size must be a number"},
      {head + "op d.x ok\nfield a attr -1 -\n", "line 4: field size must be a number"},
      {head + "op d.x ok\nfield a attr 0x -\n", "line 4: field size must be a number"},
      {head + "op d.x ok\nfield a attr 0 - extra\n", "line 4: after the expected class only '= DEFAULT'"},
      {head + "op d.x ok\nfield a attr 0 strnig\n", "line 4: unknown expected class 'strnig'"},
      {head + "name x\nname y\n", "line 4: 'name' must come once"},
      {head + "op d.x none\nname y\n", "line 4: 'name' must come once"},
      {head + "name\n", "line 3: 'name' needs a text"},
      {"mlirbc-op-layouts 1\ndialect\n", "line 2: 'dialect' needs exactly one name"},
      {"mlirbc-op-layouts 1\ndialect d e\n", "line 2: 'dialect' needs exactly one name"},
      {head + "op d.x ok now\n", "line 3: 'op' takes a name and a status"},
      {head + "op dx.y ok\n", "line 3: op 'dx.y' is not an op of dialect 'd'"},
      {head + "frobnicate\n", "line 3: unknown line 'frobnicate'"},
  };
  for (const bad& c : cases) {
    CAPTURE(c.text);
    std::string why;
    CHECK(op_schema::layout_file::parse(c.text, why) == nullptr);
    CHECK_MESSAGE(why.find(c.why) != std::string::npos, why);
  }
  std::string many = head + "op d.x ok\n";
  for (int i = 0; i < 256; ++i) many += "field f attr 0 -\n";
  std::string why;
  CHECK(op_schema::layout_file::parse(many, why) == nullptr);
  CHECK(why.find("more than 255 fields") != std::string::npos);

  // What is accepted: comments, blank lines, CRLF, hex sizes, defaults with spaces; ops sorted.
  auto ok = op_schema::layout_file::parse(
      "mlirbc-op-layouts 1\r\n# c\r\n\r\ndialect d\r\nop d.z ok\r\nfield n native 0x0500 - = 0 : i32\r\n"
      "field e opt_attr 0 #d.thing = #d.thing<a b>\r\nop d.a none\r\n",
      why);
  REQUIRE_MESSAGE(ok != nullptr, why);
  REQUIRE(ok->set().ops.size() == 2);
  CHECK(ok->set().ops[0].name == "d.a");
  CHECK(ok->set().ops[1].name == "d.z");
  const auto f = op_schema::fields_of(ok->set(), ok->set().ops[1]);
  REQUIRE(f.size() == 2);
  CHECK(f[0].kind == op_schema::field_kind::native);
  CHECK(f[0].size == 0x0500);
  CHECK(f[0].default_text == "0 : i32");
  CHECK(f[1].expect == op_schema::expected_attr::dialect);
  CHECK(op_schema::expect_text(f[1]) == "#d.thing");
  CHECK(f[1].default_text == "#d.thing<a b>");
  CHECK(ok->set().name == "d (layout file)");
  // An op of unknown status, an upper-case hex size, a default that is left empty.
  auto more = op_schema::layout_file::parse(
      "mlirbc-op-layouts 1\ndialect d\nop d.u unknown\nop d.v ok\nfield n native 0X0500 - =\n", why);
  REQUIRE_MESSAGE(more != nullptr, why);
  REQUIRE(more->set().ops.size() == 2);
  CHECK(more->set().ops[0].status == op_schema::op_status::unknown);
  const auto g = op_schema::fields_of(more->set(), more->set().ops[1]);
  REQUIRE(g.size() == 1);
  CHECK(g[0].size == 0x0500);
  CHECK(g[0].default_text.empty());
  // A file that cannot be read says so.
  CHECK(op_schema::layout_file::load("/nonexistent/x.layouts", why) == nullptr);
  CHECK(why.find("/nonexistent/x.layouts: cannot open") != std::string::npos);
}

// Bytecode as the ecosystem writes it: where every dialect of a file has a
// table (MLIR's own or the ecosystem's) or is builtin, no property entry is
// left undecoded.
TEST_CASE("real-world samples (MLIRBC_SHARED_DIR): no property errors where every dialect has public definitions") {
  const fs::path dir = test_support::realworld_dir();
  if (dir.empty() || !fs::is_directory(dir)) {
    MESSAGE("real-world samples skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  auto known = [](std::string_view dialect) {
    if (dialect == "builtin") return true;
    for (const op_schema::schema_set* s : default_dialects().op_schemas())
      if (s->dialect == dialect || (s->dialect.empty() && op_schema::has_dialect(*s, dialect))) return true;
    return false;
  };
  std::string why;
  const auto util = op_schema::layout_file::load((test_support::data_dir() / "layouts" / "util.layouts").string(), why);
  REQUIRE_MESSAGE(util != nullptr, why);
  std::size_t checked = 0, private_files = 0, with_layout_file = 0;
  for (const fs::path& path : test_support::realworld_files()) {
    CAPTURE(path.string());
    auto f = bytecode_file::open(path.string());
    REQUIRE_MESSAGE(f.has_value(), f.err().message());
    bool all_known = true;
    for (const dialect_entry& d : f->view().dialects().dialects) all_known = all_known && known(d.name);
    auto st = compute_stats(*f, default_dialects());
    REQUIRE_MESSAGE(st.has_value(), st.err().message());
    if (all_known) {
      CHECK(st->property_errors == 0);
      ++checked;
    } else {
      ++private_files;
    }
    // A file with `util` ops: the generated layout file, loaded at run time in
    // place of the built-in table, decodes them all and prints the same; without
    // either, they show opaque.
    const auto& ds = f->view().dialects().dialects;
    if (std::none_of(ds.begin(), ds.end(), [](const dialect_entry& d) { return d.name == "util"; })) continue;
    dialect_registry off = default_dialects();
    off.remove("util");
    dialect_registry loaded = off;
    loaded.add_op_layouts(util);
    auto without = compute_stats(*f, off);
    auto with_file = compute_stats(*f, loaded);
    REQUIRE(without.has_value());
    REQUIRE(with_file.has_value());
    CHECK(without->property_errors > 0);
    CHECK(with_file->property_errors == st->property_errors);
    std::string built_in_text, loaded_text;
    CHECK(!print_generic(f->view(), built_in_text, {}, default_dialects()));
    CHECK(!print_generic(f->view(), loaded_text, {}, loaded));
    CHECK(built_in_text == loaded_text);
    ++with_layout_file;
  }
  CHECK(checked > 0);
  MESSAGE(checked << " real-world files with every dialect known decode every property entry; " << private_files
                  << " use a dialect without public definitions; " << with_layout_file
                  << " read alike with util's layout file in place of its built-in table");
}

namespace {

// The op of each line of MLIR text, in order, by the last part of its name
// without a version suffix (`stablehlo.custom_call`, `"vhlo.custom_call_v1"`
// and `byre_serial.compute_v1`/`byre.compute` all give `custom_call`/`compute`),
// and the names of the functions. Works on the pretty form of the samples'
// texts and on mlirbc's generic form: one op per line in both.
struct op_outline {
  std::vector<std::string> ops, functions;
};

op_outline outline(const std::string& text) {
  static const std::regex op_at(R"re(^\s*(?:%[\w#:, %]+=\s*)?"?([a-z_][\w]*(?:\.[\w]+)*)"?[\s(<{@]?)re");
  static const std::regex fn_name(R"re(func(?:_v\d+)?"?(?:\(\))? (?:public |private )?@([\w$.]+)|sym_name = (?:#(?:vhlo|byre_serial)\.string_v1<)?"([^"]*)")re");
  static const std::regex version_suffix(R"re(_v\d+$)re");
  op_outline o;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t first = line.find_first_not_of(' ');
    if (first == std::string::npos || line[first] == '}' || line[first] == '^' || line[first] == '#' ||
        line[first] == '!' || line.compare(first, 2, "//") == 0 || line.compare(first, 3, "{-#") == 0)
      continue;
    std::smatch m;
    if (!std::regex_search(line, m, op_at)) continue;
    std::string name = m[1].str();
    name = name.substr(name.rfind('.') == std::string::npos ? 0 : name.rfind('.') + 1);
    name = std::regex_replace(name, version_suffix, "");
    o.ops.push_back(name);
    if (name == "func" && std::regex_search(line, m, fn_name)) o.functions.push_back(m[1].matched ? m[1].str() : m[2].str());
  }
  return o;
}

}  // namespace

// The samples whose source text lies beside them (StableHLO text for vhlo
// artifacts, byre text for the byre_serial file): mlirbc's dump has the same
// ops in the same order, and the same function names where it can read them.
// Everything compared is taken from the two texts at run time.
TEST_CASE("real-world samples with their source text (MLIRBC_SHARED_DIR): the dump's ops and functions follow the text") {
  const fs::path dir = test_support::realworld_dir();
  if (dir.empty() || !fs::is_directory(dir)) {
    MESSAGE("real-world samples skipped (MLIRBC_SHARED_DIR not set)");
    return;
  }
  std::size_t compared = 0, functions = 0;
  for (const fs::path& p : test_support::realworld_files()) {
    const std::string n = p.filename().string();
    fs::path source;
    if (n.ends_with(".mlirbc")) source = fs::path(p).replace_extension(".mlir");
    else if (n.ends_with(".mlir.bc")) source = fs::path(p).replace_extension("");
    if (source.empty() || !fs::exists(source)) continue;
    CAPTURE(p.string());
    auto f = bytecode_file::open(p.string());
    REQUIRE(f.has_value());
    std::string dump;
    print_options opt;
    format_warnings met;
    opt.warnings = &met;
    REQUIRE(!print_generic(f->view(), dump, opt, default_dialects()));
    const op_outline want = outline(test_support::read_text(source));
    op_outline got = outline(dump);
    REQUIRE(want.ops.size() > 2);
    // ByteIR's serializer writes its module (byre_serial.module_v1) inside a
    // builtin.module that the text does not show.
    if (got.ops.size() == want.ops.size() + 1 && got.ops.size() > 1 && got.ops[0] == "module" && got.ops[1] == "module")
      got.ops.erase(got.ops.begin());
    auto joined = [](const std::vector<std::string>& v) {
      std::string s;
      for (const auto& x : v) s += x + " ";
      return s;
    };
    CHECK_MESSAGE(got.ops == want.ops, "dump: " << joined(got.ops) << "\ntext: " << joined(want.ops));
    // Function names: those the dump can show (not inside an opaque entry).
    if (got.functions.size() == want.functions.size()) {
      CHECK(got.functions == want.functions);
      functions += got.functions.size();
    } else {
      CHECK(got.functions.empty());
      CHECK(dump.find("sym_name = #mlirbc.opaque<") != std::string::npos);
    }
    // byre text names and kinds its arguments (`byre.argname = "A"`, `byre.argtype = 1`, a bit
    // set of Input/Output/Weight): the byre_serial function lists the same, in order.
    if (dump.find("\"byre_serial.func_v1\"") != std::string::npos) {
      static const std::regex arg_attr(R"re(byre\.arg(name|type) = ("[^"]*"|\d+))re");
      std::string names, kinds;
      const std::string text = test_support::read_text(source);
      for (std::sregex_iterator it(text.begin(), text.end(), arg_attr), end; it != end; ++it) {
        if ((*it)[1] == "name") {
          names += std::string(names.empty() ? "" : ", ") + "#byre_serial.string_v1<" + (*it)[2].str() + ">";
          continue;
        }
        const unsigned bits = static_cast<unsigned>(std::stoul((*it)[2].str()));
        std::string value;
        for (unsigned b = 0; b < 3; ++b)
          if ((bits >> b & 1u) != 0) value += std::string(value.empty() ? "" : "|") + std::array{"Input", "Output", "Weight"}[b];
        kinds += std::string(kinds.empty() ? "" : ", ") + "#byre_serial<arg_type_v1 " + (value.empty() ? "None" : value) + ">";
      }
      REQUIRE(!names.empty());
      CHECK(dump.find("byre_arg_names = #byre_serial.array_v1<[" + names + "]>") != std::string::npos);
      CHECK(dump.find("byre_arg_types = #byre_serial.array_v1<[" + kinds + "]>") != std::string::npos);
    }
    ++compared;
  }
  CHECK(compared > 0);
  MESSAGE(compared << " samples follow their source text op by op; " << functions << " function names compared");
}
