// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// strip, export and attach (weight_exchange.hpp, docs/weights.md "Strip,
// export, attach"): the stripped module keeps everything but the blob data,
// exported tensors equal the blobs with the dtype and shape of their uses,
// and strip + export + attach gives back the original — judged by mlir-opt 22
// where it is installed, by mlirbc's own dump with resources always.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <mlirbc.hpp>
#include <mlirbc/dialects/test.hpp>
#include <mlirbc/tasks/weight_exchange.hpp>

#include "support.hpp"

using namespace mlirbc;
namespace fs = std::filesystem;

namespace {

const fs::path& tmp() {
  static test_support::scratch_dir d("test-weight-exchange");
  return d.path;
}

fs::path exchange_fixture(int version) {
  return test_support::data_dir() / "exchange" / ("exchange.v" + std::to_string(version) + ".mlirbc");
}

// Fixtures with blob resources, written by mlir-opt 16 and 22 at several versions.
std::vector<fs::path> resource_fixtures() {
  std::vector<fs::path> out;
  for (const fs::path& p : test_support::fixture_files()) {
    const std::string n = p.filename().string();
    if (n.starts_with("resources.") || n.starts_with("resources_wide.") || n.starts_with("odd_keys.")) out.push_back(p);
  }
  for (int v : {0, 4, 6}) out.push_back(exchange_fixture(v));
  // mlir-opt 22 wrote their Resource sections without an alignment: already aligned where they start.
  for (int v : {5, 6})
    out.push_back(test_support::data_dir() / "exchange" / ("mlp_weight.v" + std::to_string(v) + ".mlirbc"));
  out.push_back(test_support::data_dir().parent_path().parent_path() / "examples" / "weights.mlirbc");
  return out;
}

bytecode_file open_file(const fs::path& p) {
  auto f = bytecode_file::open(p.string());
  REQUIRE_MESSAGE(f, p.string() << ": " << f.err().message());
  return std::move(*f);
}

// The pieces export and attach need: the file, a reader and its use index.
struct indexed {
  bytecode_file file;
  dialect_registry dialects = mlir_opt_dialects();
  std::unique_ptr<attr_reader> reader;
  std::unique_ptr<weight_index> uses;
  explicit indexed(const fs::path& p) : file(open_file(p)) {
    reader = std::make_unique<attr_reader>(file.view(), dialects);
    auto idx = weight_index::build(*reader);
    REQUIRE_MESSAGE(idx, p.string() << ": " << idx.err().message());
    uses = std::make_unique<weight_index>(std::move(*idx));
  }
};

std::string cli(const std::string& args) {
  return test_support::run_capture(std::string(MLIRBC_CLI) + " " + args + " 2>&1");
}
int cli_status(const std::string& args) {
  return test_support::run_command(std::string(MLIRBC_CLI) + " " + args + " >/dev/null 2>&1").status;
}

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// mlir-opt 22's generic print with its dialect_resources trailer (which
// --mlir-print-local-scope leaves out); empty if it cannot read the file.
std::string mlir_opt_print(const fs::path& p) {
  const auto r = test_support::run_command(std::string(test_support::mlir_opt_22) +
                                           " --allow-unregistered-dialect --mlir-print-op-generic " + quoted(p) +
                                           " 2>/dev/null");
  return r.status == 0 ? r.out : std::string();
}

// Whether mlir-opt reads `p` whatever its name and size: it reads small files
// into a heap buffer aligned to 16 bytes only, and refuses blobs aligned beyond
// the buffer's address (tests/data/MANIFEST.md).
bool mlir_opt_reliably_reads(const fs::path& p) {
  const bytecode_file f = open_file(p);
  for (const resource_entry& e : f->resources().entries()) {
    if (e.kind != resource_kind::blob || e.empty()) continue;
    auto b = f.get_blob(e);
    if (b && b->alignment > 16) return false;
  }
  return true;
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// `text` (a generic print) without the builtin blobs of its dialect_resources
// trailer whose names are not in `kept`; a block left empty goes too.
std::string without_blobs(const std::string& text, const std::set<std::string>& kept) {
  const auto start = text.find("\n{-#\n");
  if (start == std::string::npos) return text;
  std::istringstream in(text.substr(start + 1));
  std::vector<std::string> lines, builtin;
  std::string line;
  bool in_builtin = false;
  while (std::getline(in, line)) {
    if (line == "    builtin: {") {
      in_builtin = true;
      continue;
    }
    if (in_builtin && line.starts_with("    }")) {
      in_builtin = false;
      std::vector<std::string> keep;
      for (std::string b : builtin) {
        if (b.ends_with(",")) b.pop_back();
        const std::string key = b.substr(6, b.find(": \"0x") - 6);
        if (kept.count(key) != 0) keep.push_back(b);
      }
      if (!keep.empty()) {
        lines.push_back("    builtin: {");
        for (std::size_t i = 0; i < keep.size(); ++i) lines.push_back(keep[i] + (i + 1 < keep.size() ? "," : ""));
        lines.push_back(line);
      }
      continue;
    }
    if (in_builtin) builtin.push_back(line);
    else lines.push_back(line);
  }
  // Drop "  dialect_resources: {" + "  }" when nothing is left between them, then an empty trailer.
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
    if (lines[i] == "  dialect_resources: {" && lines[i + 1].starts_with("  }")) {
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i), lines.begin() + static_cast<std::ptrdiff_t>(i + 2));
      if (i > 0 && lines[i - 1].ends_with(",")) lines[i - 1].pop_back();
      break;
    }
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  std::string out = text.substr(0, start + 1);
  if (lines.size() > 2)  // more than "{-#" and "#-}"
    for (const std::string& l : lines) out += l + "\n";
  return trimmed(out);
}

// Every section but the two resource ones, as payload bytes.
std::map<int, std::vector<std::byte>> other_sections(const bytecode& b) {
  std::map<int, std::vector<std::byte>> out;
  for (const section& s : b.layout().sections)
    if (s.present && s.id != section_id::resource && s.id != section_id::resource_offset)
      out[static_cast<int>(s.id)] = {s.payload.begin(), s.payload.end()};
  return out;
}

std::vector<std::byte> bytes_of(std::span<const std::byte> s) { return {s.begin(), s.end()}; }

bool no_partial_files(const fs::path& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().find(".partial-") != std::string::npos) return false;
  return true;
}

}  // namespace

TEST_CASE("strip: the blobs lose their data, their handles and every other section stay") {
  for (const fs::path& p : resource_fixtures()) {
    CAPTURE(p.string());
    const bytecode_file in = open_file(p);
    const fs::path out = tmp() / ("stripped-" + p.filename().string());
    strip_report rep;
    const named_error e = strip_weights(in, out.string(), {}, &rep);
    REQUIRE_MESSAGE(!e, e.message());
    const bytecode_file s = open_file(out);
    CHECK(rep.output_size == fs::file_size(out));
    CHECK(other_sections(s.view()) == other_sections(in.view()));
    CHECK(s->version() == in->version());
    CHECK(s->producer() == in->producer());
    const auto& a = in->resources().entries();
    const auto& b = s->resources().entries();
    REQUIRE(a.size() == b.size());
    std::uint64_t dropped = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      CHECK(a[i].key == b[i].key);
      CHECK(a[i].kind == b[i].kind);
      const bool external = in->resources().groups()[a[i].group].external;
      if (a[i].kind == resource_kind::blob && !external) {
        CHECK(b[i].empty());
        dropped += a[i].empty() ? 0u : 1u;
      } else {
        CHECK(bytes_of(a[i].bytes) == bytes_of(b[i].bytes));
      }
    }
    CHECK(rep.rewrite.dropped == dropped);
    CHECK(dropped > 0);
    // The IR reads the same: mlirbc prints both alike (without the trailer).
    CHECK(cli("dump " + quoted(out)) == cli("dump " + quoted(p)));
  }
}

TEST_CASE("strip: mlir-opt 22 prints the stripped module as the original without its blob payloads") {
  if (!test_support::have_mlir_opt()) return;
  std::size_t compared = 0;
  for (const fs::path& p : resource_fixtures()) {
    CAPTURE(p.string());
    if (!mlir_opt_reliably_reads(p)) continue;
    const std::string original = mlir_opt_print(p);
    if (original.empty()) continue;  // mlir-opt 22 cannot read it (tests/data/MANIFEST.md says why)
    CHECK(original.find("dialect_resources") != std::string::npos);
    const fs::path out = tmp() / ("oracle-stripped-" + p.filename().string());
    REQUIRE(!strip_weights(open_file(p), out.string(), {}));
    CHECK(trimmed(mlir_opt_print(out)) == without_blobs(original, {}));
    ++compared;
  }
  CHECK(compared >= 10);
}

TEST_CASE("strip --keep and --min-size keep the blobs they name") {
  const fs::path p = exchange_fixture(6);
  const fs::path out = tmp() / "keep.mlirbc";
  REQUIRE(cli_status("strip --keep f32s --keep flags " + quoted(p) + " " + quoted(out)) == 0);
  {
    const bytecode_file s = open_file(out);
    std::set<std::string> with_data;
    for (const resource_entry& e : s->resources().entries())
      if (!e.empty()) with_data.insert(std::string(e.key));
    CHECK(with_data == std::set<std::string>{"f32s", "flags"});
    const bytecode_file in = open_file(p);
    auto kept = s.get_blob(*s->resources().find("builtin", "f32s"));
    auto orig = in.get_blob(*in->resources().find("builtin", "f32s"));
    REQUIRE(kept);
    REQUIRE(orig);
    CHECK(bytes_of(kept->data) == bytes_of(orig->data));
    CHECK(kept->alignment == orig->alignment);
    CHECK(kept->offset % kept->alignment == 0);
    if (test_support::have_mlir_opt()) CHECK(trimmed(mlir_opt_print(out)) == without_blobs(mlir_opt_print(p), {"f32s", "flags"}));
  }
  REQUIRE(cli_status("strip --min-size 5 " + quoted(p) + " " + quoted(out)) == 0);
  {
    const bytecode_file s = open_file(out);
    for (const resource_entry& e : s->resources().entries()) {
      CAPTURE(std::string(e.key));
      const bytecode_file in = open_file(p);
      const resource_entry* orig = in->resources().find("builtin", e.key);
      REQUIRE(orig != nullptr);
      auto b = in.get_blob(*orig);
      if (orig->empty()) continue;
      REQUIRE(b);
      CHECK(e.empty() == (b->data.size() >= 5));
    }
  }
  // A name that is not a blob resource: an error naming it, and no output.
  const fs::path none = tmp() / "keep-unknown.mlirbc";
  const std::string said = cli("strip --keep nosuch " + quoted(p) + " " + quoted(none));
  CHECK(said.find("nosuch") != std::string::npos);
  CHECK(cli_status("strip --keep nosuch " + quoted(p) + " " + quoted(none)) == 1);
  CHECK(!fs::exists(none));
  CHECK(no_partial_files(tmp()));
  // The input itself as the output: refused, the input untouched.
  const auto before = test_support::read_bytes(p);
  CHECK(cli_status("strip " + quoted(p) + " " + quoted(p)) == 2);
  CHECK(test_support::read_bytes(p) == before);
  // --min-size reads each blob's header: one that is broken (tests/regressions/llvm23-blob-alignment-0,
  // `blob1` aligned to 0) is an error naming it, and no output.
  const bytecode_file broken = open_file(test_support::data_dir() / ".." / "regressions" / "llvm23-blob-alignment-0.mlirbc");
  strip_options min_size;
  min_size.min_size = 5;
  const named_error e = strip_weights(broken, none.string(), min_size);
  CHECK(e.e.code == errc::bad_alignment);
  CHECK(e.name == "blob1");
  CHECK(!fs::exists(none));
}

TEST_CASE("export to safetensors: each blob with the dtype and shape of its use") {
  const fs::path p = exchange_fixture(6);
  indexed in(p);
  const fs::path out = tmp() / "exchange.safetensors";
  export_report rep;
  const named_error e = export_weights(in.file, *in.reader, *in.uses, out.string(), {}, &rep);
  REQUIRE_MESSAGE(!e, e.message());
  mapped_file m;
  REQUIRE(!m.open(out.string()));
  safetensors_index idx;
  const named_error r = read_safetensors(m.bytes(), idx);
  REQUIRE_MESSAGE(!r, r.message());

  struct expect {
    tensor_dtype dtype;
    std::vector<std::uint64_t> shape;
  };
  const std::map<std::string, expect> expected{
      {"f32s", {tensor_dtype::f32, {2, 3}}},    {"flags", {tensor_dtype::boolean, {3}}},
      {"halves", {tensor_dtype::bf16, {2, 2}}}, {"f8s", {tensor_dtype::f8_e4m3fn, {2}}},
      {"bytes_u", {tensor_dtype::u8, {4}}},
  };
  CHECK(idx.tensors.size() == expected.size());
  for (const safetensors_tensor& t : idx.tensors) {
    CAPTURE(t.name);
    REQUIRE(expected.count(t.name) == 1);
    CHECK(t.dtype == expected.at(t.name).dtype);
    CHECK(t.shape == expected.at(t.name).shape);
    auto blob = in.file.get_blob(*in.file->resources().find("builtin", t.name));
    REQUIRE(blob);
    CHECK(bytes_of(m.bytes().subspan(t.offset, t.size)) == bytes_of(blob->data));
    const std::string* a = idx.meta(alignment_metadata_key(t.name));
    REQUIRE(a != nullptr);
    CHECK(*a == std::to_string(blob->alignment));
  }
  // Skipped, each with its reason: uses that disagree, no safetensors dtype, no exchange dtype.
  std::map<std::string, std::string> skipped(rep.skipped.begin(), rep.skipped.end());
  CHECK(skipped.size() == 3);
  CHECK(skipped["twice"].find("disagree") != std::string::npos);
  CHECK(skipped["cplx"].find("safetensors has no dtype") != std::string::npos);
  CHECK(skipped["nibbles"].find("i4") != std::string::npos);
  CHECK(idx.meta(no_data_metadata_key("absent")) != nullptr);

  // --raw: the skipped ones as 1-D uint8 bytes.
  export_options raw;
  raw.raw = true;
  const fs::path out_raw = tmp() / "exchange-raw.safetensors";
  REQUIRE(!export_weights(in.file, *in.reader, *in.uses, out_raw.string(), raw, &rep));
  CHECK(rep.skipped.empty());
  mapped_file mr;
  REQUIRE(!mr.open(out_raw.string()));
  safetensors_index ri;
  REQUIRE(!read_safetensors(mr.bytes(), ri));
  CHECK(ri.tensors.size() == 8);
  const safetensors_tensor* twice = ri.find("twice");
  REQUIRE(twice != nullptr);
  CHECK(twice->dtype == tensor_dtype::u8);
  CHECK(twice->shape == std::vector<std::uint64_t>{4});
}

TEST_CASE("export: a blob whose every use is unusable is skipped with the use's problem; a copied file is refused") {
  // tests/data/view/graphs.mlirbc: `dynamic` is used as tensor<?xf32>, `huge` as a tensor of 2^62 f32.
  const fs::path p = test_support::data_dir() / "view" / "graphs.mlirbc";
  indexed in(p);
  export_report rep;
  const fs::path out = tmp() / "graphs.safetensors";
  REQUIRE(!export_weights(in.file, *in.reader, *in.uses, out.string(), {}, &rep));
  std::map<std::string, std::string> skipped(rep.skipped.begin(), rep.skipped.end());
  CHECK(skipped.size() == 2);
  CHECK(skipped["dynamic"].starts_with("resource 'dynamic': "));
  CHECK(skipped["dynamic"].find("dense_resource shape is dynamic") != std::string::npos);
  CHECK(skipped["huge"].find("dense_resource byte size overflows") != std::string::npos);
  CHECK(rep.written.size() == 2);  // scalar, shared
  export_options raw;
  raw.raw = true;
  REQUIRE(!export_weights(in.file, *in.reader, *in.uses, out.string(), raw, &rep));
  CHECK(rep.skipped.empty());
  CHECK(rep.written.size() == 4);

  // Export hands the mapped file's descriptor to the writer: a file read into memory has none.
  auto copied = bytecode_file::open(p.string(), {}, load_mode::copy);
  REQUIRE(copied);
  attr_reader r(copied->view(), mlir_opt_dialects());
  auto uses = weight_index::build(r);
  REQUIRE(uses);
  const named_error e = export_weights(*copied, r, *uses, out.string(), {}, nullptr);
  CHECK(e.e.code == errc::unsupported);
  CHECK(std::string(e.e.what).find("not load_mode::copy") != std::string::npos);
}

TEST_CASE("strip + export + attach gives back the original module") {
  const bool oracle = test_support::have_mlir_opt();
  for (const fs::path& p : resource_fixtures()) {
    CAPTURE(p.string());
    const fs::path stripped = tmp() / ("rt-stripped-" + p.filename().string());
    const fs::path weights = tmp() / ("rt-" + p.filename().string() + ".safetensors");
    const fs::path back = tmp() / ("rt-back-" + p.filename().string());
    bool lossless = true;
    {
      indexed in(p);
      REQUIRE(!strip_weights(in.file, stripped.string(), {}));
      export_options opt;
      opt.raw = true;  // every blob, typed or not
      export_report rep;
      const named_error e = export_weights(in.file, *in.reader, *in.uses, weights.string(), opt, &rep);
      REQUIRE_MESSAGE(!e, e.message());
      // Only names no tensor file can hold stay behind (odd_keys: a key that is not UTF-8).
      lossless = rep.skipped.empty();
      for (const auto& [name, why] : rep.skipped) CHECK(why.find("not valid UTF-8") != std::string::npos);
    }
    attach_options opt;
    opt.allow_missing = !lossless;
    {
      indexed s(stripped);
      rewrite_summary sum;
      mapped_file w;
      REQUIRE(!w.open(weights.string()));
      const named_error e = attach_weights(s.file, *s.reader, *s.uses, w, back.string(), opt, &sum);
      REQUIRE_MESSAGE(!e, e.message());
      CHECK(sum.replaced > 0);
    }
    if (!lossless) continue;
    CHECK(cli("dump --resources " + quoted(back)) == cli("dump --resources " + quoted(p)));
    // The resource sections are laid out as mlir-opt lays them out: the same bytes.
    CHECK(test_support::read_bytes(back) == test_support::read_bytes(p));
    if (oracle && mlir_opt_reliably_reads(p)) {
      const std::string original = mlir_opt_print(p);
      if (!original.empty()) CHECK(mlir_opt_print(back) == original);
    }
  }
}

TEST_CASE("attach: a wrong weights file is an error naming the tensor, and leaves no output") {
  const fs::path p = exchange_fixture(6);
  const fs::path stripped = tmp() / "err-stripped.mlirbc";
  const fs::path out = tmp() / "err-out.mlirbc";
  REQUIRE(!strip_weights(open_file(p), stripped.string(), {}));
  indexed s(stripped);
  const fs::path data = tmp() / "err-data.bin";
  test_support::write_file(data, std::string(64, '\x11'));
  mapped_file dm;
  REQUIRE(!dm.open(data.string()));

  // A safetensors file of the given tensors (data from `data`), plus the no-data marker export writes.
  auto weights = [&](const std::string& name, std::vector<tensor_source> ts) {
    const fs::path w = tmp() / (name + ".safetensors");
    auto f = output_file::create(w.string());
    REQUIRE(f);
    for (tensor_source& t : ts) t.fd = dm.fd();
    REQUIRE(!write_safetensors(*f, ts, {{no_data_metadata_key("absent"), ""}}));
    REQUIRE(!f->commit());
    return w;
  };
  auto attach = [&](const fs::path& w, const attach_options& opt = {}) {
    mapped_file m;
    REQUIRE(!m.open(w.string()));
    return attach_weights(s.file, *s.reader, *s.uses, m, out.string(), opt);
  };
  const std::vector<tensor_source> good{
      {"f32s", tensor_dtype::f32, {2, 3}, -1, 0, 24}, {"flags", tensor_dtype::boolean, {3}, -1, 0, 3},
      {"halves", tensor_dtype::bf16, {2, 2}, -1, 0, 8}, {"f8s", tensor_dtype::f8_e4m3fn, {2}, -1, 0, 2},
      {"bytes_u", tensor_dtype::u8, {4}, -1, 0, 4},     {"twice", tensor_dtype::u8, {4}, -1, 0, 4},
      {"cplx", tensor_dtype::u8, {16}, -1, 0, 16},      {"nibbles", tensor_dtype::u8, {2}, -1, 0, 2},
  };
  SUBCASE("all present: attached") {
    CHECK(!attach(weights("good", good)));
    CHECK(fs::exists(out));
    fs::remove(out);
  }
  SUBCASE("unknown key") {
    auto ts = good;
    ts.push_back({"stranger", tensor_dtype::u8, {1}, -1, 0, 1});
    const named_error e = attach(weights("unknown", ts));
    REQUIRE(e);
    CHECK(e.message().find("stranger") != std::string::npos);
  }
  SUBCASE("shape mismatch") {
    auto ts = good;
    ts[0].shape = {3, 2};
    const named_error e = attach(weights("shape", ts));
    REQUIRE(e);
    CHECK(e.message().find("f32s") != std::string::npos);
    CHECK(e.message().find("tensor<2x3xf32>") != std::string::npos);
  }
  SUBCASE("dtype mismatch of the same byte size") {
    auto ts = good;
    ts[0].dtype = tensor_dtype::i32;
    const named_error e = attach(weights("dtype", ts));
    REQUIRE(e);
    CHECK(e.message().find("f32s") != std::string::npos);
  }
  SUBCASE("a used resource without a tensor") {
    auto ts = good;
    ts.erase(ts.begin() + 2);  // halves
    const fs::path w = weights("missing", ts);
    const named_error e = attach(w);
    REQUIRE(e);
    CHECK(e.message().find("halves") != std::string::npos);
    attach_options allow;
    allow.allow_missing = true;
    CHECK(!attach(w, allow));
    fs::remove(out);
  }
  SUBCASE("an alignment in the metadata that is no number, no power of two or past the limit") {
    for (const std::string value : {"x", "16 ", "3", "0", "1099511627776"}) {
      CAPTURE(value);
      const fs::path w = tmp() / "alignment.safetensors";
      {
        auto f = output_file::create(w.string());
        REQUIRE(f);
        auto ts = good;
        for (tensor_source& t : ts) t.fd = dm.fd();
        REQUIRE(!write_safetensors(*f, ts, {{no_data_metadata_key("absent"), ""}, {alignment_metadata_key("f32s"), value}}));
        REQUIRE(!f->commit());
      }
      const named_error e = attach(w);
      CHECK(e.e.code == errc::bad_alignment);
      CHECK(e.name == "f32s");
      CHECK(e.detail == value);
    }
  }
  SUBCASE("a full disk: strip, export and attach report the errno") {
    const fs::path w = weights("full", good), none = weights("none", {});
    attach_options allow;
    allow.allow_missing = true;
    const bytecode_file original = open_file(p);
    named_error stripping, exporting, attaching, attaching_nothing;
    {
      const test_support::file_size_limit full(10);
      stripping = strip_weights(original, out.string(), {});  // no blob data left: fails at commit
      exporting = export_weights(s.file, *s.reader, *s.uses, out.string(), {});  // no tensors: fails at commit
      attaching = attach(w);                    // fails copying the first tensor
      attaching_nothing = attach(none, allow);  // fails at commit
    }
    for (const named_error* e : {&stripping, &exporting, &attaching, &attaching_nothing}) {
      CHECK(e->e.code == errc::io);
      CHECK(e->e.value == static_cast<std::uint64_t>(EFBIG));
    }
  }
  SUBCASE("a truncated weights file") {
    const fs::path w = weights("truncated", good);
    auto bytes = test_support::read_bytes(w);
    bytes.resize(bytes.size() - 1);
    test_support::write_file(w, bytes);
    CHECK(attach(w));
  }
  CHECK(!fs::exists(out));
  CHECK(no_partial_files(tmp()));
}

TEST_CASE("the CLI: export's format from the extension, errors on stderr with exit status 1 and no output") {
  const fs::path p = exchange_fixture(6);
  const fs::path npz = tmp() / "cli.npz";
  const std::string said = cli("export " + quoted(p) + " " + quoted(npz));
  CHECK(said.find("skipped resource 'twice'") != std::string::npos);
  CHECK(said.find("wrote") != std::string::npos);
  const auto bytes = test_support::read_bytes(npz);
  REQUIRE(bytes.size() > 4);
  CHECK(bytes[0] == std::byte{'P'});  // a zip: "PK\3\4"
  CHECK(bytes[1] == std::byte{'K'});
  CHECK(cli_status("export " + quoted(p) + " " + quoted(tmp() / "cli.bin")) == 2);
  CHECK(cli_status("export --format gguf " + quoted(p) + " " + quoted(tmp() / "cli.bin")) == 2);
  CHECK(!fs::exists(tmp() / "cli.bin"));

  const fs::path stripped = tmp() / "cli-stripped.mlirbc";
  const fs::path weights = tmp() / "cli.safetensors";
  const fs::path out = tmp() / "cli-out.mlirbc";
  REQUIRE(cli_status("strip " + quoted(p) + " " + quoted(stripped)) == 0);
  REQUIRE(cli_status("export --raw " + quoted(p) + " " + quoted(weights)) == 0);
  // A header length larger than the file.
  auto w = test_support::read_bytes(weights);
  auto bad = w;
  bad[5] = std::byte{0x7f};
  const fs::path broken = tmp() / "cli-broken.safetensors";
  test_support::write_file(broken, bad);
  const std::string err = cli("attach " + quoted(stripped) + " " + quoted(broken) + " " + quoted(out));
  CHECK(err.find(broken.string()) != std::string::npos);
  CHECK(cli_status("attach " + quoted(stripped) + " " + quoted(broken) + " " + quoted(out)) == 1);
  CHECK(!fs::exists(out));
  CHECK(no_partial_files(tmp()));
  REQUIRE(cli_status("attach " + quoted(stripped) + " " + quoted(weights) + " " + quoted(out)) == 0);
  CHECK(test_support::read_bytes(out) == test_support::read_bytes(p));
}

TEST_CASE("sweep: strip, then export + attach, on every file with blobs (fixtures; the corpus and real-world samples when given)") {
  std::vector<fs::path> files = test_support::fixture_and_corpus_files();
  for (const fs::path& p : test_support::realworld_files()) files.push_back(p);
  std::size_t swept = 0;
  for (const fs::path& p : files) {
    auto opened = bytecode_file::open(p.string());
    if (!opened) continue;  // malformed on purpose, or beyond this reader: other tests say which
    bool has_blob = false;
    for (const resource_entry& e : opened->view().resources().entries())
      has_blob |= e.kind == resource_kind::blob && !e.empty() && !opened->view().resources().groups()[e.group].external;
    if (!has_blob) continue;
    CAPTURE(p.string());
    ++swept;
    const fs::path stripped = tmp() / "sweep-stripped.mlirbc";
    const fs::path weights = tmp() / "sweep.safetensors";
    const fs::path back = tmp() / "sweep-back.mlirbc";
    const named_error s = strip_weights(*opened, stripped.string(), {});
    REQUIRE_MESSAGE(!s, s.message());
    const bytecode_file sf = open_file(stripped);
    CHECK(other_sections(sf.view()) == other_sections(opened->view()));
    CHECK(sf->resources().size() == opened->view().resources().size());

    dialect_registry dialects = mlir_opt_dialects();
    attr_reader reader(opened->view(), dialects);
    auto uses = weight_index::build(reader);
    if (!uses) continue;  // its IR is beyond this reader (listed by the sweeps of test_weights)
    export_options opt;
    opt.raw = true;
    export_report rep;
    const named_error x = export_weights(*opened, reader, *uses, weights.string(), opt, &rep);
    REQUIRE_MESSAGE(!x, x.message());
    attr_reader sreader(sf.view(), dialects);
    auto suses = weight_index::build(sreader);
    REQUIRE(suses);
    mapped_file w;
    REQUIRE(!w.open(weights.string()));
    attach_options aopt;
    aopt.allow_missing = !rep.skipped.empty();
    const named_error a = attach_weights(sf, sreader, *suses, w, back.string(), aopt);
    REQUIRE_MESSAGE(!a, a.message());
    // Blobs of groups other than builtin are not exported, so only an all-builtin file comes back whole.
    bool all_builtin = rep.skipped.empty();
    for (const resource_entry& e : opened->view().resources().entries())
      all_builtin &= e.kind != resource_kind::blob || opened->view().resources().groups()[e.group].external ||
                     opened->view().resources().groups()[e.group].name == "builtin";
    // The rewrite frames the Resource section as MLIR's writer does: aligned to its largest
    // blob, declared only where the payload would not start aligned anyway. A file framed
    // otherwise (other writers) comes back with the same sections and blobs in that framing.
    std::uint64_t largest_blob_alignment = 1;
    for (const resource_entry& e : opened->view().resources().entries())
      if (auto bl = opened->view().get_blob(e); bl && e.kind == resource_kind::blob && !e.empty())
        largest_blob_alignment = std::max(largest_blob_alignment, bl->alignment);
    const section& rs = opened->view().get_section(section_id::resource);
    std::byte varint_bytes[9];
    const bool starts_aligned =
        (rs.header_offset + 1 + encode_varint(rs.length, varint_bytes)) % largest_blob_alignment == 0;
    const bool section_aligned_as_rewritten =
        rs.alignment == 1 ? starts_aligned : !starts_aligned && rs.alignment == largest_blob_alignment;
    if (all_builtin && section_aligned_as_rewritten) {
      CHECK(test_support::read_bytes(back) == test_support::read_bytes(p));
    } else if (all_builtin) {
      const bytecode_file bf = open_file(back);
      CHECK(other_sections(bf.view()) == other_sections(opened->view()));
      const auto& was = opened->view().resources().entries();
      const auto& now = bf->resources().entries();
      REQUIRE(now.size() == was.size());
      for (std::size_t i = 0; i < was.size(); ++i) {
        CHECK(now[i].key == was[i].key);
        if (was[i].kind != resource_kind::blob || was[i].empty()) {
          CHECK(bytes_of(now[i].bytes) == bytes_of(was[i].bytes));
          continue;
        }
        auto before = opened->view().get_blob(was[i]);
        auto after = bf->get_blob(now[i]);
        REQUIRE((before && after));
        CHECK(bytes_of(after->data) == bytes_of(before->data));
        CHECK(after->alignment == before->alignment);
      }
    }
  }
  CHECK(swept >= 20);
  MESSAGE("files with blobs swept: " << swept);
}

TEST_CASE("tensor_dtype_of: each element format an exchange file can hold, and none for the others") {
  auto element = [](element_kind k, std::uint32_t bits, std::uint32_t bytes, signedness s = signedness::signless,
                    float_kind f = float_kind::f32) {
    element_info e;
    e.kind = k;
    e.bits = bits;
    e.bytes = bytes;
    e.sign = s;
    e.fkind = f;
    return tensor_dtype_of(e);
  };
  using ek = element_kind;
  CHECK(element(ek::integer, 1, 1) == tensor_dtype::boolean);
  CHECK(element(ek::integer, 8, 1, signedness::is_unsigned) == tensor_dtype::u8);
  CHECK(element(ek::integer, 16, 2) == tensor_dtype::i16);
  CHECK(element(ek::integer, 16, 2, signedness::is_unsigned) == tensor_dtype::u16);
  CHECK(element(ek::integer, 32, 4, signedness::is_signed) == tensor_dtype::i32);
  CHECK(element(ek::integer, 32, 4, signedness::is_unsigned) == tensor_dtype::u32);
  CHECK(element(ek::integer, 64, 8, signedness::is_unsigned) == tensor_dtype::u64);
  CHECK_FALSE(element(ek::integer, 4, 1).has_value());     // not a whole number of bytes
  CHECK_FALSE(element(ek::integer, 128, 16).has_value());  // no 128-bit dtype
  CHECK(element(ek::index, 64, 8) == tensor_dtype::i64);
  CHECK(element(ek::floating, 64, 8, signedness::signless, float_kind::f64) == tensor_dtype::f64);
  CHECK(element(ek::floating, 8, 1, signedness::signless, float_kind::f8E4M3FN) == tensor_dtype::f8_e4m3fn);
  CHECK(element(ek::floating, 8, 1, signedness::signless, float_kind::f8E5M2) == tensor_dtype::f8_e5m2);
  CHECK_FALSE(element(ek::floating, 80, 16, signedness::signless, float_kind::f80).has_value());
  CHECK(element(ek::complex_floating, 32, 8) == tensor_dtype::c64);
  CHECK(element(ek::complex_floating, 64, 16, signedness::signless, float_kind::f64) == tensor_dtype::c128);
  CHECK_FALSE(element(ek::complex_floating, 16, 4, signedness::signless, float_kind::f16).has_value());
  CHECK_FALSE(element(ek::unsupported, 0, 0).has_value());
}
